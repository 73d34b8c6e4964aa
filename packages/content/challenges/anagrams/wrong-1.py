def is_anagram(a, b):
    return set(a.lower()) == set(b.lower())
