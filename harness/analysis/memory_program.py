"""One program of a kernel, interpreted on numpy views of its operands' buffers: every ref access lands
in place and, while a footprint is kept (`harness.analysis.memory_footprint.Footprint`), is recorded as
indices into the whole operand, scratch in its sweep's log with the marks of what it holds
(`harness.analysis.memory_taint`), DMAs and semaphores as `harness.analysis.memory_dma` models them. A ref
seen through several transforms (`.at[i].at[j]`, `.reshape`) is a view of a view; what the model does not
follow raises `Unsupported`, named."""

from __future__ import annotations

import types
from collections.abc import Sequence
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from harness.analysis import kernel_arms, memory_dma, memory_taint
from harness.analysis.memory_eval import CALL_BODY_PARAMS, evaluate
from harness.errors import Unsupported
from harness.jaxtools.jaxcompat import constvars_as_invars, is_semaphore


def _locate(ref: np.ndarray, addresses: np.ndarray, indexer: Any):
    """Where an indexer points in a ref: (values, addresses, where, interior, problems). `where`
    indexes `values` and `addresses` with the indexer's meaning (slices stay slices, integer arrays
    broadcast as numpy's advanced indexing does). Where it reaches past the ref, both are padded
    copies (values NaN or 0, addresses -1), `interior` says where the ref sits in them, and
    `problems` describes the overshoot per dimension."""
    from jax._src.state import indexing

    spans, problems = [], []
    for dim, (i, n) in enumerate(zip(indexer.indices, ref.shape)):
        if isinstance(i, indexing.Slice):
            start, size, stride = int(np.asarray(i.start)), int(np.asarray(i.size)), int(i.stride)
            first, last = (start, start + (size - 1) * stride) if size else (0, 0)
        else:
            a = np.asarray(i)
            first, last = (int(a.min()), int(a.max())) if a.size else (0, 0)
        if first < 0 or last >= n:
            problems.append(f"dimension {dim}: index {first if first < 0 else last} of extent {n}")
        spans.append((max(0, -first), max(0, last - (n - 1))))
    values, addr, interior = ref, addresses, None
    if problems:
        fill = np.nan if ref.dtype.kind in "fc" else 0
        values = np.pad(ref, spans, constant_values=fill)
        addr = np.pad(addresses, spans, constant_values=-1)
        interior = tuple(slice(lo, lo + n) for (lo, _), n in zip(spans, ref.shape))
    where = []
    for (lo, _), i in zip(spans, indexer.indices):
        if isinstance(i, indexing.Slice):
            start, size, stride = int(np.asarray(i.start)) + lo, int(np.asarray(i.size)), int(i.stride)
            where.append(slice(start, start + size * stride, stride))
        else:
            where.append(np.asarray(i) + lo)
    return values, addr, tuple(where), interior, problems


def interpret_program(jaxpr: Any, refs: list[np.ndarray], addresses: list[np.ndarray | None],
                      operand_of: list[int | None], program: tuple[int, ...], ordinal: int, plan: Any,
                      footprint: Any, reaches: Sequence[bool],
                      transfers: memory_dma.Transfers | None = None) -> None:
    """One program of a kernel: its ref accesses go to the buffers' views and into the footprint;
    with a footprint, the values carry marks (`ScratchLog`): what the sweep read of scratch it had not
    written, and where that gets (`reaches`: per input and output operand, whether a value written
    there can reach the program's outputs). `transfers`: the DMAs in flight on the sweep
    (`harness.analysis.memory_dma`)."""
    _Program(refs, addresses, operand_of, program, ordinal, plan, footprint, reaches,
             transfers if transfers is not None else memory_dma.Transfers()).run(jaxpr)


