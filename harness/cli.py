"""`harness`: list the declared pairs, or run the conformance suite."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any, Callable

from harness import mutants
from harness.declare import DeclarationError, load_target


def pytest_settings(start: Path | None = None) -> tuple[Path, dict[str, str]]:
    """The rootdir and [tool.pytest.ini_options] the plugin would read (pyproject.toml, found from
    the working directory upwards): the CLI and the plugin take their paths from one place."""
    import tomllib

    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            ini = tomllib.loads(pyproject.read_text()).get("tool", {}).get("pytest", {}).get("ini_options")
            if ini is not None:
                return folder, {k: str(v) for k, v in ini.items()}
    return here, {}


def _resolve_paths(args: argparse.Namespace) -> None:
    """Fill --pairs, --golden-dir and --manifest left unset from the pytest configuration."""
    root, ini = pytest_settings()
    if getattr(args, "pairs", "unset") is None:
        if not ini.get("harness_pairs"):
            raise DeclarationError(f"{root}: no harness_pairs in [tool.pytest.ini_options] of pyproject.toml; "
                                   "pass --pairs PATH (or run `harness init`)")
        args.pairs = root / ini["harness_pairs"]
    if getattr(args, "golden_dir", "unset") is None:
        args.golden_dir = root / ini.get("harness_golden", "golden")
    if getattr(args, "suite", "unset") is None:
        args.suite = str(root / (ini.get("harness_suite") or ini.get("harness_pairs") or "pairs.py"))
    if getattr(args, "manifest", "unset") is None:
        args.manifest = (root / ini["harness_known_failures"] if ini.get("harness_known_failures")
                         else Path(args.pairs).parent / "known_failures.toml")


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


INIT_PAIRS = '''"""Native/Pallas pairs under test: `pytest pairs.py` runs every check on every case of their grid."""

import jax.numpy as jnp
import numpy as np

from harness.declare import Pair, Target, Workload


def build(case, fns):
    """The arrays one case runs on, and a callable per side taking exactly those arrays."""
    (x,) = (jnp.asarray(np.random.default_rng(0).standard_normal(s), case.dtype_name) for s in [(4, 8, 256)])
    return Workload(args=(x,), pallas=lambda x: fns.pallas(x, interpret=case.interpret), native=fns.native)


TARGET = Target(package="jax", version="{jax}", name="{name}", dtypes=("f32", "bf16"), pairs=[
    Pair(name="softmax", pallas="jax.experimental.pallas.ops.gpu.softmax:softmax", native="jax.nn:softmax",
         build=build, accepts=lambda case: True, meshes=False, tpu="cannot be used for tpu lowering",
         not_differentiable="JAX's Triton softmax has no custom_vjp: reverse mode cannot transpose the kernel"),
])
'''
INIT_INI = {"harness_pairs": "pairs.py", "harness_golden": "golden"}


def _init(args: argparse.Namespace) -> int:
    """A new project: a starting `pairs.py` (one real pair to edit) and the pytest configuration the
    plugin and this command read. Nothing that exists is overwritten."""
    from importlib import metadata

    root = Path(args.dir).resolve()
    root.mkdir(parents=True, exist_ok=True)
    pairs = root / "pairs.py"
    if pairs.exists():
        print(f"harness init: {pairs} exists; left alone")
    else:
        pairs.write_text(INIT_PAIRS.replace("{jax}", metadata.version("jax")).replace("{name}", root.name))
        print(f"harness init: wrote {pairs}")
    pyproject = root / "pyproject.toml"
    lines = "".join(f'{key} = "{value}"\n' for key, value in INIT_INI.items())
    text = pyproject.read_text() if pyproject.exists() else ""
    if "[tool.pytest.ini_options]" in text:
        print(f"harness init: {pyproject} already configures pytest; make sure it holds:\n{lines}", end="")
    else:
        pyproject.write_text(text + ("\n" if text and not text.endswith("\n") else "")
                             + ("\n" if text else "") + "[tool.pytest.ini_options]\n" + lines)
        print(f"harness init: {'added [tool.pytest.ini_options] to' if text else 'wrote'} {pyproject}")
    print(f"next: cd {root} && pytest pairs.py")
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


def _diff(args: argparse.Namespace, extra: list[str]) -> int:
    """What the selected cases produce now against their goldens (values, IR, each changed kernel's
    own IR), written nowhere: 0 when nothing differs, 1 when something does."""
    import pytest

    selection = f"test_golden and ({args.k})" if args.k else "test_golden"
    return int(pytest.main([args.suite, "-k", selection, "--harness-diff", "--tb=no", "-q", *extra]))


def _prune(args: argparse.Namespace) -> int:
    from harness.golden import Store
    from harness.grid import declared_cases

    target = load_target(args.pairs)
    store = Store(args.golden_dir, target.package, target.name)
    from harness.scenario import declared_ids

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


def _scenario_coverage(args: argparse.Namespace, target: Any) -> int:
    """Trace every full-grid scenario variant and print the swept option fields: exit 1 on a gap."""
    from harness import coverage, scenario_coverage
    from harness.scenario import load_scenarios, scenarios_path

    path = scenarios_path(target.source)
    if not path.is_file():
        print(f"harness: {path}: no scenarios declared beside {target.source}", file=sys.stderr)
        return 2
    sweep = scenario_coverage.load_sweep(path)
    reads = scenario_coverage.trace_reads(target, load_scenarios(path))
    cov, unread = scenario_coverage.scenario_coverage(target, reads, sweep)
    if args.json:
        print(json.dumps({**coverage.to_json(cov), "unread_swept": unread}, indent=1))
    else:
        print(coverage.format_report([cov], verbose=args.verbose))
    if cov.gaps or unread or cov.unused_out_of_scope:
        if not args.json:
            print("\n" + scenario_coverage.gap_message(sweep, cov, unread), file=sys.stderr)
        return 1
    return 0


def _coverage(args: argparse.Namespace) -> int:
    """Trace each pair's PR-grid cases and print the option fields they read: exit 1 on a gap."""
    from harness import coverage
    from harness.engine import Engine

    target = load_target(args.pairs)
    if target.options is None:
        print(f"harness: {target.source}: Target.options is not declared: option coverage is not measured "
              "(declare an OptionSpace naming the config fields' domains)", file=sys.stderr)
        return 2
    names = [n for n in (args.pair or "").split(",") if n]
    unknown = sorted(set(names) - {p.name for p in target.pairs})
    if unknown:
        print(f"harness: {target.source}: no pair named {', '.join(unknown)}", file=sys.stderr)
        return 2
    if args.scenarios:
        return _scenario_coverage(args, target)
    engine = Engine(target)
    root, ini = pytest_settings()
    cache = None if args.no_cache else Path(args.cache or root / ini.get("harness_coverage", ".harness-cache/coverage"))
    covs = []
    for pair in target.pairs:
        if names and pair.name not in names:
            continue
        cov = coverage.pair_coverage(target, pair, engine, cache)
        covs.append(cov)
        if not args.json:
            print(coverage.format_report([cov], verbose=args.verbose), flush=True)
    if args.json:
        print(json.dumps([coverage.to_json(c) for c in covs], indent=1))
    gaps = [c for c in covs if c.gaps]
    if gaps and not args.json:
        print(f"\n{len(gaps)} pair(s) with undeclared gaps: {', '.join(c.pair for c in gaps)}", file=sys.stderr)
    return 1 if gaps else 0


