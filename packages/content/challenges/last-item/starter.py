def last(items):
    # Write your code here
    return None
