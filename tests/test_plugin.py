"""The plugin end to end on a real (toy) Pallas pair: each planted bug must fail the right check."""

import json


def test_correct_pair_passes_and_reports_paths(toy_suite, tmp_path):
    report = tmp_path / "r.json"
    result = toy_suite("-q", "--harness-report", str(report))
    # path + values on b8 (f32, f32 x64, f64) and b12; the toy declares no gradients (empty set: skip)
    result.assert_outcomes(passed=8, skipped=1)
    result.stdout.fnmatch_lines(["*pallas-conformance summary*", "toy_stencil*8*0*0*fallback,pallas*"])
    rows = json.loads(report.read_text())["results"]
    ids = {r["case"] for r in rows}
    assert "toy_stencil[1d-f32-x64off-interp-b8-mesh1]" in ids
    assert "toy_stencil[1d-f32-x64off-interp-b12-mesh1]" in ids  # 12 does not divide 64: fallback
    paths = {r["case"]: r["path"] for r in rows if r["check"] == "path"}
    assert paths["toy_stencil[1d-f32-x64off-interp-b8-mesh1]"].startswith("pallas")
    assert paths["toy_stencil[1d-f32-x64off-interp-b12-mesh1]"].startswith("fallback")


def test_planted_offset_bug_is_caught(toy_suite):
    result = toy_suite("-q", "-k", "values", bug="offset")
    result.assert_outcomes(passed=1, failed=3)  # the b12 case falls back to native and stays right
    result.stdout.fnmatch_lines(["*Pallas and native values differ (path: pallas (1 pallas_call))*",
                                 "*elements differ*", "*max abs err*max rel err*max ulp*headroom*"])


def test_silent_fallback_is_a_failure_not_a_pass(toy_suite):
    result = toy_suite("-q", "-k", "path", bug="fallback")
    result.assert_outcomes(passed=1, failed=3)
    result.stdout.fnmatch_lines(["*contains no pallas_call: it silently fell back to native*"])


def test_predicate_disagreeing_with_declaration_fails(toy_suite):
    result = toy_suite("-q", "-k", "path", bug="gate")
    result.stdout.fnmatch_lines(["*predicate*says reject, the declaration says accept*"])
    assert result.ret == 1


def test_unwritten_cells_are_not_a_perfect_match(toy_suite):
    result = toy_suite("-q", "-k", "values and b8", bug="nan")
    result.assert_outcomes(failed=3)
    result.stdout.fnmatch_lines(["*NaN/Inf positions disagree*"])


def test_known_failure_is_strict_xfail(toy_suite):
    manifest = """
[[known_failure]]
pair = "toy_stencil"
case = "toy_stencil[1d-*-b8-*]"
check = "values"
observed = "max rel err 0.2"
why = "planted offset bug"
"""
    result = toy_suite("-q", "-k", "values", bug="offset", manifest=manifest)
    result.assert_outcomes(passed=1, xfailed=3)
    result.stdout.fnmatch_lines(["*known failures*", "*values*toy_stencil?1d-f32-x64off-interp-b8-mesh1?*"])
    # the day it is fixed, the run says so
    fixed = toy_suite("-q", "-k", "values", manifest=manifest)
    fixed.assert_outcomes(passed=1, failed=3)
    fixed.stdout.fnmatch_lines(["*XPASS(strict)*"])


def test_malformed_manifest_is_a_clear_error(toy_suite):
    result = toy_suite("-q", manifest='[[known_failure]]\npair = "toy_stencil"\ncase = "x*"\n')
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*known.toml: *known_failure* #1: missing*observed*why*"])


def test_missing_function_names_file_and_pair(toy_suite, pytester):
    broken = pytester.path / "broken_pairs.py"
    from conftest import TOY

    broken.write_text(TOY.read_text().replace('"@pairs:stencil_native"', '"jax.numpy:no_such_function"'))
    result = toy_suite("-q", pairs=broken)
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*broken_pairs.py: pair 'toy_stencil': 'jax.numpy' has no attribute "
                                 "'no_such_function'*update the declaration*"])


def test_gpus_two_runs_mesh_two_on_simulated_devices(toy_suite):
    result = toy_suite("--gpus", "2", "-k", "path")
    result.stdout.fnmatch_lines(["*2 simulated CPU device(s)*", "*passed*"])
    result.assert_outcomes(passed=5)  # mesh2 added for the base block at f32


def test_gpus_not_dividing_the_grid_is_a_collection_error(toy_suite):
    result = toy_suite("-q", "--gpus", "3")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*splits x (64 cells) over 3 devices*use --gpus with a divisor of 64*"])


def test_xdist_keeps_a_case_on_one_worker(toy_suite):
    result = toy_suite("-q", "-n", "2")
    result.assert_outcomes(passed=8, skipped=1)


def test_real_astronomix_case_end_to_end(pytester):
    """One real astronomix WENO case through the installed plugin: the Pallas path runs and agrees."""
    from conftest import REPO

    result = pytester.runpytest_subprocess(
        str(REPO / "conformance"), "--rootdir", str(REPO), "-c", str(REPO / "pyproject.toml"), "-p",
        "no:cacheprovider", "-k", "weno_hydro_flux[1d-f32-x64off-interp-b4-mesh1-axis0-icwave]")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*weno_hydro_flux*2*0*0*0*pallas*"])
