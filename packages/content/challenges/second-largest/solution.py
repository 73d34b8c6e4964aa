def second_largest(numbers):
    values = sorted(set(numbers))
    if len(values) < 2:
        return None
    return values[-2]
