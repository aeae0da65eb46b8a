"""`harness run`: the conformance suite, through pytest."""

from __future__ import annotations

import argparse

from harness.cli.common import SUITE, run_pytest

NAME = "run"
HELP = "run the conformance suite (remaining arguments go to pytest)"
PARENTS = (SUITE,)
PASSES_EXTRA = True
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    """No options of its own: the rest of the command line is pytest's."""


def run(args: argparse.Namespace, extra: list[str]) -> int:
    return run_pytest([args.suite, *extra])
