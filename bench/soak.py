"""Flake soak: run the gate several times in fresh processes and print every verdict that changed.

A verdict must not depend on the worker count, the test order or the cache state. Each run is a
fresh `pytest` process over the same selection; the runs cycle through

    1. -n 2, cold caches (a new JAX cache and kernel cache), order shuffled with seed 1
    2. -n 1, warm caches (those of run 1), order shuffled with seed 2
    3. -n 2, warm caches, order shuffled with seed 3
    4. -n 1, cold caches, seed 4, and so on

and every check's outcome (passed, failed, known failure, skipped, and for a known failure the
signature observed) is compared across runs. Exit status 1 when any verdict changed.

    python bench/soak.py [--runs 3] [--gpus 2] [--out DIR] [-- PYTEST ARGS (e.g. -k weno)]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PLAN = [(2, "cold"), (1, "warm"), (2, "warm"), (1, "cold")]


def run_once(index: int, workers: int, cache: Path, out: Path, gpus: int, extra: list[str]) -> dict:
    report = out / f"run{index}.json"
    cmd = [sys.executable, "-m", "pytest", "conformance", "-p", "no:cacheprovider", "-q", "--gpus", str(gpus),
           "--jax-cache", str(cache), "--harness-shuffle", str(index), "--harness-report", str(report),
           "--harness-artifacts", str(out / f"artifacts{index}"), *extra]
    if workers > 1:
        cmd += ["-n", str(workers)]
    t0 = time.perf_counter()
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    (out / f"run{index}.log").write_text(done.stdout + done.stderr)
    rows = json.loads(report.read_text())["results"] if report.exists() else []
    tail = [line for line in done.stdout.splitlines() if " in " in line and ("passed" in line or "failed" in line)]
    return {"rows": rows, "seconds": seconds, "exit": done.returncode, "summary": tail[-1] if tail else "(no summary)"}


def verdict(row: dict) -> str:
    """What a check said: its outcome, and for a known failure which entry and signature."""
    if row["outcome"] == "xfailed":
        # the observed figures minus measured seconds (calibration_s, memory_seconds): the signature, not a timer
        observed = re.sub(r"(calibration_s|memory_seconds)=[\d.e+-]+,? ?", "", row.get("observed") or "")
        return f"xfailed[{row.get('known_failure') or row.get('reason')}: {observed}]"
    return row["outcome"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--gpus", type=int, default=2)
    parser.add_argument("--out", type=Path, default=None, help="keep reports and logs here (default: a temp dir)")
    args, extra = parser.parse_known_args()
    extra = [a for a in extra if a != "--"]
    out = args.out or Path(tempfile.mkdtemp(prefix="harness-soak-"))
    out.mkdir(parents=True, exist_ok=True)
    cache = out / "jax-cache"
    runs = []
    for i in range(1, args.runs + 1):
        workers, state = PLAN[(i - 1) % len(PLAN)]
        if state == "cold":
            for path in (cache, cache.with_name(cache.name + "-kernels")):
                shutil.rmtree(path, ignore_errors=True)
        result = run_once(i, workers, cache, out, args.gpus, extra)
        runs.append((f"run {i}: -n {workers}, {state} caches, shuffle seed {i}", result))
        print(f"{runs[-1][0]}: {result['seconds']:.0f} s, exit {result['exit']}, {result['summary']}", flush=True)
    tables = [{r["nodeid"]: verdict(r) for r in result["rows"]} for _, result in runs]
    every = sorted(set().union(*tables))
    changed = [n for n in every if len({t.get(n, "not run") for t in tables}) > 1]
    counts = [Counter(v.split("[")[0] for v in t.values()) for t in tables]
    for (name, _), count in zip(runs, counts):
        print(f"  {name}: {dict(sorted(count.items()))}")
    print(f"{len(every)} checks, {len(runs)} runs: {len(changed)} changed verdict(s)")
    for nodeid in changed:
        print(f"  {nodeid}")
        for (name, _), table in zip(runs, tables):
            print(f"      {name.split(':')[0]}: {table.get(nodeid, 'not run')}")
    print(f"reports and logs: {out}")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
