"""Scenario check conservation: periodic boxes conserve mass, momentum and energy to rounding on
both sides."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from harness.checks.check import Check
from harness.checks.scenario.sides import sides
from harness.errors import CheckFailure

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


def check_conservation(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = sides(run)
    sc = run.scenario
    out: dict[str, Any] = {}
    problems = []
    for side in (native, pallas):
        steps = max(side.steps, 1)
        allowed = sc.conservation_ulps * run.eps * steps
        for key, series in side.totals.items():
            if key.endswith("_scale"):
                continue
            scale = float(side.totals[f"{key}_scale"])
            drift = float(np.max(np.abs(series - series[0]))) / scale
            out[f"{side.backend}_{key}_drift"] = drift  # reported for every quantity, checked where promised
            if key.split("_")[0] not in sc.conserved:
                continue
            if not drift <= allowed:
                problems.append(f"{side.backend} {key} drifts by {drift:.2e} of sum|q| (allowed {allowed:.1e} = "
                                f"{sc.conservation_ulps} eps x {steps} steps; totals {series[0]!r} -> {series[-1]!r})")
    if problems:
        raise CheckFailure(f"{run.id}: periodic box does not conserve: " + "; ".join(problems))
    out["allowed"] = sc.conservation_ulps * run.eps * max(native.steps, pallas.steps, 1)
    return out


CHECK = Check("conservation", lambda run, ctx: check_conservation(run))
