def initials(name):
    result = ''
    for word in name.split():
        result += word[0]
    return result
