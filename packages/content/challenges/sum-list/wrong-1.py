def total(numbers):
    result = 0
    for n in numbers:
        result = n
    return result
