"""A 2D toy on a cubic grid and a non-cubic one (Target.shapes), for the grid-shape tests.

The kernel divides by the number of cells along y. `TOY_SHAPE_BUG` plants the bug the seed warns
about: it divides by the extent along x instead, which is the same number on every cubic grid.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

SIZES = {2: (8, 8)}
SHAPES = {2: [(16, 8)]}
BLOCKS = {2: [(4, 4)]}


def shape_of(case: Case) -> tuple[int, ...]:
    return tuple(case.shape) or SIZES[case.ndim]


def per_cell_native(x):
    return x / x.shape[1]


def per_cell_pallas(x, block):
    cells = x.shape[0] if os.environ.get("TOY_SHAPE_BUG") else x.shape[1]

    def kernel(x_ref, o_ref):
        o_ref[...] = x_ref[...] / cells

    spec = pl.BlockSpec(block, lambda i, j: (i, j))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), in_specs=[spec],
                          out_specs=spec, grid=(x.shape[0] // block[0], x.shape[1] // block[1]), interpret=True,
                          name="toy_per_cell")(x)


def build(case: Case, fns: Resolved) -> Workload:
    x = jnp.arange(1.0, 1.0 + jnp.prod(jnp.array(shape_of(case))), dtype=jnp.float32).reshape(shape_of(case))
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, case.block), native=fns.native)


TARGET = Target(package="numpy", version="any", dtypes=("f32",), sizes=SIZES, shapes=SHAPES, blocks=BLOCKS,
                pairs=[Pair(name="toy_per_cell", pallas="@pairs:per_cell_pallas", native="@pairs:per_cell_native",
                            build=build, accepts=lambda case: True, x64=(False,), meshes=False,
                            on_reject="unguarded", not_differentiable="the grid-shape toy: values only")])
