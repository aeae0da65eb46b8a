"""Runs one kernel's grid in one order on numpy buffers, and records what each program touches.

Every operand is one buffer, and an aliased output *is* its input's buffer (in place, as on the
device); a program's refs are views into those buffers, so a read sees what earlier programs wrote.
Every ref access (`get`/`swap`/`addupdate`, masked load/store) records the elements it touches as
indices into the whole operand: the footprint `harness.analysis.memory` reads its findings from.
Scratch is logged per core's sweep (`ScratchLog`), its stale reads marked and followed to where they
get (`harness.analysis.memory_taint`); `tpu_marks` says which kernels are TPU ones, whatever the form
of their grid spec.
"""

from __future__ import annotations

import dataclasses
import itertools
import types
from collections.abc import Sequence
from typing import Any

import jax.numpy as jnp
import numpy as np

from harness.analysis import kernel_arms, memory_dma, memory_taint
from harness.analysis.memory_eval import CALL_BODY_PARAMS, evaluate
from harness.errors import Unsupported
from harness.jaxtools.jaxcompat import block_array_aval, block_shape, discharge_state, is_semaphore, scratch_avals


@dataclasses.dataclass
class _Operand:
    name: str
    shape: tuple[int, ...]
    value: np.ndarray  # the buffer (an aliased output shares its input's)
    addresses: np.ndarray  # flat index of each element in its operand


@dataclasses.dataclass
class Footprint:
    """What each program of one run touched, per operand: the evidence the memory findings read."""

    reads: dict[tuple[int, tuple[int, ...]], list[np.ndarray]]  # (operand, program) -> flat indices read
    writes: dict[tuple[int, tuple[int, ...]], list[np.ndarray]]
    out_of_bounds: list[tuple[int, str, tuple[int, ...], str]]  # (operand, reads|writes, program, where)
    padded_outputs: bool = False  # some program's output window overhung its array (written back in part)
    arms: Any = None  # harness.analysis.kernel_arms.Recorder: the arms of the body's choices every program took
    blocks: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = dataclasses.field(default_factory=dict)
    # ^ (output operand, program) -> the start of the output block the program holds
    scratch: "ScratchLog | None" = None
    transfers: list[memory_dma.Event] = dataclasses.field(default_factory=list)  # what the DMAs in flight met


class ScratchLog:
    """Scratch across one run, element by element: what each sweep (a group's programs, in order on
    one core) read before it wrote it, and which elements some sweep initialises (writes before it
    reads them). A sweep starts with garbage, or with what the core's previous sweep left: neither
    is the sweep's own. A slot is one scratch buffer (`operands`: slot -> operand number): the
    kernel's scratch operands, then, on TPU, the outputs the program never reads (`private_outputs`:
    a core holds an output block in its VMEM, so one used as scratch, its result dropped, is scratch).

    Such a read matters only where its value can reach an output: what a sweep reads unwritten is
    marked (`harness.analysis.memory_taint`, one bit per slot), the marks follow the values through
    the kernel and into scratch (`marks`, per sweep), and a marked value written to an output the
    program reads, or deciding control flow or an address, is `reach`ed: `reached` holds the
    (slot, sweep) pairs whose unwritten reads got somewhere."""

    def __init__(self, operands: Sequence[int], sizes: Sequence[int]):
        self.operands = list(operands)
        self.slot = {k: s for s, k in enumerate(operands)}
        self.initialiser = [np.full(n, -1, np.int64) for n in sizes]  # ordinal of the first initialising program
        self.stale: list[tuple[int, int, np.ndarray, int]] = []  # (slot, ordinal, elements read unwritten, sweep)
        self.reached: set[tuple[int, int]] = set()  # (slot, sweep) whose unwritten reads reach an output
        self.sweep = -1
        self._written = [np.zeros(n, bool) for n in sizes]
        self._read_unwritten = [np.zeros(n, bool) for n in sizes]
        self.marks = [np.zeros(n, np.int64) for n in sizes]

    def new_sweep(self) -> None:
        self.sweep += 1
        for written, unwritten, marks in zip(self._written, self._read_unwritten, self.marks):
            written[:] = False
            unwritten[:] = False
            marks[:] = 0

    def read(self, s: int, ordinal: int, touched: np.ndarray) -> None:
        touched = touched[touched >= 0]
        fresh = np.unique(touched[~self._written[s][touched]])
        if fresh.size:
            self.stale.append((s, ordinal, fresh, self.sweep))
            self._read_unwritten[s][fresh] = True

    def write(self, s: int, ordinal: int, touched: np.ndarray) -> None:
        touched = touched[touched >= 0]
        first = touched[~self._written[s][touched] & ~self._read_unwritten[s][touched]]
        first = first[self.initialiser[s][first] < 0]
        self.initialiser[s][first] = ordinal
        self._written[s][touched] = True

    def read_marks(self, s: int, addresses: np.ndarray) -> Any:
        """The marks of the values a read of slot `s` at `addresses` (any shape, -1 outside) gets:
        what was written there this sweep, and the slot's own bit where the sweep wrote nothing."""
        inside = addresses >= 0
        at = np.where(inside, addresses, 0)
        got = np.where(inside, self.marks[s][at] | np.where(self._written[s][at], 0, memory_taint.bit(s)), 0)
        return memory_taint.normal(got)

    def reach(self, bits: int) -> None:
        """Marks that got to an output, or decide one: their slots' unwritten reads this sweep matter."""
        for s in range(len(self.marks)):
            if bits & memory_taint.bit(s):
                self.reached.add((s, self.sweep))

    def matters(self, s: int, sweep: int) -> bool:
        return (s, sweep) in self.reached


