"""The gate's cost per check, read against the machine it ran on, compared with a recorded baseline.

Usage: python bench/gate_cost.py REPORT.json [--name gate] [--baseline bench/gate_cost.json]
                                 [--record] [--grew 1.25]

A report (`--harness-report`) carries each worker's busy time, the seconds of every stage and the
machine's reference figure (`harness.run.machine`: CPU seconds to trace, lower and compile a fixed
program, measured after the tests). Work per check in those units is what stays put across
machines and cache states of one kind; it grows when the suite's work per check grows. This prints
the run's figures, per stage too, beside the baseline's, and a line that says whether the work per
check grew by more than `--grew` (times the baseline). `--record` writes the run's figures as the
baseline of `--name`. Prints figures and asserts nothing (exit 0), as the project's benchmarks do.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

BASELINE = Path(__file__).resolve().parent / "gate_cost.json"


def figures(report: dict) -> dict:
    t = report.get("timing") or {}
    checks = t.get("checks_run") or sum(w.get("tests", 0) for w in t.get("workers", {}).values())
    unit = t.get("machine_s")
    out = {"wall_s": t.get("wall_s"), "before_first_test_s": t.get("serial_before_tests_s"), "checks": checks,
           "work_s": t.get("work_s"), "work_per_check_s": t.get("work_per_check_s"), "machine_s": unit,
           "work_per_check_units": t.get("work_per_check_units"),
           "compiled": (report.get("work") or {}).get("xla_compiled"),
           "stages_s": t.get("stages", {})}
    if unit and checks:
        out["stage_units_per_check"] = {k: round(v / checks / unit, 4) for k, v in out["stages_s"].items()}
    return out


def lines(name: str, now: dict, base: dict | None, grew: float) -> list[str]:
    out = [f"{name}: {now['checks']} checks, wall {now['wall_s'] or 0:.0f} s "
           f"({now['before_first_test_s'] or 0:.0f} s before the first test), worker time {now['work_s'] or 0:.0f} s"]
    if now.get("work_per_check_units") is None:
        out.append("  the report carries no machine figure (a run of under 120 s of checks, or an older harness)")
        return out
    out.append(f"  work per check {now['work_per_check_s']:.3f} s = {now['work_per_check_units']:.2f} units "
               f"(one unit here: {now['machine_s']:.3f} s)")
    if base:
        ratio = now["work_per_check_units"] / base["work_per_check_units"]
        verdict = "GREW" if ratio > grew else "within"
        out.append(f"  {verdict}: {ratio:.2f}x the baseline's {base['work_per_check_units']:.2f} units per check "
                   f"({base.get('checks')} checks, recorded {base.get('recorded', '?')}; grew means over {grew:.2f}x)")
    else:
        out.append(f"  no baseline named {name!r} (record one with --record)")
    out.append(f"  {'stage':22s} {'s':>8s} {'units/check':>12s} {'baseline':>9s}")
    base_stages = (base or {}).get("stage_units_per_check", {})
    for stage, seconds in now["stages_s"].items():
        units = now["stage_units_per_check"].get(stage, 0.0)
        was = base_stages.get(stage)
        out.append(f"  {stage:22s} {seconds:8.0f} {units:12.3f} {'' if was is None else f'{was:9.3f}'}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", type=Path)
    parser.add_argument("--name", default="gate", help="which baseline: the gate, pallas_ops, fermix, ...")
    parser.add_argument("--baseline", type=Path, default=BASELINE)
    parser.add_argument("--record", action="store_true", help="write this run's figures as the baseline of --name")
    parser.add_argument("--grew", type=float, default=1.25, help="the ratio to the baseline called growth")
    opts = parser.parse_args()
    if not opts.report.exists():
        print(f"bench/gate_cost.py: {opts.report} does not exist (the run writes it with --harness-report)")
        return 0
    now = figures(json.loads(opts.report.read_text()))
    baselines = json.loads(opts.baseline.read_text()) if opts.baseline.exists() else {}
    for line in lines(opts.name, now, baselines.get(opts.name), opts.grew):
        print(line)
    if opts.record:
        if now.get("work_per_check_units") is None:
            print("bench/gate_cost.py: nothing recorded: the report has no machine figure")
            return 0
        keep = ("checks", "wall_s", "work_s", "work_per_check_s", "machine_s", "work_per_check_units",
                "stage_units_per_check")
        baselines[opts.name] = {**{k: now[k] for k in keep}, "recorded": time.strftime("%Y-%m-%d")}
        tmp = opts.baseline.with_suffix(".tmp")
        tmp.write_text(json.dumps(baselines, indent=1, sort_keys=True) + "\n")
        tmp.replace(opts.baseline)
        print(f"recorded as the baseline of {opts.name!r} in {opts.baseline}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