class _Program:
    """The interpreter of one program: `on_eqn` takes the primitives that touch refs, program ids, DMAs,
    semaphores and scoped buffers; `evaluate` (harness.analysis.memory_eval) runs the rest."""

    def __init__(self, refs: list[np.ndarray], addresses: list[np.ndarray | None], operand_of: list[int | None],
                 program: tuple[int, ...], ordinal: int, plan: Any, footprint: Any, reaches: Sequence[bool],
                 transfers: memory_dma.Transfers):
        self.refs, self.addresses, self.operand_of = refs, addresses, operand_of
        self.program, self.ordinal, self.plan, self.footprint = program, ordinal, plan, footprint
        self.reaches, self.transfers = reaches, transfers
        self.position = {id(r): k for k, r in enumerate(refs)}
        self.log = footprint.scratch if footprint is not None else None
        self.marks = memory_taint.Marks(self.log.reach) if self.log is not None else None

    def run(self, jaxpr: Any) -> None:
        # a kernel's guarded arithmetic (jnp.where(c > 0, 1 / c, 0)) evaluates both arms on concrete values:
        # numpy's divide-by-zero and invalid warnings there say nothing about the kernel (what it keeps does)
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            evaluate(jaxpr, (), self.refs, self.on_eqn, _INTERCEPTED, self._observe, _OBSERVED, marks=self.marks,
                     marks_in=[0] * len(self.refs) if self.marks is not None else None)

    @property
    def _observe(self) -> Any:
        return self.footprint.arms.observe if self.footprint is not None else None

    # -- marks (harness.analysis.memory_taint): only while a footprint is kept ---------------------------

    def held_marks(self, operand: int | None, at: np.ndarray) -> Any:
        """The marks of what an access at addresses `at` finds in `operand`: scratch's, or what landed in an
        output."""
        slot = self.log.slot.get(operand)
        if slot is not None:
            return self.log.read_marks(slot, at)
        return 0 if operand is None else self.log.landed_marks(operand, at)

    def store_marks(self, name: str, operand: int | None, at: np.ndarray, lanes: np.ndarray | None,
                    value_mark: Any) -> None:
        """A write's marks: into scratch, or into an output the program reads (where the run's end judges them);
        an unmarked write clears what it replaces."""
        log = self.log
        if operand is None:
            return
        slot = log.slot.get(operand)
        buffer = log.marks[slot] if slot is not None else None
        if buffer is None and not memory_taint.marked(value_mark) and not log.holds_marks(operand):
            return  # nothing marked written where nothing marked is held
        written = memory_taint.full(value_mark, at.shape)
        keep = at >= 0 if lanes is None else lanes & (at >= 0)
        if buffer is not None:
            if name == "addupdate":
                if memory_taint.marked(value_mark):
                    np.bitwise_or.at(buffer, at[keep], written[keep])
            elif memory_taint.marked(value_mark) or buffer[at[keep]].any():
                buffer[at[keep]] = written[keep]
        elif operand < len(self.reaches) and self.reaches[operand]:  # an output (or input) the program reads:
            log.land(operand, at[keep], written[keep], name == "addupdate")  # (an unmarked write clears marks)
        elif operand >= len(self.reaches):  # a buffer the model does not place: wherever it goes, it got there
            bits = memory_taint.bits_of(written if lanes is None else written[lanes])
            if bits:
                log.reach(bits)

    def decided(self, ins: Sequence[Any]) -> None:
        """Marked indices or masks of an access decide what it touches: their marks get somewhere."""
        bits = memory_taint.bits_of(*ins)
        if bits:
            self.log.reach(bits)

    # -- ref accesses -----------------------------------------------------------------------------------

    def locate(self, name: str, ref: np.ndarray, transforms: Any, base: np.ndarray | None = None):
        """(k, the view the last indexer applies to, then `_locate`'s five) for an access through a
        ref's transforms: each but the last (`.at[i]` of `.at[j]`) narrows the view in place. `base`:
        the addresses to locate in (the operand's, where None)."""
        from jax._src.state import indexing

        k = self.position.get(id(ref))
        if k is None:
            raise Unsupported(f"`{name}` on a ref the kernel made itself")
        transforms = tuple(transforms or ())
        if any(not isinstance(t, indexing.NDIndexer) and type(t).__name__ != "ReshapeTransform" for t in transforms):
            raise Unsupported(f"ref transforms {[type(t).__name__ for t in transforms]} in `{name}`")
        view = ref
        if base is None:
            base = self.addresses[k] if self.addresses[k] is not None else np.full(ref.shape, -2, np.int64)
        last = transforms[-1] if transforms and isinstance(transforms[-1], indexing.NDIndexer) else None
        for t in transforms[:-1] if last is not None else transforms:
            if not isinstance(t, indexing.NDIndexer):  # ref.reshape(...): the same elements, another shape
                reshaped = view.reshape(t.shape)
                if not np.shares_memory(reshaped, view):
                    raise Unsupported(f"a reshape of a non-contiguous view of a ref in `{name}`")
                view, base = reshaped, base.reshape(t.shape)
                continue
            values, addr, where, _, problems = _locate(view, base, t)
            if problems or any(not isinstance(w, slice) and np.ndim(w) > 0 for w in where):
                raise Unsupported(f"a view of a ref past its bounds, or gathered, in `{name}`")
            where = tuple(w if isinstance(w, slice) else int(w) for w in where)  # basic indexing: a view
            view, base = values[where], addr[where]
        indexer = last if last is not None else indexing.NDIndexer.make_trivial_indexer(view.shape)
        return (k, view, *_locate(view, base, indexer))

    def access(self, name: str, ref: np.ndarray, transforms: Any, value: Any = None, mask: Any = None,
               other: Any = None, value_mark: Any = 0, other_mark: Any = 0) -> list[Any]:
        k, view, values, addr, where, interior, problems = self.locate(name, ref, transforms)
        marks = self.marks
        current = np.array(values[where])
        at = np.asarray(addr[where])  # the operand's element under each element of `current` (-1: outside)
        lanes = None if mask is None else np.broadcast_to(np.asarray(mask, bool), at.shape)
        operand = self.operand_of[k]
        found = self.held_marks(operand, at) if marks is not None and name != "addupdate" else 0
        self.record(name, operand, at.ravel() if lanes is None else at[lanes], problems)
        if name in ("get", "masked_load"):
            if mask is not None and other is not None:
                current = np.where(mask, current, other)
                if marks is not None and (memory_taint.marked(found) or memory_taint.marked(other_mark)):
                    found = memory_taint.normal(np.where(lanes, memory_taint.full(found, at.shape),
                                                         memory_taint.full(other_mark, at.shape)))
            if marks is not None:
                marks.outs = [found]
            return [current.astype(ref.dtype)]
        if marks is not None:
            self.store_marks(name, operand, at, lanes, value_mark)
            marks.outs = [] if name == "addupdate" else [found]
        new = current + np.asarray(value) if name == "addupdate" else np.asarray(value)
        if mask is not None and any(np.ndim(w) > 0 for w in where if not isinstance(w, slice)):
            # index arrays may name an element twice: a masked-off lane writes nothing (writing its old
            # value back could undo another lane's write), as on the device
            coordinates = [np.broadcast_to(grid[where], current.shape)[lanes] for grid in np.indices(values.shape)]
            values[tuple(coordinates)] = np.broadcast_to(new, current.shape)[lanes]
        else:
            values[where] = new if mask is None else np.where(mask, new, current)
        if interior is not None:
            view[...] = values[interior]
        return [] if name == "addupdate" else [current]

    def record(self, name: str, operand: int | None, touched: np.ndarray, problems: list[str]) -> None:
        """An access into the footprint (while one is kept): out of bounds, the DMAs in flight, scratch per
        core and sweep in the order accessed, other operands per program."""
        footprint = self.footprint
        if footprint is None or operand is None:
            return
        reads = name in ("get", "masked_load", "addupdate")
        if problems and (touched == -1).any():
            footprint.out_of_bounds.append((operand, "reads" if reads else "writes", self.program,
                                            '; '.join(problems)))
        writes = name != "get" and name != "masked_load"
        self.transfers.on_access(operand, touched, writes, self.program)
        slot = self.log.slot.get(operand)
        if slot is not None:  # scratch: per core, logged per sweep, in the order accessed
            if reads:
                self.log.read(slot, self.ordinal, touched)
            if writes:
                self.log.write(slot, self.ordinal, touched)
        else:
            if reads:
                footprint.reads.setdefault((operand, self.program), []).append(touched)
            if writes:
                footprint.writes.setdefault((operand, self.program), []).append(touched)

    # -- DMAs and semaphores (harness.analysis.memory_dma) ------------------------------------------------

    def place_of(self, ref: Any) -> memory_dma.Located:
        k, _, values, addr, where, _, _ = self.locate("dma", *_split(ref))
        return memory_dma.Located(self.operand_of[k], np.asarray(addr[where]))

    def dma_read(self, ref: Any) -> tuple[np.ndarray, Any, memory_dma.Located]:
        [value] = self.access("get", *_split(ref))
        return value, (self.marks.outs[0] if self.marks is not None else 0), self.place_of(ref)

    def semaphore(self, ref: Any) -> memory_dma.Semaphore:
        base, transforms = _split(ref)
        if self.position.get(id(base)) is None:
            raise Unsupported("a semaphore that is none of the kernel's scratch or scoped buffers")
        _, _, _, addr, where, _, problems = self.locate("semaphore", base, transforms,
                                                         np.arange(base.size).reshape(base.shape))
        at = np.asarray(addr[where]).ravel()
        if problems or at.size != 1:
            raise Unsupported("a DMA or semaphore operation on other than one semaphore")
        return memory_dma.Semaphore(base.reshape(-1), int(at[0]), (id(base), int(at[0])))

    def land(self, copy: Any) -> None:
        """A waited copy lands in the destination its start named."""
        ref, transforms = _split(copy.dst)
        if id(ref) not in self.position:
            raise Unsupported("a DMA into a block started in one program and waited for in another")
        self.access("addupdate" if copy.add else "swap", ref, transforms,
                    copy.value.reshape(copy.dst_place.at.shape), value_mark=copy.mark)

    def dma(self, name: str, eqn: Any, invals: list[Any]) -> list[Any]:
        """The DMA and semaphore primitives (harness.analysis.memory_dma): copies in flight, counters."""
        if self.marks is not None:
            self.decided(self.marks.ins)
        if name in ("dma_start", "dma_wait"):
            src, dst, dst_sem, _, device_id = eqn.params["tree"].unflatten(invals)
            if name == "dma_start":
                self.transfers.start(src, dst, self.semaphore(dst_sem), device_id, bool(eqn.params.get("add", False)),
                                     self.program, self.dma_read, self.place_of)
            else:
                self.transfers.wait(dst, self.semaphore(dst_sem), device_id, self.program, self.place_of, self.land)
            if self.marks is not None:
                self.marks.outs = []
            return []
        args = tuple(jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)) + (None,) * 5
        sem = self.semaphore(types.SimpleNamespace(ref=args[0], transforms=tuple(args[1] or ())))
        if self.marks is not None:
            self.marks.outs = [] if name != "semaphore_read" else [0]
        if name == "semaphore_read":
            return [np.int32(sem.counter[sem.index])]
        if name == "semaphore_signal":
            memory_dma.signal(sem, args[2], args[3])
        else:
            memory_dma.take(sem, args[2])
        return []

    def scoped(self, eqn: Any, invals: list[Any], ins: list[Any]) -> list[Any]:
        """`run_scoped`: its buffers allocated as garbage (semaphores at zero), followed like scratch while a
        footprint is kept (a slot per allocation site, fresh at each entry: harness.analysis.memory_footprint's
        ScratchLog), the body run on them; a copy still in flight into one when the scope closes is left
        unwaited."""
        if eqn.params.get("collective_axes"):
            raise Unsupported("`run_scoped` with collective axes (buffers shared by the cores of a mesh)")
        body, footprint = eqn.params["jaxpr"], self.footprint
        buffers, opened = [], set()
        for i, var in enumerate(body.invars):
            aval = var.aval
            buffer = garbage(aval, f"scoped{i}")
            operand = -1 - len(self.refs)  # without a footprint: its own place still (a DMA wait matches places)
            if footprint is not None:
                site = (id(body), i)
                if site not in footprint.scoped:
                    footprint.scoped[site] = (footprint.first_scoped + len(footprint.scoped), f"scoped{i}",
                                              tuple(aval.shape))
                operand = footprint.scoped[site][0]
                if not is_semaphore(aval):
                    self.log.scoped_slot(site, operand, buffer.size)
            self.position[id(buffer)] = len(self.refs)
            self.refs.append(buffer)
            self.addresses.append(np.arange(buffer.size).reshape(buffer.shape))
            self.operand_of.append(operand)
            buffers.append(buffer)
            opened.add(id(buffer))
        outs = evaluate(constvars_as_invars(body), (), [*invals, *buffers], self.on_eqn, _INTERCEPTED,
                        self._observe, _OBSERVED, marks=self.marks,
                        marks_in=[*ins, *[0] * len(buffers)] if self.marks is not None else None)
        self.transfers.close_scope(opened, _split)
        if self.marks is not None:
            self.marks.outs = self.marks.result
        return outs

    # -- the primitives it takes from `evaluate` ----------------------------------------------------------

    def on_eqn(self, eqn: Any, invals: list[Any]) -> list[Any] | None:
        name, marks, plan = eqn.primitive.name, self.marks, self.plan
        ins = marks.ins if marks is not None else [0] * len(invals)
        if name == "program_id":
            return [np.int32(self.program[plan.kernel_axes[eqn.params["axis"]]])]
        if name == "num_programs":
            return [np.int32(plan.grid[plan.kernel_axes[eqn.params["axis"]]])]
        if name in _BARRIERS:  # Triton's barrier of one program's threads: a program here runs whole
            return []
        if name in memory_dma.PRIMITIVES:
            return self.dma(name, eqn, invals)
        if name == "run_scoped":
            return self.scoped(eqn, invals, ins)
        if name == "get":
            if marks is not None:
                self.decided(ins[1:])
            return self.access(name, invals[0], jax.tree_util.tree_unflatten(eqn.params["tree"], invals[1:]))
        if name in ("swap", "addupdate"):
            if marks is not None:
                self.decided(ins[2:])
            return self.access(name, invals[0], jax.tree_util.tree_unflatten(eqn.params["tree"], invals[2:]),
                               invals[1], value_mark=ins[1])
        if name in ("masked_load", "masked_swap"):
            return self.masked(name, eqn, invals, ins)
        if any(id(x) in self.position for x in invals) and name not in CALL_BODY_PARAMS \
                and name not in ("cond", "while", "scan"):
            raise Unsupported(f"`{name}` takes a ref: the memory check does not model it")
        return None

    def masked(self, name: str, eqn: Any, invals: list[Any], ins: list[Any]) -> list[Any]:
        """Triton's masked load and store: the mask's arms observed (harness.analysis.kernel_arms)."""
        if name == "masked_load":
            ref, transforms, mask, other = jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)
            if self.footprint is not None and mask is not None:
                self.footprint.arms.observe(eqn, [mask])
            last = len(invals) - (other is not None)  # the leaves: ref, transforms' indices, mask, other
            if self.marks is not None:
                self.decided(ins[1:last])
            return self.access(name, ref, transforms, mask=mask, other=other,
                               other_mark=ins[-1] if other is not None else 0)
        ref, transforms, value, mask = jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)
        if self.footprint is not None and mask is not None:
            self.footprint.arms.observe(eqn, [mask])
        at_value = len(invals) - 1 - (mask is not None)  # the leaves: ref, transforms' indices, value, mask
        if self.marks is not None:
            self.decided([*ins[1:at_value], *ins[at_value + 1:]])
        return self.access(name, ref, transforms, value, mask=mask, value_mark=ins[at_value])


