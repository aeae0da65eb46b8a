"""The checks every case runs, reading the shared `CaseRun` (the GPU-side ones are in
`harness.gpu_checks`). Each raises AssertionError with the figures a kernel developer needs, and
returns what the summary records."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from harness import error_map, ir, jaxcompat, timing
from harness.case_run import CaseRun
from harness.compare import DEFAULT_GRAD_TOLERANCES, Comparison, compare_trees
from harness.registry import CheckFailure, HarnessError  # noqa: F401  (checks.CheckFailure: the one failure type)

if TYPE_CHECKING:
    from harness import golden as golden_mod


def describe_path(run: CaseRun) -> str:
    if run.pallas.error is not None:
        return f"refused ({type(run.pallas.error.error).__name__})"
    if run.pallas.pallas_calls:
        emulated = f", interpreted as on {run.pair.emulate}" if run.pair.emulate and run.case.interpret else ""
        return f"pallas ({run.pallas.pallas_calls} pallas_call{emulated})"
    return "fallback (no pallas_call)"


def stage_seconds(run: CaseRun) -> dict[str, float]:
    return {f"{side.name}_{stage}": round(t, 3) for side in (run.native, run.pallas)
            for stage, t in side.seconds.items()}


def _check_interpret_refusal(run: CaseRun) -> dict[str, Any]:
    """The interpreter still refuses the kernel as the pair declares (Pair.interpret_refusal): when
    JAX's interpreter learns to run it, the declaration goes and the interpret-mode checks come back."""
    declared = run.pair.interpret_refusal
    if run.native.error is not None:
        raise run.native.error
    error = run.pallas.error
    if error is None:
        raise CheckFailure(f"{run.case.id}: the kernel now runs in interpret mode although the pair declares "
                           f"interpret_refusal={declared!r}: remove the declaration")
    text = f"{error}\n{error.__cause__ or ''}"
    if declared not in text:
        raise CheckFailure(f"{run.case.id}: interpret mode fails with {ir.first_line(error)!r}, not with the declared "
                           f"interpret_refusal={declared!r}") from error
    return {"path": f"interpret mode refused, as declared: {declared}"}


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
        _require_interpreted(run)
    if not declared and calls:
        raise CheckFailure(f"{case.id}: declared to fall back but the traced Pallas side contains {calls} "
                           "pallas_call(s)")
    return {"path": describe_path(run)}


def _untaken_branches(run: CaseRun) -> str:
    """Where the program's kernels sit in `lax.platform_dependent` branches this platform does not take:
    what to declare to run them."""
    from harness.paths import count_kernels

    elsewhere = count_kernels(run.pallas.jaxpr)
    if not elsewhere or run.pair.emulate:
        return ""
    return (f" on {jaxcompat.default_platform()}; {elsewhere} pallas_call(s) sit in lax.platform_dependent branches "
            "for another platform: declare emulate='cuda' on the pair to run them in interpret mode as on a GPU")


def _require_interpreted(run: CaseRun) -> None:
    """An emulated pair's kernels all run in interpret mode: else the emulation did not reach them."""
    from harness.paths import count_interpreted

    calls = run.pallas.pallas_calls
    interpreted = count_interpreted(run.pallas.jaxpr, jaxcompat.default_platform())
    if interpreted < calls:
        raise HarnessError(f"{run.case.id}: emulate={run.pair.emulate!r} but {calls - interpreted} of {calls} "
                           "pallas_call(s) are not in interpret mode: the harness's emulation did not reach them "
                           "(harness.jaxcompat.pallas_interpret_everywhere on this JAX)")


def _require_outputs(run: CaseRun) -> None:
    if run.build_error is not None:
        raise run.build_error
    run.native.result()
    run.pallas.result()


def check_values(run: CaseRun) -> dict[str, Any]:
    _require_outputs(run)
    comparison = compare_trees(run.pallas.outputs, run.native.outputs, run.pair.tolerances,
                               atol_scales=run.workload.value_scale)
    stats = {**comparison.stats(), "path": describe_path(run)}
    if not comparison.ok:
        stats["error_map"] = error_map.from_comparison(run.pallas.outputs, run.native.outputs, comparison, "values")
        raise CheckFailure(f"{run.case.id}: Pallas and native values differ (path: {stats['path']})\n"
                           + comparison.describe(), stats)
    return stats


