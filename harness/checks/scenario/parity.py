"""Scenario check parity: the final state (and each snapshot) agree within a tolerance that grows
with the step count; the error's growth along the run is reported."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import numpy as np

from harness.analysis.scenario_figures import allowed_parity, error_growth, relative_difference
from harness.checks.check import Check, Plot, Summary
from harness.checks.row import Rows
from harness.checks.scenario.sides import sides
from harness.errors import CheckFailure

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


SNAPSHOT_TIME_TOLERANCE = 1e-4  # relative to t_end: snapshots this close are compared as simultaneous


def parity_figures(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = sides(run)
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


def growth_figure(rows: Rows, plt: Any) -> Any:
    """Relative error between the backends over the snapshots, per scenario variant, beside its
    allowance; the legend beside the axes, where it hides no curve. None where no row has a growth."""
    rows = [r for r in rows if isinstance(r["figures"].get("growth"), dict)]
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(7, 3.4))
    for r in rows:
        g = r["figures"]["growth"]
        times = [t for t, e in zip(g["times"], g["errors"]) if e and math.isfinite(e) and e > 0]
        errors = [e for e in g["errors"] if e and math.isfinite(e) and e > 0]
        if not errors:
            continue
        line, = ax.plot(times, errors, marker="o", markersize=3,
                        label=r["case"] + (" (FAILED)" if r["outcome"] in ("failed", "xpassed-strict") else ""))
        allowed = [(t, a) for t, a in zip(g["times"], g["allowed"]) if a and a > 0]
        if allowed:
            ax.plot(*zip(*allowed), linestyle="--", color=line.get_color(), linewidth=0.8)
    ax.set_yscale("log")
    ax.set_xlabel("simulation time")
    ax.set_ylabel("max relative error (dashed: allowed)")
    shown = len(ax.get_lines()) - sum(1 for line in ax.get_lines() if line.get_linestyle() == "--")
    ax.legend(fontsize=6, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0.0,
              ncol=max(1, math.ceil(shown / 28)))  # savefig's tight box takes the legend in
    return fig


CHECK = Check("parity", lambda run, ctx: check_parity(run),
              summary=Summary(plot=Plot("Scenarios: error growth", "error growth", growth_figure, css="growth")))
