"""Narrow sharded blocks (Target.sharded_blocks, blocks narrower than a halo along the axis the mesh
splits) at mesh 2 on every ndim a pair runs, and for each halo width the sharded call exchanges across
the split axis: a halo defect that shows only in 2D with a 1-cell block is caught by the PR grid
(tests/toy_narrow/pairs.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from harness.declare import DeclarationError, load_target, validate
from harness.grid.cases import cases_for, own_block

REPO = Path(__file__).resolve().parent.parent
NARROW_TOY = REPO / "tests" / "toy_narrow" / "pairs.py"
NARROW = "mesh2 and (b1 or b2 or b4x1 or b4x2) and (test_path or test_values)"


def _narrow(target, pair, mesh_sizes=(1, 2)):
    return [c for c in cases_for(target, pair, grid="default", mesh_sizes=list(mesh_sizes), interpret=(True,))
            if not own_block(target, pair, c)]


def test_every_ndim_a_pair_runs_gets_each_narrow_block_at_mesh_2():
    target = load_target(str(REPO / "astronomix" / "pairs.py"))
    for pair in [p for p in target.pairs if p.meshes]:
        narrow = _narrow(target, pair)
        assert all(c.mesh == 2 for c in narrow)
        for ndim in pair.ndims:
            blocks = {c.block for c in narrow if c.ndim == ndim}
            assert blocks == {tuple(b) for b in target.sharded_blocks[ndim]}, (pair.name, ndim, blocks)
        assert not _narrow(target, pair, mesh_sizes=(1,))


def test_a_variant_whose_halo_crosses_the_split_axis_gets_its_own_narrow_cases():
    """astronomix's fluxes along y exchange no halo across x (the axis its meshes split): the axis0 base
    case carries the narrow blocks. Were the mesh to split y, the flux along y would be the one whose
    halo crosses it, and it runs them too (the base case stays, as it is the PR grid's anchor)."""
    target = load_target(str(REPO / "astronomix" / "pairs.py"))
    pair = next(p for p in target.pairs if p.name == "weno_hydro_flux")
    assert {c.get("axis") for c in _narrow(target, pair)} == {0}
    split_y = dataclasses.replace(target, mesh=dataclasses.replace(target.mesh, split="y", split_dim=1))
    by_ndim = {(c.ndim, c.get("axis")) for c in _narrow(split_y, pair)}
    assert by_ndim == {(1, 0), (2, 0), (2, 1), (3, 0), (3, 1)}


def test_the_toy_runs_narrow_blocks_in_2d_where_its_mesh_splits_the_second_axis():
    target = load_target(str(NARROW_TOY))
    assert [c.id for c in _narrow(target, target.pairs[0])] == [
        "toy_narrow[1d-f32-x64off-interp-b1-mesh2]", "toy_narrow[1d-f32-x64off-interp-b2-mesh2]",
        "toy_narrow[2d-f32-x64off-interp-b4x1-mesh2]", "toy_narrow[2d-f32-x64off-interp-b4x2-mesh2]"]


def _failed(result) -> list[str]:
    return sorted(line.split("::", 1)[1].split(" - ", 1)[0] for line in result.outlines if line.startswith("FAILED"))


def test_the_toy_passes_every_narrow_block_in_1d_and_2d(toy_suite, monkeypatch):
    monkeypatch.delenv("TOY_NARROW_BUG", raising=False)
    result = toy_suite("-q", "--gpus", "2", "-k", NARROW, "-rf", pairs=NARROW_TOY)
    result.assert_outcomes(passed=8)


def test_a_halo_defect_only_a_1_cell_block_in_2d_shows_is_caught_by_the_pr_grid(toy_suite, monkeypatch):
    """One block of halo cells instead of the halo rounded up to blocks: the same at every block as wide
    as the halo (2 cells, the declared 4), wrong at 1 cell, and only where the mesh splits the array's
    axis (2D). The pair's first ndim is 1D, where the narrow blocks ran before."""
    monkeypatch.setenv("TOY_NARROW_BUG", "oneblock")
    result = toy_suite("-q", "--gpus", "2", "-rf", "-k", "test_path or test_values", pairs=NARROW_TOY)
    assert _failed(result) == ["test_values[toy_narrow[2d-f32-x64off-interp-b4x1-mesh2]]"], result.stdout.str()
    result.stdout.fnmatch_lines(["*Pallas and native values differ*"])


def test_a_narrow_block_not_narrow_along_the_split_axis_is_a_declaration_error():
    """Blocks narrow along x while the mesh splits y meet no halo exchange: the declaration is wrong."""
    target = load_target(str(NARROW_TOY))
    wrong = dataclasses.replace(target, sharded_blocks={2: [(1, 4)]})
    with pytest.raises(DeclarationError, match=r"sharded_blocks\[2\] holds \(1, 4\), no narrower than the default "
                                               r"block \(4, 4\) along the axis the mesh splits \(MeshLayout.split_dim=1\)"):
        validate(wrong)
    validate(dataclasses.replace(target, sharded_blocks={2: [(4, 1)]}))


def test_a_known_failure_claims_the_blocks_no_devices_shard_holds_by_shard_block(tmp_path):
    """Target.shard_block reads the block against one device's shard along the axis the mesh splits (the
    toy's second axis, 16 cells): a gate that checks the global shape accepts blocks that tile the grid
    but not a shard, and `when = { shard_block = ... }` claims those cases in any grid and at any mesh."""
    from harness.declare import Case
    from harness.errors import ManifestError
    from harness.manifest import known_failures

    target = load_target(str(NARROW_TOY))
    pair = target.pairs[0]

    def case(block, mesh):
        return Case(pair.name, 2, "f32", False, True, block, mesh)

    fits, wider, ragged, one_device = case((4, 8), 2), case((4, 16), 2), case((4, 3), 2), case((4, 16), 1)
    assert [target.shard_block(c) for c in (fits, wider, ragged, one_device, case((4, 16), 4), case((4, 4), 4))] \
        == ["fits", "wider", "ragged", "unsharded", "wider", "fits"]
    manifest = tmp_path / "known.toml"
    entry_text = ('[[known_failure]]\ndefect = "d"\nwhy = "w"\ncheck = "values"\nmatch = "x"\n'
                  f'when = {{ pair = "{pair.name}", shard_block = WHAT }}\n')
    manifest.write_text(entry_text.replace("WHAT", '["wider", "ragged"]'))
    [entry] = known_failures.load_declared(manifest, target)
    assert [entry.matches(pair.name, c.id, "values", c) for c in (fits, wider, ragged, one_device)] \
        == [False, True, True, False]
    assert known_failures.unmet(entry, fits) == ("when.shard_block needs shard_block=wider or shard_block=ragged, "
                                     "the case has shard_block=fits")
    [blind] = known_failures.load(manifest, {pair.name: pair})  # loaded without the target: a clear error, not a guess
    with pytest.raises(ManifestError, match="the shard_block condition needs the target"):
        blind.matches(pair.name, wider.id, "values", wider)
    manifest.write_text(entry_text.replace("WHAT", '"narrow"'))
    with pytest.raises(ManifestError, match="when.shard_block = 'narrow': it is one of"):
        known_failures.load_declared(manifest, target)
    manifest.write_text(entry_text.replace("WHAT", '"wider"') + 'switch_off = { shard_block = "fits" }\n')
    with pytest.raises(ManifestError, match="switch_off cannot change the shard_block"):
        known_failures.load_declared(manifest, target)