def check_native_mesh(run: CaseRun) -> dict[str, Any]:
    """On the mesh a user builds with `jax.make_mesh` (explicit axes) the Pallas side is compared with
    the native twin run on the gate's Auto mesh; this check says whether the native twin itself runs
    on the user's mesh, and agrees with its Auto run, so that reference does not hide a native failure."""
    if run.build_error is not None:
        raise run.build_error
    user = run.native_on_user_mesh
    if user is None:
        raise CheckFailure(f"{run.case.id}: not a case on a user's mesh (mesh_axes {run.case.mesh_axes!r})")
    reference = run.native.result()
    if user.error is not None:
        inner = user.error.error
        raise CheckFailure(f"{run.case.id}: the native twin fails on jax.make_mesh's mesh ({run.case.mesh_axes} "
                           f"axes) while {user.error.stage}: {type(inner).__name__}: "
                           f"{str(inner).strip().splitlines()[0] if str(inner).strip() else ''}\n"
                           "its run on Auto axes is the values check's reference; a user on this mesh cannot "
                           "run the native path", {"native_on_user_mesh": type(inner).__name__})
    comparison = compare_trees(user.outputs, reference, run.pair.tolerances, atol_scales=run.workload.value_scale)
    stats = {**comparison.stats(), "native_on_user_mesh": "runs"}
    if not comparison.ok:
        raise CheckFailure(f"{run.case.id}: the native twin on jax.make_mesh's mesh differs from its run on "
                           "Auto axes\n" + comparison.describe(), stats)
    return stats


def check_gradients(run: CaseRun) -> dict[str, Any]:
    _require_outputs(run)
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
        raise CheckFailure(f"{run.case.id}: Pallas and native derivatives differ (path: {stats['path']})\n"
                           f"with respect to {stats['differentiated']} (vjp[i] is the i-th of these; "
                           f"{stats['modes']})\n" + "\n".join(problems), {**stats, **worst})
    if run.pair.fd_check and run.case.dtype == "f64" and run.case.mesh == 1:
        stats.update(check_finite_differences(run))
    return stats


def differentiated_figures(run: CaseRun) -> dict[str, str]:
    """Which arguments the case's derivatives are taken with respect to, and in which modes: by
    position, and by name where the build's callable gives one ("0:q 1:k 2:v")."""
    from harness.declare import describe_arguments

    argnums = run.diff_argnums
    rest = [i for i in range(len(run.args)) if i not in argnums]
    return {"differentiated": describe_arguments(run.workload, argnums),
            **({"not_differentiated": describe_arguments(run.workload, rest)} if rest else {}),
            "modes": "forward and reverse" if run.forward_mode else "reverse only"}


def differentiated_about(run: CaseRun) -> dict[str, str]:
    """`differentiated_figures` before the gradients are taken, or nothing where the case did not build
    or its declaration cannot be used (the check then says why)."""
    from harness.declare import DeclarationError

    if run.workload is None:
        return {}
    try:
        return differentiated_figures(run)
    except DeclarationError:
        return {}


def check_finite_differences(run: CaseRun) -> dict[str, Any]:
    """The reference gradient itself is right: the native side's derivatives against finite
    differences that converge (harness.finite_differences), in float64."""
    from harness import finite_differences
    from harness.engine import case_seed
    from harness.jaxcompat import enable_x64

    workload, args, argnums = run.workload, run.args, run.diff_argnums
    with enable_x64(True):
        primals = tuple(args[i] for i in argnums)

        def native(*diff):
            full = list(args)
            for i, d in zip(argnums, diff):
                full[i] = d
            return workload.native(*full)

        with timing.stage("fd_check"):
            verdict = finite_differences.check(native, primals, case_seed(run.case, "fd"))
    if not verdict.ok:
        raise CheckFailure(f"{run.case.id}: the native side's derivatives disagree with finite differences at "
                           f"every step (the reference gradient is wrong, not the Pallas side): "
                           + verdict.describe())
    return {"fd_step": verdict.step, "fd_excess": round(verdict.excess, 4)}


# -- IR --------------------------------------------------------------------------------------------

