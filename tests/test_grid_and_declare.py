import dataclasses
import itertools
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, TOY, jax_cache_args
from harness.declare.covering import combinations_of, greedy_cover
from harness.declare import Case, load_target, resolve_name, validate
from harness.errors import DeclarationError
from harness.grid.cases import cases_for


@pytest.fixture(scope="module")
def toy():
    return load_target(TOY)


def test_case_ids_read_like_the_docs():
    case = Case("weno_hydro_flux", 3, "f32", False, True, (4, 4, 8), 2, (("axis", 0), ("acc", True)))
    assert case.id == "weno_hydro_flux[3d-f32-x64off-interp-b4x4x8-mesh2-axis0-acc]"


def test_default_grid_covers_every_axis_value_and_full_is_a_superset(toy):
    pair = toy.pairs[0]
    default = cases_for(toy, pair, grid="default", mesh_sizes=[1, 2], interpret=(True,))
    full = cases_for(toy, pair, grid="full", mesh_sizes=[1, 2], interpret=(True,))
    assert {c.id for c in default} <= {c.id for c in full}
    assert {c.block for c in default} == {(8,), (12,)}  # 12 does not divide 64: the fallback is run
    assert {(c.dtype, c.x64) for c in default} == {("f32", False), ("f32", True), ("f64", True)}
    assert {c.mesh for c in default} == {1, 2}
    assert len(full) == 2 * 3 * 2  # blocks x precisions x meshes
    assert len([c for c in default if c.mesh == 1]) == 6  # pairwise over two axes: their product
    assert all(c.x64 for c in full if c.dtype == "f64")


def test_a_gpu_run_twins_every_case_compiled_except_kernels_no_hopper_gpu_runs(toy):
    pair = toy.pairs[0]
    interpreted = cases_for(toy, pair, grid="default", mesh_sizes=[1, 2], interpret=(True,))
    both = cases_for(toy, pair, grid="default", mesh_sizes=[1, 2], interpret=(True, False))
    assert [c.id for c in both if not c.interpret] == [c.id.replace("-interp-", "-compiled-") for c in interpreted]
    for refusal in ({"cuda": "TPU only"}, {"not_for_h100": "a Blackwell kernel"}):
        other = dataclasses.replace(pair, **refusal)
        assert [c.id for c in cases_for(toy, other, grid="default", mesh_sizes=[1, 2], interpret=(True, False))] \
            == [c.id for c in interpreted]


def test_default_grid_is_a_pairwise_covering_array_of_astronomix_axes():
    """Every pair of values of any two axes a pair supports appears together in some case; the grid
    is the same for the same seed, and smoke is one case per pair."""
    import itertools

    from harness.grid.cases import _factors, own_block

    target = load_target(REPO / "astronomix" / "pairs.py")
    for pair in target.pairs:
        own = lambda cases: [c for c in cases if not c.shape and own_block(target, pair, c)]  # noqa: E731
        # the covering is over the target's own shapes and blocks (the extra shapes and narrow sharded
        # blocks are cases apart: their own tests)
        full = own(cases_for(target, pair, grid="full", mesh_sizes=[1, 2], interpret=(True,)))
        default = own(cases_for(target, pair, grid="default", mesh_sizes=[1, 2], interpret=(True,)))
        assert [c.id for c in default] == [c.id for c in own(cases_for(target, pair, grid="default",
                                                                       mesh_sizes=[1, 2], interpret=(True,)))]

        def pairs(cases):
            out = set()
            for c in cases:
                items = sorted((k, repr(v)) for k, v in _factors(target, pair, c).items())
                out |= set(itertools.combinations(items, 2))
            return out

        at = lambda cases, mesh: [c for c in cases if c.mesh == mesh]  # noqa: E731
        missing = pairs(at(full, 1)) - pairs(at(default, 1))
        assert not missing, f"{pair.name}: value pairs no case covers: {sorted(missing)[:3]}"
        values = lambda cases: {(k, repr(v)) for c in cases for k, v in _factors(target, pair, c).items()}  # noqa: E731
        assert values(at(full, 2)) == values(at(default, 2)), f"{pair.name}: an axis value never runs at mesh 2"
        # counted only where the kernel runs: a case the gate rejects runs the fallback
        runs = lambda cases: [c for c in cases if pair.accepts(c)]  # noqa: E731
        missing = pairs(runs(at(full, 1))) - pairs(runs(at(default, 1)))
        assert not missing, f"{pair.name}: value pairs no accepted case covers: {sorted(missing)[:3]}"
        assert values(runs(at(full, 2))) == values(runs(at(default, 2))), \
            f"{pair.name}: an axis value the kernel never runs at mesh 2"
        assert len(default) < len(full) or len(full) <= 8
        assert len(cases_for(target, pair, grid="smoke", mesh_sizes=[1, 2], interpret=(True,))) == 1


