def is_even(n):
    # Write your code here
    return None