def _mutate(args: argparse.Namespace, extra: list[str]) -> int:
    from harness import mutate

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
    except mutate.MutateError as err:
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


def _known_failures(args: argparse.Namespace, extra: list[str]) -> int:
    """List the manifest's entries with the cases they claim; --refresh rewrites their `observed`
    from a run (a report of the gate, or a run it starts); --draft proposes entries for failures
    no entry claims."""
    from collections import Counter, defaultdict

    from harness import known_failures as kf
    from harness.grid import declared_cases

    target = load_target(args.pairs)
    entries = kf.load(args.manifest, {p.name for p in target.pairs})
    ids: dict[str, list[str]] = defaultdict(list)
    for pair, case in declared_cases(target):
        ids[pair.name].append(case.id)
    kf.check_manifest(entries, ids, args.manifest)
    if not (args.refresh or args.draft):
        every = [cid for v in ids.values() for cid in v]
        print(f"{args.manifest}: {len(entries)} defects")
        for e in entries:
            print(f"  #{e.index} {e.defect}: {', '.join(e.checks)} on {len(kf.claimed_cases(e, every))} case(s) "
                  "of the full grid")
            print(f"      expects {e.signature()}")
        return 0
    report = Path(args.source) if args.source else None
    if report is None:
        import tempfile

        import pytest

        report = Path(tempfile.mkdtemp(prefix="harness-kf-")) / "report.json"
        pytest.main([args.suite, "--pairs", str(args.pairs), "--known-failures", str(args.manifest),
                     "--harness-report", str(report), *extra])
    rows = json.loads(report.read_text())["results"]
    if args.refresh:
        by_defect: dict[str, Counter] = defaultdict(Counter)
        for row in rows:
            if row.get("known_failure") and row.get("observed"):  # one wording for the cases of one defect
                for defect in row["known_failure"].split(" + "):  # several entries explain one listing check
                    by_defect[defect][row["observed"].replace(row["case"], "<case>")] += 1
        observed = {}
        for e in entries:
            seen = by_defect.get(e.defect)
            if seen:
                (text, n), *rest = seen.most_common()
                total = sum(seen.values())
                observed[e.index] = text + (f" ({n} of {total} cases; {len(rest)} other wording(s))" if rest
                                            else f" ({total} case{'s' if total > 1 else ''})")
        changed = kf.refresh(Path(args.manifest), observed)
        print(f"{args.manifest}: observed rewritten for {len(observed)} of {len(entries)} entries "
              f"({changed} line(s) changed) from {report}")
    if args.draft:
        loose = [r for r in rows if r["outcome"] == "failed" and not r.get("known_failure") and r.get("observed")]
        groups: dict[tuple, list[str]] = defaultdict(list)
        for r in loose:  # one draft per check and wording: the case id is not part of the wording
            groups[(r["check"], r["observed"].replace(r["case"], "<case>").split(" [")[0][:160])].append(r["case"])
        for (check, head), cases in sorted(groups.items()):
            print("[[known_failure]]")
            print(f'defect = "TODO"\nwhy = "TODO"\ncheck = "{check}"')
            print("cases = [\n" + "".join(f"  {json.dumps(c)},\n" for c in sorted(cases)) + "]")
            print(f"match = {json.dumps(re.escape(head.split('<case>: ', 1)[-1][:80]).replace(chr(92) + ' ', ' '))}")
            print(f"observed = {json.dumps(head)}\n")
    return 0


