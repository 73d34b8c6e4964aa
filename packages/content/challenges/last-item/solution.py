def last(items):
    if len(items) == 0:
        return None
    return items[-1]
