def flatten(lists):
    result = []
    for part in lists:
        result.extend(part)
    return result