def test_the_shared_covering_array_covers_every_pair_and_is_deterministic(toy):
    """`harness.declare.covering` picks the grid's cases and the scenario axes' PR combinations alike."""
    sizes = {"a": 3, "b": 3, "c": 2, "d": 4}
    candidates = [dict(zip(sizes, values)) for values in itertools.product(*(range(n) for n in sizes.values()))]
    covers = [combinations_of(c, 2) for c in candidates]
    chosen = greedy_cover(covers)
    assert len(chosen) < len(candidates) and len(set(chosen)) == len(chosen)
    for x, y in itertools.combinations(sizes, 2):  # every two values of any two axes meet in a chosen one
        for vx, vy in itertools.product(range(sizes[x]), range(sizes[y])):
            assert any(candidates[i][x] == vx and candidates[i][y] == vy for i in chosen), (x, vx, y, vy)
    assert greedy_cover(covers, (), list(range(len(candidates)))) == chosen  # index order: the default
    # pinned: three binary axes, ties to the earliest in the order given, what is covered is skipped
    combos = list(itertools.product(range(2), repeat=3))
    covers = [combinations_of(dict(enumerate(c)), 2) for c in combos]
    assert [combos[i] for i in greedy_cover(covers)] == [(0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0)]
    assert [combos[i] for i in greedy_cover(covers, covers[0])] == [(0, 1, 1), (1, 0, 1), (1, 1, 0)]
    assert [combos[i] for i in greedy_cover(covers, (), order=range(7, -1, -1))] == [
        (1, 1, 1), (1, 0, 0), (0, 1, 0), (0, 0, 1)]
    # the grid and the scenario axes through it: the same declarations give the same choice
    again = [[c.id for c in cases_for(toy, toy.pairs[0], grid="default", mesh_sizes=[1, 2], interpret=(True,))]
             for _ in range(2)]
    assert again[0] == again[1]
    from harness.declare.scenario import Axis, Level, pr_combinations

    axes = [Axis(name, tuple(Level(f"l{i}") for i in range(2))) for name in "xyz"]
    assert pr_combinations(axes) == [(0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0)]


def test_a_combination_counts_as_covered_only_where_the_gate_accepts_and_rejected_cases_stay(toy):
    """The toy's accumulator kernel runs only at block 8 (12 does not divide the grid): the plain
    pairwise array reaches f32 x64-on x accumulator only through a block-12 case, the fallback."""
    import itertools

    from harness.grid.cases import _factors

    pair = dataclasses.replace(toy.pairs[0], axes={"acc": (False, True)}, accepts=lambda c: c.block == (8,))
    default = cases_for(toy, pair, grid="default", mesh_sizes=[1], interpret=(True,))
    full = cases_for(toy, pair, grid="full", mesh_sizes=[1], interpret=(True,))

    def pairs(cases):
        return {combo for c in cases
                for combo in itertools.combinations(sorted((k, repr(v)) for k, v in _factors(toy, pair, c).items()), 2)}

    accepted = [c for c in default if pair.accepts(c)]
    assert pairs([c for c in full if pair.accepts(c)]) <= pairs(accepted)
    assert any(not pair.accepts(c) for c in default)  # the fallback is still checked
    assert {(c.dtype, c.x64, dict(c.extra)["acc"]) for c in accepted} == {
        (d, x, a) for d, x in (("f32", False), ("f32", True), ("f64", True)) for a in (False, True)}


