"""A 1D toy kernel with a two-condition guard, for condition coverage (harness coverage --kernels).

The kernel adds its inputs where `(a > 0) & (b < CAP)` and writes 0 elsewhere. Its inputs have
`a <= 0` in some cells but `b < CAP` everywhere: both arms of the select are taken, and `b < CAP`
never decides anything. `TOY_MCDC_HIGH` adds cells with `b >= CAP` (and `a > 0`);
`TOY_MCDC_DECLARED` declares the second condition unreachable.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

CAP = 4.0
N = 32


def guarded_native(a, b):
    return jnp.where((a > 0) & (b < CAP), a + b, 0.0)


def guarded_pallas(a, b, block):
    def kernel(a_ref, b_ref, o_ref):
        x, y = a_ref[...], b_ref[...]
        ok = (x > 0) & (y < CAP)
        o_ref[...] = jnp.where(ok, x + y, 0.0)

    spec = pl.BlockSpec(block, lambda i: (i,))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(a.shape, a.dtype), in_specs=[spec, spec],
                          out_specs=spec, grid=(a.shape[0] // block[0],), interpret=True, name="toy_guard")(a, b)


def build(case: Case, fns: Resolved) -> Workload:
    a = jnp.linspace(-1.0, 2.0, N, dtype=jnp.float32)  # a <= 0 in the first third
    b = jnp.linspace(0.0, 3.0, N, dtype=jnp.float32)  # always below CAP
    if os.environ.get("TOY_MCDC_HIGH"):
        b = b.at[-3:].set(CAP + 1.0)  # past the cap where a > 0
    return Workload(args=(a, b), pallas=lambda x, y: fns.pallas(x, y, case.block), native=fns.native)


DECLARED = {"pairs.py:31 condition 1": "the toy's callers never pass b at or past the cap"} \
    if os.environ.get("TOY_MCDC_DECLARED") else {}

TARGET = Target(package="numpy", version="any", dtypes=("f32",), sizes={1: (N,)}, blocks={1: [(8,)]},
                pairs=[Pair(name="toy_guard", pallas="@pairs:guarded_pallas", native="@pairs:guarded_native",
                            build=build, accepts=lambda case: True, x64=(False,), meshes=False,
                            on_reject="unguarded", not_differentiable="the condition-coverage toy: values only",
                            unreachable_conditions=DECLARED)])
