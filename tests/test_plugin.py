"""The plugin end to end on a real (toy) Pallas pair: each planted bug must fail the right check."""

import json
import re
import shutil
from pathlib import Path

from conftest import REPO, TOY as TOY_PAIRS, jax_cache_args


def test_correct_pair_passes_and_reports_paths(toy_suite, tmp_path):
    report = tmp_path / "r.json"
    result = toy_suite("-q", "-k", "not test_golden and not test_gpu_compile", "--harness-report", str(report))
    # path, values, lowering and filecheck on b8 and b12 (each at f32, f32 x64, f64: the pairwise grid of
    # two axes is their product), memory once (the one kernel variant), conventions twice (also with x64 on and a
    # float32 state, for the x64 rule); the toy declares
    # no gradients, timings need a real GPU, and native_mesh has no case at --gpus 1: one visible skip each,
    # with its reason
    result.assert_outcomes(passed=29, skipped=3)
    result.stdout.no_fnmatch_line("*got empty parameter set*")
    result.stdout.fnmatch_lines(["*pallas-conformance summary*", "pallas-conformance: PASSED: 0 failed, 29 passed*",
                                 "  toy_stencil 29/0/0/0 [[]fallback,pallas]"])
    rows = json.loads(report.read_text())["results"]
    ids = {r["case"] for r in rows}
    assert "toy_stencil[1d-f32-x64off-interp-b8-mesh1]" in ids
    assert "toy_stencil[1d-f32-x64off-interp-b12-mesh1]" in ids  # 12 does not divide 64: fallback
    paths = {r["case"]: r["path"] for r in rows if r["check"] == "path"}
    assert paths["toy_stencil[1d-f32-x64off-interp-b8-mesh1]"].startswith("pallas")
    assert paths["toy_stencil[1d-f32-x64off-interp-b12-mesh1]"].startswith("fallback")


def test_planted_offset_bug_is_caught(toy_suite):
    result = toy_suite("-q", "-k", "values", bug="offset")
    result.assert_outcomes(passed=3, failed=3)  # the b12 cases fall back to native and stay right
    result.stdout.fnmatch_lines(["*Pallas and native values differ (path: pallas (1 pallas_call))*",
                                 "*elements differ*", "*max abs err*max rel err*max ulp*headroom*"])


def test_silent_fallback_is_a_failure_not_a_pass(toy_suite):
    result = toy_suite("-q", "-k", "path", bug="fallback")
    result.assert_outcomes(passed=3, failed=3)
    result.stdout.fnmatch_lines(["*contains no pallas_call: it silently fell back to native*"])


def test_predicate_disagreeing_with_declaration_fails(toy_suite):
    result = toy_suite("-q", "-k", "path", bug="gate")
    result.stdout.fnmatch_lines(["*predicate*says reject, the declaration says accept*"])
    assert result.ret == 1


def test_a_branch_inside_the_kernel_breaks_a_convention_not_parity(toy_suite):
    result = toy_suite("-q", "-k", "(conventions or values) and b8", bug="cond")
    result.assert_outcomes(passed=3, failed=2)  # the values agree; the conventions check (x64 off and on) does not
    result.stdout.fnmatch_lines(["*toy_stencil[[]1d-*-b8-mesh1]: 1 convention(s) broken*",
                                 "*[[]cond-in-kernel[]] kernel toy_stencil contains 1 cond/switch (up to 2 branches) whose choice*"])


def test_unwritten_cells_are_not_a_perfect_match(toy_suite):
    result = toy_suite("-q", "-k", "values and b8", bug="nan")
    result.assert_outcomes(failed=3)
    result.stdout.fnmatch_lines(["*NaN/Inf positions disagree*"])


OFFSET_BUG = """
[[known_failure]]
defect = "toy-offset"
why = "planted offset bug: the left neighbour is read two cells away"
check = "values"
cases = ["toy_stencil[1d-*-b8-*]"]
match = "Pallas and native values differ"
at_least = { max_rel = 0.01 }
"""


def test_known_failure_is_an_xfail_only_with_its_signature(toy_suite):
    result = toy_suite("-q", "-k", "values", bug="offset", manifest=OFFSET_BUG)
    result.assert_outcomes(passed=3, xfailed=3)
    result.stdout.fnmatch_lines(["*known failures by root cause*", "      3  toy-offset: values 3"])
    # the day it is fixed, the run says so
    fixed = toy_suite("-q", "-k", "values", manifest=OFFSET_BUG)
    fixed.assert_outcomes(passed=3, failed=3)
    fixed.stdout.fnmatch_lines(["*XPASS(strict)*known failure 'toy-offset'*", "*remove the case from the entry*"])


