"""Kernel branch coverage: which arms of each data-dependent choice in a kernel body the grid's
inputs take, element by element.

An arm no input takes is untested whatever the config grid says: a wrong constant inside it
changes no value, gradient or golden. The memory check already interprets every kernel program by
program (`harness.analysis.memory_footprint`); on its recorded run every choice reports the arms its
elements took, so this costs no extra pass:

- `select_n` (`jnp.where`, `lax.select`): the operand each element took (false/true);
- `max` / `min` (a floor, a cap, the larger of two speeds): the first operand (>= for max, <= for
  min, NaN in neither) or the second, strictly;
- `clamp`: below, inside, above;
- `cond` inside the body (`pl.when`, `lax.cond`/`switch` on data): the branch index;
- masked loads and stores: the elements the mask keeps and those it drops.

A choice is named by its site: the kernel, the file:line of the code that made it, the primitive
and its ordinal among that line's choices of the primitive (the order the body meets them).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from harness.analysis import condition_proofs, index_ranges, kernel_conditions
from harness.analysis.index_ranges import CHOICES
from harness.declare.patterns import declared_reason
from harness.errors import HarnessError

OBSERVED = CHOICES + kernel_conditions.CONNECTIVES  # what the memory interpreter shows Recorder.observe
ARM_NAMES = {"max": ("first operand", "second operand"), "min": ("first operand", "second operand"),
             "clamp": ("below the low bound", "within the bounds", "above the high bound"),
             "masked_load": ("masked off", "kept"), "masked_swap": ("masked off", "kept")}


def arm_name(primitive: str, arm: int) -> str:
    if primitive in ARM_NAMES:
        return ARM_NAMES[primitive][arm]
    if primitive == "select_n":
        return {0: "false (case 0)", 1: "true (case 1)"}.get(arm, f"case {arm}")
    return f"branch {arm}"


def _where(eqn: Any, callers: tuple = ()) -> str:
    """The user code's file:line that made the equation (else the innermost call it sits in that has
    one: JAX's own jitted helpers carry no user frame), the path from its package (a site-packages
    path names the package; otherwise the basename)."""
    from jax._src import source_info_util

    for e in (eqn, *reversed(callers)):
        tb = e.source_info.traceback
        frame = source_info_util.user_frame(tb) if tb is not None else None
        if frame is not None:
            break
    else:
        return "?"
    path = frame.file_name.replace(os.sep, "/")
    path = path.split("site-packages/", 1)[1] if "site-packages/" in path else os.path.basename(path)
    return f"{path}:{frame.start_line}"


class Recorder:
    """The arms one kernel's body took, over every program of a recorded run."""

    def __init__(self, kernel: str):
        self.kernel = kernel
        self.arms: dict[str, int] = {}  # site key -> number of arms
        self.taken: dict[str, set[int]] = {}
        self._sites: dict[tuple, tuple] = {}  # ids of (eqn, its callers) -> (eqn, site key, callers)
        self._ordinals: dict[tuple[str, str], int] = {}
        self.kinds: dict[str, str] = {}  # site key -> data | index | mask
        self.proved: dict[str, set[int]] = {}  # site key -> arms no block position or input can take
        self.conditions = kernel_conditions.Conditions()  # the compound decisions' condition vectors (MC/DC)

    def prepare(self, jaxpr: Any) -> None:
        """Before the body runs: name its choices and prove which arms no input or block position can
        take (`harness.analysis.index_ranges`: `%` of a non-negative index, a clamp an index never hits). One
        walk does both, in the order the choices stand in the jaxpr (through the calls and the
        ref-carrying control flow the interpreter follows): a site's ordinal must not depend on which
        branches the data took first, or one site would get two names across cases and hosts."""

        decisions = []

        def found(eqn: Any, callers: tuple, excluded: set[int]) -> None:
            key = self._site(eqn, callers)
            self.proved[key] = self.proved[key] & excluded if key in self.proved else set(excluded)
            if eqn.primitive.name in ("select_n", "cond"):
                decisions.append((key, eqn, callers))

        scopes: dict[tuple, dict] = {}
        index_ranges.walk(jaxpr, found, scopes=scopes)
        self.conditions.prepare(jaxpr)
        prover = condition_proofs.Prover(jaxpr, scopes, _where)
        self.conditions.proofs = condition_proofs.sites(decisions, prover)

    def _site(self, eqn: Any, callers: tuple) -> str:
        ident = (id(eqn), *map(id, callers))  # a helper's body is shared by every call site
        hit = self._sites.get(ident)
        if hit is not None and hit[0] is eqn:
            return hit[1]
        where, name = _where(eqn, callers), eqn.primitive.name
        ordinal = self._ordinals.get((where, name), 0)
        self._ordinals[(where, name)] = ordinal + 1
        key = f"{where} {name}#{ordinal}"
        self._sites[ident] = (eqn, key, callers)  # (kept: the ids stay theirs)
        return key

    def observe(self, eqn: Any, invals: list[Any], callers: tuple = (), taints: list[bool] | None = None) -> None:
        """One evaluation of a choice (inside the call equations `callers`; `taints`: per operand,
        whether it derives from the kernel's inputs rather than only program ids and iotas): the
        arms its elements took. A select's or cond's kind is its predicate's; a max's, min's or
        clamp's, any operand's."""
        name = eqn.primitive.name
        if name in kernel_conditions.CONNECTIVES:
            self.conditions.connective(eqn, invals, callers)
            return
        data = True if not taints else (taints[0] if name in ("select_n", "cond") else any(taints))
        if name == "select_n":
            n, taken = len(invals) - 1, _unique(invals[0])
        elif name in ("max", "min"):
            a, b = np.asarray(invals[0]), np.asarray(invals[1])
            first = (a >= b) if name == "max" else (a <= b)
            second = (b > a) if name == "max" else (b < a)
            n, taken = 2, {arm for arm, hit in ((0, first), (1, second)) if np.any(hit)}
        elif name == "clamp":
            lo, x, hi = (np.asarray(v) for v in invals)
            n, taken = 3, {arm for arm, hit in ((0, x < lo), (1, (x >= lo) & (x <= hi)), (2, x > hi)) if np.any(hit)}
        elif name == "cond":
            n, taken = len(eqn.params["branches"]), {int(np.clip(int(np.asarray(invals[0])), 0,
                                                                  len(eqn.params["branches"]) - 1))}
        else:  # masked_load / masked_swap: invals is [mask]
            n, taken = 2, _unique(np.asarray(invals[0], bool))
        key = self._site(eqn, callers)
        self.arms[key] = max(self.arms.get(key, 0), n)
        self.taken.setdefault(key, set()).update(taken)
        kind = "mask" if name.startswith("masked_") else "data" if data else "index"
        if self.kinds.get(key) != "data":
            self.kinds[key] = kind
        if name in ("select_n", "cond"):
            self.conditions.decision(key, eqn, invals, callers, _where, kind)

    def summary(self) -> dict[str, list]:
        """site key -> [number of arms, the arms taken, its kind, the arms proved unreachable]: what
        a report keeps (JSON). The kind: data (an operand derives from the kernel's inputs), index
        (program ids, iotas and constants only: a block's position) or mask (a masked load or store).
        An arm both proved unreachable and taken is the harness's error, never a verdict."""

        for key in self.arms:
            wrong = self.proved.get(key, set()) & self.taken[key]
            if wrong:
                raise HarnessError(f"kernel arms: {self.kernel} {key}: harness.analysis.index_ranges proved arm(s) "
                                   f"{sorted(wrong)} unreachable, yet the run took them (a harness bug: report it)")
        return {key: [self.arms[key], sorted(self.taken[key]), self.kinds[key], sorted(self.proved.get(key, ()))]
                for key in sorted(self.arms)}


