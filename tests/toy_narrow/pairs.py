"""Toy of the narrow sharded blocks (Target.sharded_blocks): a periodic 5-point smoothing along the last
axis (reach 2), whose Pallas side runs per shard under shard_map with a halo exchanged along the axis the
mesh splits, the second one (y), as astronomix's `_pallas_call_sharded` does along x. In 1D the mesh
splits nothing (a 1D array has no y), so only 2D exchanges a halo.

`TOY_NARROW_BUG=oneblock` plants a halo defect: the exchange sends one block of cells instead of the halo
rounded up to whole blocks. With a block at least as wide as the halo (every declared block, and a
2-cell probe) that is the same; only a block narrower than the halo (1 cell along y) reads wrapped
cells at the shard edges, so only 2D cases with a 1-cell block along y can fail.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, MeshLayout, Pair, Resolved, Target, Workload

BUGS = set(filter(None, os.environ.get("TOY_NARROW_BUG", "").split(",")))
SIZES = {1: (16,), 2: (8, 16)}
BLOCKS = {1: [(4,)], 2: [(4, 4)]}
SHARDED_BLOCKS = {1: [(1,), (2,)], 2: [(4, 1), (4, 2)]}  # 1 and 2 cells along the axis the mesh splits
REACH = 2


def smooth_native(x):
    axis = x.ndim - 1
    return (0.6 * x + 0.15 * (jnp.roll(x, 1, axis) + jnp.roll(x, -1, axis))
            + 0.05 * (jnp.roll(x, 2, axis) + jnp.roll(x, -2, axis)))


def _local_smooth(x, block, interpret):
    """The Pallas kernel on one (halo-padded) shard: each program writes its block of the smoothed array."""
    block = tuple(block)

    def kernel(x_ref, o_ref):
        start = tuple(pl.program_id(d) * block[d] for d in range(len(block)))
        o_ref[...] = jax.lax.dynamic_slice(smooth_native(x_ref[...]), start, block)

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=tuple(n // b for n, b in zip(x.shape, block)),
        in_specs=[pl.BlockSpec(x.shape, lambda *i: (0,) * len(block))],
        out_specs=pl.BlockSpec(block, lambda *i: i), interpret=interpret, name="toy_narrow_smooth")(x)


def smooth_pallas(x, block=(4, 4), interpret=True):
    mesh = jax.sharding.get_abstract_mesh()
    axis = x.ndim - 1
    if x.ndim < 2 or mesh.empty or mesh.shape.get("y", 1) == 1:
        return _local_smooth(x, block, interpret)
    devices, b = mesh.shape["y"], block[axis]
    width = b if "oneblock" in BUGS else b * -(-REACH // b)  # the halo rounded up to whole blocks

    def body(v):
        left = jax.lax.ppermute(v[..., -width:], "y", [(j, (j + 1) % devices) for j in range(devices)])
        right = jax.lax.ppermute(v[..., :width], "y", [(j, (j - 1) % devices) for j in range(devices)])
        out = _local_smooth(jnp.concatenate([left, v, right], axis), block, interpret)
        return out[..., width:-width]

    spec = jax.sharding.PartitionSpec(None, "y")
    return jax.shard_map(body, mesh=mesh, in_specs=spec, out_specs=spec, check_vma=False)(x)


def build(case: Case, fns: Resolved) -> Workload:
    shape = SIZES[case.ndim]
    grids = jnp.meshgrid(*(jnp.arange(n, dtype=jnp.float32) / n for n in shape), indexing="ij")
    x = 2.0 + jnp.sin(2 * jnp.pi * sum((d + 1) * g for d, g in enumerate(grids)))
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, case.block, case.interpret), native=fns.native,
                    shard=("field",))


PAIRS = [
    Pair(
        name="toy_narrow",
        pallas="@pairs:smooth_pallas",
        native="@pairs:smooth_native",
        build=build,
        accepts=lambda case: all(n % b == 0 for n, b in zip(SIZES[case.ndim], case.block)),
        ndims=(1, 2),
        dtypes=("f32",),
        x64=(False,),
        halo=(REACH, REACH),
        tpu="the toy of the narrow sharded blocks runs in interpret mode only",
        not_differentiable="the toy of the narrow sharded blocks: no autodiff wrap",
        description="periodic 5-point smoothing along the last axis, a halo of 2 across the split axis",
    ),
]

TARGET = Target(package="numpy", version="any", pairs=PAIRS, sizes=SIZES, blocks=BLOCKS, mesh_axes=("auto",),
                sharded_blocks=SHARDED_BLOCKS,
                mesh=MeshLayout(axes=("x", "y"), split="y", split_dim=1,
                                kinds={"field": lambda ndim: ("x", "y")[:ndim]}))
