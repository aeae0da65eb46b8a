"""The checks every case runs, reading the shared `CaseRun`. Each raises AssertionError with the
figures a kernel developer needs, and returns what the summary records."""

from __future__ import annotations

from typing import Any

from harness.compare import Comparison, compare_trees
from harness.engine import CaseRun

GRAD_TOLERANCES = {"float32": (1e-4, 1e-4), "float64": (1e-10, 1e-10)}


class CheckFailure(AssertionError):
    pass


def describe_path(run: CaseRun) -> str:
    if run.pallas.error is not None:
        return f"refused ({type(run.pallas.error.error).__name__})"
    if run.pallas.pallas_calls:
        return f"pallas ({run.pallas.pallas_calls} pallas_call)"
    return "fallback (no pallas_call)"


def stage_seconds(run: CaseRun) -> dict[str, float]:
    return {f"{side.name}_{stage}": round(t, 3) for side in (run.native, run.pallas)
            for stage, t in side.seconds.items()}


def check_path(run: CaseRun) -> dict[str, Any]:
    """The predicate, the declaration and the traced program must agree on which path runs."""
    out = _check_path(run)
    out["stages"] = stage_seconds(run)
    return out


def _check_path(run: CaseRun) -> dict[str, Any]:
    pair, case = run.pair, run.case
    if run.build_error is not None:
        raise run.build_error
    declared = bool(pair.accepts(case))
    word = {True: "accept", False: "reject"}
    if run.predicate is not None and run.predicate != declared:
        raise CheckFailure(
            f"{case.id}: the _supported predicate ({pair.supported}) says {word[run.predicate]}, the declaration "
            f"says {word[declared]}; fix the declaration's accepts() or the predicate")
    if run.native.error is not None:
        raise run.native.error
    if run.native.pallas_calls:
        raise CheckFailure(f"{case.id}: the native side contains {run.native.pallas_calls} pallas_call(s); "
                           "the native twin must be Pallas-free")
    if not declared and pair.on_reject == "raises":
        if run.pallas.error is None:
            raise CheckFailure(f"{case.id}: declared to refuse this input (on_reject='raises') but the Pallas "
                               f"side ran: {describe_path(run)}")
        return {"path": describe_path(run)}
    if run.pallas.error is not None:
        raise run.pallas.error
    calls = run.pallas.pallas_calls
    if pair.on_reject == "unguarded" and not declared:
        if calls == 0:
            raise CheckFailure(f"{case.id}: declared unguarded (the entry runs its kernel whatever its gate "
                               "says) but the traced Pallas side contains no pallas_call")
        return {"path": describe_path(run) + " unguarded"}
    if declared and calls == 0:
        raise CheckFailure(f"{case.id}: the predicate accepts but the traced Pallas side contains no "
                           "pallas_call: it silently fell back to native")
    if not declared and calls:
        raise CheckFailure(f"{case.id}: declared to fall back but the traced Pallas side contains {calls} "
                           "pallas_call(s)")
    return {"path": describe_path(run)}


def _require_outputs(run: CaseRun) -> None:
    if run.build_error is not None:
        raise run.build_error
    run.native.result()
    run.pallas.result()


def check_values(run: CaseRun) -> dict[str, Any]:
    _require_outputs(run)
    comparison = compare_trees(run.pallas.outputs, run.native.outputs, run.pair.tolerances)
    stats = {**comparison.stats(), "path": describe_path(run)}
    if not comparison.ok:
        raise CheckFailure(f"{run.case.id}: Pallas and native values differ (path: {stats['path']})\n"
                           + comparison.describe())
    return stats


def check_gradients(run: CaseRun) -> dict[str, Any]:
    _require_outputs(run)
    native, pallas = (side.result() for side in run.gradients())
    tolerances = {**GRAD_TOLERANCES, **run.pair.grad_tolerances}
    results: dict[str, Comparison] = {
        "grad": compare_trees(pallas.grad, native.grad, tolerances, prefix="grad"),
        "vjp": compare_trees(pallas.vjp, native.vjp, tolerances, prefix="vjp"),
    }
    if run._workload.forward_mode:  # type: ignore[attr-defined]
        results["jvp"] = compare_trees(pallas.jvp, native.jvp, tolerances, prefix="jvp")
    headroom = max(c.headroom for c in results.values())
    stats = {"headroom": headroom, "grad_pallas_calls": pallas.pallas_calls, "path": describe_path(run)}
    problems = [f"{name}:\n{c.describe()}" for name, c in results.items() if not c.ok]
    if run._workload.grad_runs_pallas and run.pallas.pallas_calls and not pallas.pallas_calls:  # type: ignore[attr-defined]
        problems.append("the reverse-mode program of the Pallas side contains no pallas_call: the adjoint "
                        "kernels did not run")
    if problems:
        raise CheckFailure(f"{run.case.id}: Pallas and native derivatives differ (path: {stats['path']})\n"
                           + "\n".join(problems))
    if run.pair.fd_check and run.case.dtype == "f64" and run.case.mesh == 1:
        stats["fd_checked"] = check_finite_differences(run)
    return stats


def check_finite_differences(run: CaseRun) -> bool:
    """jax.test_util.check_grads on the native side: the reference gradient itself is right."""
    import jax
    from jax.test_util import check_grads

    workload, args = run._workload, run._args  # type: ignore[attr-defined]
    with jax.enable_x64(True):
        primals = tuple(args[i] for i in workload.diff_argnums)

        def native(*diff):
            full = list(args)
            for i, d in zip(workload.diff_argnums, diff):
                full[i] = d
            return workload.native(*full)

        check_grads(native, primals, order=1, modes=("fwd", "rev"), eps=1e-6)
    return True
