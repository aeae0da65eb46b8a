"""A toy with two defects of one symptom, for root-cause attribution (harness.tools.attribution).

out = scale * x + shift, with the scale and the shift as options. `TOY_CAUSES` (environment,
comma-separated) plants "scale" (the Pallas kernel's scale of two is 2.01) and "shift" (its shift
of a half is 0.51): either makes "N of M elements differ", so only switching a cause off tells which
one a failing case has.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

PLANTED = set(filter(None, os.environ.get("TOY_CAUSES", "").split(",")))
SCALES = {"one": 1.0, "two": 2.0}
SHIFTS = {"zero": 0.0, "half": 0.5}


def affine_native(x, scale, shift):
    return SCALES[scale] * x + SHIFTS[shift]


def affine_pallas(x, scale, shift):
    a = 2.01 if scale == "two" and "scale" in PLANTED else SCALES[scale]
    b = 0.51 if shift == "half" and "shift" in PLANTED else SHIFTS[shift]

    def kernel(x_ref, o_ref):
        o_ref[...] = a * x_ref[...] + b

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True,
                          name="toy_affine")(x)


def build(case: Case, fns: Resolved) -> Workload:
    x = jnp.linspace(-1.0, 1.0, 64, dtype=jnp.float32)
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, case["scale"], case["shift"]),
                    native=lambda v: fns.native(v, case["scale"], case["shift"]))


TARGET = Target(package="numpy", version="any", dtypes=("f32",), pairs=[
    Pair(name="toy_affine", pallas="@pairs:affine_pallas", native="@pairs:affine_native", build=build,
         accepts=lambda case: True, x64=(False,), options={"scale": ("one", "two"), "shift": ("zero", "half")},
         on_reject="unguarded", meshes=False,
         not_differentiable="the attribution toy: values only"),
])