def test_a_mesh_that_does_not_split_the_grid_runs_no_case_and_says_so(toy):
    from harness.grid.cases import unsplittable

    cases = cases_for(toy, toy.pairs[0], grid="default", mesh_sizes=[1, 3], interpret=(True,))
    assert cases and {c.mesh for c in cases} == {1}
    assert unsplittable(toy, [1, 2, 3]) == ["mesh 3 does not split 1d (x = 64), 2d (x = 16), 3d (x = 8): "
                                            "no such case at mesh 3"]


def test_mesh_sizes_are_powers_of_two_and_the_largest():
    from harness.grid.devices import mesh_sizes

    assert [mesh_sizes(n) for n in (1, 2, 3, 4, 6, 8)] == [[1], [1, 2], [1, 2, 3], [1, 2, 4], [1, 2, 4, 6],
                                                          [1, 2, 4, 8]]


def test_the_grid_of_fewer_devices_is_part_of_the_grid_of_more():
    """A case's verdict must not depend on --gpus: every case of --gpus 1 is a case of --gpus 2, of
    --gpus 4 and of --gpus 8 (the mesh-1 covering array does not see the mesh sizes on offer)."""
    from harness.grid.devices import mesh_sizes

    target = load_target(REPO / "astronomix" / "pairs.py")
    for pair in target.pairs:
        grids = [{c.id for c in cases_for(target, pair, grid="default", mesh_sizes=mesh_sizes(n), interpret=(True,))}
                 for n in (1, 2, 4, 8)]
        assert grids[0] <= grids[1] <= grids[2] <= grids[3], pair.name
        assert {c.mesh for c in cases_for(target, pair, grid="default", mesh_sizes=[1, 2, 4, 8],
                                          interpret=(True,))} == ({1, 2, 4, 8} if pair.meshes else {1})


def test_bad_declarations_name_the_file_the_pair_and_the_fix(toy):
    pair = toy.pairs[0]
    for change, message in [
        (dict(native="numpy:no_such"), "pair 'toy_stencil': 'numpy' has no attribute 'no_such'"),
        (dict(native="no_such_module:f"), "cannot import module 'no_such_module'"),
        (dict(native="numpy.sum"), "not a qualified name"),
        (dict(ndims=(4,)), "ndims [4]"),
        (dict(autodiff="maybe"), "autodiff must be"),
        (dict(on_reject="ignore"), "on_reject must be"),
        (dict(not_differentiable=" "), "pair 'toy_stencil': gradients are checked for every entry: declare its "
                                       "autodiff wrap"),
        (dict(autodiff="custom_vjp"), "declares not_differentiable but its gradients are checked"),
        (dict(unreachable_arms={"kernel.py:42": ""}), "unreachable_arms maps a site"),
        (dict(unreachable_arms={"line 42": "why"}), "unreachable_arms maps a site"),
    ]:
        broken = dataclasses.replace(toy, pairs=[dataclasses.replace(pair, **change)])
        with pytest.raises(DeclarationError, match=message.replace("[", r"\[").replace("(", r"\(")):
            validate(broken)
    with pytest.raises(DeclarationError, match="declared twice"):
        validate(dataclasses.replace(toy, pairs=[pair, pair]))


def test_missing_declaration_file_and_missing_target(tmp_path):
    with pytest.raises(DeclarationError, match="declaration file not found"):
        load_target(tmp_path / "nope.py")
    (tmp_path / "empty.py").write_text("X = 1\n")
    with pytest.raises(DeclarationError, match="defines no TARGET"):
        load_target(tmp_path / "empty.py")


def test_sibling_names_resolve_beside_the_declaration():
    fn = resolve_name("@pairs:stencil_native", where="t", anchor=str(TOY))
    assert fn.__name__ == "stencil_native"


