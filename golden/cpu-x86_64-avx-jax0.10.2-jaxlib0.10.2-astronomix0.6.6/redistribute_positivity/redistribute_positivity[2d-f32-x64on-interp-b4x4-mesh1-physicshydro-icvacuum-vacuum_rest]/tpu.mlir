// does not lower: tracing the interpret=False build: AssertionError at astronomix/_fluid_equations/_enforce_positivity_pallas.py:306
