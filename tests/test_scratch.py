"""The memory check on TPU kernels (`harness.analysis.memory`, `harness.analysis.memory_footprint`): scratch is per-core
state that lives across one sweep of the sequential axes, the parallel axes are split across cores,
and an output block is written back whole. A flash-attention-like toy is clean and computed as it
computes; its hazards (no initialisation, scratch carried across a parallel axis, an output block two
cores hold) are found and named; JAX's TPU race detector gives its second opinion."""

import types

import jax.numpy as jnp
import numpy as np
import pytest

from harness.analysis import kernel_calls, memory
from toy import scratch_kernels as toy

Q, K, V = toy.inputs()


def check(fn, *args):
    """The memory check on fn's one kernel: its report, and fn's output as the model computed it."""
    reports = []

    def handler(params, operands):
        report, outputs = memory.check_kernel(types.SimpleNamespace(params=params), [np.asarray(x) for x in operands])
        reports.append(report)
        return [jnp.asarray(o) for o in outputs]

    [out] = kernel_calls.run(fn, args, handler)
    [report] = reports
    return report, np.asarray(out)


def kinds(report) -> dict[str, str]:
    return {f.kind: f.message for f in report.findings}


FLAVOURS = {"semantics": dict(), "no compiler params": dict(semantics=None), "scalar prefetch": dict(prefetch=True)}


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
def test_flash_toy_keeps_its_statistics_across_the_key_blocks(flavour):
    """Initialised under pl.when(kv == 0): no finding, and the model's outputs are attention's (each
    program sees the m, l and acc its sweep's earlier programs left)."""
    report, out = check(toy.flash("per_row", **FLAVOURS[flavour]), Q, K, V)
    assert report.findings == [] and report.grid == (2, 2, 2)
    np.testing.assert_allclose(out, toy.reference(Q, K, V), atol=1e-5)


def test_a_tpu_kernel_without_compiler_params_runs_its_grid_in_order():
    """No dimension_semantics on TPU: every axis is sequential, so an output block rewritten at every
    key block is rewritten in order on one core (its scratch says it is a TPU kernel)."""
    report, out = check(toy.every_step(None), Q, K, V)
    assert report.findings == []
    np.testing.assert_allclose(out, toy.reference(Q, K, V), atol=1e-5)


@pytest.mark.parametrize("flavour", sorted(FLAVOURS))
def test_flash_toy_without_its_initialisation_reads_stale_scratch(flavour):
    report, _ = check(toy.flash("none", **FLAVOURS[flavour]), Q, K, V)
    sweeps = "1 of 1" if flavour == "no compiler params" else "4 of 4"
    assert set(kinds(report)) == {"stale_scratch"}
    assert kinds(report)["stale_scratch"].startswith(
        "flash: program (0, 0, 0) reads m_scratch[0, 0] before its sweep wrote it, and no sweep initialises it "
        f"(8 elements of m_scratch in {sweeps} sweeps; 8 elements of l_scratch in {sweeps} sweeps; 64 elements "
        f"of acc_scratch in {sweeps} sweeps)")


def test_scratch_carried_across_a_parallel_axis_is_found():
    """Initialised once, at the grid's first program: the other (head, query block) sweeps start from
    what another sweep left, which another core does not have."""
    report, _ = check(toy.flash("grid_start"), Q, K, V)
    assert set(kinds(report)) == {"scratch_carried"}
    assert kinds(report)["scratch_carried"].startswith(
        "flash: program (0, 1, 0) reads m_scratch[0, 0] before its sweep wrote it; program (0, 0, 0) of another "
        "sweep initialises it, across parallel axis 1 (8 elements of m_scratch in 3 of 4 sweeps;")
    # every axis sequential: one sweep, on one core, in order; the carry is the kernel's own
    report, out = check(toy.flash("grid_start", semantics=("arbitrary",) * 3), Q, K, V)
    assert report.findings == []


def test_an_output_block_two_cores_hold_is_found():
    x = jnp.arange(toy.ROWS * 128, dtype=jnp.float32).reshape(toy.ROWS, 128)
    report, _ = check(toy.shared_block(disjoint=True), x)
    assert set(kinds(report)) == {"block_revisit"}
    assert kinds(report)["block_revisit"].startswith(
        "shared: programs (0,) and (1,) both hold the o block at o[0, 0], across parallel axis 0 (1 of 1 blocks held "
        "by more than one sweep)")
    assert report.race_detector["verdict"] == "agrees: a race"
    # the same elements written by both: the double write names them, the block is not named twice
    report, _ = check(toy.shared_block(disjoint=False), x)
    assert set(kinds(report)) == {"double_write"}
    # on a GPU the block is a window onto global memory: disjoint elements are no race
    report, _ = check(toy.shared_block(disjoint=True, tpu=False), x)
    assert report.findings == [] and report.race_detector is None


def test_jax_race_detector_runs_on_tpu_kernels_and_a_disagreement_is_a_finding():
    report, _ = check(toy.flash("per_row"), Q, K, V)
    assert report.race_detector["verdict"] == "agrees: no race" and report.race_detector["seconds"] > 0
    report, _ = check(toy.flash("per_row", semantics=None), Q, K, V)
    assert report.race_detector is None  # no TPU compiler params: not run
    report, _ = check(toy.flash("per_row", semantics=("arbitrary",) * 3), Q, K, V)
    assert report.race_detector == {"seconds": 0.0, "verdict": "not needed: one sweep, nothing runs on a second core"}
    x = jnp.ones((2 * toy.ROWS, 128), jnp.float32)
    report, _ = check(toy.in_place_whole_input(), x)
    assert report.race_detector["verdict"] == \
        "disagrees: JAX's TPU race detector (2 cores) finds a race, this model none"
    assert set(kinds(report)) == {"race_detector"}
    assert kinds(report)["race_detector"].startswith("in_place: JAX's TPU race detector (2 cores) reports a race this "
                                                     "model does not find: read of ('hbm'")
