"""Scenario check convergence: a resolution sweep's error against the exact solution, the fitted
order per backend against the expected one and against each other; its table is printed either way."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harness.checks.check import Check, Context
from harness.declare.scenario import convergence_of
from harness.errors import CheckFailure

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


def check_convergence(run: ScenarioRun) -> dict[str, Any]:
    conv = convergence_of(run.scenario, run.variant)
    assert conv is not None
    result = run.convergence()
    problems = []
    for name in ("native", "pallas"):
        order = result[f"{name}_order"]
        if not order >= conv.expected_order - conv.margin:
            problems.append(f"{name} order {order:.2f} < expected {conv.expected_order} - margin {conv.margin}")
    gap = abs(result["native_order"] - result["pallas_order"])
    if not gap <= conv.order_margin:
        problems.append(f"PALLAS order {result['pallas_order']:.3f} and NATIVE_JAX order "
                        f"{result['native_order']:.3f} differ by {gap:.3f} > {conv.order_margin}")
    if problems:
        raise CheckFailure(f"{run.id}: convergence: " + "; ".join(problems) + "\n" + convergence_table(run.id, result))
    return {"native_order": result["native_order"], "pallas_order": result["pallas_order"],
            "expected_order": conv.expected_order, "table": convergence_table(run.id, result)}


def convergence_table(name: str, result: dict) -> str:
    lines = [f"convergence {name}: L1 error of {result.get('variable', 'density')} vs the exact solution",
             f"{'N':>6} {'steps':>6} {'NATIVE_JAX':>12} {'order':>6} {'PALLAS':>12} {'order':>6}"]
    native_p = [float("nan")] + result["native_pairwise"]
    pallas_p = [float("nan")] + result["pallas_pairwise"]
    for row, pn, pp in zip(result["rows"], native_p, pallas_p):
        lines.append(f"{row['n']:>6} {row['steps']:>6} {row['native']:>12.4e} {pn:>6.2f} {row['pallas']:>12.4e} "
                     f"{pp:>6.2f}")
    lines.append(f"{'fit':>6} {'':>6} {'':>12} {result['native_order']:>6.2f} {'':>12} {result['pallas_order']:>6.2f}")
    return "\n".join(lines)


def _convergence(run: Any, ctx: Context) -> dict[str, Any]:
    try:
        return check_convergence(run)
    finally:
        if run.convergence_result is not None:  # the table, whether or not the check passed
            with ctx.request.getfixturevalue("capsys").disabled():
                print("\n" + convergence_table(run.id, run.convergence_result))
                conv = convergence_of(run.scenario, run.variant)
                if conv.note:
                    print(f"  expected order {conv.expected_order}: {conv.note}")


CHECK = Check("convergence", _convergence)
