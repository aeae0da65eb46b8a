// does not lower: AssertionError at jax/_src/pallas/mosaic/pallas_call_registration.py:569
