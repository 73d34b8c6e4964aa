def digit_sum(n):
    return n % 10
