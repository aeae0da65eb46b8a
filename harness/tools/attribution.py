"""Which root cause a known failure's case belongs to, decided by switching the cause off.

Entries of one kernel often fail the same way ("N of M elements differ"), so a signature cannot
tell a case's root cause. An entry with `switch_off` names the case values that remove its cause
(the other Riemann solver, a limiter without the suspect epsilon): the case is run again with only
those values changed, and the entry explains the case when that run passes. When it still fails,
the case has another cause (instead, or as well) and belongs elsewhere: `harness known-failures
--attribute` lists it with what the switched run showed and which entry claims that run's case.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from harness.declare import Case, Pair, Target
from harness.declare.patterns import pattern_matches
from harness.grid.cases import cases_for, declared_cases
from harness.grid.devices import MAX_SIMULATED
from harness.manifest import claims, known_failures

PASSED = ("passed", "xpassed")
VERDICTS = ("explained", "joint", "in part", "misfiled", "unexplained", "passes", "unchecked", "not run")
FAILING = ("misfiled", "unexplained", "passes", "not run")  # what makes --attribute exit 1


@dataclasses.dataclass
class Attribution:
    """One claimed case of an entry: the case with the entry's cause switched off and, where that
    still fails, with each other cause present in the case switched off instead, and with all of them."""

    entry: known_failures.KnownFailure
    check: str
    pair: Pair
    case: Case
    switched: Case | None  # the entry's cause off; None: not a case of the declared grid (cannot be checked)
    others: list[known_failures.KnownFailure] = dataclasses.field(default_factory=list)  # other causes present in the case
    instead: dict[str, Case | None] = dataclasses.field(default_factory=dict)  # other's defect -> its cause off
    all_off: Case | None = None  # the entry's and every switchable other cause off

    def runs(self) -> list[Case]:
        return [c for c in (self.case, self.switched, *self.instead.values(), self.all_off) if c is not None]

    def verdict(self, outcomes: dict[tuple[str, str], tuple[str, str]]) -> tuple[str, str]:
        """(one of VERDICTS, what it rests on)."""
        def outcome(case: Case | None) -> str:
            return outcomes.get((case.id, self.check), ("not run", ""))[0] if case is not None else "not run"

        if outcome(self.case) in PASSED:
            return "passes", "the case itself passes: the defect is gone from it (remove it from the entry)"
        if self.switched is None:
            return "unchecked", "the switched case is not in the declared grid (the pair's valid() rejects it)"
        first = outcome(self.switched)
        if first in PASSED:
            return "explained", f"{self.switched.id} passes"
        if first == "not run":
            return "not run", f"{self.switched.id} did not run"
        for defect, case in self.instead.items():
            if outcome(case) in PASSED:
                return "misfiled", f"it is '{defect}''s: with only that cause off ({case.id}) it passes"
        switchable = [o.defect for o in self.others if o.defect in self.instead]
        fixed = [o.defect for o in self.others if o.defect not in self.instead]
        if self.all_off is not None and outcome(self.all_off) in PASSED:
            return "joint", f"with {', '.join(switchable)}: with those causes off too ({self.all_off.id}) it passes"
        if fixed:
            return "in part", (f"still fails with the cause off ({self.switched.id}); {', '.join(fixed)} is present "
                               "too and cannot be switched off (no switch_off)")
        text = outcomes.get((self.switched.id, self.check), ("", ""))[1]
        return "unexplained", (f"{self.switched.id} still fails ({text[:160]}) and no other entry's cause is present: "
                               "a cause the manifest does not name")


def present_causes(entries: list[known_failures.KnownFailure], pair: Pair, case: Case, check: str,
                   but: known_failures.KnownFailure) -> list[known_failures.KnownFailure]:
    """The entries (other than `but`) whose cause is present in the case: same check, a cause declared
    (requires or switch_off) and not absent from the case, the pair in its scope (`requires.pair`,
    else the pairs its patterns name)."""
    out = []
    for entry in entries:
        if entry is but or check not in entry.checks or not (entry.requires or entry.switch_off):
            continue
        scoped = "pair" in entry.requires or any(pattern_matches(p.split("[", 1)[0], pair.name)
                                                  for p in entry.cases)
        if scoped and known_failures.cause_absent(entry, case) is None:
            out.append(entry)
    return out


def plan(target: Target, entries: list[known_failures.KnownFailure], claimed_ids: set[str],
         every: dict[str, tuple[Pair, Case]]) -> list[Attribution]:
    """Every (entry with switch_off, check, claimed case among `claimed_ids`) and its switched case.
    A listing check (memory, conventions) names its findings itself and is not attributed here."""
    ids = list(every)
    out: list[Attribution] = []
    for entry in entries:
        if not entry.switch_off:
            continue
        for case_id in sorted(claims.claimed_cases(entry, ids, lambda cid: every[cid][1]) & claimed_ids):
            pair, case = every[case_id]
            switched = known_failures.switched_off(entry, pair, case)
            for check in entry.checks:
                if check not in known_failures.LISTING_CHECKS:
                    out.append(Attribution(entry, check, pair, case, switched if switched.id in every else None))
    return out


def second_round(attributions: list[Attribution], entries: list[known_failures.KnownFailure],
                 every: dict[str, tuple[Pair, Case]], outcomes: dict) -> None:
    """Where the switched case still fails: the other causes present, each switched off instead, and all at once."""
    for a in attributions:
        if a.switched is None or outcomes.get((a.switched.id, a.check), ("not run",))[0] in PASSED:
            continue
        a.others = present_causes(entries, a.pair, a.case, a.check, a.entry)
        both = a.switched
        for other in a.others:
            if not other.switch_off:
                continue
            alone = known_failures.switched_off(other, a.pair, a.case)
            a.instead[other.defect] = alone if alone.id in every else None
            both = known_failures.switched_off(other, a.pair, both) if both is not None else None
            both = both if both is not None and both.id in every else None
        a.all_off = both if a.instead and both is not a.switched else None


def read_outcomes(report: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(case id, check) -> (outcome, failure text) from a --harness-report."""
    return {(r["case"], r["check"]): (r["outcome"], r.get("observed") or r.get("message") or "")
            for r in json.loads(report.read_text())["results"] if r.get("case")}