def test_the_astronomix_folder_never_shadows_the_installed_package():
    code = "import astronomix, sys; print(astronomix.__file__)"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert "site-packages" in out.stdout and not (REPO / "astronomix" / "__init__.py").exists()


def test_harness_list_json_names_every_public_pallas_entry_point():
    import json

    out = subprocess.run([sys.executable, "-m", "harness.cli", "list", "--json"], cwd=REPO,
                         capture_output=True, text=True, check=True)
    listed = json.loads(out.stdout)
    pallas = {p["pallas"].split(":")[1] for p in listed["pairs"]}
    expected = {
        "_weno_flux_hydro_pallas", "_weno_flux_mhd_pallas", "_weno_flux_mhd_iso_pallas",
        "_weno_flux_hydro_pallas_rhs", "_hydro_flux_div_axis_pallas", "_fv_evolve_axis_pallas",
        "_evolve_gas_state_unsplit_pallas", "_ct_update_cell_center_fields_pallas", "_ct_modified_flux_pallas",
        "_ct_edge_emf_pallas", "_ct_curl_pallas", "_ct_rhs_pallas", "_enforce_positivity_pallas",
        "_redistribute_positivity_pallas",
    }
    assert expected <= pallas
    assert all(p["native"] for p in listed["pairs"])
    assert listed["version"] == "0.6.6"


def test_harness_init_writes_a_loadable_project_and_overwrites_nothing(tmp_path, capsys):
    from harness import cli
    from harness.declare import load_target

    project = tmp_path / "myproj"
    assert cli.main(["init", str(project)]) == 0
    target = load_target(project / "pairs.py")
    assert [p.name for p in target.pairs] == ["softmax"] and target.name == "myproj"
    assert 'harness_pairs = "pairs.py"' in (project / "pyproject.toml").read_text()
    (project / "pairs.py").write_text("# mine\n" + (project / "pairs.py").read_text())
    assert cli.main(["init", str(project)]) == 0
    assert (project / "pairs.py").read_text().startswith("# mine")
    assert (project / "pyproject.toml").read_text().count("[tool.pytest.ini_options]") == 1
    assert "left alone" in capsys.readouterr().out


def test_a_target_without_spatial_axes_has_no_ndim_or_block_facets():
    """JAX's own kernels: shapes are the pair's business; bfloat16 and float16 are grid values."""
    from harness.declare import Case, Pair, Target, validate
    from harness.errors import DeclarationError
    from harness.grid.cases import cases_for

    def build(case, fns):
        raise AssertionError("not run")

    pair = Pair(name="p", pallas="jax.numpy:add", native="jax.numpy:add", build=build, accepts=lambda c: True,
                meshes=False, x64=(False,), not_differentiable="a grid test")
    target = Target(package="jax", version="0", pairs=[pair], dtypes=("bf16", "f16", "f32"), source=__file__)
    validate(target)
    ids = [c.id for c in cases_for(target, target.pairs[0], grid="full", mesh_sizes=[1, 2], interpret=(True,))]
    assert ids == ["p[bf16-x64off-interp-mesh1]", "p[f16-x64off-interp-mesh1]", "p[f32-x64off-interp-mesh1]"]
    assert Case("p", 0, "bf16", False, True, (), 1).dtype_name == "bfloat16"
    with pytest.raises(DeclarationError, match="no spatial dimension for a mesh to split"):
        validate(Target(package="jax", version="0", pairs=[dataclasses.replace(pair, meshes=True)], source=__file__))


