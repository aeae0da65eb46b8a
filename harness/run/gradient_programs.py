"""The gradients check's programs: what they are compiled with on XLA:CPU, the seeded inputs every
derivative of a case is taken at, and what a forward mode JAX refuses means for the declaration."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

from harness.declare import Case, forward_mode_source
from harness.errors import CaseError, DeclarationError
from harness.jaxtools import jaxcompat
from harness.jaxtools.codegen import ELEMENTAL_EMITTERS, FAST_COMPILE, XLA_DEFAULT_COMPILE


# Gradient programs compile under the gate's compile-speed flags (codegen.FAST_COMPILE: LLVM -O0,
# XLA's elemental emitters), fused, except the largest. With XLA's defaults, fusion made LLVM's
# CalledValuePropagation take >1000 s over the MHD WENO adjoint's fused kernel body (~24k HLO ops
# per grid step); under the gate's flags that pass does not run, and a fused reverse program of up
# to ~20k ops compiles as fast as or faster than unfused (redistribute 3D MHD, 11.6k ops: 10.5 s
# against 26.5 s of CPU for all four gradient programs; WENO 3D f64, 21.9k: 16.3 s against 15.7 s)
# with the same bits (f32 and f64, both sides). The MHD adjoint (47k ops) still compiles fastest
# unfused with XLA's default code generation (24 s; fused under the gate's flags 70 s; unfused at
# -O0 its tens of thousands of functions outgrow the JIT's mappings, "LLVM ERROR: Unable to
# allocate section memory"; at -O1 210 s): those programs, both sides alike, get these options.
# Lines whose XLA:CPU has only its fusion emitters (jaxlib >= 0.11) differ: unfused, each op is a
# kernel of its own, and XLA's default code generation runs LLVM's O3 pipeline over each (its
# LoopRotate over the MHD adjoint's kernels: no end after 18 min of CPU on 0.12.0.1, 97 s on 0.10.2),
# while under the gate's flags the unfused program compiles in 106 s there (fused: 165 s); at -O0
# its kernels fit the JIT's mappings. So: unfused at XLA's defaults where the elemental emitters
# exist, at the gate's code generation where they do not.
CPU_GRADIENT_COMPILE_OPTIONS = {"xla_disable_hlo_passes": "fusion,multi_output_fusion",
                                **(XLA_DEFAULT_COMPILE if ELEMENTAL_EMITTERS else FAST_COMPILE)}
UNFUSED_FROM_OPS = 20000  # ops in the Pallas side's lowered reverse program (astronomix: 2-47k)


# 16-bit floats: the fast code generation rounds their gradient programs differently (JAX's float16
# layer_norm/rms_norm XLA backward: one dw element moved by up to 199 ulps, so a known failure
# XPASSed and another case failed); their gradient programs keep XLA's default code generation.
ROUNDING_SENSITIVE_DTYPES = ("f16", "bf16")


def gradient_compile_options(program_ops: int, dtype: str = "f32") -> dict[str, Any] | None:
    """Compiler options of a gradients check's programs, from the size of the Pallas side's reverse
    program: unfused on XLA:CPU from UNFUSED_FROM_OPS (CPU_GRADIENT_COMPILE_OPTIONS); XLA's default
    code generation for 16-bit floats; the process's own flags otherwise and on other backends (a
    GPU's fusion passes share the name, and compiled GPU programs are what a user runs)."""
    from jax.extend import backend

    if backend.get_backend().platform != "cpu":  # the backend itself, not what an emulated platform answers
        return None
    if program_ops >= UNFUSED_FROM_OPS:
        return dict(CPU_GRADIENT_COMPILE_OPTIONS)
    if dtype in ROUNDING_SENSITIVE_DTYPES:
        return dict(XLA_DEFAULT_COMPILE)
    return None


def case_seed(case: Case, salt: str = "") -> int:
    return zlib.crc32((case.id + salt).encode())


def derivative_inputs(case: Case, fn: Callable, args: tuple, argnums: tuple[int, ...]):
    """fn of the differentiated arguments only, their values, and the case's seeded tangents and
    cotangent (one seed per case: every program that differentiates the case sees the same ones)."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    rng = np.random.default_rng(case_seed(case, "grad"))
    out_shapes = jax.eval_shape(fn, *args)
    tangents = tuple(jnp.asarray(rng.standard_normal(np.shape(args[i])), args[i].dtype) for i in argnums)
    # typed as the output (on an Explicit mesh its type holds its sharding): JAX refuses a cotangent of another type
    cotangent = jax.tree_util.tree_map(
        lambda s: jaxcompat.typed_like(jnp.asarray(rng.standard_normal(s.shape), s.dtype), s), out_shapes)

    def partial_fn(*diff):
        full = list(args)
        for i, d in zip(argnums, diff):
            full[i] = d
        return fn(*full)

    return partial_fn, tuple(args[i] for i in argnums), tangents, cotangent


# JAX's refusal to take a JVP through a custom_vjp (jax/_src/interpreters/ad.py, custom_derivatives.py)
CUSTOM_VJP_NO_JVP = "can't apply forward-mode autodiff (jvp) to a custom_vjp function"


def declared_mode_refused(run: Any, error: Exception) -> Exception:
    """A JVP JAX refuses because the side is a custom_vjp, where the declaration gave the case a
    forward mode: the declaration is what to change, and the error says how."""
    if not (isinstance(error, CaseError) and error.stage == "running the JVP"
            and CUSTOM_VJP_NO_JVP in str(error.error)):
        return error

    refused = DeclarationError(
        f"{run.target.source}: pair '{run.pair.name}' ({run.case.id}): the {error.side} side is a custom_vjp "
        f"(JAX: {CUSTOM_VJP_NO_JVP}), but the gradients check takes its JVP because "
        f"{forward_mode_source(run.pair, run.workload)}: declare autodiff='custom_vjp' on the pair if none of its "
        "cases has a forward mode, or return Workload(forward_mode=False) from its build for the cases whose side "
        "is a custom_vjp (a dispatcher that picks a hand-written adjoint)")
    refused.__cause__ = error
    return refused
