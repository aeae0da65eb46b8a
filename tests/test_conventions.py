"""The conventions check (harness/analysis/convention_rules.py): each toy entry that breaks a convention is
found, named and explained; the entry that follows them all is not."""

import jax
import jax.numpy as jnp
import numpy as np

from harness.analysis import convention_rules
from toy import convention_kernels as k


def _findings(fn, *, require_ad_wrap=True, sharded_call="sharded_call"):
    x = jnp.arange(k.N, dtype=jnp.float32)
    return convention_rules.program_findings(jax.make_jaxpr(fn)(x), require_ad_wrap=require_ad_wrap,
                                        sharded_call=sharded_call)


def test_an_entry_that_follows_every_convention_has_no_finding():
    assert _findings(k.per_tile) == []
    assert _findings(k.aliased_wrapped) == []  # aliased, behind a custom_jvp
    assert convention_rules.predicate_finding(k.gate_plain(np.zeros(k.N)), "gate_plain") is None


def test_a_trace_time_choice_made_by_a_switch_in_the_kernel_is_found():
    [f] = _findings(k.with_switch)
    assert f.kind == "cond-in-kernel" and f.kernel == "branchy"
    assert "kernel branchy contains 1 cond/switch (up to 3 branches) whose choice is known at trace time" in f.message
    assert "(at tests/toy/convention_kernels.py:46 (" in f.message or "(at toy/convention_kernels.py:46 (" in f.message, \
        f.message  # where: a library's author finds the line (tokamax's were three files deep)
    assert _findings(k.with_when) == []  # pl.when on a program id: a runtime choice


def test_a_whole_state_intermediate_in_a_multi_program_kernel_is_found():
    [f] = _findings(k.whole_state)
    assert f.kind == "whole-state-intermediate" and f.kernel == "greedy"
    assert "kernel greedy (8 programs) builds 2 value(s) shaped like its whole state operand" in f.message
    assert "float32[64]" in f.message


def test_an_aliased_call_without_an_ad_boundary_is_found_where_gradients_are_checked():
    [f] = _findings(k.aliased)
    assert f.kind == "alias-without-ad-wrap" and "[(0, 0)]" in f.message and "diffable_pallas_call" in f.message
    assert _findings(k.aliased, require_ad_wrap=False) == []  # an entry not differentiated
    # what the finding predicts is real: JAX cannot differentiate the unwrapped call
    x = jnp.arange(k.N, dtype=jnp.float32)
    try:
        jax.grad(lambda v: k.aliased(v).sum())(x)
    except Exception as err:  # noqa: BLE001 - any refusal will do; the wrapped one must work
        assert "alias" in str(err).lower()
    else:
        raise AssertionError("jax.grad through an unwrapped aliased pallas_call succeeded")
    np.testing.assert_allclose(jax.grad(lambda v: k.aliased_wrapped(v).sum())(x), 2.0)


def test_a_call_that_bypasses_the_sharded_helper_is_found():
    [f] = _findings(k.direct)
    assert f.kind == "not-through-sharded-call" and f.kernel == "direct"
    assert "is called without going through sharded_call (called from _tile)" in f.message
    assert _findings(k.direct, sharded_call=None) == []  # a target without such a helper


def test_a_gate_that_answers_with_an_array_is_found():
    f = convention_rules.predicate_finding(k.gate_array(np.zeros(k.N)), "toy:gate_array")
    assert f is not None and f.kind == "predicate-not-plain" and "returned ArrayImpl" in f.message


def test_a_float32_kernel_that_computes_in_float64_under_x64_is_found():
    from harness.jaxtools.jaxcompat import enable_x64

    with enable_x64(True):
        [f] = _findings(k.untyped_literal)
        [c] = _findings(k.computed_literal)
        assert _findings(k.typed_literal) == []
        assert _findings(k.where_literal) == []  # Python floats narrowed at their first use
        x64 = jnp.arange(k.N, dtype=jnp.float64)  # a float64 kernel may hold float64 constants
        assert convention_rules.program_findings(jax.make_jaxpr(k.untyped_literal)(x64), require_ad_wrap=False,
                                            sharded_call="sharded_call") == []
    assert f.kind == "float64-in-narrow-kernel" and f.kernel == "widens"
    assert "kernel widens reads only float32 and holds" in f.message and "the literal 1e-14" in f.message
    assert c.kind == "float64-in-narrow-kernel" and c.kernel == "computes_f64" and "sqrt -> float64[]" in c.message
    assert "toy/convention_kernels.py:" in f.message and "body)" in f.message  # where to fix it
    with enable_x64(False):  # without x64 the same code stays in float32: nothing to find
        assert _findings(k.untyped_literal) == []


