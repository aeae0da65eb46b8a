"""The conventions check: the Pallas side follows the conventions that keep it safe beyond the grid
(aliasing behind an AD wrap, x64-typed literals, a predicate that returns a bool)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harness.analysis import convention_rules
from harness.checks.case_filters import kernel_runs_once
from harness.checks.check import Check
from harness.checks.memory import memory_cases
from harness.checks.shared import skip_kernel_maps
from harness.errors import CheckFailure, HarnessError
from harness.run.case_run import CaseRun

if TYPE_CHECKING:
    from harness.declare import Target


def check_conventions(run: CaseRun) -> dict[str, Any]:
    """The Pallas side follows the conventions that keep it safe beyond the grid (`harness.analysis.convention_rules`)."""

    if run.build_error is not None:
        raise run.build_error
    if run.pallas.error is not None:
        raise run.pallas.error
    if not run.pallas.pallas_calls:
        raise CheckFailure(f"{run.case.id}: the Pallas side ran no pallas_call: there is no kernel to check "
                           "(see the path check)")
    skip_kernel_maps(run, "the conventions are rules for pallas_call sites (aliasing behind custom_vjp, "
                           "x64-typed literals in its kernel); this Pallas side runs Mosaic GPU kernels "
                           "(plgpu.kernel) only")
    findings = convention_rules.program_findings(run.pallas.jaxpr, require_ad_wrap=True,
                                            sharded_call=run.target.sharded_call)
    if run.pair.ad_wrapped_by:  # the wrap is the caller's: hold the declaration to the caller's program
        findings = _wrapped_by_caller(run, findings)
    findings = _lowering_evidence(run, findings)
    if run.workload is not None and run.workload.predicate is not None:
        bad = convention_rules.predicate_finding(run.predicate_value, run.pair.supported or run.pair.name)
        findings += [bad] if bad else []
    figures = {"conventions": " ".join(sorted({f.kind for f in findings})) or "followed",
               "kernels": " ".join(sorted({f.kernel for f in findings}))}
    if findings:
        raise CheckFailure(f"{run.case.id}: {len(findings)} convention(s) broken:\n"
                           + "\n".join(f"  [{f.kind}] {f.message}" for f in findings), figures)
    return figures


def _lowering_evidence(run: CaseRun, findings: list) -> list:
    """An int64 vector in a TPU kernel is a finding where it breaks the kernel's TPU build: some uses of one
    Mosaic lowers (an iota only compared: `jnp.eye`), others it cannot (a gather or a broadcast of 64-bit
    indices). Where the case's device build lowers for TPU with them, they break nothing: no finding."""
    if not any(f.kind == "int64-in-tpu-kernel" for f in findings):
        return findings
    tpu = run.ir().get("tpu")
    if tpu is not None and tpu.error is None:
        return [f for f in findings if f.kind != "int64-in-tpu-kernel"]
    return findings


def _wrapped_by_caller(run: CaseRun, findings: list) -> list:
    """An unwrapped aliased kernel of a pair declaring `ad_wrapped_by` passes where the named pair's
    program, traced on the matching case, runs the same kernel inside custom_jvp/custom_vjp;
    otherwise the finding says the declaration does not hold."""

    wrapper = next((p for p in run.target.pairs if p.name == run.pair.ad_wrapped_by), None)
    if wrapper is None:
        raise HarnessError(f"pair '{run.pair.name}': ad_wrapped_by names no declared pair "
                           f"({run.pair.ad_wrapped_by!r})")
    unwrapped = [f for f in findings if f.kind == "alias-without-ad-wrap"]
    if not unwrapped:
        return findings
    case, wrapped, ran = convention_rules.wrapped_kernels(wrapper, run.case, run.engine.resolved(wrapper),
                                                  run.engine.side_context)
    out = [f for f in findings if f.kind != "alias-without-ad-wrap"]
    for f in unwrapped:
        if f.kernel not in wrapped:
            out.append(convention_rules.Finding("alias-without-ad-wrap", f.kernel, (
                f"{f.message}. The pair declares ad_wrapped_by='{wrapper.name}', but {case.id} runs "
                + (f"{f.kernel} outside any custom_jvp/custom_vjp" if f.kernel in ran else f"no {f.kernel}")
                + f" (wrapped there: {', '.join(sorted(wrapped)) or 'none'})")))
    return out


def conventions_cases(target: "Target", cases: list) -> set[str]:
    """The memory check's cases, plus for every kernel variant one case with x64 on and a state
    narrower than float64, where the x64 rule (float literals typed from the inputs) can be broken."""
    narrow = [(pair, case) for pair, case in cases if case.x64 and case.dtype != "f64"]
    return memory_cases(target, cases) | memory_cases(target, narrow)


CHECK = Check("conventions", lambda run, ctx: check_conventions(run), label="conv", applies=kernel_runs_once,
              pick=conventions_cases, lists_findings=True)
