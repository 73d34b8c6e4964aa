def word_count(sentence):
    # Write your code here
    return None
