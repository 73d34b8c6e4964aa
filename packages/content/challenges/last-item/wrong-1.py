def last(items):
    return items[-1]
