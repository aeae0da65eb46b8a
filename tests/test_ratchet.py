"""Known failures as ratchets (harness.manifest.ratchet) and entries that claim cases by conditions (`when`),
on a toy whose known defect has an adjustable size (tests/toy_ratchet), through real pytest runs
and the real `harness known-failures --refresh`."""

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO, jax_cache_args
from harness.manifest import ratchet

TOY = REPO / "tests" / "toy_ratchet" / "pairs.py"
ENTRY = """# the planted defect of the toy
[[known_failure]]
defect = "toy-plus-off"
why = "the Pallas kernel's second output is off by TOY_ERR where k = c"
check = "values"
when = { pair = "toy_halves", k = "c" }
match = "Pallas and native values differ"
"""
PR_KC = ["toy_halves[f32-x64off-interp-mesh1-kc-mp-nv]", "toy_halves[f32-x64off-interp-mesh1-kc-mq-nu]"]


@pytest.fixture
def project(pytester: pytest.Pytester):
    pytester.makepyfile(test_pairs=(REPO / "conformance" / "test_pairs.py").read_text())
    (pytester.path / "pairs.py").write_text(TOY.read_text())
    (pytester.path / "known.toml").write_text(ENTRY)
    return pytester


def gate(project, err: str, *args: str):
    os.environ["TOY_ERR"] = err
    try:
        return project.runpytest_subprocess("test_pairs.py", "--pairs", "pairs.py", "--known-failures", "known.toml",
                                            "--golden-dir", "golden", *jax_cache_args(), "-p", "no:cacheprovider",
                                            "-k", "values", "--harness-report", "report.json", *args)
    finally:
        del os.environ["TOY_ERR"]


def refresh(project) -> subprocess.CompletedProcess:
    run = subprocess.run([sys.executable, "-m", "harness.cli", "known-failures", "--refresh", "--from", "report.json",
                          "--pairs", "pairs.py", "--manifest", "known.toml"],
                         cwd=project.path, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    return run


def recorded(project) -> dict:
    return json.loads((project.path / "known.bounds.json").read_text())["entries"]["toy-plus-off"]


def test_a_known_failure_that_grows_tenfold_fails_naming_the_entry_and_refresh_rewrites_its_bound(project):
    first = gate(project, "1e-3")
    first.assert_outcomes(passed=4, xfailed=2)  # nothing recorded yet: the signature alone
    first.stdout.fnmatch_lines(["2 known failure(s) of values/gradients have no recorded bounds*"])
    refresh(project)
    bounds = recorded(project)
    assert sorted(bounds) == PR_KC
    plus = bounds[PR_KC[0]]["values"]
    assert list(plus) == ["out[1]"]  # which output differs: the second only
    assert plus["out[1]"]["n_differ"] == 64 and plus["out[1]"]["max_abs"] == pytest.approx(1e-3, rel=0.01)
    manifest = (project.path / "known.toml").read_text()
    assert manifest.startswith(ENTRY.rstrip("\n")) and manifest.count("\nobserved = ") == 1  # only observed added

    gate(project, "1e-3").assert_outcomes(passed=4, xfailed=2)  # within its bounds
    worse = gate(project, "1e-2")
    worse.assert_outcomes(passed=4, failed=2)
    worse.stdout.fnmatch_lines([
        "*fails worse than known failure 'toy-plus-off' recorded (known.toml #1, known.bounds.json): "
        "out[[]1[]] max_abs: recorded 0.001 (up to 0.002 with slack 2), now 0.01*"])

    refresh(project)  # a deliberate change: the bound follows it
    assert recorded(project)[PR_KC[0]]["values"]["out[1]"]["max_abs"] == pytest.approx(1e-2, rel=0.01)
    # observed may reword; every other line of the manifest is kept
    assert [l for l in (project.path / "known.toml").read_text().splitlines() if not l.startswith("observed")] == \
        [l for l in manifest.splitlines() if not l.startswith("observed")]
    gate(project, "1e-2").assert_outcomes(passed=4, xfailed=2)


def test_a_known_failure_that_fails_better_says_so(project):
    gate(project, "1e-3")
    refresh(project)
    better = gate(project, "1e-4", "-rx", "--harness-html", "report.html")
    better.assert_outcomes(passed=4, xfailed=2)  # better is not a failure
    better.stdout.fnmatch_lines(["known failures better than recorded (2; harness known-failures --refresh*",
                                 "  values    toy_halves[[]f32-x64off-interp-mesh1-kc-mp-nv[]]: out[[]1[]] max_abs*"])
    better.stdout.fnmatch_lines(["XFAIL *better than recorded: out[[]1[]] max_abs: recorded 0.001, now 0.0001*"])
    page = (project.path / "report.html").read_text()  # the page shows recorded against now
    assert "(better)<table" in page and "<td>out[1]</td><td>max_abs</td><td>0.001</td><td>0.0001</td>" in page
    rows = json.loads((project.path / "report.json").read_text())["results"]
    assert {r["figures"].get("ratchet") for r in rows if r["outcome"] == "xfailed"} == {"better"}


def test_an_entry_with_a_condition_claims_full_grid_cases_no_list_names(project):
    full = gate(project, "1e-3", "--grid", "full")
    full.assert_outcomes(passed=8, xfailed=4)
    rows = json.loads((project.path / "report.json").read_text())["results"]
    claimed = sorted(r["case"] for r in rows if r["outcome"] == "xfailed")
    assert set(PR_KC) < set(claimed) and all("-kc-" in c for c in claimed)


def test_a_listed_case_that_does_not_meet_the_condition_is_an_error(project):
    (project.path / "known.toml").write_text(
        ENTRY.replace('when = { pair = "toy_halves", k = "c" }',
                      'cases = ["toy_halves[f32-x64off-interp-mesh1-ka-mp-nu]", "toy_halves[*]"]\nwhen = { k = "c" }'))
    result = gate(project, "1e-3")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*known.toml: *#1 ('toy-plus-off') lists "
                                 "toy_halves[[]f32-x64off-interp-mesh1-ka-mp-nu[]], but when.k needs kc, the case has ka*"])


