"""`harness upgrade --from ENV`: run a selection on the installed JAX against the goldens of another
environment and report what moved (harness.report.upgrade): values, IR modulo renaming, GPU compile
figures, known failures gained or lost."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from harness.cli.common import GOLDEN, SELECT, SUITE, run_pytest

NAME = "upgrade"
HELP = ("run the selection on the installed JAX against the goldens of environment ENV (--from) and report what "
        "moved: values, IR diffs modulo renaming, GPU compile figures, known failures gained or lost (terminal "
        "summary and a Markdown file); remaining arguments go to pytest (a target path, -n 2, ...)")
PARENTS = (SELECT, SUITE, GOLDEN)
PASSES_EXTRA = True
NEEDS_PROJECT = True
GOLDEN_CHECKS = "(test_golden or test_gpu_compile)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--from", dest="from_env", required=True, metavar="ENV",
                   help="the environment whose goldens judge the run: a folder of the golden store, e.g. "
                        "cpu-x86_64-avx-jax0.10.2-jaxlib0.10.2-astronomix0.6.6")
    p.add_argument("--output", default="upgrade-report.md", type=Path, metavar="PATH",
                   help="the Markdown report (default: upgrade-report.md)")
    p.add_argument("--html", default=None, type=Path, metavar="PATH",
                   help="also the HTML report, with the upgrade section (needs the plots extra for its images)")
    p.add_argument("--goldens-only", action="store_true",
                   help="run only the golden and GPU compile checks (faster; no known failures gained or lost)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    golden = Path(args.golden_dir)
    if not (golden / args.from_env).is_dir():
        here = sorted(d.name for d in golden.iterdir() if d.is_dir()) if golden.is_dir() else []
        print(f"harness upgrade: no environment {args.from_env} in {golden}; it holds: "
              f"{', '.join(here) or 'nothing'}", file=sys.stderr)
        return 2
    named = [a for a in extra if not a.startswith("-") and Path(a.split("::")[0]).exists()]
    selection = GOLDEN_CHECKS if args.goldens_only else None
    if args.k:
        selection = f"{selection} and ({args.k})" if selection else args.k
    argv = [*([] if named else [args.suite]), "--golden-from", args.from_env, "--golden-dir", str(golden),
            "--harness-upgrade", str(args.output), *(["-k", selection] if selection else []),
            *(["--harness-html", str(args.html)] if args.html else []), *extra]
    return run_pytest(argv)
