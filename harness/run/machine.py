"""The machine's speed at the harness's own kind of work, measured in the run it calibrates.

A gate's worker time says little alone: the same checks take twice as long on a machine half as
fast, or one whose second core is busy. `reference_seconds()` times a fixed piece of the work a
check does (trace a small stencil program and its VJP, lower it to StableHLO, compile it with
XLA:CPU, JAX's compilation caches out of the way) in CPU seconds, the least of a few tries. The
gate's report divides its work per check by it (`harness.run.timing`), and `bench/gate_cost.py`
compares that ratio across runs and machines: the work per check grows only when the suite's work
does.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator

REPEATS = 3
STEPS = 8  # the program's stencil steps: about 0.1-0.3 s of CPU a try under the gate's code generation


def reference_seconds(repeats: int = REPEATS) -> float:
    """Least CPU seconds (this process's) to trace, lower and compile the reference program."""
    best = float("inf")
    with _no_persistent_cache():
        for attempt in range(repeats):
            start = time.process_time()
            _trace_lower_compile(attempt)
            best = min(best, time.process_time() - start)
    return best


def _trace_lower_compile(attempt: int) -> None:
    import jax
    import jax.numpy as jnp

    def step(u: jax.Array, k: int) -> jax.Array:
        flux = 0.5 * (jnp.roll(u, -1, axis=k % 2) - jnp.roll(u, 1, axis=k % 2))
        return u - 0.1 * flux + 0.01 * jnp.tanh(u) * (k + 1)

    def program(u: jax.Array) -> jax.Array:
        for k in range(STEPS):
            u = step(u, k)
        return jnp.sum(u * u)

    # a new function object each try: JAX's in-memory trace and executable caches do not serve it
    fn = jax.jit(jax.value_and_grad(lambda u, a=attempt: program(u)))
    fn.trace(jax.ShapeDtypeStruct((64, 64), jnp.float32)).lower().compile()


@contextlib.contextmanager
def _no_persistent_cache() -> Iterator[None]:
    import jax

    before = jax.config.jax_enable_compilation_cache
    jax.config.update("jax_enable_compilation_cache", False)
    try:
        yield
    finally:
        jax.config.update("jax_enable_compilation_cache", before)
