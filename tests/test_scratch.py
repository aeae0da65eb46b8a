"""The memory check on TPU kernels (`harness.analysis.memory_safety`, `harness.analysis.memory_footprint`): scratch is per-core
state that lives across one sweep of the sequential axes, the parallel axes are split across cores,
and an output block is written back whole. A flash-attention-like toy is clean and computed as it
computes; its hazards (no initialisation, scratch carried across a parallel axis, an output block two
cores hold) are found and named; JAX's TPU race detector gives its second opinion. Every grid-spec
form a TPU kernel is declared in is read as one (scratch per core and per sweep, outputs the program
drops as scratch), and a stale read is a finding only where its value reaches an output."""


import jax.numpy as jnp
import numpy as np
import pytest

from one_kernel import check, kinds
from toy import scratch_kernels as toy

Q, K, V = toy.inputs()


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


STALE_ATTENTION = ("attention: program (0, 0, 0) reads m_scratch[0, 0] before its sweep wrote it, and no sweep "
                   "initialises it (64 elements of m_scratch in 2 of 2 sweeps; 64 elements of l_scratch in 2 of 2 "
                   "sweeps; 64 elements of acc_scratch in 2 of 2 sweeps)")


@pytest.mark.parametrize("form", toy.FORMS)
def test_every_grid_spec_form_keeps_scratch_per_core_and_per_sweep(form):
    """JAX's TPU attention kernels' declaration, in each form (grid=, GridSpec, PrefetchScalarGridSpec
    whose index maps read scalar operands, core-parallel semantics, and splash attention's running
    statistics in outputs the caller drops): the accumulators are each core's own, carried along its
    sweep, so nothing races and the model computes attention; without the reset at the first key
    block they are stale scratch. (The `outputs` form was three double_writes, "programs (0, 0, 0)
    and (1, 0, 0) both write m_scratch[0, 0]", and order_dependent.)"""
    report, out = check(toy.attention(form), Q, K, V)
    assert report.findings == [] and report.grid == (2, 2, 2)
    np.testing.assert_allclose(out, toy.reference(Q, K, V), atol=1e-5)
    if form == "outputs":  # both cores write back blocks nobody reads: JAX's race detector sees that race
        assert report.scratch_outputs == ["m_scratch", "l_scratch", "acc_scratch"]
        assert report.race_detector["verdict"] == ("agrees: a race, on outputs the program never reads (m_scratch, "
                                                   "l_scratch, acc_scratch: scratch), which both cores write back: "
                                                   "no finding")
    else:
        assert report.scratch_outputs == [] and report.race_detector["verdict"] == "agrees: no race"
    report, _ = check(toy.attention(form, reset=False), Q, K, V)
    assert set(kinds(report)) == {"stale_scratch"}
    assert kinds(report)["stale_scratch"].startswith(STALE_ATTENTION)


@pytest.mark.parametrize("form", toy.ACCUMULATE_FORMS)
def test_a_tpu_kernel_known_by_its_grid_spec_alone_runs_its_grid_in_order(form):
    """No compiler params, no scratch: scalar prefetch, a block in VMEM or the TPU interpreter's params
    make it a TPU kernel, whose axes all run in order, so the output block accumulating along k is no
    double write (it was, read as a GPU grid); without the zeroing at the first k block, the output
    depends on what the buffer held."""
    rng = np.random.default_rng(1)
    x, y = (jnp.asarray(rng.standard_normal(s), jnp.float32) for s in [(toy.M, toy.K), (toy.K, toy.N)])
    report, out = check(toy.accumulate(form), x, y)
    assert report.findings == []
    np.testing.assert_allclose(out, x @ y, atol=1e-5)
    report, _ = check(toy.accumulate(form, reset=False), x, y)
    assert set(kinds(report)) == {"uninitialised"}


def test_recurrent_state_read_and_discarded_on_the_first_chunk_is_no_finding():
    """The first chunk reads the state's scratch and discards it (jnp.where(first, init, h)): with the
    scratch holding NaN (the model's garbage) every output is finite and right, so no finding (it was
    stale_scratch)."""
    x = jnp.asarray(np.random.default_rng(3).standard_normal((toy.ROW_BLOCKS * 8, toy.CHUNKS * toy.WIDTH)),
                    jnp.float32)
    report, out = check(toy.recurrent("discarded"), x)
    assert report.findings == [] and np.isfinite(out).all()
    np.testing.assert_allclose(out, toy.recurrent_reference(x), atol=1e-6)


