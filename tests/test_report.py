"""The terminal summary, the Markdown comment and the JSON report render the same rows."""

import json

from harness import report


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
    lines = report.summary_lines(results)
    assert any(line.startswith("p ") and line.split()[1:5] == ["2", "1", "0", "0"] and "0.25" in line for line in lines)
    assert any(line.startswith("q ") and line.split()[1:5] == ["0", "1", "1", "0"] for line in lines)
    assert "golden    q[f32-mesh1]  (NOW PASSES: remove the entry)" in "\n".join(lines)
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
    verdicts = report.memory_verdicts(results)
    assert {k: (v["outcome"], v["cases"]) for k, v in verdicts.items()} == {
        "weno": ("xfailed", 2), "flux_div": ("passed", 1), "redistribute": ("xfailed", 1), "ct_curl": ("failed", 1)}
    lines = report.memory_lines(results)
    assert lines[0] == "memory safety (footprints, 3 cases, each grid in 4 orders): 4 kernels, 3 with findings"
    assert any(line.split()[:2] == ["ct_curl", "FINDINGS"] for line in lines)
    assert "| `redistribute` | xfailed | 1 |" in report.markdown(results, "default", None)
    assert not any(line.startswith("kernel branch coverage") for line in lines)  # no arms recorded
    results.rows[0]["figures"]["arms"] = {"weno": {"w.py:3 max#0": [2, [0]]}, "flux_div": {}}
    results.rows[1]["figures"]["arms"] = {"weno": {"w.py:3 max#0": [2, [1]], "w.py:9 select_n#0": [2, [1]]}}
    assert report.memory_lines(results)[-1] == ("kernel branch coverage: 3 of 4 reachable arms of 2 kernels' "
                                                "choices taken by some input; 1 not (harness coverage --kernels "
                                                "lists those no pair declares unreachable, -v all)")


def test_memory_summary_shows_where_jax_race_detector_disagrees():
    results = report.RunResults(rows=[
        _row("t[a]", "memory", "passed", kernels="flash", race_detector={"flash": "agrees: no race"},
             race_detector_seconds=1.25),
        _row("t[b]", "memory", "failed", kernels="in_place", race_detector_seconds=0.5, race_detector={
            "in_place": "disagrees: JAX's TPU race detector (2 cores) finds a race, this model none"}),
    ])
    lines = report.memory_lines(results)
    start = lines.index("JAX's TPU race detector (second opinion, 2 kernel runs, 1.8 s): 1 disagree or did not run")
    assert lines[start + 1] == ("  in_place in t[b]: disagrees: JAX's TPU race detector (2 cores) finds a race, "
                                "this model none")
    del results.rows[1]
    results.rows[0]["figures"]["race_detector"]["matmul"] = "not needed: one sweep, nothing runs on a second core"
    assert "JAX's TPU race detector (second opinion, 1 kernel runs, 1.2 s): agrees on every one" in \
        report.memory_lines(results)
