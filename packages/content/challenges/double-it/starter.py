def double(n):
    # Write your code here
    return None
