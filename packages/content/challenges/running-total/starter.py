def running_total(numbers):
    # Write your code here
    return None
