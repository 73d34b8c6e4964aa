def gcd(a, b):
    # Write your code here
    return None
