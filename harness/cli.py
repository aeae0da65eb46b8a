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

    return int(pytest.main([args.suite, *extra]))


def _bless(args: argparse.Namespace, extra: list[str]) -> int:
    import pytest

    checks = "(test_golden or test_gpu_compile)"
    selection = f"{checks} and ({args.k})" if args.k else checks
    argv = [args.suite, "-k", selection, "--harness-bless", args.what, *extra]
    if args.dry_run:
        argv.append("--harness-bless-dry-run")
    return int(pytest.main(argv))


def _prune(args: argparse.Namespace) -> int:
    from harness.golden import Store
    from harness.grid import declared_cases

    target = load_target(args.pairs)
    store = Store(args.golden_dir, target.package)
    from harness.scenario import declared_ids

    unused = store.unused({case.id for _, case in declared_cases(target)} | declared_ids(target.source))
    verb = "would remove" if args.dry_run else "removed"
    for folder in unused:
        if not args.dry_run:
            store.remove(folder)
        print(f"{verb} {folder}")
    print(f"{len(unused)} unused golden(s) {verb}")
    return 0


def _affected(args: argparse.Namespace) -> int:
    import subprocess

    from harness import affected

    target = load_target(args.pairs)
    try:
        out = subprocess.run(["git", "diff", "--name-only", f"{args.base}...HEAD"], capture_output=True, text=True,
                             check=True)
        untracked = subprocess.run(["git", "ls-files", "--others", "--exclude-standard"], capture_output=True,
                                   text=True, check=True)
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as err:
        detail = getattr(err, "stderr", "") or str(err)
        print(f"harness affected: git could not compare with {args.base!r}: {detail.strip()}; fetch the base "
              f"revision (e.g. git fetch origin {args.base}) or pass another --base", file=sys.stderr)
        return 2
    root = Path(top.stdout.strip())
    changed = {(root / line).resolve() for line in (out.stdout + untracked.stdout).splitlines() if line.strip()}
    golden = (root / args.golden_dir).resolve()
    names = []
    for pair in target.pairs:
        files = affected.files_of(target, pair)
        touched = files & changed or {f for f in changed if golden in f.parents and pair.name in f.parts}
        if touched:
            names.append(pair.name)
    if args.json:
        print(json.dumps({"base": args.base, "pairs": names}))
    elif names:
        print(" or ".join(names))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="harness", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p_list = sub.add_parser("list", help="print the declared pairs")
    p_list.add_argument("--json", action="store_true", help="machine-readable, with both qualified names")
    p_list.add_argument("--pairs", default="astronomix/pairs.py", type=Path, help="declaration file")
    p_run = sub.add_parser("run", help="run the conformance suite (remaining arguments go to pytest)")
    p_run.add_argument("--suite", default="conformance", help="the conformance test folder")
    p_bless = sub.add_parser("bless", help="rerun the selected cases and write their goldens (after an intended "
                                           "change); refuses cases whose parity fails; remaining arguments go to pytest")
    p_bless.add_argument("-k", default=None, metavar="EXPR", help="pytest -k expression selecting the cases")
    p_bless.add_argument("--what", choices=("all", "values", "ir", "budgets"), default="all",
                         help="which goldens to rewrite (budgets: GPU resources, memory, compile time)")
    p_bless.add_argument("--dry-run", action="store_true", help="show what would change, write nothing")
    p_bless.add_argument("--suite", default="conformance", help="the conformance test folder")
    p_aff = sub.add_parser("affected", help="the pairs whose files changed since a git revision (a -k expression)")
    p_aff.add_argument("--base", required=True, help="git revision to compare with (e.g. origin/main)")
    p_aff.add_argument("--json", action="store_true", help="machine-readable")
    p_aff.add_argument("--pairs", default="astronomix/pairs.py", type=Path, help="declaration file")
    p_aff.add_argument("--golden-dir", default="golden", type=Path, help="golden store")
    p_prune = sub.add_parser("prune", help="remove goldens that no declared case produces")
    p_prune.add_argument("--dry-run", action="store_true", help="list them, remove nothing")
    p_prune.add_argument("--pairs", default="astronomix/pairs.py", type=Path, help="declaration file")
    p_prune.add_argument("--golden-dir", default="golden", type=Path, help="golden store")
    args, extra = parser.parse_known_args(argv)
    from harness import gpu_aot

    gpu_aot.prepare_environment()
    try:
        if args.command in ("list", "prune", "affected") and extra:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        if args.command == "list":
            return _list(args)
        if args.command == "prune":
            return _prune(args)
        if args.command == "affected":
            return _affected(args)
        if args.command == "bless":
            return _bless(args, extra)
        return _run(args, extra)
    except DeclarationError as err:
        print(f"harness: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
