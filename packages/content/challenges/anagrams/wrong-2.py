def is_anagram(a, b):
    return len(a) == len(b)
