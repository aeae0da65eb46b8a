"""`harness bless`: rerun the selected cases and write their goldens."""

from __future__ import annotations

import argparse

from harness.cli.common import SELECT, SUITE, run_pytest

NAME = "bless"
HELP = ("rerun the selected cases and write their goldens (after an intended change); refuses cases whose "
        "parity fails, and in an environment with no golden yet, cases whose values moved from the nearest "
        "environment's golden (--accept-moved-values); remaining arguments go to pytest")
PARENTS = (SELECT, SUITE)
PASSES_EXTRA = True
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--what", choices=("all", "values", "ir", "budgets"), default="all",
                   help="which goldens to rewrite (budgets: GPU resources, memory, compile time)")
    p.add_argument("--dry-run", action="store_true", help="show what would change, write nothing")
    p.add_argument("--accept-moved-values", action="store_true",
                   help="bless into an environment with no golden yet values that moved beyond tolerance from the "
                        "golden of the nearest environment (refused without it)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    checks = "(test_golden or test_gpu_compile)"
    selection = f"{checks} and ({args.k})" if args.k else checks
    argv = [args.suite, "-k", selection, "--harness-bless", args.what, *extra]
    if args.dry_run:
        argv.append("--harness-bless-dry-run")
    if args.accept_moved_values:
        argv.append("--harness-accept-moved-values")
    return run_pytest(argv)
