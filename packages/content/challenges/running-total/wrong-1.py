def running_total(numbers):
    result = []
    total = 0
    for n in numbers:
        result.append(total)
        total += n
    return result
