def encode(text):
    # Write your code here
    return None
