"""A toy GPU library as real ones are written: it picks its Pallas kernels by platform, twice (a Python
test of the device, then `lax.platform_dependent` for the program's lowering), and takes no
`interpret=` argument. Its kernel gathers rows (a load mixing an index array with a slice), waits on
a barrier, and updates a buffer in place (an aliased input and output): what JAX's CPU interpreter
needs `harness.run.triton_interpret` for. Differentiable (custom_jvp) with a kernel in its derivative.

`TOY_BUG=offset` (environment) plants a wrong constant in the kernel, not in the generic path.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

OFFSET = 1.5 if "offset" in os.environ.get("TOY_BUG", "") else 1.0


def _affine_kernel(x_ref, perm_ref, o_ref):
    n = x_ref.shape[1]
    rows = x_ref[perm_ref[...], pl.ds(0, n)]  # a row gather
    plgpu.debug_barrier()
    o_ref[...] = 2.0 * rows


def _shift_kernel(y_ref, o_ref):
    o_ref[...] = o_ref[...] + OFFSET  # in place: y and o are one buffer
    o_ref[...] = y_ref[...] * 1.0  # reads y after the write through o (the device sees the new values)


def _kernels(x, perm):
    params = plgpu.CompilerParams(num_warps=1, num_stages=1)
    y = pl.pallas_call(_affine_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), compiler_params=params,
                       name="toy_gather")(x, perm)
    return pl.pallas_call(_shift_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), compiler_params=params,
                          input_output_aliases={0: 0}, name="toy_shift")(y)


def _generic(x, perm):
    return 2.0 * x[perm] + 1.0


def _slope_kernel(x_ref, o_ref):
    o_ref[...] = jnp.full(o_ref.shape, 2.0, o_ref.dtype)


def _slope(x):
    kernels = lambda x: pl.pallas_call(_slope_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                                       compiler_params=plgpu.CompilerParams(num_warps=1), name="toy_slope")(x)
    return lax.platform_dependent(x, cuda=kernels, default=lambda x: jnp.full_like(x, 2.0))


def on_gpu() -> bool:
    return jax.default_backend() == "gpu" and jax.devices()[0].platform == "gpu"


def affine_rows(x, perm):
    """2 x[perm] + 1, by the kernels on a CUDA GPU, else in jnp."""
    if not on_gpu():
        return _generic(x, perm)

    @jax.custom_jvp
    def f(x):
        return lax.platform_dependent(x, perm, cuda=_kernels, default=_generic)

    @f.defjvp
    def f_jvp(primals, tangents):
        (x,), (dx,) = primals, tangents
        return f(x), _slope(x)[perm] * dx[perm]

    return f(x)


def affine_rows_reference(x, perm):
    return 2.0 * x[perm] + 1.0
