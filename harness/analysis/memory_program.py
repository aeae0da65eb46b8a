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
                      footprint: Any, names: list[str], reaches: Sequence[bool] = (),
                      transfers: memory_dma.Transfers | None = None) -> None:
    """One program of a kernel: its ref accesses go to the buffers' views and into the footprint;
    with a footprint, the values carry marks (`ScratchLog`): what the sweep read of scratch it had not
    written, and where that gets (`reaches`: per input and output operand, whether a value written
    there can reach the program's outputs). `transfers`: the DMAs in flight on the sweep
    (`harness.analysis.memory_dma`)."""
    import jax
    from jax._src.state import indexing

    transfers = transfers if transfers is not None else memory_dma.Transfers()

    position = {id(r): k for k, r in enumerate(refs)}
    log = footprint.scratch if footprint is not None else None
    marks = memory_taint.Marks(log.reach) if log is not None else None

    def held_marks(operand: int | None, at: np.ndarray) -> Any:
        """The marks of what an access at addresses `at` finds in `operand`: scratch's, or what landed in an
        output."""
        slot = log.slot.get(operand)
        if slot is not None:
            return log.read_marks(slot, at)
        return 0 if operand is None else log.landed_marks(operand, at)

    def store_marks(name: str, operand: int | None, at: np.ndarray, lanes: np.ndarray | None, value_mark: Any) -> None:
        """A write's marks: into scratch, or into an output the program reads (where the run's end judges them);
        an unmarked write clears what it replaces."""
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
        elif operand < len(reaches) and reaches[operand]:  # an output (or input) the program reads: where it ends
            if memory_taint.marked(value_mark) or log.holds_marks(operand):  # (an unmarked write clears marks)
                log.land(operand, at[keep], written[keep], name == "addupdate")
        elif operand >= len(reaches):  # a buffer the model does not place: wherever it goes, it got there
            bits = memory_taint.bits_of(written if lanes is None else written[lanes])
            if bits:
                log.reach(bits)

    def locate(name: str, ref: np.ndarray, transforms: Any, base: np.ndarray | None = None):
        """(k, the view the last indexer applies to, then `_locate`'s five) for an access through a
        ref's transforms: each but the last (`.at[i]` of `.at[j]`) narrows the view in place. `base`:
        the addresses to locate in (the operand's, where None)."""
        k = position.get(id(ref))
        if k is None:
            raise Unsupported(f"`{name}` on a ref the kernel made itself")
        transforms = tuple(transforms or ())
        if any(not isinstance(t, indexing.NDIndexer) and type(t).__name__ != "ReshapeTransform" for t in transforms):
            raise Unsupported(f"ref transforms {[type(t).__name__ for t in transforms]} in `{name}`")
        view = ref
        if base is None:
            base = addresses[k] if addresses[k] is not None else np.full(ref.shape, -2, np.int64)
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

    def split(ref: Any) -> tuple[np.ndarray, tuple]:
        """A ref and its transforms, as a DMA's or semaphore's operand holds them."""
        return (ref.ref, tuple(ref.transforms)) if hasattr(ref, "transforms") else (ref, ())

    def access(name: str, ref: np.ndarray, transforms: Any, value: Any = None, mask: Any = None,
               other: Any = None, value_mark: Any = 0, other_mark: Any = 0) -> list[Any]:
        k, view, values, addr, where, interior, problems = locate(name, ref, transforms)
        current = np.array(values[where])
        at = np.asarray(addr[where])  # the operand's element under each element of `current` (-1: outside)
        lanes = None if mask is None else np.broadcast_to(np.asarray(mask, bool), at.shape)
        touched = at.ravel() if lanes is None else at[lanes]
        reads = name in ("get", "masked_load", "addupdate")
        operand = operand_of[k]
        found = held_marks(operand, at) if marks is not None and name != "addupdate" else 0
        if footprint is not None and operand is not None:
            if problems and (touched == -1).any():
                footprint.out_of_bounds.append((operand, "reads" if reads else "writes", program,
                                                '; '.join(problems)))
            writes = name != "get" and name != "masked_load"
            transfers.on_access(operand, touched, writes, program)
            slot = log.slot.get(operand)
            if slot is not None:  # scratch: per core, logged per sweep, in the order accessed
                if reads:
                    log.read(slot, ordinal, touched)
                if writes:
                    log.write(slot, ordinal, touched)
            else:
                if reads:
                    footprint.reads.setdefault((operand, program), []).append(touched)
                if writes:
                    footprint.writes.setdefault((operand, program), []).append(touched)
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
            store_marks(name, operand, at, lanes, value_mark)
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

    def place_of(ref: Any) -> memory_dma.Located:
        k, _, values, addr, where, _, _ = locate("dma", *split(ref))
        return memory_dma.Located(operand_of[k], np.asarray(addr[where]))

    def dma_read(ref: Any) -> tuple[np.ndarray, Any, memory_dma.Located]:
        [value] = access("get", *split(ref))
        return value, (marks.outs[0] if marks is not None else 0), place_of(ref)

    def semaphore(ref: Any) -> memory_dma.Semaphore:
        base, transforms = split(ref)
        if position.get(id(base)) is None:
            raise Unsupported("a semaphore that is none of the kernel's scratch or scoped buffers")
        _, _, _, addr, where, _, problems = locate("semaphore", base, transforms,
                                                    np.arange(base.size).reshape(base.shape))
        at = np.asarray(addr[where]).ravel()
        if problems or at.size != 1:
            raise Unsupported("a DMA or semaphore operation on other than one semaphore")
        return memory_dma.Semaphore(base.reshape(-1), int(at[0]), (id(base), int(at[0])))

    def dma(name: str, eqn: Any, invals: list[Any]) -> list[Any]:
        """The DMA and semaphore primitives (harness.analysis.memory_dma): copies in flight, counters."""
        if marks is not None:
            decided(marks.ins)
        if name in ("dma_start", "dma_wait"):
            src, dst, dst_sem, _, device_id = eqn.params["tree"].unflatten(invals)
            if name == "dma_start":
                transfers.start(src, dst, semaphore(dst_sem), device_id, bool(eqn.params.get("add", False)),
                                program, dma_read, place_of)
            else:
                def land(copy: Any) -> None:  # into the destination its start named
                    ref, transforms = split(copy.dst)
                    if id(ref) not in position:
                        raise Unsupported("a DMA into a block started in one program and waited for in another")
                    access("addupdate" if copy.add else "swap", ref, transforms,
                           copy.value.reshape(copy.dst_place.at.shape), value_mark=copy.mark)
                transfers.wait(dst, semaphore(dst_sem), device_id, program, place_of, land)
            if marks is not None:
                marks.outs = []
            return []
        args = tuple(jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)) + (None,) * 5
        sem = semaphore(indexing_ref(args[0], args[1]))
        if marks is not None:
            marks.outs = [] if name != "semaphore_read" else [0]
        if name == "semaphore_read":
            return [np.int32(sem.counter[sem.index])]
        if name == "semaphore_signal":
            memory_dma.signal(sem, args[2], args[3])
        else:
            memory_dma.take(sem, args[2])
        return []

    def scoped(eqn: Any, invals: list[Any], ins: list[Any]) -> list[Any]:
        """`run_scoped`: its buffers allocated as garbage (semaphores at zero), followed like scratch while a
        footprint is kept (a slot per allocation site, fresh at each entry: harness.analysis.memory_footprint's
        ScratchLog), the body run on them; a copy still in flight into one when the scope closes is left
        unwaited."""
        if eqn.params.get("collective_axes"):
            raise Unsupported("`run_scoped` with collective axes (buffers shared by the cores of a mesh)")
        body = eqn.params["jaxpr"]
        buffers, opened = [], set()
        for i, var in enumerate(body.invars):
            aval = var.aval
            buffer = garbage(aval, f"scoped{i}")
            operand = -1 - len(refs)  # without a footprint: its own place still (a DMA wait matches places)
            if footprint is not None:
                site = (id(body), i)
                if site not in footprint.scoped:
                    footprint.scoped[site] = (footprint.first_scoped + len(footprint.scoped), f"scoped{i}",
                                              tuple(aval.shape))
                operand = footprint.scoped[site][0]
                if not is_semaphore(aval):
                    log.scoped_slot(site, operand, buffer.size)
            position[id(buffer)] = len(refs)
            refs.append(buffer)
            addresses.append(np.arange(buffer.size).reshape(buffer.shape))
            operand_of.append(operand)
            buffers.append(buffer)
            opened.add(id(buffer))
        outs = evaluate(constvars_as_invars(body), (), [*invals, *buffers], on_eqn, _INTERCEPTED,
                        footprint.arms.observe if footprint is not None else None, _OBSERVED, marks=marks,
                        marks_in=[*ins, *[0] * len(buffers)] if marks is not None else None)
        transfers.close_scope(opened, split)
        if marks is not None:
            marks.outs = marks.result
        return outs

    def indexing_ref(ref: Any, transforms: Any) -> Any:
        """A semaphore operand held as (ref, transforms), as a DMA's TransformedRef is."""
        return types.SimpleNamespace(ref=ref, transforms=tuple(transforms or ()))

    def decided(ins: Sequence[Any]) -> None:
        """Marked indices or masks of an access decide what it touches: their marks get somewhere."""
        bits = memory_taint.bits_of(*ins)
        if bits:
            log.reach(bits)

    def on_eqn(eqn: Any, invals: list[Any]) -> list[Any] | None:
        name = eqn.primitive.name
        ins = marks.ins if marks is not None else [0] * len(invals)
        if name == "program_id":
            return [np.int32(program[plan.kernel_axes[eqn.params["axis"]]])]
        if name == "num_programs":
            return [np.int32(plan.grid[plan.kernel_axes[eqn.params["axis"]]])]
        if name in _BARRIERS:  # Triton's barrier of one program's threads: a program here runs whole
            return []
        if name in memory_dma.PRIMITIVES:
            return dma(name, eqn, invals)
        if name == "run_scoped":
            return scoped(eqn, invals, marks.ins if marks is not None else [0] * len(invals))
        if name == "get":
            if marks is not None:
                decided(ins[1:])
            return access(name, invals[0], jax.tree_util.tree_unflatten(eqn.params["tree"], invals[1:]))
        if name in ("swap", "addupdate"):
            if marks is not None:
                decided(ins[2:])
            return access(name, invals[0], jax.tree_util.tree_unflatten(eqn.params["tree"], invals[2:]), invals[1],
                          value_mark=ins[1])
        if name == "masked_load":
            ref, transforms, mask, other = jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)
            if footprint is not None and mask is not None:
                footprint.arms.observe(eqn, [mask])
            last = len(invals) - (other is not None)  # the leaves: ref, transforms' indices, mask, other
            if marks is not None:
                decided(ins[1:last])
            return access(name, ref, transforms, mask=mask, other=other,
                          other_mark=ins[-1] if other is not None else 0)
        if name == "masked_swap":
            ref, transforms, value, mask = jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)
            if footprint is not None and mask is not None:
                footprint.arms.observe(eqn, [mask])
            at_value = len(invals) - 1 - (mask is not None)  # the leaves: ref, transforms' indices, value, mask
            if marks is not None:
                decided([*ins[1:at_value], *ins[at_value + 1:]])
            return access(name, ref, transforms, value, mask=mask, value_mark=ins[at_value])
        if any(id(x) in position for x in invals) and name not in CALL_BODY_PARAMS and name not in ("cond", "while", "scan"):
            raise Unsupported(f"`{name}` takes a ref: the memory check does not model it")
        return None

    # a kernel's guarded arithmetic (jnp.where(c > 0, 1 / c, 0)) evaluates both arms on concrete values:
    # numpy's divide-by-zero and invalid warnings there say nothing about the kernel (what it keeps does)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        evaluate(jaxpr, (), refs, on_eqn, _INTERCEPTED, footprint.arms.observe if footprint is not None else None,
                 _OBSERVED, marks=marks, marks_in=[0] * len(refs) if marks is not None else None)


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
