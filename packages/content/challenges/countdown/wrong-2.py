def countdown(n):
    return list(range(n, 0, -1)) + [0]
