"""Memory safety of Pallas kernels, checked on a CPU: what a GPU's concurrent programs would race on.

Interpret mode runs a grid as a sequential loop over copies of the blocks, so a kernel that reads
cells another program writes (through `input_output_aliases`), writes a cell twice, leaves one
unwritten, reads what its output buffer held, or reads outside its operand passes every parity check
on a CPU and still breaks on a GPU. JAX's own race detector belongs to the TPU interpreter, which
refuses Triton compiler params and integer-array (gather) indexing, the way astronomix's kernels read
their stencils. So the kernel jaxpr is interpreted here, one program at a time, on the concrete
operands the program gives it (`harness.analysis.memory_footprint` runs a grid, over `harness.analysis.memory_eval`):

- every operand is one buffer, and an aliased output *is* its input's buffer (in-place, as on the
  device); a kernel's refs are views into those buffers, so a read sees what earlier programs wrote;
- every `get`/`swap`/`addupdate` and masked load/store records the elements it touches, as indices
  into the whole operand, through loops and conditionals inside the kernel;
- the grid runs in row-major order, reversed, and in seeded permutations (a TPU grid's "arbitrary"
  dimensions stay in order: only its parallel ones are permuted); the outputs must be bit-identical;
- the row-major run is repeated with the output buffers holding something else (NaN, then the
  dtype's largest value): an output element that changes depends on memory nobody wrote.

From the footprints: an aliased input's element that one program reads and another (concurrent)
program writes is a hazard; an element of an unaliased output written by no program, or by two
concurrent ones, is a finding, and so is an access outside an operand (an indexer past a ref's
bounds, or a block window past the array's edge). Findings name the programs and the element.

On TPU (whatever form the grid spec takes: `memory_footprint.tpu_marks`) the programs that agree on
the parallel axes are one core's sweep: scratch lives across it (starting poisoned) and is logged in
the order accessed, so a read before the sweep wrote is found (stale, or carried from another sweep
across a parallel axis) where its value can reach an output the program reads (the marks of
`harness.analysis.memory_taint`); an output the program never reads is scratch too; an output block
two sweeps hold is written back by both cores. JAX's TPU race detector runs beside it as a second
opinion (`harness.analysis.tpu_race_detector`), for kernels with TPU compiler params.

A kernel is known by its code (`code_digest`), not its name: met again, it runs unchecked and its
calls are counted; two bodies with one name are two kernels, labelled apart (`_Session.label`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import re
import time
import types
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

from harness.analysis import kernel_calls, memory_dma, tpu_race_detector
from harness.analysis.memory_footprint import (Footprint, Schedule, operand_names, private_outputs, run_order,
                                               schedule)
from harness.errors import Unfollowed
from harness.jaxtools.jaxcompat import block_array_aval, scratch_avals

ORDERS = ("row-major", "reversed", "seed 1", "seed 2")
REF_PRIMITIVES = ("get", "swap", "addupdate")
MAX_EXAMPLES = 3


@dataclasses.dataclass
class Finding:
    kind: str  # alias_hazard | double_write | unwritten | out_of_bounds | order_dependent | uninitialised
    #            | stale_scratch | scratch_carried | block_revisit | race_detector | dma_race | dma_in_flight
    #            | dma_unmatched_wait
    kernel: str
    message: str


RACES = ("double_write", "alias_hazard", "block_revisit")  # what a happens-before race detector sees too


@dataclasses.dataclass
class KernelReport:
    name: str  # pallas_call's name, else the body's function name (what harness.analysis.paths names it)
    grid: tuple[int, ...]
    aliases: dict[int, int]
    findings: list[Finding]
    max_order_difference: float = 0.0
    seconds: float = 0.0
    orders_run: int = len(ORDERS)  # 1 where the footprint proves every order gives the same outputs
    arms: dict[str, list] = dataclasses.field(default_factory=dict)  # harness.analysis.kernel_arms.Recorder.summary()
    conditions: dict[str, dict] = dataclasses.field(default_factory=dict)  # harness.analysis.kernel_conditions (MC/DC)
    race_detector: dict[str, Any] | None = None  # JAX's TPU race detector's opinion (TPU kernels only)
    label: str = ""  # the kernel as the figures name it: its name, with its source line where that is ambiguous
    calls: dict[int, int] = dataclasses.field(default_factory=dict)  # check_call's program ordinal -> calls of it
    scratch_outputs: list[str] = dataclasses.field(default_factory=list)  # TPU outputs the program never reads

    def __post_init__(self) -> None:
        self.label = self.label or self.name


# -- the analysis -------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _Call:
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
           label: str | None = None) -> "_Call":
        gm = eqn.params["grid_mapping"]
        kernel = label or _kernel_name(eqn.params)
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


def _kernel_name(params: dict) -> str:
    """A kernel by its pallas_call name, else its body's function name (an unnamed flash attention's
    forward and backward kernels are three kernels, not one)."""
    return str(params.get("name") or getattr(params["jaxpr"].debug_info, "func_name", "kernel"))


def _per_program(book: dict, k: int) -> dict[tuple[int, ...], np.ndarray]:
    """The elements of operand `k` each program touched (a footprint's reads or writes), each once."""
    return {p: np.unique(np.concatenate(v)) for (kk, p), v in book.items() if kk == k}


def _identical(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Element-wise bit-for-bit agreement of two outputs, NaN agreeing with NaN."""
    return (a == b) | (np.isnan(a) & np.isnan(b)) if a.dtype.kind in "fc" else a == b


def check_kernel(eqn: Any, operands: list[np.ndarray], orders: Sequence[str] = ORDERS,
                 live: Sequence[bool] | None = None, label: str | None = None) -> tuple[KernelReport, list[np.ndarray]]:
    """Run one pallas_call in every order and record its footprint: what is unsafe, and the outputs
    of the first order. `live`: per output, whether the program reads it (None: all); a TPU kernel's
    outputs the program never reads are its scratch. `label`: what the findings call the kernel
    (its name where None)."""
    start = time.perf_counter()
    call = _Call.of(eqn, operands, live, label)
    reference, footprint, programs = call.run(orders[0], record=True)
    assert footprint is not None
    for _, name, shape in sorted(footprint.scoped.values()):  # run_scoped buffers: operands past the kernel's
        call.names.append(name)
        call.shapes.append(shape)
    findings = _bounds_findings(call, footprint)
    written, unwritten, doubled = _write_findings(call, footprint, programs)
    findings += written
    findings += _alias_findings(call, footprint)
    if call.plan.tpu:
        findings += _block_findings(call, footprint, doubled)
    findings += _scratch_findings(call, footprint, programs)
    findings += _transfer_findings(call, footprint)
    findings += _uninitialised_findings(call, orders[0], reference, unwritten)
    proved = _order_free(footprint, call.plan, programs, call.aliases, call.nin, call.nout)
    worst, differing = (0.0, []) if proved else _order_findings(call, orders, reference)
    findings += differing
    report = KernelReport(_kernel_name(eqn.params), call.plan.grid, call.aliases, findings, worst,
                          time.perf_counter() - start, orders_run=1 if proved else len(orders),
                          arms=footprint.arms.summary(), conditions=footprint.arms.conditions.summary(),
                          label=call.kernel, scratch_outputs=[call.names[call.nin + o] for o in call.private])
    if call.plan.tpu_params is not None:
        _second_opinion(report, eqn, operands, len({call.plan.group(p) for p in programs}),
                        _written_back_by_two(call, footprint))
    return report, reference


def _bounds_findings(call: _Call, footprint: Footprint) -> list[Finding]:
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


def _write_findings(call: _Call, footprint: Footprint,
                    programs: list[tuple[int, ...]]) -> tuple[list[Finding], dict[int, np.ndarray], set[int]]:
    """Output elements written by two concurrent programs, and those of an unaliased output written by
    none; also each output's unwritten elements, which the uninitialised check leaves to this one,
    and the outputs (operand numbers) some element of which two concurrent programs write."""
    kernel, plan, findings = call.kernel, call.plan, []
    unwritten: dict[int, np.ndarray] = {}
    doubled: set[int] = set()
    for o in range(call.nout):
        k = call.nin + o
        if o in call.private:  # scratch: per core and per sweep (_scratch_findings), nobody reads it back
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


def _block_findings(call: _Call, footprint: Footprint, doubled: set[int]) -> list[Finding]:
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


def _holders(call: _Call, footprint: Footprint, k: int) -> dict[tuple[int, ...], dict[tuple[int, ...], tuple]]:
    """Output operand `k`'s blocks (by their start) -> the sweeps that hold each -> a program of it."""
    holders: dict[tuple[int, ...], dict[tuple[int, ...], tuple[int, ...]]] = {}
    for (kk, p), start in footprint.blocks.items():
        if kk == k:
            holders.setdefault(start, {}).setdefault(call.plan.group(p), p)
    return holders


def _written_back_by_two(call: _Call, footprint: Footprint) -> list[str]:
    """The outputs used as scratch (never read) whose blocks two sweeps hold: both cores write them
    back, a race on memory nobody reads (JAX's race detector sees it)."""
    return [call.names[call.nin + o] for o in call.private
            if any(len(by_sweep) > 1 for by_sweep in _holders(call, footprint, call.nin + o).values())]


def _scratch_findings(call: _Call, footprint: Footprint, programs: list[tuple[int, ...]]) -> list[Finding]:
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


def _transfer_findings(call: _Call, footprint: Footprint) -> list[Finding]:
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


def _alias_findings(call: _Call, footprint: Footprint) -> list[Finding]:
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


def _uninitialised_findings(call: _Call, order: str, reference: list[np.ndarray],
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


def _order_findings(call: _Call, orders: Sequence[str],
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


def _order_free(footprint: Footprint, plan: Schedule, programs: list[tuple[int, ...]], aliases: dict[int, int],
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


@contextlib.contextmanager
def _kernels_intercepted(handler: Callable[[dict, Sequence[Any]], list[Any]]) -> Iterator[None]:
    """Every pallas_call bound eagerly goes to `handler(params, operands)` instead of JAX's impl."""
    from jax._src.pallas import pallas_call as pallas_call_module

    primitive = pallas_call_module.pallas_call_p
    original = primitive.impl
    primitive.def_impl(lambda *operands, **params: handler(params, operands))
    try:
        yield
    finally:
        primitive.def_impl(original)


class _Session:
    """What check_call met across the programs of one case (the `seen` its caller hands each call):
    every kernel's code, checked once (`reports`, by `code_digest`, grid and outputs read), the
    labels given (`sites`: label -> source site -> the digests met there), and how many programs
    have run (`programs`)."""

    def __init__(self) -> None:
        self.reports: dict[tuple, KernelReport] = {}
        self.sites: dict[str, dict[str | None, list[str]]] = {}
        self.programs = 0

    def label(self, params: dict, digest: str) -> str:
        """The kernel as findings and figures name it: pallas_call's name, else its body's function's;
        an anonymous body (`lambda *refs: ...`) adds its source line, and so does a name another
        function already took in this case; a second code at one anonymous site adds `#2`, ..."""
        name = _kernel_name(params)
        site = _site(params)
        anonymous = name.startswith("<")  # "<lambda>", "<unnamed wrapped function>": no name of its own
        label = f"{name}@{site}" if anonymous and site else name
        if site and not anonymous and self.sites.get(label) and site not in self.sites[label]:
            label = f"{name}@{site}"  # another function by this name: told apart by where it is
        digests = self.sites.setdefault(label, {}).setdefault(site, [])
        if digest not in digests:
            digests.append(digest)
        return f"{label}#{digests.index(digest) + 1}" if anonymous and digests.index(digest) else label


def _session(seen: set) -> _Session:
    found = next((x for x in seen if isinstance(x, _Session)), None)
    if found is None:
        found = _Session()
        seen.add(found)
    return found


def _site(params: dict) -> str | None:
    """Where the kernel's body is defined, as FILE:LINE (the file's name only), if JAX recorded it."""
    src = getattr(getattr(params.get("jaxpr"), "debug_info", None), "func_src_info", None) or ""
    where = src.split(" at ", 1)[1] if " at " in src else ""
    path, _, line = where.rpartition(":")
    name = os.path.basename(path).replace(" ", "_")  # no spaces: the figures split labels on them
    return f"{name}:{line}" if path and line.isdigit() else None


_DIGESTS: dict[int, tuple[Any, Any, str]] = {}
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def code_digest(params: dict) -> str:
    """A pallas_call by its code: its body's jaxpr, each block's shape, index map and array, its
    scratch, aliases, grid and compiler params, as text (object addresses left out), hashed. Two
    calls with one digest run the same kernel, perhaps on other data; two kernels with one name (six
    `lambda *refs:` bodies) are six digests. Kept per grid mapping: a loop calls one equation often."""
    gm, body = params["grid_mapping"], params["jaxpr"]
    hit = _DIGESTS.get(id(gm))
    if hit is not None and hit[0] is gm and hit[1] is body:
        return hit[2]
    parts = [str(body), str(gm.grid), str(params.get("input_output_aliases")), repr(params.get("compiler_params"))]
    for bm in gm.block_mappings:
        parts += [str(bm.block_shape), str(bm.index_map_jaxpr), str(block_array_aval(bm))]
    parts += [str(a) for a in scratch_avals(gm, body)]
    digest = hashlib.sha1(_ADDRESS.sub("", "\n".join(parts)).encode()).hexdigest()[:16]
    if len(_DIGESTS) > 256:
        _DIGESTS.clear()
    _DIGESTS[id(gm)] = (gm, body, digest)
    return digest


def check_call(fn: Callable, args: Sequence[Any], orders: Sequence[str] = ORDERS,
               seen: set | None = None, traced: Any = None) -> list[KernelReport]:
    """Run `fn(*args)` and check every kernel it calls, in program order, on the operands it calls
    it with; each kernel's row-major outputs (in-place semantics) are what the rest of the program
    gets. The code between kernels runs compiled (`harness.analysis.kernel_calls`, which also says
    which of a kernel's outputs the program reads), or eagerly (`jax.disable_jit`) where a kernel
    sits under a primitive that walk does not follow. A kernel met again with the same code
    (`code_digest`), name, grid and (TPU) outputs read is the same kernel on other data: it runs, is not checked
    again, and its report counts the call (`KernelReport.calls`, per program of the case: `seen`,
    shared by the case's programs, keeps the session). `traced`: fn's ClosedJaxpr on these
    arguments, where the caller has it."""
    import jax

    reports: list[KernelReport] = []
    session = _session(set() if seen is None else seen)
    program = session.programs
    session.programs += 1

    def handler(params: dict, operands: Sequence[Any], live: Sequence[bool] | None = None) -> list[Any]:
        call = types.SimpleNamespace(params=params)
        values = [np.asarray(x) for x in operands]
        digest = code_digest(params)
        plan = schedule(call, values[:params["grid_mapping"].num_dynamic_grid_bounds])
        # which outputs the program reads matters on TPU only (an unread output is scratch there)
        # two names on one code are two kernels to the figures (coverage names each): checked apart
        key = (digest, _kernel_name(params), plan.grid, tuple(live) if plan.tpu and live is not None else None)
        report = session.reports.get(key)
        if report is not None:
            outputs = run_order(call, values, orders[0], operand_names(call), record=False, live=live)[0]
        else:
            report, outputs = check_kernel(call, values, orders, live, session.label(params, digest))
            session.reports[key] = report
            reports.append(report)
        report.calls[program] = report.calls.get(program, 0) + 1
        return [jax.numpy.asarray(o) for o in outputs]

    try:
        outputs = kernel_calls.run(fn, args, handler, traced, live=True)
    except Unfollowed:
        with jax.disable_jit(), _kernels_intercepted(handler):
            outputs = fn(*args)
    jax.block_until_ready(outputs)
    return reports


_NONE_OF_ITS_OWN = re.compile(r"^checked \(0 kernels of its own: none(?P<rest>.*)$", re.S)


def reverse_figure(figure: str, reports: Sequence[KernelReport]) -> str:
    """The memory check's figure of a case's reverse program (`harness.run.engine`'s "checked (N
    kernels of its own: ...)"), which never says "checked" of no kernel: where it checked none of its
    own, whether it ran the forward program's kernels again (same code: checked there; each report
    counts its calls per program of the case, the reverse program's being the second) or none."""
    match = _NONE_OF_ITS_OWN.match(figure or "")
    if not match:
        return figure
    again = [r for r in reports if r.calls.get(1)]
    if again:
        calls = sum(r.calls[1] for r in again)
        return (f"no kernel of its own ({calls} pallas_call(s), each a kernel the forward program ran, checked "
                f"there: {' '.join(r.label for r in again)}{match['rest']}")
    return f"no kernel (it calls no pallas_call{match['rest']}"


def check_function(fn: Callable, *args: Any, orders: Sequence[str] = ORDERS) -> list[KernelReport]:
    return check_call(fn, args, orders)


def _second_opinion(report: KernelReport, eqn: Any, operands: list[np.ndarray], sweeps: int,
                    scratch_races: Sequence[str] = ()) -> None:
    """JAX's TPU race detector on the same kernel and operands (`harness.analysis.tpu_race_detector`), and
    where it and this model disagree on whether two cores race: a race only it sees is a finding;
    one only this model sees stays a finding, and the disagreement is in the verdict. A grid of one
    sweep gives a second core nothing to run: the detector (seconds a kernel) is not needed there.
    `scratch_races`: outputs used as scratch (never read) that both cores write back: the detector
    sees that race, on memory nobody reads; the verdict names them, and it is no finding."""

    if sweeps < 2:
        report.race_detector = {"seconds": 0.0, "verdict": "not needed: one sweep, nothing runs on a second core"}
        return
    opinion = tpu_race_detector.run(eqn.params, operands)
    ours = sorted({f.kind for f in report.findings if f.kind in RACES})
    detector = f"JAX's TPU race detector ({tpu_race_detector.CORES} cores)"
    if "error" in opinion:
        verdict = f"not run: {opinion['error']}"
    elif opinion["races"] and not ours and scratch_races:
        verdict = (f"agrees: a race, on outputs the program never reads ({', '.join(scratch_races)}: scratch), "
                   "which both cores write back: no finding")
    elif opinion["races"] and not ours:
        verdict = f"disagrees: {detector} finds a race, this model none"
        report.findings.append(Finding("race_detector", report.label,
                                       f"{report.label}: {detector} reports a race this model does not find: "
                                       f"{opinion['detail'] or 'no detail printed'}"))
    elif ours and not opinion["races"]:
        verdict = f"disagrees: this model finds {', '.join(ours)}, {detector} no race"
    else:
        verdict = "agrees: " + ("a race" if ours else "no race")
    report.race_detector = dict(opinion, verdict=verdict)