def _read_reports(command: str, read: Callable[[list[Path]], Any], reports: list[Path]) -> Any:
    """`read` over gate reports (harness.shards), or None after saying why they do not go together."""
    from harness import shards

    try:
        return read(reports)
    except shards.MergeError as err:
        print(f"harness {command}: {err}", file=sys.stderr)
        return None


def _merge(args: argparse.Namespace) -> int:
    from harness import report, shards

    results = _read_reports("merge", shards.merge, args.reports)
    if results is None:
        return 2
    for line in report.summary_lines(results):
        print(line)
    if args.json:
        args.json.write_text(report.json_text(results))
    if args.markdown:
        args.markdown.write_text(report.markdown(results, results.grid, None))
    if args.html:
        from harness import html_report

        args.html.write_text(html_report.render(results, results.grid, None))
    return 1 if any(r["outcome"] in ("failed", "xpassed-strict") for r in results.rows) else 0


def _durations(args: argparse.Namespace) -> int:
    from harness import shards

    table = _read_reports("durations", shards.durations, args.reports)
    if table is None:
        return 2
    args.out.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"{len(table)} checks, {sum(table.values()):.0f} s in all, written to {args.out}")
    return 0


def _parent(*add: Callable[[argparse.ArgumentParser], Any]) -> argparse.ArgumentParser:
    parent = argparse.ArgumentParser(add_help=False)
    for option in add:
        option(parent)
    return parent


# Options several commands share, declared once.
PAIRS = _parent(lambda p: p.add_argument("--pairs", default=None, type=Path,
                                         help="declaration file (default: ini harness_pairs)"))
SUITE = _parent(lambda p: p.add_argument("--suite", default=None, help="what pytest collects (default: ini "
                                         "harness_suite, else the declarations file)"))
GOLDEN = _parent(lambda p: p.add_argument("--golden-dir", default=None, type=Path,
                                          help="golden store (default: ini harness_golden)"))
SELECT = _parent(lambda p: p.add_argument("-k", default=None, metavar="EXPR",
                                          help="pytest -k expression selecting the cases"))
JSON = _parent(lambda p: p.add_argument("--json", action="store_true", help="machine-readable"))
REPORTS = _parent(lambda p: p.add_argument("reports", nargs="+", type=Path, metavar="REPORT.json"))


def _options_list(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="machine-readable, with both qualified names")


def _options_init(p: argparse.ArgumentParser) -> None:
    p.add_argument("dir", nargs="?", default=".", help="the project folder (default: here)")


def _options_bless(p: argparse.ArgumentParser) -> None:
    p.add_argument("--what", choices=("all", "values", "ir", "budgets"), default="all",
                   help="which goldens to rewrite (budgets: GPU resources, memory, compile time)")
    p.add_argument("--dry-run", action="store_true", help="show what would change, write nothing")


def _options_affected(p: argparse.ArgumentParser) -> None:
    p.add_argument("--base", required=True, help="git revision to compare with (e.g. origin/main)")