def test_required_cases_are_in_the_pr_grid_where_the_kernel_runs_and_never_slow(toy):
    """A declared requirement (one case per key) holds in the PR grid with a case the gate accepts,
    the cheapest one, and its checks are not left to --grid full; the real declarations hold every
    WENO BACKWARDS adjoint axis, every flux_div kernel variant and every FV axis kernel at every ndim that
    way (the last with its memory check, `memory_on_required`)."""
    from harness.grid.cases import required_ids

    pair = dataclasses.replace(toy.pairs[0], required=lambda c: c.block, slow=lambda c, check: True)
    pr = cases_for(toy, pair, grid="default", mesh_sizes=[1], interpret=(True,))
    req = required_ids(toy, pair, interpret=(True,))
    accepted = [c for c in pr if c.id in req]
    assert {c.block for c in accepted} == {(8,)}  # block 12 does not divide: no kernel runs there
    assert all(pair.accepts(c) for c in accepted)

    target = load_target(REPO / "astronomix" / "pairs.py")
    by_name = {p.name: p for p in target.pairs}
    weno = by_name["weno_flux_dispatch"]
    pr = {c.id: c for c in cases_for(target, weno, grid="default", mesh_sizes=[1, 2], interpret=(True,))}
    req = required_ids(target, weno, interpret=(True,))
    adjoints = {(pr[i]["physics"], pr[i].ndim, pr[i]["axis"], pr[i]["ic"], pr[i].dtype)
                for i in req if pr[i]["mode"] == "bwd"}
    every_axis = {(c["physics"], c.ndim, c["axis"]) for c in cases_for(target, weno, grid="full", mesh_sizes=[1],
                                                                     interpret=(True,)) if c["mode"] == "bwd"}
    assert {a[:3] for a in adjoints} == every_axis  # every adjoint kernel on every axis it has...
    # ...once on each input: hydro 1D (1) + 2D (2) + 3D (3), MHD 3D (3), on the wave and near vacuum
    assert len(every_axis) == 9 and len(adjoints) == 18 and {a[3] for a in adjoints} == {"wave", "vacuum"}
    assert {a[4] for a in adjoints if a[0] == "hydro"} == {"f64"}
    # MHD on the wave in float32, near vacuum in float64 (its float32 outputs are host-bound)
    assert {a[3:] for a in adjoints if a[0] == "mhd"} == {("wave", "f32"), ("vacuum", "f64")}
    assert all(weno.accepts(pr[i]) and not weno.slow(pr[i], "values") for i in req)
    flux = by_name["flux_div_axis"]
    pr = {c.id: c for c in cases_for(target, flux, grid="default", mesh_sizes=[1, 2], interpret=(True,))}
    variants = {(pr[i].dtype, pr[i].x64, pr[i]["acc"]) for i in required_ids(target, flux, interpret=(True,))
                if flux.accepts(pr[i])}
    assert variants == {(d, x, a) for d, x in (("f32", False), ("f32", True), ("f64", True)) for a in (False, True)}
    # fv_evolve_axis: every kernel (axis, accumulating or not) at every ndim near vacuum, memory check (and so
    # kernel branch coverage) included: a 3D kernel's transverse velocities are not in its 1D program
    from harness.checks.memory import memory_cases

    fv = by_name["fv_evolve_axis"]
    pr = {c.id: c for c in cases_for(target, fv, grid="default", mesh_sizes=[1], interpret=(True,))}
    req = required_ids(target, fv, interpret=(True,))
    assert {(pr[i].ndim, pr[i]["axis"], pr[i]["acc"]) for i in req} == {
        (n, a, acc) for n in (1, 2, 3) for a in range(n) for acc in (False, True)}
    assert req <= memory_cases(target, [(fv, c) for c in pr.values()])
    hydro = by_name["weno_hydro_flux"]  # likewise: a 3D hydro WENO kernel's fifth characteristic field
    pr_hydro = cases_for(target, hydro, grid="default", mesh_sizes=[1], interpret=(True,))
    memory = {c.id: c for c in pr_hydro if c.id in memory_cases(target, [(hydro, c) for c in pr_hydro])}
    assert {(c.ndim, c["axis"]) for c in memory.values() if c["ic"] == "vacuum"} == {
        (n, a) for n in (1, 2, 3) for a in range(n)}
    per_variant = memory_cases(target, [(dataclasses.replace(fv, memory_on_required=False), c) for c in pr.values()])
    assert {pr[i].ndim for i in req - per_variant} == {2, 3}  # without it: each variant at its lowest ndim only
    with pytest.raises(DeclarationError, match="memory_on_required .* declares no `required`"):
        validate(dataclasses.replace(toy, pairs=[dataclasses.replace(toy.pairs[0], memory_on_required=True)]))


