"""eraboard: board layer."""
