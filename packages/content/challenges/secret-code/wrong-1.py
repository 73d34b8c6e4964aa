def shift(text, n):
    result = ''
    for ch in text:
        result += chr(ord(ch) + n)
    return result
