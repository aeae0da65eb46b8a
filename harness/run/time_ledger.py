"""Where a run's time goes: seconds per stage of every case, gathered in each pytest process.

The engine, the deviceless GPU compile, the memory interpreter, FileCheck and the golden store
time their stages into this process's ledger (`stage(...)`); each xdist worker hands its ledger to
the controller with its work counts, and the controller adds what only it sees: the serial part
before the workers start (option coverage), each worker's busy and idle time, and the seconds of
every check from the test reports. The JSON report keeps the result under "timing", where
`bench/gate.py` and the HTML page read it.
"""

from __future__ import annotations

import contextlib
import contextvars
import time
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

# The stages a case's work is split into (a stage a run never entered is absent from its figures).
STAGES = {
    "build": "building the inputs", "mesh_switch": "dropping JAX's caches between mesh sizes",
    "native.trace": "tracing the native side", "native.lower": "lowering it", "native.compile": "XLA:CPU compile",
    "native.execute": "running it",
    "pallas.trace": "tracing the Pallas side", "pallas.lower": "lowering it (interpret mode)",
    "pallas.compile": "XLA:CPU compile", "pallas.execute": "running it",
    "gradients.trace": "tracing the VJP/JVP programs", "gradients.lower": "lowering them",
    "gradients.compile": "XLA:CPU compile", "gradients.execute": "running them",
    "fd_check": "finite differences of the native side",
    "lowering.cuda": "cross-lowering for CUDA", "lowering.tpu": "cross-lowering for TPU",
    "gpu.xla_compile": "deviceless H100 compile (XLA:GPU)", "gpu.triton": "Triton -> PTX",
    "gpu.ptxas": "ptxas", "gpu.calibration": "calibration compiles",
    "gpu.confirm": "nine-pair compile-time confirmations near a budget",
    "lowering.trace": "building and tracing the interpret=False build",
    "determinism": "running the Pallas side again", "memory": "memory interpretation", "filecheck": "FileCheck", "golden_io": "golden I/O and comparison",
    "coverage": "option-coverage traces", "scenario.run": "scenario runs", "scenario.convergence": "convergence runs",
    "scenario.gradients": "scenario derivatives",
}

MACHINE_FIGURE_FROM_S = 120.0  # the least worker time for which a run measures the machine (harness.run.machine)

_current: contextvars.ContextVar[tuple[str, str]] = contextvars.ContextVar("harness_case", default=("", ""))
_ledger: dict[tuple[str, str, str], float] = defaultdict(float)  # (pair, case, stage) -> seconds


@contextlib.contextmanager
def case(pair: str, case_id: str) -> Iterator[None]:
    """Charge the stages timed inside to this case (and its pair)."""
    token = _current.set((pair, case_id))
    try:
        yield
    finally:
        _current.reset(token)


@contextlib.contextmanager
def stage(name: str) -> Iterator[None]:
    """Time a stage of the current case (wall clock: what the gate waits for)."""
    start = time.perf_counter()
    try:
        yield
    finally:
        add(name, time.perf_counter() - start)


def add(name: str, seconds: float) -> None:
    pair, case_id = _current.get()
    _ledger[(pair, case_id, name)] += seconds


def entries() -> list[list[Any]]:
    """This process's ledger as [pair, case, stage, seconds] rows (what a worker hands over)."""
    return [[p, c, s, round(t, 4)] for (p, c, s), t in sorted(_ledger.items())]


def reset() -> None:
    _ledger.clear()


