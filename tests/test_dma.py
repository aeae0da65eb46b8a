"""TPU kernels that move their own memory (`harness.analysis.memory_dma`): a DMA's destination is settled when
it is waited on, so a kernel that waits before it reads is clean and computes what it computes, even when
it prefetches the next program's rows; reading before the wait, leaving a copy in flight, waiting for a
copy never started and writing a copy's source before its wait are each found and named. JAX's own TPU
paged attention (page tables as scalar prefetch, pages copied from HBM by DMA) is clean, the model
computes its output, and with its waits moved after the read the race is found."""

import re

import jax.numpy as jnp
import numpy as np
import pytest

from harness.errors import Unsupported
from one_kernel import check, kinds
from toy import dma_kernels as toy

X = toy.x()


@pytest.mark.parametrize("variant", ["wait", "prefetch"])
def test_a_copy_waited_for_before_it_is_read_is_clean_and_lands(variant):
    """Each program's rows arrive by DMA; waited for in the same program, or started by the program
    before (double-buffered across the sequential axis): no finding, the output is the rows doubled."""
    report, out = check(toy.copy(variant), X)
    assert report.findings == [], kinds(report)
    np.testing.assert_array_equal(out, np.asarray(X) * 2)


def test_one_wait_for_the_bytes_of_several_copies_settles_them():
    """A TPU DMA semaphore counts bytes: a wait takes its descriptor's size off it, whichever copies brought
    them. tokamax's gated delta rule starts a copy per sequence row and waits once with a descriptor of the
    rows' total size into another place (never started): the oldest copies that make up that size land."""
    report, out = check(toy.copy("byte_count_wait"), X)
    assert report.findings == [], kinds(report)
    np.testing.assert_array_equal(out, np.asarray(X) * 2)


@pytest.mark.parametrize("variant", ["empty_copy", "empty_waited"])
def test_a_copy_of_nothing_is_never_in_flight(variant):
    """A tile's padded slot starts a copy of size 0 (tokamax's gated delta rule with 2 sequences in a tile
    of 4), and a wait counts only the bytes that move: nothing is left in flight, and a wait for no bytes
    waits for nothing."""
    report, out = check(toy.copy(variant), X)
    assert report.findings == [], kinds(report)
    np.testing.assert_array_equal(out, np.asarray(X) * 2)


def test_reading_a_copys_destination_before_its_wait_is_a_race():
    """The copy has not landed: the program reads what the buffer held (the poison of fresh VMEM in the
    first program, the rows the program before copied in the others)."""
    report, out = check(toy.copy("read_first"), X)
    assert set(kinds(report)) == {"dma_race", "stale_scratch"}, kinds(report)
    assert kinds(report)["dma_race"].startswith(
        "copy_read_first: program (0,) reads buf[0, 0, 0], the destination of the DMA program (0,) started, before "
        "waiting for it (and 3 more): on the device the copy runs beside the program")
    assert np.isnan(out[:toy.ROWS]).all()
    np.testing.assert_array_equal(out[toy.ROWS:], np.asarray(X)[:-toy.ROWS] * 2)


def test_a_copy_nobody_waits_for_is_in_flight_at_the_end_of_the_sweep():
    report, _ = check(toy.copy("no_wait"), X)
    assert set(kinds(report)) == {"dma_in_flight", "dma_race"}, kinds(report)
    assert kinds(report)["dma_in_flight"].startswith(
        "copy_no_wait: program (0,) starts a DMA into buf[0, 0, 0] that no program of its sweep waits for "
        "(and 3 more)")
    # the next program's copy into the same buffer, the first still in flight
    assert kinds(report)["dma_race"].startswith(
        "copy_no_wait: program (1,) starts another copy into buf[0, 0, 0], the destination of the DMA program (0,) "
        "started, before waiting for it")


