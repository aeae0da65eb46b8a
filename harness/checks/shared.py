"""What several pair checks read from a case's run: the path it took and its stage times, outputs
that must exist before a comparison, interpret mode where a pair is emulated, and the skip where a
kernel is a Mosaic GPU kernel map rather than a pallas_call."""

from __future__ import annotations

from harness.analysis.paths import count_interpreted, count_primitive
from harness.errors import HarnessError
from harness.jaxtools import jaxcompat
from harness.run.case_run import CaseRun


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


def require_interpreted(run: CaseRun) -> None:
    """An emulated pair's kernels all run in interpret mode: else the emulation did not reach them."""

    calls = run.pallas.pallas_calls
    interpreted = count_interpreted(run.pallas.jaxpr, jaxcompat.default_platform())
    if interpreted < calls:
        raise HarnessError(f"{run.case.id}: emulate={run.pair.emulate!r} but {calls - interpreted} of {calls} "
                           "pallas_call(s) are not in interpret mode: the harness's emulation did not reach them "
                           "(harness.jaxtools.jaxcompat.pallas_interpret_everywhere on this JAX)")


def require_outputs(run: CaseRun) -> None:
    if run.build_error is not None:
        raise run.build_error
    run.native.result()
    run.pallas.result()


def skip_kernel_maps(run: CaseRun, why: str) -> None:
    """Skip where every kernel of the Pallas side is a Mosaic GPU kernel map, none a pallas_call."""

    import pytest

    if run.build_error is None and run.pallas.error is None and run.pallas.pallas_calls \
            and count_primitive(run.pallas.jaxpr, "pallas_call") == 0:
        pytest.skip(f"{run.case.id}: {why}")