class Gatherer:
    """The controller's view: ledger rows from every process, test-phase times per worker, and the
    serial part before the first test started."""

    def __init__(self, started: float | None = None):
        self.started = time.time() if started is None else started  # epoch seconds (reports use epoch)
        self.rows: list[list[Any]] = []
        self.workers: dict[str, dict[str, float]] = {}
        self.check_seconds: dict[tuple[str, str, str], float] = defaultdict(float)  # (pair, case, check)
        self.nodes: dict[str, float] = defaultdict(float)  # node id -> setup + call + teardown (pytest-split's)
        self.serial: dict[str, float] = {}
        self.machine_s: float | None = None  # harness.run.machine.reference_seconds(), measured after the tests

    def measure_machine(self, least_work_s: float = MACHINE_FIGURE_FROM_S) -> None:
        """The machine's reference figure, taken once the workers are done (nothing else runs then),
        for a run whose checks took at least `least_work_s` (a few seconds of measuring would be a
        small run's largest cost)."""
        if sum(w["busy_s"] for w in self.workers.values()) < least_work_s:
            return
        from harness.run import machine  # lazy: imports jax

        self.machine_s = machine.reference_seconds()

    def add_entries(self, rows: list[list[Any]]) -> None:
        self.rows.extend(rows)

    def add_report(self, report: Any, pair: str | None, case_id: str | None, check: str | None) -> None:
        """One test phase (setup, call, teardown): its worker's busy time and span, its check's seconds."""
        start, stop = float(getattr(report, "start", 0.0) or 0.0), float(getattr(report, "stop", 0.0) or 0.0)
        node = getattr(report, "node", None)
        worker = getattr(getattr(node, "gateway", None), "id", None) or "main"
        w = self.workers.setdefault(worker, {"busy_s": 0.0, "first_start": start or self.started, "last_stop": 0.0,
                                             "tests": 0})
        w["busy_s"] += report.duration
        if start:
            w["first_start"] = min(w["first_start"], start)
        w["last_stop"] = max(w["last_stop"], stop)
        if report.when == "call":
            w["tests"] += 1
        self.nodes[report.nodeid] += report.duration
        if check is not None:
            self.check_seconds[(pair or "", case_id or "", check)] += report.duration

    def summary(self, finished: float | None = None) -> dict[str, Any]:
        finished = time.time() if finished is None else finished
        stages: dict[str, float] = defaultdict(float)
        pairs: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        for pair, _, name, seconds in self.rows:
            stages[name] += seconds
            pairs[pair or "(no pair)"]["stages_s"] += seconds
        checks: dict[str, float] = defaultdict(float)
        for (pair, _, check), seconds in self.check_seconds.items():
            checks[check] += seconds
            pairs[pair or "(no pair)"]["checks_s"] += seconds
        first = min((w["first_start"] for w in self.workers.values()), default=finished)
        last = max((w["last_stop"] for w in self.workers.values()), default=finished)
        workers = {name: {"busy_s": round(w["busy_s"], 2), "tests": w["tests"],
                          "idle_start_s": round(w["first_start"] - first, 2),
                          "idle_end_s": round(last - w["last_stop"], 2),
                          "idle_s": round((last - first) - w["busy_s"], 2)}
                   for name, w in sorted(self.workers.items())}
        return {
            "wall_s": round(finished - self.started, 2),
            "serial_before_tests_s": round(first - self.started, 2),
            "tests_span_s": round(last - first, 2),
            "after_tests_s": round(finished - last, 2),
            "serial": {k: round(v, 2) for k, v in self.serial.items()},
            "workers": workers,
            "stages": {k: round(v, 2) for k, v in sorted(stages.items(), key=lambda kv: -kv[1])},
            "checks": {k: round(v, 2) for k, v in sorted(checks.items(), key=lambda kv: -kv[1])},
            "pairs": {p: {k: round(v, 2) for k, v in d.items()}
                      for p, d in sorted(pairs.items(), key=lambda kv: -sum(kv[1].values()))},
            "cases": _top_cases(self.rows, self.check_seconds),
            "nodes": {k: round(v, 3) for k, v in sorted(self.nodes.items())},
            **_work_per_check(workers, self.machine_s),
        }


def _work_per_check(workers: dict[str, dict[str, Any]], machine_s: float | None) -> dict[str, Any]:
    """Worker time per check, in seconds and in machine units (`harness.run.machine`): the figure
    `bench/gate_cost.py` compares across runs and machines."""
    checks = sum(w["tests"] for w in workers.values())
    work = sum(w["busy_s"] for w in workers.values())
    out: dict[str, Any] = {"checks_run": checks, "work_s": round(work, 2)}
    if checks:
        out["work_per_check_s"] = round(work / checks, 4)
    if machine_s:
        out["machine_s"] = round(machine_s, 4)
        if checks:
            out["work_per_check_units"] = round(work / checks / machine_s, 3)
    return out


def _top_cases(rows: list[list[Any]], check_seconds: dict[tuple[str, str, str], float], top: int = 25) -> list[dict]:
    """The costliest cases, each with its stages: where a long tail comes from."""
    per_case: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for _, case_id, name, seconds in rows:
        per_case[case_id][name] += seconds
    totals: dict[str, float] = defaultdict(float)
    for (_, case_id, _), seconds in check_seconds.items():
        totals[case_id] += seconds
    ranked = sorted(totals.items(), key=lambda kv: -kv[1])[:top]
    return [{"case": c, "seconds": round(t, 2),
             "stages": {k: round(v, 2) for k, v in sorted(per_case.get(c, {}).items(), key=lambda kv: -kv[1])}}
            for c, t in ranked]


def lines(summary: dict[str, Any], top: int = 12) -> list[str]:
    """The terminal's few lines on where the time went."""
    if not summary:
        return []
    workers = summary.get("workers", {})
    out = [f"time: {summary['wall_s']:.0f} s wall; {summary['serial_before_tests_s']:.0f} s before the first test "
           + (f"({', '.join(f'{k} {v:.0f} s' for k, v in summary['serial'].items())})" if summary["serial"] else "")
           + "; " + ", ".join(f"{w}: busy {d['busy_s']:.0f} s, idle {d['idle_s']:.0f} s "
                              f"({d['idle_end_s']:.0f} s at the end)" for w, d in workers.items())]
    stages = list(summary.get("stages", {}).items())[:top]
    if stages:
        out.append("time by stage: " + ", ".join(f"{k} {v:.0f} s" for k, v in stages))
    checks = list(summary.get("checks", {}).items())
    if checks:
        out.append("time by check: " + ", ".join(f"{k} {v:.0f} s" for k, v in checks))
    if summary.get("work_per_check_s") is not None:
        units = summary.get("work_per_check_units")
        out.append(f"work per check: {summary['work_per_check_s']:.2f} s over {summary['checks_run']} checks"
                   + (f" = {units:.2f} machine units (one unit: {summary['machine_s']:.2f} s of CPU to trace, lower "
                      "and compile a fixed program here, measured after the tests; bench/gate_cost.py compares)"
                      if units is not None else ""))
    return out
