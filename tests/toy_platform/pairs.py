"""The toy GPU library (gpulib.py) declared twice: `gated` runs as on CUDA (emulate="cuda"), `plain`
as the machine is (on a CPU: the library's generic path, which the path check must call a fallback).
`TOY_GATE=branch` (environment) drops the library's device test, so only `lax.platform_dependent`
chooses: the program then holds the kernels in a branch the CPU never runs."""

from __future__ import annotations

import os

import jax.numpy as jnp
import numpy as np

from harness.declare import Case, Pair, Resolved, Target, Workload, load_sibling


def build(case: Case, fns: Resolved) -> Workload:
    x = jnp.asarray(np.random.default_rng(0).standard_normal((8, 16)), case.dtype_name)
    perm = jnp.asarray([3, 1, 4, 0, 7, 5, 2, 6], jnp.int32)
    return Workload(args=(x,), pallas=lambda x: fns.pallas(x, perm), native=lambda x: fns.native(x, perm),
                    grad_runs_pallas=True)


def _pair(name: str, emulate: str | None) -> Pair:
    return Pair(name=name, pallas="@gpulib:affine_rows", native="@gpulib:affine_rows_reference", build=build,
                accepts=lambda case: True, meshes=False, autodiff="custom_jvp", emulate=emulate)


if os.environ.get("TOY_GATE") == "branch":  # the library, less its device test (the module the pairs resolve to)
    load_sibling(__file__, "gpulib").on_gpu = lambda: True

TARGET = Target(package="jax", version=">=0.7", name="toy_platform", dtypes=("f32",),
                pairs=[_pair("gated", "cuda"), _pair("plain", None)])
