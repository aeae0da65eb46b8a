"""The CI gate's speed, measured: one run per configuration, each a fresh pytest process, and where
each run's time went (the report's "timing": stages, checks, pairs, the serial part before the
first test, each worker's busy and idle time).

Usage: python bench/gate.py [--only NAME ...] [--gpus N] [--suite PATH] [--top N]
  pr-n2-cold   the README's gate (-n 2) with every cache empty: JAX's compilation cache, the kernel
               cache, the option-coverage records and the fingerprints
  pr-n2-warm   the same again with what the cold run left (a re-run of main)
  changed      a pull request that touches one kernel, with main's caches (what pr-n2-warm left):
               `--changed-only` after editing astronomix's CT curl kernel in a copy of the package
               (the edit changes no value: a comment on the kernel's `def` line)
  smoke        --grid smoke -n 2, warm
  pr-n1-cold   the gate in one process, every cache empty
Prints figures and their ratios to the fast-gate targets; asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGETS = {"pr-n2-cold": 600.0, "changed": 120.0}
KERNEL_MODULE = "astronomix._finite_difference._magnetic_update._constrained_transport_pallas"
KERNEL_EDIT = ("def _ct_curl_pallas(", "def _ct_curl_pallas(  # touched by bench/gate.py\n")


def touched_package(work: Path) -> Path:
    """A copy of the installed astronomix with one kernel's source edited (harness mutate's way of
    running a changed target: the copy first on PYTHONPATH)."""
    spec = importlib.util.find_spec("astronomix")
    assert spec is not None and spec.origin is not None
    root = work / "touched"
    shutil.copytree(Path(spec.origin).parent, root / "astronomix")
    path = root / (KERNEL_MODULE.replace(".", "/") + ".py")
    text = path.read_text()
    if KERNEL_EDIT[0] not in text:
        raise SystemExit(f"bench/gate.py: {KERNEL_EDIT[0]!r} is not in {path}: update KERNEL_EDIT")
    path.write_text(text.replace(*KERNEL_EDIT, 1))
    return root


def run(name: str, suite: str, args: list[str], caches: Path, env: dict[str, str] | None = None) -> dict:
    report = caches.parent / f"{name}.json"
    cmd = [sys.executable, "-m", "pytest", suite, "-q", "-p", "no:cacheprovider", "--harness-progress", "off",
           "--jax-cache", str(caches / "jax"), "--coverage-dir", str(caches / "coverage"),
           "--fingerprints", str(caches / "fingerprints.json"), "--harness-report", str(report), *args]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env={**os.environ, **(env or {})})
    wall = time.perf_counter() - t0
    data = json.loads(report.read_text()) if report.exists() else {"results": [], "work": {}, "timing": {}}
    outcomes: dict[str, int] = {}
    for r in data["results"]:
        outcomes[r["outcome"]] = outcomes.get(r["outcome"], 0) + 1
    tail = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else [proc.stderr.strip()[-300:]]
    return {"name": name, "wall_s": round(wall, 1), "cases": len({r["case"] for r in data["results"]}),
            "checks": len(data["results"]), "outcomes": outcomes, "work": data.get("work", {}),
            "timing": data.get("timing", {}), "exit": proc.returncode, "last_line": tail[0] if tail else ""}


def breakdown(row: dict, top: int) -> list[str]:
    t = row["timing"]
    if not t:
        return ["    (the report carries no timing)"]
    stage_total = sum(t["stages"].values())
    lines = [f"    wall {t['wall_s']:.0f} s: {t['serial_before_tests_s']:.0f} s before the first test "
             f"({', '.join(f'{k} {v:.0f} s' for k, v in t['serial'].items()) or 'collection'}), "
             f"{t['tests_span_s']:.0f} s of tests, {t['after_tests_s']:.0f} s after (summary, reports)"]
    for worker, w in t["workers"].items():
        lines.append(f"    {worker}: busy {w['busy_s']:.0f} s over {w['tests']} checks, idle {w['idle_s']:.0f} s "
                     f"({w['idle_start_s']:.0f} s before its first test, {w['idle_end_s']:.0f} s at the end)")
    lines.append(f"    stages ({stage_total:.0f} s in all):")
    lines += [f"      {k:22s} {v:8.1f} s {100 * v / max(stage_total, 1e-9):5.1f}%" for k, v in t["stages"].items()]
    lines.append("    checks (setup + call + teardown; a case's shared run is paid by its first check):")
    lines += [f"      {k:22s} {v:8.1f} s" for k, v in t["checks"].items()]
    lines.append(f"    pairs (top {top}):")
    lines += [f"      {k:32s} {sum(v.values()) / 2:8.1f} s" for k, v in list(t["pairs"].items())[:top]]
    lines.append(f"    cases (top {min(top, len(t['cases']))}):")
    for c in t["cases"][:top]:
        parts = ", ".join(f"{k} {v:.0f}" for k, v in list(c["stages"].items())[:4])
        lines.append(f"      {c['seconds']:7.1f} s  {c['case']}  ({parts})")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", default=["pr-n2-cold", "pr-n2-warm", "changed", "smoke"])
    parser.add_argument("--gpus", type=int, default=2)
    parser.add_argument("--suite", default="conformance")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--keep", action="store_true", help="keep the reports and caches (printed path)")
    opts = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="gate-bench-"))
    main_caches, n1_caches = work / "main", work / "n1"
    gpus = ["--gpus", str(opts.gpus)]
    plan = [
        ("pr-n2-cold", ["-n", "2", *gpus], main_caches, None),
        ("pr-n2-warm", ["-n", "2", *gpus], main_caches, None),
        ("changed", ["-n", "2", "--changed-only", *gpus], main_caches, "touch"),
        ("smoke", ["-n", "2", "--grid", "smoke", *gpus], main_caches, None),
        ("pr-n1-cold", [*gpus], n1_caches, None),
    ]
    rows = {}
    for name, args, caches, special in plan:
        if name not in opts.only:
            continue
        env = None
        if special == "touch":
            root = touched_package(work)
            env = {"PYTHONPATH": os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
        rows[name] = r = run(name, opts.suite, args, caches, env)
        print(f"{name:11s} {r['wall_s']:8.1f} s  {r['cases']:4d} cases {r['checks']:5d} checks  exit {r['exit']}  "
              f"{r['outcomes']}  | {r['last_line']}", flush=True)
        for line in breakdown(r, opts.top):
            print(line, flush=True)
    base = rows.get("pr-n2-cold")
    print("targets (2-core CPU-only host):")
    for name, target in TARGETS.items():
        if name in rows:
            print(f"  {name}: {rows[name]['wall_s']:.0f} s (target <= {target:.0f} s)")
    if base:
        for name in ("pr-n2-warm", "changed", "smoke", "pr-n1-cold"):
            if name in rows:
                print(f"  {name}: {rows[name]['wall_s'] / base['wall_s']:.2f} of the cold gate")
    if opts.keep:
        print(f"reports and caches kept in {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
