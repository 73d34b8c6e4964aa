def to_hours(minutes):
    return [minutes / 60, minutes % 60]
