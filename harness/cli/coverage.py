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
    p.add_argument("--scenarios", action="store_true",
                   help="the scenarios instead: the options the time integration reads (SWEPT in scenarios.py), "
                        "the values the full grid's variants run and never run (traced, ~1 min)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """Trace each pair's PR-grid cases and print the option fields they read: exit 1 on a gap."""
    from harness import coverage
    from harness.engine import Engine

    target = load_target(args.pairs)
    if target.options is None:
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
    engine = Engine(target)
    root, ini = pytest_settings()
    cache = None if args.no_cache else Path(args.cache or root / ini.get("harness_coverage", ".harness-cache/coverage"))
    covs = []
    for pair in target.pairs:
        if names and pair.name not in names:
            continue
        cov = coverage.pair_coverage(target, pair, engine, cache)
        covs.append(cov)
        if not args.json:
            print(coverage.format_report([cov], verbose=args.verbose), flush=True)
    if args.json:
        print(json.dumps([coverage.to_json(c) for c in covs], indent=1))
    gaps = [c for c in covs if c.gaps]
    if gaps and not args.json:
        print(f"\n{len(gaps)} pair(s) with undeclared gaps: {', '.join(c.pair for c in gaps)}", file=sys.stderr)
    return 1 if gaps else 0


def _scenario_coverage(args: argparse.Namespace, target: Any) -> int:
    """Trace every full-grid scenario variant and print the swept option fields: exit 1 on a gap."""
    from harness import coverage, scenario_coverage
    from harness.scenario import load_scenarios, scenarios_path

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