def test_a_read_discarded_inside_a_loop_is_no_finding_and_one_kept_there_is():
    """The marks go around a fori_loop with its carry: the first half step discards what the first
    chunk read (no finding, finite outputs); discarding it only at the second is too late, the
    first half step's state is in the carry's sum."""
    x = jnp.asarray(np.random.default_rng(3).standard_normal((toy.ROW_BLOCKS * 8, toy.CHUNKS * toy.WIDTH)),
                    jnp.float32)
    report, out = check(toy.recurrent("loop"), x)
    assert report.findings == [] and np.isfinite(out).all()
    report, out = check(toy.recurrent("loop_kept"), x)
    assert set(kinds(report)) == {"stale_scratch"} and np.isnan(out).any()


def test_marks_follow_each_element_through_the_data_flow():
    """memory_taint's rules on concrete values: a where takes each element's mark from the case its
    predicate chose and from the predicate's element, a dot_general marks the rows and columns it contracts, a reduction along what
    it reduces; an unknown primitive marks every output element with every mark."""
    from harness.analysis import memory_taint as taint

    marked = np.array([[1, 0], [0, 0]], np.int64)  # element [0, 0] derives from origin 0
    which = np.array([[True, False], [False, False]])
    [chose] = taint.propagate("select_n", {}, [which, np.ones((2, 2)), np.ones((2, 2))], [0, marked, 0],
                              [np.ones((2, 2))], None)
    assert chose == 0  # [0, 0] took the unmarked case: nothing is marked (an unmarked value is the int 0)
    [chose] = taint.propagate("select_n", {}, [~which, np.ones((2, 2)), np.ones((2, 2))], [0, marked, 0],
                              [np.ones((2, 2))], None)
    assert chose.tolist() == [[1, 0], [0, 0]]
    # a predicate marked in one element (jnp.where(l == 0, 1, l) on a partly stale l, as JAX's ragged paged
    # attention guards its sums) marks that element only, beside what each element took
    [chose] = taint.propagate("select_n", {}, [~which, np.ones((2, 2)), np.ones((2, 2))], [marked * 2, marked, 0],
                              [np.ones((2, 2))], None)
    assert chose.tolist() == [[3, 0], [0, 0]]
    dims = (((1,), (0,)), ((), ()))
    [dot] = taint.propagate("dot_general", {"dimension_numbers": dims}, [np.ones((2, 2)), np.ones((2, 3))],
                            [marked, 0], [np.ones((2, 3))], None)
    assert dot.tolist() == [[1, 1, 1], [0, 0, 0]]  # row 0 of the lhs: row 0 of the product
    [rows] = taint.propagate("reduce_max", {"axes": (1,)}, [np.ones((2, 2))], [marked], [np.ones(2)], None)
    assert rows.tolist() == [1, 0]
    # jax >= 0.11's split, stack and unstack move each element's mark with it (tokamax's gated delta rule splits
    # a tile's rows, its padded rows' garbage among them, and stacks what it keeps)
    parts = taint.propagate("split", {"sizes": (1, 1), "axis": 0}, [np.ones((2, 2))], [marked],
                            [np.ones((1, 2)), np.ones((1, 2))], None)
    assert [taint.full(p, (1, 2)).tolist() for p in parts] == [[[1, 0]], [[0, 0]]]
    [stacked] = taint.propagate("stack", {"axis": 0}, [np.ones((2, 2)), np.ones((2, 2))], [0, marked],
                                [np.ones((2, 2, 2))], None)
    assert stacked.tolist() == [[[0, 0], [0, 0]], [[1, 0], [0, 0]]]
    rows = taint.propagate("unstack", {"axis": 1}, [np.ones((2, 2))], [marked], [np.ones(2), np.ones(2)], None)
    assert [taint.full(r, (2,)).tolist() for r in rows] == [[1, 0], [0, 0]]
    [every] = taint.propagate("sort", {}, [np.ones((2, 2))], [marked], [np.ones((2, 2))], None)
    assert every.tolist() == [[1, 1], [1, 1]]
    assert taint.propagate("add", {}, [np.ones(2), np.ones(2)], [0, 0], [np.ones(2)], None) == [0]


@pytest.mark.parametrize("variant", ["kept", "half_kept", "decides"])
def test_recurrent_state_that_reaches_an_output_is_stale(variant):
    """The same read kept (through the where's other arm, in half the rows, or deciding a pl.when that
    zeroes the output) reaches an output: stale scratch, as before."""
    x = jnp.asarray(np.random.default_rng(3).standard_normal((toy.ROW_BLOCKS * 8, toy.CHUNKS * toy.WIDTH)),
                    jnp.float32)
    report, out = check(toy.recurrent(variant), x)
    assert set(kinds(report)) == {"stale_scratch"}
    assert kinds(report)["stale_scratch"].startswith(
        "recurrent: program (0, 0) reads h[0, 0] before its sweep wrote it, and no sweep initialises it "
        "(1024 elements of h in 2 of 2 sweeps)")
    if variant != "decides":  # the NaN VMEM held is in the outputs
        assert np.isnan(out).any()


