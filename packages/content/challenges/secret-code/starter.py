def shift(text, n):
    # Write your code here
    return None
