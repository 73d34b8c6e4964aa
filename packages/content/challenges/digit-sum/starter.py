def digit_sum(n):
    # Write your code here
    return None
