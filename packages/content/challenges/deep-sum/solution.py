def deep_sum(nested):
    total = 0
    for item in nested:
        if isinstance(item, list):
            total += deep_sum(item)
        else:
            total += item
    return total
