"""A small real Pallas pair for the plugin's own tests: a periodic 3-point stencil.

`TOY_BUG` (environment, comma-separated) plants the bugs the suite must catch: "offset" (wrong neighbour),
"fallback" (the gate accepts but the entry quietly runs native), "gate" (the gate rejects what the
declaration accepts), "nan" (the kernel leaves cells unwritten), "f64" (an f32 kernel computes in f64 under x64: same
values, wrong IR), "rename" (the kernel changes name: the FileCheck kernel list no longer holds), "bigblock" (each
program does eight blocks of work: same values, a heavier kernel for the GPU budget), "cond" (a switch on a
constant inside the kernel: same values, a broken convention), "mul1" (the left neighbour multiplied by 1.0: same
values, one operation more in the IR, which renumbers every value after it).
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as pltriton

from harness.declare import Case, MeshLayout, Pair, Resolved, Target, Workload

BUGS = set(filter(None, os.environ.get("TOY_BUG", "").split(",")))  # several at once: "offset,rename"
SIZES = {1: (64,), 2: (16, 16), 3: (8, 8, 8)}
BLOCKS = {1: [(8,), (12,)], 2: [(4, 4)], 3: [(4, 4, 8)]}


def supported(x, block) -> bool:
    if "gate" in BUGS:
        return False
    return x.shape[0] % block[0] == 0


def stencil_native(x):
    return 0.25 * jnp.roll(x, 1, axis=0) + 0.5 * x + 0.25 * jnp.roll(x, -1, axis=0)


def stencil_pallas(x, block=(8,), interpret=True):
    if not supported(x, block) or "fallback" in BUGS:
        return stencil_native(x)
    n = x.shape[0]
    b = block[0] * (8 if "bigblock" in BUGS and x.shape[0] % (8 * block[0]) == 0 else 1)
    shift = 2 if "offset" in BUGS else 1

    def kernel(x_ref, o_ref):
        i = pl.program_id(0)
        idx = i * b + jnp.arange(b)
        left = x_ref[(idx - shift) % n]
        if "mul1" in BUGS:
            left = left * 1.0
        right = x_ref[(idx + 1) % n]
        out = 0.25 * left + 0.5 * x_ref[idx] + 0.25 * right
        if "f64" in BUGS:
            out = (out * jnp.asarray(1.0, jnp.float64)).astype(o_ref.dtype)
        if "cond" in BUGS:
            out = jax.lax.switch(0, [lambda v: v, lambda v: -v], out)
        o_ref[...] = out

    grid = n // b - (1 if "nan" in BUGS else 0)
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(grid,),
        in_specs=[pl.BlockSpec(x.shape, lambda i: (0,))],
        out_specs=pl.BlockSpec((b,), lambda i: (i,)),
        compiler_params=pltriton.CompilerParams(num_warps=1, num_stages=1),
        interpret=interpret,
        name="toy_stencil_v2" if "rename" in BUGS else "toy_stencil",
    )(x)


def build(case: Case, fns: Resolved) -> Workload:
    n = SIZES[1][0]
    dtype = jnp.float64 if case.dtype == "f64" else jnp.float32
    x = jnp.sin(2 * jnp.pi * jnp.arange(n, dtype=dtype) / n) + 2
    return Workload(
        args=(x,),
        pallas=lambda v: fns.pallas(v, case.block, case.interpret),
        native=fns.native,
        shard=("field",),
        predicate=lambda: fns.supported(x, case.block),
    )


PAIRS = [
    Pair(
        name="toy_stencil",
        pallas="@pairs:stencil_pallas",
        native="@pairs:stencil_native",
        supported="@pairs:supported",
        build=build,
        accepts=lambda case: SIZES[1][0] % case.block[0] == 0,
        ndims=(1,),
        tpu="Compiler params for platform gpu cannot be used for tpu lowering",
        not_differentiable="the plugin's toy: no autodiff wrap; gradient checks are tested on astronomix and pallas_ops",
        description="periodic 3-point smoothing",
    ),
]

# mesh_axes: the stencil (jnp.roll, a gather from a whole-array ref) is written for Auto meshes;
# tests/toy_mesh/pairs.py holds the toys of the explicit-axes (jax.make_mesh) cases
TARGET = Target(package="numpy", version="any", pairs=PAIRS, sizes=SIZES, blocks=BLOCKS, mesh_axes=("auto",),
                mesh=MeshLayout(axes=("x",), split="x", kinds={"field": lambda ndim: ("x",) + (None,) * (ndim - 1)}))
