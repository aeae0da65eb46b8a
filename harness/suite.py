"""The conformance checks, one test function each, run on every case of every declared pair.

The plugin collects these for the declaration file itself (`pytest path/to/pairs.py`, or the folder
holding it): a project declares pairs and writes no test file. One shared run per case feeds every check.
"""

import pytest

from harness import checks

__all__ = ["test_path", "test_values", "test_native_mesh", "test_gradients", "test_lowering", "test_filecheck", "test_golden",
           "test_memory", "test_conventions", "test_gpu_compile", "test_timing"]


@pytest.mark.harness_check("path")
def test_path(case_run, record):
    record(checks.check_path(case_run))


@pytest.mark.harness_check("values")
def test_values(case_run, record):
    record(checks.check_values(case_run))


@pytest.mark.harness_check("native_mesh")
def test_native_mesh(case_run, record):
    record(checks.check_native_mesh(case_run))


@pytest.mark.harness_check("gradients")
def test_gradients(case_run, record):
    record(checks.check_gradients(case_run))


@pytest.mark.harness_check("lowering")
def test_lowering(case_run, record):
    record(checks.check_lowering(case_run))


@pytest.mark.harness_check("filecheck")
def test_filecheck(case_run, record, harness_state):
    record(checks.check_filecheck(case_run, harness_state.check_files, harness_state.artifacts()))


@pytest.mark.harness_check("golden")
def test_golden(case_run, record, harness_state, pytestconfig):
    from harness import known_failures as kf

    parity = kf.matching(harness_state.known, case_run.case.pair, case_run.case.id, "values")
    record(checks.check_golden(case_run, harness_state.store, bless=pytestconfig.getoption("harness_bless"),
                               dry_run=pytestconfig.getoption("harness_bless_dry_run"), known_parity=parity,
                               optional=harness_state.golden_optional(case_run.case.id)))


@pytest.mark.harness_check("memory")
def test_memory(case_run, record):
    try:
        record(checks.check_memory(case_run))
    except checks.CheckFailure as failure:
        record(failure.figures)  # the summary names every kernel, failing ones too
        raise


@pytest.mark.harness_check("conventions")
def test_conventions(case_run, record):
    record(checks.check_conventions(case_run))


@pytest.mark.harness_check("gpu_compile")
def test_gpu_compile(case_run, record, harness_state, pytestconfig):
    try:
        record(checks.check_gpu_compile(case_run, harness_state.store, bless=pytestconfig.getoption("harness_bless"),
                                        files=harness_state.check_files, artifacts=harness_state.artifacts(),
                                        dry_run=pytestconfig.getoption("harness_bless_dry_run")))
    except checks.CheckFailure as failure:
        record(failure.figures)  # the GPU table shows failing and known-failing cases too
        raise


@pytest.mark.harness_check("timing")
def test_timing(case_run, record, benchmark):
    """Real GPUs only (the compiled Pallas cases exist only there): Pallas timed by pytest-benchmark,
    native beside it, and the real memory_analysis() against the deviceless one."""
    record(checks.check_timing(case_run, benchmark))
