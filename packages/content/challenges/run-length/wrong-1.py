def encode(text):
    result = ''
    for letter in sorted(set(text)):
        result += letter + str(text.count(letter))
    return result
