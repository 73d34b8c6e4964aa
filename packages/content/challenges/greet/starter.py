def greet(name):
    # Write your code here
    return None
