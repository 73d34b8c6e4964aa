def is_palindrome(text):
    letters = text.lower()
    return letters == letters[::-1]