def test_a_probe_runs_in_every_variant_base_case_and_leaves_every_other_case_as_it_was(toy):
    """`Pair.probes`: an option value outside the covering array runs once per variant (mesh 1, where
    the gate accepts it), in the PR and the full grid, and the rest of either grid is what it was
    without the probe; a probe must name an option and a value it does not already have."""
    from harness.grid.cases import probe_cases

    plain = dataclasses.replace(toy.pairs[0], axes={"side": ("left", "right")}, options={"ic": ("wave", "shock")})
    probed = dataclasses.replace(plain, probes={"ic": ("cold",)})
    for grid in ("default", "full"):
        before = {c.id for c in cases_for(toy, plain, grid=grid, mesh_sizes=[1, 2], interpret=(True,))}
        after = cases_for(toy, probed, grid=grid, mesh_sizes=[1, 2], interpret=(True,))
        probes = [c for c in after if c["ic"] == "cold"]
        assert {c.id for c in after if c["ic"] != "cold"} == before, grid
        assert sorted(c["side"] for c in probes) == ["left", "right"] and {c.mesh for c in probes} == {1}, grid
        assert all(probed.accepts(c) and c.block == (8,) for c in probes), grid
    assert {c["side"] for c in probe_cases(toy, probed, (True, False))} == {"left", "right"}
    assert len(probe_cases(toy, probed, (True, False))) == 4  # and their compiled twins on a GPU
    # a key of its own: the other cases keep their ids, the probe cases name it; no GPU compile there
    from harness.checks.case_filters import gpu_case
    from harness.checks.memory import memory_cases

    keyed = dataclasses.replace(plain, probes={"lengths": ("ragged",)})
    after = cases_for(toy, keyed, grid="default", mesh_sizes=[1, 2], interpret=(True,))
    probes = [c for c in after if c.get("lengths") == "ragged"]
    plain_ids = {c.id for c in cases_for(toy, plain, grid="default", mesh_sizes=[1, 2], interpret=(True,))}
    assert {c.id for c in after if c not in probes} == plain_ids and len(probes) == 2
    assert all(c.id.endswith("-lengthsragged]") and not gpu_case(toy, keyed, c) for c in probes)
    assert {c.id for c in probes} <= memory_cases(toy, [(keyed, c) for c in after])  # a variant of its own
    # at the first ndim where the probe is valid: astronomix's rounding void needs a 3D neighbourhood
    target = load_target(REPO / "astronomix" / "pairs.py")
    redistribute = next(p for p in target.pairs if p.name == "redistribute_positivity")
    assert [(c.ndim, c.block, c["threshold"]) for c in probe_cases(target, redistribute, (True,))] == [
        (3, (4, 4, 8), 1e-13)]
    for probes, message in [({"side": ("x",)}, "probes.side must name an option"),
                            ({"ic": ("shock",)}, "values the option does not already have"), ({"ic": ()}, "probes.ic")]:
        with pytest.raises(DeclarationError, match=message):
            validate(dataclasses.replace(toy, pairs=[dataclasses.replace(plain, probes=probes)]))


