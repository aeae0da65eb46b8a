"""`harness list`: the declared pairs, as text or JSON."""

from __future__ import annotations

import argparse
import json
import sys

from harness.cli.common import PAIRS
from harness.declare import load_target

NAME = "list"
HELP = "print the declared pairs"
PARENTS = (PAIRS,)
PASSES_EXTRA = False
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="machine-readable, with both qualified names")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    target = load_target(args.pairs)
    rows = []
    for pair in target.pairs:
        natives = [pair.native] if isinstance(pair.native, str) else list(pair.native)
        rows.append({
            "name": pair.name,
            "kind": pair.kind,
            "pallas": pair.pallas,
            "native": natives,
            "supported": pair.supported,
            "ndims": list(pair.ndims),
            "dtypes": list(pair.dtypes),
            "axes": {k: list(v) for k, v in pair.axes.items()},
            "options": {k: list(v) for k, v in pair.options.items()},
            "on_reject": pair.on_reject,
            "aliases": pair.aliases,
            "autodiff": pair.autodiff,
            "gradient_cases": pair.differentiable,
            "description": pair.description,
        })
    if args.json:
        json.dump({"package": target.package, "version": target.version, "source": target.source,
                   "pairs": rows}, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return 0
    print(f"{target.package} {target.version}: {len(rows)} pairs declared in {target.source}")
    for row in rows:
        grad = f" autodiff={row['autodiff']}" if row["autodiff"] else ""
        print(f"  {row['name']:30s} {row['kind']:10s} {row['pallas']}")
        print(f"  {'':30s} {'native':10s} {', '.join(row['native'])}{grad}")
    return 0
