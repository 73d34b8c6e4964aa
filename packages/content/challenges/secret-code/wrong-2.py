def shift(text, n):
    result = ''
    for ch in text:
        if 'a' <= ch <= 'z':
            result += chr(ord(ch) + n)
        else:
            result += ch
    return result