def private_outputs(plan: "Schedule", live: Sequence[bool] | None, aliases: dict[int, int], nout: int) -> list[int]:
    """The outputs a TPU kernel uses as scratch: ones the program never reads (`live`), not aliased to
    an input. A core holds an output block in its own VMEM and writes it back whole, so such an
    output is per core and per sweep like scratch (JAX's splash attention keeps its running m, l and
    o in outputs it drops); what both cores write back nobody reads. A GPU's outputs are global
    memory: none."""
    if not plan.tpu or live is None:
        return []
    return [o for o in range(nout) if not live[o] and o not in aliases.values()]


def operand_names(eqn: Any) -> list[str]:
    """The kernel's input, output and scratch refs by their parameter names (in0.., out0..,
    scratch0.. where unknown): the operand numbering of a footprint."""
    gm = eqn.params["grid_mapping"]
    scratch = scratch_avals(gm, eqn.params["jaxpr"])
    count = gm.num_index_operands + gm.num_inputs + gm.num_outputs + len(scratch)
    names = list(getattr(eqn.params["jaxpr"].debug_info, "arg_names", None) or ())
    if len(names) < count:
        return [f"in{i}" for i in range(gm.num_inputs)] + [f"out{o}" for o in range(gm.num_outputs)] + \
            [f"scratch{s}" for s in range(len(scratch))]
    return [n.replace("_ref", "") or n for n in names[gm.num_index_operands:count]]


