def is_anagram(a, b):
    # Write your code here
    return None
