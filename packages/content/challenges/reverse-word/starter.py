def reverse(word):
    # Write your code here
    return None
