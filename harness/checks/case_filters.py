"""Which cases a check runs on, where more than one check asks the same: the target's own shapes and
blocks, a kernel run once per case, the kernel as it ships (the GPU checks' base case); and the bless
options the checks that write goldens read."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from harness.checks.check import Context
from harness.grid.cases import default_block, own_block, precisions

if TYPE_CHECKING:
    from harness.declare import Case, Pair, Target


def gpu_case(target: "Target", pair: "Pair", case: "Case") -> bool:
    """GPU compile runs on each pair's base case (first ndim, first precision, the default block,
    first variants and options) at every mesh size: the kernel as it ships, at mesh 1 and N. A
    kernel written for TPUs only (the pair declares its CUDA refusal) or for another GPU than the
    deviceless H100 (Pair.not_for_h100) has no GPU compile."""

    if (pair.cuda is not None or pair.not_for_h100 or (case.dtype, case.x64) != precisions(pair)[0]
            or case.ndim != pair.ndims[0] or case.shape
            or case.mesh_axes != "auto"):
        return False
    if any(case.get(key) != values[0] for key, values in {**pair.axes, **pair.options}.items()):
        return False
    if any(key in dict(case.extra) and key not in pair.options for key in pair.probes):  # a probe of a new key
        return False
    return case.block == default_block(target, pair, case.ndim)


def own_shape(target: "Target", pair: "Pair", case: "Case") -> bool:
    """On the target's own grid shape and declared blocks: a case on another shape (Target.shapes,
    non-cubic) or a narrow sharded block (Target.sharded_blocks) asks one question, whether the sides
    still agree (path, values, gradients); IR, goldens and kernel-level checks read the target's own."""

    return not case.shape and own_block(target, pair, case)


def kernel_runs_once(target: "Target", pair: "Pair", case: "Case") -> bool:
    return case.mesh == 1 and case.interpret and pair.accepts(case)


def bless_options(ctx: Context) -> dict[str, Any]:
    return {"bless": ctx.config.getoption("harness_bless"), "dry_run": ctx.config.getoption("harness_bless_dry_run"),
            "accept_moved": bool(ctx.config.getoption("harness_accept_moved_values", False))}
