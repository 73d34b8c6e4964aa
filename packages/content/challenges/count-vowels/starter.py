def count_vowels(text):
    # Write your code here
    return None
