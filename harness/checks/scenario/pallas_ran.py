"""Scenario check pallas_ran: the Pallas side's time loop runs kernels (the ones the variant
expects), the native side none."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harness.checks.check import Check
from harness.checks.scenario.sides import sides
from harness.errors import CheckFailure

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


def check_pallas_ran(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = sides(run)
    if native.pallas_calls:
        raise CheckFailure(f"{run.id}: the NATIVE_JAX program contains {native.pallas_calls} pallas_call(s) "
                           f"({', '.join(native.kernels)}); the native backend must be Pallas-free")
    if not pallas.pallas_calls:
        raise CheckFailure(f"{run.id}: the PALLAS program contains no pallas_call: every gate fell back to "
                           "native, the scenario proves nothing about the kernels")
    if not pallas.pallas_calls_in_loop:
        raise CheckFailure(f"{run.id}: the PALLAS program's {pallas.pallas_calls} pallas_call(s) all sit outside "
                           "the time loop: no kernel runs per step")
    missing = [s for s in run.variant.expect_kernels if not any(s in k for k in pallas.kernels)]
    if missing:
        raise CheckFailure(f"{run.id}: no Pallas kernel matching {missing} in the PALLAS program; it ran "
                           f"{list(pallas.kernels)}")
    forbidden = [k for k in pallas.kernels if any(s in k for s in run.variant.forbid_kernels)]
    if forbidden:
        raise CheckFailure(f"{run.id}: the PALLAS program runs {forbidden}, which this variant must not "
                           f"(forbidden: {list(run.variant.forbid_kernels)})")
    return {"pallas_calls": pallas.pallas_calls, "pallas_calls_in_time_loop": pallas.pallas_calls_in_loop,
            "kernels": " ".join(pallas.kernels),
            "native_seconds": round(native.seconds, 2), "pallas_seconds": round(pallas.seconds, 2)}


CHECK = Check("pallas_ran", lambda run, ctx: check_pallas_ran(run))
