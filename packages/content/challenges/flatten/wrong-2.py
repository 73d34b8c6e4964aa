def flatten(lists):
    return lists[0]
