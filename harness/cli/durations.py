"""`harness durations`: pytest-split's durations file from gate reports."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from harness.cli.common import REPORTS, read_reports

NAME = "durations"
HELP = ("pytest-split's durations file from gate reports (--harness-report): what each check took, its "
        "case's shared run in the first check")
PARENTS = (REPORTS,)
PASSES_EXTRA = False
NEEDS_PROJECT = False  # it reads only the reports it is given


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", default=Path(".test_durations"), type=Path, help="default: .test_durations")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.report import shards  # lazy: `harness` starts without JAX

    table = read_reports("durations", shards.durations, args.reports)
    if table is None:
        return 2
    args.out.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"{len(table)} checks, {sum(table.values()):.0f} s in all, written to {args.out}")
    return 0
