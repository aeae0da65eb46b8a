"""The terminal summary, the Markdown comment and the JSON report render the same rows."""

import json

from harness.checks import memory as memory_check
from harness.checks.check import View
from harness.report import report


def memory_lines(results, verbose=False):
    """The memory check's own lines of the terminal summary (harness.checks.memory's Summary)."""
    return memory_check.terminal_lines(results.where("memory"), View(verbose))


def memory_verdicts(results):
    return memory_check.memory_verdicts(results.where("memory"))


def _row(case, check, outcome, headroom=None, pair=None, **figures):
    return {"nodeid": f"x::{check}[{case}]", "pair": pair or case.split("[")[0], "case": case, "check": check,
            "outcome": outcome, "headroom": headroom, "path": "pallas (1 pallas_call)" if check == "path" else None,
            "seconds": 1.0, "check_seconds": 0.1, "reason": "known" if outcome == "xfailed" else None,
            "stages": None, "known_failure": None, "observed": None, "message": None, "figures": figures}


def test_the_three_renderings_agree_on_the_rows():
    results = report.RunResults(rows=[
        _row("p[f32-mesh1]", "path", "passed"), _row("p[f32-mesh1]", "values", "passed", 0.25),
        _row("p[bf16-mesh1]", "values", "failed", 3.5), _row("q[f32-mesh1]", "values", "xfailed"),
        _row("q[f32-mesh1]", "golden", "xpassed-strict"),
    ])
    results.add_work({"traces": 4, "compiles": 2})
    results.add_work({"traces": 1})
    lines = report.summary_lines(results, verbose=True)
    assert any(line.startswith("p ") and line.split()[1:5] == ["2", "1", "0", "0"] and "0.25" in line for line in lines)
    assert any(line.startswith("q ") and line.split()[1:5] == ["0", "1", "1", "0"] for line in lines)
    assert "golden    q[f32-mesh1]  (NOW PASSES: remove the entry)" in "\n".join(lines)
    compact = report.summary_lines(results)
    assert compact[0] == ("pallas-conformance: FAILED: 1 failed, 1 known failure(s) now pass (XPASS(strict)), 2 passed, "
                          "1 known failures (1 root cause), 0 skipped (5 checks)")
    assert "  p 2/1/0/0   q 0/1/1/0" in compact  # the pairs, on one line
    md = report.markdown(results, "default", None)
    assert md.startswith("## pallas-conformance: FAILED")
    assert "| p | 2 | 1 | 0 | 0 |" in md and "| q | 0 | 1 | 1 | 0 |" in md
    assert "| values | `p[bf16-mesh1]` | 3.5 |" in md and "| golden | `q[f32-mesh1]` | - |" in md
    assert "JAX work: 5 traces, 2 compiles requested" in md
    data = json.loads(report.json_text(results))
    assert data["results"] == results.rows and data["work"]["traces"] == 5
    assert results.verified_pairs() == set()  # p failed, q passed a check its manifest says fails
    results.rows = results.rows[:2]
    assert results.verified_pairs() == {"p"}
    results.partly_selected.add("p")  # a -k selection verifies nothing
    assert results.verified_pairs() == set()


def test_every_kernel_gets_one_memory_verdict_the_worst_of_its_cases():
    results = report.RunResults(rows=[
        _row("a[1d]", "memory", "passed", kernels="weno flux_div", memory_seconds=1.5),
        _row("a[2d]", "memory", "xfailed", kernels="weno redistribute", memory_seconds=2.0),
        _row("b[1d]", "memory", "failed", kernels="ct_curl", memory_seconds=0.5),
    ])
    verdicts = memory_verdicts(results)
    assert {k: (v["outcome"], v["cases"]) for k, v in verdicts.items()} == {
        "weno": ("xfailed", 2), "flux_div": ("passed", 1), "redistribute": ("xfailed", 1), "ct_curl": ("failed", 1)}
    lines = memory_lines(results)
    assert lines[0] == "memory safety (footprints, 3 cases, each grid in 4 orders): 4 kernels, 3 with findings"
    assert any(line.split()[:2] == ["ct_curl", "FINDINGS"] for line in lines)
    assert "| `redistribute` | xfailed | 1 |" in report.markdown(results, "default", None)
    assert not any(line.startswith("kernel branch coverage") for line in lines)  # no arms recorded
    results.rows[0]["figures"]["arms"] = {"weno": {"w.py:3 max#0": [2, [0]]}, "flux_div": {}}
    results.rows[1]["figures"]["arms"] = {"weno": {"w.py:3 max#0": [2, [1]], "w.py:9 select_n#0": [2, [1]]}}
    assert memory_lines(results)[-1] == ("kernel branch coverage: 3 of 4 reachable arms of 2 kernels' "
                                                "choices taken by some input; 1 not (harness coverage --kernels "
                                                "lists those no pair declares unreachable, -v all)")


