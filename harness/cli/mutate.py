"""`harness mutate`: mutation testing of the target's Pallas modules (harness.tools.mutate does the work)."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from harness.cli.common import PAIRS, SUITE
from harness.declare import load_target
from harness.errors import DeclarationError, MutateError
from harness.tools import mutants

NAME = "mutate"
HELP = ("apply mutation operators to a copy of the target's Pallas modules and run the pairs each mutant "
        "reaches: which faults the suite lets through; remaining arguments go to pytest (e.g. --gpus 2)")
PARENTS = (PAIRS, SUITE)
PASSES_EXTRA = True
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--operators", default=None, metavar="OP,OP",
                   help="which operators (default: all): " + ", ".join(mutants.OPERATORS))
    p.add_argument("-k", default=None, metavar="EXPR",
                   help="keep the mutants whose id, operator, file, function or pairs match (pytest -k syntax)")
    p.add_argument("-n", type=int, default=1, metavar="N", help="mutants run in parallel (one copy each)")
    p.add_argument("--per-operator", type=int, default=6, metavar="N",
                   help="at most N mutants per operator, spread over files and functions (0: all of them)")
    p.add_argument("--budget", type=float, default=None, metavar="SECONDS",
                   help="start no mutant after this many seconds; the rest are 'not run' (--resume runs them)")
    p.add_argument("--timeout", type=float, default=1200, metavar="SECONDS",
                   help="a mutant whose run takes longer is counted killed by timeout")
    p.add_argument("--json", default=".harness-cache/mutate/report.json", metavar="PATH",
                   help="the JSON report, rewritten after every mutant (the HTML report reads it with "
                        "--harness-mutation)")
    p.add_argument("--workdir", default=".harness-cache/mutate", metavar="DIR",
                   help="where the mutated copies live (one per -n slot)")
    p.add_argument("--resume", action="store_true", help="keep the verdicts of --json, run only the others")
    p.add_argument("--retry-survivors", action="store_true",
                   help="with --resume: run the survivors again too (after adding the case or check that "
                        "should kill them)")
    p.add_argument("--no-baseline", action="store_true",
                   help="skip the unmutated run of the selection (trust that it is green)")
    p.add_argument("--escalate", action="store_true",
                   help="rerun each survivor on --grid full: name the case that would catch it")
    p.add_argument("--list", action="store_true", help="print the mutants and the pairs each runs; run nothing")
    p.add_argument("--min-score", type=float, default=None, metavar="PERCENT",
                   help="exit 1 when the mutation score is below PERCENT")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.tools import mutate  # lazy: `harness` starts without JAX

    operators = set(args.operators.split(",")) if args.operators else set(mutants.OPERATORS)
    unknown = operators - set(mutants.OPERATORS)
    if unknown:
        print(f"harness mutate: unknown operator(s) {', '.join(sorted(unknown))}; the operators are "
              f"{', '.join(mutants.OPERATORS)}", file=sys.stderr)
        return 2
    target = load_target(args.pairs)
    plan = mutate.plan(target, operators, None if args.per_operator <= 0 else args.per_operator)
    if args.k:
        plan.mutants = [m for m in plan.mutants if _keyword_match(
            args.k, " ".join([m.id, m.operator, m.location, m.function, *mutate.selection(plan, m)]))]
    if args.list:
        for m in plan.mutants:
            print(f"{m.id:22s} {m.operator:13s} {m.location}  {m.describe()}  -> {', '.join(mutate.selection(plan, m))}")
        print(f"{len(plan.mutants)} mutant(s)")
        return 0
    if not plan.mutants:
        print("harness mutate: no mutant to run (check --operators and -k)", file=sys.stderr)
        return 2
    report_path = Path(args.json)
    extra = [a for a in extra if a != "--"]
    try:
        records = mutate.run(plan, suite=args.suite, pairs_file=Path(args.pairs).resolve(),
                             workdir=Path(args.workdir).resolve(), report_path=report_path, workers=args.n, extra=extra,
                             budget=args.budget, timeout=args.timeout, resume=args.resume,
                             baseline=not args.no_baseline, escalate=args.escalate,
                             retry_survivors=args.retry_survivors,
                             write=lambda line: print(line, flush=True))
    except MutateError as err:
        print(f"harness mutate: {err}", file=sys.stderr)
        return 2
    print()
    for line in mutate.table(records):
        print(line)
    print(f"report: {report_path}")
    killed, decided, ratio = mutate.score(records)
    if args.min_score is not None and (ratio is None or ratio < args.min_score / 100):
        print(f"harness mutate: score below --min-score {args.min_score}%", file=sys.stderr)
        return 1
    return 0


def _keyword_match(expression: str, words: str) -> bool:
    """pytest -k semantics over a mutant's words: names joined by and/or/not and parentheses, each
    true when it is a substring of `words`."""
    tokens = re.findall(r"\(|\)|[^\s()]+", expression)
    python = []
    for token in tokens:
        if token in ("and", "or", "not", "(", ")"):
            python.append(token)
        else:
            python.append(repr(token.lower() in words.lower()))
    try:
        return bool(eval(" ".join(python) or "True", {"__builtins__": {}}))  # only True/False/and/or/not remain
    except SyntaxError:
        raise DeclarationError(f"-k {expression!r}: not a valid expression (names joined by and/or/not)") from None