def test_a_known_failure_that_fails_differently_fails_the_run(toy_suite):
    """The entry expects the offset bug; a different bug on the same cases (cells left unwritten)
    is a new finding, not a known failure: it fails, naming the entry and both signatures."""
    result = toy_suite("-q", "-k", "values", bug="nan", manifest=OFFSET_BUG)
    result.assert_outcomes(passed=3, failed=3)
    result.stdout.fnmatch_lines([
        "*fails differently from known failure 'toy-offset' (known.toml #1): max_rel = 0, expected >= 0.01*",
        "*expected: a check verdict (CheckFailure), message ~ /Pallas and native values differ/, max_rel >= 0.01*",
        "*observed: CheckFailure: toy_stencil?1d-*-b8-mesh1?: Pallas and native values differ*n_nonfinite_mismatch=*",
        "*NaN/Inf positions disagree*"])


def test_malformed_manifest_is_a_clear_error(toy_suite):
    result = toy_suite("-q", manifest='[[known_failure]]\ndefect = "d"\ncases = ["x*"]\n')
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*known.toml: *known_failure* #1 ('d'): missing*match*why*"])


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
    # 6 at mesh 1 (precision x block); 4 at mesh 2: each value once, and each precision once where
    # the kernel runs (block 8: block 12 does not divide, its case runs the fallback)
    result.assert_outcomes(passed=10)


def test_gpus_not_splitting_the_grid_says_so_and_runs_the_rest(toy_suite):
    result = toy_suite("-q", "--gpus", "3", "-k", "path")
    assert result.ret == 0
    result.stdout.fnmatch_lines(["*mesh 3 does not split 1d (x = 64)*no such case at mesh 3*"])
    result.assert_outcomes(passed=10)  # the cases of --gpus 2: mesh sizes 1, 2 and 3


def _traces(result) -> int:
    [line] = [line for line in result.outlines if line.startswith("JAX work:")]
    return int(line.split()[2])


def test_xdist_keeps_a_case_on_one_worker(toy_suite):
    """Each case is traced once per side however many workers share the checks: a case split over
    two workers would be traced (and run) twice."""
    selection = ("-k", "not test_golden and not test_gpu_compile")
    serial = toy_suite("-q", *selection)
    result = toy_suite("-q", "-n", "2", *selection)
    result.assert_outcomes(passed=29, skipped=3)
    assert _traces(result) == _traces(serial) > 0


def test_case_scope_groups_checks_by_case():
    from harness.plugin.xdist_scheduling import case_scope

    assert case_scope("conformance/test_pairs.py::test_path[ct_rhs[3d-f32-x64on-interp-b8x4x4-mesh1]]") \
        == case_scope("conformance/test_pairs.py::test_values[ct_rhs[3d-f32-x64on-interp-b8x4x4-mesh1]]") \
        == "ct_rhs[3d-f32-x64on-interp-b8x4x4-mesh1]"
    assert case_scope("conformance/test_scenarios.py::test_parity[shock_tube[fd]]") == "shock_tube[fd]"
    assert case_scope("tests/test_units.py::test_plain") == "tests/test_units.py::test_plain"


def test_real_astronomix_case_end_to_end(pytester):
    """One real astronomix WENO case through the installed plugin: the Pallas path runs and agrees."""
    from conftest import REPO

    result = pytester.runpytest_subprocess(
        str(REPO / "conformance"), "--rootdir", str(REPO), "-c", str(REPO / "pyproject.toml"), "-p",
        "no:cacheprovider", "-k", "weno_hydro_flux[1d-f32-x64off-interp-b4-mesh1-axis0-icwave]")
    # path, values, lowering, filecheck, golden (blessed in golden/), memory, conventions, host_callbacks,
    # determinism, gpu_compile (or its skip reason)
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed", 0) == 0 and outcomes.get("passed", 0) + outcomes.get("skipped", 0) == 10, outcomes
    assert outcomes.get("passed", 0) >= 9
    result.stdout.fnmatch_lines(["  weno_hydro_flux */0/0/*"])  # a path other than Pallas would be named in [...]
    result.stdout.no_fnmatch_line("*weno_hydro_flux */0/0/* [[]*")


