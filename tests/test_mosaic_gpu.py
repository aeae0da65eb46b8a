"""A plain `pallas_call`, as the Pallas docs' first kernel writes it (no compiler params), declared in
the README's style: JAX 0.10 lowers it for CUDA to Mosaic GPU, for TPU to Mosaic. Every check passes
once blessed, with no refusal declared; the CUDA snapshot names its Mosaic GPU kernel and FileCheck
reads that kernel's IR; a changed backend is caught; a failing interpret-mode run leaves the
lowering and FileCheck verdicts standing and shows the traceback into the kernel."""

import pytest

from conftest import PALLAS_CALL_TO_MOSAIC_GPU, jax_line, jax_cache_args

KERNELS = '''
import os
import jax
from jax.experimental import pallas as pl

def add_vectors_kernel(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] + y_ref[...]

def add_vectors(x, y, interpret=False):
    if interpret and os.environ.get("QUICKSTART_BUG") == "interpreter":
        raise RuntimeError("the interpreter broke on this kernel")
    if not interpret and os.environ.get("QUICKSTART_BUG") == "device":
        raise RuntimeError("the device build broke")
    return pl.pallas_call(add_vectors_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                          interpret=interpret)(x, y)
'''

PAIRS = '''
import jax.numpy as jnp, numpy as np
from harness.declare import Pair, Target, Workload

def build(case, fns):
    x, y = (jnp.asarray(np.random.default_rng(i).standard_normal((8, 128)), case.dtype_name) for i in range(2))
    return Workload(args=(x, y), native=fns.native, pallas=lambda x, y: fns.pallas(x, y, interpret=case.interpret))

TARGET = Target(package="jax", version=">=0.7", name="quickstart", dtypes=("f32",), pairs=[
    Pair(name="add_vectors", pallas="@kernels:add_vectors", native="jax.numpy:add", build=build,
         accepts=lambda case: True, meshes=False, not_differentiable="a forward kernel"{backend})])
'''

CHECK = '''// The quickstart kernel on Mosaic GPU: TMA loads completing on an mbarrier, the add in float32.
// CHECK: // kernels: 1 add_vectors_kernel
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: arith.addf {{.*}} : vector<{{[0-9]+}}xf32>
'''


@pytest.fixture
def quickstart(pytester, monkeypatch):
    (pytester.path / "kernels.py").write_text(KERNELS)
    (pytester.path / "filecheck").mkdir()
    (pytester.path / "filecheck" / "add_vectors.mosaic_gpu.check").write_text(CHECK)

    def run(*args, backend: str = "", bug: str = ""):
        (pytester.path / "pairs.py").write_text(PAIRS.replace("{backend}", backend))
        monkeypatch.setenv("QUICKSTART_BUG", bug)
        return pytester.runpytest_subprocess(
            "pairs.py", "-p", "no:cacheprovider", "-q", "-rA", "--known-failures", str(pytester.path / "none.toml"),
            "--golden-dir", str(pytester.path / "golden"), "--harness-artifacts", str(pytester.path / "artifacts"),
            *jax_cache_args(), *args)

    return run


@PALLAS_CALL_TO_MOSAIC_GPU
def test_plain_pallas_call_passes_every_check_once_blessed(quickstart, pytester):
    first = quickstart()
    first.assert_outcomes(passed=13, failed=3, skipped=3)  # golden and GPU budget: not blessed yet
    failed = [line for line in first.outlines if line.startswith("FAILED")]
    assert all("::test_golden[" in line or "::test_gpu_compile[" in line for line in failed), failed
    first.stdout.fnmatch_lines(["*: no golden at *; create it with `harness bless -k*",
                                "*: no GPU budget at *; record it with `harness bless -k*"])
    quickstart("-k", "test_golden or test_gpu_compile", "--harness-bless", "all").assert_outcomes(passed=3)
    blessed = quickstart()
    blessed.assert_outcomes(passed=16, skipped=3)
    # JAX deprecates pl.pallas_call for Mosaic GPU: said once in the summary, not warned at every lowering
    blessed.stdout.fnmatch_lines(["JAX deprecation (its warning left out of the log; said once): the CUDA lowering of "
                                  "2 case(s) of add_vectors: Using ``pl.pallas_call`` for Mosaic GPU kernels is "
                                  "deprecated.*plgpu.kernel*"])
    blessed.stdout.no_fnmatch_line("*DeprecationWarning*")
    snapshot = next((pytester.path / "golden").rglob("add_vectors[[]f32-x64off*/cuda.mlir")).read_text()
    assert "custom_call @mosaic_gpu_v2" in snapshot and "<mosaic gpu kernel, " in snapshot
    assert "__gpu$xla.gpu.triton" not in snapshot
    from harness.store.kernel_store import KernelStore, references

    (kind, name, key), = references(snapshot)
    assert (kind, name) == ("mosaic_gpu", "kernel")
    store = KernelStore(next((pytester.path / "golden").glob("*/_kernels")))
    assert "nvvm.cp.async.bulk.tensor" in store.get(key)  # harness diff can show the kernel's own IR
    # compiled deviceless for an H100 by the program's compile: ptxas figures and the launch's shared memory
    import json

    budget = json.loads(next((pytester.path / "golden").rglob("add_vectors[[]f32-x64off*/budgets.json")).read_text())
    kernel = budget["kernels"]["add_vectors_kernel@sm_90a"]
    assert kernel["registers"] > 0 and kernel["spill_stores_bytes"] == 0, kernel
    assert kernel["shared_memory_bytes"] == 2 * 8 * 128 * 4 + 8 + 4096, kernel  # x, y in SMEM, barrier, out
    assert "compile_units" not in kernel and len(kernel["kernel"]) == 20


