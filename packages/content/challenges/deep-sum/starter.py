def deep_sum(nested):
    # Write your code here
    return None
