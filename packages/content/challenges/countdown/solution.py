def countdown(n):
    numbers = []
    while n > 0:
        numbers.append(n)
        n -= 1
    return numbers
