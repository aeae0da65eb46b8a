"""A worker freezes what its cases leave alive (after its first case, then whenever it has grown), so
full collections do not walk it; dropping JAX's caches releases what was frozen."""

import gc
import weakref

import pytest

from harness.run import heap


class _Node:
    pass


def _cycle() -> tuple[_Node, weakref.ref]:
    node = _Node()
    node.self = node  # a cycle only the collector frees: frozen, it would live as long as the worker
    return node, weakref.ref(node)


@pytest.fixture
def fresh_heap(monkeypatch):
    monkeypatch.setattr(heap, "_settled", False)
    monkeypatch.setattr(heap, "_frozen_at_release", 0)
    threshold = gc.get_threshold()
    gc.unfreeze()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


def test_settle_collects_then_freezes_after_the_first_case(fresh_heap):
    node, dead = _cycle()
    del node
    assert heap.settle() is True
    assert dead() is None  # collected before the freeze
    frozen = gc.get_freeze_count()
    assert frozen > 0
    assert heap.settle() is False and gc.get_freeze_count() == frozen  # little has survived since
    assert gc.get_threshold()[2] == heap.OLDEST_EVERY  # full collections of what is left are rarer


def test_settle_freezes_again_once_the_old_generation_has_grown(fresh_heap, monkeypatch):
    assert heap.settle() is True
    frozen = gc.get_freeze_count()
    monkeypatch.setattr(heap, "FREEZE_FROM", 5_000)
    kept = [[i] for i in range(20_000)]  # what a case leaves in JAX's caches
    gc.collect()  # the survivors reach the oldest generation
    assert heap.settle() is True
    assert gc.get_freeze_count() >= frozen + len(kept)
    assert heap.settle() is False


def test_settle_releases_once_the_frozen_heap_has_doubled(fresh_heap, monkeypatch):
    node, dead = _cycle()
    cache = {"entry": node}
    del node
    heap.settle()
    cache.clear()  # an entry evicted from a cache: garbage, but frozen
    monkeypatch.setattr(heap, "FREEZE_FROM", 5_000)
    kept = [[i] for i in range(2 * gc.get_freeze_count())]
    gc.collect()
    assert heap.settle() is True
    assert dead() is None  # released and collected
    assert gc.get_freeze_count() >= len(kept)


def test_release_frees_cycles_that_were_frozen(fresh_heap):
    node, dead = _cycle()
    cache = {"entry": node}
    del node
    heap.settle()
    cache.clear()  # jax.clear_caches(): the cycle is garbage, but frozen
    gc.collect()
    assert dead() is not None
    heap.release()
    assert dead() is None
    assert gc.get_freeze_count() > 0  # the rest is frozen again


def test_a_harness_session_ends_with_its_heap_frozen_and_other_sessions_are_left_alone(fresh_heap):
    """The interpreter's shutdown does not walk what a harness session built (pytest_unconfigure freezes
    it); a session that did not ask for the harness is not touched."""
    from harness.plugin.hooks import pytest_unconfigure
    from harness.plugin.session import STATE

    class Config:
        stash: dict = {}

    pytest_unconfigure(Config())
    assert gc.get_freeze_count() == 0
    Config.stash = {STATE: object()}
    pytest_unconfigure(Config())
    assert gc.get_freeze_count() > 0


def test_a_harness_process_sets_the_threshold_at_its_start_and_freezes_what_collection_built(fresh_heap):
    """Full collections are rare from the start (the gate's collection builds 78k cases), and the first
    case's collection walks what the case allocated, not the session's whole heap."""
    gc.set_threshold(700, 10, 10)
    heap.start()
    assert gc.get_threshold() == (700, 10, heap.OLDEST_EVERY)
    built = [_Node() for _ in range(1000)]  # what collection builds, alive for the session
    heap.collected()
    assert gc.get_freeze_count() >= len(built)
    assert not any(gc.is_tracked(b) and b in gc.get_objects(generation=2) for b in built[:3])  # frozen, not walked
