"""The scenario engine on a target that is not astronomix: the toy advection of `tests/toy/simulation.py`
through the real plugin, every scenario check, a golden, and planted bugs that each check must catch."""

import pytest

from conftest import TOY

SCENARIO_TESTS = "from harness.scenario_suite import *  # noqa: F401,F403\n"
ID = "toy_advection[upwind]"


def esc(text: str) -> str:
    return text.replace("[", "[[]")


@pytest.fixture
def toy_scenarios(toy_suite, pytester):
    pytester.makepyfile(test_scenarios=SCENARIO_TESTS)

    def run(*args: str, bug: str = ""):
        return toy_suite("-q", "test_scenarios.py", *args, bug=bug)

    return run


def test_every_scenario_check_runs_on_a_second_target_and_a_golden_is_kept(toy_scenarios, pytester):
    result = toy_scenarios("-rA", "--harness-bless", "all")
    # pallas_ran, parity, conservation, step_count, convergence, gradients, golden (blessed)
    result.assert_outcomes(passed=7)
    result.stdout.fnmatch_lines([esc(f"*convergence {ID}: L1 error of u vs the exact solution*"),
                                 esc(f"PASSED *::test_gradients[{ID}]")])
    assert sorted(p.parent.name for p in pytester.path.glob("golden/*/scenario.toy_advection/*/record.json")) == [ID]
    toy_scenarios("-k", "test_golden").assert_outcomes(passed=1)


@pytest.mark.parametrize("bug, failing, message", [
    ("advect", {"parity", "gradients", "golden"}, "PALLAS and NATIVE_JAX states differ by max rel 2.8*e-05"),
    ("adjoint", {"gradients"}, "*bwd d/damplitude: PALLAS -8.58*e-02 vs NATIVE_JAX 8.58*e-02*"),
])
def test_planted_bugs_fail_the_checks_that_see_them(toy_scenarios, bug, failing, message):
    toy_scenarios("-k", "test_golden", "--harness-bless", "all").assert_outcomes(passed=1)
    result = toy_scenarios("-rf", bug=bug)
    failed = {line.split("::test_")[1].split("[")[0] for line in result.outlines if line.startswith("FAILED")}
    assert failed == failing, result.outlines[-20:]
    result.stdout.fnmatch_lines([f"*{message}*"])


def test_a_side_that_fails_in_the_convergence_sweep_is_a_finding_naming_the_side(toy_scenarios):
    """As in every other scenario check, a backend that raises is the target's failure (a CheckFailure, which
    a declared known failure expects), not a traceback out of the harness's sweep."""
    result = toy_scenarios("-k", "test_convergence", bug="native")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([esc(f"___* test_convergence[{ID}] ___*"),  # the finding first, then its cause
                                 esc(f"{ID}: native side failed at N=32: AttributeError: 'int' object has no "
                                     "attribute 'x'"), "", "The error behind it:"])


def test_a_scenarios_file_beside_the_declarations_is_collected_itself(toy_suite):
    """A project writes scenarios.py, no test file: naming it collects the scenario checks."""
    result = toy_suite("--collect-only", "-q", str(TOY.parent / "scenarios.py"))
    result.stdout.fnmatch_lines([esc(f"*scenarios.py::test_pallas_ran[{ID}]"), esc(f"*scenarios.py::test_golden[{ID}]")])
    assert sum("scenarios.py::test_" in line for line in result.outlines) == 7
