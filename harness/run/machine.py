"""The machine's speed at the harness's own kind of work, measured in the run it calibrates.

A gate's worker time says little alone: the same checks take twice as long on a machine half as
fast, or one whose second core is busy. `reference_seconds()` times a fixed piece of the work a
check does (trace a small stencil program and its VJP, lower it to StableHLO, compile it with
XLA:CPU, JAX's compilation caches out of the way) in CPU seconds, the least of a few tries. The
gate's report divides its work per check by it (`harness.run.time_ledger`), and `bench/gate_cost.py`
compares that ratio across runs and machines: the work per check grows only when the suite's work
does.

It is measured in a fresh process under fixed XLA flags (the gate's compile-speed flags,
`codegen.FAST_COMPILE`), not in the process that asks: the same program took 5 s of CPU under
XLA's default code generation and 0.4-0.5 s under the gate's, so the figure must not follow the
flags of whoever asks (a run on a GPU machine keeps XLA's defaults), nor anything else that process
has set up.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator

REPEATS = 5
STEPS = 8  # the program's stencil steps: about 0.1-0.3 s of CPU a try under the gate's code generation
TIMEOUT_S = 300


def reference_seconds(repeats: int = REPEATS) -> float:
    """Least CPU seconds to trace, lower and compile the reference program, in a fresh process
    under fixed flags (see the module docstring). Raises RuntimeError if that process fails."""
    from harness.jaxtools.codegen import fast_compile_flags  # lazy: reads the installed XLA's options

    env = {**os.environ, "XLA_FLAGS": " ".join(fast_compile_flags()), "JAX_PLATFORMS": "cpu",
           "JAX_ENABLE_X64": "0", "TF_CPP_MIN_LOG_LEVEL": "3"}
    done = subprocess.run([sys.executable, "-m", "harness.run.machine", str(repeats)], env=env,
                          capture_output=True, text=True, timeout=TIMEOUT_S)
    lines = done.stdout.split()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"harness internal error: the machine's reference process failed "
                           f"(exit {done.returncode}): {done.stderr.strip()[-2000:]}")
    return float(lines[-1])


def seconds_here(repeats: int = REPEATS) -> float:
    """Least CPU seconds (this process's) to trace, lower and compile the reference program, under
    whatever flags and heap this process has: what `reference_seconds` runs in its fresh process."""
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


if __name__ == "__main__":
    from harness.jaxtools import jax_start  # lazy: only the reference process starts JAX quietly

    jax_start.quietly()
    print(f"{seconds_here(int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS):.4f}")
