"""`harness coverage`: the config fields each pair (or, with --scenarios, the time integration)
reads, and the values the grid runs and never runs."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from harness.cli.common import JSON, PAIRS, pytest_settings
from harness.declare import load_target
from harness.declare.patterns import pattern_matches

NAME = "coverage"
HELP = ("which config fields each pair's Pallas path, gate and native twin read, the values the grid "
        "runs and never runs; exit 1 on an undeclared gap")
PARENTS = (PAIRS, JSON)
PASSES_EXTRA = False
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pair", default=None, metavar="NAME,NAME", help="only these pairs")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="also the fields that are not options (derived, runtime inputs, sub-configs)")
    p.add_argument("--cache", default=None, metavar="DIR",
                   help="records of earlier traces, reused while a pair's sources and declaration are unchanged")
    p.add_argument("--no-cache", action="store_true", help="trace every pair again")
    p.add_argument("--reach", action="store_true",
                   help="which kernels the public API (the scenario variants) runs, and whether each known "
                        "failure is a defect (reachable), a hazard (only by a direct call) or unreached: exit 1 "
                        "where the manifest's reach = ... says otherwise (traces the scenarios, ~1 min)")
    p.add_argument("--manifest", default=None, type=Path, help="--reach: the known-failure manifest")
    p.add_argument("--kernels", action="store_true",
                   help="kernel branch coverage: which arms of each data-dependent choice in a kernel body "
                        "(where/select, max/min floors, clamps, conds, masks) the memory check's inputs take; "
                        "exit 1 on an uncovered arm no pair declares unreachable (runs the memory check's "
                        "cases, or reads --from)")
    p.add_argument("--from", dest="from_reports", action="append", type=Path, default=[], metavar="REPORT",
                   help="--kernels: read the memory check's arms from these --harness-report files "
                        "(a gate's report) instead of running the cases")
    p.add_argument("--scenarios", action="store_true",
                   help="the scenarios instead: the options the time integration reads (SWEPT in scenarios.py), "
                        "the values the full grid's variants run and never run (traced, ~1 min)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """Trace each pair's PR-grid cases and print the option fields they read: exit 1 on a gap."""
    from harness.jaxtools import jax_start  # lazy: `harness` starts without JAX

    jax_start.quietly()  # JAX starts here: without the CUDA plugin's start-up lines, as in a pytest session
    from harness.tools import coverage  # lazy: `harness` starts without JAX
    from harness.run.engine import Engine  # lazy: `harness` starts without JAX

    target = load_target(args.pairs)
    if target.options is None and not (args.reach or args.kernels):
        print(f"harness: {target.source}: Target.options is not declared: option coverage is not measured "
              "(declare an OptionSpace naming the config fields' domains)", file=sys.stderr)
        return 2
    names = [n for n in (args.pair or "").split(",") if n]
    unknown = sorted(set(names) - {p.name for p in target.pairs})
    if unknown:
        print(f"harness: {target.source}: no pair named {', '.join(unknown)}", file=sys.stderr)
        return 2
    if args.scenarios:
        return _scenario_coverage(args, target)
    if args.kernels:
        return _kernel_arms(args, target, names)
    engine = Engine(target)
    root, ini = pytest_settings()
    cache = None if args.no_cache else Path(args.cache or root / ini.get("harness_coverage", ".harness-cache/coverage"))
    covs = []
    for pair in target.pairs:
        if names and pair.name not in names:
            continue
        cov = coverage.pair_coverage(target, pair, engine, cache)
        covs.append(cov)
        if not args.json and not args.reach:
            print(coverage.format_report([cov], verbose=args.verbose), flush=True)
    if args.reach:
        args.cache_dir = cache
        return _reach(args, target, covs, names)
    if args.json:
        print(json.dumps([coverage.to_json(c) for c in covs], indent=1))
    gaps = [c for c in covs if c.gaps]
    if gaps and not args.json:
        print(f"\n{len(gaps)} pair(s) with undeclared gaps: {', '.join(c.pair for c in gaps)}", file=sys.stderr)
    return 1 if gaps else 0