def _unique(values: Any) -> set[int]:
    return {int(v) for v in np.unique(np.asarray(values).astype(np.int64))}


# -- over the grid: merged across cases ----------------------------------------------------------------

@dataclasses.dataclass
class KernelArms:
    kernel: str
    arms: dict[str, int] = dataclasses.field(default_factory=dict)
    taken: dict[str, set[int]] = dataclasses.field(default_factory=dict)
    cases: set[str] = dataclasses.field(default_factory=set)
    kinds: dict[str, str] = dataclasses.field(default_factory=dict)
    proved: dict[str, set[int]] = dataclasses.field(default_factory=dict)  # unreachable in every case

    def add(self, case: str, summary: Mapping[str, list]) -> None:
        self.cases.add(case)
        for key, (n, taken, *more) in summary.items():
            self.arms[key] = max(self.arms.get(key, 0), n)
            self.taken.setdefault(key, set()).update(taken)
            if self.kinds.get(key) != "data":
                self.kinds[key] = more[0] if more else "data"
            proved = set(more[1]) if len(more) > 1 else set()  # a geometry's proof holds for that case only
            self.proved[key] = self.proved[key] & proved if key in self.proved else proved

    def by_kind(self) -> dict[str, tuple[int, int]]:
        """kind -> (arms covered, reachable arms) over this kernel's sites."""
        out: dict[str, list[int]] = {}
        for key, n in self.arms.items():
            counts = out.setdefault(self.kinds.get(key, "data"), [0, 0])
            counts[0] += len(set(range(n)) & self.taken[key])
            counts[1] += n - len(self.proved.get(key, ()))
        return {kind: (c[0], c[1]) for kind, c in out.items()}

    def uncovered(self) -> list[tuple[str, int]]:
        """(site key, arm) for every reachable arm no case took."""
        return [(key, arm) for key in sorted(self.arms) for arm in range(self.arms[key])
                if arm not in self.taken[key] and arm not in self.proved.get(key, ())]

    def contradicted(self, declared: Mapping[str, str]) -> list[tuple[str, int]]:
        """(site key, arm) for every arm some case took that a declaration naming its arm (`... arm N`)
        calls unreachable: the declaration is wrong (a line-wide one speaks only of the untaken arms)."""
        named = {pattern: why for pattern, why in declared.items() if " arm " in pattern}
        return [(key, arm) for key in sorted(self.arms) for arm in sorted(self.taken[key])
                if reason_for(named, key, arm) is not None]

    @property
    def total(self) -> int:
        """The reachable arms: every arm of every choice, less those proved unreachable."""
        return sum(self.arms.values()) - self.unreachable

    @property
    def unreachable(self) -> int:
        """Arms harness.analysis.index_ranges proved no block position or input can take, in every case."""
        return sum(len(arms) for arms in self.proved.values())


