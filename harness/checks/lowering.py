"""The lowering check: the Pallas side lowers for CUDA (Triton or Mosaic GPU) and for TPU (Mosaic)
exactly as the pair declares, each refusal with the text of its error."""

from __future__ import annotations

from typing import Any

from harness.checks.case_filters import own_shape
from harness.checks.check import Check
from harness.errors import CheckFailure
from harness.run.case_run import CaseRun


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
    if not problems and cuda.traced_kernels and cuda.error is None and tpu.error is None \
            and not cuda.kernels and not tpu.kernels:
        problems.append((f"its device build traces {cuda.traced_kernels} pallas_call(s) and lowers none, for CUDA or "
                         "TPU: the build runs its kernels some other way off the device (interpret mode chosen by "
                         "jax.default_backend(), say), so no kernel is lowered and nothing here checks one. Make the "
                         "device build use its kernels: a Workload context that forces the device path, or "
                         "Pair.emulate (docs/adding-a-target.md)", None))
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
    elif expected is not None and outcome.error is None and not outcome.kernels and outcome.traced_kernels:
        text = (f"lowers for {platform} with no kernel in it although the pair declares {field}={expected!r}: the "
                "device build runs its kernels some other way off the device (interpret mode chosen by "
                "jax.default_backend(), say); removing the declaration would check nothing. Make the device build "
                "use its kernels (a Workload context that forces the device path, or Pair.emulate)")
    elif expected is not None and outcome.error is None and not outcome.kernels:
        text = (f"lowers for {platform} with no kernel in it although the pair declares {field}={expected!r}: its "
                "device build traces no pallas_call (it fell back: the path check says so), so nothing was refused "
                "and removing the declaration would check nothing")
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


CHECK = Check("lowering", lambda run, ctx: check_lowering(run), label="lower",
              applies=lambda target, pair, case: case.mesh == 1 and own_shape(target, pair, case),
              needs_interpret_run=False)