def _reach(args: argparse.Namespace, target: Any, covs: list, names: list[str]) -> int:
    """Trace the scenarios for the kernels the public API runs; classify every known failure."""
    from harness.manifest import known_failures  # lazy: `harness` starts without JAX
    from harness.tools import reach, scenario_coverage  # lazy: `harness` starts without JAX
    from harness.grid.cases import declared_cases  # lazy: `harness` starts without JAX
    from harness.declare.scenario import load_scenarios, scenarios_path  # lazy: `harness` starts without JAX

    path = scenarios_path(target.source)
    if not path.is_file():
        print(f"harness: {path}: no scenarios declared beside {target.source}: the public API's reach is "
              "measured from them", file=sys.stderr)
        return 2
    scenario_reads = scenario_coverage.trace_reads(target, load_scenarios(path))
    measured = reach.measure(scenario_reads.kernels, {c.pair: c.reads.kernels for c in covs})
    if args.cache_dir is not None and not names:  # the gate's HTML page shows it while the sources are these
        reach.save(target, measured, scenario_reads.cases, args.cache_dir)
    entries = known_failures.load_declared(args.manifest, target)
    cases = {case.id: (pair, case) for pair, case in declared_cases(target)}
    rows = [(e, *reach.entry_reach(e, measured, cases)) for e in entries
            if not names or any(pattern_matches(p.split("[", 1)[0], n) for p in e.cases for n in names)]
    if args.json:
        print(json.dumps({"kernels": measured.by_kernel, "pair_kernels": measured.pair_kernels,
                          "scenario_errors": scenario_reads.errors,
                          "entries": [{"defect": e.defect, "reach": label, "why": why, "manifest": e.reach}
                                      for e, label, why in rows]}, indent=1))
    else:
        print(reach.format_kernels(measured, target, names))
        print(f"\n{args.manifest}: each known failure, reachable through the public API or not "
              f"({scenario_reads.cases} scenario variants traced in {scenario_reads.seconds:.0f} s)")
        for e, label, why in rows:
            mark = "" if e.reach == label else (f"  <- the manifest says {e.reach!r}" if e.reach
                                                else "  <- the manifest does not say (reach = ...)")
            print(f"  {label:<9} {e.defect}: {why}{mark}")
        counts = {label: sum(1 for _, got, _ in rows if got == label) for label in reach.LABELS}
        print("  " + ", ".join(f"{n} {label}{'s' if n != 1 and label != 'unreached' else ''}"
                               for label, n in counts.items()))
    wrong = [e.defect for e, label, _ in rows if e.reach != label]
    if wrong:
        print(f"harness coverage --reach: {len(wrong)} entr{'y' if len(wrong) == 1 else 'ies'} whose reach the "
              f"manifest does not state as measured: {', '.join(wrong)}; set reach = \"...\" as above", file=sys.stderr)
        return 1
    return 0


def _scenario_coverage(args: argparse.Namespace, target: Any) -> int:
    """Trace every full-grid scenario variant and print the swept option fields: exit 1 on a gap."""
    from harness.tools import coverage, scenario_coverage  # lazy: `harness` starts without JAX
    from harness.declare.scenario import load_scenarios, scenarios_path  # lazy: `harness` starts without JAX

    path = scenarios_path(target.source)
    if not path.is_file():
        print(f"harness: {path}: no scenarios declared beside {target.source}", file=sys.stderr)
        return 2
    sweep = scenario_coverage.load_sweep(path)
    reads = scenario_coverage.trace_reads(target, load_scenarios(path))
    cov, unread = scenario_coverage.scenario_coverage(target, reads, sweep)
    if args.json:
        print(json.dumps({**coverage.to_json(cov), "unread_swept": unread}, indent=1))
    else:
        print(coverage.format_report([cov], verbose=args.verbose))
    if cov.gaps or unread or cov.unused_out_of_scope:
        if not args.json:
            print("\n" + scenario_coverage.gap_message(sweep, cov, unread), file=sys.stderr)
        return 1
    return 0


def _kernel_arms(args: argparse.Namespace, target: Any, names: list[str]) -> int:
    """The arms each kernel's choices took over the memory check's cases: exit 1 on an undeclared gap."""
    import os
    import subprocess
    import tempfile

    reports = list(args.from_reports)
    if reports:
        return _arms_from(args, reports, target, names)
    with tempfile.TemporaryDirectory(prefix="harness-arms-") as folder:  # the run's report, read then removed
        reports = [Path(folder) / "report.json"]
        select = "test_memory" + (" and (" + " or ".join(names) + ")" if names else "")
        cmd = [sys.executable, "-m", "pytest", str(Path(target.source)), "-q", "-p", "no:cacheprovider",
               "--option-coverage", "off", "--harness-progress", "off", "-k", select,
               "--harness-report", str(reports[0])]
        print(f"harness coverage --kernels: running the memory check's cases ({' '.join(cmd[3:])})", flush=True)
        proc = subprocess.run(cmd, capture_output=True, text=True, env=os.environ.copy())
        if not reports[0].is_file():
            print(proc.stdout[-3000:] + proc.stderr[-3000:], file=sys.stderr)
            print("harness: the memory check's run wrote no report (above)", file=sys.stderr)
            return 2
        return _arms_from(args, reports, target, names)


