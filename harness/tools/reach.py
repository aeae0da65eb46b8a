"""Reachability: which kernels the target's public API runs, and whether a known failure's input is
one a user can reach.

A pair calls a Pallas entry directly, so a failure it finds may sit where no user goes: a kernel the
target never calls, or an input its callers' gate rejects before the kernel sees it. What the public
API runs is measured, not assumed: every scenario variant (a whole simulation through the target's
time integration) is traced on its Pallas side and the kernels in its program recorded
(`harness.tools.scenario_coverage`), as each pair's PR cases are (`harness.tools.coverage`, per case). A kernel
no variant runs is **unreached** (dead code, or a path no scenario takes: either way untested from
the public API). A known failure is a **defect** when some case it claims runs a reached kernel on an
input the gate accepts, a **hazard** when every such case either runs only unreached kernels or feeds
an unguarded entry (`on_reject="unguarded"`) an input its callers' gate rejects. The manifest states
it (`reach = "defect"`); `harness coverage --reach` measures it and fails where the two disagree.
Measured on the declared cases: an input the grid does not hold is not classified.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harness.analysis.convention_rules import pallas_calls_of
from harness.declare import Case, Pair, Target
from harness.declare.scenario import scenarios_path
from harness.jaxtools.jaxcompat import pallas_call_name
from harness.manifest.claims import claimed_cases
from harness.store.affected import harness_digest
from harness.store.atomic import write_atomic

LABELS = ("defect", "hazard", "unreached")


def kernel_names(jaxpr: Any) -> set[str]:
    """The names of the pallas_calls in a traced program, nested regions included."""

    return {pallas_call_name(eqn.params) for eqn, _ in pallas_calls_of(jaxpr)}


@dataclasses.dataclass
class Reach:
    """Which scenario variants run each kernel, and which kernels each pair's cases run."""

    by_kernel: dict[str, list[str]]  # kernel -> the scenario variants whose program runs it
    pair_kernels: dict[str, dict[str, list[str]]]  # pair -> case id -> kernels

    def kernels_of(self, pair: str, case_id: str | None = None) -> set[str]:
        cases = self.pair_kernels.get(pair, {})
        if case_id is not None and case_id in cases:
            return set(cases[case_id])
        return set().union(*map(set, cases.values())) if cases else set()

    def reached(self, kernel: str) -> list[str]:
        return self.by_kernel.get(kernel, [])


def measure(scenario_kernels: Mapping[str, list[str]], pair_kernels: Mapping[str, Mapping[str, list[str]]]) -> Reach:
    by_kernel: dict[str, list[str]] = {}
    for variant, kernels in sorted(scenario_kernels.items()):
        for kernel in kernels:
            by_kernel.setdefault(kernel, []).append(variant)
    return Reach(by_kernel, {p: dict(c) for p, c in pair_kernels.items()})


def case_kernels(reach: Reach, pair: Pair, case: Case, every: Mapping[str, tuple[Pair, Case]]) -> set[str]:
    """The kernels the case runs: recorded for it, else for a recorded case of the same ndim and
    kernel variant (`Pair.axes`: what names a kernel; the mesh, precision, block and options do not),
    else for one of the same variant, else every kernel the pair's cases run."""
    recorded = reach.pair_kernels.get(pair.name, {})
    if case.id in recorded:
        return set(recorded[case.id])
    variant = tuple(case.get(k) for k in pair.axes)
    twins = [every[cid][1] for cid in recorded if cid in every]
    for same in (lambda c: c.ndim == case.ndim and tuple(c.get(k) for k in pair.axes) == variant,
                 lambda c: tuple(c.get(k) for k in pair.axes) == variant):
        found = [c for c in twins if same(c)]
        if found:
            return set().union(*(set(recorded[c.id]) for c in found))
    return reach.kernels_of(pair.name)