def _split(ref: Any) -> tuple[np.ndarray, tuple]:
    """A ref and its transforms, as a DMA's or semaphore's operand holds them."""
    return (ref.ref, tuple(ref.transforms)) if hasattr(ref, "transforms") else (ref, ())


_OBSERVED = frozenset(kernel_arms.OBSERVED) - {"masked_load", "masked_swap"}  # those two: on_eqn
# Triton's debug_barrier, by the name each JAX line gives the primitive ("debug_barrier_p" to 0.10, then "debug_barrier")
_BARRIERS = frozenset({"debug_barrier_p", "debug_barrier"})
_INTERCEPTED = frozenset({"program_id", "num_programs", "get", "swap", "addupdate", "masked_load", "masked_swap",
                          *_BARRIERS, *memory_dma.PRIMITIVES})


def poison(dtype: Any, other: bool) -> Any:
    """What an unwritten output element holds: NaN (or 0) normally, and a second, different value
    for the run that shows which outputs depend on it."""
    dtype = np.dtype(dtype)
    if jnp.issubdtype(dtype, jnp.inexact):  # numpy's kinds miss ml_dtypes' floats (bfloat16 is kind 'V')
        return jnp.finfo(dtype).max if other else np.nan
    if dtype.kind == "b":
        return other
    return np.iinfo(dtype).min if other else 0


def garbage(aval: Any, name: str) -> np.ndarray:
    """A scratch buffer as a sweep finds it: poisoned like an unwritten output (real VMEM holds
    garbage), the same poison in every run, so that what it taints is the stale-scratch finding's. A
    semaphore is a counter, and starts at zero."""
    if is_semaphore(aval):
        return np.zeros(aval.shape, np.int64)
    try:
        return np.full(aval.shape, poison(aval.dtype, False), aval.dtype)
    except TypeError:  # a semaphore or DMA scratch: no numpy dtype
        raise Unsupported(f"scratch `{name}` of type {aval}: not modelled") from None
