"""A pair run as on the platform it declares (`Pair(emulate="cuda")`, harness.run.emulation): a library that
picks its kernels by platform (a device test and `lax.platform_dependent`) and takes no interpret
argument has its kernels checked in interpret mode on a CPU, and the path check counts only the
kernels of the branch the run's platform takes."""

import json
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.experimental import pallas as pl

from harness.run import emulation
from harness.analysis.paths import count_interpreted, count_kernels

TOY = Path(__file__).resolve().parent / "toy_platform" / "pairs.py"


def _rows(report: Path, pair: str) -> dict:
    return {r["check"] + ("" if "x64off" in r["case"] else " x64"): r
            for r in json.loads(report.read_text())["results"] if r["pair"] == pair}


def test_a_platform_gated_library_has_its_kernels_checked_as_on_cuda(toy_suite, tmp_path):
    report = tmp_path / "r.json"
    result = toy_suite("-q", "-k", "path or values or gradients or lowering or memory", "--harness-report", str(report),
                       pairs=TOY)
    gated, plain = _rows(report, "gated"), _rows(report, "plain")
    assert {k: r["outcome"] for k, r in gated.items()} == dict.fromkeys(
        ["path", "values", "gradients", "lowering", "memory", "path x64", "values x64", "gradients x64", "lowering x64"],
        "passed")
    assert gated["path"]["path"] == "pallas (2 pallas_call, interpreted as on cuda)"
    # the device build kept the device answers: the library chose its kernels, lowered for CUDA
    assert gated["lowering"]["figures"]["triton_kernels"] == "toy_gather toy_shift"
    # the derivative's kernel ran in the gradient programs (grad_runs_pallas) and was memory-checked
    assert gated["memory"]["figures"]["kernels"] == "toy_gather toy_shift toy_slope"
    # the same library without emulate: its generic path, which the path check calls a fallback
    assert plain["path"]["outcome"] == "failed"
    result.stdout.fnmatch_lines(["*plain[[]f32-x64off-interp-mesh1]: the predicate accepts but the traced Pallas side "
                                 "contains no pallas_call: it silently fell back to native"])


def test_a_wrong_kernel_fails_values_only_where_it_is_emulated(toy_suite, tmp_path):
    report = tmp_path / "r.json"
    toy_suite("-q", "-k", "values", "--harness-report", str(report), bug="offset", pairs=TOY)
    assert _rows(report, "gated")["values"]["outcome"] == "failed"
    assert _rows(report, "plain")["values"]["outcome"] == "passed"  # the generic path never reached the kernel


def test_kernels_in_another_platforms_branch_are_a_fallback(toy_suite, monkeypatch):
    monkeypatch.setenv("TOY_GATE", "branch")  # no device test: only lax.platform_dependent chooses
    result = toy_suite("-q", "-k", "path and plain", pairs=TOY)
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*it silently fell back to native on cpu; 2 pallas_call(s) sit in "
                                 "lax.platform_dependent branches for another platform: declare emulate='cuda'*"])


# -- the emulation's parts, in this process --------------------------------------------------------------

def _gated(x):
    from jax.lax import platform_dependent  # imported as a library would: the primitive is what chooses

    kernel = pl.pallas_call(lambda x_ref, o_ref: o_ref.__setitem__(..., x_ref[...] + 1.0),
                            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), name="plus_one")
    return platform_dependent(x, cuda=kernel, default=lambda x: x)


def test_platform_dependent_takes_the_emulated_branch_and_jit_keeps_the_traces_apart():
    x = jnp.arange(4.0)
    f = jax.jit(_gated)
    outside = f.trace(x).jaxpr
    assert count_kernels(outside) == 1 and count_kernels(outside, "cpu") == 0  # traced, but not run on a CPU
    np.testing.assert_array_equal(f(x), x)
    with emulation.context("cuda", interpret=True):
        inside = f.trace(x).jaxpr
        assert count_kernels(inside, "cpu") == 1 == count_interpreted(inside, "cpu")
        np.testing.assert_array_equal(f(x), x + 1)  # not the trace cached outside
    np.testing.assert_array_equal(f(x), x)  # nor the other way round


def test_device_queries_answer_as_an_h100_and_are_restored():
    real = jax.devices()
    with emulation.context("cuda", interpret=False):
        assert jax.default_backend() == "gpu"
        device = jax.devices()[0]
        assert (device.platform, device.compute_capability, device.core_count) == ("gpu", "9.0", 132)
        assert jax.local_devices()[0] is device
        assert jax.devices("cpu") == real  # a query naming its backend gets JAX's answer
        assert count_kernels(jax.jit(_gated).trace(jnp.arange(4.0)).jaxpr, "cpu") == 0  # no interpret mode: no branch
    assert jax.default_backend() == "cpu" and jax.devices() == real