def case_reach(reach: Reach, pair: Pair, case: Case,
               every: Mapping[str, tuple[Pair, Case]] | None = None) -> tuple[str, str]:
    """(defect | hazard | unreached, why) for one case's input."""
    kernels = case_kernels(reach, pair, case, every or {}) if every is not None else reach.kernels_of(pair.name, case.id)
    if not kernels:
        return "unreached", f"{pair.name} runs no Pallas kernel in its recorded cases"
    if not any(reach.reached(k) for k in kernels):
        return "unreached", f"no scenario variant runs {', '.join(sorted(kernels))}"
    if pair.on_reject == "unguarded" and not pair.accepts(case):
        return "hazard", (f"{pair.name} has no gate of its own and its callers' gate rejects this input "
                          f"({case.id}): only a direct call reaches it")
    return "defect", f"{case.id} runs {', '.join(sorted(k for k in kernels if reach.reached(k)))}, which the public API runs"


def entry_reach(entry: Any, reach: Reach, cases: Mapping[str, tuple[Pair, Case]]) -> tuple[str, str]:
    """An entry is a defect if any claimed case is; else a hazard if any is (the kernel runs, the input
    is guarded); else unreached. The reason is the first case's of that label."""

    found: dict[str, str] = {}

    def plain_first(case_id: str) -> tuple:  # name the simplest case: interpreted, mesh 1, the gate accepting
        pair, case = cases[case_id]
        return (not case.interpret, case.mesh, case.mesh_axes != "auto", not pair.accepts(case), case_id)

    for case_id in sorted(claimed_cases(entry, list(cases), lambda cid: cases[cid][1]), key=plain_first):
        pair, case = cases[case_id]
        label, why = case_reach(reach, pair, case, cases)
        found.setdefault(label, why)
        if label == "defect":
            break
    for label in LABELS:
        if label in found:
            return label, found[label]
    return "unreached", "it claims no declared case"


def format_kernels(reach: Reach, target: Target, names: list[str] | None = None) -> str:
    lines = ["kernels and the public API (scenario variants whose Pallas program runs them):"]
    for pair in target.pairs:
        if names and pair.name not in names:
            continue
        kernels = sorted(reach.kernels_of(pair.name))
        for kernel in kernels:
            variants = reach.reached(kernel)
            text = (f"reached by {len(variants)} variant(s): {', '.join(variants[:3])}{' ...' if len(variants) > 3 else ''}"
                    if variants else "NOT REACHED from the public API (dead, or no scenario takes this path)")
            lines.append(f"  {pair.name:<30} {kernel:<36} {text}")
        if not kernels:
            lines.append(f"  {pair.name:<30} {'-':<36} no kernel recorded")
    return "\n".join(lines)


# -- the record the HTML page reads ------------------------------------------------------------------

RECORD = "reach.json"


def record_key(target: Target) -> str:
    """What the reach depends on: the declarations and scenarios, the target's version, the harness."""
    from importlib import metadata

    digest = hashlib.sha256()
    # every Python file of the declaration folder: a pairs.py may load its pairs from files beside it
    # (astronomix's family modules, twins.py), and an edit there must not reuse a stale record
    folder = Path(target.source).resolve().parent
    for path in (Path(target.source), scenarios_path(target.source), *sorted(folder.glob("*.py"))):
        digest.update(path.read_bytes() if path.is_file() else b"-")
    try:
        digest.update(metadata.version(target.distribution).encode())
    except metadata.PackageNotFoundError:
        digest.update(target.version.encode())
    digest.update(harness_digest().encode())
    return digest.hexdigest()[:24]


def save(target: Target, reach: Reach, variants: int, cache_dir: Path) -> Path:
    path = Path(cache_dir) / RECORD
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps({"key": record_key(target), "variants": variants, "by_kernel": reach.by_kernel,
                                    "pair_kernels": reach.pair_kernels}, indent=1).encode())
    return path


def load(target: Target, cache_dir: Path | None) -> tuple[Reach, int] | None:
    """The last `harness coverage --reach` measurement, where it was taken of these declarations,
    scenarios, target version and harness; None otherwise (the page then says it was not measured)."""
    if cache_dir is None:
        return None
    try:
        data = json.loads((Path(cache_dir) / RECORD).read_text())
    except (OSError, ValueError):
        return None
    if data.get("key") != record_key(target):
        return None
    return Reach(data["by_kernel"], data["pair_kernels"]), int(data.get("variants", 0))
