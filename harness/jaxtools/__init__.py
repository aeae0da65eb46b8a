"""JAX where the harness meets it: every moved JAX API (jaxcompat), lowering and IR text, the pinned XLA:CPU code generation, the compile cache."""
