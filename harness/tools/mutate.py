"""`harness mutate`: how strong the suite is, measured by the faults it lets through.

The target's Pallas modules are copied (never the installed package) into one slot per parallel
run; a mutant is applied to its slot's copy, and pytest runs the suite over the pairs the mutated
function reaches, with the copy first on the path of every process it starts (PYTHONPATH) and the
plugin refusing to run if the target package resolves anywhere else (HARNESS_MUTANT_ROOT). The
first failing check kills the mutant (-x); a run where every selected check passes or fails as the
manifest says is a survivor. First the unmutated copy runs the union of the selections: a verdict
on a mutant means nothing if its selection fails without it. The JSON report is rewritten after
every mutant, so an interrupted run resumes where it stopped (--resume).
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from harness.declare import Target, resolve
from harness.errors import MutateError
from harness.report.report import is_scenario
from harness.store import affected
from harness.store.atomic import write_atomic
from harness.tools import mutants

FORMAT = 1
KILLED, SURVIVED, TIMEOUT, NOT_RUN = "killed", "survived", "timeout", "not run"


@dataclasses.dataclass
class Layout:
    """Where the copies come from: the target package's folder and the declarations' folder."""

    package_dir: Path  # the installed package (copied to SLOT/site/<name>)
    declarations_dir: Path  # copied to SLOT/decl/<name>
    sources: dict[str, mutants.Source]  # key -> source, for every file a mutant may edit

    @property
    def copies_package(self) -> bool:
        return any(self.package_dir in s.path.parents for s in self.sources.values())

    def origin(self, key: str) -> Path:
        return self.sources[key].path


@dataclasses.dataclass
class Plan:
    target: Target
    layout: Layout
    mutants: list[mutants.Mutant]
    pairs_of: dict[str, list[str]]  # reached function -> pairs reaching it


def _module_file(module: str) -> Path | None:
    mod = sys.modules.get(module)
    path = getattr(mod, "__file__", None)
    return Path(path).resolve() if path else None


def plan(target: Target, operators: set[str], per_operator: int | None) -> Plan:
    """The mutants of `operators` in the files holding the Pallas code the pairs reach."""
    import importlib

    package_dir = Path(importlib.import_module(target.package).__file__).resolve().parent
    declarations_dir = Path(target.source).resolve().parent
    pallas_reach: dict[str, set[str]] = {}
    native_reach: dict[str, set[str]] = {}
    for pair in target.pairs:
        resolved = resolve(pair, target.source)
        natives = resolved.native if isinstance(resolved.native, tuple) else (resolved.native,)
        roots = [resolved.pallas] + ([resolved.supported] if resolved.supported else [])
        pallas_reach[pair.name] = set(affected.functions_reached(roots, target.package))
        native_reach[pair.name] = set(affected.functions_reached(list(natives), target.package))
    sources: dict[str, mutants.Source] = {}

    def source_of(module: str) -> mutants.Source | None:
        path = _module_file(module)
        if path is None or path.suffix != ".py":
            return None
        if package_dir in path.parents:
            key = str(path.relative_to(package_dir.parent))
        elif declarations_dir in path.parents:
            key = str(path.relative_to(declarations_dir.parent))
        else:
            return None
        if key not in sources:
            sources[key] = mutants.Source(key, module, path, path.read_bytes())
        return sources[key]

    pallas_files = []
    for keys in pallas_reach.values():
        for key in keys:
            src = source_of(key.split(":")[0])
            if src is not None and src not in pallas_files and mutants.is_pallas_module(src):
                pallas_files.append(src)
    for keys in native_reach.values():
        for key in keys:
            source_of(key.split(":")[0])
    pairs_of: dict[str, list[str]] = {}
    for name, keys in pallas_reach.items():
        for key in keys | native_reach[name]:
            pairs_of.setdefault(key, []).append(name)
    # the Pallas side only: a function the pair's native twin also reaches (a tangent branch, a shared
    # helper) is the twin's code too, changed by twin-constant in step with the kernel
    reached_pallas = set().union(*(pallas_reach[p] - native_reach[p] for p in pallas_reach))
    found = mutants.find(sorted(pallas_files, key=lambda s: s.key), reached_pallas, operators)
    if "twin-constant" in operators:
        pallas_modules = {s.module for s in pallas_files}
        for pair in target.pairs:
            found += mutants.twin_constants(
                sources, {k for k in pallas_reach[pair.name] if k.split(":")[0] in pallas_modules},
                native_reach[pair.name])
        found = mutants.unique(found)
    return Plan(target, Layout(package_dir, declarations_dir, sources), mutants.sample(found, per_operator), pairs_of)


def selection(plan: Plan, mutant: mutants.Mutant) -> list[str]:
    """The pairs whose Pallas or native side reaches the function the mutant edits."""
    return sorted(set(plan.pairs_of.get(mutant.function, [])))


# -- slots: one copy per parallel run -----------------------------------------------------------

class Slot:
    """SLOT/site/<package> and SLOT/decl/<declarations>: copies a mutant is applied to and undone from."""

    def __init__(self, root: Path, layout: Layout):
        self.root, self.layout = root, layout
        self.site = root / "site"
        self.decl = root / "decl"
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
        copies = [(layout.declarations_dir, self.decl / layout.declarations_dir.name)]
        if layout.copies_package:
            copies.append((layout.package_dir, self.site / layout.package_dir.name))
        for source, dest in copies:
            if dest.exists():
                shutil.rmtree(dest)
            shutil.copytree(source, dest, ignore=ignore, symlinks=True)

    def path(self, key: str) -> Path:
        in_package = self.layout.package_dir in self.layout.origin(key).parents
        return (self.site if in_package else self.decl) / key

    def apply(self, mutant: mutants.Mutant | None) -> list[Path]:
        """Write the mutant's files (None: every file back to the original); the files written."""
        written = []
        files = {e.file for e in mutant.edits} if mutant else set(self.layout.sources)
        for key in files:
            original = self.layout.sources[key].data
            data = mutants.apply(original, [e for e in mutant.edits if e.file == key]) if mutant else original
            path = self.path(key)
            path.write_bytes(data)
            written.append(path)
        return written

    def pairs_file(self, pairs: Path) -> Path:
        return self.decl / self.layout.declarations_dir.name / pairs.name


