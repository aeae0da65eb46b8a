// does not lower: tracing the interpret=False build: AssertionError at astronomix/_finite_volume/_state_evolution/_pallas_evolve.py:199
