"""Scenario checks: what a variant's shared run (`harness.run.scenario_engine.ScenarioRun`) must show,
and the pure numeric helpers they and the engine use (unit-tested on their own).

Checks raise `harness.checks.CheckFailure` naming the scenario and the figures, and return a dict
of figures on success:

- `check_pallas_ran`: `pallas_call` counted in the traced program of the whole time integration
  (a target need expose no step function: the step is the body of the time loop, traced once, so
  the count is the static kernel count of one step, not multiplied by the steps). The Pallas side must
  contain kernels inside the time loop (and the ones the variant expects), the native side none.
- `check_parity`: final state (and each snapshot) within a tolerance that grows with the step count;
  reports the error growth (fitted exponent of error vs time, error per step).
- `check_conservation`: periodic boxes conserve mass, momentum and energy to rounding on both sides.
- `check_step_count`: adaptive time stepping takes the same number of steps on both sides.
- `check_convergence`: resolution sweep, error vs the exact solution, fitted order per backend,
  checked against the expected order and against each other.
- `check_gradients`: d(scalar of final state)/d(the simulation's parameters) in forward mode
  (`jax.jacfwd`) and reverse mode (`jax.grad`), both backends, compared.
- `check_golden`: both backends' final states and step counts against the golden store.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from harness.analysis.scenario_figures import allowed_parity, error_growth, relative_difference
from harness.declare.scenario import convergence_of, golden_pair
from harness.errors import CheckFailure, GoldenError, MissingGolden
from harness.store import golden as golden_mod

if TYPE_CHECKING:  # the engine imports the helpers here; the checks only read its runs
    from harness.run.scenario_engine import ScenarioRun, Side


# -- checks -----------------------------------------------------------------------------------------


def _sides(run: ScenarioRun) -> tuple[Side, Side]:
    return run.native.result(), run.pallas.result()


def check_pallas_ran(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
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


def check_step_count(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
    if native.steps != pallas.steps:
        raise CheckFailure(f"{run.id}: adaptive time stepping took {pallas.steps} steps on PALLAS and "
                           f"{native.steps} on NATIVE_JAX to reach t={run.t_end}")
    if abs(native.times[-1] - pallas.times[-1]) > 4 * run.eps * max(abs(native.times[-1]), 1.0):
        raise CheckFailure(f"{run.id}: the runs end at different times: PALLAS t={pallas.times[-1]!r}, "
                           f"NATIVE_JAX t={native.times[-1]!r}")
    return {"steps": native.steps, "t_end": float(native.times[-1])}


SNAPSHOT_TIME_TOLERANCE = 1e-4  # relative to t_end: snapshots this close are compared as simultaneous


def parity_figures(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
    sc = run.scenario
    t_end = max(float(native.times[-1]), 1e-300)
    time_mismatch = float(np.max(np.abs(native.times - pallas.times))) if len(native.times) == len(pallas.times) \
        else float("inf")
    if time_mismatch > SNAPSHOT_TIME_TOLERANCE * t_end:
        # snapshots are taken at the first step past each snapshot time: different dt histories
        # mean different snapshot times; compare the final states only
        times = np.asarray([native.times[-1]])
        pairs = [(pallas.final, native.final)]
    else:
        times = native.times
        pairs = list(zip(pallas.states, native.states))
        pairs[-1] = (pallas.final, native.final)
    errors, worst_vars = [], []
    for a, b in pairs:
        d, k = relative_difference(a, b)
        errors.append(d)
        worst_vars.append(k)
    steps = max(native.steps, pallas.steps)
    t_final = float(times[-1]) if times[-1] > 0 else 1.0
    snapshot_steps = [max(1, int(round(steps * t / t_final))) if t > 0 else 0 for t in times]
    allowed = [allowed_parity(s, sc.parity_per_step, sc.parity_floor) if s else 0.0 for s in snapshot_steps]
    growth = error_growth(times, errors, steps)
    return {"times": [float(t) for t in times], "errors": errors, "allowed": allowed, "steps": steps,
            "snapshot_steps": snapshot_steps, "worst_variable": worst_vars, "time_mismatch": time_mismatch, **growth}


def check_parity(run: ScenarioRun) -> dict[str, Any]:
    f = parity_figures(run)
    bad = [(t, e, a, v) for t, e, a, v, s in zip(f["times"], f["errors"], f["allowed"], f["worst_variable"],
                                                 f["snapshot_steps"]) if not e <= a and not (s == 0 and e == 0)]
    table = ", ".join(f"t={t:.4g}: {e:.2e} (allowed {a:.1e})" for t, e, a in zip(f["times"], f["errors"], f["allowed"]))
    growth = {"times": f["times"], "errors": [float(e) for e in f["errors"]], "allowed": f["allowed"]}
    if bad:
        t, e, a, v = bad[0]
        raise CheckFailure(
            f"{run.id}: PALLAS and NATIVE_JAX states differ by max rel {e:.3e} (variable {v}) at t={t:.4g}, "
            f"allowed {a:.2e} after ~{f['snapshot_steps'][f['times'].index(t)]} of {f['steps']} steps; "
            f"error growth exponent {f['growth_exponent']:.2f}, {f['error_per_step']:.2e}/step; snapshots: {table}", {"growth": growth})
    return {"final_rel_error": f["final_error"], "allowed": f["allowed"][-1], "steps": f["steps"],
            "headroom": f["final_error"] / f["allowed"][-1] if f["allowed"][-1] else float("nan"),
            "growth_exponent": f["growth_exponent"], "error_per_step": f["error_per_step"],
            "snapshot_time_mismatch": f["time_mismatch"], "snapshots": table, "growth": growth}


def check_conservation(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
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


def check_gradients(run: ScenarioRun) -> dict[str, Any]:
    grads = run.scenario.gradients
    assert grads is not None
    result = run.gradients()
    out: dict[str, Any] = {}
    problems = []
    wanted = run.variant.grad_params or grads.params
    for mode in run.variant.grad_modes or grads.modes:
        native, pallas = result[f"{mode}_native"], result[f"{mode}_pallas"]
        for name, entry in (("NATIVE_JAX", native), ("PALLAS", pallas)):
            if "error" in entry:
                problems.append(f"{mode}: {name} gradient failed: {entry['error']}")
        if problems:
            continue
        if native["pallas_calls"]:
            problems.append(f"{mode}: the NATIVE_JAX derivative program contains {native['pallas_calls']} pallas_call(s)")
        if not pallas["pallas_calls"]:
            problems.append(f"{mode}: the PALLAS derivative program contains no pallas_call")
        adjoint = grads.reverse_kernels
        if mode == "bwd" and adjoint and not any(s in k for s in adjoint for k in pallas["kernels"]):
            problems.append(f"bwd: the PALLAS reverse program runs no Pallas adjoint kernel matching {list(adjoint)} "
                            f"({list(pallas['kernels'])}): reverse mode differentiated the forward kernels instead")
        gn, gp = native["grad"], pallas["grad"]
        for param in wanted:
            i = tuple(run.scenario.simulation.parameters).index(param)
            if not (np.isfinite(gn[i]) and np.isfinite(gp[i])):
                problems.append(f"{mode} d/d{param}: non-finite (PALLAS {gp[i]!r}, NATIVE_JAX {gn[i]!r})")
                continue
            scale = max(abs(gn[i]), grads.floor * float(np.max(np.abs(gn))))
            rel = abs(gp[i] - gn[i]) / scale if scale else 0.0
            out[f"{mode}_d{param}_native"] = float(gn[i])
            out[f"{mode}_d{param}_pallas"] = float(gp[i])
            out[f"{mode}_d{param}_rel"] = rel
            if not rel <= grads.rtol:
                problems.append(f"{mode} d/d{param}: PALLAS {gp[i]:.6e} vs NATIVE_JAX {gn[i]:.6e} (rel {rel:.2e} > "
                                f"{grads.rtol:.0e})")
        out[f"{mode}_pallas_kernels"] = " ".join(pallas["kernels"])
        out[f"{mode}_seconds"] = f"native {native['seconds']}, pallas {pallas['seconds']}"
    if problems:
        raise CheckFailure(f"{run.id}: gradients: " + "; ".join(problems))
    return out


def produced_golden(run: ScenarioRun, package: str) -> Any:
    """Both backends' final states and step counts, as the golden store keeps a case's outputs."""
    import types

    native, pallas = _sides(run)
    values = {side.backend: [np.asarray(side.final), np.asarray(side.steps, np.int64)] for side in (native, pallas)}
    where = types.SimpleNamespace(x64=run.scenario.x64, mesh=1, interpret=True)
    provenance = {**golden_mod.provenance(package, where), "t_end": run.t_end}
    by_variable = {side: [True, False] for side in values}  # the state (variables first), the step count
    return golden_mod.Golden(run.id, golden_pair(run.scenario.name), values, {}, provenance, run.scenario.golden_slack,
                             by_variable)


def check_golden(run: ScenarioRun, store: Any, *, bless: str | None = None, dry_run: bool = False,
                 optional: bool = False) -> dict[str, Any]:
    """The final states against the golden store; under `harness bless`, written (never when the
    backends disagree). An `optional` golden (a full-grid-only variant) never blessed is a skip."""

    if bless in ("budgets", "ir"):
        return {"golden": f"left alone (blessing {bless} only)"}
    actual = produced_golden(run, store.package)
    if bless is None:
        try:
            return golden_mod.verify(store, actual)
        except MissingGolden as err:
            if not optional:
                raise CheckFailure(str(err)) from None
            import pytest

            pytest.skip(golden_mod.FULL_ONLY)
        except GoldenError as err:
            raise CheckFailure(str(err)) from None
    try:
        check_parity(run)
    except CheckFailure as err:
        raise CheckFailure(f"{run.id}: refusing to bless a scenario whose backends disagree:\n{err}") from None
    return golden_mod.bless(store, actual, bless, dry_run)
