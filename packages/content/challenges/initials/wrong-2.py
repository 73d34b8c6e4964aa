def initials(name):
    return name[0].upper()
