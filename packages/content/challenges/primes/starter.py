def primes(n):
    # Write your code here
    return None
