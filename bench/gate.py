"""The CI gate's speed, measured: one run per configuration, each a fresh pytest process.

Usage: python bench/gate.py [--only NAME ...] [--gpus N] [--speedup-k EXPR]
  pr-n2-cold   the PR grid with -n 2 and an empty persistent compilation cache
  pr-n2-warm   the same again, with the cache the cold run filled
  pr-n1-cold   the PR grid in one process, empty cache
  smoke        --grid smoke -n 2
  changed      --changed-only after touching one native twin (astronomix/twins.py:ct_curl_native),
               with fingerprints recorded by the preceding warm run
  sub-n2-cold, sub-n1-cold
               with --speedup-k EXPR: -n 2 vs -n 1, both cold, on that selection (instead of pr-n1-cold)
  overhead     per case: harness wall time vs the bare JAX work it records (trace+lower+compile+execute)
Prints figures and ratios against the targets of the CI-gate issue; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TWINS = REPO / "astronomix" / "twins.py"
TARGETS = {"pr-n2-cold": ("<=", 600.0, "s"), "smoke": ("<=", 90.0, "s")}


def run(name: str, args: list[str], cache: Path, fingerprints: Path) -> dict:
    report = cache.parent / f"{name}.json"
    cmd = [sys.executable, "-m", "pytest", "conformance/test_pairs.py", "-q", "-p", "no:cacheprovider",
           "--jax-cache", str(cache), "--fingerprints", str(fingerprints), "--harness-report", str(report), *args]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    data = json.loads(report.read_text()) if report.exists() else {"results": [], "work": {}}
    results = data["results"]
    outcomes: dict[str, int] = {}
    for r in results:
        outcomes[r["outcome"]] = outcomes.get(r["outcome"], 0) + 1
    tail = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else [proc.stderr.strip()[-300:]]
    return {"name": name, "wall_s": round(wall, 1), "cases": len({r["case"] for r in results}),
            "checks": len(results), "outcomes": outcomes, "work": data.get("work", {}), "exit": proc.returncode,
            "last_line": tail[0] if tail else "", "results": results}


def overhead(results: list[dict]) -> str:
    """Harness time per case over the JAX stages it timed (trace, lower, compile, execute)."""
    per_case: dict[str, float] = {}
    for r in results:
        per_case[r["case"]] = max(per_case.get(r["case"], 0.0), float(r.get("seconds") or 0.0))
    stages = [r.get("figures", {}).get("stages") for r in results if r.get("figures", {}).get("stages")]
    if not stages:
        return "overhead: the report carries no per-stage times"
    bare = sum(sum(s.values()) for s in stages)
    return f"overhead: harness case time {sum(per_case.values()):.1f} s over bare JAX stages {bare:.1f} s"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", default=["pr-n2-cold", "pr-n2-warm", "smoke", "changed", "pr-n1-cold"])
    parser.add_argument("--gpus", type=int, default=2)
    parser.add_argument("--speedup-k", default=None, metavar="EXPR",
                        help="measure -n 1 vs -n 2 (both cold) on this -k selection instead of the whole PR grid")
    opts = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="gate-bench-"))
    cache, cold_cache = work / "jax-cache", work / "jax-cache-n1"
    fingerprints = work / "fingerprints.json"
    gpus = ["--gpus", str(opts.gpus)]
    rows = {}
    plan = [
        ("pr-n2-cold", ["-n", "2", *gpus], cache),
        ("pr-n2-warm", ["-n", "2", *gpus], cache),
        ("smoke", ["-n", "2", "--grid", "smoke", *gpus], cache),
        ("changed", ["-n", "2", "--changed-only", *gpus], cache),
        ("pr-n1-cold", [*gpus], cold_cache),
    ]
    if opts.speedup_k:
        sub = ["-k", opts.speedup_k, *gpus]
        plan += [("sub-n2-cold", ["-n", "2", *sub], work / "jax-cache-sub2"),
                 ("sub-n1-cold", sub, work / "jax-cache-sub1")]
        opts.only = [n for n in opts.only if n != "pr-n1-cold"] + ["sub-n2-cold", "sub-n1-cold"]
    original = TWINS.read_text()
    try:
        for name, args, cache_dir in plan:
            if name not in opts.only:
                continue
            if name == "changed":
                TWINS.write_text(original.replace("def ct_curl_native(", "def ct_curl_native(  # bench touch\n", 1))
            rows[name] = run(name, args, cache_dir, fingerprints)
            TWINS.write_text(original)
            r = rows[name]
            print(f"{name:11s} {r['wall_s']:8.1f} s  {r['cases']:4d} cases {r['checks']:5d} checks  exit {r['exit']}  "
                  f"work {r['work']}  | {r['last_line']}", flush=True)
    finally:
        TWINS.write_text(original)
    full = subprocess.run([sys.executable, "-c", "from harness.declare import load_target; from harness.grid import "
                           "all_cases; t=load_target('astronomix/pairs.py'); print(sum(1 for _ in all_cases(t, grid='full', "
                           f"mesh_sizes=list(range(1, {opts.gpus}+1)), interpret=(True,))))"],
                          cwd=REPO, capture_output=True, text=True).stdout.strip()
    print(f"full grid: {full} cases (not run)")
    base = rows.get("pr-n2-cold")
    if base:
        print(f"target PR grid <= 600 s on 2 cores: {base['wall_s']} s")
        for name, target, text in (("pr-n2-warm", 1 / 3, "warm rerun <= 1/3 of cold"),
                                   ("changed", 0.2, "--changed-only <= 20% of the PR grid"),
                                   ("smoke", 90 / max(base["wall_s"], 1), "smoke <= 90 s")):
            if name in rows:
                print(f"  {name}: {rows[name]['wall_s'] / base['wall_s']:.2f} of the PR grid ({text})")
        if "pr-n1-cold" in rows:
            print(f"  -n 2 speed-up over -n 1: {rows['pr-n1-cold']['wall_s'] / base['wall_s']:.2f}x (target >= 1.7x)")
    if "sub-n1-cold" in rows and "sub-n2-cold" in rows:
        print(f"  -n 2 speed-up over -n 1 on -k {opts.speedup_k!r}: "
              f"{rows['sub-n1-cold']['wall_s'] / rows['sub-n2-cold']['wall_s']:.2f}x (target >= 1.7x)")
        print(" ", overhead((base or rows["sub-n2-cold"])["results"]))
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
