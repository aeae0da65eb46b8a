"""Wall time and case count of the default grid (the PR gate), serial and with -n 2.

Usage: python bench/default_grid.py [--workers 1 2] [--gpus N] [-k EXPR]
Prints one line per configuration; figures, not assertions.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run(workers: int, gpus: int, select: str | None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        cmd = [sys.executable, "-m", "pytest", "conformance", "-q", "--gpus", str(gpus),
               "--harness-report", str(report), "-p", "no:cacheprovider"]
        if workers > 1:
            cmd += ["-n", str(workers)]
        if select:
            cmd += ["-k", select]
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
        wall = time.perf_counter() - t0
        results = json.loads(report.read_text())["results"] if report.exists() else []
    cases = {r["case"] for r in results}
    outcomes: dict[str, int] = {}
    for r in results:
        outcomes[r["outcome"]] = outcomes.get(r["outcome"], 0) + 1
    return {"workers": workers, "gpus": gpus, "wall_s": round(wall, 1), "cases": len(cases),
            "checks": len(results), "outcomes": outcomes, "exit": proc.returncode}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, nargs="+", default=[2])
    parser.add_argument("--gpus", type=int, default=1)
    parser.add_argument("-k", dest="select", default=None)
    args = parser.parse_args()
    for workers in args.workers:
        r = run(workers, args.gpus, args.select)
        print(f"default grid: -n {r['workers']} --gpus {r['gpus']}: {r['wall_s']:.1f} s wall, {r['cases']} cases, "
              f"{r['checks']} checks {r['outcomes']} (pytest exit {r['exit']})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
