def primes(n):
    found = []
    for k in range(1, n + 1):
        if all(k % p != 0 for p in found):
            found.append(k)
    return found
