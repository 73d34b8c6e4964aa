def total(numbers):
    # Write your code here
    return None
