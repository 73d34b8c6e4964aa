def factorial(n):
    # Write your code here
    return None
