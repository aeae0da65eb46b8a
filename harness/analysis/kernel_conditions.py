"""Condition coverage (MC/DC) of a kernel's compound decisions, element by element.

Arm coverage (`harness.analysis.kernel_arms`) counts a decision covered when both its arms are taken. A guard
`ok = (a > 0) & (b < cap)` has both arms taken by inputs where `a` is sometimes <= 0 while `b < cap`
never decides anything: drop it and no value changes. DO-178C's modified condition/decision coverage
asks, for each atomic condition of a decision, for a pair of evaluations in which that condition
alone changes and the decision changes with it.

A decision here is a `select_n` on a boolean predicate (`jnp.where`, `lax.select`) or a `cond` in the
body (`pl.when`, `lax.cond` on data) whose predicate is built by `and`, `or`, `xor` and `not` from two
or more atomic conditions (whatever else makes a boolean: a comparison, `is_finite`, a loaded mask).
The expression is read from the jaxpr, through jitted helpers (`jnp.where`, `jnp.logical_and`) and
shape-only steps (a broadcast, a bool-to-int conversion); a single-condition decision is left to arm
coverage, which already says all MC/DC would. Every element of every program is an evaluation: the
recorder keeps the distinct (condition values, decision) vectors a site saw, and a condition is
**shown** by the *unique-cause* form: two vectors that differ in that condition only, with different
decisions. Masking MC/DC is not used: each atom is one value of the jaxpr (a value used twice in a
predicate is one condition), so no two conditions are coupled by construction. Masked loads' and
stores' masks are not decisions here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from harness.declare.patterns import declared_reason
from harness.errors import HarnessError

CONNECTIVES = ("and", "or", "xor", "not")
# steps that change a boolean's shape or type, not its truth (an `and` beneath one is still the predicate's)
SHAPE_ONLY = ("convert_element_type", "broadcast_in_dim", "reshape", "squeeze", "expand_dims", "copy", "copy_p",
               "transpose")
_MAX_CONDITIONS = 60  # a vector of condition bits and the decision's bit fits an int64


def is_bool(var: Any) -> bool:
    return getattr(getattr(var, "aval", None), "dtype", None) == np.dtype(bool)


def bodies(eqn: Any) -> Iterable[Any]:
    """The jaxprs an equation's parameters hold (call bodies, branches, loop bodies)."""
    for value in eqn.params.values():
        for item in value if isinstance(value, (tuple, list)) else (value,):
            inner = getattr(item, "jaxpr", None)
            if inner is not None and hasattr(inner, "eqns"):
                yield inner
            elif hasattr(item, "eqns"):
                yield item


@dataclasses.dataclass
class _Node:
    op: str  # a connective, or "atom"
    children: list["_Node"] = dataclasses.field(default_factory=list)
    atom: int = -1  # for an atom: its index among the decision's conditions

    def text(self) -> str:
        if self.op == "atom":
            return f"c{self.atom}"
        if self.op == "const":
            return "const"
        if self.op == "not":
            return f"not {self.children[0].text()}"
        return "(" + f" {self.op} ".join(c.text() for c in self.children) + ")"


