"""The gradients check: the Pallas side's derivatives (reverse, and forward where the pair has it)
against the native side's, with respect to every floating-point argument the declaration names;
in float64 the native reference itself against finite differences."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from harness.analysis import error_map, finite_differences
from harness.analysis.compare import DEFAULT_GRAD_TOLERANCES, Comparison, compare_trees
from harness.checks.check import Check, Rows, Summary, View
from harness.checks.shared import describe_path, require_outputs
from harness.declare import describe_arguments
from harness.errors import CheckFailure, DeclarationError
from harness.jaxtools.jaxcompat import enable_x64
from harness.run import time_ledger
from harness.run.case_run import CaseRun
from harness.run.gradient_programs import case_seed


def check_gradients(run: CaseRun) -> dict[str, Any]:
    require_outputs(run)
    native_side, pallas_side = run.gradients()
    pallas = pallas_side.result()  # first: where it failed, the native side was never computed
    native = native_side.result()
    tolerances = {**DEFAULT_GRAD_TOLERANCES, **run.pair.grad_tolerances}
    results: dict[str, Comparison] = {
        "vjp": compare_trees(pallas.vjp, native.vjp, tolerances, prefix="vjp"),
    }
    if run.forward_mode:
        results["jvp"] = compare_trees(pallas.jvp, native.jvp, tolerances, prefix="jvp")
    headroom = max(c.headroom for c in results.values())
    stats = {"headroom": headroom, "grad_pallas_calls": pallas.pallas_calls, "path": describe_path(run),
             **differentiated_figures(run),
             "grad_compile": ("fused, the gate's code generation" if pallas.compile_options is None else
                              ("unfused, " if "xla_disable_hlo_passes" in pallas.compile_options else "fused, ")
                              + ", ".join(f"{k}={v}" for k, v in sorted(pallas.compile_options.items())))
             + f" ({pallas.program_ops} ops in the Pallas reverse program)"}
    problems = [f"{name}:\n{c.describe()}" for name, c in results.items() if not c.ok]
    if run.workload.grad_runs_pallas and run.pallas.pallas_calls and not pallas.pallas_calls:
        problems.append("the reverse-mode program of the Pallas side contains no pallas_call: the adjoint "
                        "kernels did not run")
    if problems:
        worst = {k: max(c.stats()[k] for c in results.values())
                 for k in ("max_abs", "max_rel", "max_ulp", "n_differ", "n_nonfinite_mismatch")}
        name = max(results, key=lambda k: (not results[k].ok, results[k].headroom))
        sides = {"vjp": (pallas.vjp, native.vjp), "jvp": (pallas.jvp, native.jvp)}[name]
        worst["error_map"] = error_map.from_comparison(*sides, results[name], f"gradients ({name})")
        worst["outputs"] = {path: f for c in results.values() for path, f in c.differing().items()}
        raise CheckFailure(f"{run.case.id}: Pallas and native derivatives differ (path: {stats['path']})\n"
                           f"with respect to {stats['differentiated']} (vjp[i] is the i-th of these; "
                           f"{stats['modes']})\n" + "\n".join(problems), {**stats, **worst})
    if run.pair.fd_check and run.case.dtype == "f64" and run.case.mesh == 1:
        stats.update(check_finite_differences(run))
    return stats


def differentiated_figures(run: CaseRun) -> dict[str, str]:
    """Which arguments the case's derivatives are taken with respect to, and in which modes: by
    position, and by name where the build's callable gives one ("0:q 1:k 2:v")."""

    argnums = run.diff_argnums
    rest = [i for i in range(len(run.args)) if i not in argnums]
    return {"differentiated": describe_arguments(run.workload, argnums),
            **({"not_differentiated": describe_arguments(run.workload, rest)} if rest else {}),
            "modes": "forward and reverse" if run.forward_mode else "reverse only"}


def differentiated_about(run: CaseRun) -> dict[str, str]:
    """`differentiated_figures` before the gradients are taken, or nothing where the case did not build
    or its declaration cannot be used (the check then says why)."""

    if run.workload is None:
        return {}
    try:
        return differentiated_figures(run)
    except DeclarationError:
        return {}


def check_finite_differences(run: CaseRun) -> dict[str, Any]:
    """The reference gradient itself is right: the native side's derivatives against finite
    differences that converge (harness.analysis.finite_differences), in float64."""

    workload, args, argnums = run.workload, run.args, run.diff_argnums
    with enable_x64(True):
        primals = tuple(args[i] for i in argnums)

        def native(*diff):
            full = list(args)
            for i, d in zip(argnums, diff):
                full[i] = d
            return workload.native(*full)

        with time_ledger.stage("fd_check"):
            verdict = finite_differences.check(native, primals, case_seed(run.case, "fd"))
    if not verdict.ok:
        raise CheckFailure(f"{run.case.id}: the native side's derivatives disagree with finite differences at "
                           f"every step (the reference gradient is wrong, not the Pallas side): "
                           + verdict.describe())
    return {"fd_step": verdict.step, "fd_excess": round(verdict.excess, 4)}


def terminal_lines(rows: Rows, view: View) -> list[str]:
    """Per pair, the arguments its gradients checks differentiated (position:name), those left out, and
    the modes: a backward kernel for an argument no check differentiates is one no check runs."""
    said: dict[str, dict[str, None]] = defaultdict(dict)
    for r in rows:
        f = r.get("figures") or {}
        if f.get("differentiated"):
            said[r["pair"]][f"{f['differentiated']}" + (f" (not {f['not_differentiated']})"
                                                        if f.get("not_differentiated") else "")
                            + f", {f.get('modes', '?')}"] = None
    if not said:
        return []
    return (["gradients with respect to (argument position:name as the build's callable names it; per pair):"]
            + [f"  {pair:32s} {' | '.join(ways)}" for pair, ways in sorted(said.items())])


CHECK = Check(  # where the gate rejects, both sides are native: a gradient comparison proves nothing
    "gradients", lambda run, ctx: check_gradients(run), label="grads", heavy=True,
    applies=lambda target, pair, case: pair.differentiable and pair.accepts(case),
    about=differentiated_about, summary=Summary(terminal=terminal_lines))
