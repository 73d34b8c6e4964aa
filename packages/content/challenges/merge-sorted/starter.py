def merge(a, b):
    # Write your code here
    return None
