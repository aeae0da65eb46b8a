"""Memory safety of Pallas kernels, checked on a CPU: what a GPU's concurrent programs would race on.

Interpret mode runs a grid as a sequential loop over copies of the blocks, so a kernel that reads
cells another program writes (through `input_output_aliases`), writes a cell twice, leaves one
unwritten, reads what its output buffer held, or reads outside its operand passes every parity check
on a CPU and still breaks on a GPU. JAX's own race detector belongs to the TPU interpreter, which
refuses Triton compiler params and integer-array (gather) indexing, the way astronomix's kernels read
their stencils. So this module interprets the kernel jaxpr itself, one program at a time, on the
concrete operands the program gives it:

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
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import time
import types
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

ORDERS = ("row-major", "reversed", "seed 1", "seed 2")
REF_PRIMITIVES = ("get", "swap", "addupdate")
MAX_EXAMPLES = 3


class Unsupported(Exception):
    """The kernel uses something this interpreter does not model (named in the message)."""


@dataclasses.dataclass
class Finding:
    kind: str  # alias_hazard | double_write | unwritten | out_of_bounds | order_dependent
    kernel: str
    message: str


@dataclasses.dataclass
class KernelReport:
    name: str
    grid: tuple[int, ...]
    aliases: dict[int, int]
    findings: list[Finding]
    max_order_difference: float = 0.0
    seconds: float = 0.0
    orders_run: int = len(ORDERS)  # 1 where the footprint proves every order gives the same outputs


# -- evaluating jaxprs on concrete values ---------------------------------------------------------------

_CALLS = {"jit": "jaxpr", "pjit": "jaxpr", "closed_call": "call_jaxpr", "core_call": "call_jaxpr",
          "custom_jvp_call": "call_jaxpr", "custom_vjp_call": "call_jaxpr", "custom_vjp_call_jaxpr": "fun_jaxpr",
          "remat": "jaxpr", "checkpoint": "jaxpr"}


def _int_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """lax.div on integers rounds toward zero."""
    return np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))


def _broadcast_in_dim(x: Any, shape: Sequence[int], broadcast_dimensions: Sequence[int], **_: Any) -> np.ndarray:
    expanded = [1] * len(shape)
    for i, d in enumerate(broadcast_dimensions):
        expanded[d] = np.shape(x)[i]
    return np.broadcast_to(np.reshape(x, expanded), tuple(shape))


def _iota(dtype: Any, shape: Sequence[int], dimension: int, **_: Any) -> np.ndarray:
    line = np.arange(shape[dimension], dtype=dtype)
    return np.broadcast_to(line.reshape([-1 if d == dimension else 1 for d in range(len(shape))]), tuple(shape))


# numpy twins of the element-wise and shape primitives a kernel body is made of: a kernel is evaluated
# once per program per order, and jax's eager dispatch costs ~100x a numpy call on blocks this small.
# Their results are for the footprint and for comparing grid orders with one another, never with XLA.
# Parameter-free ones are plain ufuncs (called without the equation's params); the others take them.
_UFUNCS: dict[str, Callable[..., Any]] = {
    "add": np.add, "add_any": np.add, "sub": np.subtract, "mul": np.multiply, "neg": np.negative, "rem": np.fmod, "abs": np.abs,
    "sign": np.sign, "max": np.maximum, "min": np.minimum, "sqrt": np.sqrt, "exp": np.exp, "log": np.log,
    "floor": np.floor, "ceil": np.ceil, "eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
    "gt": np.greater, "ge": np.greater_equal, "and": np.bitwise_and, "or": np.bitwise_or, "not": np.invert,
}
_NUMPY: dict[str, Callable[..., Any]] = {
    "div": lambda a, b, **_: _int_div(a, b) if np.asarray(a).dtype.kind in "iu" else np.divide(a, b),
    "rsqrt": lambda a, **_: 1 / np.sqrt(a),
    "integer_pow": lambda a, y, **_: np.power(a, y), "square": lambda a, **_: np.multiply(a, a),
    "select_n": lambda which, *cases, **_: np.where(which, cases[1], cases[0]) if len(cases) == 2 and
    np.asarray(which).dtype == bool else np.choose(np.asarray(which, np.int64), np.broadcast_arrays(*cases)),
    "convert_element_type": lambda a, new_dtype, **_: np.asarray(a).astype(new_dtype),
    "broadcast_in_dim": lambda a, **kw: _broadcast_in_dim(a, **kw),
    "broadcast_to": lambda a, shape, **_: np.broadcast_to(a, tuple(shape)),  # Pallas's equal-rank broadcast
    "reshape": lambda a, new_sizes, dimensions=None, **_: None if dimensions else np.reshape(a, new_sizes),
    "squeeze": lambda a, dimensions, **_: np.squeeze(a, axis=tuple(dimensions)),
    "transpose": lambda a, permutation, **_: np.transpose(a, permutation),
    "concatenate": lambda *xs, dimension, **_: np.concatenate(xs, axis=dimension),
    "slice": lambda a, start_indices, limit_indices, strides, **_: a[tuple(
        slice(b, e, st or 1) for b, e, st in zip(start_indices, limit_indices, strides or [1] * len(start_indices)))],
    "iota": lambda **kw: _iota(**kw),
    "reduce_sum": lambda a, axes, **_: np.sum(a, axis=tuple(axes)),
    "reduce_max": lambda a, axes, **_: np.max(a, axis=tuple(axes)),
    "reduce_min": lambda a, axes, **_: np.min(a, axis=tuple(axes)),
}


@dataclasses.dataclass(frozen=True)
class _Step:
    """One equation, prepared once per jaxpr: evaluating a kernel body program by program repeats it."""

    eqn: Any
    name: str
    inputs: tuple[tuple[bool, Any], ...]  # per operand: (is a literal, its value or its variable)
    outvars: tuple[Any, ...]
    twin: Callable[[list[Any]], Any] | None  # the numpy twin, params bound (None: JAX evaluates it)
    dtype: Any  # of the single output a twin produces
    shape: tuple[int, ...]
    takes_ref: bool  # some operand is a ref (a kernel's buffers): only the memory model may evaluate it
    call: Any  # the body of a call primitive (jit, custom_jvp, ...), else None


def _twin(eqn: Any) -> Callable[[list[Any]], Any] | None:
    name = eqn.primitive.name
    if name in _UFUNCS:
        return lambda invals, f=_UFUNCS[name]: f(*invals)
    if name in _NUMPY:
        return lambda invals, f=_NUMPY[name], params=dict(eqn.params): f(*invals, **params)
    return None


_PLANS: dict[int, tuple[Any, list[_Step]]] = {}


def _plan(jaxpr: Any) -> list[_Step]:
    """The prepared steps of a jaxpr (kept for the kernels of a few cases; keyed by identity)."""
    hit = _PLANS.get(id(jaxpr))
    if hit is not None and hit[0] is jaxpr:
        return hit[1]
    from jax._src.state.types import AbstractRef
    from jax.extend.core import Literal

    steps = []
    for eqn in jaxpr.eqns:
        name = eqn.primitive.name
        aval = eqn.outvars[0].aval if len(eqn.outvars) == 1 else None
        steps.append(_Step(
            eqn, name, tuple((True, v.val) if isinstance(v, Literal) else (False, v) for v in eqn.invars),
            tuple(eqn.outvars), _twin(eqn) if aval is not None and hasattr(aval, "dtype") else None,
            getattr(aval, "dtype", None), tuple(getattr(aval, "shape", ())),
            any(isinstance(getattr(v, "aval", None), AbstractRef) for v in eqn.invars),
            eqn.params.get(_CALLS[name]) if name in _CALLS else None))
    if len(_PLANS) > 512:
        _PLANS.clear()
    _PLANS[id(jaxpr)] = (jaxpr, steps)
    return steps


def _apply(step: _Step, invals: list[Any]) -> list[Any]:
    """One equation on concrete values: numpy where it has a twin, else JAX itself."""
    if step.twin is not None:
        try:
            out = step.twin(invals)
        except TypeError:
            out = None  # a parameter the twin does not model: JAX decides
        if out is not None:
            out = np.asarray(out, dtype=step.dtype)
            return [out if out.shape == step.shape else out.reshape(step.shape)]
    eqn = step.eqn
    out = eqn.primitive.bind(*invals, **eqn.primitive.get_bind_params(eqn.params))
    return list(out) if eqn.primitive.multiple_results else [out]


def evaluate(jaxpr: Any, consts: Sequence[Any], values: Sequence[Any],
             on_eqn: Callable[[Any, list[Any]], list[Any] | None] | None = None,
             intercept: frozenset[str] | None = None) -> list[Any]:
    """Evaluate a jaxpr (a kernel body, an index map) equation by equation, through nested calls;
    `on_eqn` may take an equation over (returning its outputs) or leave it (returning None). It is
    asked about the equations named in `intercept` and every equation that takes a ref (all of them
    when `intercept` is None). Control flow that carries a ref is unrolled here, so that every access
    is seen."""
    from jax.extend.core import Literal

    env: dict[Any, Any] = {}

    def run(closed: Any, args: Sequence[Any]) -> list[Any]:
        return evaluate(getattr(closed, "jaxpr", closed), getattr(closed, "consts", ()), args, on_eqn, intercept)

    for v, x in itertools.chain(zip(jaxpr.constvars, consts), zip(jaxpr.invars, values)):
        env[v] = x
    for step in _plan(jaxpr):
        invals = [x if literal else env[x] for literal, x in step.inputs]
        outs = None
        if on_eqn is not None and (intercept is None or step.takes_ref or step.name in intercept):
            outs = on_eqn(step.eqn, invals)
        if outs is None:
            if step.call is not None:
                outs = run(step.call, invals)
            elif step.takes_ref and step.name in ("cond", "while", "scan"):
                outs = _control(step.name, step.eqn.params, invals, run)
            else:
                outs = _apply(step, invals)
        for v, x in zip(step.outvars, outs):
            env[v] = x
    return [v.val if isinstance(v, Literal) else env[v] for v in jaxpr.outvars]


def _control(name: str, params: dict, invals: list[Any], run: Callable[[Any, Sequence[Any]], list[Any]]) -> list[Any]:
    if name == "cond":
        branches = params["branches"]
        index = int(np.clip(int(np.asarray(invals[0])), 0, len(branches) - 1))
        return run(branches[index], invals[1:])
    if name == "while":
        nc, nb = params["cond_nconsts"], params["body_nconsts"]
        cond_consts, body_consts, carry = invals[:nc], invals[nc:nc + nb], list(invals[nc + nb:])
        while bool(np.asarray(run(params["cond_jaxpr"], [*cond_consts, *carry])[0])):
            carry = run(params["body_jaxpr"], [*body_consts, *carry])
        return carry
    consts, rest = invals[:params["num_consts"]], invals[params["num_consts"]:]
    carry, xs = list(rest[:params["num_carry"]]), rest[params["num_carry"]:]
    ys = []
    steps = range(params["length"])
    for i in reversed(steps) if params["reverse"] else steps:
        out = run(params["jaxpr"], [*consts, *carry, *(np.asarray(x)[i] for x in xs)])
        carry, y = out[:params["num_carry"]], out[params["num_carry"]:]
        ys.append(y)
    if params["reverse"]:
        ys.reverse()
    stacked = [np.stack([np.asarray(y[j]) for y in ys]) for j in range(len(ys[0]))] if ys else \
        [np.zeros((0,) + tuple(v.aval.shape), v.aval.dtype) for v in params["jaxpr"].jaxpr.outvars[params["num_carry"]:]]
    return [*carry, *stacked]


# -- one kernel, one order ----------------------------------------------------------------------------


@dataclasses.dataclass
class _Operand:
    name: str
    shape: tuple[int, ...]
    value: np.ndarray  # the buffer (an aliased output shares its input's)
    addresses: np.ndarray  # flat index of each element in its operand


@dataclasses.dataclass
class _Footprint:
    reads: dict[tuple[int, tuple[int, ...]], list[np.ndarray]]  # (operand, program) -> flat indices read
    writes: dict[tuple[int, tuple[int, ...]], list[np.ndarray]]
    out_of_bounds: list[tuple[int, str, tuple[int, ...], str]]  # (operand, reads|writes, program, where)
    padded_outputs: bool = False  # some program's output window overhung its array (written back in part)


def _operand_names(eqn: Any) -> list[str]:
    gm = eqn.params["grid_mapping"]
    count = gm.num_index_operands + gm.num_inputs + gm.num_outputs
    names = list(getattr(eqn.params["jaxpr"].debug_info, "arg_names", None) or ())
    if len(names) < count:
        names = [f"in{i}" for i in range(gm.num_inputs)] + [f"out{o}" for o in range(gm.num_outputs)]
        return names
    return [n.replace("_ref", "") or n for n in names[gm.num_index_operands:count]]


@dataclasses.dataclass(frozen=True)
class Schedule:
    """A kernel's grid and which of its dimensions run concurrently. Programs that agree on every
    concurrent dimension form a group that runs in order on one core (a TPU grid's "arbitrary"
    dimensions, e.g. a matmul's reduction axis revisiting its output tile); the groups race."""

    grid: tuple[int, ...]
    concurrent: tuple[int, ...]  # grid dimensions whose programs may run in any order, or at once
    kernel_axes: tuple[int, ...]  # grid dimensions the kernel's program_id sees (vmap adds others)

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


_PARALLEL = ("parallel", "core_parallel", "subcore_parallel")


def schedule(eqn: Any, dynamic: Sequence[Any] = ()) -> Schedule:
    """The grid (dynamic bounds filled in) and its concurrency: every dimension of a Triton (or Mosaic
    GPU) kernel; on TPU the dimensions its `dimension_semantics` call parallel (none declared: all run
    in order), vmapped dimensions always."""
    from jax._src.pallas import core as pallas_core

    gm = eqn.params["grid_mapping"]
    bounds = iter(int(np.asarray(b)) for b in dynamic)
    grid = tuple(next(bounds) if isinstance(g, pallas_core.DynamicGridDim) else int(g) for g in gm.grid)
    vmapped = tuple(getattr(gm, "vmapped_dims", ()) or ())
    kernel_axes = tuple(d for d in range(len(grid)) if d not in vmapped)
    concurrent = set(range(len(grid)))
    params = eqn.params.get("compiler_params") or {}
    for p in params.values() if isinstance(params, dict) else [params]:
        if "mosaic" in type(p).__module__ and "gpu" not in type(p).__module__:
            semantics = getattr(p, "dimension_semantics", None)
            semantics = [str(getattr(x, "value", x)).lower() for x in semantics] if semantics else []
            if len(semantics) == len(grid):
                concurrent = {d for d, x in enumerate(semantics) if x in _PARALLEL}
            else:  # declared for the kernel's own axes (vmap prepends its own, which are parallel)
                concurrent = set(vmapped) | {d for d, x in zip(kernel_axes, semantics) if x in _PARALLEL}
    return Schedule(grid, tuple(sorted(concurrent)), kernel_axes)


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
    from jax._src.state import discharge

    return [discharge.discharge_state(bm.index_map_jaxpr) for bm in gm.block_mappings]


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
    if dtype.kind in "fc":
        return np.finfo(dtype).max if other else np.nan
    if dtype.kind == "b":
        return other
    return np.iinfo(dtype).min if other else 0


def _run_order(eqn: Any, operands_in: list[np.ndarray], order: str, names: list[str], record: bool,
               other_poison: bool = False) -> tuple[list[np.ndarray], _Footprint | None, list[tuple[int, ...]]]:
    from jax._src.pallas import core as pallas_core

    gm = eqn.params["grid_mapping"]
    ndyn, nidx, nin, nout = gm.num_dynamic_grid_bounds, gm.num_index_operands, gm.num_inputs, gm.num_outputs
    plan = schedule(eqn, operands_in[:ndyn])
    scalars = [np.array(x) for x in operands_in[ndyn:ndyn + nidx]]
    inputs = operands_in[ndyn + nidx:]
    aliases = {i - nidx: o for i, o in eqn.params["input_output_aliases"]}
    operands: list[_Operand] = []
    for k, bm in enumerate(gm.block_mappings):
        shape = tuple(bm.array_aval.shape)
        if k < nin:
            value = np.array(inputs[k])
        else:
            source = next((i for i, o in aliases.items() if o == k - nin), None)
            value = operands[source].value if source is not None else \
                np.full(shape, _poison(bm.array_aval.dtype, other_poison), bm.array_aval.dtype)
        operands.append(_Operand(names[k], shape, value, np.arange(int(np.prod(shape))).reshape(shape)))
    blocks = [tuple(pallas_core._get_block_shape(bm.block_shape)) for bm in gm.block_mappings]
    index_maps = _index_maps(gm)
    programs = plan.programs(order)
    footprint = _Footprint({}, {}, []) if record else None
    operand_of = [None] * nidx + list(range(nin + nout)) + [None] * len(gm.scratch_avals)
    for program in programs:
        pids = [np.int32(p) for p in program]
        refs, addresses, spills = [], [], []
        for k, bm in enumerate(gm.block_mappings):
            start = _start(bm, index_maps[k], pids, scalars)
            value, address, spill = _window(operands[k], start, blocks[k], tuple(bm.ref_aval.shape))
            refs.append(value)
            addresses.append(address)
            spills.append(spill)
        scratch = [np.zeros(a.shape, a.dtype) for a in gm.scratch_avals]
        _interpret(eqn.params["jaxpr"], [*(np.array(x) for x in scalars), *refs, *scratch],
                   [None] * nidx + addresses + [None] * len(scratch), operand_of, program, plan, footprint, names)
        for k, spill in enumerate(spills):
            if spill is not None and k >= nin:  # the part of a padded window inside the array
                src, dst, block = spill
                operands[k].value[src] = refs[k].reshape(block)[dst]
                if footprint is not None:
                    footprint.padded_outputs = True
    outputs = [np.array(op.value) for op in operands[nin:nin + nout]]
    return outputs, footprint, programs


def _interpret(jaxpr: Any, refs: list[np.ndarray], addresses: list[np.ndarray | None], operand_of: list[int | None],
               program: tuple[int, ...], plan: Schedule, footprint: _Footprint | None, names: list[str]) -> None:
    """One program of a kernel: its ref accesses go to the buffers' views and into the footprint."""
    import jax
    from jax._src.state import indexing

    position = {id(r): k for k, r in enumerate(refs)}

    def access(name: str, ref: np.ndarray, transforms: Any, value: Any = None, mask: Any = None,
               other: Any = None) -> list[Any]:
        k = position.get(id(ref))
        if k is None:
            raise Unsupported(f"`{name}` on a ref the kernel made itself")
        transforms = tuple(transforms or ())
        if len(transforms) > 1 or any(not isinstance(t, indexing.NDIndexer) for t in transforms):
            raise Unsupported(f"ref transforms {[type(t).__name__ for t in transforms]} in `{name}`")
        indexer = transforms[0] if transforms else indexing.NDIndexer.make_trivial_indexer(ref.shape)
        base = addresses[k] if addresses[k] is not None else np.full(ref.shape, -2, np.int64)
        values, addr, where, interior, problems = _locate(ref, base, indexer)
        current = np.array(values[where])
        touched = addr[where]
        if mask is not None:
            touched = touched[np.broadcast_to(np.asarray(mask, bool), touched.shape)]
        touched = np.asarray(touched).ravel()
        reads = name in ("get", "masked_load", "addupdate")
        operand = operand_of[k]
        if footprint is not None and operand is not None:
            if problems and (touched == -1).any():
                footprint.out_of_bounds.append((operand, "reads" if reads else "writes", program,
                                                '; '.join(problems)))
            if reads:
                footprint.reads.setdefault((operand, program), []).append(touched)
            if name != "get" and name != "masked_load":
                footprint.writes.setdefault((operand, program), []).append(touched)
        if name in ("get", "masked_load"):
            if mask is not None and other is not None:
                current = np.where(mask, current, other)
            return [current.astype(ref.dtype)]
        new = current + np.asarray(value) if name == "addupdate" else np.asarray(value)
        if mask is not None:
            new = np.where(mask, new, current)
        values[where] = new
        if interior is not None:
            ref[...] = values[interior]
        return [] if name == "addupdate" else [current]

    def on_eqn(eqn: Any, invals: list[Any]) -> list[Any] | None:
        name = eqn.primitive.name
        if name == "program_id":
            return [np.int32(program[plan.kernel_axes[eqn.params["axis"]]])]
        if name == "num_programs":
            return [np.int32(plan.grid[plan.kernel_axes[eqn.params["axis"]]])]
        if name == "get":
            return access(name, invals[0], jax.tree_util.tree_unflatten(eqn.params["tree"], invals[1:]))
        if name in ("swap", "addupdate"):
            return access(name, invals[0], jax.tree_util.tree_unflatten(eqn.params["tree"], invals[2:]), invals[1])
        if name == "masked_load":
            ref, transforms, mask, other = jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)
            return access(name, ref, transforms, mask=mask, other=other)
        if name == "masked_swap":
            ref, transforms, value, mask = jax.tree_util.tree_unflatten(eqn.params["args_tree"], invals)
            return access(name, ref, transforms, value, mask=mask)
        if any(id(x) in position for x in invals) and name not in _CALLS and name not in ("cond", "while", "scan"):
            raise Unsupported(f"`{name}` takes a ref: the memory check does not model it")
        return None

    evaluate(jaxpr, (), refs, on_eqn, _INTERCEPTED)


