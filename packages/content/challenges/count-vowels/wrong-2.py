def count_vowels(text):
    return len(text)
