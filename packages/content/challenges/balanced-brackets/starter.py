def balanced(text):
    # Write your code here
    return None
