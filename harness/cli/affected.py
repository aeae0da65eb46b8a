"""`harness affected`: the pairs whose files changed since a git revision."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.cli.common import GOLDEN, JSON, PAIRS
from harness.declare import load_target

NAME = "affected"
HELP = "the pairs whose files changed since a git revision (a -k expression)"
PARENTS = (JSON, PAIRS, GOLDEN)
PASSES_EXTRA = False
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--base", required=True, help="git revision to compare with (e.g. origin/main)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    import subprocess

    from harness.store import affected  # lazy: `harness` starts without JAX

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