# -- IR, FileCheck, goldens ---------------------------------------------------------------------------

B8 = "toy_stencil[1d-f32-x64off-interp-b8-mesh1]"


def esc(text: str) -> str:
    """fnmatch reads [..] as a character class: make brackets literal."""
    return text.replace("[", "[[]")


def _bless(toy_suite, *args, bug=""):
    return toy_suite("-q", "-k", "test_golden", "--harness-bless", "all", *args, bug=bug)


def test_missing_golden_fails_with_the_bless_command(toy_suite):
    result = toy_suite("-q", "-k", "test_golden and b8 and x64off")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([esc(f"*no golden at *{B8}*create it with `harness bless -k '{B8}'`*")])


def test_bless_then_golden_holds_and_a_value_change_is_caught(toy_suite, pytester):
    blessed = _bless(toy_suite)
    blessed.assert_outcomes(passed=6)
    blessed.stdout.fnmatch_lines(["*bless: 6 new, 0 changed, 0 unchanged, 0 refused*"])
    records = sorted(pytester.path.glob("golden/*/toy_stencil/*/record.json"))
    assert len(records) == 6
    before = {p: p.read_bytes() for p in pytester.path.glob("golden/**/*") if p.is_file()}
    toy_suite("-q", "-k", "test_golden").assert_outcomes(passed=6)
    again = _bless(toy_suite)
    again.stdout.fnmatch_lines(["*bless: 0 new, 0 changed, 6 unchanged, 0 refused*"])
    # A planted bug changes the Pallas outputs: the golden check fails with statistics and the fix.
    broken = toy_suite("-q", "-k", "test_golden and b8", bug="offset")
    broken.assert_outcomes(failed=3)
    broken.stdout.fnmatch_lines(["*differs from its golden*", "*values:pallas[[]0]: drifted * eps in the 2-norm*",
                                 "*If the change is intended: harness bless -k*"])
    # ... and blessing it is refused: nothing is overwritten.
    refused = _bless(toy_suite, bug="offset")
    refused.stdout.fnmatch_lines(["*refusing to bless a case whose parity fails*", "*3 refused*"])
    after = {p: p.read_bytes() for p in pytester.path.glob("golden/**/*") if p.is_file()}
    assert after == before


def test_bless_dry_run_writes_nothing(toy_suite, pytester):
    result = _bless(toy_suite, "--harness-bless-dry-run")
    result.stdout.fnmatch_lines(["*bless (dry run: nothing written): 6 new*"])
    assert not list(pytester.path.glob("golden/**/record.json"))


def test_ir_change_shows_a_diff_and_bless_records_it(toy_suite):
    _bless(toy_suite).assert_outcomes(passed=6)
    renamed = toy_suite("-q", "-k", "test_golden and b8 and x64off", bug="rename")
    renamed.assert_outcomes(failed=1)
    renamed.stdout.fnmatch_lines(["*ir:cuda: * lines changed*", "*+*toy_stencil_v2*"])


def test_unused_golden_is_reported_and_pruned(toy_suite, pytester):
    import subprocess
    import sys

    _bless(toy_suite).assert_outcomes(passed=6)
    [env] = [p for p in (pytester.path / "golden").iterdir()]
    stray = env / "toy_stencil" / "toy_stencil[1d-f32-x64off-interp-b999-mesh1]"
    stray.mkdir()
    (stray / "record.json").write_text("{}")
    # -k selects one case: still only the stray one is unused (decided from the declarations)
    result = toy_suite("-q", "-k", "test_golden and b12")
    result.stdout.fnmatch_lines(["*1 golden(s) no declared case produces*", "*b999*"])
    cmd = [sys.executable, "-m", "harness.cli", "prune", "--pairs", str(TOY_PAIRS), "--golden-dir",
           str(pytester.path / "golden")]
    dry = subprocess.run(cmd + ["--dry-run"], capture_output=True, text=True, check=True)
    assert "would remove" in dry.stdout and stray.exists()
    orphan = env / "_kernels" / "0123456789abcdef.mlir.xz"  # a kernel text no golden names any more
    orphan.write_bytes(b"")
    kept = sorted(env.glob("_kernels/*"))
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert "1 unused golden(s) removed" in done.stdout and not stray.exists()
    assert "1 kernel IR text(s) no golden names removed" in done.stdout and not orphan.exists()
    assert len(list(env.glob("toy_stencil/*/record.json"))) == 6 and sorted(env.glob("_kernels/*")) == [
        p for p in kept if p != orphan]


