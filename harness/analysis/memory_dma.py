"""TPU DMAs and semaphores in the memory model: a copy lands when it is waited on, not when it starts.

A Mosaic TPU kernel moves its own memory (`pltpu.make_async_copy(src, dst, sem).start()` ... `.wait()`,
`memory_space=pl.ANY` operands left in HBM, page tables read as scalar prefetch): on the device the
copy runs beside the program, and what `dst` holds before the wait is whatever it held. The model
(`harness.analysis.memory_footprint`) reads the source when the copy starts and writes the
destination when it is waited on, so a read of the destination before its wait sees what was there
before (poisoned scratch: a stale read, followed to where it gets); a copy can start in one program and
be waited on in a later one of the same sweep (the next block prefetched while this one computes).
Beside that, what a happens-before reading of one core's program order says of copies in flight:

- `dma_race`: a program touches the destination of a copy in flight (read or write), or writes its
  source, between the start and the wait;
- `dma_in_flight`: a copy still in flight when its sweep ends (nobody waits for it: the kernel ends,
  or the core moves on, with its destination unsettled);
- `dma_unmatched_wait`: a wait no copy in flight on that semaphore answers (on the device the core
  waits forever).

A wait settles the copy in flight on its semaphore with its destination, or the copies into parts of
it that fill it (else the oldest of its size): JAX's own kernels wait each copy by its descriptor
(0.10's paged attention), or a whole buffer its pages were copied into one by one (0.12's).
Semaphores are counters (a copy counts one; `semaphore_signal` adds, `semaphore_wait` takes). What is
not modelled says so (`Unsupported`): a remote copy (`device_id`), a wait on a semaphore no program of
this core signalled (another core's signal), and a copy into a block held by one program that another
program waits for.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import numpy as np

from harness.errors import Unsupported

PRIMITIVES = frozenset({"dma_start", "dma_wait", "semaphore_signal", "semaphore_wait", "semaphore_read"})
KINDS = ("dma_race", "dma_in_flight", "dma_unmatched_wait")


@dataclasses.dataclass
class Located:
    """A ref access's place: the operand (None: a buffer the footprint does not follow) and the operand's
    elements under it (-1 outside, -2 unknown)."""

    operand: int | None
    at: np.ndarray


@dataclasses.dataclass
class _Copy:
    sem: tuple[int, int]  # (the semaphore's buffer, its element)
    dst: Any  # the destination as the start named it (a ref, or a ref with its transforms)
    dst_place: Located
    src_place: Located
    value: np.ndarray  # the source as read when the copy started
    mark: Any  # its marks (harness.analysis.memory_taint)
    add: bool  # dma_start(add=True): the destination accumulates
    program: tuple[int, ...]


@dataclasses.dataclass
class Event:
    """A finding's evidence, named by memory_findings.transfer_findings (it knows the operands' names and shapes)."""

    kind: str
    operand: int | None
    element: int
    program: tuple[int, ...]
    started_by: tuple[int, ...] | None
    verb: str  # what the program does: reads, writes, starts a second copy into, ...
    role: str = "destination"  # of the copy in flight: its destination or its source


class Transfers:
    """The copies in flight on one core's sweep (`new_sweep` closes one), and the events the findings
    read. The interpreter asks `on_access` about every ref access and hands over the DMA and
    semaphore primitives."""

    def __init__(self) -> None:
        self.in_flight: list[_Copy] = []
        self.events: list[Event] = []

    def new_sweep(self) -> None:
        for copy in self.in_flight:
            self._event("dma_in_flight", copy.dst_place, copy.program, copy.program, "starts a copy into")
        self.in_flight = []

    def close_scope(self, buffers: set[int], split: Callable[[Any], tuple[Any, tuple]]) -> None:
        """A `run_scoped` closes: a copy still in flight into one of its buffers (by identity) is never
        waited for (its destination is gone)."""
        for copy in [c for c in self.in_flight if id(split(c.dst)[0]) in buffers]:
            self._event("dma_in_flight", copy.dst_place, copy.program, copy.program, "starts a copy into")
            self.in_flight.remove(copy)

    def _event(self, kind: str, place: Located, program: tuple[int, ...], started_by: tuple[int, ...] | None,
               verb: str, role: str = "destination") -> None:
        at = place.at.ravel()
        at = at[at >= 0]
        self.events.append(Event(kind, place.operand, int(at[0]) if at.size else -1, program, started_by, verb, role))

    def on_access(self, operand: int | None, touched: np.ndarray, writes: bool, program: tuple[int, ...]) -> None:
        """A program's access between a copy's start and its wait: a race on the copy's destination
        (read or write) or on its source (write)."""
        if operand is None or not self.in_flight:
            return
        verb = "writes" if writes else "reads"
        for copy in self.in_flight:
            for place, role in ((copy.dst_place, "destination"), (copy.src_place if writes else None, "source")):
                if place is None or place.operand != operand:
                    continue
                hit = np.intersect1d(touched[touched >= 0], place.at[place.at >= 0])
                if hit.size:
                    self._event("dma_race", Located(operand, hit), program, copy.program, verb, role)
                    return

    def start(self, src: Any, dst: Any, sem: "Semaphore", device_id: Any, add: bool,
              program: tuple[int, ...], read: Callable[[Any], tuple[np.ndarray, Any, Located]],
              place_of: Callable[[Any], Located]) -> None:
        """`dma_start`: the source read now, the copy in flight on `sem`."""
        if device_id is not None:
            raise Unsupported("a remote DMA (`device_id`): copies between devices are not modelled")
        value, mark, src_place = read(src)
        if np.size(value) == 0:  # a copy of nothing (a tile's padded slot): no byte moves, none to wait for
            return
        dst_place = place_of(dst)
        for other in self.in_flight:
            if dst_place.operand is not None and other.dst_place.operand == dst_place.operand and \
                    np.intersect1d(other.dst_place.at[other.dst_place.at >= 0], dst_place.at[dst_place.at >= 0]).size:
                self._event("dma_race", dst_place, program, other.program, "starts another copy into")
        sem.counter[sem.index] += 1
        self.in_flight.append(_Copy(sem.key, dst, dst_place, src_place, np.array(value), mark, add, program))

    def wait(self, dst: Any, sem: "Semaphore", device_id: Any, program: tuple[int, ...],
             place_of: Callable[[Any], Located], write: Callable[[_Copy], None]) -> None:
        """`dma_wait`: what the copies in flight on `sem` into `dst` bring lands now (`_settled`)."""
        if device_id is not None:
            raise Unsupported("a remote DMA's wait (`device_id`): copies between devices are not modelled")
        place = place_of(dst)
        if place.at.size == 0:  # a wait for no bytes (a padded slot's): nothing to wait for
            return
        settled = _settled([c for c in self.in_flight if c.sem == sem.key], place)
        if not settled:
            self._event("dma_unmatched_wait", place, program, None, "waits for a copy into")
            return
        for copy in settled:
            self.in_flight.remove(copy)
            sem.counter[sem.index] -= 1
            write(copy)


def _settled(on_sem: list[_Copy], place: Located) -> list[_Copy]:
    """The copies a wait for `place` settles, of those in flight on its semaphore: the one into exactly
    `place`; else those into parts of it, oldest first, that fill it (a wait for a whole buffer whose
    pages were copied one by one: JAX 0.12's paged attention); else the oldest of its size; else the
    oldest whose sizes add up to its size (a wait takes its destination's size off the semaphore, whatever
    copies brought it: tokamax's gated delta rule copies a row per sequence and waits once, with a
    descriptor of their total size that it never starts)."""
    exact = [c for c in on_sem if c.dst_place.operand == place.operand and np.array_equal(c.dst_place.at, place.at)]
    if exact:
        return exact[:1]
    inside = [c for c in on_sem if c.dst_place.operand == place.operand and place.operand is not None
              and np.isin(c.dst_place.at, place.at).all()]
    if inside and sum(c.value.size for c in inside) >= place.at.size:
        chosen, total = [], 0
        for copy in inside:
            if total >= place.at.size:
                break
            chosen.append(copy)
            total += copy.value.size
        return chosen
    same_size = [c for c in on_sem if c.value.size == place.at.size][:1]
    if same_size:
        return same_size
    chosen, total = [], 0  # the oldest copies whose sizes make up the wait's (one wait for several copies)
    for copy in on_sem:
        if total >= place.at.size:
            break
        chosen.append(copy)
        total += copy.value.size
    return chosen if total == place.at.size else []


@dataclasses.dataclass(frozen=True)
class Semaphore:
    """One semaphore: its buffer's elements flat (a view: the counts land in the kernel's scratch), the
    element, and what names it across programs (the buffer's identity and the element)."""

    counter: np.ndarray
    index: int
    key: tuple[int, int]


def signal(sem: Semaphore, inc: Any, device_id: Any) -> None:
    """`semaphore_signal` on this core."""
    if device_id is not None:
        raise Unsupported("a semaphore signalled on another device (`device_id`): not modelled")
    sem.counter[sem.index] += int(np.asarray(inc))


def take(sem: Semaphore, value: Any) -> None:
    """`semaphore_wait`: what this core's programs signalled, taken; more than that is another core's."""
    if sem.counter[sem.index] < int(np.asarray(value)):
        raise Unsupported("a semaphore_wait for more than the programs of this core signalled: synchronisation "
                          "with another core or device is not modelled")
    sem.counter[sem.index] -= int(np.asarray(value))
