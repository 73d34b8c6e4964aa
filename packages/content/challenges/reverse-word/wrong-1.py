def reverse(word):
    return word
