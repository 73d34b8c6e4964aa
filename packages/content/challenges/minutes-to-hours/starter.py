def to_hours(minutes):
    # Write your code here
    return None