def test_f64_in_an_f32_kernel_fails_filecheck(toy_suite, pytester):
    result = toy_suite("-q", "-k", "test_filecheck", bug="f64")
    # only the f32 case with x64 on computes in f64; its values still agree
    result.assert_outcomes(passed=5, failed=1)
    result.stdout.fnmatch_lines(["*toy_stencil[[]1d-f32-x64on-*IR invariants do not hold*",
                                 "*all.triton.check --check-prefixes=*F32*",
                                 "*all.triton.check:*error:*"])
    assert (pytester.path / "artifacts" / "toy_stencil[1d-f32-x64on-interp-b8-mesh1]" / "triton.mlir").exists()
    toy_suite("-q", "-k", "test_values and x64on", bug="f64").assert_outcomes(passed=4)


def test_renamed_kernel_fails_filecheck(toy_suite):
    result = toy_suite("-q", "-k", "test_filecheck", bug="rename")
    result.assert_outcomes(passed=3, failed=3)  # b12 falls back: no kernel, nothing renamed
    result.stdout.fnmatch_lines(["*toy_stencil.triton.check --check-prefixes=ACCEPTED*",
                                 "*ACCEPTED-LABEL: Could not find label '// kernel: toy_stencil grid='*",
                                 "// kernels: 1 toy_stencil_v2"])


def test_check_file_typo_is_a_collection_error(toy_suite, pytester):
    from conftest import TOY

    folder = pytester.path / "suite"
    shutil.copytree(TOY.parent, folder)
    (folder / "filecheck" / "toy_stencil.triton.check").write_text("// CHECK-LABLE: tt.func\n")
    result = toy_suite("-q", "-k", "test_filecheck", pairs=folder / "pairs.py")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*toy_stencil.triton.check:1: 'CHECK-LABLE:' is not a FileCheck directive*"])


def test_gpu_budget_is_recorded_then_a_heavier_kernel_trips_it(toy_suite, tmp_path):
    from harness.run.gpu import toolchain

    if toolchain.unavailable_reason() is not None:
        import pytest

        pytest.skip(toolchain.unavailable_reason())
    select = "test_gpu_compile"
    report = tmp_path / "report.json"
    missing = toy_suite("-q", "-k", select, "--harness-report", str(report))
    missing.assert_outcomes(failed=1)
    missing.stdout.fnmatch_lines(["*no GPU budget at*budgets.json*harness bless -k*"])
    [row] = [r for r in json.loads(report.read_text())["results"] if r["check"] == "gpu_compile"]
    assert row["figures"]["gpu"]["kernels"]  # the figures a bless would record, in the failure's row
    blessed = toy_suite("-q", "-k", select, "--harness-bless", "budgets")
    blessed.assert_outcomes(passed=1)
    blessed.stdout.fnmatch_lines(["*GPU compile without a GPU*: 1 cases, 0 not passed; at most * registers*"])
    toy_suite("-q", "-k", select).assert_outcomes(passed=1)
    heavy = toy_suite("-q", "-k", select, bug="bigblock")
    heavy.assert_outcomes(failed=1)
    heavy.stdout.fnmatch_lines(["*GPU budget not met*", "*toy_stencil@sm_90a registers: *, budget *"])
    budget_file = Path(re.search(r"GPU budget not met \((\S+budgets\.json)\)", heavy.stdout.str()).group(1))
    before = budget_file.read_bytes()
    dry = toy_suite("-q", "-k", select, "--harness-bless", "budgets", "--harness-bless-dry-run", bug="bigblock")
    dry.assert_outcomes(passed=1)
    dry.stdout.fnmatch_lines(["*GPU budgets: 0 new, 1 changed*", "*changed (dry run)*registers*"])
    assert budget_file.read_bytes() == before
    toy_suite("-q", "-k", select, "--harness-bless", "budgets", bug="bigblock").assert_outcomes(passed=1)
    assert budget_file.read_bytes() != before
    toy_suite("-q", "-k", select, bug="bigblock").assert_outcomes(passed=1)


def _readme_python_block(section: str) -> str:
    text = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    body = text.split(f"## {section}\n", 1)[1]
    return body.split("```python\n", 1)[1].split("```", 1)[0]


