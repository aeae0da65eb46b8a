"""`harness diff`: the selected cases against their goldens, writing nothing."""

from __future__ import annotations

import argparse

from harness.cli.common import SELECT, SUITE, run_pytest

NAME = "diff"
HELP = ("show how the selected cases differ from their goldens (values, IR and each changed kernel's IR), "
        "writing nothing; remaining arguments go to pytest")
PARENTS = (SELECT, SUITE)
PASSES_EXTRA = True
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    """No options of its own: the rest of the command line is pytest's."""


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """What the selected cases produce now against their goldens (values, IR, each changed kernel's
    own IR), written nowhere: 0 when nothing differs, 1 when something does."""

    selection = f"test_golden and ({args.k})" if args.k else "test_golden"
    return run_pytest([args.suite, "-k", selection, "--harness-diff", "--tb=no", "-q", *extra])
