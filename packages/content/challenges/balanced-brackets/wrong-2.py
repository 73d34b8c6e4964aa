def balanced(text):
    return True
