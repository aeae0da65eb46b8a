"""The path check: the predicate, the declaration and the traced program agree on which path runs
(a kernel that silently fell back to native fails here, so no parity check passes on a fallback)."""

from __future__ import annotations

from typing import Any

from harness.analysis.paths import count_kernels
from harness.checks.check import Check
from harness.checks.shared import describe_path, require_interpreted, stage_seconds
from harness.declare.target import EMULATED_PLATFORMS
from harness.errors import CheckFailure
from harness.jaxtools import jaxcompat, lower
from harness.run.case_run import CaseRun


def check_path(run: CaseRun) -> dict[str, Any]:
    """The predicate, the declaration and the traced program must agree on which path runs."""
    out = _check_path(run)
    out["stages"] = stage_seconds(run)
    return out


def _check_path(run: CaseRun) -> dict[str, Any]:
    pair, case = run.pair, run.case
    if run.build_error is not None:
        raise run.build_error
    if pair.interpret_refusal and case.interpret:
        return _check_interpret_refusal(run)
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
                           "pallas_call: it silently fell back to native" + _untaken_branches(run))
    if pair.emulate and case.interpret:
        require_interpreted(run)
    if not declared and calls:
        raise CheckFailure(f"{case.id}: declared to fall back but the traced Pallas side contains {calls} "
                           "pallas_call(s)")
    return {"path": describe_path(run)}


def _check_interpret_refusal(run: CaseRun) -> dict[str, Any]:
    """The interpreter still refuses the kernel as the pair declares (Pair.interpret_refusal): when
    JAX's interpreter learns to run it, the declaration goes and the interpret-mode checks come back."""

    declared = run.pair.interpret_refusal
    if run.native.error is not None:
        raise run.native.error
    error = run.pallas.error
    if error is None and not run.pallas.pallas_calls:  # nothing refused because no kernel ran: say that first
        raise CheckFailure(f"{run.case.id}: the traced Pallas side contains no pallas_call: it silently fell back "
                           f"to native, so the declared interpret_refusal={declared!r} is not what it shows"
                           + _untaken_branches(run))
    if error is None:
        raise CheckFailure(f"{run.case.id}: the kernel now runs in interpret mode although the pair declares "
                           f"interpret_refusal={declared!r}: remove the declaration")
    text = f"{error}\n{error.__cause__ or ''}"
    alternatives = declared if isinstance(declared, tuple) else (declared,)
    declared = next((d for d in alternatives if d in text), " | ".join(alternatives))
    if declared not in text:
        raise CheckFailure(f"{run.case.id}: interpret mode fails with {lower.first_line(error)!r}, not with the declared "
                           f"interpret_refusal={declared!r}") from error
    return {"path": f"interpret mode refused, as declared: {declared}"}


def _untaken_branches(run: CaseRun) -> str:
    """Where the program's kernels sit in `lax.platform_dependent` branches this platform does not take:
    what to declare to run them."""

    elsewhere = count_kernels(run.pallas.jaxpr)
    if not elsewhere or run.pair.emulate:
        return ""
    platforms = dict.fromkeys(p.split(":")[0] for p in EMULATED_PLATFORMS)  # "tpu:v7x" takes the tpu branch
    where = [p for p in platforms if count_kernels(run.pallas.jaxpr, p)] or ["cuda"]
    return (f" on {jaxcompat.default_platform()}; {elsewhere} pallas_call(s) sit in lax.platform_dependent branches "
            f"for another platform: declare {' or '.join(f'emulate={p!r}' for p in where)} on the pair to run them "
            "in interpret mode as on that platform")


CHECK = Check("path", lambda run, ctx: check_path(run), on_refusal=True,
              needs_interpret_run=False)  # where the interpreter refuses the kernel, it checks the refusal
