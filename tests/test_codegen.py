"""The pinned code generation and the compile-speed flags (`harness.jaxtools.codegen`): set before JAX starts,
never over a flag the user set, and rounding-neutral (the same bits as XLA's defaults)."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from harness.jaxtools import codegen


def test_configure_adds_the_compile_speed_flags_unless_the_user_set_them(monkeypatch):
    import os

    for name in ("HARNESS_CODEGEN_PROFILE", "HARNESS_GOLDEN_PROFILE"):  # configure() sets them: restored after
        monkeypatch.setenv(name, os.environ.get(name, ""))
    monkeypatch.setenv("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
    codegen.configure("portable")
    flags = os.environ["XLA_FLAGS"].split()
    assert "--xla_force_host_platform_device_count=2" in flags
    # the fusion emitters' switch where XLA has it (jaxlib <= 0.10; from 0.11 XLA:CPU has no other emitters)
    emitters = ["--xla_cpu_use_fusion_emitters=false"] if codegen.ELEMENTAL_EMITTERS else []
    assert {"--xla_backend_optimization_level=0", "--xla_llvm_disable_expensive_passes=true", *emitters} <= set(flags)
    monkeypatch.setenv("XLA_FLAGS", "--xla_backend_optimization_level=2")
    codegen.configure("portable")
    flags = os.environ["XLA_FLAGS"].split()
    assert "--xla_backend_optimization_level=2" in flags and "--xla_backend_optimization_level=0" not in flags
    assert codegen.compile_flags() == ["--xla_backend_optimization_level=2", "--xla_llvm_disable_expensive_passes=true",
                                       *emitters]
    # with GPUs present XLA:GPU would read them too: the GPU programs (timed) compile at XLA's defaults
    monkeypatch.setenv("XLA_FLAGS", "--xla_gpu_autotune_level=0")
    codegen.configure("portable", gpu=True)
    assert codegen.compile_flags() == [] and "--xla_gpu_autotune_level=0" in os.environ["XLA_FLAGS"].split()


def test_the_portable_profile_turns_platform_dependent_math_off(monkeypatch):
    """XLA's platform-dependent math follows the processor, not the pinned ISA (an AVX-512 host moved
    JAX's decode-attention kernels by up to 2e3 eps from an AVX2 host's goldens): the portable profile
    sets it off, and a run that turns it on is another profile, with goldens of its own."""
    import os

    for name in ("HARNESS_CODEGEN_PROFILE", "HARNESS_GOLDEN_PROFILE"):
        monkeypatch.setenv(name, os.environ.get(name, ""))
    monkeypatch.setattr(codegen, "_host_flags", lambda: {"sse4_2", "avx", "avx2", "fma", "avx512f"})
    monkeypatch.setenv("XLA_FLAGS", "")
    profile = codegen.configure("portable")
    assert profile.pinned and profile.name == "x86_64-avx"
    assert {"--xla_cpu_max_isa=AVX", codegen.PORTABLE_MATH} <= set(os.environ["XLA_FLAGS"].split())
    # an xdist worker inherits both flags and reads the same profile
    assert codegen.profile_for("portable") == profile
    on = codegen.profile_for("portable", f"{codegen.MATH_FLAG}=true", machine="x86_64")
    assert on.name == "x86_64-avx-platform-math" and not on.pinned and codegen.PORTABLE_MATH not in on.flags
    assert codegen.profile_for("native", "--xla_cpu_max_isa=AVX", machine="x86_64").name == "x86_64-avx-platform-math"
    sse = codegen.profile_for("portable", "--xla_cpu_max_isa=SSE4_2", machine="x86_64")
    assert sse.name == "x86_64-sse4_2" and codegen.PORTABLE_MATH in sse.flags


def _program(x, h):
    """Reductions, transcendentals, a stencil and float16 arithmetic: where code generation could
    round differently if it reordered or contracted anything."""
    s = jnp.sum(jnp.exp(-x * x) * jnp.tanh(x), axis=0)
    stencil = 0.5 * x - 0.25 * (jnp.roll(x, 1, 0) + jnp.roll(x, -1, 0)) + jnp.log1p(jnp.abs(x))
    half = (h * h + h / (h + jnp.float16(3))).astype(jnp.float16)
    return s, jnp.cumsum(stencil, axis=1) / jnp.max(jnp.abs(x)), half, jnp.sqrt(jnp.abs(x)) ** 1.7


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_the_compile_speed_flags_change_no_bit(dtype):
    from harness.jaxtools.jaxcompat import enable_x64

    with enable_x64(dtype == "float64"):
        x = jnp.asarray(np.random.default_rng(0).standard_normal((64, 48)), dtype)
        h = jnp.asarray(np.random.default_rng(1).standard_normal(256), jnp.float16)
        lowered = jax.jit(_program).lower(x, h)

        def bits(options):
            return [np.asarray(o).tobytes() for o in lowered.compile(options)(x, h)]

        default, fast = bits(dict(codegen.XLA_DEFAULT_COMPILE)), bits(dict(codegen.FAST_COMPILE))
        assert default == fast
        # the comparison sees a change of rounding: fast math reassociates the reductions
        assert bits({**codegen.XLA_DEFAULT_COMPILE, "xla_cpu_enable_fast_math": True}) != default
