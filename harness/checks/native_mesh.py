"""The native_mesh check: on a user's mesh (`jax.make_mesh`, explicit axes) the native twin itself
runs and agrees with its run on the gate's Auto mesh, the values check's reference."""

from __future__ import annotations

from typing import Any

from harness.analysis.compare import compare_trees
from harness.checks.check import Check
from harness.errors import CheckFailure
from harness.run.case_run import CaseRun


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


CHECK = Check(
    "native_mesh", lambda run, ctx: check_native_mesh(run), label="mesh", on_refusal=True,  # gate or no gate
    applies=lambda target, pair, case: case.mesh_axes != "auto",
    nothing_to_run=lambda plan: ("no case on a user's mesh (jax.make_mesh, explicit axes): they run at mesh > 1 "
                                 "(--gpus 2 or more) for targets whose Target.mesh_axes holds 'explicit'"))