def test_a_case_claimed_by_condition_that_passes_is_xpass_strict(project):
    (project.path / "known.toml").write_text(ENTRY.replace('k = "c"', 'k = ["b", "c"]'))
    result = gate(project, "1e-3")
    result.assert_outcomes(passed=2, xfailed=2, failed=2)
    result.stdout.fnmatch_lines(["*XPASS(strict)*known failure 'toy-plus-off'*",
                                 "*This check now passes*when = {'pair': ('toy_halves',), 'k': ('b', 'c')}: "
                                 "narrow the conditions*"])


def test_judge_compares_each_output_with_its_record_and_slack():
    rec = {"out[1]": {"n_differ": 64, "max_abs": 1e-3, "max_rel": 5e-4, "headroom": 90.0}}
    assert ratchet.judge(None, rec, 2).kind == "unrecorded"
    assert ratchet.judge(rec, rec, 2).kind == "within"
    assert ratchet.judge(rec, {"out[1]": {**rec["out[1]"], "max_abs": 1.9e-3}}, 2).kind == "within"
    assert ratchet.judge(rec, {"out[1]": {**rec["out[1]"], "max_abs": 2.1e-3}}, 2).kind == "worse"
    assert ratchet.judge(rec, {"out[1]": {**rec["out[1]"], "max_abs": 2.1e-3}}, 4).kind == "within"
    second = ratchet.judge(rec, {**rec, "out[0]": {"n_differ": 1, "max_abs": 1.0}}, 2)
    assert second.kind == "worse" and "out[0] differs now" in second.describe()
    assert ratchet.judge(rec, {}, 2).kind == "better"
    nan_only = {"out": {"n_differ": 0, "n_nonfinite_mismatch": 7168, "max_abs": 7.6e-6, "headroom": float("inf")}}
    drift = {"out": {**nan_only["out"], "max_abs": 3e-5}}  # finite elements within tolerance: the host's last bits
    assert ratchet.judge(nan_only, drift, 2).kind == "within"
    assert ratchet.judge(nan_only, {"out": {**drift["out"], "n_differ": 3}}, 2).kind == "worse"
    assert ratchet.judge(nan_only, {"out": {**nan_only["out"], "n_nonfinite_mismatch": 20000}}, 2).kind == "worse"