_INTERCEPTED = frozenset({"program_id", "num_programs", "get", "swap", "addupdate", "masked_load", "masked_swap"})


# -- the analysis -------------------------------------------------------------------------------------


def _element(names: list[str], shapes: list[tuple[int, ...]], k: int, flat: int) -> str:
    return f"{names[k]}[{', '.join(str(int(i)) for i in np.unravel_index(int(flat), shapes[k]))}]"


def check_kernel(eqn: Any, operands: list[np.ndarray],
                 orders: Sequence[str] = ORDERS) -> tuple[KernelReport, list[np.ndarray]]:
    """Run one pallas_call in every order and record its footprint: what is unsafe, and the outputs
    of the first order."""
    start = time.perf_counter()
    gm = eqn.params["grid_mapping"]
    kernel = str(eqn.params.get("name") or getattr(eqn.params["jaxpr"].debug_info, "func_name", "kernel"))
    names = _operand_names(eqn)
    shapes = [tuple(bm.array_aval.shape) for bm in gm.block_mappings]
    nin, nout = gm.num_inputs, gm.num_outputs
    aliases = {i - gm.num_index_operands: o for i, o in eqn.params["input_output_aliases"]}
    findings: list[Finding] = []

    plan = schedule(eqn, operands[:gm.num_dynamic_grid_bounds])
    reference, footprint, programs = _run_order(eqn, operands, orders[0], names, record=True)
    assert footprint is not None

    def union(book: dict, k: int) -> dict[int, np.ndarray]:
        return {p: np.unique(np.concatenate(v)) for (kk, p), v in book.items() if kk == k}

    seen_oob: dict[tuple[int, str], list] = {}
    for operand, verb, program, where in footprint.out_of_bounds:
        seen_oob.setdefault((operand, verb), []).append((program, where))
    for (operand, verb), hits in seen_oob.items():
        program, where = hits[0]
        others = len({h[0] for h in hits}) - 1
        findings.append(Finding("out_of_bounds", kernel, f"{kernel}: program {program} {verb} {names[operand]} out of "
                                f"its block's bounds ({where})" + (f" (and {others} more programs)" if others else "")))
    for k in range(nin + nout):
        for p, touched in union(footprint.reads, k).items():
            if (touched < 0).any() and not footprint.out_of_bounds:
                findings.append(Finding("out_of_bounds", kernel,
                                        f"{kernel}: program {p} reads {names[k]} past the array's edge "
                                        f"(its block window overhangs {names[k]}{list(shapes[k])})"))
                break

    unwritten: dict[int, np.ndarray] = {}
    for o in range(nout):
        k = nin + o
        count = np.zeros(int(np.prod(shapes[k])), np.int64)
        first_writer = np.full(count.shape, -1, np.int64)
        doubles, order_of = [], {p: n for n, p in enumerate(programs)}
        for p, touched in sorted(union(footprint.writes, k).items()):
            touched = touched[touched >= 0]
            earlier = first_writer[touched]
            # a program of the same group rewriting an element does so in order: not a race
            again = touched[(earlier >= 0) & np.array([plan.group(programs[w]) != plan.group(p) if w >= 0 else False
                                                       for w in earlier], bool)]
            if again.size and len(doubles) < MAX_EXAMPLES:
                doubles.append(f"programs {programs[int(first_writer[again[0]])]} and {p} both write "
                               f"{_element(names, shapes, k, again[0])}")
            count[again] += 1
            count[touched[earlier < 0]] += 1
            first_writer[touched[earlier < 0]] = order_of[p]
        if doubles:
            findings.append(Finding("double_write", kernel, f"{kernel}: {doubles[0]} ({int((count > 1).sum())} "
                                    f"elements written by more than one program" +
                                    "".join(f"; {d}" for d in doubles[1:]) + ")"))
        aliased = o in aliases.values()
        missing = np.flatnonzero(count == 0)
        unwritten[o] = missing
        if missing.size and not aliased:
            findings.append(Finding("unwritten", kernel,
                                    f"{kernel}: {missing.size} of {count.size} elements of {names[k]} are written by no "
                                    f"program, e.g. {_element(names, shapes, k, missing[0])} (on a GPU they keep "
                                    "whatever the memory held)"))

    for i, o in sorted(aliases.items()):
        k_out = nin + o
        every_writer = {}
        for p, touched in union(footprint.writes, k_out).items():
            for e in touched[touched >= 0].tolist():
                every_writer.setdefault(e, set()).add(p)
        hazards, examples = 0, []
        for p, touched in sorted(union(footprint.reads, i).items()):
            for e in touched[touched >= 0].tolist():
                others = {w for w in every_writer.get(e, ()) if plan.group(w) != plan.group(p)}
                if others:
                    hazards += 1
                    if len(examples) < MAX_EXAMPLES:
                        examples.append(f"program {p} reads {_element(names, shapes, i, e)} which program "
                                        f"{min(others)} writes through alias {i}->{o}")
        if hazards:
            more = "; ".join(examples[1:])
            findings.append(Finding("alias_hazard", kernel, f"{kernel}: {examples[0]} ({hazards} such reads"
                                    + (f"; {more})" if more else ")")))

    poisoned, _, _ = _run_order(eqn, operands, orders[0], names, record=False, other_poison=True)
    for o, (a, b) in enumerate(zip(reference, poisoned)):
        if o in aliases.values():
            continue
        same = (a == b) | (np.isnan(a) & np.isnan(b)) if a.dtype.kind in "fc" else a == b
        tainted = np.flatnonzero(~np.asarray(same).ravel())
        tainted = tainted[np.isin(tainted, unwritten.get(o, ()), invert=True)]
        if tainted.size:
            findings.append(Finding("uninitialised", kernel,
                                    f"{kernel}: {tainted.size} elements of {names[nin + o]} depend on what the output "
                                    f"buffer held before the kernel, e.g. {_element(names, shapes, nin + o, tainted[0])}: "
                                    "a program reads output it did not write (on a GPU, whatever the memory held)"))

    worst, differing = 0.0, []
    proved = _order_free(footprint, plan, programs, aliases, nin, nout)
    for order in orders[1:] if not proved else ():
        outputs, _, _ = _run_order(eqn, operands, order, names, record=False)
        for o, (a, b) in enumerate(zip(reference, outputs)):
            same = (a == b) | (np.isnan(a) & np.isnan(b)) if a.dtype.kind in "fc" else a == b
            if not np.all(same):
                where = np.flatnonzero(~np.asarray(same).ravel())
                diff = np.abs(a.astype(np.float64) - b.astype(np.float64)).ravel()[where]
                worst = max(worst, float(np.nanmax(diff)) if np.isfinite(diff).any() else float("inf"))
                differing.append(f"{order}: {names[nin + o]} in {where.size} elements, first "
                                 f"{_element(names, shapes, nin + o, where[0])}")
    if differing:
        findings.append(Finding("order_dependent", kernel,
                                f"{kernel}: the outputs depend on the order the grid runs in (max |difference| "
                                f"{worst:.3g} against {orders[0]}; " + "; ".join(differing) + ")"))
    return KernelReport(kernel, plan.grid, aliases, findings, worst, time.perf_counter() - start,
                        orders_run=1 if proved else len(orders)), reference


