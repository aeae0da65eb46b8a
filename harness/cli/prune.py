"""`harness prune`: remove the goldens (and kernel IR texts) no declared case produces."""

from __future__ import annotations

import argparse

from harness.cli.common import GOLDEN, PAIRS
from harness.declare import load_target

NAME = "prune"
HELP = "remove goldens that no declared case produces"
PARENTS = (PAIRS, GOLDEN)
PASSES_EXTRA = False
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dry-run", action="store_true", help="list them, remove nothing")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.store.golden_store import Store  # lazy: `harness` starts without JAX
    from harness.grid.cases import declared_cases  # lazy: `harness` starts without JAX

    target = load_target(args.pairs)
    store = Store(args.golden_dir, target.distribution, target.name)
    from harness.declare.scenario import declared_ids  # lazy: `harness` starts without JAX

    unused = store.unused({case.id for _, case in declared_cases(target)} | declared_ids(target.source))
    verb = "would remove" if args.dry_run else "removed"
    for folder in unused:
        if not args.dry_run:
            store.remove(folder)
        print(f"{verb} {folder}")
    print(f"{len(unused)} unused golden(s) {verb}")
    kernels = store.unused_kernels()  # after the goldens: a kernel only they named goes with them
    for path in kernels:
        if not args.dry_run:
            path.unlink()
        print(f"{verb} {path}")
    if kernels:
        print(f"{len(kernels)} kernel IR text(s) no golden names {verb}")
    return 0
