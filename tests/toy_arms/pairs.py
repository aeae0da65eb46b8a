"""A 1D toy kernel with a floor, for kernel branch coverage (harness coverage --kernels).

The kernel floors its input at FLOOR and doubles it. `TOY_ARMS_LOW` adds cells below the floor to
the input (without it no input reaches the floor's arm); `TOY_ARMS_BUG` plants a wrong constant
inside that arm, which only an input below the floor can show; `TOY_ARMS_DECLARED` declares the
arm unreachable.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

FLOOR = 0.5
N = 32


def floored_native(x):
    return jnp.maximum(x, FLOOR) * 2.0


def floored_pallas(x, block):
    at_floor = 2 * FLOOR if os.environ.get("TOY_ARMS_BUG") else FLOOR  # the value the floor's arm writes

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = jnp.where(v < FLOOR, at_floor, v) * 2.0

    spec = pl.BlockSpec(block, lambda i: (i,))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), in_specs=[spec],
                          out_specs=spec, grid=(x.shape[0] // block[0],), interpret=True, name="toy_floor")(x)


def build(case: Case, fns: Resolved) -> Workload:
    x = jnp.linspace(1.0, 2.0, N, dtype=jnp.float32)
    if os.environ.get("TOY_ARMS_LOW"):
        x = x.at[::7].set(0.1)  # below the floor
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, case.block), native=fns.native)


DECLARED = {"pairs.py:32 arm 1": "the toy's callers never pass a value below the floor"} \
    if os.environ.get("TOY_ARMS_DECLARED") else {}

TARGET = Target(package="numpy", version="any", dtypes=("f32",), sizes={1: (N,)}, blocks={1: [(8,)]},
                pairs=[Pair(name="toy_floor", pallas="@pairs:floored_pallas", native="@pairs:floored_native",
                            build=build, accepts=lambda case: True, x64=(False,), meshes=False,
                            on_reject="unguarded", not_differentiable="the branch-coverage toy: values only",
                            unreachable_arms=DECLARED)])
