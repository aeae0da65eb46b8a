"""Every declared pair, on every case of the grid: path, values, gradients (one shared run per case)."""

import pytest

from harness import checks


@pytest.mark.harness_check("path")
def test_path(case_run, record):
    record(checks.check_path(case_run))


@pytest.mark.harness_check("values")
def test_values(case_run, record):
    record(checks.check_values(case_run))


@pytest.mark.harness_check("gradients")
def test_gradients(case_run, record):
    record(checks.check_gradients(case_run))
