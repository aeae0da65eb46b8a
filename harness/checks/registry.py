"""The check registry: every check of a case, once, in the order they run and report.

A check is one module of this package defining its `CHECK` (harness.checks.check.Check); this is
the one list of them. The test functions (`harness.suite`, `harness.scenario_suite`), the manifest's
check names, case selection, ordering, skip reasons and the reports' columns all read it: adding a
check is adding its module and its line here.
"""

from __future__ import annotations

from typing import Callable

from harness.checks import conventions, filecheck, golden, gpu_compile, gradients, lowering, memory, native_mesh
from harness.checks import path, timing, values
from harness.checks import determinism, host_callbacks
from harness.checks.check import Check, Context, Summary
from harness.checks.scenario import (conservation, convergence, pallas_ran, parity, scenario_golden, scenario_gradients,
                                     step_count)
from harness.errors import (CaseError, CheckFailure, DeclarationError, GoldenError, GpuCompileError, HarnessError,
                            ManifestError)

PAIR_CHECKS: tuple[Check, ...] = (
    path.CHECK,
    values.CHECK,
    native_mesh.CHECK,
    gradients.CHECK,
    lowering.CHECK,
    filecheck.CHECK,
    golden.CHECK,
    memory.CHECK,
    conventions.CHECK,
    host_callbacks.CHECK,
    determinism.CHECK,
    gpu_compile.CHECK,
    timing.CHECK,
)
BY_NAME = {check.name: check for check in PAIR_CHECKS}
NAMES = tuple(BY_NAME)
HEAVY = frozenset(check.name for check in PAIR_CHECKS if check.heavy)
# the manifest's vocabulary: each pair check's name, and whether it fails with a list of findings
MANIFEST_CHECKS = {check.name: check.lists_findings for check in PAIR_CHECKS}


def _reported_as_is(err: Exception) -> bool:
    """Errors that are findings or the user's to fix, each naming the case, file or declaration: a
    side of the case that failed (the target's code), an assertion of a reference check (the
    finite-difference check of the native side), a kernel compile that hung, a golden or declaration
    to fix.
    Anything else a check raises is the harness's own error."""

    return isinstance(err, (AssertionError, CaseError, GpuCompileError, GoldenError, DeclarationError, ManifestError))


def pair_test(check: Check) -> Callable:
    """The test function of a pair check: the case's shared run, the check, its figures recorded."""
    import pytest

    def test(case_run, record, harness_state, pytestconfig, request):
        try:
            if check.about is not None:
                record(check.about(case_run))
            record(check.run(case_run, Context(harness_state, pytestconfig, request)))
        except CheckFailure as failure:
            if check.figures_on_failure:
                record(failure.figures)
            raise
        except Exception as err:
            if not _reported_as_is(err):
                raise HarnessError(f"{case_run.case.id}: internal error of the harness in its {check.name} check, "
                                   f"not a verdict on the kernel ({type(err).__name__}: {err}); please report it "
                                   "with the traceback below") from err
            raise

    test.__name__ = test.__qualname__ = f"test_{check.name}"
    test.__doc__ = f"The {check.name} check on one case (harness.checks.{check.name}.CHECK)."
    return pytest.mark.harness_check(check.name)(test)


# --- scenario checks: whole simulations, one run per variant (harness.checks.scenario) ------------

SCENARIO_CHECKS: tuple[Check, ...] = (
    pallas_ran.CHECK,
    parity.CHECK,
    conservation.CHECK,
    step_count.CHECK,
    convergence.CHECK,
    scenario_gradients.CHECK,
    scenario_golden.CHECK,
)
SCENARIO_BY_NAME = {check.name: check for check in SCENARIO_CHECKS}
SCENARIO_NAMES = tuple(SCENARIO_BY_NAME)


def summary_of(name: str) -> Summary:
    """How a report shows the rows of the check so named (a pair check's, else a scenario check's, which
    shares a pair check's name where it keeps the same record: golden); nothing for a name neither has."""
    check = BY_NAME.get(name) or SCENARIO_BY_NAME.get(name)
    return check.summary if check is not None else Summary()


def scenario_test(check: Check) -> Callable:
    """The test function of a scenario check: the variant's shared run, the check, its figures recorded."""
    import pytest

    def test(scenario_run, record, harness_state, pytestconfig, request):
        record(check.run(scenario_run, Context(harness_state, pytestconfig, request)))

    test.__name__ = test.__qualname__ = f"test_{check.name}"
    test.__doc__ = f"The scenario check {check.name} on one variant (harness.checks.registry.SCENARIO_CHECKS)."
    return pytest.mark.harness_scenario_check(check.name)(test)