def test_memory_summary_shows_where_jax_race_detector_disagrees():
    results = report.RunResults(rows=[
        _row("t[a]", "memory", "passed", kernels="flash", race_detector={"flash": "agrees: no race"},
             race_detector_seconds=1.25),
        _row("t[b]", "memory", "failed", kernels="in_place", race_detector_seconds=0.5, race_detector={
            "in_place": "disagrees: JAX's TPU race detector (2 cores) finds a race, this model none"}),
    ])
    lines = memory_lines(results)
    start = lines.index("JAX's TPU race detector (second opinion, 2 kernel runs, 1.8 s): 1 disagree or did not run")
    assert lines[start + 1] == ("  in_place in t[b]: disagrees: JAX's TPU race detector (2 cores) finds a race, "
                                "this model none")
    del results.rows[1]
    results.rows[0]["figures"]["race_detector"]["matmul"] = "not needed: one sweep, nothing runs on a second core"
    assert "JAX's TPU race detector (second opinion, 1 kernel runs, 1.2 s): agrees on every one" in \
        memory_lines(results)


def test_the_race_detector_line_never_agrees_after_running_on_no_kernel():
    """Every TPU kernel one sweep: the detector ran on none, and the summary does not say it agrees."""
    results = report.RunResults(rows=[
        _row("t[a]", "memory", "passed", kernels="matmul", race_detector_seconds=0.0,
             race_detector={"matmul": "not needed: one sweep, nothing runs on a second core"})])
    lines = memory_lines(results)
    assert "JAX's TPU race detector (second opinion): run on no kernel; each of the 1 TPU kernel(s) is one sweep " \
           "(nothing runs on a second core)" in lines
    assert not any("agrees" in line for line in lines)


def test_a_failing_case_fails_only_the_kernels_with_findings():
    results = report.RunResults(rows=[
        _row("t[a]", "memory", "failed", kernels="a b c b", kernels_with_findings="b b"),  # b: two shapes
        _row("t[b]", "memory", "xfailed", kernels="c d", kernels_with_findings="")])  # no list: the case's verdict
    assert {k: (v["outcome"], v["cases"]) for k, v in memory_verdicts(results).items()} == {
        "a": ("passed", 1), "b": ("failed", 1), "c": ("xfailed", 2), "d": ("xfailed", 1)}


def _known(case, check, defect, reach=""):
    row = _row(case, check, "xfailed", reach=reach)
    row["known_failure"] = defect
    return row


def test_the_summary_says_the_verdict_first_then_root_causes_with_counts_and_cases_only_with_v():
    rows = [_known(f"p[{i}]", "values", "p-wrong", "defect") for i in range(300)]
    rows += [_known(f"q[{i}]", "gradients", "q-slow + p-wrong", "hazard + defect") for i in range(10)]
    rows += [_row(f"r[{i}]", "memory", "failed") for i in range(25)] + [_row("s[1]", "path", "passed")]
    results = report.RunResults(rows=rows)
    lines = report.summary_lines(results)
    assert lines[0] == ("pallas-conformance: FAILED: 25 failed, 1 passed, 310 known failures (2 root causes), "
                        "0 skipped (336 checks)")
    assert lines[1] == "failing checks (25):" and lines[2] == "  memory    r[0]"
    assert lines[22] == "  ... and 5 more (-v, the JSON report and the HTML page list them)"
    causes = lines[lines.index(next(line for line in lines if line.startswith("known failures by root cause"))) + 1:][:2]
    assert causes == ["    310  p-wrong [defect]: gradients 10, values 300", "     10  q-slow [hazard]: gradients 10"]
    assert "by reach: 1 defect, 1 hazard" in "\n".join(lines)
    assert len(lines) < 35 and not any("p[7]" in line for line in lines)  # no case of a known failure
    every = report.summary_lines(results, verbose=True)
    assert sum(1 for line in every if "p[" in line and "values" in line) == 300 and "  memory    r[24]" in every
    assert sum(1 for line in every if line.strip() == "gradients q[3]") == 2  # under each of its two causes


