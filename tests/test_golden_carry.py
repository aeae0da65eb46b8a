"""Goldens carried across environments (a JAX upgrade): a case with no golden in this environment is
judged against the nearest environment's golden (values within their bounds; IR and GPU figures that
moved are reported, not failed), `bless` into the new environment refuses values that moved unless
told, and `harness upgrade --from ENV` reports what moved. On the toy pair, with real goldens blessed
by the plugin and moved to an older environment's folder."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import REPO, TOY, jax_cache_args
from harness.errors import GoldenError, MissingGolden
from harness.report import upgrade
from harness.store import golden_store

B8 = "toy_stencil[1d-f32-x64off-interp-b8-mesh1]"
ONE = ("-k", "test_golden and b8 and x64off")
NOW = "cpu-x86_64-avx-jax0.10.2-jaxlib0.10.2-numpy2.0.0"


def esc(text: str) -> str:
    return text.replace("[", "[[]")


def _store(root: Path, env: str = NOW, package: str = "numpy", name: str | None = None) -> golden_store.Store:
    store = golden_store.Store(root, package, name)
    store.env = env  # the environment this "run" is in (a cached property: set, JAX is not asked)
    return store


def _golden(scale: float = 1.0, ir: str = "module {\n  %0 = arith.addf %a, %b : f32\n}\n") -> golden_store.Golden:
    x = np.linspace(1, 2, 64, dtype=np.float32)
    y = (x * np.float32(scale)).astype(np.float32)
    return golden_store.Golden("p[1d-f32]", "p", {"native": [y.copy()], "pallas": [y.copy()]}, {"cuda": ir},
                         {"host": {"codegen": "x86_64-avx"}})


def _bless_in(root: Path, env: str, g: golden_store.Golden) -> None:
    _store(root, env).write(g)


# -- which environment is the nearest -------------------------------------------------------------


def test_nearest_is_the_newest_older_jax_line_of_the_same_profile_and_target_version(tmp_path):
    envs = {
        "cpu-x86_64-avx-jax0.9.0-jaxlib0.9.0-numpy2.0.0": True,
        "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0": True,   # older and nearer: the one
        "cpu-x86_64-avx-jax0.11.0-jaxlib0.11.0-numpy2.0.0": True,   # newer: only where no older one has it
        "cpu-x86_64-avx-jax0.10.2-jaxlib0.10.2-numpy1.26.0": True,  # another target version: never
        "cpu-x86_64-sse4_2-jax0.10.2-jaxlib0.10.2-numpy2.0.0": True,  # another code generation: never
        "gpu-jax0.10.1-jaxlib0.10.1-numpy2.0.0": True,              # another platform: never
        "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-scipy2.0.0": True,   # another target: never
    }
    for env in envs:
        _bless_in(tmp_path, env, _golden())
    store = _store(tmp_path)
    assert store.nearest("p", "p[1d-f32]") == "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0"
    shutil.rmtree(tmp_path / "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0")
    assert store.nearest("p", "p[1d-f32]") == "cpu-x86_64-avx-jax0.9.0-jaxlib0.9.0-numpy2.0.0"  # 0.9 < 0.10
    shutil.rmtree(tmp_path / "cpu-x86_64-avx-jax0.9.0-jaxlib0.9.0-numpy2.0.0")
    assert store.nearest("p", "p[1d-f32]") == "cpu-x86_64-avx-jax0.11.0-jaxlib0.11.0-numpy2.0.0"
    shutil.rmtree(tmp_path / "cpu-x86_64-avx-jax0.11.0-jaxlib0.11.0-numpy2.0.0")
    assert store.nearest("p", "p[1d-f32]") is None
    assert store.nearest("p", "other[1d-f32]") is None  # per case: an environment must hold its golden


def test_a_target_versioned_by_jax_carries_from_the_old_jax_line(tmp_path):
    """JAX's own kernels (package jax): the target version is JAX's, so it cannot match across lines."""
    old = "cpu-x86_64-avx-jax0.10.2-jaxlib0.10.2-pallas_ops-jax0.10.2"
    store = golden_store.Store(tmp_path, "jax", "pallas_ops")
    store.env = old
    store.write(_golden())
    store = _store(tmp_path, "cpu-x86_64-avx-jax0.12.0.1-jaxlib0.12.0.1-pallas_ops-jax0.12.0.1", "jax", "pallas_ops")
    assert store.nearest("p", "p[1d-f32]") == old


# -- the golden check across environments ---------------------------------------------------------


def test_carried_values_within_bounds_pass_and_say_where_from_ir_changes_are_reported(tmp_path):
    old = "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0"
    _bless_in(tmp_path, old, _golden())
    now = _golden(ir="module {\n  %0 = arith.mulf %a, %b : f32\n  %1 = arith.addf %0, %b : f32\n}\n")
    figures = golden_store.verify(_store(tmp_path), now)
    assert figures["golden_env"] == old and figures["golden_now"] == NOW
    assert figures["golden"].startswith(f"judged against {old} (no golden for {NOW}): values within tolerance")
    [changed] = figures["golden_changed"]
    assert changed["what"] == "ir:cuda" and "lines changed" in changed["summary"]
    assert any("+  %0 = arith.mulf" in block for block in changed["brief"]), changed
    [leaf, _] = sorted(figures["golden_values"], key=lambda v: v["what"])
    assert leaf["moved"] is False and leaf["max_ulp"] == 0 and leaf["allowed"] == [2.0, 16.0]


def test_carried_value_change_fails_naming_both_environments(tmp_path):
    old = "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0"
    _bless_in(tmp_path, old, _golden())
    with pytest.raises(GoldenError) as err:
        golden_store.verify(_store(tmp_path), _golden(scale=1 + 1e-5))  # 84 eps: beyond the 2 allowed
    text = str(err.value)
    assert f"values moved beyond tolerance between {old} (the golden's environment) and {NOW}" in text, text
    assert "values:pallas[0]: drifted" in text and "--accept-moved-values" in text
    assert err.value.figures["golden_env"] == old
    moved = [v for v in err.value.figures["golden_values"] if v["moved"]]
    assert len(moved) == 2 and all(v["max_rel"] > 5e-6 and v["max_ulp"] > 0 for v in moved)


def test_a_golden_of_this_environment_is_judged_as_always(tmp_path):
    """Where this environment has the golden, an IR change fails (and another environment is not read);
    where no environment has one, it is missing as before."""
    _bless_in(tmp_path, "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0", _golden(scale=3.0))
    _bless_in(tmp_path, NOW, _golden())
    with pytest.raises(GoldenError) as err:
        golden_store.verify(_store(tmp_path), _golden(ir="module {\n}\n"))
    assert "differs from its golden" in str(err.value) and "ir:cuda" in str(err.value)
    assert "values" not in str(err.value).split("\n", 1)[1]  # judged against its own golden: values agree
    with pytest.raises(MissingGolden):
        golden_store.verify(_store(tmp_path / "empty"), _golden())


def test_bless_into_a_new_environment_refuses_moved_values_unless_told(tmp_path):
    old = "cpu-x86_64-avx-jax0.10.1-jaxlib0.10.1-numpy2.0.0"
    _bless_in(tmp_path, old, _golden())
    store = _store(tmp_path)
    with pytest.raises(GoldenError) as err:
        golden_store.bless(store, _golden(scale=1 + 1e-5), "all", dry_run=False)
    assert f"p[1d-f32]: refusing to bless into {NOW}: values moved beyond tolerance from the golden of {old}" \
           in str(err.value)
    assert not (tmp_path / NOW).exists()
    done = golden_store.bless(store, _golden(scale=1 + 1e-5), "all", dry_run=False, accept_moved=True)
    assert done["blessed"] == "new" and "moved beyond tolerance, accepted" in done["bless_summary"]
    assert store.load("p", "p[1d-f32]").values["pallas"][0][0] == np.float32(1 + 1e-5)
    # within tolerance, the new environment's golden is written at once and says where it was judged from
    other = _store(tmp_path, "cpu-x86_64-avx-jax0.10.3-jaxlib0.10.3-numpy2.0.0")
    done = golden_store.bless(other, _golden(scale=1 + 1e-5, ir="module {\n}\n"), "all", dry_run=False)
    assert done["blessed"] == "new" and f"from: {NOW}: values within tolerance" in done["bless_summary"]


# -- the upgrade report ---------------------------------------------------------------------------


def test_upgrade_report_lists_moved_values_ir_gpu_figures_and_known_failures():
    old, now = "cpu-x86_64-avx-jax0.10.2-jaxlib0.10.2-numpy2.0.0", NOW
    leaf = {"what": "values:pallas[0]", "dtype": "float32", "norm2_eps": 84.0, "normmax_eps": 90.0,
            "allowed": [2.0, 16.0], "max_abs": 2e-5, "max_rel": 1e-5, "max_ulp": 84, "n_changed": 64, "size": 64,
            "moved": True}
    rows = [
        {"pair": "p", "case": "p[a]", "check": "golden", "outcome": "failed", "message": "values moved",
         "figures": {"golden_env": old, "golden_now": now, "golden_values": [leaf], "golden_changed": []}},
        {"pair": "p", "case": "p[b]", "check": "golden", "outcome": "passed",
         "figures": {"golden_env": old, "golden_now": now, "golden_values": [{**leaf, "moved": False}],
                     "golden_changed": [{"what": "ir:cuda", "summary": "2 lines changed",
                                         "brief": ["kernel k (triton): sha256 a -> b, 2 lines changed",
                                                   "cuda snapshot: 2 lines changed\n-  old\n+  new"]}]}},
        {"pair": "p", "case": "p[b]", "check": "gpu_compile", "outcome": "passed",
         "figures": {"budget_env": old, "budget_now": now, "budget_changed": ["k@sm_90a registers: 40, budget 32"],
                     "budget_moved": {"k@sm_90a": {"registers": [32, 40]}}}},
        {"pair": "p", "case": "p[c]", "check": "values", "outcome": "xpassed-strict", "known_failure": "a defect",
         "figures": {}},
        {"pair": "p", "case": "p[d]", "check": "path", "outcome": "failed", "message": "new trouble", "figures": {}},
        {"pair": "p", "case": "p[e]", "check": "values", "outcome": "xfailed", "figures": {}},
        # an error raised, not a verdict: its message is pytest's traceback, the crash line says what it was
        {"pair": "p", "case": "p[f]", "check": "path", "outcome": "failed", "figures": {},
         "message": ">   out = kernel_build_fn(*state_arrays)\n\nlib.py:308: \nE   TypeError: carry types differ",
         "crash": "TypeError: p[f]: pallas side failed while lowering: TypeError: carry types differ"},
    ]
    text = "\n".join(upgrade.terminal_lines(rows))
    assert f"upgrade: goldens of {old} against {now}: 2 case(s) compared, 1 values within tolerance, 1 moved" in text
    assert "known failures: 2 gained, 1 lost, 0 changed, 1 held" in text
    assert "MOVED  p[a]: values:pallas[0] float32: 84 eps 2-norm (allowed 2)" in text
    assert "gpu    p[b]: k@sm_90a registers 32 -> 40" in text and "+  new" in text
    md = upgrade.markdown(rows)
    assert md.startswith(f"# Upgrade report: {old} -> {now}")
    assert "| `p[a]` | values:pallas[0] float32 | 84 (2) | 90 (16) | 2e-05 | 1e-05 | 84 | **moved** |" in md
    assert "- `p[b]`: k@sm_90a registers 32 -> 40" in md and "  +  new" in md
    assert "- values `p[c]`: a defect" in md and "- path `p[d]`: new trouble" in md
    assert "- path `p[f]`: TypeError: p[f]: pallas side failed while lowering: TypeError: carry types differ" in md
    assert "values moved" not in md.split("## Known failures")[1]  # the golden check has its own section


# -- the plugin and the command, on the toy pair --------------------------------------------------


def _older(env: str) -> str:
    """The same environment on an older JAX line (what this one is an upgrade from)."""
    return re.sub(r"-jax[^-]+-jaxlib[^-]+-", "-jax0.9.0-jaxlib0.9.0-", env)


def _move_to_older(root: Path) -> tuple[str, str]:
    [now] = [p.name for p in root.iterdir()]
    old = _older(now)
    (root / now).rename(root / old)
    return old, now


def _plant_value_change(root: Path, env: str, case: str = B8) -> None:
    """The golden of `env` as if that JAX had computed 1e-5 (relative) more: 84 eps, beyond the bounds."""
    store = golden_store.Store(root, "numpy")
    store.env = env
    g = store.load("toy_stencil", case)
    g.values = {side: [(a * np.float32(1 + 1e-5)).astype(a.dtype) for a in leaves] for side, leaves in g.values.items()}
    store.write(g)


def test_toy_goldens_carry_across_an_upgrade_and_bless_refuses_moved_values(toy_suite, pytester):
    root = pytester.path / "golden"
    toy_suite("-q", *ONE, "--harness-bless", "all").assert_outcomes(passed=1)
    old, now = _move_to_older(root)
    # an IR-only change (one operation more) judged against the older environment: passes, reported
    ir_only = toy_suite("-q", *ONE, bug="mul1")
    ir_only.assert_outcomes(passed=1)
    ir_only.stdout.fnmatch_lines([f"1 case(s) had no golden for this environment and were judged against {old}: "
                                  "1 values within tolerance, 0 moved beyond (failed); 1 with IR changed, reported*"])
    # a value that moved between the two environments' goldens fails, naming both
    _plant_value_change(root, old)
    moved = toy_suite("-q", *ONE)
    moved.assert_outcomes(failed=1)
    moved.stdout.fnmatch_lines([esc(f"*{B8}: values moved beyond tolerance between {old} (the golden's "
                                    f"environment) and {now} (this one*"), "*values:pallas[[]0]: drifted * eps*"])
    # blessing into the new environment refuses it, naming the case and both environments ...
    refused = toy_suite("-q", *ONE, "--harness-bless", "all")
    refused.assert_outcomes(failed=1)
    refused.stdout.fnmatch_lines([esc(f"*{B8}: refusing to bless into {now}: values moved beyond tolerance from "
                                      f"the golden of {old}*"), "*--accept-moved-values*",
                                  f"*refused  {esc(B8)}: values moved beyond tolerance from the golden of {old}*"])
    assert not (root / now).exists()
    # ... unless told; then this environment has its own golden, judged as always: an IR change fails
    accepted = toy_suite("-q", *ONE, "--harness-bless", "all", "--harness-accept-moved-values")
    accepted.assert_outcomes(passed=1)
    accepted.stdout.fnmatch_lines(["*bless: 1 new, 0 changed*", f"*new  {esc(B8)}: from: {old}: values moved "
                                                                 "beyond tolerance, accepted*"])
    assert (root / now / "toy_stencil" / B8 / "record.json").is_file()
    own = toy_suite("-q", *ONE, bug="mul1")
    own.assert_outcomes(failed=1)
    own.stdout.fnmatch_lines([esc(f"*{B8}: differs from its golden*"), "*ir:cuda: * lines changed*"])


def test_harness_upgrade_reports_what_moved_in_markdown_and_html(toy_suite, pytester):
    """`harness upgrade --from OLD`: the run judged against OLD's goldens and budgets, a heavier kernel
    (same values, other IR, more registers) reported, not failed; Markdown and HTML written. (Whether the
    deviceless GPU compile works here is read from the blessing run: asking in this process would start
    the CUDA plugin in it.)"""
    root = pytester.path / "golden"
    checks = "(test_golden or test_gpu_compile) and b8 and x64off"
    outcomes = toy_suite("-q", "-k", checks, "--harness-bless", "all").parseoutcomes()
    assert outcomes.get("failed", 0) == 0 and outcomes.get("passed", 0) + outcomes.get("skipped", 0) == 2, outcomes
    gpu = outcomes.get("passed", 0) == 2
    old, now = _move_to_older(root)
    md, page = pytester.path / "up.md", pytester.path / "up.html"
    env = {**os.environ, "TOY_BUG": "bigblock"}
    cmd = [sys.executable, "-m", "harness.cli", "upgrade", "--from", old, "--golden-dir", str(root), "--goldens-only",
           "--output", str(md), "--html", str(page), "-k", "b8 and x64off", "test_pairs.py", "--pairs", str(TOY),
           "--known-failures", str(pytester.path / "none.toml"), "--harness-artifacts", str(pytester.path / "a"),
           *jax_cache_args(), "-p", "no:cacheprovider", "-q"]
    done = subprocess.run(cmd, cwd=pytester.path, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert f"upgrade: goldens of {old} against {now}: 1 case(s) compared, 1 values within tolerance, 0 moved" \
           in done.stdout, done.stdout[-4000:]
    text = md.read_text()
    assert text.startswith(f"# Upgrade report: {old} -> {now}")
    assert f"| `{B8}` | values:pallas[0] float32 |" in text and "| within |" in text
    assert "IR changed (modulo renaming):" in text and "kernel toy_stencil (triton): sha256" in text
    if gpu:
        assert re.search(r"- `.*`: toy_stencil@sm_90a \w+ \d+ -> \d+", text), text
    assert "Against another environment&#x27;s goldens (upgrade)" in page.read_text() \
           or "Against another environment's goldens (upgrade)" in page.read_text()
    # a name the golden store does not hold is said so, with what it holds
    bad = subprocess.run([*cmd[:5], "cpu-nowhere", *cmd[6:]], cwd=pytester.path, env=env, capture_output=True,
                         text=True, timeout=300)
    assert bad.returncode == 2 and f"no environment cpu-nowhere in {root}; it holds: {old}" in bad.stderr
