"""Root-cause attribution of known failures: two defects of one symptom in one toy kernel
(tests/toy_causes), each case filed under its own entry, and a misfiled case found by switching
its entry's cause off (harness known-failures --attribute), not by its signature."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, jax_cache_args

TOY = REPO / "tests" / "toy_causes" / "pairs.py"
SIGNATURE = 'check = "values"\nmatch = "[1-9]\\\\d* of \\\\d+ elements differ"\n'
SCALE = 'requires = { scale = "two" }\nswitch_off = { scale = "one" }\n'
SHIFT = 'requires = { shift = "half" }\nswitch_off = { shift = "zero" }\n'


def manifest(scale_cases: list[str], shift_cases: list[str]) -> str:
    def entry(defect, why, cases, cause):
        listed = ", ".join(f'"toy_affine[f32-x64off-interp-mesh1-{c}]"' for c in cases)
        return f'[[known_failure]]\ndefect = "{defect}"\nwhy = "{why}"\n{SIGNATURE}cases = [{listed}]\n{cause}\n'

    return (entry("toy-scale", "the kernel's scale of two is 2.01", scale_cases, SCALE)
            + entry("toy-shift", "the kernel's shift of a half is 0.51", shift_cases, SHIFT))


@pytest.fixture
def project(pytester: pytest.Pytester):
    pytester.makepyfile(test_pairs=(REPO / "conformance" / "test_pairs.py").read_text())
    (pytester.path / "pairs.py").write_text(TOY.read_text())
    return pytester


def gate(project, planted: str, text: str):
    (project.path / "known.toml").write_text(text)
    os.environ["TOY_CAUSES"] = planted
    try:
        return project.runpytest_subprocess("test_pairs.py", "--pairs", "pairs.py", "--known-failures", "known.toml", "--grid", "full",
                                            "--golden-dir", "golden", *jax_cache_args(), "-p", "no:cacheprovider",
                                            "-k", "values")
    finally:
        del os.environ["TOY_CAUSES"]


def attribute(project, planted: str, text: str) -> subprocess.CompletedProcess:
    (project.path / "known.toml").write_text(text)
    return subprocess.run([sys.executable, "-m", "harness.cli", "known-failures", "--attribute", "--grid", "full",
                           "--pairs", "pairs.py", "--manifest", "known.toml", "--suite", "test_pairs.py",
                           "--golden-dir", "golden", *jax_cache_args()],
                          # TMPDIR: the reports it keeps (printed, for --source) stay in the test's folder
                          cwd=project.path, env={**os.environ, "TOY_CAUSES": planted, "TMPDIR": str(project.path)},
                          capture_output=True, text=True,
                          timeout=600)


def test_two_defects_of_one_symptom_each_case_under_its_cause(project):
    text = manifest(["scaletwo-shiftzero", "scaletwo-shifthalf"], ["scaleone-shifthalf"])
    gate(project, "scale,shift", text).assert_outcomes(passed=1, xfailed=3)
    run = attribute(project, "scale,shift", text)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "toy-scale (switched off by scaleone): 1 explained, 1 joint" in run.stdout
    assert ("joint: values toy_affine[f32-x64off-interp-mesh1-scaletwo-shifthalf]: with toy-shift: with those causes "
            "off too (toy_affine[f32-x64off-interp-mesh1-scaleone-shiftzero]) it passes") in run.stdout
    assert "toy-shift (switched off by shiftzero): 1 explained" in run.stdout


def test_a_case_filed_under_the_wrong_cause_is_found_by_switching_it_off(project):
    """Only the shift defect is planted: the case with both options fails for the shift alone. Filed
    under toy-scale its signature still matches (an xfail), so only attribution sees it is misfiled."""
    text = manifest(["scaletwo-shifthalf"], ["scaleone-shifthalf"])
    gate(project, "shift", text).assert_outcomes(passed=2, xfailed=2)
    run = attribute(project, "shift", text)
    assert run.returncode == 1, run.stdout + run.stderr
    assert ("misfiled: values toy_affine[f32-x64off-interp-mesh1-scaletwo-shifthalf]: it is 'toy-shift''s: with only "
            "that cause off (toy_affine[f32-x64off-interp-mesh1-scaletwo-shiftzero]) it passes") in run.stdout
    assert "toy-shift (switched off by shiftzero): 1 explained" in run.stdout
    fixed = manifest(["scaletwo-shiftzero"], ["scaleone-shifthalf", "scaletwo-shifthalf"])
    assert attribute(project, "shift,scale", fixed).returncode == 0


def test_a_case_without_its_entrys_cause_is_a_collection_error(project):
    result = gate(project, "scale,shift", manifest(["scaletwo-shiftzero", "scaleone-shifthalf"],
                                                      ["scaletwo-shifthalf"]))
    assert result.ret != 0
    result.stdout.fnmatch_lines([
        "*1 case(s) filed under an entry whose cause is absent from them:*",
        "*#1 ('toy-scale') claims toy_affine?f32-x64off-interp-mesh1-scaleone-shifthalf?, but its cause needs "
        "scaletwo, the case has scaleone*"])
