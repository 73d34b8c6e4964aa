def factorial(n):
    result = 1
    for k in range(2, n):
        result *= k
    return result
