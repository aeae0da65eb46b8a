"""The determinism check (harness/checks/determinism.py) through the real plugin on a toy
(`tests/toy_callbacks/pairs.py`): host state in the Pallas side's result (1e-7 more on every call)
passes the values check and fails this one; the kernel as written is bit-identical run to run."""

import json
from pathlib import Path

TOY = Path(__file__).resolve().parent / "toy_callbacks" / "pairs.py"


def test_a_result_that_depends_on_the_run_fails_while_values_agree(toy_suite, monkeypatch, tmp_path):
    monkeypatch.setenv("TOY_CALLBACK", "state")
    report, page = tmp_path / "report.json", tmp_path / "report.html"
    result = toy_suite("-q", "-k", "test_determinism or test_values", "--harness-report", str(report),
                       "--harness-html", str(page), pairs=TOY)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*toy_affine*: the Pallas side run twice on the same inputs gives different bits "
                                 "(output 0: 64 of 64 elements differ)*",
                                 "determinism (the Pallas side run twice on the same inputs): 1 cases, "
                                 "1 not bit-identical",
                                 "  toy_affine*failed*output 0: 64 of 64 elements"])
    [row] = [r for r in json.loads(report.read_text())["results"] if r["check"] == "determinism"]
    assert row["figures"]["determinism_mode"] == "interpret" and row["figures"]["determinism_outputs"] == 1
    text = page.read_text()
    assert "<h2>Determinism</h2>" in text and "output 0: 64 of 64 elements" in text


def test_the_kernel_as_written_is_bit_identical_run_to_run(toy_suite, monkeypatch):
    monkeypatch.setenv("TOY_CALLBACK", "")
    result = toy_suite("-q", "-k", "test_determinism", pairs=TOY)
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["determinism (the Pallas side run twice on the same inputs): 1 cases, "
                                 "every one bit-identical"])
