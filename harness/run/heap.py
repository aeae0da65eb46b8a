"""Python's garbage collector in a long-lived worker.

A full collection walks every tracked object that is not frozen. A gate worker's heap grows case by
case (JAX's trace and lowering caches, the target's jitted dispatchers, the memory model's plans):
from 0.4M objects before its first case to 2.4-3.7M at the end of the PR gate, and each case leaves
enough behind to start a full collection every one or two cases. Measured with gc callbacks over the
whole warm PR gate (2026-11-30): 133 and 146 full collections took 114 and 118 s of the workers' 487
and 490 s, each walk longer as the worker aged (0.14 s after the first case, 2.1 s at the end).

So between cases a worker freezes what has survived (`gc.freeze`, after a collection: frozen garbage
cycles would outlive their case) after its first case and whenever the oldest generation has grown
past `FREEZE_FROM` objects since the last freeze; later collections walk what the recent cases
allocated, not what the worker has accumulated, and frozen objects are still freed by reference
counting. `release` unfreezes, collects and freezes again, so cycles that died while frozen are
freed: when the engine drops JAX's caches (a change of mesh size) and whenever the frozen heap has
doubled since the last release. The same warm gate then: 103 and 110 full collections, 25 and 27 s;
after the run, unfreezing and collecting found 20 and 30 objects that had died frozen.

The same rules hold before the first case: a process that runs the harness sets the oldest generation's
threshold when it starts (`start`), before JAX, the target and the grid are loaded (the gate's
collection builds 78k cases and the manifest's claims: with Python's default threshold its full
collections were 0.6 s of its 3.8 s), and freezes what collection built once it is done (`collected`)."""

from __future__ import annotations

import gc

FREEZE_FROM = 200_000  # objects in the oldest generation: a full collection of them costs ~0.1 s
# Once frozen, the oldest generation is small and the collector's own rule (a full collection when it
# has grown by a quarter) would walk it hundreds of times a run (649 and 663 times, 64 s a worker):
# full collections only every OLDEST_EVERY collections of the middle one (Python's default: 10).
OLDEST_EVERY = 100

_settled = False
_frozen_at_release = 0


def start() -> None:
    """At the start of a process that runs the harness: full collections only every OLDEST_EVERY
    collections of the middle generation (the heap it is about to build is long-lived)."""
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, OLDEST_EVERY)


def collected() -> None:
    """After collection, before the first case: freeze what the session has built (imports, the target,
    its grid and manifest: 0.1-0.4M objects), uncollected. What of it is garbage is little (a few hundred
    cycles at the gate's collection, 0.1-0.2 s to find), and the first case's collection (`settle`) then
    walks what the case allocated instead of the whole heap again: every process that runs cases saves
    that walk (the plugin's own tests start ~200 such processes)."""
    gc.freeze()


def settle() -> bool:
    """Between cases: collect, then freeze the survivors, after the first case and whenever the oldest
    generation has grown past FREEZE_FROM objects since; release the frozen heap when it has doubled
    since the last release (cycles that died while frozen are freed then). Returns whether it froze."""
    global _settled, _frozen_at_release
    old = len(gc.get_objects(generation=2))
    if _settled and old < FREEZE_FROM:
        return False
    if not _settled:
        start()  # (a process that drives the engine without the plugin: harness coverage, mutate)
    _settled = True
    if _frozen_at_release and gc.get_freeze_count() + old > 2 * _frozen_at_release:
        release()
    else:
        gc.collect()
        gc.freeze()
        _frozen_at_release = _frozen_at_release or gc.get_freeze_count()
    return True


def release() -> None:
    """After a cache that held frozen objects was dropped: collect everything once, then freeze again."""
    global _frozen_at_release
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _frozen_at_release = gc.get_freeze_count()


def leaving() -> None:
    """At the end of a process that ran the harness (pytest_unconfigure, its last hook): freeze the heap.
    The interpreter's shutdown collects garbage over every tracked object; after a gate's collection alone
    (78,166 cases of the declared grid, the manifest's claims, the target's modules) that walk is the
    0.5-0.9 s between the last line of output and the exit, paid by every process the harness runs.
    Frozen objects are still freed by reference counting; what sits in a cycle is left to the process's
    end, as the collector would have found it only then."""
    gc.freeze()
