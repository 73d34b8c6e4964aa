def deep_sum(nested):
    total = 0
    for item in nested:
        if isinstance(item, list):
            total += sum(item) if all(not isinstance(x, list) for x in item) else 0
        else:
            total += item
    return total
