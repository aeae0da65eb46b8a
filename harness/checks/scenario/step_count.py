"""Scenario check step_count: adaptive time stepping takes the same number of steps on both sides."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harness.checks.check import Check
from harness.checks.scenario.sides import sides
from harness.errors import CheckFailure

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


def check_step_count(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = sides(run)
    if native.steps != pallas.steps:
        raise CheckFailure(f"{run.id}: adaptive time stepping took {pallas.steps} steps on PALLAS and "
                           f"{native.steps} on NATIVE_JAX to reach t={run.t_end}")
    if abs(native.times[-1] - pallas.times[-1]) > 4 * run.eps * max(abs(native.times[-1]), 1.0):
        raise CheckFailure(f"{run.id}: the runs end at different times: PALLAS t={pallas.times[-1]!r}, "
                           f"NATIVE_JAX t={native.times[-1]!r}")
    return {"steps": native.steps, "t_end": float(native.times[-1])}


CHECK = Check("step_count", lambda run, ctx: check_step_count(run))
