"""The aliasing convention holds for every aliased call, not only where gradients are checked: the
real astronomix in-place positivity kernel (a raw pair declared not_differentiable) passes because
its declared caller, positivity_dispatch, runs it inside custom_jvp (traced to check it); naming a
caller that does not wrap it, or none, fails the conventions check."""

from __future__ import annotations

import json

import pytest

from conftest import REPO, copy_declarations, k_expression

CASE = "enforce_positivity[1d-f32-x64off-interp-b4-mesh1-icvacuum-physicshydro-novacuum_rest]"
PLANT = '''

import os as _os

if _os.environ.get("WRAPPER") is not None:
    TARGET = dataclasses.replace(TARGET, pairs=[
        dataclasses.replace(p, ad_wrapped_by=_os.environ["WRAPPER"]) if p.name == "enforce_positivity" else p
        for p in TARGET.pairs])
'''


@pytest.fixture
def conventions(pytester: pytest.Pytester):
    pairs = copy_declarations(pytester.path, PLANT)

    def run(wrapper: str | None) -> dict:
        report = pytester.path / f"report-{wrapper}.json"
        with pytest.MonkeyPatch.context() as mp:
            if wrapper is not None:
                mp.setenv("WRAPPER", wrapper)
            pytester.runpytest_subprocess(
                str(pytester.path / "conformance" / "test_pairs.py"), "-p", "no:cacheprovider",
                "--option-coverage", "off", "--rootdir", str(pytester.path), "-c", str(REPO / "pyproject.toml"),
                "--pairs", str(pairs), "--known-failures", str(pytester.path / "astronomix" / "known_failures.toml"),
                "--golden-dir", str(REPO / "golden"), "--jax-cache", str(REPO / ".harness-cache" / "jax"),
                "--harness-artifacts", str(pytester.path / "artifacts"), "--harness-report", str(report),
                "--gpus", "1", "-k", f"test_conventions and {k_expression(CASE)}")
        (row,) = [r for r in json.loads(report.read_text())["results"] if r["case"] == CASE]
        return row

    return run


def test_a_raw_aliased_kernel_needs_a_caller_that_wraps_it(conventions):
    assert conventions(None)["outcome"] == "passed"  # as declared: positivity_dispatch wraps it
    wrong = conventions("weno_flux_dispatch")
    assert wrong["outcome"] == "failed"
    assert ("[alias-without-ad-wrap] kernel enforce_positivity aliases [(0, 0)]" in wrong["message"]
            and "declares ad_wrapped_by='weno_flux_dispatch', but weno_flux_dispatch[1d-f32-x64off-interp-b4-mesh1-"
                "physicshydro-modefwd-axis0-ic" in wrong["message"]
            and "] runs no enforce_positivity" in wrong["message"]), wrong["message"]
    none = conventions("")
    assert none["outcome"] == "failed"
    assert "no custom_jvp/custom_vjp encloses it" in none["message"] and "ad_wrapped_by" not in none["message"]