def check_lowering(run: CaseRun) -> dict[str, Any]:
    """The Pallas side lowers for CUDA (Triton) and for TPU (Mosaic) exactly as the pair declares:
    a platform a kernel is not written for is declared with the text of its refusal."""
    outcomes = run.ir()
    cuda, tpu = outcomes["cuda"], outcomes["tpu"]
    import dataclasses

    refused = cuda.device_build_failed and not run.pair.accepts(dataclasses.replace(run.case, interpret=False))
    if refused:
        return {"triton_kernels": "none", "tpu": f"device build refused as declared ({cuda.error})"}
    expected_tpu = run.pair.tpu
    if cuda.backend == "none" and not cuda.error:
        expected_tpu = None  # no kernel on the device build (the gate fell back): nothing Pallas to lower
    problems = [p for p in (_declared_outcome("CUDA", "cuda", cuda, run.pair.cuda),
                            _declared_outcome("TPU", "tpu", tpu, expected_tpu)) if p]
    declared = run.pair.cuda_backend
    if declared is not None and cuda.error is None and cuda.backend not in (declared, "none"):
        problems.append((f"its CUDA kernels lower to {cuda.backend}, declared cuda_backend={declared!r}: the "
                         "kernel changed Pallas backend (Triton compiler params added or dropped?)", None))
    if problems:  # each problem's own lowering error chained: its traceback into JAX or the kernel is shown
        raise CheckFailure(f"{run.case.id}: " + "; ".join(text for text, _ in problems)) from _causes(problems)
    kernels = run.triton_kernels()
    mosaic_gpu = outcomes["mosaic_gpu"].text.splitlines()[0].split()[3:] if cuda.error is None else []
    return {"triton_kernels": " ".join(k.name for k in kernels) or "none",
            **({"mosaic_gpu_kernels": " ".join(mosaic_gpu)} if mosaic_gpu else {}),
            "cuda": "lowers" if cuda.error is None else "declared failure",
            **({"cuda_backend": cuda.backend} if cuda.error is None else {}),
            **({"jax_deprecation": " | ".join(cuda.deprecations)} if cuda.deprecations else {}),
            "tpu": "lowers" if tpu.error is None else "declared failure"}


def _declared_outcome(platform: str, field: str, outcome: Any,
                      expected: str | tuple[str, ...] | None) -> tuple[str, BaseException | None] | None:
    """What is wrong with one platform's lowering given the pair's declaration, with that platform's
    own lowering error (for its traceback), or None."""
    if isinstance(expected, tuple):
        expected = next((e for e in expected if e in (outcome.error or "")), " | ".join(expected))
    if outcome.device_build_failed and (expected is None or expected not in outcome.error):
        text = f"does not lower for {platform}: {outcome.error}"  # no platform was asked: no refusal to declare
    elif expected is None and outcome.error:
        text = (f"does not lower for {platform}: {outcome.error} (if it is not meant to, declare "
                f"{field}=<text of the error> on the pair)")
    elif expected is not None and outcome.error is None:
        text = f"now lowers for {platform} although the pair declares {field}={expected!r}: remove the declaration"
    elif expected is not None and expected not in (outcome.error or ""):
        text = f"fails to lower for {platform} with {outcome.error!r}, not with the declared {expected!r}"
    else:
        return None
    return text, outcome.exception if outcome.error is not None else None


def _causes(problems: list[tuple[str, BaseException | None]]) -> BaseException | None:
    """The error behind a verdict: the one problem's own exception, or, where several platforms'
    problems each have one, all of them (an ExceptionGroup shows every traceback)."""
    errors = list({id(e): e for _, e in problems if e is not None}.values())
    if len(errors) > 1 and all(isinstance(e, Exception) for e in errors):
        return ExceptionGroup(f"{len(errors)} lowering errors, in the order of the problems above", errors)
    return errors[0] if errors else None


