"""eraboard: gui layer."""
