def balanced(text):
    return text.count('(') == text.count(')') and text.count('[') == text.count(']') and text.count('{') == text.count('}')