def suite_module(suite: str) -> Path:
    """The test module of the pair checks: the suite itself, or the file in it that imports harness.suite."""
    path = Path(suite)
    if path.is_file():
        return path
    for candidate in sorted(path.rglob("*.py")):
        text = candidate.read_text(errors="replace")
        if "harness.suite" in text and "scenario_suite" not in text:
            return candidate
    raise SystemExit(f"harness known-failures --attribute: no test module importing harness.suite under {suite}")


def run_switched(args: argparse.Namespace, runs: set[tuple[str, Case]], extra: list[str],
                 run_pytest: Callable[[list[str]], int]) -> Path:
    """Run these (check, case) with an empty manifest (the raw verdicts), in one pytest (`run_pytest`: the
    command's own runner)."""

    module = suite_module(args.suite).resolve()
    nodes = sorted(f"{module}::test_{check}[{case.id}]" for check, case in runs)
    folder = Path(tempfile.mkdtemp(prefix="harness-attribute-"))
    (folder / "empty.toml").write_text("")
    report = folder / "report.json"
    meshes = max([case.mesh for _, case in runs] + [1])
    code = run_pytest([*nodes, "--pairs", str(Path(args.pairs).resolve()), "--known-failures",
                        str(folder / "empty.toml"), "--grid", "full", "--option-coverage", "off",
                        "--gpus", str(max(meshes, 2)), "--harness-report", str(report), "-p", "no:cacheprovider",
                        "-q", *extra])
    if not report.exists():
        raise SystemExit(f"harness known-failures --attribute: the run of the switched cases did not complete "
                         f"(pytest exit {int(code)}); its output is above")
    return report


def main(target: Target, entries: list[known_failures.KnownFailure], args: argparse.Namespace, extra: list[str],
         run_pytest: Callable[[list[str]], int]) -> int:

    every = {case.id: (pair, case) for pair, case in declared_cases(target)}

    meshes = list(range(1, MAX_SIMULATED + 1)) if args.grid == "full" else [1, 2]
    in_grid = {c.id for pair in target.pairs  # interpreted: what a machine without a GPU runs
               for c in cases_for(target, pair, grid=args.grid, mesh_sizes=meshes, interpret=(True,))}
    attributions = plan(target, entries, in_grid, every)
    if not attributions:
        print(f"{args.manifest}: no entry names switch_off for a case of the {args.grid} grid; nothing to attribute")
        return 0
    outcomes: dict[tuple[str, str], tuple[str, str]] = {}
    reports = []
    for round_ in (1, 2):
        if round_ == 2:
            second_round(attributions, entries, every, outcomes)
        runs = {(a.check, c) for a in attributions for c in a.runs()}
        if args.source:
            outcomes.update(read_outcomes(Path(args.source)))
            reports = [args.source]
            continue
        todo = {(check, case) for check, case in runs if (case.id, check) not in outcomes}
        if todo:
            reports.append(run_switched(args, todo, extra, run_pytest))
            outcomes.update(read_outcomes(reports[-1]))
    by_entry: dict[str, list[tuple[Attribution, tuple[str, str]]]] = defaultdict(list)
    for a in attributions:
        by_entry[a.entry.defect].append((a, a.verdict(outcomes)))
    bad = 0
    print(f"\n{args.manifest}: each claimed case run with its entry's cause switched off ({', '.join(map(str, reports))})")
    for defect, rows in by_entry.items():
        verdicts = [v for _, (v, _) in rows]
        switch = ", ".join(known_failures.spell(k, v) for k, v in rows[0][0].entry.switch_off.items())
        print(f"  {defect} (switched off by {switch}): "
              + ", ".join(f"{verdicts.count(v)} {v}" for v in VERDICTS if v in verdicts))
        for a, (verdict, why) in rows:
            if verdict != "explained":
                print(f"      {verdict}: {a.check} {a.case.id}: {why}")
        bad += sum(v in FAILING for v in verdicts)
    without = [e.defect for e in entries if not e.switch_off]
    if without:
        print(f"  not checkable (no switch_off): {', '.join(without)}")
    if bad:
        print(f"harness known-failures --attribute: {bad} case(s) filed under an entry whose cause does not explain "
              "them (or whose switched run did not run): move each under the entry of its own cause, or name the "
              "cause the manifest lacks", file=sys.stderr)
        return 1
    return 0
