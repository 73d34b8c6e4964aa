def to_roman(n):
    values = [(1000, 'M'), (500, 'D'), (100, 'C'), (50, 'L'), (10, 'X'), (5, 'V'), (1, 'I')]
    result = ''
    for value, letters in values:
        while n >= value:
            result += letters
            n -= value
    return result
