"""The toy TPU library (tpulib.py): `gated` runs as on a TPU (emulate="tpu"), `plain` as the machine is
(on a CPU: the library's generic path, which the path check must call a fallback); `dma` as on a TPU,
its kernel moving its own memory (a DMA and a semaphore, which the memory check does not model)."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from harness.declare import Case, Pair, Resolved, Target, Workload


def build(case: Case, fns: Resolved) -> Workload:
    x = jnp.asarray(np.random.default_rng(0).standard_normal((16, 256)), case.dtype_name)
    return Workload(args=(x,), pallas=fns.pallas, native=fns.native)


def _pair(name: str, emulate: str | None, pallas: str = "@tpulib:affine") -> Pair:
    return Pair(name=name, pallas=pallas, native="@tpulib:affine_reference", build=build,
                accepts=lambda case: True, meshes=False, not_differentiable="a toy: no derivative rule",
                emulate=emulate)


TARGET = Target(package="jax", version=">=0.7", name="toy_tpu_platform", dtypes=("f32",),
                pairs=[_pair("gated", "tpu"), _pair("plain", None), _pair("dma", "tpu", "@tpulib:affine_dma")])
