"""Which conditions of a compound decision no input and no block position can show, proved from the body.

`jnp.remainder` on an index that can be negative (a halo read `(i - 1) % n`) carries floor-mod's sign
correction, `((r < 0) != (n < 0)) & (r != 0)`. With `n > 0` the first condition implies the second, so
`r != 0` never changes the decision while the first is held: unique-cause MC/DC cannot show it, whatever
the data or the grid (a coupled condition). Harness.analysis.index_ranges proves a decision constant only
when one of its arms is out of reach; here both arms run, and the coupling is what needs the proof.

The proof: each condition of the decision (the atoms harness.analysis.kernel_conditions resolves, in
its order) is followed back to the integer values it is computed from whose range index_ranges knows
(an index, a `%` of one, a size); where every such value has a finite range, and the combinations of
them number at most `MAX_COMBINATIONS`, the conditions and the decision are evaluated at every
combination. Those vectors are a superset of what any run of this geometry can evaluate (values are
taken as independent even where they are not), so a condition no pair of them shows is unshowable in
every run. A condition that reads the kernel's data, a float, or an operation not modelled here gets
no proof.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from harness.analysis.kernel_conditions import CONNECTIVES, SHAPE_ONLY, bodies, is_bool, shown
from harness.errors import NoProof

MAX_COMBINATIONS = 4096

Scope = tuple  # the call equations a value sits under (a helper's body is shared by its call sites)


def _is_int(var: Any) -> bool:
    dtype = getattr(getattr(var, "aval", None), "dtype", None)
    return dtype is not None and np.dtype(dtype).kind in "iu"


def _int_div(a: Any, b: Any) -> Any:
    return np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))


_OPS: dict[str, Callable[..., Any]] = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "neg": np.negative, "abs": np.abs, "sign": np.sign,
    "max": np.maximum, "min": np.minimum, "lt": np.less, "le": np.less_equal, "gt": np.greater,
    "ge": np.greater_equal, "eq": np.equal, "ne": np.not_equal, "and": np.logical_and, "or": np.logical_or,
    "xor": np.logical_xor, "not": np.logical_not,
    "clamp": lambda lo, x, hi: np.minimum(np.maximum(x, lo), hi),
    "select_n": lambda which, *cases: cases[int(which)],
}


class Prover:
    """One kernel body: its values' definitions and the ranges index_ranges gave them, per call site."""

    def __init__(self, jaxpr: Any, ranges: dict[tuple, dict], where: Callable[[Any, tuple], str]):
        self._defs: dict[Any, Any] = {}
        self._owner: dict[Any, Any] = {}
        stack = [jaxpr]
        while stack:
            j = stack.pop()
            for v in j.invars:
                self._owner[v] = j
            for eqn in j.eqns:
                for v in eqn.outvars:
                    self._defs[v], self._owner[v] = eqn, j
                stack.extend(bodies(eqn))
        self._ranges = ranges  # (id(jaxpr), ids of callers) -> {var: Range} (index_ranges.walk's scopes)
        self._where = where

    # -- the decision's conditions, in harness.analysis.kernel_conditions' order ---------------------

    def _resolve(self, var: Any, callers: Scope, atoms: list) -> tuple:
        """The expression that made `var`: ("const", value) | ("atom", i) | (connective, children)."""
        if hasattr(var, "val"):
            return ("const", var.val)
        eqn = self._defs.get(var)
        if eqn is None:
            outer = self._outer(var, callers)
            if outer is not None:
                return self._resolve(outer, callers[:-1], atoms)
            return self._atom(var, callers, var, callers, atoms)
        name = eqn.primitive.name
        if name in CONNECTIVES and is_bool(eqn.outvars[0]):
            return (name, [self._resolve(v, callers, atoms) for v in eqn.invars])
        if name in SHAPE_ONLY and len(eqn.invars) == 1 and is_bool(eqn.invars[0]):
            if self._resolve(eqn.invars[0], callers, [])[0] != "atom":
                return self._resolve(eqn.invars[0], callers, atoms)
            return self._atom(var, callers, eqn.invars[0], callers, atoms)
        inner = list(bodies(eqn))
        if eqn.outvars and len(inner) == 1 and name not in ("cond", "while", "scan"):
            inner_var = inner[0].outvars[eqn.outvars.index(var)]
            if self._resolve(inner_var, callers + (eqn,), [])[0] != "atom":
                return self._resolve(inner_var, callers + (eqn,), atoms)
        return self._atom(var, callers, var, callers, atoms)

    def _atom(self, var: Any, callers: Scope, named: Any, named_callers: Scope, atoms: list) -> tuple:
        ident = (id(var), *map(id, callers))
        for i, (other, *_) in enumerate(atoms):
            if other == ident:
                return ("atom", i)
        eqn = self._defs.get(named)
        name = "an input of the kernel body" if eqn is None else f"{self._where(eqn, named_callers)} {eqn.primitive.name}"
        atoms.append((ident, name, var, callers))
        return ("atom", len(atoms) - 1)

    def _outer(self, var: Any, callers: Scope) -> Any:
        """The caller's operand that a call body's input stands for, or None."""
        if not callers:
            return None
        inner = list(bodies(callers[-1]))
        if inner and var in inner[0].invars:
            return callers[-1].invars[inner[0].invars.index(var)]
        return None

    # -- evaluating a condition at given index values ------------------------------------------------

    def _range(self, var: Any, callers: Scope) -> tuple[float, float] | None:
        owner = self._owner.get(var)
        scope = self._ranges.get((id(owner), *map(id, callers))) if owner is not None else None
        return None if scope is None else scope.get(var)

    def _value(self, var: Any, callers: Scope, at: dict, free: dict) -> Any:
        """`var`'s value with each free index value taken from `at` (a first pass, with `at` empty,
        collects the free values and their ranges into `free`)."""
        if hasattr(var, "val"):
            arr = np.asarray(var.val)
            if arr.size != 1 and not (arr.size and np.all(arr == arr.flat[0])):
                raise NoProof("a literal array")
            return arr.reshape(-1)[0] if arr.size else arr
        if _is_int(var) or is_bool(var):
            r = self._range(var, callers)
            if r is not None and r[0] == r[1]:
                return np.asarray(r[0]).astype(var.aval.dtype)
            if r is not None and _is_int(var):
                ident = (id(var), *map(id, callers))
                if not all(math.isfinite(x) for x in r):
                    raise NoProof("an index with no finite range")
                free[ident] = r
                return np.asarray(at.get(ident, r[0])).astype(var.aval.dtype)
        else:
            raise NoProof("a value that is neither an integer nor a boolean")
        eqn = self._defs.get(var)
        if eqn is None:
            outer = self._outer(var, callers)
            if outer is None:
                raise NoProof("an input of the kernel body")
            return self._value(outer, callers[:-1], at, free)
        name = eqn.primitive.name
        inner = list(bodies(eqn))
        if len(inner) == 1 and name not in ("cond", "while", "scan"):
            return self._value(inner[0].outvars[eqn.outvars.index(var)], callers + (eqn,), at, free)
        args = [self._value(v, callers, at, free) for v in eqn.invars]
        if name == "convert_element_type":
            return np.asarray(args[0]).astype(eqn.params["new_dtype"])
        if name in SHAPE_ONLY:
            return args[0]
        if name == "rem" and _is_int(eqn.invars[0]):
            return np.fmod(args[0], args[1]) if args[1] != 0 else args[0]
        if name == "div" and _is_int(eqn.invars[0]):
            return _int_div(args[0], args[1]) if args[1] != 0 else args[0]
        op = _OPS.get(name)
        if op is None:
            raise NoProof(f"`{name}`")
        return op(*args)

    # -- the proof -----------------------------------------------------------------------------------

    def unshowable(self, eqn: Any, callers: Scope) -> tuple[list[str], set[int]] | None:
        """For a select or cond on a compound predicate: its conditions' names and those no
        evaluation at any combination of the index values it reads can show; None without a proof."""
        atoms: list = []
        tree = self._resolve(eqn.invars[0], callers, atoms)
        if len(atoms) < 2:
            return None
        try:
            free: dict = {}
            for *_, var, at_callers in atoms:
                self._value(var, at_callers, {}, free)
            keys = sorted(free, key=str)
            sizes = [int(free[k][1] - free[k][0]) + 1 for k in keys]
            if math.prod(sizes) > MAX_COMBINATIONS:
                return None
            seen: set[int] = set()
            for combo in itertools.product(*(range(int(free[k][0]), int(free[k][1]) + 1) for k in keys)):
                at = dict(zip(keys, combo))
                bits = [bool(self._value(var, c, at, {})) for *_, var, c in atoms]
                decided = _evaluate(tree, bits)
                seen.add(sum(b << i for i, b in enumerate(bits)) | (int(decided) << len(bits)))
        except (NoProof, ZeroDivisionError, OverflowError, ValueError, TypeError):
            return None
        flags = shown(len(atoms), seen)
        return [name for _, name, *_ in atoms], {i for i, ok in enumerate(flags) if not ok}


def _evaluate(tree: tuple, bits: list[bool]) -> bool:
    op, arg = tree
    if op == "const":
        return bool(np.asarray(arg).reshape(-1)[0]) if np.asarray(arg).size else False
    if op == "atom":
        return bits[arg]
    values = [_evaluate(child, bits) for child in arg]
    if op == "not":
        return not values[0]
    if op == "and":
        return all(values)
    if op == "or":
        return any(values)
    return bool(sum(values) % 2)  # xor


def sites(decisions: Iterable[tuple[str, Any, Scope]], prover: Prover) -> dict[str, tuple[list[str], set[int]]]:
    """site key -> (condition names, the conditions proved unshowable), for the decisions with a proof."""
    out = {}
    for key, eqn, callers in decisions:
        proof = prover.unshowable(eqn, callers)
        if proof is not None and proof[1]:
            out[key] = proof
    return out