# JAX's splash attention: the forward kernel resets its m, l and o scratch at the first kv step
_SPLASH_RESET = "  h, i, j = pl.program_id(0), pl.program_id(1), pl.program_id(2)\n\n  @pl.when(j == 0)\n  def init():"


def _splash_forward(module, causal: bool):
    """The forward of splash attention as `module` builds it (two heads, two 128-blocks along q and kv)."""
    from jax.experimental.pallas.ops.tpu.splash_attention import CausalMask, FullMask, MultiHeadMask

    seq = 256
    mask = MultiHeadMask([CausalMask((seq, seq)) if causal else FullMask((seq, seq))] * 2)
    blocks = module.BlockSizes(block_q=128, block_kv=128, block_kv_compute=128)
    return module.make_splash_mha_single_device(mask, block_sizes=blocks, interpret=True)


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_jax_splash_attention_is_clean_and_without_its_first_step_reset_reads_stale_scratch(causal, tmp_path,
                                                                                              monkeypatch):
    """A scalar-prefetch TPU kernel of JAX's own (pltpu.PrefetchScalarGridSpec, dimension semantics
    parallel/arbitrary/arbitrary, statistics in VMEM scratch): no finding as shipped; with its reset at the
    first kv step removed (the `pl.when(j == 0)` init never runs) the first step reads stale m, l and o,
    and the NaN the model's VMEM holds reaches the output."""
    import importlib.util
    import inspect
    import sys

    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as shipped

    rng = np.random.default_rng(0)
    q, k, v = (jnp.asarray(rng.standard_normal((2, 256, 128), dtype=np.float32)) for _ in range(3))
    report, out = check(_splash_forward(shipped, causal), q * 128 ** -0.5, k, v)
    assert not report.findings and np.isfinite(out).all()

    source = inspect.getsource(shipped)
    assert source.count(_SPLASH_RESET) == 1, "splash attention's forward kernel no longer resets as planted here"
    path = tmp_path / "planted_splash.py"
    path.write_text(source.replace(_SPLASH_RESET, _SPLASH_RESET.replace("  @pl.when(j == 0)\n", "")))
    spec = importlib.util.spec_from_file_location("planted_splash", path)
    planted = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "planted_splash", planted)
    spec.loader.exec_module(planted)
    report, out = check(_splash_forward(planted, causal), q * 128 ** -0.5, k, v)
    assert set(kinds(report)) == {"stale_scratch"}
    message = kinds(report)["stale_scratch"]
    assert message.startswith("splash_mha_fwd_no_residuals: program (0, 0, 0) reads m_scratch[0, 0] before its "
                              "sweep wrote it, and no sweep initialises it"), message
    assert all(f"elements of {name}" in message for name in ("m_scratch", "l_scratch", "o_scratch")), message
    assert np.isnan(out).any()


@pytest.mark.parametrize("overwrite", [True, False], ids=["overwritten", "kept"])
def test_a_stale_value_an_output_no_longer_holds_reaches_nothing(overwrite):
    """Garbage written into an output block and replaced before the block goes out never reaches the output
    (tokamax's gated delta rule computes its tiles' padded rows and writes over them); left there, it does."""
    from one_kernel import check, kinds

    x = jnp.arange(16 * 128, dtype=jnp.float32).reshape(16, 128)
    report, out = check(toy.overwritten(overwrite), x)
    if overwrite:
        assert report.findings == [], kinds(report)
        np.testing.assert_array_equal(out, np.asarray(x) * 2)
    else:
        assert set(kinds(report)) == {"stale_scratch"}, kinds(report)


def test_marks_an_output_keeps_across_sweeps_reach_it_in_the_sweep_that_wrote_them():
    """An element keeps one sweep: a later sweep that adds onto it, or writes back what it read there,
    carries the earlier sweep's marks on, and they reach the output in that earlier sweep (not the later)."""
    from harness.analysis.memory_footprint import ScratchLog
    from harness.analysis.memory_taint import bit

    for add in (True, False):
        log = ScratchLog([9], [4])
        log.operand_sizes = [8]
        log.new_sweep()  # sweep 0 lands slot 0's mark in element 2 of output 0
        log.land(0, np.array([2]), np.array([bit(0)]), add=False)
        log.new_sweep()  # sweep 1 adds its own onto it, or writes back what it read there (the same marks)
        log.land(0, np.array([2]), np.array([bit(0)]), add=add)
        log.settle()
        assert log.matters(0, 0) and log.matters(0, 1), (add, log.reached)
    log = ScratchLog([9, 10], [4, 4])
    log.operand_sizes = [8]
    log.new_sweep()
    log.land(0, np.array([3, 3]), np.array([bit(0), bit(1)]), add=True)  # one index named twice: both add
    log.settle()
    assert log.matters(0, 0) and log.matters(1, 0)
