def reverse(word):
    return word[::-1]
