"""The memory check on a function's one kernel, for the tests of the memory model (test_scratch, test_dma):
its report, the finding kinds, and the function's output as the model computed it."""

import types

import jax.numpy as jnp
import numpy as np

from harness.analysis import kernel_calls, memory_safety


def check(fn, *args):
    """The memory check on fn's one kernel: its report, and fn's output as the model computed it."""
    reports = []

    def handler(params, operands, live=None):
        report, outputs = memory_safety.check_kernel(types.SimpleNamespace(params=params), [np.asarray(x) for x in operands],
                                              live=live)
        reports.append(report)
        return [jnp.asarray(o) for o in outputs]

    [out] = kernel_calls.run(fn, args, handler, live=True)
    [report] = reports
    return report, np.asarray(out)


def kinds(report) -> dict[str, str]:
    """The report's findings by kind (the message of each kind's one finding)."""
    return {f.kind: f.message for f in report.findings}
