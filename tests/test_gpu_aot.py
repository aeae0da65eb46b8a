"""harness.run.gpu.gpu_aot and harness.run.gpu.triton_compile: compiling for NVIDIA GPUs on a machine without one.

The tests that compile need the `gpu-aot` extra and skip with `unavailable_reason()`'s sentence
without it; the tests of that sentence and of the ptxas parser run everywhere.
"""

from __future__ import annotations

import os
import sys

import pytest

from harness.run.gpu import gpu_aot, triton_compile

from harness.run.gpu import toolchain
from harness.jaxtools import hlo_aliasing, ir, lower

toolchain.prepare_environment()  # before jax is imported here (a no-op when the plugin set it up)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.experimental import pallas as pl  # noqa: E402
from jax.experimental.pallas import triton as pltriton  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402
from harness.errors import GpuCompileError, KernelCompileTimeout

REASON = toolchain.unavailable_reason()
needs_gpu_aot = pytest.mark.skipif(REASON is not None, reason=REASON or "")


# ---------------------------------------------------------------- kernels of our own


def _add_kernel(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] + y_ref[...]


def add_pallas(block: int):
    """An elementwise add over 1-D blocks of `block` elements: bigger blocks, more registers."""

    def add(x, y):
        spec = pl.BlockSpec((block,), lambda i: (i,))
        return pl.pallas_call(
            _add_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(x.shape[0] // block,),
            in_specs=[spec, spec], out_specs=spec, interpret=False,
            compiler_params=pltriton.CompilerParams(num_warps=4, num_stages=2), name=f"add_b{block}")(x, y)

    return add


def matmul_pallas(x, y):
    """A blocked matmul: Triton stages its tiles through shared memory."""
    bm = bn = 64
    k = x.shape[1]

    def kernel(x_ref, y_ref, o_ref):
        o_ref[...] = jnp.dot(x_ref[...], y_ref[...]).astype(o_ref.dtype)

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct((x.shape[0], y.shape[1]), x.dtype),
        grid=(x.shape[0] // bm, y.shape[1] // bn),
        in_specs=[pl.BlockSpec((bm, k), lambda i, j: (i, 0)), pl.BlockSpec((k, bn), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j: (i, j)), interpret=False,
        compiler_params=pltriton.CompilerParams(num_warps=4, num_stages=2), name="mm")(x, y)


VEC = jax.ShapeDtypeStruct((8192,), jnp.float32)


def only_kernel(fn, structs) -> ir.TritonKernel:
    kernels = ir.triton_kernels(lower.lower_for("cuda", fn, structs))
    assert len(kernels) == 1, kernels
    return kernels[0]


def compile_one(kernel: ir.TritonKernel, arch: str, timeout_s: float = 120.0) -> toolchain.KernelResources:
    return triton_compile.compile_kernel(kernel.name, kernel.bytecode, arch, num_warps=kernel.num_warps,
                                         num_stages=kernel.num_stages, timeout_s=timeout_s)


# ---------------------------------------------------------------- kernel resources


@needs_gpu_aot
@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_small_kernel_compiles_with_registers_and_no_spills(arch):
    kernel = only_kernel(add_pallas(128), [VEC, VEC])
    assert (kernel.name, kernel.num_warps, kernel.num_stages, kernel.grid) == ("add_b128", 4, 2, (64, 1, 1))
    res = compile_one(kernel, arch)
    assert res.name == "add_b128" and res.arch == arch
    assert 0 < res.registers <= triton_compile.DEVICE_LIMITS[arch]["registers_per_thread"]
    assert (res.spill_stores_bytes, res.spill_loads_bytes, res.stack_bytes) == (0, 0, 0)
    assert res.shared_memory_bytes == 0  # an elementwise add stages nothing in shared memory
    assert res.compile_seconds > 0 and res.ptx_lines > 10
    assert f"for '{arch}'" in res.ptxas_log


@needs_gpu_aot
def test_bigger_block_uses_more_registers():
    small = compile_one(only_kernel(add_pallas(128), [VEC, VEC]), "sm_90a")
    big = compile_one(only_kernel(add_pallas(8192), [VEC, VEC]), "sm_90a")
    # 8192 elements over 128 threads: 64 values of each operand live per thread instead of one.
    assert big.registers > 2 * small.registers
    assert big.ptx_lines > small.ptx_lines


@needs_gpu_aot
@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_matmul_reports_shared_memory_within_the_device_limit(arch):
    m = jax.ShapeDtypeStruct((128, 64), jnp.float32)
    n = jax.ShapeDtypeStruct((64, 128), jnp.float32)
    res = compile_one(only_kernel(matmul_pallas, [m, n]), arch)
    assert 0 < res.shared_memory_bytes <= triton_compile.DEVICE_LIMITS[arch]["shared_memory_bytes"]
    assert res.registers > 0


@needs_gpu_aot
def test_timeout_raises_naming_the_kernel_and_the_worker_recovers():
    kernel = only_kernel(add_pallas(8192), [VEC, VEC])
    with pytest.raises(KernelCompileTimeout, match=r"'slow_add'.*0\.001 s"):
        triton_compile.compile_kernel("slow_add", kernel.bytecode, "sm_90a", num_warps=4, num_stages=2,
                                      timeout_s=0.001)
    assert compile_one(kernel, "sm_90a").registers > 0  # a fresh worker took over


@needs_gpu_aot
def test_bad_ir_raises_compile_error_naming_the_kernel():
    with pytest.raises(GpuCompileError, match=r"'broken'.*Triton") as info:
        triton_compile.compile_kernel("broken", b"not triton ir", "sm_90a", num_warps=4, num_stages=2, timeout_s=120)
    assert not isinstance(info.value, KernelCompileTimeout)


def test_parse_ptxas_reads_the_entry_function():
    log = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k' for 'sm_90a'
ptxas info    : Function properties for k
    104 bytes stack frame, 100 bytes spill stores, 96 bytes spill loads
ptxas info    : Used 255 registers, used 1 barriers"""
    assert toolchain.parse_ptxas(log) == {"registers": 255, "stack_bytes": 104, "spill_stores_bytes": 100,
                                               "spill_loads_bytes": 96}
    with pytest.raises(ValueError):
        toolchain.parse_ptxas("ptxas fatal   : Unsupported .version 8.8")


# ---------------------------------------------------------------- whole-program memory figures


def stencil(u, v):
    return jnp.tanh(jnp.roll(u, 1, axis=1)) * v + u


U = jax.ShapeDtypeStruct((5, 64, 32, 16), jnp.float32)  # (vars, x, y, z)
V = jax.ShapeDtypeStruct((64, 32, 16), jnp.float32)  # (x, y, z)
U_BYTES, V_BYTES = 5 * 64 * 32 * 16 * 4, 64 * 32 * 16 * 4


@needs_gpu_aot
@pytest.mark.parametrize("mesh_size", [1, 2])
def test_memory_figures_follow_the_shapes(mesh_size):
    figs = gpu_aot.deviceless_compile(stencil, [U, V], mesh_size=mesh_size, partition_specs=[P(None, "x"), P("x")])
    assert figs.mesh_size == mesh_size
    assert figs.argument_bytes == (U_BYTES + V_BYTES) // mesh_size  # per device
    assert figs.output_bytes == U_BYTES // mesh_size
    assert figs.alias_bytes == 0 and figs.compile_seconds > 0
    assert f"num_partitions={mesh_size}" in figs.hlo_text or mesh_size == 1
    if mesh_size > 1:
        assert figs.temp_bytes > 0  # the roll along the split axis needs a halo from the neighbour


@needs_gpu_aot
def test_default_sharding_splits_the_first_argument_along_x_and_donation_aliases():
    figs = gpu_aot.deviceless_compile(stencil, [U, V], mesh_size=2)
    assert figs.argument_bytes == U_BYTES // 2 + V_BYTES  # v replicated
    donated = gpu_aot.deviceless_compile(lambda u: u * 2, [U], mesh_size=1, donate_argnums=(0,))
    assert donated.alias_bytes == U_BYTES


@needs_gpu_aot
def test_unsplittable_shape_is_refused():
    with pytest.raises(ValueError, match="does not split"):
        gpu_aot.deviceless_compile(stencil, [jax.ShapeDtypeStruct((5, 63, 4, 4), jnp.float32),
                                             jax.ShapeDtypeStruct((63, 4, 4), jnp.float32)],
                                   mesh_size=2, partition_specs=[P(None, "x"), None])


@needs_gpu_aot
def test_pallas_triton_program_compiles_for_h100():
    figs = gpu_aot.deviceless_compile(add_pallas(128), [VEC, VEC], mesh_size=1, partition_specs=[None, None])
    assert "__gpu$xla.gpu.triton" in figs.hlo_text
    assert (figs.argument_bytes, figs.output_bytes) == (2 * 8192 * 4, 8192 * 4)


@needs_gpu_aot
def test_cpu_jax_still_works_in_the_same_process():
    gpu_aot.deviceless_compile(stencil, [U, V], mesh_size=1)
    if os.environ.get("JAX_PLATFORMS") == "cpu":
        assert {d.platform for d in jax.devices()} == {"cpu"}
    assert float(jax.jit(lambda x: (x * 2).sum())(jnp.arange(4.0))) == 12.0


# ---------------------------------------------------------------- the one sentence


@pytest.fixture
def plugin_installed(monkeypatch):
    """Pretend the plugin matches jaxlib, so later checks decide the answer."""
    jaxlib = toolchain._dist_version("jaxlib")  # read now: later tests hide sys.path
    monkeypatch.setattr(toolchain, "_dist_version",
                        lambda name: jaxlib if name == "jaxlib" or name in toolchain.PLUGIN_DISTRIBUTIONS else None)


def test_reason_names_the_extra_when_the_plugin_is_missing(monkeypatch):
    real = toolchain._dist_version
    monkeypatch.setattr(toolchain, "_dist_version",
                        lambda name: None if name == "jax-cuda12-plugin" else real(name))
    reason = toolchain.unavailable_reason()
    assert reason is not None and "jax-cuda12-plugin" in reason and 'pip install -e ".[gpu-aot]"' in reason
    assert "\n" not in reason


def test_reason_names_both_versions_when_the_plugin_differs(monkeypatch):
    real = toolchain._dist_version
    monkeypatch.setattr(toolchain, "_dist_version",
                        lambda name: "0.0.1" if name in toolchain.PLUGIN_DISTRIBUTIONS else real(name))
    reason = toolchain.unavailable_reason()
    jaxlib = real("jaxlib")
    assert reason is not None and "0.0.1" in reason and f"jax-cuda12-plugin=={jaxlib}" in reason


def test_reason_says_where_ptxas_was_looked_for(monkeypatch, plugin_installed, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    assert toolchain.find_ptxas() is None
    reason = toolchain.unavailable_reason()
    assert reason is not None and reason.startswith("no ptxas found")
    assert "nvidia/cuda_nvcc/bin/ptxas" in reason and "PATH" in reason and "nvidia-cuda-nvcc-cu12" in reason


def test_whole_program_compile_needs_no_ptxas(monkeypatch, plugin_installed):
    monkeypatch.setattr(toolchain, "find_ptxas", lambda: None)
    assert "ptxas" in (toolchain.unavailable_reason() or "")
    assert "ptxas" not in (toolchain.unavailable_reason(need_ptxas=False) or "")


def test_reason_rejects_an_old_ptxas(monkeypatch, plugin_installed, tmp_path):
    fake = tmp_path / "ptxas"
    fake.write_text("#!/bin/sh\necho 'Cuda compilation tools, release 12.4, V12.4.131'\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "path", [])
    assert toolchain.find_ptxas() == str(fake)
    reason = toolchain.unavailable_reason()
    assert reason is not None and "CUDA 12.4" in reason and "12.8" in reason


def test_reason_never_raises(monkeypatch):
    def boom(name):
        raise RuntimeError("metadata broken")

    monkeypatch.setattr(toolchain, "_dist_version", boom)
    reason = toolchain.unavailable_reason()
    assert reason is not None and "metadata broken" in reason


def add_in_place_pallas(x, y):
    """x += y as astronomix's accumulators do it: the output aliases operand 0."""
    spec = pl.BlockSpec((128,), lambda i: (i,))
    return pl.pallas_call(
        _add_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(x.shape[0] // 128,),
        in_specs=[spec, spec], out_specs=spec, input_output_aliases={0: 0}, interpret=False,
        compiler_params=pltriton.CompilerParams(num_warps=4, num_stages=2), name="add_in_place")(x, y)


@needs_gpu_aot
def test_aliased_call_needs_no_copy_only_when_its_input_is_donated():
    kept = gpu_aot.deviceless_compile(add_in_place_pallas, [VEC, VEC], mesh_size=1, partition_specs=[None, None])
    [problem] = hlo_aliasing.copies_before_aliased_calls(kept.hlo_text, donated={0})  # XLA protects the caller's buffer
    assert "operand 0" in problem and "donated parameter 0" in problem
    assert hlo_aliasing.copies_before_aliased_calls(kept.hlo_text, donated=set()) == []
    donated = gpu_aot.deviceless_compile(add_in_place_pallas, [VEC, VEC], mesh_size=1, partition_specs=[None, None],
                                         donate_argnums=(0,))
    assert hlo_aliasing.copies_before_aliased_calls(donated.hlo_text, donated={0}) == []
    assert donated.alias_bytes == VEC.shape[0] * 4


# ---------------------------------------------------------------- kernel cache between sessions


@needs_gpu_aot
def test_kernel_cache_serves_an_unchanged_kernel_and_recompiles_a_changed_or_torn_one(tmp_path):
    from harness.declare import Target
    from harness.run.engine import Engine

    def engine():
        return Engine(Target(package="none", version="0", pairs=[]), kernel_cache_dir=tmp_path / "kernels")

    small, big = only_kernel(add_pallas(128), [VEC, VEC]), only_kernel(add_pallas(1024), [VEC, VEC])
    first, calibration = engine()._compile_kernel(small, "sm_90a")
    assert not first.cached and calibration > 0
    warm = engine()  # a later session
    again, again_calibration = warm._compile_kernel(small, "sm_90a")
    assert again.cached and again_calibration == calibration
    assert dataclasses_without_cached(again) == dataclasses_without_cached(first)
    assert warm.counters.get("gpu_kernel_compiles", 0) == 0 and warm.counters["gpu_kernel_cache_hits"] == 1
    other, _ = warm._compile_kernel(big, "sm_90a")  # other bytecode: compiled, not served
    assert not other.cached and other.registers != first.registers
    assert not warm._compile_kernel(small, "sm_80")[0].cached  # other arch
    for path in (tmp_path / "kernels").glob("*.json"):
        path.write_text(path.read_text()[:20])  # torn
    assert not engine()._compile_kernel(small, "sm_90a")[0].cached


def dataclasses_without_cached(k: toolchain.KernelResources) -> dict:
    import dataclasses

    return {f: v for f, v in dataclasses.asdict(k).items() if f != "cached"}


# -- compile-time budgets ----------------------------------------------------------------------------

def _figures(units: float, arch: str = "sm_90a") -> dict:
    kernel = {"registers": 32, "spill_stores_bytes": 0, "spill_loads_bytes": 0, "stack_bytes": 0,
              "shared_memory_bytes": 0, "compile_units": units}
    return {"kernels": {f"k@{arch}": dict(kernel)}, "memory": {}}


def test_compile_budget_passes_an_unchanged_kernel_and_fails_a_slower_one():
    from harness.store.budgets import COMPILE_SLACK
    from harness.checks.gpu_compile import budget_differences

    budget = _figures(2.0)
    assert budget_differences(_figures(2.0 * COMPILE_SLACK * 0.99), budget) == []
    [line] = budget_differences(_figures(2.0 * 1.8), budget)  # 1.8x: beyond slack x nine-pair spread (1.79x)
    assert "k@sm_90a compile: 3.60 calibration units, budget 2.00 x 1.5 slack" in line
    assert budget_differences(_figures(10.0, "sm_80"), _figures(2.0, "sm_80")) == []  # not budgeted there


def test_a_first_reading_near_the_limit_is_confirmed_and_a_low_one_is_not():
    from harness.store.budgets import COMPILE_CONFIRM_AT
    from harness.checks.gpu_compile import budget_differences, confirm_compile_units

    budget, asked = _figures(2.0), []

    def nine_pairs(key: str) -> float:
        asked.append(key)
        return 4.0  # the truth: a 2x regression

    low = _figures(2.0 * (COMPILE_CONFIRM_AT - 0.05))  # one pair read far low: passes without re-measuring
    assert confirm_compile_units(low, budget, nine_pairs) == [] and asked == []
    read_low = _figures(2.0 * 0.7)  # a 2x regression read 2.86x low by one pair (measured spread: 2.65x)
    assert confirm_compile_units(read_low, budget, nine_pairs) == ["k@sm_90a"]
    assert read_low["kernels"]["k@sm_90a"]["compile_units"] == 4.0
    assert budget_differences(read_low, budget)  # so it fails


def test_an_unchanged_kernel_keeps_its_budgeted_compile_time_and_a_changed_one_is_measured():
    """The same kernel digest under the same compilers is the same compile: its compile time is not
    read again (no noise to confirm); another digest, or other compilers, is measured as before."""
    from harness.checks.gpu_compile import budget_differences, confirm_compile_units, unchanged_kernels

    budget = _figures(2.0)
    budget["kernels"]["k@sm_90a"]["kernel"] = "abc"
    budget["provenance"] = {"compiler": "jaxlib 1; ptxas 12.9"}
    asked = []

    def nine_pairs(key: str) -> float:
        asked.append(key)
        return 4.0

    same = _figures(2.0 * 1.9)  # a noisy first reading of the unchanged kernel
    same["kernels"]["k@sm_90a"]["kernel"] = "abc"
    unchanged = unchanged_kernels(same, budget, "jaxlib 1; ptxas 12.9")
    assert unchanged == ["k@sm_90a"]
    assert confirm_compile_units(same, budget, nine_pairs, unchanged) == [] and asked == []
    assert budget_differences(same, budget, unchanged) == []
    assert unchanged_kernels(same, budget, "jaxlib 2; ptxas 12.9") == []  # another compiler: measured
    changed = _figures(2.0 * 0.7)
    changed["kernels"]["k@sm_90a"]["kernel"] = "abd"
    assert unchanged_kernels(changed, budget, "jaxlib 1; ptxas 12.9") == []
    assert confirm_compile_units(changed, budget, nine_pairs) == ["k@sm_90a"] and budget_differences(changed, budget)
    same["kernels"]["k@sm_90a"]["registers"] = 40  # resources are still compared exactly
    assert budget_differences(same, budget, unchanged) == ["k@sm_90a registers: 40, budget 32"]


_KERNEL_SOURCE = """
import jax
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as pltriton


def _double(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 2


def double(x):
    return pl.pallas_call(_double, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=False,
                          compiler_params=pltriton.CompilerParams(num_warps=4, num_stages=2))(x)
"""


def test_kernel_digest_is_the_same_from_any_checkout_path(tmp_path):
    """A budget blessed on one machine must read as unchanged on another: the same kernel traced from
    files at two paths has other bytecode (its locations name the file) but the same digest."""
    import importlib.util

    kernels = []
    for folder in ("a", "somewhere/else"):
        path = tmp_path / folder / "kernels_mod.py"
        path.parent.mkdir(parents=True)
        path.write_text(_KERNEL_SOURCE)
        spec = importlib.util.spec_from_file_location(f"kernels_mod_{len(kernels)}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        kernels.append(only_kernel(module.double, [jax.ShapeDtypeStruct((128,), jnp.float32)]))
    first, second = kernels
    assert first.bytecode != second.bytecode and str(tmp_path / "a").encode() in first.bytecode
    assert triton_compile.kernel_digest(first) == triton_compile.kernel_digest(second)
    import dataclasses

    assert triton_compile.kernel_digest(dataclasses.replace(first, num_warps=8)) != triton_compile.kernel_digest(first)


@needs_gpu_aot
def test_compile_units_of_the_calibration_kernel_itself_is_about_one():
    """The pairing divides a kernel's compile by a calibration compiled beside it: the calibration
    kernel measured against itself reads ~1 whatever the machine's speed."""
    cal = triton_compile._calibration_kernel()
    units = triton_compile.compile_units(cal.name, cal.bytecode, "sm_90a", num_warps=cal.num_warps,
                                         num_stages=cal.num_stages, timeout_s=120.0, pairs=3)
    assert 0.67 < units < 1.5, units


def test_the_gpu_tables_say_a_mosaic_gpu_kernel_compiles_inside_xla_not_zero():
    from harness.checks.gpu_compile import compile_cost

    def row(kernels):
        return {"figures": {"calibration_s": 0.5, "gpu": {"kernels": kernels}}}

    triton = {"registers": 32, "compile_units": 2.0}
    mosaic = {"registers": 168}  # no compile units: its compile is XLA's (harness.run.gpu.mosaic_gpu_compile)
    assert compile_cost(row({"k@sm_90a": triton})) == "1000"
    assert compile_cost(row({"k@sm_90a": triton}), ms=False) == "2.00"
    assert compile_cost(row({"m@sm_90a": mosaic})) == "in XLA"
    assert compile_cost(row({"k@sm_90a": triton, "m@sm_90a": mosaic})) == "1000"
