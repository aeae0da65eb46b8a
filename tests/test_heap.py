"""A worker freezes what its first case left alive, once: later full collections do not walk it."""

import gc
import weakref

from harness.run import heap


class _Node:
    pass


def test_settle_collects_then_freezes_once(monkeypatch):
    monkeypatch.setattr(heap, "_settled", False)
    before = gc.get_freeze_count()
    node = _Node()
    node.self = node  # a cycle only the collector frees: frozen, it would live as long as the worker
    dead = weakref.ref(node)
    del node
    try:
        assert heap.settle() is True
        assert dead() is None  # collected before the freeze
        frozen = gc.get_freeze_count()
        assert frozen > before
        assert heap.settle() is False and gc.get_freeze_count() == frozen  # once per process
    finally:
        gc.unfreeze()
