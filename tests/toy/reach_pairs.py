"""Declarations beside the toy's scenarios (scenarios.py) for the reachability tests (harness.tools.reach).

`toy_advect_step` is the Pallas step the toy simulation runs in its time loop (kernel toy_advect):
with n = 64 the input the simulation gives it, with n = 60 one it never does (the step has no gate
of its own, 8-cell blocks need n % 8 == 0, and the simulation only builds n = 64). `toy_dead` is a
kernel nothing in the simulation calls.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload


def dead_pallas(x):
    def kernel(x_ref, o_ref):
        o_ref[...] = 2 * x_ref[...]

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True,
                          name="toy_dead")(x)


def dead_native(x):
    return 2 * x


def build_step(case: Case, fns: Resolved) -> Workload:
    n = case["n"]
    u = (1.0 + 0.1 * jnp.sin(2 * jnp.pi * (jnp.arange(n) + 0.5) / n))[None, :].astype(jnp.float32)
    c = jnp.asarray(0.3, jnp.float32)
    return Workload(args=(u,), pallas=lambda v: fns.pallas(v, c), native=lambda v: fns.native(v, c))


def build_dead(case: Case, fns: Resolved) -> Workload:
    return Workload(args=(jnp.arange(8.0, dtype=jnp.float32),), pallas=fns.pallas, native=fns.native)


COMMON = dict(accepts=lambda case: case.get("n", 64) % 8 == 0, x64=(False,), meshes=False, on_reject="unguarded",
              not_differentiable="the reachability toy")
TARGET = Target(package="numpy", version="any", dtypes=("f32",), pairs=[
    Pair(name="toy_advect_step", pallas="@simulation:step_pallas", native="@simulation:step_native",
         build=build_step, options={"n": (64, 60)}, **COMMON),
    Pair(name="toy_dead", pallas="@reach_pairs:dead_pallas", native="@reach_pairs:dead_native", build=build_dead,
         **COMMON),
])
