def is_palindrome(text):
    # Write your code here
    return None
