def countdown(n):
    # Write your code here
    return None