def test_a_wait_for_a_copy_never_started_is_found():
    report, _ = check(toy.copy("stray_wait"), X)
    assert "dma_unmatched_wait" in kinds(report), kinds(report)
    assert kinds(report)["dma_unmatched_wait"].startswith(
        "copy_stray_wait: program (0,) waits for a DMA into buf[0, 0, 0] that no copy in flight on its semaphore "
        "makes (and 3 more): on the device the core waits forever")


@pytest.mark.parametrize("overwrite", [False, True], ids=["waits", "overwrites"])
def test_a_write_back_to_hbm_lands_and_writing_its_source_in_flight_is_a_race(overwrite):
    """VMEM scratch copied into an output left in HBM: each program's rows written once, by the DMA;
    with the scratch overwritten before the wait, the race on the source is found."""
    report, out = check(toy.write_back(overwrite), X)
    if not overwrite:
        assert report.findings == [], kinds(report)
        np.testing.assert_array_equal(out, np.asarray(X) * 2)
        return
    assert set(kinds(report)) == {"dma_race"}, kinds(report)
    assert kinds(report)["dma_race"].startswith(
        "write_back: program (0,) writes buf[0, 0], the source of the DMA program (0,) started, before waiting for it")


def test_semaphores_count_signals_and_a_wait_no_program_of_the_core_signals_is_not_modelled():
    report, out = check(toy.signalled(2), X)
    assert report.findings == []
    np.testing.assert_array_equal(out, np.asarray(X) + 1)  # two signals, one taken: the read sees one
    with pytest.raises(Unsupported, match="synchronisation with another core or device is not modelled"):
        check(toy.signalled(0), X)


# JAX's TPU paged attention waits for a block's pages (each by its descriptor on 0.10, the whole buffer at
# once on 0.12), then reads the block: planted, the read comes first
_PAGED_LOADED = '    """Wait async copies and gets the loaded buffer as a jax.Array."""\n'
_PAGED_READ = re.compile(r"^    jax_array = self\._vmem_buffer\[\.\.\.\].*\n", re.M)


def _paged(module):
    """JAX's paged attention as the pallas_ops pair calls it: two sequences of 4 pages of 16 tokens, 2 kv
    heads of 8 query heads, compute blocks of 2 pages (grid (1, 2, 2): each program loops over its blocks,
    prefetching the next while it computes)."""
    pages = jnp.arange(8, dtype=jnp.int32).reshape(2, 4)
    lengths = jnp.array([64, 40], jnp.int32)
    return lambda q, k, v: module.paged_attention(q, k, v, lengths, pages, pages_per_compute_block=2)


def test_jax_paged_attention_is_clean_and_with_its_waits_after_the_read_races(tmp_path, monkeypatch):
    import importlib.util
    import inspect
    import sys

    from jax.experimental.pallas import tpu as pltpu
    from jax.experimental.pallas.ops.tpu.paged_attention import paged_attention_kernel as shipped

    rng = np.random.default_rng(0)
    q = jnp.asarray(rng.standard_normal((2, 16, 128), dtype=np.float32))
    k, v = (jnp.asarray(rng.standard_normal((2, 8, 16, 128), dtype=np.float32)) for _ in range(2))
    with pltpu.force_tpu_interpret_mode(True):
        expected = np.asarray(_paged(shipped)(q, k, v))
        report, out = check(_paged(shipped), q, k, v)
    assert report.findings == [], kinds(report)
    np.testing.assert_allclose(out, expected, atol=1e-5)

    source = inspect.getsource(shipped)
    reads = _PAGED_READ.findall(source)
    assert source.count(_PAGED_LOADED) == 1 and len(reads) == 1, "paged attention no longer loads as planted here"
    path = tmp_path / "planted_paged.py"
    path.write_text(_PAGED_READ.sub("", source).replace(_PAGED_LOADED, _PAGED_LOADED + reads[0]))
    spec = importlib.util.spec_from_file_location("planted_paged", path)
    planted = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "planted_paged", planted)
    spec.loader.exec_module(planted)
    with pltpu.force_tpu_interpret_mode(True):
        report, _ = check(_paged(planted), q, k, v)
    assert "dma_race" in kinds(report), kinds(report)
    assert " reads k_vmem_buffer[" in kinds(report)["dma_race"], kinds(report)["dma_race"]


