"""Evaluates a kernel body's jaxpr (or an index map's) with numpy, equation by equation.

The memory check (`harness.analysis.memory_safety`) runs every program of a kernel's grid in several orders, so a
body is evaluated thousands of times on small blocks: numpy twins of the element-wise and shape
primitives cost a hundredth of JAX's eager dispatch. A caller may take over any equation (the
memory model takes every ref access), and control flow that carries a ref is unrolled here so that
every access is seen. Beside the values it can keep their element marks (`harness.analysis.memory_taint`:
what derives from a stale scratch read), for the memory model to tell a read that reaches an
output from one the kernel discards.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from harness.analysis import memory_taint

# call primitives -> the param that holds the jaxpr they call (as each JAX line names them)
from harness.jaxtools.jaxcompat import CALL_BODY_PARAMS, scan_operands


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
            eqn.params.get(CALL_BODY_PARAMS[name]) if name in CALL_BODY_PARAMS else None))
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
             intercept: frozenset[str] | None = None,
             observe: Callable[[Any, list[Any], tuple, list[bool]], None] | None = None,
             observed: frozenset[str] = frozenset(), callers: tuple = (),
             taint: Sequence[bool] | None = None, marks: memory_taint.Marks | None = None,
             marks_in: Sequence[Any] | None = None) -> list[Any]:
    """Evaluate a jaxpr (a kernel body, an index map) equation by equation, through nested calls;
    `on_eqn` may take an equation over (returning its outputs) or leave it (returning None). It is
    asked about the equations named in `intercept` and every equation that takes a ref (all of them
    when `intercept` is None). Control flow that carries a ref is unrolled here, so that every access
    is seen. `observe` sees the operands of every equation named in `observed` (the choices whose
    arms `harness.analysis.kernel_arms` records) and the call equations it sits in (`callers`, outermost
    first: a `jnp.where` is a jitted call whose select_n has no user frame of its own), and per
    operand whether it derives from the kernel's data, not only from program ids, iotas and
    constants (`taint`: the same for this jaxpr's inputs; all of them where None). `marks`: the
    element marks of `harness.analysis.memory_taint` kept beside every value (`marks_in`: those of
    this jaxpr's inputs, none where None); the outputs' marks are left in `marks.result`."""
    from jax.extend.core import Literal

    env: dict[Any, Any] = {}
    tainted: set = set() if observe is None else \
        {v for v, t in zip(jaxpr.invars, taint if taint is not None else [True] * len(jaxpr.invars)) if t}

    marked_env: dict[Any, Any] = {}  # var -> its element marks (memory_taint), only where it has some
    if marks is not None and marks_in is not None:
        marked_env.update((v, m) for v, m in zip(jaxpr.invars, marks_in) if memory_taint.marked(m))

    def run(closed: Any, args: Sequence[Any], caller: Any = None, data: Sequence[bool] | None = None,
            arg_marks: Sequence[Any] | None = None) -> list[Any]:
        return evaluate(getattr(closed, "jaxpr", closed), getattr(closed, "consts", ()), args, on_eqn, intercept,
                        observe, observed, callers + ((caller,) if caller is not None else ()),
                        data if data is not None else [True] * len(args), marks, arg_marks)

    def run_marked(closed: Any, args: Sequence[Any], arg_marks: Sequence[Any], data: bool) -> tuple[list, list]:
        outs = run(closed, args, None, [data] * len(args), arg_marks)
        return outs, marks.result

    for v, x in itertools.chain(zip(jaxpr.constvars, consts), zip(jaxpr.invars, values)):
        env[v] = x
    for step in _plan(jaxpr):
        invals = [x if literal else env[x] for literal, x in step.inputs]
        taints = [not literal and x in tainted for literal, x in step.inputs] if observe is not None else []
        data = any(taints)
        ins = [0 if literal else marked_env.get(x, 0) for literal, x in step.inputs] if marks is not None else None
        out_marks = None
        if observe is not None and step.name in observed:
            observe(step.eqn, invals, callers, taints)
        outs = None
        if on_eqn is not None and (intercept is None or step.takes_ref or step.name in intercept):
            if marks is not None:
                marks.ins, marks.outs = ins, None
            outs = on_eqn(step.eqn, invals)
            if outs is not None and marks is not None:
                out_marks = marks.outs
        if outs is None:
            if step.call is not None:
                outs = run(step.call, invals, step.eqn, taints if observe is not None else None, ins)
                out_marks = marks.result if marks is not None else None
            elif step.takes_ref and step.name in ("cond", "while", "scan"):
                if marks is None:
                    outs = control_flow(step.name, step.eqn.params, invals,
                                        lambda closed, args: run(closed, args, None, [data] * len(args)))
                else:
                    outs, out_marks = memory_taint.control_flow(
                        step.name, step.eqn.params, invals, ins, marks,
                        lambda closed, args, arg_marks: run_marked(closed, args, arg_marks, data), scan_operands)
            else:
                outs = _apply(step, invals)
                if ins and any(memory_taint.marked(m) for m in ins):
                    out_marks = memory_taint.propagate(step.name, step.eqn.params, invals, ins, outs, step.twin)
        for v, x in zip(step.outvars, outs):
            env[v] = x
        if out_marks:
            marked_env.update((v, m) for v, m in zip(step.outvars, out_marks) if memory_taint.marked(m))
        if data:  # (a nested body's outputs: conservatively, data where any input is)
            tainted.update(step.outvars)
    if marks is not None:
        marks.result = [0 if isinstance(v, Literal) else marked_env.get(v, 0) for v in jaxpr.outvars]
    return [v.val if isinstance(v, Literal) else env[v] for v in jaxpr.outvars]


def control_flow(name: str, params: dict, invals: list[Any], run: Callable[[Any, Sequence[Any]], list[Any]]) -> list[Any]:
    """cond, while and scan run in Python on concrete values, each body through `run` (the kernel
    interpreter's, and harness.analysis.kernel_calls' around kernels): every trip of a loop is seen."""
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
    consts, carry, xs = scan_operands(params, invals)
    num_carry = len(carry)
    ys = []
    steps = range(params["length"])
    for i in reversed(steps) if params["reverse"] else steps:
        out = run(params["jaxpr"], [*consts, *carry, *(np.asarray(x)[i] for x in xs)])
        carry, y = out[:num_carry], out[num_carry:]
        ys.append(y)
    if params["reverse"]:
        ys.reverse()
    stacked = [np.stack([np.asarray(y[j]) for y in ys]) for j in range(len(ys[0]))] if ys else \
        [np.zeros((0,) + tuple(v.aval.shape), v.aval.dtype) for v in params["jaxpr"].jaxpr.outvars[num_carry:]]
    return [*carry, *stacked]
