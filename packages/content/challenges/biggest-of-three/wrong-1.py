def biggest(a, b, c):
    if a > b:
        return a
    return b
