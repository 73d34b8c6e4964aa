def flatten(lists):
    result = []
    for part in lists:
        result.append(part)
    return result
