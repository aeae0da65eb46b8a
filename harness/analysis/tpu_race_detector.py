"""JAX's own TPU race detector, run as a second opinion on the memory check's TPU kernels.

JAX's TPU interpret mode (`InterpretParams(detect_races=True)`) simulates a TPU's memories and
cores and reports two accesses that no happens-before relation orders (vector clocks). It sees the
kernel as the hardware runs it (blocks copied in and written back whole) but only what two cores do
at once: it cannot see stale scratch (each core has its own), and it refuses Triton kernels, hence
the harness's own interpreter (`harness.analysis.memory_footprint`). Here it runs on the operands the memory
check got, with the parallel axes split over two cores as on a megacore (v4, v5p); its verdict, a
race or none, is compared with the memory model's race findings (`harness.analysis.memory_safety`).
"""

from __future__ import annotations

import contextlib
import io
import re
import time
from collections.abc import Sequence
from typing import Any

from harness.jaxtools import jaxcompat

CORES = 2  # a megacore: the parallel axes split over two TensorCores


def run(params: dict, operands: Sequence[Any]) -> dict[str, Any]:
    """The detector on one pallas_call (its equation's params, its operands): {"races": bool,
    "detail": one race it printed (`_first_race`), "seconds"}, or {"error": why it did not run,
    "seconds"}."""
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
        with jax.disable_jit(False), contextlib.redirect_stdout(printed), _logged_to(printed):
            jax.block_until_ready(jax.jit(lambda *xs: pallas_call_module.pallas_call_p.bind(*xs, **bound))(*operands))
        races = found()
    except Exception as err:  # the detector's refusal is no verdict on the kernel: it is reported as such
        return {"error": f"{type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}"[:300],
                "seconds": round(time.perf_counter() - start, 2)}
    finally:
        reset()
    return {"races": races, "detail": _first_race(printed.getvalue()), "seconds": round(time.perf_counter() - start, 2)}


@contextlib.contextmanager
def _logged_to(stream: io.StringIO) -> Any:
    """Within: the races JAX's TPU interpreter logs (jax 0.12 logs each, through its module's logger
    or the root logger; 0.10 prints them) go to `stream` only, not to the run's log."""
    import logging

    class Race(logging.Filter):
        def filter(self, record: logging.LogRecord) -> bool:
            message = record.getMessage()
            if not message.startswith("RACE DETECTED"):
                return True
            stream.write(message + "\n")
            return False

    race = Race()
    loggers = [logging.getLogger(), logging.getLogger("jax._src.pallas.mosaic.interpret.race_detection_state")]
    for logger in loggers:
        logger.addFilter(race)
    try:
        yield
    finally:
        for logger in loggers:
            logger.removeFilter(race)


_ACCESS = re.compile(r"(read|write) of (\(.*?\))\[(.*?)\] from \(?(\d+), (\d+)")  # "from (0, 1)" on jax 0.12


def _first_race(printed: str) -> str:
    """The race the detector printed that sorts first, as "read of BUFFER[RANGE] by core C and write
    of ... by core D": the cores run in threads, so which race it prints first, and which of its two
    accesses it names first, is up to the scheduler; the verdict's words must not be."""
    races = []
    for block in printed.split("RACE DETECTED")[1:]:
        accesses = sorted(f"{verb} of {buffer}[{where}] by core {core}"
                          for verb, buffer, where, _device, core in _ACCESS.findall(block)[:2])
        races.append(" and ".join(accesses))
    return min(races, default="")
