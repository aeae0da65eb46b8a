"""The error behind a lowering verdict is that platform's own (issue 48, item 5): a Pallas side with
one TPU kernel and one Triton kernel fails CUDA as declared (the TPU kernel) and TPU undeclared (the
Triton kernel); the TPU verdict must chain the TPU lowering's traceback, not the CUDA one."""

import traceback

import jax
import jax.numpy as jnp
import pytest
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu
from jax.experimental.pallas import triton as plgpu

from harness.checks import lowering as checks
from harness.declare import Case, Pair, Target, Workload
from harness.run.engine import Engine
from harness.errors import CheckFailure

CUDA_REFUSAL = ("Compiler params for platform tpu cannot be used for gpu lowering",
                "Cannot lower pallas_call on platform: gpu",
                "AssertionError at jax/_src/pallas/pallas_call.py")  # JAX 0.12's wording (pallas_ops' TPU_ONLY)


def _doubled(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 2


def two_platforms(x, interpret=False):
    """A TPU kernel, then a Triton one: neither platform can lower both."""
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    y = pl.pallas_call(_doubled, out_shape=out, interpret=interpret, compiler_params=pltpu.CompilerParams(),
                       name="on_tpu")(x)
    return pl.pallas_call(_doubled, out_shape=out, interpret=interpret, compiler_params=plgpu.CompilerParams(),
                          name="on_gpu")(y)


def quadrupled(x):
    return x * 4


def build(case, fns):
    return Workload(args=(jnp.ones((8, 128), jnp.float32),), native=fns.native,
                    pallas=lambda x: fns.pallas(x, interpret=case.interpret))


def test_a_tpu_lowering_verdict_chains_the_tpu_error_not_the_cuda_one():
    pair = Pair(name="two_platforms", pallas=f"{__name__}:two_platforms", native=f"{__name__}:quadrupled", build=build,
                accepts=lambda case: True, meshes=False, cuda=CUDA_REFUSAL, not_differentiable="a lowering toy")
    run = Engine(Target(package="none", version="0", pairs=[pair], source=__file__)).run(
        pair, Case("two_platforms", 0, "f32", False, True, (), 1))
    outcomes = run.ir()
    cuda, tpu = outcomes["cuda"], outcomes["tpu"]
    assert cuda.error and tpu.error and cuda.error != tpu.error, (cuda.error, tpu.error)
    with pytest.raises(CheckFailure) as failure:
        checks.check_lowering(run)
    assert "does not lower for TPU" in str(failure.value) and "for CUDA" not in str(failure.value)
    assert failure.value.__cause__ is tpu.exception
    behind = "".join(traceback.format_exception(failure.value.__cause__))  # what the verdict prints
    cuda_error = traceback.format_exception_only(cuda.exception)[-1].strip()
    assert cuda_error and cuda_error not in behind, behind
    # the kinds each lowering makes carry that lowering's own error
    assert outcomes["triton"].exception is outcomes["mosaic_gpu"].exception is cuda.exception
    assert outcomes["mosaic"].exception is tpu.exception


def chooses_interpret_itself(x):
    """A library's kernel that interprets wherever the default backend is not a TPU (no interpret=
    argument): its device build, traced on a CPU machine, holds an interpreted pallas_call only."""
    return pl.pallas_call(_doubled, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                          interpret=jax.default_backend() != "tpu", compiler_params=pltpu.CompilerParams(),
                          name="self_interpreting")(x)


def doubled(x):
    return x * 2


@pytest.mark.parametrize("declared", [CUDA_REFUSAL, None])
def test_a_device_build_that_lowers_no_kernel_is_no_pass_and_its_advice_keeps_the_declaration(declared):
    """The lowering check said "now lowers for CUDA although the pair declares cuda=...: remove the
    declaration" of a build that interprets its kernel off the TPU; with the declaration removed it
    passed with no kernel lowered anywhere."""
    pair = Pair(name="self_interpreting", pallas=f"{__name__}:chooses_interpret_itself", native=f"{__name__}:doubled",
                build=lambda case, fns: Workload(args=(jnp.ones((8, 128), jnp.float32),), native=fns.native,
                                                 pallas=fns.pallas),
                accepts=lambda case: True, meshes=False, cuda=declared, not_differentiable="a lowering toy")
    run = Engine(Target(package="none", version="0", pairs=[pair], source=__file__)).run(
        pair, Case("self_interpreting", 0, "f32", False, True, (), 1))
    cuda, tpu = run.ir()["cuda"], run.ir()["tpu"]
    assert cuda.error is None and tpu.error is None and not cuda.kernels and not tpu.kernels
    assert cuda.traced_kernels == 1
    with pytest.raises(CheckFailure) as failure:
        checks.check_lowering(run)
    message = str(failure.value)
    assert "remove the declaration" not in message
    assert ("lowers for CUDA with no kernel in it" if declared else "traces 1 pallas_call(s) and lowers none") \
        in message, message
