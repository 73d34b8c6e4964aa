def find(items, target):
    if target in items:
        return 1
    return -1