@PALLAS_CALL_TO_MOSAIC_GPU
def test_a_kernel_that_changes_backend_fails_the_lowering_check(quickstart):
    result = quickstart("-k", "test_lowering", backend=', cuda_backend="triton"')
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*its CUDA kernels lower to mosaic_gpu, declared cuda_backend='triton'*"])
    quickstart("-k", "test_lowering", backend=', cuda_backend="mosaic_gpu"').assert_outcomes(passed=2)


@PALLAS_CALL_TO_MOSAIC_GPU
def test_a_failing_interpret_run_takes_down_only_what_needs_it(quickstart):
    result = quickstart("-k", "test_values or test_lowering or test_filecheck", bug="interpreter")
    result.assert_outcomes(passed=4, failed=2)  # lowering and FileCheck read the interpret=False build
    assert all("test_values" in line for line in result.outlines if line.startswith("FAILED"))
    # the chained traceback, pytest's style: the kernel's own line that raised, then the stage it broke
    result.stdout.fnmatch_lines(["*raise RuntimeError(\"the interpreter broke on this kernel\")*",
                                 "kernels.py:*: RuntimeError",
                                 "*direct cause of the following exception*",
                                 "*CaseError: *pallas side failed while tracing: RuntimeError: the interpreter broke*"])


@pytest.mark.skipif(jax_line() <= (0, 10), reason="JAX 0.10 lowers a plain pallas_call for CUDA to Mosaic GPU")
def test_from_jax_011_a_plain_pallas_call_lowers_to_triton_and_the_declaration_follows(quickstart, pytester):
    """The same quickstart kernel on the lines past 0.10: its CUDA build is a Triton kernel, so a pair that
    still declares Mosaic GPU (0.10's backend) fails the lowering check saying what it lowers to, and the
    declaration of the line passes; the snapshot holds the Triton call, not a Mosaic GPU one."""
    stale = quickstart("-k", "test_lowering", backend=', cuda_backend="mosaic_gpu"')
    stale.assert_outcomes(failed=2)
    stale.stdout.fnmatch_lines(["*its CUDA kernels lower to triton, declared cuda_backend='mosaic_gpu'*"])
    quickstart("-k", "test_lowering", backend=', cuda_backend="triton"').assert_outcomes(passed=2)
    quickstart("-k", "test_golden and x64off", "--harness-bless", "all").assert_outcomes(passed=1)
    snapshot = next((pytester.path / "golden").rglob("add_vectors[[]f32-x64off*/cuda.mlir")).read_text()
    assert "__gpu$xla.gpu.triton" in snapshot and "mosaic_gpu" not in snapshot


def test_tpu_cross_lowering_gives_a_plain_kernel_its_device_kind():
    """A block smaller than a vreg makes Pallas's TPU lowering ask for the chip; lowering the shared
    trace (made outside the TPU mesh) must not answer "cpu" (Unsupported TPU device kind: cpu)."""
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl

    from harness.jaxtools import ir, lower

    def add(x, y):
        def kernel(x_ref, y_ref, o_ref):
            o_ref[...] = x_ref[...] + y_ref[...]
        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x, y)

    structs = [jax.ShapeDtypeStruct((8,), jnp.float32)] * 2
    lowered = lower.lower_for("tpu", add, structs, traced=jax.jit(add).trace(*structs))
    assert [k.name for k in ir.mosaic_kernels(lowered)] == ["kernel"]


def test_a_device_build_that_does_not_trace_fails_lowering_with_its_traceback(quickstart):
    """No platform was asked: the failure names the build, gives no "declare cuda=" advice (there is
    no refusal to declare), and shows the kernel's own line; the CPU run's checks still pass."""
    result = quickstart("-k", "test_values or test_lowering", bug="device")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(["*does not lower for CUDA: tracing the interpret=False build: RuntimeError: the "
                                 "device build broke; does not lower for TPU: tracing*",
                                 "The error behind it:*", "*kernels.py*in add_vectors*"])
    assert "declare cuda=" not in result.stdout.str()
