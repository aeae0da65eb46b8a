"""JAX's own TPU race detector, run as a second opinion on the memory check's TPU kernels.

JAX's TPU interpret mode (`InterpretParams(detect_races=True)`) simulates a TPU's memories and
cores and reports two accesses that no happens-before relation orders (vector clocks). It sees the
kernel as the hardware runs it (blocks copied in and written back whole) but only what two cores do
at once: it cannot see stale scratch (each core has its own), and it refuses Triton kernels, hence
the harness's own interpreter (`harness.memory_footprint`). Here it runs on the operands the memory
check got, with the parallel axes split over two cores as on a megacore (v4, v5p); its verdict, a
race or none, is compared with the memory model's race findings (`harness.memory`).
"""

from __future__ import annotations

import contextlib
import io
import time
from collections.abc import Sequence
from typing import Any

from harness import jaxcompat

CORES = 2  # a megacore: the parallel axes split over two TensorCores


def run(params: dict, operands: Sequence[Any]) -> dict[str, Any]:
    """The detector on one pallas_call (its equation's params, its operands): {"races": bool,
    "detail": the first race it printed, "seconds"}, or {"error": why it did not run, "seconds"}."""
    import jax
    from jax._src.pallas import pallas_call as pallas_call_module

    detector = jaxcompat.tpu_race_detector()
    if detector is None:
        return {"error": "this JAX has no TPU interpret mode with a race detector", "seconds": 0.0}
    interpret_params, found, reset = detector
    bound = dict(params, interpret=interpret_params(detect_races=True, num_cores_or_threads=CORES))
    printed = io.StringIO()
    start = time.perf_counter()
    reset()
    try:
        # jit: the interpreter is a lowering rule (and the memory check may run under disable_jit,
        # with pallas_call's impl taken over)
        with jax.disable_jit(False), contextlib.redirect_stdout(printed):
            jax.block_until_ready(jax.jit(lambda *xs: pallas_call_module.pallas_call_p.bind(*xs, **bound))(*operands))
        races = found()
    except Exception as err:  # the detector's refusal is no verdict on the kernel: it is reported as such
        return {"error": f"{type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}"[:300],
                "seconds": round(time.perf_counter() - start, 2)}
    finally:
        reset()
    report = printed.getvalue()
    detail = " ".join(line.strip() for line in report[report.find("RACE DETECTED"):].splitlines()[1:5]
                      if not line.strip().startswith("clock:")) if "RACE DETECTED" in report else ""
    return {"races": races, "detail": detail, "seconds": round(time.perf_counter() - start, 2)}
