def unique(items):
    # Write your code here
    return None
