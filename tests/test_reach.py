"""Reachability from the public API (harness coverage --reach): which kernels the toy simulation's
time loop runs, and whether each known failure is a defect (a user reaches the input), a hazard
(only a direct call does: the entry has no gate and its callers never pass it) or unreached."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import REPO

PAIRS = REPO / "tests" / "toy" / "reach_pairs.py"
ENTRY = '''[[known_failure]]
defect = "{defect}"
why = "a toy entry"
check = "values"
cases = ["{pattern}"]
match = "differ"
{reach}
'''


def manifest(path: Path, reach: dict[str, str]) -> Path:
    entries = [("advect-defect", "toy_advect_step[*-n64]"), ("advect-hazard", "toy_advect_step[*-n60]"),
               ("dead-kernel", "toy_dead[*]")]
    path.write_text("\n".join(ENTRY.format(defect=d, pattern=p, reach=f'reach = "{reach[d]}"' if d in reach else "")
                              for d, p in entries))
    return path


def reach(tmp_path: Path, labels: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness.cli", "coverage", "--reach", "--pairs", str(PAIRS),
                           "--manifest", str(manifest(tmp_path / "known.toml", labels)), "--cache",
                           str(tmp_path / "cache")], cwd=REPO, capture_output=True, text=True, timeout=600)


def test_each_known_failure_is_classified_by_what_the_public_api_reaches(tmp_path):
    run = reach(tmp_path, {})
    assert run.returncode == 1, run.stdout + run.stderr
    out = run.stdout
    assert "toy_advect_step                toy_advect                           reached by 1 variant(s): " \
           "toy_advection[upwind]" in out, out
    assert "toy_dead                       toy_dead                             NOT REACHED from the public API" in out
    assert "defect    advect-defect: toy_advect_step[f32-x64off-interp-mesh1-n64] runs toy_advect" in out
    assert ("hazard    advect-hazard: toy_advect_step has no gate of its own and its callers' gate rejects this "
            "input (toy_advect_step[f32-x64off-interp-mesh1-n60])") in out
    assert "unreached dead-kernel: no scenario variant runs toy_dead" in out
    assert "1 defect, 1 hazard, 1 unreached" in out
    assert "3 entries whose reach the manifest does not state as measured" in run.stderr
    stated = reach(tmp_path, {"advect-defect": "defect", "advect-hazard": "hazard", "dead-kernel": "unreached"})
    assert stated.returncode == 0, stated.stdout + stated.stderr
    wrong = reach(tmp_path, {"advect-defect": "defect", "advect-hazard": "defect", "dead-kernel": "unreached"})
    assert wrong.returncode == 1 and "<- the manifest says 'defect'" in wrong.stdout

    # the gate's HTML page shows the measurement while the declarations and scenarios are these
    from harness.tools import reach as reach_module
    from harness.declare import load_target
    from harness.report.html_report import reach_section

    target = load_target(PAIRS)
    page = reach_section(reach_module.load(target, tmp_path / "cache"))
    assert "1 of 2 kernels are run by some of the 1 scenario variants; 1 by none" in page
    assert "<code>toy_dead</code></td><td><span class=\"failed\">not reached from the public API" in page
    assert "toy_advection[upwind]" in page
    other = load_target(REPO / "tests" / "toy" / "pairs.py")  # other declarations: not measured
    assert reach_module.load(other, tmp_path / "cache") is None
    assert "Not measured for these declarations" in reach_section(None)


def test_the_summary_and_the_page_count_defects_and_hazards_apart():
    from harness.report.html_report import known_failures
    from harness.report.report import reach_counts

    rows = [{"known_failure": "a", "figures": {"reach": "defect"}, "outcome": "xfailed", "check": "values", "case": "p[1]"},
            {"known_failure": "a", "figures": {"reach": "defect"}, "outcome": "xfailed", "check": "values", "case": "p[2]"},
            {"known_failure": "b + c", "figures": {"reach": "hazard + defect"}, "outcome": "xfailed", "check": "memory",
             "case": "p[3]"},
            {"known_failure": "d", "figures": {"reach": "hazard"}, "outcome": "xfailed", "check": "values", "case": "q[1]"}]
    assert reach_counts(rows) == "2 defects, 2 hazards"
    page = known_failures(rows)
    assert "Root causes by reach" in page and "2 defects, 2 hazards" in page and "<b>d</b> [hazard]" in page
    assert reach_counts([{**rows[0], "figures": {"reach": "not stated"}}]) == ""