def test_readme_pair_is_a_declaration_and_no_test_file(pytester):
    """The README's "Add your own kernels" pair, as printed there: at most 15 lines, collected by the
    plugin from the declaration file alone, its x64 defect found."""
    snippet = _readme_python_block("Add your own kernels")
    assert len([line for line in snippet.splitlines() if line.strip()]) <= 15
    (pytester.path / "pairs.py").write_text(snippet)
    result = pytester.runpytest_subprocess(
        "pairs.py", "-p", "no:cacheprovider", "-q", "-k", "test_path or test_values", "--known-failures",
        str(pytester.path / "none.toml"), "--golden-dir", str(pytester.path / "g"), "--harness-artifacts",
        str(pytester.path / "a"), *jax_cache_args())
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(["*paged_attention[[]f32-x64on-interp-mesh1]: pallas side failed while tracing: "
                                 "TypeError: lax.div requires arguments to have the same dtypes*"])
    result.stdout.fnmatch_lines(["FAILED pairs.py::test_path[[]paged_attention[[]f32-x64on-interp-mesh1]]*",
                                 "FAILED pairs.py::test_values[[]paged_attention[[]f32-x64on-interp-mesh1]]*"])


def test_a_known_failure_keeps_its_golden(toy_suite):
    """A case whose parity is a known failure still pins what it gives: blessing accepts the failure
    the manifest describes, and another change to the same case (the kernel renamed on top of the
    offset bug: values fail as before, so the entry still matches) fails the golden check."""
    blessed = toy_suite("-q", "-k", "test_golden", "--harness-bless", "all", bug="offset", manifest=OFFSET_BUG)
    blessed.assert_outcomes(passed=6)
    same = toy_suite("-q", "-k", "test_golden or test_values", bug="offset", manifest=OFFSET_BUG)
    same.assert_outcomes(passed=9, xfailed=3)
    changed = toy_suite("-q", "-k", "test_golden or test_values", bug="offset,rename", manifest=OFFSET_BUG)
    changed.assert_outcomes(passed=6, xfailed=3, failed=3)
    changed.stdout.fnmatch_lines(["*toy_stencil?1d-*-b8-mesh1?: differs from its golden*"])
    other = toy_suite("-q", "-k", "test_golden", "--harness-bless", "all", bug="nan", manifest=OFFSET_BUG)
    other.assert_outcomes(passed=3, failed=3)  # a parity failure without the entry's signature is not blessed
    other.stdout.fnmatch_lines(["*refusing to bless a case whose parity fails*"])


def test_golden_false_keeps_no_golden_for_an_unreproducible_failure(toy_suite):
    """Its golden checks are collected and skipped with the entry's name, not left out: the list a
    shard of the full grid is cut from is the same whatever the manifest says."""
    manifest = OFFSET_BUG + "golden = false\n"
    without = toy_suite("--co", "-q", "-k", "test_golden", bug="offset")
    collected = toy_suite("--co", "-q", "-k", "test_golden", bug="offset", manifest=manifest)
    ids = [line for line in collected.stdout.lines if "test_golden[" in line]
    assert ids and any("-b8-" in line for line in ids) and ids == [
        line for line in without.stdout.lines if "test_golden[" in line]
    run = toy_suite("-q", "-rs", "-k", "test_golden and b8", bug="offset", manifest=manifest)
    assert run.parseoutcomes().get("skipped", 0) == len([i for i in ids if "-b8-" in i]) > 0
    run.stdout.fnmatch_lines(["*no golden: known failure 'toy-offset' says its failing output is not reproducible*"])
    bad = toy_suite("-q", manifest=OFFSET_BUG + "golden = \"no\"\n")
    assert bad.ret != 0
    bad.stdout.fnmatch_lines(["*golden must be true or false*"])


FULL_GRID_AXIS = '''

import dataclasses as _dc

# a second axis, so that the full grid holds combinations the PR grid's pairwise array leaves out
TARGET = _dc.replace(TARGET, pairs=[_dc.replace(p, options={"flavour": ("plain", "salted")}) for p in TARGET.pairs])
'''


