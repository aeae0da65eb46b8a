"""`harness`: list the declared pairs, or run the conformance suite."""

from __future__ import annotations

import argparse
import sys

from harness.cli import (affected, bless, coverage, diff, draft_check, durations, init, known_failures, list_pairs,
                         merge, mutate, prune, run, upgrade)
from harness.cli.common import resolve_paths
from harness.errors import DeclarationError

# The commands, in the order `harness --help` lists them. Each is a module holding
#   NAME, HELP        the command's name and its line in `harness --help`
#   PARENTS           the shared options it takes (harness.cli.common: PAIRS, SUITE, GOLDEN, ...)
#   PASSES_EXTRA      whether arguments it does not know go on to pytest (else they are an error)
#   NEEDS_PROJECT     whether --pairs, --suite, ... left unset are read from the pytest configuration
#   add_arguments(p)  its own options
#   run(args, extra)  the command itself: its exit status
# A new command is one new module and one entry here.
COMMANDS = (list_pairs, init, run, bless, diff, upgrade, draft_check, affected, coverage, prune, known_failures, mutate, merge, durations)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="harness", description=__doc__)
    sub = top.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.add_arguments(sub.add_parser(command.NAME, help=command.HELP, parents=list(command.PARENTS)))
    return top


def main(argv: list[str] | None = None) -> int:
    top = parser()
    args, extra = top.parse_known_args(argv)
    command = next(c for c in COMMANDS if c.NAME == args.command)
    if extra and not command.PASSES_EXTRA:
        top.error(f"unrecognized arguments: {' '.join(extra)}")
    from harness.run.gpu import toolchain  # lazy: `harness` starts without JAX

    toolchain.prepare_environment()
    try:
        if command.NEEDS_PROJECT:
            resolve_paths(args)
        return command.run(args, extra)
    except DeclarationError as err:
        print(f"harness: {err}", file=sys.stderr)
        return 2
    except Exception as err:
        from harness.errors import ManifestError  # lazy: `harness` starts without JAX

        if not isinstance(err, ManifestError):
            raise
        print(f"harness: {err}", file=sys.stderr)
        return 2
