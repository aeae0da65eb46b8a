"""The values check: the Pallas side's outputs against the native side's, within the pair's tolerances."""

from __future__ import annotations

from typing import Any

from harness.analysis import error_map
from harness.analysis.compare import compare_trees
from harness.checks.check import Check
from harness.checks.shared import describe_path, require_outputs
from harness.errors import CheckFailure
from harness.run.case_run import CaseRun


def check_values(run: CaseRun) -> dict[str, Any]:
    require_outputs(run)
    comparison = compare_trees(run.pallas.outputs, run.native.outputs, run.pair.tolerances,
                               atol_scales=run.workload.value_scale)
    stats = {**comparison.stats(), "path": describe_path(run)}
    if not comparison.ok:
        stats["error_map"] = error_map.from_comparison(run.pallas.outputs, run.native.outputs, comparison, "values")
        stats["outputs"] = comparison.differing()
        raise CheckFailure(f"{run.case.id}: Pallas and native values differ (path: {stats['path']})\n"
                           + comparison.describe(), stats)
    return stats


CHECK = Check("values", lambda run, ctx: check_values(run))
