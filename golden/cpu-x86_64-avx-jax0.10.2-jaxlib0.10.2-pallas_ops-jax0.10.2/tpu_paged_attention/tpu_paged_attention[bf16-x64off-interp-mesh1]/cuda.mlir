// does not lower, as declared: Compiler params for platform tpu cannot be used for gpu lowering | Cannot lower pallas_call on platform: gpu | AssertionError at jax/_src/pallas/pallas_call.py
