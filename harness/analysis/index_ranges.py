"""Which arms of a kernel's choices no input and no block position can take, proved from the body.

A kernel wraps its indices with `%`, clips them, and compares them to sizes. `jnp.remainder` alone
brings two choices, a guard for a zero divisor and floor-mod's sign correction; on an index that is
never negative (a program id times a block plus an iota plus a non-negative offset) neither arm can
run, whatever the data or the grid. Kernel branch coverage would list them as gaps no fixture can
close. This walk gives every value built only from program ids (>= 0), `num_programs` (>= 1),
iotas and constants a range [lo, hi], and reports the arms those ranges exclude: a select whose
predicate is always false, a max whose first operand is never the larger, a clamp whose index is
never below its bound. A value read from a ref (the data) has no range, so a data choice is never
proved. Index arithmetic is assumed not to overflow its integer type.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from harness.analysis.memory_eval import CALL_BODY_PARAMS

# the data-dependent choices a kernel makes, each with its arms (harness.analysis.kernel_arms names them)
CHOICES = ("select_n", "max", "min", "clamp", "cond", "masked_load", "masked_swap")

Range = tuple[float, float] | None  # None: unknown (derives from the data, or an operation not modelled)

PASS_THROUGH = {"convert_element_type", "broadcast_in_dim", "reshape", "squeeze", "expand_dims", "copy", "copy_p",
                "transpose", "slice", "dynamic_slice", "reduce_max", "reduce_min", "rev", "optimization_barrier"}


def _literal(value: Any) -> Range:
    try:
        arr = np.asarray(value)
    except Exception:  # an opaque literal
        return None
    if arr.size == 0 or arr.dtype.kind not in "biuf":
        return None
    lo, hi = float(arr.min()), float(arr.max())
    return None if math.isnan(lo) or math.isnan(hi) else (lo, hi)


def _checked(lo: float, hi: float) -> Range:
    return None if math.isnan(lo) or math.isnan(hi) else (lo, hi)


def _mul(a: tuple, b: tuple) -> Range:
    products = []
    for x in a:
        for y in b:
            if (x == 0 and math.isinf(y)) or (y == 0 and math.isinf(x)):
                return None
            products.append(x * y)
    return _checked(min(products), max(products))


def _rem(a: tuple, b: tuple, integer: bool) -> Range:
    """lax.rem: the sign of the dividend, smaller in size than the divisor."""
    if b[0] <= 0 <= b[1]:
        return None
    bound = max(abs(b[0]), abs(b[1])) - (1 if integer else 0)
    if a[0] >= 0:
        return (0.0, min(a[1], bound))
    if a[1] <= 0:
        return (max(a[0], -bound), 0.0)
    return (-bound, bound)


def _div(a: tuple, b: tuple) -> Range:
    """lax.div on non-negative integers by a positive divisor (rounds toward zero)."""
    if a[0] < 0 or b[0] <= 0:
        return None
    return (float(a[0] // b[1]) if math.isfinite(b[1]) else 0.0, a[1] if math.isinf(a[1]) else float(a[1] // b[0]))


def _compare(name: str, a: tuple, b: tuple) -> tuple[float, float]:
    always = {"lt": a[1] < b[0], "le": a[1] <= b[0], "gt": a[0] > b[1], "ge": a[0] >= b[1],
              "eq": a[0] == a[1] == b[0] == b[1], "ne": a[1] < b[0] or b[1] < a[0]}[name]
    never = {"lt": a[0] >= b[1], "le": a[0] > b[1], "gt": a[1] <= b[0], "ge": a[1] < b[0],
             "eq": a[1] < b[0] or b[1] < a[0], "ne": a[0] == a[1] == b[0] == b[1]}[name]
    return (1.0, 1.0) if always else (0.0, 0.0) if never else (0.0, 1.0)


def _is_bool(var: Any) -> bool:
    return getattr(getattr(var, "aval", None), "dtype", None) == np.bool_


def _is_int(var: Any) -> bool:
    dtype = getattr(getattr(var, "aval", None), "dtype", None)
    return dtype is not None and np.dtype(dtype).kind in "iu"


def _apply(eqn: Any, ins: list[Range]) -> Range:
    name = eqn.primitive.name
    if name == "program_id":
        return (0.0, math.inf)
    if name == "num_programs":
        return (1.0, math.inf)
    if name == "iota":
        return (0.0, float(eqn.params["shape"][eqn.params["dimension"]] - 1))
    if not ins or any(r is None for r in ins):
        if name == "select_n" and ins and ins[0] is not None and ins[0][0] == ins[0][1]:
            return ins[1 + int(ins[0][0])]
        return None
    if name in PASS_THROUGH:
        if name == "convert_element_type" and np.dtype(eqn.params["new_dtype"]).kind in "iu" \
                and not _is_int(eqn.invars[0]):
            lo, hi = ins[0]
            return (float(math.trunc(lo)) if math.isfinite(lo) else lo, float(math.trunc(hi)) if math.isfinite(hi) else hi)
        return ins[0] if name != "convert_element_type" or np.dtype(eqn.params["new_dtype"]) != np.bool_ else None
    a = ins[0]
    b = ins[1] if len(ins) > 1 else None
    if name == "add":
        return _checked(a[0] + b[0], a[1] + b[1])
    if name == "sub":
        return _checked(a[0] - b[1], a[1] - b[0])
    if name == "neg":
        return (-a[1], -a[0])
    if name == "mul":
        return _mul(a, b)
    if name == "max":
        return (max(a[0], b[0]), max(a[1], b[1]))
    if name == "min":
        return (min(a[0], b[0]), min(a[1], b[1]))
    if name == "clamp":
        (lo_lo, lo_hi), (x_lo, x_hi), (hi_lo, hi_hi) = ins  # lax.clamp(min, x, max)
        return (min(max(x_lo, lo_lo), hi_lo), min(max(x_hi, lo_hi), hi_hi))
    if name == "abs":
        return (0.0 if a[0] <= 0 <= a[1] else min(abs(a[0]), abs(a[1])), max(abs(a[0]), abs(a[1])))
    if name == "sign":
        return (float(np.sign(a[0])), float(np.sign(a[1])))
    if name == "rem":
        return _rem(a, b, _is_int(eqn.invars[0]))
    if name == "div" and _is_int(eqn.invars[0]):
        return _div(a, b)
    if name in ("lt", "le", "gt", "ge", "eq", "ne"):
        return _compare(name, a, b)
    if name in ("and", "or", "not") and _is_bool(eqn.outvars[0]):
        if name == "not":
            return (1.0 - a[1], 1.0 - a[0])
        op = min if name == "and" else max
        return (op(a[0], b[0]), op(a[1], b[1]))
    if name == "select_n":
        cases = ins[1 + int(a[0]): 2 + int(a[1])]
        return (min(c[0] for c in cases), max(c[1] for c in cases))
    if name == "concatenate":
        return (min(r[0] for r in ins), max(r[1] for r in ins))
    return None


def excluded_arms(eqn: Any, ins: list[Range]) -> set[int]:
    """The arms of one choice (CHOICES) that its operands' ranges rule out."""
    name = eqn.primitive.name
    if name in ("select_n", "cond"):
        n = len(ins) - 1 if name == "select_n" else len(eqn.params["branches"])
        pred = ins[0]
        if pred is None:
            return set()
        return {arm for arm in range(n) if not pred[0] <= arm <= pred[1]}
    if name in ("max", "min") and ins[0] is not None and ins[1] is not None:
        (a_lo, a_hi), (b_lo, b_hi) = ins[0], ins[1]
        if name == "max":
            return {arm for arm, never in ((0, a_hi < b_lo), (1, b_hi <= a_lo)) if never}
        return {arm for arm, never in ((0, a_lo > b_hi), (1, b_lo >= a_hi)) if never}
    if name == "clamp" and all(r is not None for r in ins):
        (lo_lo, lo_hi), (x_lo, x_hi), (hi_lo, hi_hi) = ins
        return {arm for arm, never in ((0, x_lo >= lo_hi), (1, x_hi < lo_lo or x_lo > hi_hi), (2, x_hi <= hi_lo))
                if never}
    return set()