def test_full_grid_only_cases_without_a_golden_are_skips_and_pr_cases_still_need_theirs(toy_suite, pytester):
    pairs = pytester.path / "axis" / "pairs.py"
    pairs.parent.mkdir()
    pairs.write_text((REPO / "tests" / "toy" / "pairs.py").read_text() + FULL_GRID_AXIS)
    blessed = toy_suite("-q", "-k", "test_golden", "--harness-bless", "all", pairs=pairs)  # the PR grid
    pr = blessed.parseoutcomes()["passed"]
    full = toy_suite("-q", "-rs", "-k", "test_golden", "--grid", "full", pairs=pairs)
    outcomes = full.parseoutcomes()
    assert outcomes["passed"] == pr and outcomes["skipped"] > 0 and "failed" not in outcomes
    full.stdout.fnmatch_lines(["*a full-grid-only case has no golden: goldens pin the PR grid*"])
    record = next((pytester.path / "golden").rglob("record.json"))  # a PR-grid case's golden goes missing
    record.unlink()
    missing = toy_suite("-q", "-k", "test_golden", "--grid", "full", pairs=pairs)
    failed_cases = {line.split()[1].split("[", 1)[1][:-1] for line in missing.outlines
                    if line.startswith("FAILED")}
    assert failed_cases == {record.parent.name}  # that case fails, and only that case
    missing.stdout.fnmatch_lines(["*no golden at*create it with*harness bless*"])


def test_numpy_figures_reach_the_controller_under_xdist(pytester):
    """A figure a check records as a numpy scalar or array crosses from an xdist worker as plain
    Python: execnet refuses numpy, and one such figure ended a nightly shard in an INTERNALERROR."""
    pytester.makepyfile(test_figures="""
        import numpy as np

        def test_numpy_figures(record):
            record({"rel": np.float64(0.25), "count": np.int64(3), "per_axis": np.array([1.5, 2.5]),
                    "nested": {"ok": np.bool_(True), "pairs": [(np.float32(0.5), "x")]}})
        """)
    pytester.makeconftest("""
        import json

        def pytest_runtest_logreport(report):  # on the controller: what came through execnet
            if report.when == "call":
                with open("received.json", "w") as f:
                    json.dump(dict(report.user_properties), f)
        """)
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:cacheprovider", "--harness-report", "report.json")
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    result.assert_outcomes(passed=1)
    received = json.loads((pytester.path / "received.json").read_text())
    assert received["harness.rel"] == 0.25 and received["harness.count"] == 3
    assert received["harness.per_axis"] == [1.5, 2.5]
    assert received["harness.nested"] == {"ok": True, "pairs": [[0.5, "x"]]}


def test_wire_value_leaves_plain_python_as_it_is():
    import numpy as np
    from harness.checks.row import wire_value

    plain = {"a": [1, 2.5, "s", None], "b": (True, {"c": {1, 2}})}
    assert wire_value(plain) == plain and type(wire_value(plain)["b"]) is tuple
    assert type(wire_value(np.float32(0.5))) is float and wire_value(np.arange(3).reshape(3, 1)) == [[0], [1], [2]]


def test_xdist_hands_out_cases_in_the_plugins_order_not_by_their_number_of_checks():
    """xdist's LoadScope sorts its scopes by their number of tests unless told not to (its
    --loadscope-reorder is on by default): the gate's cases went out with mesh sizes interleaved (each
    change of mesh size drops JAX's caches in the worker) and the heavy cases no longer first."""
    import types

    from harness.plugin.xdist_scheduling import CaseScheduling, case_scope

    order = [("heavy", 1, 2), ("heavy", 2, 3), ("light", 1, 1), ("light", 1, 4), ("light", 2, 2), ("light", 2, 5)]
    collection = [f"t.py::test_{n}[p[{kind}{i}-mesh{mesh}]]"
                  for i, (kind, mesh, checks) in enumerate(order) for n in range(checks)]

    class Worker:
        shutting_down = False

        def __init__(self):
            self.sent: list[int] = []

        def send_runtest_some(self, indexes):
            self.sent.extend(indexes)

        def shutdown(self):
            self.shutting_down = True

    options = types.SimpleNamespace(loadscopereorder=True, tx=["popen"])  # xdist's default: reorder
    config = types.SimpleNamespace(option=options, getvalue=lambda name: getattr(options, name))
    scheduling, worker = CaseScheduling(config), Worker()
    scheduling.add_node(worker)
    scheduling.add_node_collection(worker, collection)
    scheduling.schedule()
    done = 0
    while done < len(worker.sent):  # the worker finishes what it holds; the scheduler hands it more
        scheduling.mark_test_complete(worker, worker.sent[done])
        done += 1
    assert done == len(collection)
    handed = list(dict.fromkeys(case_scope(collection[i]) for i in worker.sent))
    assert handed == [f"p[{kind}{i}-mesh{mesh}]" for i, (kind, mesh, _) in enumerate(order)]
