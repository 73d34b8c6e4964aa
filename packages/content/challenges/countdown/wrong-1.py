def countdown(n):
    return list(range(1, n + 1))
