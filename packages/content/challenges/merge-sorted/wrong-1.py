def merge(a, b):
    return a + b
