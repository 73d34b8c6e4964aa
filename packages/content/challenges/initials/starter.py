def initials(name):
    # Write your code here
    return None