def test_jax_ragged_paged_attention_is_clean_and_the_model_computes_its_reference():
    """JAX's ragged paged attention (pallas_ops' tpu_ragged_paged_attention, whose masked stores JAX's own
    interpreter cannot run): its pages double-buffered by DMA, the sequence and buffer it is at kept in
    scalar-prefetch refs across the grid, its statistics guarded by `jnp.where(l == 0, 1, l)` on rows
    other sequences have not written yet. No finding, and the model's output is the module's reference."""
    from jax.experimental.pallas import tpu as pltpu
    from jax.experimental.pallas.ops.tpu.ragged_paged_attention import kernel as rpa

    q_lens, kv_lens = (1, 16, 7), (40, 16, 30)
    rng = np.random.default_rng(0)
    q = jnp.asarray(rng.standard_normal((sum(q_lens), 4, 128), dtype=np.float32)) * 128 ** -0.5
    kv = jnp.asarray(rng.standard_normal((12, 16, 4, 128), dtype=np.float32))
    pages = np.arange(12, dtype=np.int32)[::-1].reshape(3, 4).copy()
    cu_q_lens = np.concatenate([[0], np.cumsum(q_lens)]).astype(np.int32)
    lengths = (np.asarray(kv_lens, np.int32), pages, cu_q_lens, np.array([len(q_lens)], np.int32))
    with pltpu.force_tpu_interpret_mode(True):
        report, out = check(lambda q, kv: rpa.ragged_paged_attention(
            q, kv, *map(jnp.asarray, lengths), num_kv_pages_per_block=2, num_queries_per_block=8), q, kv)
    assert report.findings == [], kinds(report)
    assert report.grid == (1, 3)
    np.testing.assert_allclose(out, np.asarray(rpa.ref_ragged_paged_attention(q, kv, *lengths)), atol=2e-6)


@pytest.mark.parametrize("variant", ["wait", "halves", "read_first", "no_wait"])
def test_run_scoped_buffers_are_followed_like_scratch(variant):
    """Buffers a kernel allocates with `pltpu.run_scoped` start as garbage at each entry: waited for, the
    copy lands (no finding, the rows doubled), also where two copies fill it and one wait covers both (in
    the model's runs without a footprint too: tokamax's grouped_lowrank_proj was found 'uninitialised');
    read before anything lands, the read is stale; left in flight as the scope closes, the copy is never
    waited for."""
    report, out = check(toy.scoped(variant), X)
    if variant in ("wait", "halves"):
        assert report.findings == [], kinds(report)
        np.testing.assert_array_equal(out, np.asarray(X) * 2)
    elif variant == "read_first":
        assert set(kinds(report)) == {"stale_scratch"}, kinds(report)
        assert kinds(report)["stale_scratch"].startswith("scoped_read_first: program (0,) reads scoped0[0, 0] before")
        assert np.isnan(out).all()
    else:
        assert set(kinds(report)) == {"dma_in_flight"}, kinds(report)
        assert kinds(report)["dma_in_flight"].startswith(
            "scoped_no_wait: program (0,) starts a DMA into scoped0[0, 0] that no program of its sweep waits for")


def test_an_emit_pipeline_kernel_is_clean_and_computes_what_it_computes():
    """`pltpu.emit_pipeline` (tokamax's ragged_dot is built on it): its run_scoped double buffers and
    semaphores, the blocks copied in and out by DMA; no finding, the rows doubled. (The pipeline sizes
    itself by the TPU it runs on: the harness's TPU emulation answers.)"""
    from harness.run import emulation

    with emulation.context("tpu", interpret=True):
        report, out = check(toy.pipeline, X)
    assert report.findings == [], kinds(report)
    np.testing.assert_array_equal(out, np.asarray(X) * 2)
