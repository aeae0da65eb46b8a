"""The memory check: what a GPU's concurrent programs (or a TPU's cores) would race on, from the
kernels' footprints; run on one case per kernel variant."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from harness.checks.cases import kernel_runs_once
from harness.checks.check import Check
from harness.checks.gradients import differentiated_figures
from harness.checks.shared import skip_kernel_maps
from harness.errors import CheckFailure, Unsupported
from harness.grid.cases import default_block, precisions
from harness.run.case_run import CaseRun

if TYPE_CHECKING:
    from harness.declare import Target


def check_memory(run: CaseRun) -> dict[str, Any]:
    """What a GPU's concurrent programs would race on, from the kernels' footprints (`harness.analysis.memory`):
    no aliased element read by one program and written by another, every element of an unaliased
    output written exactly once, no read outside an operand, the same outputs in every grid order;
    on TPU, no scratch read before its sweep wrote it and no output block held by two cores (JAX's
    race detector's second opinion in the figures)."""

    from harness.analysis import memory  # lazy: keeps the plugin inert


    skip_kernel_maps(run, "the memory check models pallas_call grids and BlockSpecs; a Mosaic GPU kernel "
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
               "arms": {r.name: r.arms for r in reports},  # harness.analysis.kernel_arms: harness coverage --kernels
               "conditions": {r.name: r.conditions for r in reports if r.conditions}}  # harness.analysis.kernel_conditions
    opinions = {r.name: r.race_detector for r in reports if r.race_detector is not None}
    if opinions:  # TPU kernels: JAX's race detector's second opinion (harness.analysis.tpu_race_detector)
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


def memory_cases(target: "Target", cases: list) -> set[str]:
    """The memory check's cases: for every kernel variant the grid runs (a pair's axis and option
    values; and each `required` key where the pair sets `memory_on_required`), one case where the gate
    lets it run, the closest to the kernel as it ships (first ndim, first precision, default block) and
    otherwise the grid's first."""

    best: dict[tuple, tuple[tuple, str]] = {}
    for position, (pair, case) in enumerate(cases):
        if case.shape or not CHECK.runs_on(target, pair, case):  # the target's own shapes (own_shape)
            continue
        variant = (pair.name,) + tuple((key, case.get(key)) for key in sorted({**pair.axes, **pair.options,
                                                                             **pair.probes}))
        if pair.memory_on_required and pair.required is not None:
            variant += (pair.required(case),)
        rank = (case.ndim != pair.ndims[0], (case.dtype, case.x64) != precisions(pair)[0],
                case.block != default_block(target, pair, case.ndim), position)
        if variant not in best or rank < best[variant][0]:
            best[variant] = (rank, case.id)
    return {case_id for _, case_id in best.values()}


CHECK = Check("memory", lambda run, ctx: check_memory(run), applies=kernel_runs_once, pick=memory_cases, heavy=True,
              figures_on_failure=True, lists_findings=True)  # the summary names every kernel
