"""Where a run's time goes (`harness.run.time_ledger`): stages timed in the workers reach the controller's
report, with each worker's busy and idle time and the serial part before the first test."""

import json
import types

from harness.run import time_ledger


def _report(worker: str, when: str, start: float, stop: float, case: str, check: str):
    node = types.SimpleNamespace(gateway=types.SimpleNamespace(id=worker))
    return types.SimpleNamespace(when=when, start=start, stop=stop, duration=stop - start, node=node,
                                 nodeid=f"pairs.py::test_{check}[{case}]", user_properties=[("harness.case", case), ("harness.check", check)])


def test_summary_counts_busy_idle_and_serial_time_per_worker():
    g = time_ledger.Gatherer(started=100.0)
    g.add_report(_report("gw0", "setup", 110.0, 130.0, "p[a]", "values"), "p", "p[a]", "values")
    g.add_report(_report("gw0", "call", 130.0, 131.0, "p[a]", "values"), "p", "p[a]", "values")
    g.add_report(_report("gw1", "call", 112.0, 150.0, "p[b]", "gradients"), "p", "p[b]", "gradients")
    g.add_entries([["p", "p[a]", "pallas.compile", 15.0], ["p", "p[b]", "gradients.compile", 30.0]])
    s = g.summary(finished=155.0)
    assert s["wall_s"] == 55.0 and s["serial_before_tests_s"] == 10.0 and s["after_tests_s"] == 5.0
    assert s["workers"]["gw0"] == {"busy_s": 21.0, "tests": 1, "idle_start_s": 0.0, "idle_end_s": 19.0,
                                   "idle_s": 19.0}
    assert s["workers"]["gw1"]["idle_start_s"] == 2.0 and s["workers"]["gw1"]["idle_end_s"] == 0.0
    assert s["stages"] == {"gradients.compile": 30.0, "pallas.compile": 15.0}  # costliest first
    assert s["checks"] == {"gradients": 38.0, "values": 21.0}
    assert s["cases"][0] == {"case": "p[b]", "seconds": 38.0, "stages": {"gradients.compile": 30.0}}
    assert s["nodes"] == {"pairs.py::test_gradients[p[b]]": 38.0, "pairs.py::test_values[p[a]]": 21.0}


def test_stages_are_charged_to_the_case_they_run_for():
    time_ledger.reset()
    with time_ledger.case("p", "p[a]"):
        with time_ledger.stage("memory"):
            pass
        time_ledger.add("gpu.ptxas", 2.0)
    time_ledger.add("coverage", 1.0)  # outside any case
    rows = {(pair, case, stage): seconds for pair, case, stage, seconds in time_ledger.entries()}
    assert rows[("p", "p[a]", "gpu.ptxas")] == 2.0 and ("p", "p[a]", "memory") in rows
    assert rows[("", "", "coverage")] == 1.0
    time_ledger.reset()


def test_the_report_says_where_a_two_worker_run_spent_its_time(toy_suite, pytester):
    result = toy_suite("-q", "-n", "2", "-k", "test_values or test_path or test_memory",
                       "--harness-report", str(pytester.path / "report.json"))
    data = json.loads((pytester.path / "report.json").read_text())
    checks = len(data["results"])
    result.assert_outcomes(passed=checks)
    t = data["timing"]
    assert set(t["workers"]) == {"gw0", "gw1"} and sum(w["tests"] for w in t["workers"].values()) == checks
    for stage in ("native.trace", "pallas.lower", "pallas.compile", "pallas.execute", "memory", "build"):
        assert stage in t["stages"], stage
    assert set(t["checks"]) == {"path", "values", "memory"}
    assert t["pairs"]["toy_stencil"]["stages_s"] > 0 and t["serial_before_tests_s"] >= 0
    result.stdout.fnmatch_lines(["time: * s wall; * s before the first test*gw0: busy*",
                                 "time by stage: *", "time by check: *"])


def test_work_per_check_is_read_against_the_machine_figure_measured_for_a_long_enough_run(monkeypatch):
    """The report's work per check, in seconds and in machine units (harness.run.machine): the guard
    bench/gate_cost.py reads. A run of little worker time is not worth the few seconds of measuring."""
    from harness.run import machine

    g = time_ledger.Gatherer(started=0.0)
    g.add_report(_report("gw0", "call", 1.0, 61.0, "p[a]", "values"), "p", "p[a]", "values")
    g.add_report(_report("gw1", "call", 1.0, 31.0, "p[b]", "values"), "p", "p[b]", "values")
    monkeypatch.setattr(machine, "reference_seconds", lambda: 0.5)
    g.measure_machine(least_work_s=120.0)
    assert g.machine_s is None  # 90 s of checks: not measured
    s = g.summary(finished=62.0)
    assert s["checks_run"] == 2 and s["work_s"] == 90.0 and s["work_per_check_s"] == 45.0
    assert "work_per_check_units" not in s
    g.measure_machine(least_work_s=60.0)
    s = g.summary(finished=62.0)
    assert s["machine_s"] == 0.5 and s["work_per_check_units"] == 90.0
    assert any(line.startswith("work per check: 45.00 s over 2 checks = 90.00 machine units") for line in time_ledger.lines(s))


def test_the_machine_figure_is_cpu_time_of_real_work_and_needs_no_cache():
    from harness.run import machine

    first = machine.seconds_here(repeats=1)
    again = machine.seconds_here(repeats=1)  # the same program again: no cache serves it
    assert 0.01 < first < 60 and 0.01 < again < 60
    assert again > first / 20, (first, again)


def test_the_machine_figure_is_measured_in_a_fresh_process_under_fixed_flags():
    """Not under the asking process's XLA flags (0.3-0.5 s under the gate's, 5 s under XLA's
    defaults): a flag XLA would abort on, left in XLA_FLAGS, does not reach the measurement."""
    import os
    import subprocess
    import sys

    # a process of its own: this one's JAX has read its flags already
    env = {**os.environ, "XLA_FLAGS": "--xla_no_such_flag_here=1"}
    done = subprocess.run([sys.executable, "-c", "from harness.run import machine; print(machine.reference_seconds(1))"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert 0.01 < float(done.stdout.split()[-1]) < 60


def test_bench_gate_cost_compares_a_report_with_its_baseline(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    bench = Path(__file__).resolve().parent.parent / "bench" / "gate_cost.py"
    stages = {"pallas.compile": 100.0, "memory": 20.0}
    base = {"timing": {"wall_s": 300.0, "serial_before_tests_s": 10.0, "checks_run": 100, "work_s": 400.0,
                       "work_per_check_s": 4.0, "machine_s": 0.5, "work_per_check_units": 8.0, "stages": stages,
                       "workers": {}}}
    grown = {"timing": {**base["timing"], "work_s": 1200.0, "work_per_check_s": 12.0, "work_per_check_units": 24.0}}
    (tmp_path / "base.json").write_text(json.dumps(base))
    (tmp_path / "grown.json").write_text(json.dumps(grown))
    baseline = tmp_path / "baseline.json"

    def run(report, *more):
        done = subprocess.run([sys.executable, str(bench), str(tmp_path / report), "--baseline", str(baseline), *more],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert "no baseline named 'gate'" in run("base.json")
    assert "recorded as the baseline of 'gate'" in run("base.json", "--record")
    assert json.loads(baseline.read_text())["gate"]["work_per_check_units"] == 8.0
    assert "within: 1.00x the baseline's 8.00 units per check" in run("base.json")
    out = run("grown.json")
    assert "GREW: 3.00x the baseline's 8.00 units per check" in out and "pallas.compile" in out
