"""Cases on the mesh a user builds with `jax.make_mesh` (explicit axes in the pinned JAX): where the
grid puts them, and that each check they add fails on its toy counterexample (tests/toy_mesh/pairs.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from harness.declare import load_target, validate
from harness.errors import DeclarationError
from harness.grid.cases import cases_for

REPO = Path(__file__).resolve().parent.parent
MESH_TOY = REPO / "tests" / "toy_mesh" / "pairs.py"
CHECKS = "mesh2 and (test_path or test_values or test_native_mesh)"


def test_the_pr_grid_twins_one_accepted_mesh_case_per_mesh_size_on_the_users_mesh():
    target = load_target(str(REPO / "astronomix" / "pairs.py"))
    for pair in [p for p in target.pairs if p.meshes]:
        grid = cases_for(target, pair, grid="default", mesh_sizes=[1, 2, 4], interpret=(True,))
        ids = {c.id for c in grid}
        for mesh in (2, 4):
            auto = [c for c in grid if c.mesh == mesh and c.mesh_axes == "auto"]
            [user] = [c for c in grid if c.mesh == mesh and c.mesh_axes == "explicit"]
            assert f"-mesh{mesh}explicit" in user.id and user.id not in {c.id for c in auto}
            assert dataclasses.replace(user, mesh_axes="auto").id in ids  # the twin of a chosen Auto case
            assert pair.accepts(user) or not any(pair.accepts(c) for c in auto), user.id
        assert not [c for c in cases_for(target, pair, grid="default", mesh_sizes=[1], interpret=(True,))
                    if c.mesh_axes != "auto"]
    pair = target.pairs[0]
    full = cases_for(target, pair, grid="full", mesh_sizes=[1, 2], interpret=(True,))
    from harness.grid.cases import own_block

    # every mesh case of the target's own blocks has its twin (narrow sharded-block probes have none)
    assert sorted(dataclasses.replace(c, mesh_axes="auto").id for c in full if c.mesh_axes == "explicit") == \
        sorted(c.id for c in full if c.mesh == 2 and c.mesh_axes == "auto" and own_block(target, pair, c))


def test_a_target_without_explicit_axes_has_no_such_case_and_auto_comes_first():
    target = load_target(str(REPO / "tests" / "toy" / "pairs.py"))
    assert all(c.mesh_axes == "auto" for c in cases_for(target, target.pairs[0], grid="full", mesh_sizes=[1, 2],
                                                       interpret=(True,)))
    with pytest.raises(DeclarationError, match="Target.mesh_axes must be 'auto' followed by"):
        validate(dataclasses.replace(target, mesh_axes=("explicit",)))


def test_on_the_users_mesh_each_side_runs_where_it_should(toy_suite):
    result = toy_suite("-v", "--gpus", "2", "-k", CHECKS, pairs=MESH_TOY)
    result.assert_outcomes(passed=5)  # path and values at mesh2; path, values and native_mesh at mesh2explicit
    result.stdout.fnmatch_lines(["*toy_affine*pallas*"])  # the pair table (-v) names its paths


def _failed(result) -> list[str]:
    """Node ids of the `-rf` lines; pytest appends " - <message>" when the terminal is wide enough."""
    return sorted(line.split("::", 1)[1].split(" - ", 1)[0] for line in result.outlines if line.startswith("FAILED"))


def test_a_native_twin_that_cannot_run_on_the_users_mesh_fails_native_mesh_only(toy_suite, monkeypatch):
    monkeypatch.setenv("TOY_MESH_BUG", "scatter")
    result = toy_suite("-q", "--gpus", "2", "-k", CHECKS, "-rf", pairs=MESH_TOY)
    result.assert_outcomes(passed=4, failed=1)
    assert _failed(result) == ["test_native_mesh[toy_affine[1d-f32-x64off-interp-b8-mesh2explicit]]"]
    assert ("the native twin fails on jax.make_mesh's mesh (explicit axes) while tracing: ShardingTypeError"
            in result.stdout.str())


def test_a_pallas_call_outside_shard_map_fails_on_the_users_mesh_and_not_on_auto(toy_suite, monkeypatch):
    monkeypatch.setenv("TOY_MESH_BUG", "bypass")
    result = toy_suite("-q", "--gpus", "2", "-k", CHECKS, "-rf", pairs=MESH_TOY)
    result.assert_outcomes(passed=3, failed=2)
    assert _failed(result) == ["test_path[toy_affine[1d-f32-x64off-interp-b8-mesh2explicit]]",
                               "test_values[toy_affine[1d-f32-x64off-interp-b8-mesh2explicit]]"]
    assert "pallas_call requires all mesh axes to be Manual" in result.stdout.str()


def test_a_custom_vjp_is_differentiated_on_the_users_mesh_with_a_cotangent_typed_as_its_output(toy_suite):
    """On explicit axes an output's type holds its sharding (float32[64@x]) and JAX refuses a cotangent
    of another type: the gradients check's random cotangent is placed as the output is, so a correct
    custom_vjp passes there (an unplaced one raised 'unexpected JAX type ... for argument to VJP
    function' on the Pallas side: a false failure of the harness's making)."""
    result = toy_suite("-q", "--gpus", "2", "-k", "mesh2 and test_gradients", "-rf", pairs=MESH_TOY)
    result.assert_outcomes(passed=2)  # at mesh2 (Auto axes) and mesh2explicit