class Conditions:
    """The condition vectors one kernel's compound decisions saw, over every program of a recorded run."""

    def __init__(self) -> None:
        self._defs: dict[Any, Any] = {}  # var -> the equation that makes it (every nested jaxpr)
        self._last: dict[tuple, list[Any]] = {}  # (connective eqn, callers) ids -> its latest operands
        self.atoms: dict[str, list[str]] = {}  # decision site key -> its conditions' names
        self.expressions: dict[str, str] = {}
        self.seen: dict[str, set[int]] = {}  # site -> vectors: bit i = condition i, bit n = the decision
        self.kinds: dict[str, str] = {}
        self._simple: set[str] = set()  # sites of fewer than two conditions (the expression is static)
        # site -> (condition names, the conditions no evaluation can show): harness.analysis.condition_proofs
        self.proofs: dict[str, tuple[list[str], set[int]]] = {}

    def prepare(self, jaxpr: Any) -> None:
        """Before the body runs: which equation makes each value, in every jaxpr the body nests."""
        stack = [jaxpr]
        while stack:
            j = stack.pop()
            for eqn in j.eqns:
                for v in eqn.outvars:
                    self._defs[v] = eqn
                stack.extend(bodies(eqn))

    def connective(self, eqn: Any, invals: list[Any], callers: tuple) -> None:
        """An `and`/`or`/`xor`/`not` on booleans ran: keep its operands (the values of the conditions
        beneath it) for the decision that reads it next."""
        if is_bool(eqn.outvars[0]):
            self._last[(id(eqn), *map(id, callers))] = invals

    def decision(self, key: str, eqn: Any, invals: list[Any], callers: tuple, where: Any, kind: str) -> None:
        """A select or cond ran at site `key`: record each element's condition values and outcome.
        `where(eqn, callers)`: a condition's name (its file:line)."""
        name = eqn.primitive.name
        if name == "select_n" and (len(invals) != 3 or not is_bool(eqn.invars[0])):
            return
        if (name == "cond" and len(eqn.params["branches"]) != 2) or key in self._simple:
            return
        atoms: list[tuple] = []  # (identity, name, value)
        root = self._resolve(eqn.invars[0], invals[0], callers, atoms, where)
        if len(atoms) < 2 or len(atoms) > _MAX_CONDITIONS:
            self._simple.add(key)
            return
        decided = np.asarray(invals[0]) != 0
        try:
            values = [np.broadcast_to(np.asarray(v) != 0, decided.shape) for *_, v in atoms]
        except ValueError:  # a condition wider than its decision (reduced into it): not element-wise
            return
        code = decided.astype(np.int64) << len(atoms)
        for i, v in enumerate(values):
            code = code | (v.astype(np.int64) << i)
        names = [n for _, n, _ in atoms]
        if key in self.atoms and self.atoms[key] != names:
            return  # (the same site with another expression: cannot happen for one jaxpr)
        self.atoms[key], self.expressions[key] = names, root.text()
        self.seen.setdefault(key, set()).update(int(c) for c in np.unique(code))
        if self.kinds.get(key) != "data":
            self.kinds[key] = kind

    def _resolve(self, var: Any, value: Any, callers: tuple, atoms: list, where: Any) -> _Node:
        """The boolean expression that made `var` (holding `value`) in the context `callers`."""
        if hasattr(var, "val"):  # a literal: a constant, no condition
            return _Node("const")
        eqn = self._defs.get(var)
        if eqn is None:  # an input of a call's body: the caller's operand
            if callers:
                body = next(iter(bodies(callers[-1])), None)
                if body is not None and var in body.invars:
                    outer = callers[-1].invars[body.invars.index(var)]
                    return self._resolve(outer, value, callers[:-1], atoms, where)
            return self._atom((id(var), *map(id, callers)), "an input of the kernel body", value, atoms)
        name = eqn.primitive.name
        if name in CONNECTIVES and is_bool(eqn.outvars[0]):
            operands = self._last.get((id(eqn), *map(id, callers)))
            if operands is not None:
                return _Node(name, [self._resolve(v, x, callers, atoms, where) for v, x in zip(eqn.invars, operands)])
        elif name in SHAPE_ONLY and len(eqn.invars) == 1 and is_bool(eqn.invars[0]):
            inner = self._resolve(eqn.invars[0], value, callers, [], where)
            if inner.op != "atom":  # a connective beneath: its operands' values are kept
                return self._resolve(eqn.invars[0], value, callers, atoms, where)
            return self._atom((id(var), *map(id, callers)), self._name(eqn.invars[0], callers, where), value, atoms)
        elif eqn.outvars and len(list(bodies(eqn))) == 1 and name not in ("cond", "while", "scan"):
            body = next(iter(bodies(eqn)))  # a jitted helper: the expression its output holds
            k = eqn.outvars.index(var)
            inner = self._resolve(body.outvars[k], value, callers + (eqn,), [], where)
            if inner.op != "atom":
                return self._resolve(body.outvars[k], value, callers + (eqn,), atoms, where)
        return self._atom((id(var), *map(id, callers)), self._name(var, callers, where), value, atoms)

    def _name(self, var: Any, callers: tuple, where: Any) -> str:
        eqn = self._defs.get(var)
        return "an input of the kernel body" if eqn is None else f"{where(eqn, callers)} {eqn.primitive.name}"

    @staticmethod
    def _atom(identity: tuple, name: str, value: Any, atoms: list) -> _Node:
        for i, (other, *_) in enumerate(atoms):
            if other == identity:
                return _Node("atom", atom=i)
        atoms.append((identity, name, value))
        return _Node("atom", atom=len(atoms) - 1)

    def summary(self) -> dict[str, dict]:
        """site key -> {conditions, expression, seen, kind, proved}: what a report keeps (JSON). `proved`:
        the conditions harness.analysis.condition_proofs proved no run of this geometry can show; one a run
        showed is the harness's error, never a verdict."""
        out = {}
        for key in sorted(self.atoms):
            out[key] = {"conditions": self.atoms[key], "expression": self.expressions[key],
                        "seen": sorted(self.seen[key]), "kind": self.kinds[key]}
            names, unshowable = self.proofs.get(key, (None, set()))
            if names == self.atoms[key] and unshowable:
                flags = shown(len(names), self.seen[key])
                wrong = sorted(i for i in unshowable if flags[i])
                if wrong:
                    raise HarnessError(f"condition coverage: {key}: harness.analysis.condition_proofs proved "
                                       f"condition(s) {wrong} unshowable, yet the run showed them (a harness bug: "
                                       "report it)")
                out[key]["proved"] = sorted(unshowable)
        return out


