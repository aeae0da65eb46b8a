"""Scenario check gradients: d(scalar of the final state)/d(the simulation's parameters), forward and
reverse, both backends, compared."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from harness.checks.check import Check
from harness.errors import CheckFailure

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


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
            rel = float(abs(gp[i] - gn[i]) / scale) if scale else 0.0
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


CHECK = Check("gradients", lambda run, ctx: check_gradients(run))
