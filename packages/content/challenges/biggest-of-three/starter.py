def biggest(a, b, c):
    # Write your code here
    return None