def shown(n: int, seen: Iterable[int]) -> list[bool]:
    """Per condition of an n-condition decision: whether two seen vectors differ in it alone and in
    the decision (unique-cause MC/DC)."""
    seen = set(seen)
    flip = 1 << n
    return [any((v ^ (1 << i) ^ flip) in seen for v in seen) for i in range(n)]


# -- over the grid: merged across cases ----------------------------------------------------------------

@dataclasses.dataclass
class Decision:
    site: str
    conditions: list[str]
    expression: str
    kind: str
    seen: set[int] = dataclasses.field(default_factory=set)
    proved: set[int] | None = None  # unshowable in every case (a geometry's proof holds for its case only)

    def shown(self) -> list[bool]:
        return shown(len(self.conditions), self.seen)


def merge(rows: Iterable[tuple[str, Mapping[str, Mapping[str, dict]]]]) -> dict[str, dict[str, Decision]]:
    """(case id, {kernel: Conditions.summary()}) rows -> kernel -> site -> the decision over every case.
    A site whose expression differs between cases (another build of the same line) is kept apart."""
    out: dict[str, dict[str, Decision]] = {}
    for _case, kernels in rows:
        for kernel, sites in kernels.items():
            decisions = out.setdefault(kernel, {})
            for key, record in sites.items():
                site = key
                if site in decisions and decisions[site].conditions != record["conditions"]:
                    site = f"{key} [{record['expression']}]"
                d = decisions.setdefault(site, Decision(site, list(record["conditions"]), record["expression"],
                                                        record["kind"]))
                d.seen.update(record["seen"])
                proved = set(record.get("proved", ()))
                d.proved = proved if d.proved is None else d.proved & proved
                if record["kind"] == "data":
                    d.kind = "data"
    return out


def reason_for(declared: Mapping[str, str], key: str, condition: int) -> str | None:
    """A declared reason (Pair.unreachable_conditions) for a condition never shown."""
    return declared_reason(declared, key, f"condition {condition}")


def rows_for(kernel: str, decisions: Mapping[str, Decision], declared: Mapping[str, str],
             constant: Iterable[str] = ()) -> dict:
    """One kernel's line of the report: decisions, conditions shown, and each gap with its reason.
    Proved, and out of the count (as proved arms are): the conditions of a decision whose arm
    harness.analysis.index_ranges proved unreachable in every case (`constant`, kernel_arms.KernelArms.proved:
    a decision that cannot change shows no condition changing it), and those harness.analysis.condition_proofs
    proved unshowable in every case (a condition coupled to another, as jnp.remainder's `r != 0`)."""
    gaps, wrong, n, proved = [], [], 0, 0
    constant = set(constant)
    for site, d in sorted(decisions.items()):
        flags = d.shown()
        if site in constant and not any(flags):
            proved += len(flags)
            continue
        for i, ok in enumerate(flags):
            if not ok and i in (d.proved or ()):
                proved += 1
                continue
            n += 1
            named = {p: w for p, w in declared.items() if " condition " in p}
            if ok and reason_for(named, site, i) is not None:
                wrong.append({"site": site, "condition": i})
            if not ok:
                gaps.append({"site": site, "condition": i, "name": d.conditions[i], "expression": d.expression,
                             "kind": d.kind, "reason": reason_for(declared, site, i)})
    return {"kernel": kernel, "decisions": len(decisions), "conditions": n, "shown": n - len(gaps),
            "proved": proved, "gaps": gaps, "contradicted": wrong}


def format_table(rows: list[dict], verbose: bool = False) -> str:
    """Per kernel with a compound decision: conditions shown, and every gap with its site (and reason)."""
    lines = ["condition coverage (unique-cause MC/DC of the decisions whose predicate combines two or more "
             "conditions with and/or/not: each condition shown to change the decision with the others held)",
             "conditions: those a decision can show; proved: those of a decision harness.analysis.index_ranges proved "
             "constant (an arm no block position or input can take) and those harness.analysis.condition_proofs "
             "proved no evaluation can show (coupled to another condition)",
             f"{'kernel':40} {'decisions':>9} {'conditions':>10} {'proved':>6} {'shown':>6}"]
    total = shown_ = proved = 0
    for row in rows:
        if not row["decisions"]:
            continue
        total, shown_, proved = total + row["conditions"], shown_ + row["shown"], proved + row.get("proved", 0)
        lines.append(f"{row['kernel'][:40]:40} {row['decisions']:9d} {row['conditions']:10d} "
                     f"{row.get('proved', 0):6d} {row['shown']:6d}")
        for g in row["gaps"]:
            if g["reason"] is None or verbose:
                lines.append(f"    {g['site']} condition {g['condition']} ({g['name']}) of {g['expression']}: "
                             f"never shown [{g['kind']}]" + (f" (declared: {g['reason']})" if g["reason"] else ""))
    lines.append(f"all kernels: {shown_} of {total} conditions shown"
                 f" ({100.0 * shown_ / total if total else 100.0:.0f}%; {proved} more proved unshowable)")
    return "\n".join(lines)
