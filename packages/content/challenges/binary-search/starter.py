def find(items, target):
    # Write your code here
    return None