def check_filecheck(run: CaseRun, files: list, artifacts: Path, outcomes: dict[str, Any] | None = None,
                    require: bool = True) -> dict[str, Any]:
    """Every check file that applies to this case, on the IR kind it names."""
    import dataclasses

    from harness import filecheck_run

    outcomes = run.ir() if outcomes is None else outcomes
    device_case = dataclasses.replace(run.case, interpret=False)
    ran, failures, records = [], [], []
    for check in files:
        if check.kind == "stablehlo" and check.applies_to(run.pair.name) and outcomes is run.ir():
            run.stablehlo()
        if not check.applies_to(run.pair.name) or check.kind not in outcomes:
            continue
        outcome = outcomes[check.kind]
        if outcome.text is None:
            continue  # the lowering check reports why this kind could not be produced
        prefixes, variables = filecheck_run.facets(
            run.pair, device_case if check.kind in (*ir.DEVICE_KINDS, "gpu_hlo") else run.case,
            run.target.mesh.split_dim)
        with timing.stage("filecheck"):
            result = filecheck_run.run(check, outcome.text, artifacts / run.case.id / f"{check.kind}.mlir",
                                       prefixes, variables)
        if result is None:
            continue
        ran.append(f"{check.path.name}({','.join(result.prefixes)})")
        if not result.ok:
            failures.append(f"FileCheck {check.path} --check-prefixes={','.join(result.prefixes)} on "
                            f"{artifacts / run.case.id / (check.kind + '.mlir')}:\n{result.message.rstrip()}")
            records.append(filecheck_record(check, result, outcome.text, artifacts / run.case.id / f"{check.kind}.mlir"))
    if failures:
        raise CheckFailure(f"{run.case.id}: IR invariants do not hold\n" + "\n\n".join(failures),
                           {"filecheck_failures": records})
    if not ran and require and all(outcomes[k].text is None for k in outcomes if k in ir.DEVICE_KINDS):
        import pytest

        pytest.skip("no IR to check: the device build did not lower (the lowering check says why)")
    if not ran and require:
        raise CheckFailure(f"{run.case.id}: no check file applies to this case; add "
                           f"filecheck/{run.pair.name}.<kind>.check or all.<kind>.check beside the declarations "
                           f"(`harness draft-check {run.pair.name}` drafts them from the pair's IR, for you to cut "
                           "down to invariants)")
    return {"filecheck": " ".join(ran)}


def filecheck_record(check: Any, result: Any, text: str, input_path: Path, before: int = 6,
                     after: int = 14) -> dict[str, Any]:
    """A FileCheck failure for the reports: the directive that failed and the IR around the line
    where FileCheck was scanning (the first input position its message names)."""
    import re

    lines = text.splitlines()
    at = re.search(rf"{re.escape(str(input_path))}:(\d+)(?::\d+)?", result.message)
    line = int(at.group(1)) if at else 1
    start = max(1, line - before)
    directive = ""
    failed_at = re.search(rf"{re.escape(str(check.path))}:(\d+)", result.message)
    if failed_at:
        n = int(failed_at.group(1))
        source = check.path.read_text().splitlines()
        directive = f"{check.path.name}:{n}: {source[n - 1].strip()}" if 0 < n <= len(source) else ""
    error = next((ln for ln in result.message.splitlines() if "error:" in ln), "")
    return {"check_file": str(check.path), "kind": check.kind, "prefixes": list(result.prefixes),
            "input": str(input_path), "line": line, "directive": directive, "error": error.split("error:", 1)[-1].strip(),
            "message": result.message.rstrip()[:4000],
            "context": [[n, lines[n - 1][:400]] for n in range(start, min(len(lines), line + after) + 1)]}


# -- goldens -----------------------------------------------------------------------------------------

def produced_golden(run: CaseRun, package: str) -> "golden_mod.Golden":
    from harness import golden as golden_mod

    _require_outputs(run)
    leaves = {side.name: golden_mod.leaves(side.outputs) for side in (run.native, run.pallas)}
    # a leaf laid out as the state (variables, then the case's spatial axes) is compared per variable
    by_variable = {side: [leaf.ndim == run.case.ndim + 1 for leaf in side_leaves]
                   for side, side_leaves in leaves.items()}
    ir_texts = {}
    declared = {"cuda": run.pair.cuda, "tpu": run.pair.tpu}
    for kind, outcome in run.ir().items():
        if kind in golden_mod.IR_SNAPSHOT_KINDS:
            ir_texts[kind] = outcome.text if outcome.text is not None else _refusal(outcome.error, declared.get(kind))
    kernels = {key: text for outcome in run.ir().values() for key, text in outcome.kernels.items()}
    return golden_mod.Golden(run.case.id, run.pair.name, leaves, ir_texts,
                             golden_mod.provenance(package, run.case), run.pair.golden_slack, by_variable, kernels)


def golden_error_map(stored: "golden_mod.Golden | None", actual: "golden_mod.Golden") -> dict[str, Any] | None:
    """The map of the output leaf that drifted furthest from its golden (max-norm, in its allowance)."""
    from harness import golden as golden_mod
    from harness.compare import eps_of

    import numpy as np

    if stored is None:
        return None
    best = None
    for side in sorted(set(stored.values) & set(actual.values)):
        grouped = actual.by_variable.get(side) or [False] * len(actual.values[side])
        for i, (w, g) in enumerate(zip(stored.values[side], actual.values[side])):
            if w.shape != g.shape or w.dtype != g.dtype or not np.issubdtype(np.dtype(w.dtype), np.inexact):
                continue
            kmax = golden_mod.GOLDEN_EPS.get(w.dtype.name, golden_mod.GOLDEN_EPS["float32"])[1] * actual.slack
            m = error_map.from_golden(w, g, grouped[i] if i < len(grouped) else False, kmax, eps_of(w.dtype),
                                      f"golden: {side}[{i}] {w.dtype.name}{list(w.shape)}")
            if best is None or m["max"] > best["max"]:
                best = m
    return best


