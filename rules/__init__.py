"""eraboard: rules layer."""
