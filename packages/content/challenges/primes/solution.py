def primes(n):
    found = []
    for k in range(2, n + 1):
        if all(k % p != 0 for p in found if p * p <= k):
            found.append(k)
    return found
