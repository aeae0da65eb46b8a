"""JAX's own Mosaic GPU matmul (pallas_ops' hopper_matmul) with a planted change, run through the
harness as a user's pair would be: the pinned kernel passes; another accumulator dtype or a dropped
wait before the epilogue reuses shared memory is caught by the pair's FileCheck file (the one the
gate uses, pallas_ops/filecheck/hopper_matmul.mosaic_gpu.check). Also: a kernel the CPU interpreter
refuses is held to its declared refusal, and its device build is still checked."""

from pathlib import Path

import pytest

from conftest import jax_cache_args

ROOT = Path(__file__).resolve().parent.parent
CHECK = ROOT / "pallas_ops" / "filecheck" / "hopper_matmul.mosaic_gpu.check"

PAIRS = '''
import contextlib
from unittest import mock

import jax.numpy as jnp, numpy as np
from harness.declare import Pair, Target, Workload


@contextlib.contextmanager
def context(case, kernel):
    from jax._src.pallas.mosaic_gpu.interpret.interpret_pallas_call import reset_gpu_interpret_mode_state
    from jax._src.pallas.mosaic_gpu.interpret.params import InterpretGPUParams, force_gpu_interpret_mode

    with mock.patch.dict(kernel.__globals__, get_num_sms=lambda: 1 if case.interpret else 132):
        if not case.interpret:
            yield
            return
        reset_gpu_interpret_mode_state()
        with force_gpu_interpret_mode(InterpretGPUParams()):
            yield


def build(case, fns):
    rng = np.random.default_rng(0)
    a, b = (jnp.asarray(rng.standard_normal(s, dtype=np.float32), case.dtype_name) for s in ((128, 64), (64, 128)))
    config = fns.pallas.__globals__["TuningConfig"](tile_m=64, tile_n=64, tile_k=64, max_concurrent_steps=2,
                                                    epi_tile_m=64, epi_tile_n=64)
    return Workload(args=(a, b), context=lambda: context(case, fns.pallas), pallas=lambda a, b: fns.pallas(a, b, None, config=config),
                    native=lambda a, b: jnp.matmul(a.astype(jnp.float32), b.astype(jnp.float32)).astype(a.dtype))

TARGET = Target(package="jax", version=">=0.7", name="planted", dtypes=("f16",), pairs=[
    Pair(name="hopper_matmul", pallas="@hopper_mutant:matmul", native="jax.numpy:matmul", build=build,
         accepts=lambda case: True, meshes=False, not_differentiable="no derivative defined",
         cuda_backend="mosaic_gpu", interpret_refusal={refusal},
         tpu="AssertionError at jax/_src/pallas/mosaic/pallas_call_registration.py:")])  # a bare assert: its line moves with each JAX release
'''

ACCUMULATOR = ("acc_ref=plgpu.ACC((tile_m, tile_n), jnp.float32)", "acc_ref=plgpu.ACC((tile_m, tile_n), jnp.float16)")
DROPPED_WAIT = ("          plgpu.wait_smem_to_gmem(0, wait_read_only=True)\n          for epi_mi", "          for epi_mi")


@pytest.fixture
def planted(pytester):
    import importlib.util

    jax_dir = Path(importlib.util.find_spec("jax").submodule_search_locations[0])  # not imported here
    source = (jax_dir / "experimental" / "pallas" / "ops" / "gpu" / "hopper_matmul_mgpu.py").read_text()
    (pytester.path / "filecheck").mkdir()
    (pytester.path / "filecheck" / CHECK.name).write_text(CHECK.read_text())

    def run(change=None, select="", refusal="None"):
        text = source
        if change is not None:
            assert text.count(change[0]) == 1, change[0]  # the pinned kernel still reads so
            text = text.replace(*change)
        (pytester.path / "hopper_mutant.py").write_text(text)
        (pytester.path / "pairs.py").write_text(PAIRS.replace("{refusal}", refusal))
        return pytester.runpytest_subprocess(
            "pairs.py", "-p", "no:cacheprovider", "-q", "-rA", "--known-failures", str(pytester.path / "none.toml"),
            "--golden-dir", str(pytester.path / "golden"), "--harness-artifacts", str(pytester.path / "artifacts"),
            *jax_cache_args(), "-k", f"x64off and ({select})" if select else "x64off")

    return run


def test_the_pinned_kernel_passes_values_lowering_and_filecheck(planted):
    planted(None, "test_values or test_lowering or test_filecheck").assert_outcomes(passed=3)


def test_a_float16_accumulator_is_caught(planted):
    result = planted(ACCUMULATOR, "test_filecheck")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*hopper_matmul.mosaic_gpu.check:*: error: *"
                                 "wgmma.mma_async.sync.aligned.m64n64k16.f32.*"])


def test_a_dropped_wait_before_the_epilogue_reuses_shared_memory_is_caught(planted):
    result = planted(DROPPED_WAIT, "test_filecheck")
    result.assert_outcomes(failed=1)
    # the epilogue's first wait gone, its remaining waits no longer precede the TMA store in order
    result.stdout.fnmatch_lines(["*hopper_matmul.mosaic_gpu.check:*: error: Couldn't match \"nvvm.cp.async.bulk.wait_group *"])


def test_a_declared_interpreter_refusal_is_held_to_the_interpreter(planted):
    """The pinned matmul runs in interpret mode: a refusal declared for it fails the path check and
    names the declaration; the interpret-mode checks are not collected, the device build's still pass."""
    result = planted(None, refusal='"Higher-order primitive run_state"')
    result.assert_outcomes(passed=2, failed=2)  # lowering and FileCheck pass; path and GPU compile (no budget) fail
    failed = sorted(line.split("::")[1].split("[")[0] for line in result.outlines if line.startswith("FAILED"))
    assert failed == ["test_gpu_compile", "test_path"], failed
    result.stdout.fnmatch_lines(["*now runs in interpret mode although the pair declares interpret_refusal=*"
                                 "remove the declaration*"])
    assert not [line for line in result.outlines if "test_values[" in line or "test_golden[" in line]
