"""The host_callbacks check: the Pallas side calls back to the host no more than its native twin does.
A `jax.debug.print`, `pl.debug_print`, `jax.pure_callback` or `io_callback` left in a kernel or its
wrapper stops the device for the host on every call, and is never in the native twin it replaces;
values still agree, so no parity check notices. Reads the traced programs of the shared run."""

from __future__ import annotations

from typing import Any

from harness.analysis.paths import count_primitive
from harness.checks.case_filters import kernel_runs_once
from harness.checks.check import Check
from harness.checks.memory import memory_cases
from harness.errors import CheckFailure
from harness.run.case_run import CaseRun

CALLBACKS = ("debug_callback", "debug_print", "pure_callback", "io_callback")


def check_host_callbacks(run: CaseRun) -> dict[str, Any]:
    failed = [side.name for side in (run.native, run.pallas) if side.error is not None or side.jaxpr is None]
    if run.build_error is not None or failed:  # no program to read: the path and values checks report why
        import pytest

        pytest.skip(f"{run.case.id}: the {' and '.join(failed) or 'case'} side(s) did not trace; the path check "
                    "says why")
    counts = {side.name: {name: count_primitive(side.jaxpr, name) for name in CALLBACKS}
              for side in (run.native, run.pallas)}
    extra = {name: counts["pallas"][name] - counts["native"][name] for name in CALLBACKS
             if counts["pallas"][name] > counts["native"][name]}
    figures = {"host_callbacks": " ".join(f"{name}={n}" for name, n in counts["pallas"].items() if n) or "none"}
    if extra:
        raise CheckFailure(f"{run.case.id}: the Pallas side calls back to the host where its native twin does "
                           "not: " + ", ".join(f"{n} more {name}" for name, n in extra.items())
                           + " (a debug print or callback left in the kernel or its wrapper?)", figures)
    return figures


CHECK = Check("host_callbacks", lambda run, ctx: check_host_callbacks(run), label="host", applies=kernel_runs_once,
              pick=memory_cases)