def _refusal(error: str, declared: str | tuple[str, ...] | None) -> str:
    """A lowering error as snapshotted. Where the pair declares alternative wordings (JAX words some
    refusals by what the process lowered before), the snapshot names the declaration, not the
    wording that happened to appear: a golden must not depend on the test order."""
    if isinstance(declared, tuple) and any(text in error for text in declared):
        return f"// does not lower, as declared: {' | '.join(declared)}\n"
    return f"// does not lower: {error}\n"


def check_memory(run: CaseRun) -> dict[str, Any]:
    """What a GPU's concurrent programs would race on, from the kernels' footprints (`harness.memory`):
    no aliased element read by one program and written by another, every element of an unaliased
    output written exactly once, no read outside an operand, the same outputs in every grid order;
    on TPU, no scratch read before its sweep wrote it and no output block held by two cores (JAX's
    race detector's second opinion in the figures)."""
    from harness import memory
    from harness.memory_footprint import Unsupported

    _skip_kernel_maps(run, "the memory check models pallas_call grids and BlockSpecs; a Mosaic GPU kernel "
                           "(plgpu.kernel) moves its own memory (TMA, shared memory): its shared memory and "
                           "registers are in the GPU budget (gpu_compile)")
    try:
        reports = run.memory()
    except Unsupported as err:
        raise CheckFailure(f"{run.case.id}: the memory check cannot model this kernel: {err}") from None
    if not reports:
        raise CheckFailure(f"{run.case.id}: the Pallas side ran no pallas_call: there is no kernel to check "
                           "(see the path check)")
    findings = [f for r in reports for f in r.findings]
    figures = {"kernels": " ".join(r.name for r in reports),
               "programs": sum(math.prod(r.grid) for r in reports),
               "aliased": " ".join(f"{r.name}{sorted(r.aliases.items())}" for r in reports if r.aliases) or "none",
               "orders": len(memory.ORDERS), "reverse_program": run.memory_reverse,
               # the kernels only the reverse program ran, and its arguments (harness coverage --kernels)
               **({"backward_kernels": " ".join(run.memory_backward),
                   "discarded_kernels": " ".join(run.memory_discarded),
                   "differentiated": differentiated_figures(run)["differentiated"]}
                  if run.memory_backward or run.memory_discarded else {}),
               "memory_seconds": round(sum(r.seconds for r in reports), 2),
               "arms": {r.name: r.arms for r in reports},  # harness.kernel_arms: harness coverage --kernels
               "conditions": {r.name: r.conditions for r in reports if r.conditions}}  # harness.kernel_conditions
    opinions = {r.name: r.race_detector for r in reports if r.race_detector is not None}
    if opinions:  # TPU kernels: JAX's race detector's second opinion (harness.tpu_race_detector)
        figures["race_detector"] = {name: o["verdict"] for name, o in opinions.items()}
        figures["race_detector_seconds"] = round(sum(o["seconds"] for o in opinions.values()), 2)
    disagreements = [f"  (JAX's race detector on {name} {o['verdict']})" for name, o in opinions.items()
                     if o["verdict"].startswith("disagrees")]
    if findings:
        raise CheckFailure(f"{run.case.id}: {len(findings)} memory-safety finding(s) in "
                           f"{len({f.kernel for f in findings})} kernel(s):\n"
                           + "\n".join([f"  [{f.kind}] {f.message}" for f in findings] + disagreements),
                           figures=figures)
    return figures


def _skip_kernel_maps(run: CaseRun, why: str) -> None:
    """Skip where every kernel of the Pallas side is a Mosaic GPU kernel map, none a pallas_call."""
    import pytest

    from harness.paths import count_primitive

    if run.build_error is None and run.pallas.error is None and run.pallas.pallas_calls \
            and count_primitive(run.pallas.jaxpr, "pallas_call") == 0:
        pytest.skip(f"{run.case.id}: {why}")


