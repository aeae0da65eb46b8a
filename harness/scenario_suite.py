"""The scenario checks, one test function each, run on every variant of every scenario declared in
the `scenarios.py` beside the pair declarations (`harness.scenario`). Collected by the plugin for that
file itself, or re-exported by a test module (`from harness.scenario_suite import *`); ids read
`test_parity[density_wave_fd[ssprk-none]]`. Each variant runs once per session, whatever checks ask for it.
"""

import pytest

from harness import scenario as S

__all__ = ["test_pallas_ran", "test_parity", "test_conservation", "test_step_count", "test_convergence",
           "test_gradients", "test_golden"]


@pytest.mark.harness_scenario_check("pallas_ran")
def test_pallas_ran(scenario_run, record):
    record(S.check_pallas_ran(scenario_run))


@pytest.mark.harness_scenario_check("parity")
def test_parity(scenario_run, record):
    record(S.check_parity(scenario_run))


@pytest.mark.harness_scenario_check("conservation")
def test_conservation(scenario_run, record):
    record(S.check_conservation(scenario_run))


@pytest.mark.harness_scenario_check("step_count")
def test_step_count(scenario_run, record):
    record(S.check_step_count(scenario_run))


@pytest.mark.harness_scenario_check("convergence")
def test_convergence(scenario_run, record, capsys):
    try:
        figures = S.check_convergence(scenario_run)
    finally:
        if scenario_run.convergence_result is not None:  # the table, whether or not the check passed
            with capsys.disabled():
                print("\n" + S.convergence_table(scenario_run.id, scenario_run.convergence_result))
                conv = S.convergence_of(scenario_run.scenario, scenario_run.variant)
                if conv.note:
                    print(f"  expected order {conv.expected_order}: {conv.note}")
    record(figures)


@pytest.mark.harness_scenario_check("gradients")
def test_gradients(scenario_run, record):
    record(S.check_gradients(scenario_run))


@pytest.mark.harness_scenario_check("golden")
def test_golden(scenario_run, record, harness_state, pytestconfig):
    record(S.check_golden(scenario_run, harness_state.store, bless=pytestconfig.getoption("harness_bless"),
                          dry_run=pytestconfig.getoption("harness_bless_dry_run"),
                          optional=harness_state.golden_optional(scenario_run.id)))