def test_an_untyped_index_in_a_tpu_kernel_under_x64_is_found():
    """An untyped jnp.arange is int64 under x64, which Mosaic TPU cannot lower ('vector.broadcast' op
    failed to verify ... vector<8xi64>); typed int32 it is no finding, and without x64 neither."""
    from harness.jaxtools.jaxcompat import enable_x64

    with enable_x64(True):
        [f] = _findings(k.untyped_index, sharded_call=None)
        assert _findings(k.typed_index, sharded_call=None) == []
    assert f.kind == "int64-in-tpu-kernel" and f.kernel == "untyped_index"
    assert "iota -> int64[8]" in f.message and "jnp.arange(n, dtype=jnp.int32)" in f.message
    assert "toy/convention_kernels.py:" in f.message
    with enable_x64(False):
        assert _findings(k.untyped_index, sharded_call=None) == []


def test_a_kernel_with_dma_semaphores_is_read_not_crashed_on():
    """A TPU kernel that copies from HBM itself (memory_space ANY, a DMA semaphore in its scratch, as JAX's
    TPU paged attention does): a semaphore's dtype is none of NumPy's, and the float64 reading must pass
    over it (it raised "Cannot interpret 'dma_sem' as a data type", an internal error of the harness)."""
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import tpu as pltpu

    def copy_in(x):
        def kernel(x_hbm, o_ref, buf, sem):
            dma = pltpu.make_async_copy(x_hbm, buf, sem)
            dma.start()
            dma.wait()
            o_ref[...] = buf[...] * 2.0
        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                              in_specs=[pl.BlockSpec(memory_space=pl.ANY)],
                              scratch_shapes=[pltpu.VMEM(x.shape, x.dtype), pltpu.SemaphoreType.DMA])(x)

    x = jnp.zeros((8, 128), jnp.float32)
    assert convention_rules.program_findings(jax.make_jaxpr(copy_in)(x), require_ad_wrap=False, sharded_call=None) == []
    wide = lambda x: copy_in(x) * np.float64(2.0)  # noqa: E731  (outside the kernel: still no finding)
    assert convention_rules.program_findings(jax.make_jaxpr(wide)(x), require_ad_wrap=False, sharded_call=None) == []


def test_an_int64_vector_is_a_finding_only_where_the_tpu_build_does_not_lower(tmp_path):
    """Mosaic lowers some int64 vectors (tokamax's Kimi delta attention compares an untyped iota in
    `jnp.eye`: its TPU build lowers with x64 on, so no finding) and not others (tokamax's DeepSeek RoPE
    gathers lanes by one: its build fails, and the finding names the iota, declared in tokamax's
    manifest). The check holds the analysis to the case's real TPU lowering."""
    import json
    import subprocess
    import sys

    from conftest import REPO, jax_cache_args, require_distribution

    require_distribution("tokamax", "the tokamax extra (Python >= 3.12, JAX >= 0.11)")
    report = tmp_path / "r.json"
    cmd = [sys.executable, "-m", "pytest", str(REPO / "tokamax"), "-q", "-p", "no:cacheprovider", "-k",
           "test_conventions and x64on and (kimi_delta_attention or deepseek_rope)", f"--harness-report={report}",
           *jax_cache_args()]
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=600)
    rows = {r["pair"]: r for r in json.loads(report.read_text())["results"]}
    assert rows["kimi_delta_attention"]["outcome"] == "passed", done.stdout[-3000:]
    assert rows["deepseek_rope"]["outcome"] == "xfailed", done.stdout[-3000:]
    assert "int64-in-tpu-kernel" in rows["deepseek_rope"]["figures"]["conventions"]
    assert rows["deepseek_rope"]["known_failure"].startswith("deepseek-rope-x64-lane-iota-convention")
