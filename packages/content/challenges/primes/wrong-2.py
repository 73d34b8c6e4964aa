def primes(n):
    return [k for k in range(2, n) if k % 2 == 1 or k == 2]
