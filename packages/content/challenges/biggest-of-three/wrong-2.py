def biggest(a, b, c):
    return min(a, b, c)
