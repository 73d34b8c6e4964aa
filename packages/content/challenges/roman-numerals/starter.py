def to_roman(n):
    # Write your code here
    return None
