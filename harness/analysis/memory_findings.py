"""What a kernel's footprint says is unsafe (harness.analysis.memory_safety runs the kernel; these read what it
recorded): accesses out of bounds, elements written twice or never, an aliased input read where another
program writes it, blocks revisited, scratch read before the sweep wrote it, DMAs in flight or unmatched,
outputs that depend on memory nobody wrote or on the order of the grid. Each finding names the kernel,
the programs and the element."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np

from harness.analysis import memory_dma
from harness.analysis.memory_footprint import (Footprint, Schedule, operand_names, private_outputs, run_order,
                                               schedule)
from harness.jaxtools.jaxcompat import block_array_aval, scratch_avals

MAX_EXAMPLES = 3  # elements a finding names


@dataclasses.dataclass
class Finding:
    kind: str  # alias_hazard | double_write | unwritten | out_of_bounds | order_dependent | uninitialised
    #            | stale_scratch | scratch_carried | block_revisit | race_detector | dma_race | dma_in_flight
    #            | dma_unmatched_wait
    kernel: str
    message: str


RACES = ("double_write", "alias_hazard", "block_revisit")  # what a happens-before race detector sees too


@dataclasses.dataclass(frozen=True)
class KernelCall:
    """One pallas_call as its findings name it: the kernel, its operands' names and shapes, which
    output aliases which input, and which programs may run concurrently."""

    eqn: Any
    operands: list[np.ndarray]
    kernel: str
    names: list[str]
    shapes: list[tuple[int, ...]]
    nin: int
    nout: int
    aliases: dict[int, int]  # input -> output
    plan: Schedule
    live: tuple[bool, ...] | None  # per output, whether the program reads it (None: not known, all)
    private: tuple[int, ...]  # outputs a TPU kernel uses as scratch (memory_footprint.private_outputs)

    @classmethod
    def of(cls, eqn: Any, operands: list[np.ndarray], live: Sequence[bool] | None = None,
           label: str | None = None) -> "KernelCall":
        gm = eqn.params["grid_mapping"]
        kernel = label or kernel_name(eqn.params)
        shapes = [tuple(block_array_aval(bm).shape) for bm in gm.block_mappings] + \
            [tuple(a.shape) for a in scratch_avals(gm, eqn.params["jaxpr"])]
        aliases = {i - gm.num_index_operands: o for i, o in eqn.params["input_output_aliases"]}
        plan = schedule(eqn, operands[:gm.num_dynamic_grid_bounds])
        live = tuple(live) if live is not None else None
        return cls(eqn, operands, kernel, operand_names(eqn), shapes, gm.num_inputs, gm.num_outputs, aliases, plan,
                   live, tuple(private_outputs(plan, live, aliases, gm.num_outputs)))

    def run(self, order: str, record: bool = False, other_poison: bool = False):
        return run_order(self.eqn, self.operands, order, self.names, record=record, other_poison=other_poison,
                         live=self.live)

    def element(self, k: int, flat: int) -> str:
        """An element of operand `k` by its flat index, as `name[i, j, ...]`."""
        return f"{self.names[k]}[{', '.join(str(int(i)) for i in np.unravel_index(int(flat), self.shapes[k]))}]"


def kernel_name(params: dict) -> str:
    """A kernel by its pallas_call name, else its body's function name (an unnamed flash attention's
    forward and backward kernels are three kernels, not one)."""
    return str(params.get("name") or getattr(params["jaxpr"].debug_info, "func_name", "kernel"))


def _per_program(book: dict, k: int) -> dict[tuple[int, ...], np.ndarray]:
    """The elements of operand `k` each program touched (a footprint's reads or writes), each once."""
    return {p: np.unique(np.concatenate(v)) for (kk, p), v in book.items() if kk == k}


def _identical(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Element-wise bit-for-bit agreement of two outputs, NaN agreeing with NaN."""
    return (a == b) | (np.isnan(a) & np.isnan(b)) if a.dtype.kind in "fc" else a == b


def bounds_findings(call: KernelCall, footprint: Footprint) -> list[Finding]:
    """Accesses outside an operand: an indexer past a ref's bounds, or a block window past the array's edge."""
    kernel, names, findings = call.kernel, call.names, []
    seen_oob: dict[tuple[int, str], list] = {}
    for operand, verb, program, where in footprint.out_of_bounds:
        seen_oob.setdefault((operand, verb), []).append((program, where))
    for (operand, verb), hits in seen_oob.items():
        program, where = hits[0]
        others = len({h[0] for h in hits}) - 1
        findings.append(Finding("out_of_bounds", kernel, f"{kernel}: program {program} {verb} {names[operand]} out of "
                                f"its block's bounds ({where})" + (f" (and {others} more programs)" if others else "")))
    for k in range(call.nin + call.nout):
        for p, touched in _per_program(footprint.reads, k).items():
            if (touched < 0).any() and not footprint.out_of_bounds:
                findings.append(Finding("out_of_bounds", kernel,
                                        f"{kernel}: program {p} reads {names[k]} past the array's edge "
                                        f"(its block window overhangs {names[k]}{list(call.shapes[k])})"))
                break
    return findings


def write_findings(call: KernelCall, footprint: Footprint,
                    programs: list[tuple[int, ...]]) -> tuple[list[Finding], dict[int, np.ndarray], set[int]]:
    """Output elements written by two concurrent programs, and those of an unaliased output written by
    none; also each output's unwritten elements, which the uninitialised check leaves to this one,
    and the outputs (operand numbers) some element of which two concurrent programs write."""
    kernel, plan, findings = call.kernel, call.plan, []
    unwritten: dict[int, np.ndarray] = {}
    doubled: set[int] = set()
    for o in range(call.nout):
        k = call.nin + o
        if o in call.private:  # scratch: per core and per sweep (scratch_findings), nobody reads it back
            unwritten[o] = np.zeros(0, np.int64)
            continue
        count = np.zeros(int(np.prod(call.shapes[k])), np.int64)
        first_writer = np.full(count.shape, -1, np.int64)
        doubles, order_of = [], {p: n for n, p in enumerate(programs)}
        for p, touched in sorted(_per_program(footprint.writes, k).items()):
            touched = touched[touched >= 0]
            earlier = first_writer[touched]
            # a program of the same group rewriting an element does so in order: not a race
            again = touched[(earlier >= 0) & np.array([plan.group(programs[w]) != plan.group(p) if w >= 0 else False
                                                       for w in earlier], bool)]
            if again.size and len(doubles) < MAX_EXAMPLES:
                doubles.append(f"programs {programs[int(first_writer[again[0]])]} and {p} both write "
                               f"{call.element(k, again[0])}")
            count[again] += 1
            count[touched[earlier < 0]] += 1
            first_writer[touched[earlier < 0]] = order_of[p]
        if doubles:
            doubled.add(k)
            findings.append(Finding("double_write", kernel, f"{kernel}: {doubles[0]} ({int((count > 1).sum())} "
                                    f"elements written by more than one program" +
                                    "".join(f"; {d}" for d in doubles[1:]) + ")"))
        aliased = o in call.aliases.values()
        missing = np.flatnonzero(count == 0)
        unwritten[o] = missing
        if missing.size and not aliased:
            findings.append(Finding("unwritten", kernel,
                                    f"{kernel}: {missing.size} of {count.size} elements of {call.names[k]} are written "
                                    f"by no program, e.g. {call.element(k, missing[0])} (on a GPU they keep "
                                    "whatever the memory held)"))
    return findings, unwritten, doubled


def block_findings(call: KernelCall, footprint: Footprint, doubled: set[int]) -> list[Finding]:
    """TPU: a core holds an output block in its own VMEM and writes the whole block back, so a block
    that programs of two sweeps hold (across a parallel axis) is written back by both cores, whatever
    elements each wrote: one overwrites the other. (Where two sweeps write the same elements, the
    double_write finding already names them.)"""
    findings = []
    for o in range(call.nout):
        k = call.nin + o
        if k in doubled or o in call.private:
            continue
        holders = _holders(call, footprint, k)
        shared = [(start, list(by_sweep.values())) for start, by_sweep in holders.items() if len(by_sweep) > 1]
        if not shared:
            continue
        start, (a, b, *_) = shared[0]
        inside = np.clip(start, 0, np.array(call.shapes[k]) - 1)
        findings.append(Finding("block_revisit", call.kernel,
                                f"{call.kernel}: programs {a} and {b} both hold the {call.names[k]} block at "
                                f"{call.element(k, np.ravel_multi_index(tuple(inside), call.shapes[k]))}, across "
                                f"{call.plan.across(a, b)} ({len(shared)} of {len(holders)} blocks held by more "
                                "than one sweep): each core writes its whole block back, so one core's block "
                                "overwrites the other's"))
    return findings


def _holders(call: KernelCall, footprint: Footprint, k: int) -> dict[tuple[int, ...], dict[tuple[int, ...], tuple]]:
    """Output operand `k`'s blocks (by their start) -> the sweeps that hold each -> a program of it."""
    holders: dict[tuple[int, ...], dict[tuple[int, ...], tuple[int, ...]]] = {}
    for (kk, p), start in footprint.blocks.items():
        if kk == k:
            holders.setdefault(start, {}).setdefault(call.plan.group(p), p)
    return holders


def written_back_by_two(call: KernelCall, footprint: Footprint) -> list[str]:
    """The outputs used as scratch (never read) whose blocks two sweeps hold: both cores write them
    back, a race on memory nobody reads (JAX's race detector sees it)."""
    return [call.names[call.nin + o] for o in call.private
            if any(len(by_sweep) > 1 for by_sweep in _holders(call, footprint, call.nin + o).values())]


def scratch_findings(call: KernelCall, footprint: Footprint, programs: list[tuple[int, ...]]) -> list[Finding]:
    """Scratch a sweep reads before it writes it, where the value read can reach an output the
    program reads (`ScratchLog`'s marks: a read a `jnp.where` discards on the sweep's first step is
    none). A sweep (the programs that agree on the parallel axes, in order on one core) starts with
    whatever its core's VMEM held. Where no sweep writes an element before reading it, the kernel
    never initialises it: stale_scratch. Where another sweep does, the kernel carries scratch across
    a parallel axis: on another core, or in another order, the sweep reads something else
    (scratch_carried). On TPU an output the program never reads is scratch too."""
    log = footprint.scratch
    events: dict[tuple[int, str], list[tuple[int, np.ndarray, np.ndarray]]] = {}
    for s, ordinal, elements, sweep in log.stale:
        if not log.matters(s, sweep):  # what the sweep read unwritten reaches no output: it is discarded
            continue
        initialisers = log.initialiser[s][elements]
        for kind, keep in (("stale_scratch", initialisers < 0), ("scratch_carried", initialisers >= 0)):
            if keep.any():
                events.setdefault((s, kind), []).append((ordinal, elements[keep], initialisers[keep]))
    sweeps = len({call.plan.group(p) for p in programs})
    findings = []
    for kind in ("stale_scratch", "scratch_carried"):
        buffers = sorted(s for s, kk in events if kk == kind)
        if not buffers:
            continue
        counts = []
        for s in buffers:
            hits = events[(s, kind)]
            counts.append(f"{np.unique(np.concatenate([e for _, e, _ in hits])).size} elements of "
                          f"{call.names[log.operands[s]]} in {len({call.plan.group(programs[o]) for o, _, _ in hits})} "
                          f"of {sweeps} sweeps")
        ordinal, elements, initialisers = events[(buffers[0], kind)][0]
        reader, element = programs[ordinal], call.element(log.operands[buffers[0]], elements[0])
        if kind == "stale_scratch":
            message = (f"{call.kernel}: program {reader} reads {element} before its sweep wrote it, and no sweep "
                       f"initialises it ({'; '.join(counts)}): a sweep's scratch starts as whatever the core's "
                       "VMEM held; initialise it on the sweep's first step, e.g. under pl.when on the first "
                       "index of the sequential axis")
        else:
            writer = programs[int(initialisers[0])]
            message = (f"{call.kernel}: program {reader} reads {element} before its sweep wrote it; program {writer} "
                       f"of another sweep initialises it, across {call.plan.across(reader, writer)} "
                       f"({'; '.join(counts)}): the parallel axes are split across cores, each with its own "
                       "scratch, so the value read depends on the core and the order")
        findings.append(Finding(kind, call.kernel, message))
    return findings


_TRANSFER_ADVICE = {
    "dma_race": "on the device the copy runs beside the program: wait for it before touching its destination, "
                "and leave its source alone until then",
    "dma_in_flight": "on the device the core moves on (or the kernel ends) with the copy unsettled: wait for every "
                     "copy it starts, in the program that needs it or a later one of the same sweep",
    "dma_unmatched_wait": "on the device the core waits forever: each wait needs a copy started on its semaphore "
                          "with the same destination",
}


def transfer_findings(call: KernelCall, footprint: Footprint) -> list[Finding]:
    """What the DMAs in flight met (`harness.analysis.memory_dma`): a program touching a copy's destination,
    or writing its source, before the wait; a copy nobody waits for; a wait for a copy never started."""
    findings = []
    for kind in memory_dma.KINDS:
        events = [e for e in footprint.transfers if e.kind == kind]
        if not events:
            continue
        first = events[0]
        element = call.element(first.operand, first.element) if first.operand is not None and first.element >= 0 \
            else "a buffer the model does not follow"
        if kind == "dma_race":
            what = (f"program {first.program} {first.verb} {element}, the {first.role} of the DMA program "
                    f"{first.started_by} started, before waiting for it")
        elif kind == "dma_in_flight":
            what = f"program {first.started_by} starts a DMA into {element} that no program of its sweep waits for"
        else:
            what = (f"program {first.program} waits for a DMA into {element} that no copy in flight on its "
                    "semaphore makes")
        more = len({(e.program, e.started_by) for e in events}) - 1
        findings.append(Finding(kind, call.kernel, f"{call.kernel}: {what}" + (f" (and {more} more)" if more else "")
                                + f": {_TRANSFER_ADVICE[kind]}"))
    return findings


def alias_findings(call: KernelCall, footprint: Footprint) -> list[Finding]:
    """Elements of an aliased input that one program reads and another, concurrent one writes."""
    findings = []
    for i, o in sorted(call.aliases.items()):
        every_writer = {}
        for p, touched in _per_program(footprint.writes, call.nin + o).items():
            for e in touched[touched >= 0].tolist():
                every_writer.setdefault(e, set()).add(p)
        hazards, examples = 0, []
        for p, touched in sorted(_per_program(footprint.reads, i).items()):
            for e in touched[touched >= 0].tolist():
                others = {w for w in every_writer.get(e, ()) if call.plan.group(w) != call.plan.group(p)}
                if others:
                    hazards += 1
                    if len(examples) < MAX_EXAMPLES:
                        examples.append(f"program {p} reads {call.element(i, e)} which program "
                                        f"{min(others)} writes through alias {i}->{o}")
        if hazards:
            more = "; ".join(examples[1:])
            findings.append(Finding("alias_hazard", call.kernel, f"{call.kernel}: {examples[0]} ({hazards} such reads"
                                    + (f"; {more})" if more else ")")))
    return findings


def uninitialised_findings(call: KernelCall, order: str, reference: list[np.ndarray],
                            unwritten: dict[int, np.ndarray]) -> list[Finding]:
    """Output elements that change when the output buffers start out holding something else: some
    program reads output memory nobody wrote (elements no program writes are the unwritten finding's)."""
    findings = []
    poisoned, _, _ = call.run(order, other_poison=True)
    for o, (a, b) in enumerate(zip(reference, poisoned)):
        if o in call.aliases.values() or o in call.private:
            continue
        tainted = np.flatnonzero(~np.asarray(_identical(a, b)).ravel())
        tainted = tainted[np.isin(tainted, unwritten.get(o, ()), invert=True)]
        if tainted.size:
            k = call.nin + o
            findings.append(Finding("uninitialised", call.kernel,
                                    f"{call.kernel}: {tainted.size} elements of {call.names[k]} depend on what the "
                                    f"output buffer held before the kernel, e.g. {call.element(k, tainted[0])}: "
                                    "a program reads output it did not write (on a GPU, whatever the memory held)"))
    return findings


def order_findings(call: KernelCall, orders: Sequence[str],
                    reference: list[np.ndarray]) -> tuple[float, list[Finding]]:
    """The other orders run: the largest difference from the first order's outputs, and the finding
    that names where they differ (none where every order agrees bit for bit)."""
    worst, differing = 0.0, []
    for order in orders[1:]:
        outputs, _, _ = call.run(order)
        for o, (a, b) in enumerate(zip(reference, outputs)):
            if o in call.private:  # scratch: what the last sweep left, which nobody reads
                continue
            same = _identical(a, b)
            if not np.all(same):
                where = np.flatnonzero(~np.asarray(same).ravel())
                diff = np.abs(a.astype(np.float64) - b.astype(np.float64)).ravel()[where]
                worst = max(worst, float(np.nanmax(diff)) if np.isfinite(diff).any() else float("inf"))
                differing.append(f"{order}: {call.names[call.nin + o]} in {where.size} elements, first "
                                 f"{call.element(call.nin + o, where[0])}")
    if not differing:
        return worst, []
    return worst, [Finding("order_dependent", call.kernel,
                           f"{call.kernel}: the outputs depend on the order the grid runs in (max |difference| "
                           f"{worst:.3g} against {orders[0]}; " + "; ".join(differing) + ")")]


def order_free(footprint: Footprint, plan: Schedule, programs: list[tuple[int, ...]], aliases: dict[int, int],
                nin: int, nout: int) -> bool:
    """Whether the recorded footprint proves every grid order gives the row-major outputs, so the
    other orders need not run: no element of any buffer (an aliased output is its input's buffer) is
    written by two groups of programs that may run concurrently, and none that one group reads is
    written by another. Each group then reads the same values in any order, computes the same, and
    writes elements no other group touches. A padded output window (written back whole) or a read
    outside every operand leaves the question to the runs."""
    if footprint.padded_outputs or footprint.out_of_bounds:
        return False
    buffer_of = {k: k for k in range(nin)} | {nin + o: next((i for i, a in aliases.items() if a == o), nin + o)
                                              for o in range(nout)}
    group_id: dict[tuple[int, ...], int] = {}
    for p in programs:
        group_id.setdefault(plan.group(p), len(group_id))
    writers: dict[int, np.ndarray] = {}  # buffer -> the group that writes each element (-1: none)
    for (k, p), chunks in footprint.writes.items():
        touched = np.concatenate(chunks)
        touched = touched[touched >= 0]
        if not touched.size:
            continue
        g = group_id[plan.group(p)]
        size = int(touched.max()) + 1
        owner = writers.get(buffer_of[k])
        if owner is None or owner.size < size:
            grown = np.full(max(size, 0 if owner is None else owner.size), -1, np.int64)
            if owner is not None:
                grown[:owner.size] = owner
            owner = writers[buffer_of[k]] = grown
        held = owner[touched]
        if ((held >= 0) & (held != g)).any():
            return False
        owner[touched] = g
    for (k, p), chunks in footprint.reads.items():
        owner = writers.get(buffer_of[k])
        if owner is None:
            continue
        touched = np.concatenate(chunks)
        touched = touched[(touched >= 0) & (touched < owner.size)]
        held = owner[touched]
        if ((held >= 0) & (held != group_id[plan.group(p)])).any():
            return False
    return True