def _arms_from(args: argparse.Namespace, reports: list[Path], target: Any, names: list[str]) -> int:
    """Merge the arms the memory check recorded in these reports and print them per kernel."""
    from harness.analysis import kernel_arms, kernel_conditions  # lazy: `harness` starts without JAX

    rows, pairs_of, backward, discarded, condition_rows = [], {}, {}, {}, []
    for path in reports:
        for row in json.loads(path.read_text()).get("results", []):
            figures = row.get("figures") or {}
            arms = figures.get("arms")
            if row.get("check") != "memory" or not arms or (names and row.get("pair") not in names):
                continue
            rows.append((row["case"], arms))
            condition_rows.append((row["case"], figures.get("conditions") or {}))
            for kernel in arms:
                pairs_of.setdefault(kernel, set()).add(row["pair"])
            wrt = f"{row['pair']} w.r.t. {figures.get('differentiated', '?')}"
            for kernel in str(figures.get("backward_kernels") or "").split():  # only a reverse program runs it
                backward.setdefault(kernel, set()).add(wrt)
            for kernel in str(figures.get("discarded_kernels") or "").split():  # called, its results never read
                discarded.setdefault(kernel, set()).add(row["case"])
    if not rows:
        print("harness: no memory-check case recorded kernel arms (an older report, or no case ran)", file=sys.stderr)
        return 2
    merged = kernel_arms.merge(rows)
    by_name = {p.name: p for p in target.pairs}
    out, gaps, wrong = [], 0, 0
    for kernel, k in sorted(merged.items()):
        declared = {pattern: why for pair in sorted(pairs_of[kernel]) if pair in by_name
                    for pattern, why in by_name[pair].unreachable_arms.items()}
        uncovered = [(key, arm, kernel_arms.reason_for(declared, key, arm)) for key, arm in k.uncovered()]
        gaps += sum(1 for *_, why in uncovered if why is None)
        for key, arm in k.contradicted(declared):
            wrong += 1
            print(f"harness: {kernel}: {key} arm {arm} is declared unreachable (Pair.unreachable_arms) but a case "
                  "took it: the declaration is wrong; remove it", file=sys.stderr)
        out.append({"kernel": kernel, "pairs": sorted(pairs_of[kernel]), "backward": sorted(backward.get(kernel, ())),
                    "discarded": sorted(discarded.get(kernel, ())),  # case ids
                    "cases": len(k.cases), "choices": len(k.arms),
                    "arms": k.total, "proved": k.unreachable, "covered": k.total - len(uncovered),
                    "by_kind": k.by_kind(),
                    "uncovered": [{"site": key, "arm": arm, "arm_name": kernel_arms.arm_name(key.rsplit(" ", 1)[1]
                                                                                            .split("#")[0], arm),
                                   "kind": k.kinds.get(key, "data"), "reason": why} for key, arm, why in uncovered]})
    conditions = _conditions(condition_rows, pairs_of, by_name, merged)
    for row in out:  # each kernel's MC/DC beside its arms
        row["conditions"] = next((c for c in conditions if c["kernel"] == row["kernel"]), None)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print(kernel_arms.format_table(out, verbose=args.verbose))
        print(kernel_conditions.format_table(conditions, verbose=args.verbose))
    if gaps:
        print(f"\nharness coverage --kernels: {gaps} arm(s) no case takes and no pair declares unreachable "
              "(Pair.unreachable_arms): add an input that takes each, or declare why none can", file=sys.stderr)
    condition_gaps = sum(1 for row in conditions for g in row["gaps"] if g["reason"] is None)
    for row in conditions:
        for c in row["contradicted"]:
            wrong += 1
            print(f"harness: {row['kernel']}: {c['site']} condition {c['condition']} is declared unreachable "
                  "(Pair.unreachable_conditions) but a case showed it: the declaration is wrong; remove it",
                  file=sys.stderr)
    if condition_gaps:
        print(f"\nharness coverage --kernels: {condition_gaps} condition(s) of compound decisions that no case shows "
              "changing its decision with the others held, and no pair declares unreachable "
              "(Pair.unreachable_conditions): add an input that shows each, or declare why none can", file=sys.stderr)
    return 1 if gaps or wrong or condition_gaps else 0


def _conditions(rows: list, pairs_of: dict, by_name: dict, arms: dict) -> list[dict]:
    """Per kernel, the MC/DC of its compound decisions over every case (harness.analysis.kernel_conditions);
    `arms`: the merged arms, whose proofs make a decision constant."""
    from harness.analysis import kernel_conditions  # lazy: `harness` starts without JAX

    out = []
    for kernel, decisions in sorted(kernel_conditions.merge(rows).items()):
        declared = {pattern: why for pair in sorted(pairs_of.get(kernel, ())) if pair in by_name
                    for pattern, why in by_name[pair].unreachable_conditions.items()}
        constant = [key for key, arms_ in (arms[kernel].proved.items() if kernel in arms else ()) if arms_]
        out.append(kernel_conditions.rows_for(kernel, decisions, declared, constant))
    return out