# -- one pytest run ------------------------------------------------------------------------------

@dataclasses.dataclass
class Outcome:
    verdict: str
    check: str | None = None
    case: str | None = None
    message: str | None = None
    seconds: float = 0.0
    checks_run: int = 0


def run_pytest(slot: Slot, suite: str, pairs_file: Path, pairs: list[str], extra: list[str], timeout: float,
               *, stop_at_first: bool = True, workers: int = 0, grid: str | None = None) -> Outcome:
    report = slot.root / "report.json"
    report.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "pytest", suite, "-q", "--tb=line", "-p", "no:cacheprovider",
           "--pairs", str(pairs_file), "--only-pairs", ",".join(pairs), "--harness-report", str(report),
           "--harness-artifacts", str(slot.root / "artifacts"), "--fingerprints", str(slot.root / "fingerprints.json"),
           "--harness-progress", "off"]
    if stop_at_first:
        cmd.append("-x")
    if workers > 1:
        cmd += ["-n", str(workers)]
    if grid:
        cmd += ["--grid", grid]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    if slot.layout.copies_package:
        env.update(HARNESS_MUTANT_ROOT=str(slot.site),
                   PYTHONPATH=os.pathsep.join([str(slot.site), *filter(None, [os.environ.get("PYTHONPATH")])]))
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd + extra, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(TIMEOUT, seconds=time.monotonic() - start, message=f"no verdict within {timeout:.0f} s")
    seconds = time.monotonic() - start
    try:
        rows = json.loads(report.read_text())["results"]
    except (OSError, ValueError, KeyError):
        rows = []
    bad = [r for r in rows if r["outcome"] in ("failed", "xpassed-strict")]
    if bad:  # (under xdist, -x ends the run as "interrupted": exit 2, with the failure in the report)
        first = bad[0]
        lines = (first.get("message") or "").strip().splitlines()
        check = f"scenario {first['check']}" if is_scenario(first) else first["check"]
        return Outcome(KILLED, check, first["case"], lines[-1][:300] if lines else "", seconds, len(rows))
    output = (proc.stdout + proc.stderr).strip().splitlines()
    summary = proc.stdout.strip().splitlines()[-3:]  # pytest's last lines; stderr may end with library logging
    if proc.returncode == 2 and "error" in " ".join(summary).lower():  # the mutated module breaks collection
        return Outcome(KILLED, "collection", None, next((line for line in reversed(output) if "Error" in line),
                                                         output[-1] if output else "")[:300], seconds)
    if proc.returncode in (2, 3, 4, 5):  # interrupted, internal error, usage error, nothing collected: no verdict
        raise MutateError(f"pytest could not run the selection ({', '.join(pairs)}) in {slot.root} "
                          f"(exit {proc.returncode}):\n{(proc.stdout + proc.stderr)[-3000:]}")
    if proc.returncode != 0:
        return Outcome(KILLED, "error", None, (output[-1] if output else "")[:300], seconds, len(rows))
    if not rows:
        raise MutateError(f"the selection ({', '.join(pairs)}) ran no check: is the suite {suite} right?")
    return Outcome(SURVIVED, seconds=seconds, checks_run=len(rows))


