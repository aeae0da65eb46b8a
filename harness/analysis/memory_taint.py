"""Taint for the memory model: which elements of a kernel's values derive from a marked read.

The memory model (`harness.analysis.memory_footprint`) marks what a program reads from scratch
its sweep has not written (stale, or carried from another sweep). Such a read is a finding only
where its value can reach an output: a kernel that reads its recurrent state on a sequence's first
chunk and discards it there (`jnp.where(first_chunk, init, scratch_ref[...])`) computes nothing from
what VMEM held. So beside every value the interpreter (`harness.analysis.memory_eval`) keeps a mark
per element: an int64 bit mask, one bit per origin (a scratch buffer), 0 where the element derives
from no marked read. Element-wise primitives OR their operands' marks element by element, shape
primitives move them as they move the values, reductions and `dot_general` OR them along the axes
they reduce, and `select_n` (`jnp.where`, `lax.select`) takes each element's mark from the case its
concrete predicate chose; any other primitive marks every output element with every mark of its
operands. A marked value that decides control flow, or an address or mask of a ref access, is
reported (`Marks.decide`): it can change what reaches an output.

A value with no mark is the int 0, so an evaluation with nothing marked costs one test per equation.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

BITS = 63  # origins past the 63rd share the last bit (a kernel rarely has so many scratch buffers)


def bit(origin: int) -> int:
    """The mark of one origin."""
    return 1 << min(origin, BITS - 1)


def marked(mask: Any) -> bool:
    return not isinstance(mask, int) or mask != 0


def normal(mask: Any) -> Any:
    """0 for a mask that marks nothing, else the mask as an int64 array."""
    if isinstance(mask, int):
        return mask if mask == 0 else np.asarray(mask, np.int64)
    mask = np.asarray(mask, np.int64)
    return mask if mask.any() else 0


def bits_of(*masks: Any) -> int:
    """Every origin any of the masks carries, as one bit mask."""
    out = 0
    for m in masks:
        if isinstance(m, int):
            out |= m
        elif np.size(m):
            out |= int(np.bitwise_or.reduce(np.asarray(m, np.int64).ravel()))
    return out


def full(mask: Any, shape: Sequence[int]) -> np.ndarray:
    """A mask as an array of `shape` (a read-only broadcast view)."""
    return np.broadcast_to(np.asarray(mask, np.int64), tuple(shape))


class Marks:
    """The taint of one kernel evaluation, handed down through nested calls and control flow: the
    caller's ref handler reads `ins` (the marks of the equation's operands, as the evaluator collected
    them) and sets `outs` (its results' marks; None: unmarked); a nested evaluation leaves its
    outputs' marks in `result`; `decide(bits)` hears of every marked value that decides control
    flow or an access's address or mask."""

    def __init__(self, decide: Callable[[int], None]):
        self.decide = decide
        self.ins: list[Any] = []
        self.outs: list[Any] | None = None
        self.result: list[Any] = []


# primitives whose every output element depends on the same element of each operand (broadcast)
ELEMENTWISE = frozenset({
    "add", "add_any", "sub", "mul", "div", "rem", "pow", "integer_pow", "square", "neg", "abs", "sign", "max", "min",
    "sqrt", "rsqrt", "cbrt", "exp", "exp2", "log", "log1p", "expm1", "tanh", "logistic", "sin", "cos", "tan", "asin",
    "acos", "atan", "atan2", "sinh", "cosh", "asinh", "acosh", "atanh", "erf", "erfc", "erf_inv", "lgamma", "digamma",
    "floor", "ceil", "round", "is_finite", "nextafter", "clamp", "eq", "ne", "lt", "le", "gt", "ge", "and", "or",
    "not", "xor", "shift_left", "shift_right_logical", "shift_right_arithmetic", "population_count", "clz",
    "convert_element_type", "reduce_precision", "real", "imag", "conj", "complex", "copy", "copy_p",
    "multiple_of", "max_contiguous",
})
REDUCTIONS = frozenset({"reduce_sum", "reduce_max", "reduce_min", "reduce_prod", "reduce_and", "reduce_or",
                        "reduce_xor", "argmax", "argmin"})
CUMULATIVE = frozenset({"cumsum", "cumprod", "cummax", "cummin", "cumlogsumexp"})
SHAPES = frozenset({"reshape", "squeeze", "transpose", "slice", "concatenate", "broadcast_in_dim", "broadcast_to"})


def propagate(name: str, params: dict, invals: Sequence[Any], ins: Sequence[Any], outs: Sequence[Any],
              twin: Callable[[list[Any]], Any] | None) -> list[Any]:
    """The marks of one equation's outputs from its operands' (`ins`), on its concrete values."""
    shapes = [np.shape(o) for o in outs]
    try:
        if name == "select_n":  # each element: the case it takes, and (where marked) what chose it
            which = np.asarray(invals[0])
            cases = [full(m, shapes[0]) for m in ins[1:]]
            if which.dtype == bool and len(cases) == 2:
                chosen = np.where(which, cases[1], cases[0])
            else:
                chosen = np.choose(np.broadcast_to(which.astype(np.int64), shapes[0]), cases)
            return [normal(chosen | full(ins[0], shapes[0]) if marked(ins[0]) else chosen)]
        if name == "optimization_barrier":  # identity on each operand
            return [normal(m) for m in ins]
        if name in ELEMENTWISE and len(outs) == 1:
            out = np.zeros(shapes[0], np.int64)
            for m in ins:
                if marked(m):
                    out |= full(m, shapes[0])
            return [normal(out)]
        if name in SHAPES and twin is not None:
            moved = twin([np.array(full(m, np.shape(v))) for m, v in zip(ins, invals)])
            if moved is not None:
                return [normal(np.asarray(moved, np.int64).reshape(shapes[0]))]
        if name == "stack":  # jax >= 0.11: each input its slice along the new axis
            return [normal(np.stack([full(m, np.shape(v)) for m, v in zip(ins, invals)], axis=params["axis"]))]
        if name == "split":  # each output its part of the operand
            cuts = np.cumsum(params["sizes"])[:-1]
            return [normal(part) for part in np.split(full(ins[0], np.shape(invals[0])), cuts, axis=params["axis"])]
        if name == "unstack":
            return [normal(part) for part in np.moveaxis(full(ins[0], np.shape(invals[0])), params["axis"], 0)]
        if name == "rev":
            return [normal(np.flip(full(ins[0], np.shape(invals[0])), axis=tuple(params["dimensions"])))]
        if name in REDUCTIONS:
            axes = tuple(params["axes"])
            return [normal(np.bitwise_or.reduce(full(ins[0], np.shape(invals[0])), axis=axes).reshape(shapes[0]))]
        if name in CUMULATIVE:
            m = full(ins[0], np.shape(invals[0]))
            axis = params["axis"]
            if params.get("reverse"):
                return [normal(np.flip(np.bitwise_or.accumulate(np.flip(m, axis), axis=axis), axis))]
            return [normal(np.bitwise_or.accumulate(m, axis=axis))]
        if name == "dot_general":
            return [normal(_dot_marks(params["dimension_numbers"], invals, ins, shapes[0]))]
        if name == "dynamic_slice" and not any(marked(m) for m in ins[1:]):
            operand = np.shape(invals[0])
            sizes = params["slice_sizes"]
            starts = [int(np.clip(int(np.asarray(i)), 0, n - s)) for i, n, s in zip(invals[1:], operand, sizes)]
            window = tuple(slice(b, b + s) for b, s in zip(starts, sizes))
            return [normal(full(ins[0], operand)[window])]
    except (KeyError, TypeError, ValueError, IndexError):
        pass  # a form the rules do not know: every output element takes every mark, below
    bits = bits_of(*ins)
    return [normal(np.full(s, bits, np.int64)) if bits else 0 for s in shapes]


def _dot_marks(dimension_numbers: Any, invals: Sequence[Any], ins: Sequence[Any], shape: tuple) -> np.ndarray:
    """dot_general's output marks: each output element ORs the marks of the lhs row and rhs column it
    contracts (per origin, a product of indicator arrays: few origins are ever marked at once)."""
    (lc, rc), (lb, rb) = dimension_numbers
    lhs, rhs = np.shape(invals[0]), np.shape(invals[1])
    letters = iter(string.ascii_letters)
    left = [next(letters) for _ in lhs]
    right = [""] * len(rhs)
    for a, b in zip(lb, rb):
        right[b] = left[a]
    for a, b in zip(lc, rc):
        right[b] = left[a]
    right = [r or next(letters) for r in right]
    out = [left[a] for a in lb] + [x for d, x in enumerate(left) if d not in lb and d not in lc] + \
        [x for d, x in enumerate(right) if d not in rb and d not in rc]
    spec = f"{''.join(left)},{''.join(right)}->{''.join(out)}"
    lm, rm = full(ins[0], lhs), full(ins[1], rhs)
    result = np.zeros(shape, np.int64)
    bits = bits_of(ins[0], ins[1])
    for b in range(BITS):
        if not bits >> b & 1:
            continue
        hit = np.einsum(spec, (lm >> b & 1).astype(np.float32), np.ones(rhs, np.float32)) + \
            np.einsum(spec, np.ones(lhs, np.float32), (rm >> b & 1).astype(np.float32))
        result |= np.where(hit.reshape(shape) > 0, np.int64(1) << b, np.int64(0))
    return result


def control_flow(name: str, params: dict, invals: list[Any], ins: list[Any], marks: Marks,
                 run: Callable[[Any, Sequence[Any], Sequence[Any]], tuple[list[Any], list[Any]]],
                 scan_operands: Callable[[dict, Sequence[Any]], tuple[list, list, list]]) -> tuple[list, list]:
    """cond, while and scan (those that carry a ref, unrolled by the evaluator) with marks: each body
    through `run(closed, values, marks) -> (values, marks)`; a marked predicate is decided on
    (`marks.decide`) and marks every output."""
    if name == "cond":
        branches = params["branches"]
        index = int(np.clip(int(np.asarray(invals[0])), 0, len(branches) - 1))
        outs, out_marks = run(branches[index], invals[1:], ins[1:])
        if marked(ins[0]):
            bits = bits_of(ins[0])
            marks.decide(bits)
            out_marks = [normal(np.asarray(m, np.int64) | np.full(np.shape(o), bits, np.int64))
                         for o, m in zip(outs, out_marks)]
        return outs, out_marks
    if name == "while":
        nc, nb = params["cond_nconsts"], params["body_nconsts"]
        cond_consts, body_consts, carry = invals[:nc], invals[nc:nc + nb], list(invals[nc + nb:])
        cond_marks, body_marks, carry_marks = ins[:nc], ins[nc:nc + nb], list(ins[nc + nb:])
        while True:
            [go], [go_mark] = run(params["cond_jaxpr"], [*cond_consts, *carry], [*cond_marks, *carry_marks])
            if marked(go_mark):
                marks.decide(bits_of(go_mark))
            if not bool(np.asarray(go)):
                return carry, carry_marks
            carry, carry_marks = run(params["body_jaxpr"], [*body_consts, *carry], [*body_marks, *carry_marks])
    consts, carry, xs = scan_operands(params, invals)
    const_marks, carry_marks, xs_marks = scan_operands(params, ins)
    num_carry = len(carry)
    ys, ys_marks = [], []
    steps = range(params["length"])
    xs_full = [full(m, np.shape(x)) if marked(m) else 0 for x, m in zip(xs, xs_marks)]
    for i in reversed(steps) if params["reverse"] else steps:
        out, out_marks = run(params["jaxpr"], [*consts, *carry, *(np.asarray(x)[i] for x in xs)],
                             [*const_marks, *carry_marks, *(m[i] if marked(m) else 0 for m in xs_full)])
        carry, y = out[:num_carry], out[num_carry:]
        carry_marks, y_marks = out_marks[:num_carry], out_marks[num_carry:]
        ys.append(y)
        ys_marks.append(y_marks)
    if params["reverse"]:
        ys.reverse()
        ys_marks.reverse()
    body_out = params["jaxpr"].jaxpr.outvars[num_carry:]
    stacked = [np.stack([np.asarray(y[j]) for y in ys]) for j in range(len(ys[0]))] if ys else \
        [np.zeros((0,) + tuple(v.aval.shape), v.aval.dtype) for v in body_out]
    stacked_marks = [normal(np.stack([full(y[j], np.shape(ys[k][j])) for k, y in enumerate(ys_marks)]))
                     if any(marked(y[j]) for y in ys_marks) else 0 for j in range(len(stacked))] if ys else \
        [0] * len(stacked)
    return [*carry, *stacked], [*carry_marks, *stacked_marks]
