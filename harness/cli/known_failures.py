"""`harness known-failures`: the known-failure manifest's entries, refreshed or drafted from a run."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from harness.cli.common import PAIRS, SUITE, run_pytest
from harness.declare import load_target

NAME = "known-failures"
HELP = ("the known-failure manifest: list its defects; --attribute re-runs each case with its entry's "
        "cause switched off; --refresh rewrites their observed text from a run; --draft proposes entries")
PARENTS = (PAIRS, SUITE)
PASSES_EXTRA = True
NEEDS_PROJECT = True


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--refresh", action="store_true",
                   help="rewrite each entry's observed, and the recorded figures of its values and gradients cases "
                        "(the .bounds.json beside the manifest), from a run")
    p.add_argument("--draft", action="store_true", help="print entries for failures no entry claims")
    p.add_argument("--attribute", action="store_true",
                   help="run every case an entry with switch_off claims again with its cause switched off: exit 1 "
                        "where the case still fails (its entry's cause does not explain it)")
    p.add_argument("--grid", choices=("default", "full"), default="default",
                   help="--attribute: the claimed cases of this grid (default: the PR grid's at mesh 1 and 2; full: up to mesh 8), interpreted")
    p.add_argument("--from", dest="source", default=None, metavar="REPORT.json",
                   help="a --harness-report of a run (default: run the suite now; remaining arguments go to pytest)")
    p.add_argument("--manifest", default=None, type=Path,
                   help="the manifest (default: ini harness_known_failures, else beside the declarations)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """List the manifest's entries with the cases they claim; --refresh rewrites their `observed`
    from a run (a report of the gate, or a run it starts); --draft proposes entries for failures
    no entry claims."""
    from collections import Counter, defaultdict

    from harness.manifest import claims, known_failures, observation  # lazy: `harness` starts without JAX
    from harness.grid.cases import declared_cases  # lazy: `harness` starts without JAX

    target = load_target(args.pairs)
    entries = known_failures.load_declared(args.manifest, target)
    ids: dict[str, list[str]] = defaultdict(list)
    for pair, case in declared_cases(target):
        ids[pair.name].append(case.id)
    by_id = {case.id: case for _, case in declared_cases(target)}
    claims.check_manifest(entries, ids, args.manifest, by_id)
    if args.attribute:
        from harness.tools import attribution  # lazy: `harness` starts without JAX

        return attribution.main(target, entries, args, extra, run_pytest)
    if not (args.refresh or args.draft):
        every = [cid for v in ids.values() for cid in v]
        print(f"{args.manifest}: {len(entries)} defects")
        for e in entries:
            claimed = claims.claimed_cases(e, every, by_id.get)
            print(f"  #{e.index} {e.defect}: {', '.join(e.checks)} on {len(claimed)} case(s) of the full grid")
            print(f"      expects {e.signature()}")
        return 0
    report = Path(args.source) if args.source else None
    if report is None:
        import tempfile

        report = Path(tempfile.mkdtemp(prefix="harness-kf-")) / "report.json"
        run_pytest([args.suite, "--pairs", str(args.pairs), "--known-failures", str(args.manifest),
                     "--harness-report", str(report), *extra])
    rows = json.loads(report.read_text())["results"]
    if args.refresh:
        by_defect: dict[str, Counter] = defaultdict(Counter)
        match = {e.defect: e.match for e in entries}
        for row in rows:
            if row.get("known_failure") and row.get("observed"):  # one wording for the cases of one defect
                defects = row["known_failure"].split(" + ")  # several entries: a listing check, or joint causes
                for defect in defects:  # a joint case's wording counts for the entries whose signature it has
                    if len(defects) == 1 or re.search(match.get(defect, ""), row["observed"]):
                        by_defect[defect][row["observed"].replace(row["case"], "<case>")] += 1
        observed = {}
        for e in entries:
            seen = by_defect.get(e.defect)
            if seen:
                (text, n), *rest = seen.most_common()
                total = sum(seen.values())
                observed[e.index] = text + (f" ({n} of {total} cases; {len(rest)} other wording(s))" if rest
                                            else f" ({total} case{'s' if total > 1 else ''})")
        changed = observation.refresh(Path(args.manifest), observed)
        print(f"{args.manifest}: observed rewritten for {len(observed)} of {len(entries)} entries "
              f"({changed} line(s) changed) from {report}")
        _refresh_bounds(entries, every_case_id=[cid for v in ids.values() for cid in v], by_id=by_id, rows=rows,
                        manifest=Path(args.manifest))
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


def _refresh_bounds(entries: list, every_case_id: list[str], by_id: dict, rows: list[dict], manifest: Path) -> None:
    """Record each judged known failure's figures (harness.manifest.ratchet), keeping the others' records
    where their entry still claims the case."""
    from harness.manifest import claims  # lazy: `harness` starts without JAX
    from harness.manifest import ratchet  # lazy: `harness` starts without JAX

    claimed = {e.defect: {(twin, check)
                          for cid in claims.claimed_cases(e, every_case_id, by_id.get, any_environment=True)  # every line's
                          for twin in (cid, cid.replace("-interp-", "-compiled-", 1))  # a GPU run's twin
                          for check in e.checks if check in ratchet.BOUNDED_CHECKS} for e in entries}
    old = {e.defect: e.recorded for e in entries if e.recorded}
    new = ratchet.refreshed(old, rows, claimed, line_bound={e.defect for e in entries if e.line_bound})
    count = sum(len(checks) for cases in new.values() for checks in cases.values())
    if new == old:
        print(f"{ratchet.bounds_path(manifest)}: recorded figures unchanged ({count} case check(s))")
        return
    path = ratchet.write(manifest, new)
    print(f"{path}: recorded figures rewritten ({count} case check(s) of "
          f"{len(new)} entr{'y' if len(new) == 1 else 'ies'})")
