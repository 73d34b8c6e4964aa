def merge(a, b):
    return sorted(set(a + b))
