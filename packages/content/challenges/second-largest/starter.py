def second_largest(numbers):
    # Write your code here
    return None
