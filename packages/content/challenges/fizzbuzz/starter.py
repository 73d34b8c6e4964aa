def fizzbuzz(n):
    # Write your code here
    return None
