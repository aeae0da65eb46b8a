"""`harness`: list the declared pairs, or run the conformance suite."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.declare import DeclarationError, load_target


def _list(args: argparse.Namespace) -> int:
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


def _run(args: argparse.Namespace, extra: list[str]) -> int:
    import pytest

    return int(pytest.main(["conformance", *extra]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="harness", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p_list = sub.add_parser("list", help="print the declared pairs")
    p_list.add_argument("--json", action="store_true", help="machine-readable, with both qualified names")
    p_list.add_argument("--pairs", default="astronomix/pairs.py", type=Path, help="declaration file")
    sub.add_parser("run", help="run the conformance suite (remaining arguments go to pytest)")
    args, extra = parser.parse_known_args(argv)
    try:
        if args.command == "list":
            if extra:
                parser.error(f"unrecognized arguments: {' '.join(extra)}")
            return _list(args)
        return _run(args, extra)
    except DeclarationError as err:
        print(f"harness: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