# -- the whole run --------------------------------------------------------------------------------

def _record(mutant: mutants.Mutant, pairs: list[str], outcome: Outcome, escalated: Outcome | None) -> dict[str, Any]:
    return {
        "id": mutant.id, "operator": mutant.operator, "location": mutant.location, "function": mutant.function,
        "change": mutant.describe(), "edits": [dataclasses.asdict(e) for e in mutant.edits], "pairs": pairs,
        "verdict": outcome.verdict, "check": outcome.check, "case": outcome.case, "message": outcome.message,
        "seconds": round(outcome.seconds, 1), "checks_run": outcome.checks_run,
        "would_catch": None if escalated is None or escalated.verdict != KILLED else
        {"check": escalated.check, "case": escalated.case, "grid": "full", "message": escalated.message},
        "escalated": escalated is not None,
    }


def load_report(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if data.get("format") == FORMAT else {}


def score(records: list[dict[str, Any]]) -> tuple[int, int, float | None]:
    decided = [r for r in records if r["verdict"] in (KILLED, SURVIVED, TIMEOUT)]
    killed = sum(r["verdict"] in (KILLED, TIMEOUT) for r in decided)
    return killed, len(decided), (killed / len(decided) if decided else None)


def table(records: list[dict[str, Any]]) -> list[str]:
    width = max([len("location")] + [len(r["location"]) for r in records])
    lines = [f"{'mutant':22s} {'operator':13s} {'location':{width}s} caught by"]
    for r in records:
        if r["verdict"] == KILLED:
            caught = f"{r['check']}" + (f" ({r['case']})" if r["case"] else "")
        elif r["verdict"] == SURVIVED:
            caught = "SURVIVED"
            if r.get("would_catch"):
                caught += f" (caught by {r['would_catch']['check']} on {r['would_catch']['case']} in --grid full)"
            elif not r["pairs"]:
                caught += " (no declared pair reaches it)"
            elif r.get("escalated"):
                caught += " (the full grid does not catch it either)"
        else:
            caught = r["verdict"].upper()
        lines.append(f"{r['id']:22s} {r['operator']:13s} {r['location']:{width}s} {caught}")
    killed, decided, ratio = score(records)
    if ratio is not None:
        lines.append(f"mutation score: {killed}/{decided} killed = {100 * ratio:.1f}%"
                     + (f" ({sum(r['verdict'] == NOT_RUN for r in records)} not run: budget)"
                        if any(r["verdict"] == NOT_RUN for r in records) else ""))
    return lines


def run(plan: Plan, *, suite: str, pairs_file: Path, workdir: Path, report_path: Path, workers: int,
        extra: list[str], budget: float | None, timeout: float, resume: bool, baseline: bool, escalate: bool,
        retry_survivors: bool = False, write: Any = print) -> list[dict[str, Any]]:
    previous = {r["id"]: r for r in load_report(report_path).get("mutants", [])} if resume else {}
    again = {NOT_RUN, SURVIVED} if retry_survivors else {NOT_RUN}
    todo = [m for m in plan.mutants if m.id not in previous or previous[m.id]["verdict"] in again]
    workdir.mkdir(parents=True, exist_ok=True)
    slots = [Slot(workdir / f"slot-{i}", plan.layout) for i in range(max(1, min(workers, len(todo) or 1)))]
    for slot in slots:
        slot.apply(None)
    selections = {m.id: selection(plan, m) for m in plan.mutants}
    in_decl = {key for key, src in plan.layout.sources.items() if src.path.is_relative_to(plan.layout.declarations_dir)}

    def pairs_for(slot: Slot, mutant: mutants.Mutant | None) -> Path:
        touches_decl = mutant is not None and any(e.file in in_decl for e in mutant.edits)
        return slot.pairs_file(pairs_file) if touches_decl else pairs_file

    if baseline and todo:
        union = sorted({p for m in todo for p in selections[m.id]})
        if union:
            _check_baseline(slots[0], suite, pairs_for(slots[0], None), union, extra, timeout, workers, write)
    records: dict[str, dict[str, Any]] = dict(previous)
    lock = threading.Lock()
    free = list(slots)
    start = time.monotonic()
    done = [0]

    def one(mutant: mutants.Mutant) -> None:
        pairs = selections[mutant.id]
        with lock:
            over = budget is not None and time.monotonic() - start > budget
            slot = None if over else free.pop()
        if slot is None:
            outcome, escalated = Outcome(NOT_RUN, message="over --budget"), None
        elif not pairs:
            outcome, escalated = Outcome(SURVIVED, message="no declared pair reaches this function"), None
            with lock:
                free.append(slot)
        else:
            try:
                slot.apply(mutant)
                outcome = run_pytest(slot, suite, pairs_for(slot, mutant), pairs, extra, timeout)
                escalated = None
                if outcome.verdict == SURVIVED and escalate:
                    escalated = run_pytest(slot, suite, pairs_for(slot, mutant), pairs, extra, timeout * 4,
                                           grid="full")
            finally:
                slot.apply(None)
                with lock:
                    free.append(slot)
        with lock:
            records[mutant.id] = _record(mutant, pairs, outcome, escalated)
            done[0] += 1
            _write_report(report_path, plan, records, suite, extra)
            r = records[mutant.id]
            caught = (f"by {r['check']}" if r["verdict"] == KILLED else "") if r["verdict"] != SURVIVED else ""
            elapsed = time.monotonic() - start
            eta = elapsed / done[0] * (len(todo) - done[0])
            write(f"[{done[0]}/{len(todo)}] {r['verdict']:8s} {caught:18s} {mutant.operator:13s} {mutant.location} "
                  f"{outcome.seconds:.0f} s (elapsed {elapsed / 60:.1f} min, ETA {eta / 60:.1f} min)")

    with ThreadPoolExecutor(max_workers=len(slots)) as pool:
        for future in [pool.submit(one, m) for m in todo]:
            future.result()
    _write_report(report_path, plan, records, suite, extra)
    return [records[m.id] for m in plan.mutants if m.id in records]


def _check_baseline(slot: Slot, suite: str, pairs_file: Path, union: list[str], extra: list[str], timeout: float,
                    workers: int, write: Any) -> None:
    """The unmutated copy over every pair some mutant selects: a verdict on a mutant means nothing if
    its selection fails without it."""
    write(f"baseline: the unmutated copy over {len(union)} pair(s) ...")
    outcome = run_pytest(slot, suite, pairs_file, union, extra, timeout * 4, stop_at_first=True, workers=workers)
    if outcome.verdict != SURVIVED:
        raise MutateError(f"baseline: the unmutated copy fails {outcome.check} on {outcome.case}: "
                          f"{outcome.message} (every row: {slot.root / 'report.json'}). A mutant's "
                          f"verdict needs a green selection: fix this or declare it in the known-failure "
                          f"manifest first")
    write(f"baseline: {outcome.checks_run} checks green in {outcome.seconds:.0f} s")


def _write_report(path: Path, plan: Plan, records: dict[str, dict[str, Any]], suite: str, extra: list[str]) -> None:
    """The JSON report, in the plan's order, rewritten whole after every mutant so that an interrupted
    run resumes where it stopped (--resume)."""

    ordered = [records[m.id] for m in plan.mutants if m.id in records]
    killed, decided, ratio = score(ordered)
    data = {"format": FORMAT, "target": plan.target.package, "version": plan.target.version,
            "created": time.strftime("%Y-%m-%dT%H:%M:%S"), "suite": suite, "pytest_args": extra,
            "score": ratio, "killed": killed, "decided": decided, "mutants": ordered}
    write_atomic(path, (json.dumps(data, indent=1) + "\n").encode())