def test_a_refresh_on_another_host_rewrites_no_line_for_last_bit_drift(tmp_path):
    """The sidecar is one sorted line per entry and case, figures at RECORDED_DIGITS digits: figures
    that move in their last bits (another host's XLA:CPU) record the same, a real move rewrites one line."""
    manifest = tmp_path / "known.toml"
    case = "toy[f32-x64off-interp-mesh1]"
    claimed = {"toy-off": {(case, "values"), ("toy[f64-x64on-interp-mesh1]", "values")}}

    def row(case_id, max_abs):
        return {"case": case_id, "check": "values", "known_failure": "toy-off", "figures": {
            "ratchet": "within", "outputs": {"out": {"n_differ": 64.0, "n_nonfinite_mismatch": 0.0,
                                                     "max_abs": max_abs, "max_rel": 0.12345678, "headroom": 90.0}}}}

    first = ratchet.refreshed({}, [row(case, 1.2345678e-3), row("toy[f64-x64on-interp-mesh1]", 5.0)], claimed)
    ratchet.write(manifest, first)
    text = ratchet.bounds_path(manifest).read_text()
    assert ratchet.load(manifest) == first
    assert first["toy-off"][case]["values"]["out"] == {"n_differ": 64, "n_nonfinite_mismatch": 0,
                                                       "max_abs": 1.235e-3, "max_rel": 0.1235, "headroom": 90}
    lines = [line for line in text.splitlines() if case in line]
    assert len(lines) == 1 and '"max_abs": 0.001235' in lines[0]
    drifted = ratchet.refreshed(ratchet.load(manifest), [row(case, 1.2345679e-3)], claimed)
    assert drifted == first  # the kept f64 case and the drifted one: nothing to rewrite
    moved = ratchet.refreshed(first, [row(case, 2.5e-3)], claimed)
    ratchet.write(manifest, moved)
    changed = set(ratchet.bounds_path(manifest).read_text().splitlines()) ^ set(text.splitlines())
    assert len(changed) == 2 and all(case in line for line in changed)


def test_bounds_of_a_defect_the_manifest_does_not_name_are_a_clear_error(project):
    (project.path / "known.bounds.json").write_text(json.dumps({"entries": {"gone": {}}}))
    result = gate(project, "1e-3")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*known.bounds.json: bounds for [[]'gone'[]], which known.toml does not name; "
                                 "delete them from the file*"])


def test_the_pallas_condition_claims_only_cases_whose_gate_lets_the_kernel_run(tmp_path):
    """`pallas = true` is the pair's declared gate (Pair.accepts): a block that does not tile the grid takes
    the native fallback, where a kernel's defect cannot show, so the entry must not claim it."""
    from types import SimpleNamespace

    from harness.declare import Case
    from harness.errors import ManifestError
    from harness.manifest import claims, known_failures

    manifest = tmp_path / "known.toml"
    manifest.write_text('[[known_failure]]\ndefect = "d"\nwhy = "w"\ncheck = "values"\n'
                        'when = { pair = "p", pallas = true }\nmatch = "x"\n')
    gate = SimpleNamespace(accepts=lambda case: 64 % case.block[0] == 0)
    [entry] = known_failures.load(manifest, {"p": gate})
    tiles, falls_back = (Case("p", 1, "f32", False, True, (b,), 1) for b in (16, 12))
    assert entry.matches("p", tiles.id, "values", tiles)
    assert not entry.matches("p", falls_back.id, "values", falls_back)
    assert known_failures.unmet(entry, falls_back) == "when.pallas needs pallas=true, the case has pallas=false"
    assert claims.claimed_cases(entry, [tiles.id, falls_back.id], {tiles.id: tiles, falls_back.id: falls_back}.get) \
        == {tiles.id}
    [names_only] = known_failures.load(manifest, {"p"})  # loaded without the declarations: a clear error, not a guess
    with pytest.raises(ManifestError, match="the pallas condition needs p's declaration"):
        names_only.matches("p", tiles.id, "values", tiles)


HALF_ENTRY = """
[[known_failure]]
defect = "toy-half-off"
why = "the Pallas kernel's first output is off by TOY_HALF_ERR where m = q"
check = "values"
when = { pair = "toy_halves", m = "q" }
match = "Pallas and native values differ"
"""


