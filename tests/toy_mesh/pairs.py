"""Toys of the cases on a user's mesh (`jax.make_mesh`'s explicit axes): an elementwise pair that runs
on any mesh, and the two ways astronomix's pairs break there, planted by `TOY_MESH_BUG`:
"scatter" (the native twin updates one cell with `.at[].set`, which an explicit mesh cannot place) and
"bypass" (the entry calls pallas_call on the global array, not per shard under shard_map: on Auto axes
XLA gathers around it, on explicit axes Pallas refuses it). The Pallas entry is differentiated through
a hand-written custom_vjp, as a kernel author without a JVP rule writes it.
"""

from __future__ import annotations

import functools
import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, MeshLayout, Pair, Resolved, Target, Workload

BUGS = set(filter(None, os.environ.get("TOY_MESH_BUG", "").split(",")))
SIZES = {1: (64,)}
BLOCKS = {1: [(8,)]}


def supported(x, block) -> bool:
    return x.shape[0] % block[0] == 0


def affine_native(x):
    if "scatter" in BUGS:
        x = x.at[0].set(x[0])
    return 2.0 * x + 1.0


def affine_pallas(x, block=(8,), interpret=True):
    return _affine_pallas(x, block, interpret)


@functools.partial(jax.custom_vjp, nondiff_argnums=(1, 2))
def _affine_pallas(x, block, interpret):
    if not supported(x, block):
        return affine_native(x)
    b = block[0]

    def kernel(x_ref, o_ref):
        o_ref[...] = 2.0 * x_ref[...] + 1.0

    def call(v):
        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(v.shape, v.dtype), grid=(v.shape[0] // b,),
                              in_specs=[pl.BlockSpec((b,), lambda i: (i,))], out_specs=pl.BlockSpec((b,), lambda i: (i,)),
                              interpret=interpret, name="toy_affine")(v)

    mesh = jax.sharding.get_abstract_mesh()
    if "bypass" in BUGS or mesh.empty:
        return call(x)
    spec = jax.sharding.PartitionSpec(mesh.axis_names[0])
    return jax.shard_map(call, mesh=mesh, in_specs=spec, out_specs=spec, check_vma=False)(x)


def _affine_fwd(x, block, interpret):
    return _affine_pallas(x, block, interpret), None


def _affine_bwd(block, interpret, _, g):
    return (2.0 * g,)


_affine_pallas.defvjp(_affine_fwd, _affine_bwd)


def build(case: Case, fns: Resolved) -> Workload:
    n = SIZES[1][0]
    dtype = jnp.float64 if case.dtype == "f64" else jnp.float32
    x = jnp.cos(2 * jnp.pi * jnp.arange(n, dtype=dtype) / n)
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, case.block, case.interpret), native=fns.native,
                    shard=("field",), predicate=lambda: fns.supported(x, case.block))


PAIRS = [
    Pair(
        name="toy_affine",
        pallas="@pairs:affine_pallas",
        native="@pairs:affine_native",
        supported="@pairs:supported",
        build=build,
        accepts=lambda case: SIZES[1][0] % case.block[0] == 0,
        ndims=(1,),
        dtypes=("f32",),
        x64=(False,),
        autodiff="custom_vjp",
        description="2x + 1, elementwise",
    ),
]

TARGET = Target(package="numpy", version="any", pairs=PAIRS, sizes=SIZES, blocks=BLOCKS,
                mesh=MeshLayout(axes=("x",), split="x", kinds={"field": lambda ndim: ("x",)}))
