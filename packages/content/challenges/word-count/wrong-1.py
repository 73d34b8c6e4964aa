def word_count(sentence):
    counts = {}
    for word in sentence.split():
        counts[word] = 1
    return counts
