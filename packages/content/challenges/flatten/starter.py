def flatten(lists):
    # Write your code here
    return None