def _options_coverage(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pair", default=None, metavar="NAME,NAME", help="only these pairs")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="also the fields that are not options (derived, runtime inputs, sub-configs)")
    p.add_argument("--cache", default=None, metavar="DIR",
                   help="records of earlier traces, reused while a pair's sources and declaration are unchanged")
    p.add_argument("--no-cache", action="store_true", help="trace every pair again")
    p.add_argument("--scenarios", action="store_true",
                   help="the scenarios instead: the options the time integration reads (SWEPT in scenarios.py), "
                        "the values the full grid's variants run and never run (traced, ~1 min)")


def _options_prune(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dry-run", action="store_true", help="list them, remove nothing")


def _options_known_failures(p: argparse.ArgumentParser) -> None:
    p.add_argument("--refresh", action="store_true", help="rewrite each entry's observed from a run")
    p.add_argument("--draft", action="store_true", help="print entries for failures no entry claims")
    p.add_argument("--from", dest="source", default=None, metavar="REPORT.json",
                   help="a --harness-report of a run (default: run the suite now; remaining arguments go to pytest)")
    p.add_argument("--manifest", default=None, type=Path,
                   help="the manifest (default: ini harness_known_failures, else beside the declarations)")


def _options_mutate(p: argparse.ArgumentParser) -> None:
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


def _options_merge(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", default=None, type=Path, metavar="PATH", help="the merged --harness-report")
    p.add_argument("--markdown", default=None, type=Path, metavar="PATH", help="the merged Markdown summary")
    p.add_argument("--html", default=None, type=Path, metavar="PATH", help="the merged HTML page")


def _options_durations(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", default=Path(".test_durations"), type=Path, help="default: .test_durations")


# name -> (help, shared options, its own options, handler(args, extra), whether extra arguments go to pytest)
COMMANDS: dict[str, tuple[str, tuple, Callable | None, Callable, bool]] = {
    "list": ("print the declared pairs", (PAIRS,), _options_list, lambda a, e: _list(a), False),
    "init": ("start a project: a pairs.py to edit and the pytest configuration", (), _options_init,
             lambda a, e: _init(a), False),
    "run": ("run the conformance suite (remaining arguments go to pytest)", (SUITE,), None, _run, True),
    "bless": ("rerun the selected cases and write their goldens (after an intended change); refuses cases whose "
              "parity fails; remaining arguments go to pytest", (SELECT, SUITE), _options_bless, _bless, True),
    "diff": ("show how the selected cases differ from their goldens (values, IR and each changed kernel's IR), "
             "writing nothing; remaining arguments go to pytest", (SELECT, SUITE), None, _diff, True),
    "affected": ("the pairs whose files changed since a git revision (a -k expression)", (JSON, PAIRS, GOLDEN),
                 _options_affected, lambda a, e: _affected(a), False),
    "coverage": ("which config fields each pair's Pallas path, gate and native twin read, the values the grid "
                 "runs and never runs; exit 1 on an undeclared gap", (PAIRS, JSON), _options_coverage,
                 lambda a, e: _coverage(a), False),
    "prune": ("remove goldens that no declared case produces", (PAIRS, GOLDEN), _options_prune,
              lambda a, e: _prune(a), False),
    "known-failures": ("the known-failure manifest: list its defects; --refresh rewrites their observed text from "
                       "a run; --draft proposes entries", (PAIRS, SUITE), _options_known_failures,
                       _known_failures, True),
    "mutate": ("apply mutation operators to a copy of the target's Pallas modules and run the pairs each mutant "
               "reaches: which faults the suite lets through; remaining arguments go to pytest (e.g. --gpus 2)",
               (PAIRS, SUITE), _options_mutate, _mutate, True),
    "merge": ("one report from the JSON reports of a gate split over runners (pytest-split shards): the summary, "
              "and --json/--markdown/--html; exit 1 if a check failed", (REPORTS,), _options_merge,
              lambda a, e: _merge(a), False),
    "durations": ("pytest-split's durations file from gate reports (--harness-report): what each check took, its "
                  "case's shared run in the first check", (REPORTS,), _options_durations,
                  lambda a, e: _durations(a), False),
}
NEEDS_NO_PROJECT = ("init", "merge", "durations")  # run without the pytest configuration's paths


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="harness", description=__doc__)
    sub = top.add_subparsers(dest="command", required=True)
    for name, (help_text, shared, own, _, _) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, parents=list(shared))
        if own is not None:
            own(command)
    return top


def main(argv: list[str] | None = None) -> int:
    top = parser()
    args, extra = top.parse_known_args(argv)
    _, _, _, handler, passes_extra = COMMANDS[args.command]
    if extra and not passes_extra:
        top.error(f"unrecognized arguments: {' '.join(extra)}")
    from harness import gpu_aot

    gpu_aot.prepare_environment()
    try:
        if args.command not in NEEDS_NO_PROJECT:
            _resolve_paths(args)
        return handler(args, extra)
    except DeclarationError as err:
        print(f"harness: {err}", file=sys.stderr)
        return 2
    except Exception as err:
        from harness.known_failures import ManifestError

        if not isinstance(err, ManifestError):
            raise
        print(f"harness: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
