def is_palindrome(text):
    letters = text.replace(' ', '').lower()
    return letters == letters[::-1]
