def fib(n):
    # Write your code here
    return None
