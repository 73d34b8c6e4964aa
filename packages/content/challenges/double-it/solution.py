def double(n):
    return n * 2
