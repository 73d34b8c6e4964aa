def digit_sum(n):
    return len(str(n))
