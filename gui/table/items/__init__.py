"""Graphics items of the table: small, dumb, they paint and report gestures."""