def check_conventions(run: CaseRun) -> dict[str, Any]:
    """The Pallas side follows the conventions that keep it safe beyond the grid (`harness.conventions`)."""
    from harness import conventions

    if run.build_error is not None:
        raise run.build_error
    if run.pallas.error is not None:
        raise run.pallas.error
    if not run.pallas.pallas_calls:
        raise CheckFailure(f"{run.case.id}: the Pallas side ran no pallas_call: there is no kernel to check "
                           "(see the path check)")
    _skip_kernel_maps(run, "the conventions are rules for pallas_call sites (aliasing behind custom_vjp, "
                           "x64-typed literals in its kernel); this Pallas side runs Mosaic GPU kernels "
                           "(plgpu.kernel) only")
    findings = conventions.program_findings(run.pallas.jaxpr, require_ad_wrap=True,
                                            sharded_call=run.target.sharded_call)
    if run.pair.ad_wrapped_by:  # the wrap is the caller's: hold the declaration to the caller's program
        findings = _wrapped_by_caller(run, findings)
    if run.workload is not None and run.workload.predicate is not None:
        bad = conventions.predicate_finding(run.predicate_value, run.pair.supported or run.pair.name)
        findings += [bad] if bad else []
    figures = {"conventions": " ".join(sorted({f.kind for f in findings})) or "followed",
               "kernels": " ".join(sorted({f.kernel for f in findings}))}
    if findings:
        raise CheckFailure(f"{run.case.id}: {len(findings)} convention(s) broken:\n"
                           + "\n".join(f"  [{f.kind}] {f.message}" for f in findings), figures)
    return figures


def _wrapped_by_caller(run: CaseRun, findings: list) -> list:
    """An unwrapped aliased kernel of a pair declaring `ad_wrapped_by` passes where the named pair's
    program, traced on the matching case, runs the same kernel inside custom_jvp/custom_vjp;
    otherwise the finding says the declaration does not hold."""
    from harness import conventions

    wrapper = next((p for p in run.target.pairs if p.name == run.pair.ad_wrapped_by), None)
    if wrapper is None:
        raise HarnessError(f"pair '{run.pair.name}': ad_wrapped_by names no declared pair "
                           f"({run.pair.ad_wrapped_by!r})")
    unwrapped = [f for f in findings if f.kind == "alias-without-ad-wrap"]
    if not unwrapped:
        return findings
    case, wrapped, ran = conventions.wrapped_kernels(run.engine, wrapper, run.case)
    out = [f for f in findings if f.kind != "alias-without-ad-wrap"]
    for f in unwrapped:
        if f.kernel not in wrapped:
            out.append(conventions.Finding("alias-without-ad-wrap", f.kernel, (
                f"{f.message}. The pair declares ad_wrapped_by='{wrapper.name}', but {case.id} runs "
                + (f"{f.kernel} outside any custom_jvp/custom_vjp" if f.kernel in ran else f"no {f.kernel}")
                + f" (wrapped there: {', '.join(sorted(wrapped)) or 'none'})")))
    return out


def check_golden(run: CaseRun, store: Any, *, bless: str | None = None, dry_run: bool = False,
                 known_parity: Any = None, optional: bool = False) -> dict[str, Any]:
    """Compare with the golden; under `harness bless`, show what changed and write it (atomically).
    Blessing refuses a case whose parity fails, unless it fails exactly as its known-failure entry
    (`known_parity`) says: then the failing output is what the golden pins. An `optional` golden (a
    full-grid-only case) that was never blessed is a skip, not a failure."""
    from harness import golden as golden_mod

    if bless == "budgets":
        return {"golden": "left alone (blessing budgets only)"}
    actual = produced_golden(run, store.package)
    if bless is None:
        try:
            with timing.stage("golden_io"):
                return golden_mod.verify(store, actual)
        except golden_mod.GoldenError as err:
            if optional and isinstance(err, golden_mod.MissingGolden):
                import pytest

                pytest.skip(golden_mod.FULL_ONLY)
            figures = {"golden_diff": [dataclasses.asdict(d) for d in err.differences]} if err.differences else {}
            if any(d.what.startswith("values:") for d in err.differences):
                figures["error_map"] = golden_error_map(err.stored, actual)
            raise CheckFailure(str(err), figures) from None
    try:
        check_values(run)
    except CheckFailure as err:
        from harness import known_failures as kf

        if known_parity is None or not known_parity.keeps_golden or known_parity.mismatch(kf.observe(err)) is not None:
            raise CheckFailure(f"{run.case.id}: refusing to bless a case whose parity fails:\n{err}") from None
    with timing.stage("golden_io"):
        return golden_mod.bless(store, actual, bless, dry_run)