def test_the_plugin_leaves_required_checks_out_of_slow():
    """The slow adjoint gradients the PR gate requires are collected under -m 'not slow'; the rest stay slow."""
    out = subprocess.run([sys.executable, "-m", "pytest", str(REPO / "conformance" / "test_pairs.py"), "--collect-only",
                          "-q", "-p", "no:randomly", "--gpus", "2", "-m", "not slow", "--option-coverage", "off",
                          "-k", "test_gradients and weno_flux_dispatch and modebwd"],
                         capture_output=True, text=True, cwd=REPO)
    ids = {line.split("[", 1)[1] for line in out.stdout.splitlines() if "::test_gradients[" in line}
    # 1D BACKWARDS gradients are never slow (the covering array may pick more than the required one);
    # of 2D and 3D only the required cases are collected: 2D hydro (2 axes), 3D hydro and 3D MHD (3 axes
    # each) on the wave and on the vacuum that takes the adjoints' floors (MHD near vacuum in float64
    # only: its float32 outputs are host-bound)
    multi = {i for i in ids if not i.startswith("weno_flux_dispatch[1d-")}
    assert len(multi) == 16 and {i.rsplit("-", 1)[1] for i in multi if "physicshydro" in i} == {"icwave]]", "icvacuum]]"} \
        and all(("f64-x64on" in i and "physicshydro" in i) or ("f32-x64off" in i and "physicsmhd" in i and "icwave" in i)
                or ("f64-x64on" in i and "physicsmhd" in i and "icvacuum" in i) for i in multi), out.stdout + out.stderr
    assert "weno_flux_dispatch[1d-f64-x64on-interp-b4-mesh1-physicshydro-modebwd-axis0-icwave]]" in ids, ids
    assert {i.rsplit("-", 2)[1] for i in ids if "physicsmhd" in i} == {"axis0", "axis1", "axis2"}


def test_a_kernel_that_takes_one_axis_extent_for_another_fails_on_the_non_cubic_grid(pytester, monkeypatch):
    """Target.shapes puts a non-cubic grid in the PR grid: the toy divides by the extent along x where
    it means y, which every cubic grid hides; the non-cubic case fails values, the cubic one passes.
    A non-cubic case asks whether the sides agree: no IR, golden or GPU checks."""
    pairs = Path(__file__).resolve().parent / "toy_shapes" / "pairs.py"
    pytester.makepyfile(test_pairs="from harness.suite import *  # noqa: F401,F403\n")
    args = ("test_pairs.py", "--pairs", str(pairs), "--known-failures", str(pytester.path / "none.toml"),
            "--golden-dir", str(pytester.path / "golden"), *jax_cache_args(), "-p", "no:cacheprovider")
    listed = pytester.runpytest_subprocess(*args, "--co", "-q")
    shaped = [line for line in listed.outlines if "s16x8" in line]
    assert sorted(line.split("::")[1].split("[")[0] for line in shaped) == ["test_path", "test_values"], shaped
    assert any("toy_per_cell[2d-f32-x64off-interp-b4x4-mesh1]" in line for line in listed.outlines)
    monkeypatch.delenv("TOY_SHAPE_BUG", raising=False)
    pytester.runpytest_subprocess(*args, "-k", "values").assert_outcomes(passed=2)
    monkeypatch.setenv("TOY_SHAPE_BUG", "1")
    planted = pytester.runpytest_subprocess(*args, "-k", "values")
    planted.assert_outcomes(passed=1, failed=1)
    planted.stdout.fnmatch_lines(["*FAILED*test_values?toy_per_cell?2d-f32-x64off-interp-b4x4-s16x8-mesh1??*"])


def test_narrow_sharded_blocks_run_at_mesh_2_where_the_gate_accepts_them(toy):
    """Target.sharded_blocks: each block the gate accepts runs at mesh 2 on the pair's base case (a
    rejected one is not a probe of the kernel), and asks only whether the sides agree."""
    from harness.checks.registry import PAIR_CHECKS

    target = dataclasses.replace(toy, sharded_blocks={1: [(1,), (3,)]})
    pair = target.pairs[0]
    probes = [c for c in cases_for(target, pair, grid="default", mesh_sizes=[1, 2], interpret=(True,))
              if c.block in ((1,), (3,))]
    assert [c.id for c in probes] == ["toy_stencil[1d-f32-x64off-interp-b1-mesh2]"]
    assert not [c for c in cases_for(target, pair, grid="default", mesh_sizes=[1], interpret=(True,))
                if c.block == (1,)]
    assert {ch.name for ch in PAIR_CHECKS if ch.runs_on(target, pair, probes[0])} == {"path", "values"}
    full = cases_for(target, pair, grid="full", mesh_sizes=[1, 2], interpret=(True,))
    assert "toy_stencil[1d-f32-x64off-interp-b1-mesh2]" in {c.id for c in full}