def _order_free(footprint: _Footprint, plan: Schedule, programs: list[tuple[int, ...]], aliases: dict[int, int],
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


def check_call(fn: Callable, args: Sequence[Any], orders: Sequence[str] = ORDERS,
               seen: set | None = None) -> list[KernelReport]:
    """Run `fn(*args)` eagerly (`jax.disable_jit`: loops and jitted helpers run op by op) and check
    every kernel it calls, on the operands it calls it with; each kernel's row-major outputs (in-place
    semantics) are what the rest of the program gets. A kernel met again with the same name and grid
    is the same code on other data: it runs, but is not checked again."""
    import jax

    reports: list[KernelReport] = []
    seen = set() if seen is None else seen

    def handler(params: dict, operands: Sequence[Any]) -> list[Any]:
        call = types.SimpleNamespace(params=params)
        values = [np.asarray(x) for x in operands]
        key = (params.get("name"), schedule(call, values[:params["grid_mapping"].num_dynamic_grid_bounds]).grid)
        if key in seen:
            outputs = _run_order(call, values, orders[0], _operand_names(call), record=False)[0]
        else:
            seen.add(key)
            report, outputs = check_kernel(call, values, orders)
            reports.append(report)
        return [jax.numpy.asarray(o) for o in outputs]

    with jax.disable_jit(), _kernels_intercepted(handler):
        jax.block_until_ready(fn(*args))
    return reports


def check_function(fn: Callable, *args: Any, orders: Sequence[str] = ORDERS) -> list[KernelReport]:
    return check_call(fn, args, orders)
