// does not lower: ValueError: Compiler params for platform gpu cannot be used for tpu lowering.
