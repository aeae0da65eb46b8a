"""A toy with a known defect of adjustable size, for known failures as ratchets (harness.ratchet)
and entries that claim their cases by conditions (`when`).

The pair returns (x / 2, x + 1) with three options k, m, n. The planted defect: where k = "c" the
Pallas kernel's second output is off by `TOY_ERR` (environment; 1e-3 by default), so the first output
agrees unless a second defect is planted: where m = "q" the first output is off by `TOY_HALF_ERR` (0 by
default), a cause that meets the first in the kc-mq cases. Three options make the
PR grid (a pairwise covering array) smaller than the full grid, so some k = "c" cases run only there.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

ERROR = float(os.environ.get("TOY_ERR", "1e-3"))
HALF_ERROR = float(os.environ.get("TOY_HALF_ERR", "0"))


def halves_native(x, k):
    return x / 2, x + 1


def halves_pallas(x, k, m="p"):
    err = ERROR if k == "c" else 0.0
    half_err = HALF_ERROR if m == "q" else 0.0

    def kernel(x_ref, half_ref, plus_ref):
        half_ref[...] = x_ref[...] / 2 + half_err
        plus_ref[...] = x_ref[...] + 1 + err

    shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return pl.pallas_call(kernel, out_shape=(shape, shape), interpret=True, name="toy_halves")(x)


def build(case: Case, fns: Resolved) -> Workload:
    x = jnp.linspace(-1.0, 1.0, 64, dtype=jnp.float32)
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, case["k"], case["m"]), native=lambda v: fns.native(v, case["k"]))


TARGET = Target(package="numpy", version="any", dtypes=("f32",), pairs=[
    Pair(name="toy_halves", pallas="@pairs:halves_pallas", native="@pairs:halves_native", build=build,
         accepts=lambda case: True, x64=(False,), options={"k": ("a", "b", "c"), "m": ("p", "q"), "n": ("u", "v")},
         on_reject="unguarded", meshes=False,
         not_differentiable="the ratchet toy: values only"),
])