@dataclasses.dataclass(frozen=True)
class Schedule:
    """A kernel's grid and which of its dimensions run concurrently. Programs that agree on every
    concurrent dimension form a group that runs in order on one core (a TPU grid's "arbitrary"
    dimensions, e.g. a matmul's reduction axis revisiting its output tile); the groups race. On TPU
    a group is one core's sweep of the sequential dimensions: its scratch lives across the sweep."""

    grid: tuple[int, ...]
    concurrent: tuple[int, ...]  # grid dimensions whose programs may run in any order, or at once
    kernel_axes: tuple[int, ...]  # grid dimensions the kernel's program_id sees (vmap adds others)
    tpu: bool = False  # a Mosaic TPU kernel: per-core scratch, output blocks written back whole
    tpu_params: Any = dataclasses.field(default=None, compare=False)  # its Mosaic TPU compiler params, if any

    def group(self, program: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(program[d] for d in self.concurrent)

    def programs(self, order: str) -> list[tuple[int, ...]]:
        """Groups in the order's sequence, each group's programs in row-major order."""
        points = list(itertools.product(*(range(g) for g in self.grid)))
        groups: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
        for point in points:
            groups.setdefault(self.group(point), []).append(point)
        keys = list(groups)
        if order == "reversed":
            keys.reverse()
        elif order.startswith("seed "):
            keys = [keys[i] for i in np.random.default_rng(int(order.split()[1])).permutation(len(keys))]
        return [point for key in keys for point in groups[key]]

    def across(self, a: tuple[int, ...], b: tuple[int, ...]) -> str:
        """The concurrent axes on which two programs differ, as the findings name them."""
        axes = [str(d) for d in self.concurrent if a[d] != b[d]]
        return f"parallel axis {', '.join(axes)}" if len(axes) == 1 else f"parallel axes {', '.join(axes)}"


_PARALLEL = ("parallel", "core_parallel", "subcore_parallel")


def _is_tpu(x: Any) -> bool:
    """Whether a compiler params object or a memory space is Mosaic TPU's (not Mosaic GPU's)."""
    module = type(x).__module__
    return "pallas.mosaic." in module + "." and "mosaic_gpu" not in module


def tpu_marks(eqn: Any) -> list[str]:
    """What says a pallas_call is a Mosaic TPU kernel, whatever its grid spec's form: Mosaic TPU
    compiler params; scalar prefetch (`PrefetchScalarGridSpec(num_scalar_prefetch>0)`: index maps
    that read scalar operands, which the Triton and Mosaic GPU lowerings refuse); scratch, or a
    block, in a TPU memory space (`scratch_shapes=[pltpu.VMEM(...)]` in a GridSpec, a
    PrefetchScalarGridSpec or pallas_call itself; `BlockSpec(memory_space=pltpu.SMEM)`); the TPU
    interpreter's params (`pltpu.InterpretParams` as `interpret=`, `pltpu.force_tpu_interpret_mode`).
    Empty: a GPU kernel (or one that says nothing; every dimension then races, as on a GPU)."""
    gm = eqn.params["grid_mapping"]
    params = eqn.params.get("compiler_params") or {}
    found = []
    if any(_is_tpu(p) for p in (params.values() if isinstance(params, dict) else [params])):
        found.append("Mosaic TPU compiler params")
    if gm.num_index_operands:
        found.append("scalar prefetch")
    if any(_is_tpu(getattr(a, "memory_space", None)) for a in scratch_avals(gm, eqn.params["jaxpr"])):
        found.append("scratch in a TPU memory space")
    if any(_is_tpu(getattr(getattr(bm, "block_aval", None), "memory_space", None)) for bm in gm.block_mappings):
        found.append("a block in a TPU memory space")
    if _is_tpu(eqn.params.get("interpret")):
        found.append("the TPU interpreter's params")
    return found


def schedule(eqn: Any, dynamic: Sequence[Any] = ()) -> Schedule:
    """The grid (dynamic bounds filled in) and its concurrency: every dimension of a Triton (or Mosaic
    GPU) kernel; on TPU (`tpu_marks`) the dimensions its `dimension_semantics` call parallel
    (`parallel`, `core_parallel`, `subcore_parallel`; none declared: all run in order, as on a TPU),
    vmapped dimensions always."""
    from jax._src.pallas import core as pallas_core

    gm = eqn.params["grid_mapping"]
    bounds = iter(int(np.asarray(b)) for b in dynamic)
    grid = tuple(next(bounds) if isinstance(g, pallas_core.DynamicGridDim) else int(g) for g in gm.grid)
    vmapped = tuple(getattr(gm, "vmapped_dims", ()) or ())
    kernel_axes = tuple(d for d in range(len(grid)) if d not in vmapped)
    params = eqn.params.get("compiler_params") or {}
    tpu_params = next((p for p in (params.values() if isinstance(params, dict) else [params]) if _is_tpu(p)), None)
    tpu = bool(tpu_marks(eqn))
    concurrent = set(vmapped) if tpu else set(range(len(grid)))
    semantics = getattr(tpu_params, "dimension_semantics", None)
    semantics = [str(getattr(x, "value", x)).lower() for x in semantics] if semantics else []
    if semantics and len(semantics) == len(grid):
        concurrent = {d for d, x in enumerate(semantics) if x in _PARALLEL}
    elif semantics:  # declared for the kernel's own axes (vmap prepends its own, which are parallel)
        concurrent = set(vmapped) | {d for d, x in zip(kernel_axes, semantics) if x in _PARALLEL}
    return Schedule(grid, tuple(sorted(concurrent)), kernel_axes, tpu, tpu_params)


def _window(operand: _Operand, start: Sequence[int], block: Sequence[int], ref_shape: tuple[int, ...]):
    """The block a program sees: a view into the buffer (its writes land in place) and the
    addresses of its elements; a window past the array's edge is padded, its addresses -1."""
    inside = all(s >= 0 and s + b <= n for s, b, n in zip(start, block, operand.shape))
    if inside:
        sl = tuple(slice(s, s + b) for s, b in zip(start, block))
        return operand.value[sl].reshape(ref_shape), operand.addresses[sl].reshape(ref_shape), None
    value = np.full(block, np.nan if operand.value.dtype.kind == "f" else 0, operand.value.dtype)
    addresses = np.full(block, -1, np.int64)
    src = tuple(slice(max(s, 0), min(s + b, n)) for s, b, n in zip(start, block, operand.shape))
    dst = tuple(slice(a.start - s, a.stop - s) for a, s in zip(src, start))
    value[dst] = operand.value[src]
    addresses[dst] = operand.addresses[src]
    return value.reshape(ref_shape), addresses.reshape(ref_shape), (src, dst, block)


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


def _index_maps(gm: Any) -> list[Any]:
    """Each block mapping's index map with its refs (scalar prefetch) discharged, ready to evaluate."""
    return [discharge_state(bm.index_map_jaxpr) for bm in gm.block_mappings]


def _start(bm: Any, index_map: Any, pids: Sequence[Any], scalars: Sequence[np.ndarray]) -> list[int]:
    from jax._src.pallas import core as pallas_core

    closed = index_map[0] if isinstance(index_map, tuple) else index_map
    consts = index_map[1] if isinstance(index_map, tuple) else getattr(closed, "consts", ())
    indices = evaluate(getattr(closed, "jaxpr", closed), consts, [*pids, *scalars])[:len(bm.block_shape)]
    return [int(i) * (b.block_size if isinstance(b, pallas_core.Blocked) else 1)
            for i, b in zip(indices, bm.block_shape)]


def _poison(dtype: Any, other: bool) -> Any:
    """What an unwritten output element holds: NaN (or 0) normally, and a second, different value
    for the run that shows which outputs depend on it."""
    dtype = np.dtype(dtype)
    if jnp.issubdtype(dtype, jnp.inexact):  # numpy's kinds miss ml_dtypes' floats (bfloat16 is kind 'V')
        return jnp.finfo(dtype).max if other else np.nan
    if dtype.kind == "b":
        return other
    return np.iinfo(dtype).min if other else 0


def run_order(eqn: Any, operands_in: list[np.ndarray], order: str, names: list[str], record: bool,
              other_poison: bool = False, live: Sequence[bool] | None = None,
              ) -> tuple[list[np.ndarray], Footprint | None, list[tuple[int, ...]]]:
    """Every program of the grid in `order` over fresh buffers: the outputs, the footprint (when
    `record`) and the programs in the order they ran. `other_poison` fills the unaliased outputs
    with a second value, to show which outputs depend on memory nobody wrote. `live`: per output,
    whether the program reads it (None: all); a value that reaches only outputs it does not read
    reaches nothing (the footprint's scratch marks)."""
    gm = eqn.params["grid_mapping"]
    ndyn, nidx, nin, nout = gm.num_dynamic_grid_bounds, gm.num_index_operands, gm.num_inputs, gm.num_outputs
    plan = schedule(eqn, operands_in[:ndyn])
    scalars = [np.array(x) for x in operands_in[ndyn:ndyn + nidx]]
    inputs = operands_in[ndyn + nidx:]
    aliases = {i - nidx: o for i, o in eqn.params["input_output_aliases"]}
    operands: list[_Operand] = []
    for k, bm in enumerate(gm.block_mappings):
        array = block_array_aval(bm)
        shape = tuple(array.shape)
        if k < nin:
            value = np.array(inputs[k])
        else:
            source = next((i for i, o in aliases.items() if o == k - nin), None)
            value = operands[source].value if source is not None else \
                np.full(shape, _poison(array.dtype, other_poison), array.dtype)
        operands.append(_Operand(names[k], shape, value, np.arange(int(np.prod(shape))).reshape(shape)))
    blocks = [block_shape(bm) for bm in gm.block_mappings]
    in_hbm = [str(getattr(bm.block_aval, "memory_space", "")).lower() in ("any", "hbm")
              for bm in gm.block_mappings]  # pl.ANY: the kernel moves it itself (DMAs), no block is held
    index_maps = _index_maps(gm)
    programs = plan.programs(order)
    footprint = Footprint({}, {}, [], arms=kernel_arms.Recorder(str(eqn.params.get("name") or "kernel"))) \
        if record else None
    if footprint is not None:
        footprint.arms.prepare(eqn.params["jaxpr"])
    scratch_shapes = scratch_avals(gm, eqn.params["jaxpr"])
    operand_of = [None] * nidx + list(range(nin + nout + len(scratch_shapes)))
    scratch_addresses = [np.arange(int(np.prod(a.shape))).reshape(a.shape) for a in scratch_shapes]
    private = private_outputs(plan, live, aliases, nout)
    live = [True] * nout if live is None else list(live)
    # where a value written lands, for the marks: an output the program reads (or an input: an aliased
    # one is its output's buffer, an unaliased one the kernel should not write) is somewhere it matters
    reaches = [live[aliases[k]] if k in aliases else True for k in range(nin)] + live
    if footprint is not None:
        slots = [nin + nout + s for s in range(len(scratch_shapes))] + [nin + o for o in private]
        footprint.scratch = ScratchLog(slots, [a.size for a in scratch_addresses] +
                                       [operands[nin + o].value.size for o in private])
    sweep, scratch, held_scalars = None, [], []
    transfers = memory_dma.Transfers()
    for ordinal, program in enumerate(programs):
        if plan.group(program) != sweep:  # a new sweep: its core's scratch holds garbage, not its own
            transfers.new_sweep()  # (a copy still in flight when the last sweep ended: nobody waited for it)
            sweep, scratch = plan.group(program), [_garbage(a, names[nin + nout + s]) for s, a in
                                                   enumerate(scratch_shapes)]
            held_scalars = [np.array(x) for x in scalars]  # a core's SMEM copy: the kernel may update it
            for o in private:  # an output used as scratch: the core's VMEM block, as scratch starts
                operands[nin + o].value[...] = _poison(operands[nin + o].value.dtype, False)
            if footprint is not None:
                footprint.scratch.new_sweep()
        pids = [np.int32(p) for p in program]
        refs, addresses, spills = [], [], []
        for k, bm in enumerate(gm.block_mappings):
            start = _start(bm, index_maps[k], pids, scalars)
            if footprint is not None and plan.tpu and k >= nin and not in_hbm[k]:  # TPU: a block is held,
                footprint.blocks[(k, program)] = tuple(start)  # then written back (one left in HBM is not)
            value, address, spill = _window(operands[k], start, blocks[k], tuple(bm.ref_aval.shape))
            refs.append(value)
            addresses.append(address)
            spills.append(spill)
        _interpret(eqn.params["jaxpr"], [*held_scalars, *refs, *scratch],
                   [None] * nidx + addresses + scratch_addresses, operand_of, program, ordinal, plan, footprint,
                   names, reaches, transfers)
        for k, spill in enumerate(spills):
            if spill is not None and k >= nin:  # the part of a padded window inside the array
                src, dst, block = spill
                operands[k].value[src] = refs[k].reshape(block)[dst]
                if footprint is not None:
                    footprint.padded_outputs = True
    transfers.new_sweep()
    if footprint is not None:
        footprint.transfers = transfers.events
    outputs = [np.array(op.value) for op in operands[nin:nin + nout]]
    return outputs, footprint, programs


def _garbage(aval: Any, name: str) -> np.ndarray:
    """A scratch buffer as a sweep finds it: poisoned like an unwritten output (real VMEM holds
    garbage), the same poison in every run, so that what it taints is the stale-scratch finding's. A
    semaphore is a counter, and starts at zero."""
    if is_semaphore(aval):
        return np.zeros(aval.shape, np.int64)
    try:
        return np.full(aval.shape, _poison(aval.dtype, False), aval.dtype)
    except TypeError:  # a semaphore or DMA scratch: no numpy dtype
        raise Unsupported(f"scratch `{name}` of type {aval}: not modelled") from None


def _interpret(jaxpr: Any, refs: list[np.ndarray], addresses: list[np.ndarray | None], operand_of: list[int | None],
               program: tuple[int, ...], ordinal: int, plan: Schedule, footprint: Footprint | None,
               names: list[str], reaches: Sequence[bool] = (),
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
        """The marks of what an access at addresses `at` finds in `operand` (only scratch holds any)."""
        slot = log.slot.get(operand)
        return 0 if slot is None else log.read_marks(slot, at)

    def store_marks(name: str, operand: int | None, at: np.ndarray, lanes: np.ndarray | None, value_mark: Any) -> None:
        """A write's marks: into scratch, or, where they get to an output the program reads, reached."""
        if operand is None:
            return
        slot = log.slot.get(operand)
        buffer = log.marks[slot] if slot is not None else None
        if buffer is None and not memory_taint.marked(value_mark):
            return
        written = memory_taint.full(value_mark, at.shape)
        keep = at >= 0 if lanes is None else lanes & (at >= 0)
        if buffer is not None:
            if name == "addupdate":
                if memory_taint.marked(value_mark):
                    np.bitwise_or.at(buffer, at[keep], written[keep])
            elif memory_taint.marked(value_mark) or buffer[at[keep]].any():
                buffer[at[keep]] = written[keep]
        elif operand >= len(reaches) or reaches[operand]:
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
            raise Unsupported("a semaphore the kernel made itself (`run_scoped`)")
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
