// does not lower, as declared: Compiler params for platform gpu cannot be used for tpu lowering | Cannot lower pallas_call on platform: tpu