def merge(rows: Iterable[tuple[str, Mapping[str, Mapping[str, list]]]]) -> dict[str, KernelArms]:
    """(case id, {kernel: summary}) rows -> per kernel, the arms over every case."""
    out: dict[str, KernelArms] = {}
    for case, kernels in rows:
        for kernel, summary in kernels.items():
            out.setdefault(kernel, KernelArms(kernel)).add(case, summary)
    return out


def reason_for(declared: Mapping[str, str], key: str, arm: int) -> str | None:
    """A declared reason (Pair.unreachable_arms) for an uncovered arm."""
    return declared_reason(declared, key, f"arm {arm}")


def format_table(rows: list[dict], verbose: bool = False) -> str:
    """Per kernel: choices, arms covered, and every uncovered arm with its site (and reason)."""
    lines = ["kernel branch coverage (the arms the memory check's inputs take; data: an operand derives from "
             "the kernel's inputs, index: from program ids and iotas only, mask: masked loads and stores)",
             "arms: reachable ones; proved: arms no block position or input can take (harness.analysis.index_ranges)",
             f"{'kernel':40} {'cases':>5} {'choices':>7} {'arms':>5} {'proved':>6} {'covered':>8}  "
             f"{'data':>9} {'index':>9} {'mask':>9}"]
    total = covered = proved = 0
    kinds_total: dict[str, list[int]] = {}
    for row in rows:
        total, covered, proved = total + row["arms"], covered + row["covered"], proved + row.get("proved", 0)
        pct = 100.0 * row["covered"] / row["arms"] if row["arms"] else 100.0
        split = {kind: row.get("by_kind", {}).get(kind, (0, 0)) for kind in ("data", "index", "mask")}
        for kind, (c, n) in split.items():
            kinds_total.setdefault(kind, [0, 0])
            kinds_total[kind][0] += c
            kinds_total[kind][1] += n
        lines.append(f"{row['kernel'][:40]:40} {row['cases']:5d} {row['choices']:7d} {row['arms']:5d} "
                     f"{row.get('proved', 0):6d} {row['covered']:5d} {pct:3.0f}%  "
                     + " ".join(f"{f'{c}/{n}':>9}" for c, n in split.values()))
        for u in row["uncovered"]:
            if u["reason"] is None or verbose:
                lines.append(f"    {u['site']}: {u['arm_name']} never taken [{u.get('kind', 'data')}]"
                             + (f" (declared: {u['reason']})" if u["reason"] else ""))
    lines.append(f"all kernels: {covered} of {total} reachable arms covered "
                 f"({100.0 * covered / total if total else 100.0:.0f}%; {proved} more proved unreachable); "
                 + ", ".join(f"{kind} {c} of {n}" for kind, (c, n) in kinds_total.items()))
    backward = [row for row in rows if row.get("backward")]
    if backward:
        lines.append("kernels only a reverse program runs (a custom_vjp's backward rule, or its forward rule keeping "
                     "residuals; the pair, and the arguments it differentiates):")
        lines += [f"  {row['kernel'][:40]:40} {'; '.join(row['backward'])}" for row in backward]
    discarded = [row for row in rows if row.get("discarded")]
    if discarded:
        lines.append("kernels a reverse program calls but never reads, in these cases (XLA drops them there: no "
                     "derivative checks their results; the memory check still runs them):")
        lines += [f"  {row['kernel'][:40]:40} {' '.join(row['discarded'])}" for row in discarded]
    return "\n".join(lines)