def test_two_causes_that_meet_in_a_case_are_claimed_by_both_entries(project):
    """Entries claiming by their causes' conditions may share a case (kc-mq has both defects): its one
    failure is known if either signature matches, and its figures are recorded under both. Two entries
    without conditions stay exclusive: nothing says both causes are in the case."""
    plus = ENTRY.replace("match =", "at_most = { max_abs = 1e-2 }  # the plus defect alone\nmatch =")
    (project.path / "known.toml").write_text(plus + HALF_ENTRY)
    os.environ["TOY_HALF_ERR"] = "1e-1"  # in kc-mq only the half entry's signature matches: it explains the case
    try:
        both = gate(project, "1e-3")
        rows = json.loads((project.path / "report.json").read_text())["results"]
        refresh(project)
        (project.path / "known.toml").write_text(
            plus.replace('when = { pair = "toy_halves", k = "c" }', 'cases = ["toy_halves[*-kc-*]"]')
            + HALF_ENTRY.replace('when = { pair = "toy_halves", m = "q" }', 'cases = ["toy_halves[*-mq-*]"]'))
        exclusive = gate(project, "1e-3")
    finally:
        del os.environ["TOY_HALF_ERR"]
    joint = {r["case"]: r for r in rows if r["known_failure"] == "toy-plus-off + toy-half-off"}
    assert sorted(joint) == ["toy_halves[f32-x64off-interp-mesh1-kc-mq-nu]"]
    # each entry's own reason, by defect, on the row both claim (the HTML page's root causes read it)
    assert sorted(joint["toy_halves[f32-x64off-interp-mesh1-kc-mq-nu]"]["figures"]["reasons"]) == \
        ["toy-half-off", "toy-plus-off"]
    assert all(r["outcome"] == "xfailed" for r in rows if "-kc-" in r["case"] or "-mq-" in r["case"])
    assert {r["outcome"] for r in rows if "-kc-" not in r["case"] and "-mq-" not in r["case"]} == {"passed"}
    both.assert_outcomes(passed=sum(r["outcome"] == "passed" for r in rows), xfailed=sum(
        r["outcome"] == "xfailed" for r in rows))
    bounds = json.loads((project.path / "known.bounds.json").read_text())["entries"]
    assert sorted(bounds["toy-plus-off"]["toy_halves[f32-x64off-interp-mesh1-kc-mq-nu]"]["values"]) == \
        sorted(bounds["toy-half-off"]["toy_halves[f32-x64off-interp-mesh1-kc-mq-nu]"]["values"]) == ["out[0]", "out[1]"]
    assert exclusive.ret != 0
    exclusive.stdout.fnmatch_lines(["*entries #1 ('toy-plus-off') and #2 ('toy-half-off') both claim "
                                    "toy_halves[[]f32-x64off-*-mesh1-kc-mq-nu[]] for values*"])


def test_unless_leaves_out_the_cases_where_a_defect_stays_within_tolerance(project, tmp_path):
    """`unless` carves out of an entry's conditions the cases that meet every key of one of its tables;
    a carved-out case is not claimed (here the defect is in it, so it fails the run), and a case listed
    by its id that a table excludes is an error, as for an unmet `when`."""
    from harness.errors import ManifestError
    from harness.manifest import claims, known_failures

    carved = ENTRY.replace("match =", 'unless = [{ m = "q", n = "u" }]\nmatch =')
    (project.path / "known.toml").write_text(carved)
    result = gate(project, "1e-3")
    result.assert_outcomes(passed=4, xfailed=1, failed=1)
    result.stdout.fnmatch_lines(["FAILED *toy_halves[[]f32-x64off-interp-mesh1-kc-mq-nu[]]*"])

    path = tmp_path / "k.toml"
    path.write_text(carved.replace('when = { pair = "toy_halves", k = "c" }',
                                   'cases = ["toy_halves[f32-x64off-interp-mesh1-kc-mq-nu]"]\nwhen = { k = "c" }'))
    with pytest.raises(ManifestError, match=r"lists toy_halves\[f32-x64off-interp-mesh1-kc-mq-nu\], but the case has "
                                            r"mq, nu \(unless excludes it\)"):
        from harness.declare import load_target
        from harness.grid.cases import declared_cases
        target = load_target(TOY)
        cases = {c.id: c for _, c in declared_cases(target)}
        claims.check_manifest(known_failures.load(path, {p.name: p for p in target.pairs}), {"toy_halves": list(cases)}, path, cases)
    path.write_text(ENTRY.replace('when = { pair = "toy_halves", k = "c" }',
                                  'cases = ["toy_halves[*]"]\nunless = { m = "q" }'))
    with pytest.raises(ManifestError, match="unless goes with when"):
        known_failures.load(path, {"toy_halves"})


def test_no_golden_where_one_of_the_causes_that_meet_in_a_case_crashes_it(project):
    """The golden check asks every entry claiming a case's values: where one says the case crashes, no
    golden is kept for it, whichever entry comes first in the manifest."""
    crash = HALF_ENTRY.replace('"toy-half-off"', '"toy-native-crash"').replace(
        'match = "Pallas and native values differ"', 'raises = "AttributeError"\nmatch = "crashes where m = q"')
    (project.path / "known.toml").write_text(ENTRY + crash)
    result = project.runpytest_subprocess("test_pairs.py", "--pairs", "pairs.py", "--known-failures", "known.toml",
                                          "--golden-dir", "golden", "-p", "no:cacheprovider", "-k", "golden",
                                          "-m", "not skip", "--collect-only", "-q")
    collected = [line for line in result.stdout.lines if "test_golden[" in line]
    assert any("-kc-mp-nv]" in line for line in collected)  # claimed by the values entry alone: a golden is kept
    assert collected and not any("-mq-" in line for line in collected)  # kc-mq: the crash entry is second
    skipped = project.runpytest_subprocess("test_pairs.py", "--pairs", "pairs.py", "--known-failures", "known.toml",
                                           "--golden-dir", "golden", "-p", "no:cacheprovider", "-k", "golden and mq",
                                           "-rs", "-q")
    assert skipped.parseoutcomes().get("skipped", 0) > 0 and "passed" not in skipped.parseoutcomes()
    skipped.stdout.fnmatch_lines(["*no golden: known failure 'toy-native-crash' crashes the case*"])