def walk(jaxpr: Any, found: Callable[[Any, tuple, set[int]], None], callers: tuple = (),
         ins: list[Range] | None = None, scopes: dict[tuple, dict] | None = None) -> list[Range]:
    """Range every value of `jaxpr` (its inputs' ranges `ins`, else unknown) and call
    `found(eqn, callers, excluded arms)` for each choice of `CHOICES` it meets, through
    the calls and the ref-carrying control flow the memory interpreter follows. `scopes`, where
    given, keeps each body's ranges by (id(body), ids of its callers) (harness.analysis.condition_proofs)."""
    from jax._src.state.types import AbstractRef

    env: dict[Any, Range] = {}
    if scopes is not None:
        scopes[(id(jaxpr), *map(id, callers))] = env

    def read(v: Any) -> Range:
        if hasattr(v, "val"):  # a Literal
            return _literal(v.val)
        return env.get(v)

    for v, r in zip(jaxpr.invars, ins or [None] * len(jaxpr.invars)):
        env[v] = r
    for eqn in jaxpr.eqns:
        name = eqn.primitive.name
        vals = [read(v) for v in eqn.invars]
        if name in CHOICES:
            found(eqn, callers, excluded_arms(eqn, vals))
        if name in CALL_BODY_PARAMS:
            body = eqn.params[CALL_BODY_PARAMS[name]]
            outs = walk(getattr(body, "jaxpr", body), found, callers + (eqn,), vals, scopes)
        elif name in ("cond", "while", "scan") and any(isinstance(getattr(v, "aval", None), AbstractRef)
                                                         for v in eqn.invars):
            bodies = (eqn.params["branches"] if name == "cond" else
                      (eqn.params["cond_jaxpr"], eqn.params["body_jaxpr"]) if name == "while" else
                      (eqn.params["jaxpr"],))
            for body in bodies:
                walk(body.jaxpr, found, callers, None, scopes)
            outs = [None] * len(eqn.outvars)
        else:
            outs = [_apply(eqn, vals)] if len(eqn.outvars) == 1 else [None] * len(eqn.outvars)
        for v, r in zip(eqn.outvars, outs):
            env[v] = r
    return [read(v) for v in jaxpr.outvars]