def test_a_gate_sized_run_summarises_in_sixty_lines():
    """The shape of astronomix's PR gate at --gpus 2: 19 pairs, 40 root causes, 700 known failures, 60
    GPU-compile cases and 40 kernels' memory checks; without -v, about 60 lines whatever the case count."""
    rows = []
    for k in range(700):
        pair = f"pair{k % 19:02d}"
        rows.append(_known(f"{pair}[{k}]", ("values", "gradients", "conventions")[k % 3], f"cause-{k % 40}", "defect"))
    for k in range(1500):
        rows.append(_row(f"pair{k % 19:02d}[{k}]", "values", "passed", 0.5))
    for k in range(60):
        rows.append(_row(f"pair{k % 19:02d}[g{k}]", "gpu_compile", "xfailed" if k < 3 else "passed", gpu={
            "memory": {"native": {"temp_bytes": 1}, "pallas": {"temp_bytes": 2, "alias_bytes": 0}},
            "kernels": {"k@sm_90a": {"registers": 40, "spill_stores_bytes": 0, "spill_loads_bytes": 0,
                                     "shared_memory_bytes": 0, "compile_units": 1.0}}}, calibration_s=0.1))
    for k in range(40):
        rows.append(_row(f"pair{k % 19:02d}[m{k}]", "memory", "xfailed" if k < 2 else "passed", kernels=f"kernel{k}",
                         memory_seconds=1.0))
    for row in rows:
        if row["outcome"] == "xfailed" and not row["known_failure"]:
            row["known_failure"] = "cause-0"
    results = report.RunResults(rows=rows)
    lines = (report.summary_lines(results) + report.check_lines(results, View())
             + report.deprecation_lines(results) + [report.work_line(results.work_counts, None)])
    assert len(lines) <= 60, "\n".join(lines)
    assert lines[0].startswith("pallas-conformance: PASSED: 0 failed, 1595 passed, 705 known failures (40 root causes)")
    verbose = report.summary_lines(results, True) + report.check_lines(results, View(verbose=True))
    assert len(verbose) > 700 + 60 + 40


def test_a_jax_deprecation_is_said_once_with_the_cases_that_raise_it():
    message = "Using ``pl.pallas_call`` for Mosaic GPU kernels is deprecated. Please migrate to ``plgpu.kernel``."
    results = report.RunResults(rows=[_row(f"p[{i}]", "lowering", "passed", jax_deprecation=message) for i in range(30)]
                                + [_row("q[1]", "lowering", "passed", jax_deprecation=message),
                                   _row("q[1]", "gpu_compile", "passed", jax_deprecation=message),  # the same case
                                   _row("s[1]", "gpu_compile", "xfailed", jax_deprecation=message),  # -k gpu_compile
                                   _row("r[1]", "lowering", "passed")])
    assert report.deprecation_lines(results) == [
        "JAX deprecation (its warning left out of the log; said once): the CUDA lowering of 32 case(s) of p, q, s: "
        + message]


def test_a_row_comes_back_from_its_properties_as_it_went():
    """One encoding into user_properties (harness.checks.row.properties) and one decoding (row.fields): the
    check's figures come back as figures, the identity and the manifest's judgement as the row's own fields,
    the case's run time where it was recorded; a test that is no check's has no row."""
    from harness.checks import row

    props = row.identity("p[1d]", "p", "values") + row.properties({"headroom": 0.5, "max_ulp": 3, "path": "pallas"})
    props += row.properties({"observed": "CheckFailure: x", "known_failure": "lf"})
    fields = row.fields(props)
    assert (fields["case"], fields["pair"], fields["check"]) == ("p[1d]", "p", "values")
    assert (fields["observed"], fields["known_failure"], fields["headroom"]) == ("CheckFailure: x", "lf", 0.5)
    assert fields["figures"] == {"headroom": 0.5, "max_ulp": 3, "path": "pallas"} and "seconds" not in fields
    timed = row.fields(props + row.properties({"seconds": 1.25}))
    assert timed["seconds"] == 1.25 and timed["figures"]["seconds"] == 1.25
    assert row.fields([("other", 1)]) is None
    assert row.properties({"a": 1, "b": 2}, have=["harness.a"]) == [("harness.b", 2)]  # those already there stay
