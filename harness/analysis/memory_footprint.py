"""Runs one kernel's grid in one order on numpy buffers, and records what each program touches.

Every operand is one buffer, and an aliased output *is* its input's buffer (in place, as on the
device); a program's refs are views into those buffers, so a read sees what earlier programs wrote.
Every ref access (`get`/`swap`/`addupdate`, masked load/store, a DMA) records the elements it touches as
indices into the whole operand (each program interpreted by `harness.analysis.memory_program`): the
footprint `harness.analysis.memory_safety` reads its findings from.
Scratch is logged per core's sweep (`ScratchLog`), its stale reads marked and followed to where they
get (`harness.analysis.memory_taint`); `tpu_marks` says which kernels are TPU ones, whatever the form
of their grid spec.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence
from typing import Any

import numpy as np

from harness.analysis import kernel_arms, memory_dma, memory_taint
from harness.analysis.memory_eval import evaluate
from harness.analysis.memory_program import garbage, interpret_program, poison
from harness.jaxtools.jaxcompat import block_array_aval, block_shape, discharge_state, scratch_avals


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
    # `run_scoped` buffers, by allocation site: (operand number past the kernel's own, name, shape)
    scoped: dict[Any, tuple[int, str, tuple[int, ...]]] = dataclasses.field(default_factory=dict)
    first_scoped: int = 0  # the first operand number a scoped buffer gets (the kernel's operands come before)


class ScratchLog:
    """Scratch across one run, element by element: what each sweep (a group's programs, in order on
    one core) read before it wrote it, and which elements some sweep initialises (writes before it
    reads them). A sweep starts with garbage, or with what the core's previous sweep left: neither
    is the sweep's own. A slot is one scratch buffer (`operands`: slot -> operand number): the
    kernel's scratch operands, then, on TPU, the outputs the program never reads (`private_outputs`:
    a core holds an output block in its VMEM, so one used as scratch, its result dropped, is scratch).

    Such a read matters only where its value can reach an output: what a sweep reads unwritten is
    marked (`harness.analysis.memory_taint`, one bit per slot), the marks follow the values through
    the kernel and into scratch (`marks`, per sweep); a marked value deciding control flow or an
    address is `reach`ed at once, one written to an output the program reads `land`s there and is
    reached if the output still holds it when the run ends (`settle`): `reached` holds the (slot, sweep)
    pairs whose unwritten reads got somewhere."""

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
        self._landed: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # operand -> (marks held, sweep that wrote them)
        self.operand_sizes: list[int] = []  # elements of each input and output operand (run_order sets them)

    def scoped_slot(self, site: Any, operand: int, size: int) -> int:
        """The slot of a `run_scoped` buffer (one per allocation site, `site`), fresh as each scope opens:
        a scope's buffer starts as garbage, whatever an earlier scope left."""
        s = self.slot.get(operand)
        if s is None:  # (past 63 buffers, origins share the last mark: memory_taint.BITS)
            s = self.slot[operand] = len(self.operands)
            self.operands.append(operand)
            self.initialiser.append(np.full(size, -1, np.int64))
            self._written.append(np.zeros(size, bool))
            self._read_unwritten.append(np.zeros(size, bool))
            self.marks.append(np.zeros(size, np.int64))
        self.initialiser[s][:] = -1
        self._written[s][:] = False
        self._read_unwritten[s][:] = False
        self.marks[s][:] = 0
        return s

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

    def reach(self, bits: int, sweep: int | None = None) -> None:
        """Marks that got to an output, or decide one: their slots' unwritten reads this sweep matter."""
        for s in range(len(self.marks)):
            if bits & memory_taint.bit(s):
                self.reached.add((s, self.sweep if sweep is None else sweep))

    def holds_marks(self, operand: int) -> bool:
        return operand in self._landed

    def land(self, operand: int, at: np.ndarray, marks: np.ndarray, add: bool) -> None:
        """Marks written into an output (or an input) at `at`: they reach it only if no later write replaces
        them (`settle`): a padded row's garbage that the next write overwrites gets nowhere."""
        if operand not in self._landed:
            size = self.operand_sizes[operand]
            self._landed[operand] = (np.zeros(size, np.int64), np.full(size, -1, np.int64))
        held, sweeps = self._landed[operand]
        # an element keeps one sweep: older marks this write carries on (an addition, or a value read back from
        # the output) reach it now, in the sweep that wrote them, as before outputs were judged at the end
        older, was = held[at], sweeps[at]
        kept = older if add else older & marks
        carried = (kept != 0) & (was != self.sweep)
        for bits, sweep in set(zip(kept[carried].tolist(), was[carried].tolist())):
            self.reach(bits, sweep)
        if add:
            np.bitwise_or.at(held, at, marks)  # an index named twice adds both
        else:
            held[at] = marks
        sweeps[at] = np.where(marks != 0, self.sweep, sweeps[at])

    def landed_marks(self, operand: int, at: np.ndarray) -> Any:
        """The marks an access at `at` (-1 outside) finds in an output: what the run wrote there."""
        if operand not in self._landed:
            return 0
        inside = at >= 0
        return memory_taint.normal(np.where(inside, self._landed[operand][0][np.where(inside, at, 0)], 0))

    def settle(self) -> None:
        """The run is over: the marks its outputs still hold reached them, in the sweep that wrote each."""
        for held, sweeps in self._landed.values():
            hit = held != 0
            for bits, sweep in set(zip(held[hit].tolist(), sweeps[hit].tolist())):
                self.reach(bits, sweep)

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
                np.full(shape, poison(array.dtype, other_poison), array.dtype)
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
        footprint.first_scoped = nin + nout + len(scratch_shapes)
        slots = [nin + nout + s for s in range(len(scratch_shapes))] + [nin + o for o in private]
        footprint.scratch = ScratchLog(slots, [a.size for a in scratch_addresses] +
                                       [operands[nin + o].value.size for o in private])
        footprint.scratch.operand_sizes = [op.value.size for op in operands]
    sweep, scratch, held_scalars = None, [], []
    transfers = memory_dma.Transfers()
    for ordinal, program in enumerate(programs):
        if plan.group(program) != sweep:  # a new sweep: its core's scratch holds garbage, not its own
            transfers.new_sweep()  # (a copy still in flight when the last sweep ended: nobody waited for it)
            sweep, scratch = plan.group(program), [garbage(a, names[nin + nout + s]) for s, a in
                                                   enumerate(scratch_shapes)]
            held_scalars = [np.array(x) for x in scalars]  # a core's SMEM copy: the kernel may update it
            for o in private:  # an output used as scratch: the core's VMEM block, as scratch starts
                operands[nin + o].value[...] = poison(operands[nin + o].value.dtype, False)
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
        interpret_program(eqn.params["jaxpr"], [*held_scalars, *refs, *scratch],
                          [None] * nidx + addresses + scratch_addresses, operand_of, program, ordinal, plan,
                          footprint, reaches, transfers)
        for k, spill in enumerate(spills):
            if spill is not None and k >= nin:  # the part of a padded window inside the array
                src, dst, block = spill
                operands[k].value[src] = refs[k].reshape(block)[dst]
                if footprint is not None:
                    footprint.padded_outputs = True
    transfers.new_sweep()
    if footprint is not None:
        footprint.transfers = transfers.events
        footprint.scratch.settle()
    outputs = [np.array(op.value) for op in operands[nin:nin + nout]]
    return outputs, footprint, programs
