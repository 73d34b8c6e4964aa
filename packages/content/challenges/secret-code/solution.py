def shift(text, n):
    result = ''
    for ch in text:
        if 'a' <= ch <= 'z':
            result += chr((ord(ch) - ord('a') + n) % 26 + ord('a'))
        else:
            result += ch
    return result
