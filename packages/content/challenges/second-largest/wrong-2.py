def second_largest(numbers):
    return max(numbers)
