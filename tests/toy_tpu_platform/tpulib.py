"""A toy TPU library as such libraries are written: no `interpret=` argument; it takes its Pallas kernel
on a TPU only (a Python test of the device, then `lax.platform_dependent` for the program's lowering)
and sizes the kernel's blocks by the TPU it runs on (`pltpu.get_tpu_info()`: sublanes by lanes, as
a library sizes its tiles by VMEM), which on a CPU raises "Unsupported TPU device kind: cpu".

`TOY_BUG=offset` (environment) plants a wrong constant in the kernel, not in the generic path.
"""

from __future__ import annotations

import os

import jax
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

OFFSET = 1.5 if "offset" in os.environ.get("TOY_BUG", "") else 1.0


def on_tpu() -> bool:
    return jax.default_backend() == "tpu"


def _affine_kernel(x_ref, o_ref):
    o_ref[...] = 2.0 * x_ref[...] + OFFSET


def affine(x: jax.Array) -> jax.Array:
    """2x + 1, through a Pallas kernel on a TPU; rows a multiple of the TPU's sublanes, columns of its lanes."""
    if not on_tpu():
        return affine_reference(x)
    info = pltpu.get_tpu_info()
    block = (info.num_sublanes, info.num_lanes)
    kernel = pl.pallas_call(_affine_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                            grid=(x.shape[0] // block[0], x.shape[1] // block[1]),
                            in_specs=[pl.BlockSpec(block, lambda i, j: (i, j))],
                            out_specs=pl.BlockSpec(block, lambda i, j: (i, j)),
                            compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "parallel")),
                            name="toy_affine")
    return lax.platform_dependent(x, tpu=kernel, default=affine_reference)


def _affine_dma_kernel(x_hbm, o_ref, buffer, semaphore):
    copy = pltpu.make_async_copy(x_hbm, buffer, semaphore)  # the kernel moves its own memory, as TPU kernels do
    copy.start()
    copy.wait()
    o_ref[...] = 2.0 * buffer[...] + OFFSET


def affine_dma(x: jax.Array) -> jax.Array:
    """2x + 1 on a TPU, the input copied into VMEM by the kernel's own DMA (a semaphore waits for it)."""
    if not on_tpu():
        return affine_reference(x)
    kernel = pl.pallas_call(_affine_dma_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                            in_specs=[pl.BlockSpec(memory_space=pl.ANY)],
                            scratch_shapes=[pltpu.VMEM(x.shape, x.dtype), pltpu.SemaphoreType.DMA],
                            name="toy_affine_dma")
    return lax.platform_dependent(x, tpu=kernel, default=affine_reference)


def affine_reference(x: jax.Array) -> jax.Array:
    return 2.0 * x + 1.0
