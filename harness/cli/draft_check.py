"""`harness draft-check`: draft a pair's FileCheck files from its lowered IR."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.cli.common import PAIRS
from harness.declare import load_target
from harness.errors import DeclarationError

NAME = "draft-check"
HELP = ("draft filecheck/<pair>.<kind>.check from a pair's lowered IR (Triton, Mosaic GPU, Mosaic TPU and the "
        "custom calls around them) for you to cut down to invariants; never replaces a file without --force")
PARENTS = (PAIRS,)
PASSES_EXTRA = False
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    from harness.tools.draft_check import KINDS  # lazy: `harness` starts without JAX

    p.add_argument("pair", nargs="+", help="the declared pairs to draft check files for")
    p.add_argument("--kind", action="append", choices=KINDS, default=None,
                   help="only this IR kind (repeatable; default: every kind the pair's kernels lower to)")
    p.add_argument("--grid", choices=("smoke", "default", "full"), default="default",
                   help="the cases a draft must hold on (default: the PR grid's mesh-1 cases; smoke: the base "
                        "case only)")
    p.add_argument("--force", action="store_true", help="replace an existing check file")
    p.add_argument("--print", dest="show", action="store_true", help="print the drafts, write nothing")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """Draft, settle and write each pair's check files: 0 when every draft was written (or printed),
    1 when an existing file was left alone or a pair has nothing to draft."""
    from harness.jaxtools import jax_start  # lazy: `harness` starts without JAX

    jax_start.quietly()  # JAX starts here: without the CUDA plugin's start-up lines, as in a pytest session
    from harness.tools import draft_check  # lazy: `harness` starts without JAX
    from harness.analysis import filecheck_run  # lazy: `harness` starts without JAX
    from harness.run.engine import Engine  # lazy: `harness` starts without JAX

    target = load_target(args.pairs)
    declared = {p.name: p for p in target.pairs}
    unknown = [name for name in args.pair if name not in declared]
    if unknown:
        raise DeclarationError(f"{target.source}: no pair named {', '.join(unknown)}; declared: "
                               f"{', '.join(sorted(declared))}")
    folder = Path(target.source).resolve().parent / filecheck_run.FOLDER
    engine = Engine(target)
    status = 0
    for name in args.pair:
        drafts, skipped = draft_check.draft_pair(
            target, declared[name], engine, grid=args.grid, kinds=args.kind or draft_check.KINDS,
            progress=lambda line: print(f"harness draft-check: {line}", file=sys.stderr, flush=True))
        for line in skipped:
            print(f"harness draft-check: not drafted: {line}")
        if not drafts:
            status = 1
        for draft in drafts:
            path = folder / f"{draft.pair}.{draft.kind}.check"
            directives = sum(1 for line in draft.text.splitlines() if not line.startswith("// COM:"))
            if args.show:
                print(f"==> {path} (not written)\n{draft.text}", end="")
                continue
            if not draft_check.write(path, draft.text, force=args.force):
                print(f"harness draft-check: {path} exists; left alone (--force replaces it, --print shows the "
                      "draft)")
                status = 1
                continue
            print(f"harness draft-check: wrote {path}: {directives} directives from {draft.source}, holding on "
                  f"the {draft.checked_on} case(s) of the {args.grid} grid it runs on")
    if status == 0 and not args.show:
        print(f"next: cut each draft down to invariants, then run: pytest {target.source} -k 'test_filecheck and "
              f"({' or '.join(args.pair)})'")
    return status

