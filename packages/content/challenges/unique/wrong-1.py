def unique(items):
    return sorted(set(items))