def test_emulate_names_a_platform_the_harness_knows():
    from harness.declare import Pair, Target, validate
    from harness.errors import DeclarationError

    pair = Pair(name="p", pallas="jax.numpy:add", native="jax.numpy:add", build=None, accepts=lambda c: True,
                meshes=False, not_differentiable="-", emulate="rocm")
    with pytest.raises(DeclarationError, match=r"pair 'p': emulate='rocm' names no platform .*\('cuda', 'tpu', 'tpu:v5e', 'tpu:v6e', 'tpu:v7x'\)"):
        validate(Target(package="jax", version="0", pairs=[pair], source="pairs.py"))


# -- a TPU library (emulate="tpu") ------------------------------------------------------------------------

TPU_TOY = Path(__file__).resolve().parent / "toy_tpu_platform" / "pairs.py"


def test_a_tpu_library_that_sizes_its_blocks_by_get_tpu_info_is_checked_as_on_a_tpu(toy_suite, tmp_path):
    """The library asks `pltpu.get_tpu_info()` while tracing (on a CPU: "Unsupported TPU device kind: cpu")
    and takes its kernel on a TPU only: under emulate="tpu" its kernel runs interpreted, its values are
    compared, and its device build lowers that kernel for TPU."""
    report = tmp_path / "r.json"
    toy_suite("-q", "-k", "path or values or lowering or memory", "--harness-report", str(report), pairs=TPU_TOY)
    gated, plain = _rows(report, "gated"), _rows(report, "plain")
    assert {k: r["outcome"] for k, r in gated.items()} == dict.fromkeys(
        ["path", "values", "lowering", "memory", "path x64", "values x64", "lowering x64"], "passed"), gated
    assert gated["path"]["path"] == "pallas (1 pallas_call, interpreted as on tpu)"
    assert gated["lowering"]["figures"]["tpu"] == "lowers"
    assert gated["memory"]["figures"]["kernels"] == "toy_affine"
    assert plain["path"]["outcome"] == "failed"
    # a kernel that moves its own memory (a DMA into VMEM scratch, a semaphore): memory-checked too, its
    # copy landing at the wait (harness.analysis.memory_dma; tests/test_dma.py plants its defects)
    dma = _rows(report, "dma")
    assert {k: r["outcome"] for k, r in dma.items()} == dict.fromkeys(
        ["path", "values", "lowering", "memory", "path x64", "values x64", "lowering x64"], "passed"), dma
    assert dma["memory"]["figures"]["kernels"] == "toy_affine_dma"


def test_a_wrong_tpu_kernel_fails_values_only_where_it_is_emulated(toy_suite, tmp_path):
    report = tmp_path / "r.json"
    toy_suite("-q", "-k", "values", "--harness-report", str(report), bug="offset", pairs=TPU_TOY)
    gated = _rows(report, "gated")["values"]
    assert gated["outcome"] == "failed" and "Pallas and native values differ" in gated["message"], gated["message"]
    assert _rows(report, "plain")["values"]["outcome"] == "passed"


def test_tpu_device_queries_answer_as_a_v5e_and_are_restored():
    from jax.experimental.pallas import tpu as pltpu

    with pytest.raises(ValueError, match="Unsupported TPU device kind"):
        pltpu.get_tpu_info()
    with emulation.context("tpu", interpret=False):
        assert jax.default_backend() == "tpu"
        device = jax.devices()[0]
        assert (device.platform, device.device_kind, device.num_cores) == ("tpu", "TPU v5 lite", 1)
        from jax.extend import backend
        assert backend.get_default_device() is device  # tokamax's Op.supported_on asks this one
        info = pltpu.get_tpu_info()
        assert (info.num_lanes, info.num_sublanes, info.num_cores) == (128, 8, 1)
    assert jax.default_backend() == "cpu"
    with pytest.raises(ValueError, match="Unsupported TPU device kind"):  # no answer cached from inside
        pltpu.get_tpu_info()


def test_a_named_tpu_generation_answers_as_that_chip_and_its_device_build_lowers_for_it():
    """tokamax's newer kernels refuse an older chip (`get_tpu_info().generation >= 7`): a pair names the
    generation it is written for, and the device build's TPU lowering targets that chip too."""
    import sys

    from jax.experimental.pallas import tpu as pltpu
    from harness.jaxtools import ir, jaxcompat, lower

    sys.path.insert(0, str(TPU_TOY.parent))
    try:
        import tpulib
    finally:
        sys.path.remove(str(TPU_TOY.parent))
    for platform, kind, generation in (("tpu", "TPU v5 lite", 5), ("tpu:v6e", "TPU v6 lite", 6), ("tpu:v7x", "TPU7x", 7)):
        with emulation.context(platform, interpret=False):
            assert jax.devices()[0].device_kind == kind and pltpu.get_tpu_info().generation == generation
            assert jaxcompat.answered_tpu() == (kind, 1)
            seen = []  # the chip the lowering's trace sees: the abstract mesh's device, asked first by JAX

            def probed(x):
                seen.append(pltpu.get_tpu_info().generation)
                return tpulib.affine(x)

            lowered = lower.lower_for("tpu", probed, [jax.ShapeDtypeStruct((16, 256), jnp.float32)])
            assert [k.name for k in ir.mosaic_kernels(lowered)] == ["toy_affine"], platform
            assert set(seen) == {generation}, (platform, seen)
    assert jaxcompat.answered_tpu() is None