def test_the_jax_condition_claims_on_its_lines_only_and_two_lines_entries_share_a_case(tmp_path, monkeypatch):
    """`when = { jax = "0.12" }` claims on the installed JAX's release line only (a defect's figures that
    differ by line), and entries on disjoint lines may list the same case: the manifest describes every
    line, so check_manifest reads the environment's conditions as met."""
    from harness.declare import Case
    from harness.manifest import claims, known_failures

    case = Case("p", 1, "f32", False, True, (16,), 1)
    manifest = tmp_path / "known.toml"
    manifest.write_text("".join(f'[[known_failure]]\ndefect = "{name}"\nwhy = "w"\ncheck = "gpu_compile"\n'
                                f'cases = ["{case.id}"]\nwhen = {{ jax = {lines} }}\nmatch = "x"\n\n'
                                for name, lines in (("old", '["0.10", "0.11"]'), ("new", '"0.12"'))))
    old, new = known_failures.load(manifest, {"p"})
    claims.check_manifest([old, new], {"p": [case.id]}, manifest, {case.id: case})  # no "both claim", no "does not meet"
    for line, claimer in (("0.10.2", "old"), ("0.12.0.1", "new"), ("0.13.0", None)):
        monkeypatch.setattr(known_failures, "jax_line", lambda v=line: ".".join(v.split(".")[:2]))
        assert [e.defect for e in (old, new) if e.matches("p", case.id, "gpu_compile", case)] == \
            ([claimer] if claimer else []), line
    assert known_failures.unmet(new, case) == "when.jax needs jax=0.12, the case has jax=0.13"


def test_an_entry_of_some_jax_lines_beside_another_is_judged_and_recorded_alone_on_its_line(project):
    """A JAX release that exposes a second cause in a case another entry claims (astronomix's in-place
    race beside redistribute-ignores-nan-safe on 0.11+): on its line the line's entry alone judges the
    case (the other's record was made without the cause, so its figures would say "worse"), a refresh
    records the case under it alone, and a refresh on another line keeps its record."""
    from harness.manifest.known_failures import jax_line

    gate(project, "1e-3")
    refresh(project)  # toy-plus-off: max_abs 1e-3 in both kc cases
    line_entry = ENTRY.replace('"toy-plus-off"', '"toy-plus-off-this-line"').replace(
        'when = { pair = "toy_halves", k = "c" }', f'cases = ["{PR_KC[0]}"]\nwhen = {{ jax = "{jax_line()}" }}')
    manifest = project.path / "known.toml"
    manifest.write_text(manifest.read_text() + "\n" + line_entry)
    grown = gate(project, "1e-2")
    grown.assert_outcomes(passed=4, xfailed=1, failed=1)  # the case the line's entry claims is its known failure
    grown.stdout.fnmatch_lines([f"FAILED *{PR_KC[1].split('[')[1].rstrip(']')}*"])  # worse than its one record
    refresh(project)
    entries = json.loads((project.path / "known.bounds.json").read_text())["entries"]
    assert entries["toy-plus-off-this-line"][PR_KC[0]]["values"]["out[1]"]["max_abs"] == pytest.approx(1e-2, rel=0.01)
    assert entries["toy-plus-off"][PR_KC[0]]["values"]["out[1]"]["max_abs"] == pytest.approx(1e-3, rel=0.01)

    manifest.write_text(manifest.read_text().replace(f'jax = "{jax_line()}"', 'jax = "0.99"'))  # another line
    gate(project, "1e-3").assert_outcomes(passed=4, xfailed=2)
    refresh(project)
    kept = json.loads((project.path / "known.bounds.json").read_text())["entries"]["toy-plus-off-this-line"]
    assert kept[PR_KC[0]]["values"]["out[1]"]["max_abs"] == pytest.approx(1e-2, rel=0.01)
