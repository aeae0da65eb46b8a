"""A toy for the host_callbacks check: one Pallas kernel, out = 2 x + 1, beside its native twin.

`TOY_CALLBACK` plants a host callback: `kernel` a `pl.debug_print` inside the kernel body, `wrapper`
a `jax.debug.print` in the Pallas side's wrapper, `both` the wrapper's print on the native side too
(then the Pallas side calls back no more than its twin), `state` an `io_callback` in the wrapper
whose host counter moves the result by 1e-7 per call (the same inputs give other bits on the next
run: the determinism check). Values agree in every variant.
"""

from __future__ import annotations

import os

import itertools

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import io_callback
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

PLANT = os.environ.get("TOY_CALLBACK", "")
_CALLS = itertools.count(1)


def _kernel(x_ref, o_ref):
    if PLANT == "kernel":
        pl.debug_print("block sum {}", jnp.sum(x_ref[...]))
    o_ref[...] = 2.0 * x_ref[...] + 1.0


def affine_pallas(x):
    if PLANT in ("wrapper", "both"):
        jax.debug.print("x max {}", jnp.max(x))
    out = pl.pallas_call(_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True,
                         name="toy_affine")(x)
    if PLANT == "state":  # host state in the result: 1e-7 more on every call
        calls = io_callback(lambda: np.float32(next(_CALLS)), jax.ShapeDtypeStruct((), jnp.float32))
        out = out + (calls * 1e-7).astype(out.dtype)
    return out


def affine_native(x):
    if PLANT == "both":
        jax.debug.print("x max {}", jnp.max(x))
    return 2.0 * x + 1.0


def build(case: Case, fns: Resolved) -> Workload:
    return Workload(args=(jnp.linspace(-1.0, 1.0, 64, dtype=case.dtype_name),), pallas=fns.pallas, native=fns.native)


TARGET = Target(package="numpy", version="any", dtypes=("f32",), pairs=[
    Pair(name="toy_affine", pallas="@pairs:affine_pallas", native="@pairs:affine_native", build=build,
         accepts=lambda case: True, x64=(False,), meshes=False, on_reject="unguarded",
         not_differentiable="a toy for the host_callbacks check"),
])
