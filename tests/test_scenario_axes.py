"""Scenario variants from option axes (issue 12 item 3): every combination of levels runs with
--grid full, the PR gate runs a pairwise covering array of the affordable ones, and a combination's
variant is composed from its levels. Pure: no simulation runs here."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pytest

from harness.checks import registry
from harness.declare import scenario as S
from harness.declare.scenario import Axis, Convergence, Level, Scenario, Variant

REPO = Path(__file__).resolve().parent.parent


def _scenario(*axes: Axis, **kw) -> Scenario:
    return Scenario(name="toy", build=lambda n, **o: None, n=8, t_end=0.1, axes=axes, **kw)


def _generated(scenario: Scenario) -> tuple[Variant, ...]:
    """The variants made from the axes, without the hand-declared ones."""
    return S.expand_axes(dataclasses.replace(scenario, variants=())).variants


def _pr(scenario: Scenario) -> list[Variant]:
    return [v for v in _generated(scenario) if not v.slow]


def _pairs_missing(scenario: Scenario) -> set:
    """Pairs of affordable levels of different axes (that some existing combination holds) which no
    PR variant holds: empty when the PR gate is a pairwise covering array."""
    levels = [{lv.name: lv for lv in axis.levels} for axis in scenario.axes]
    affordable_names = [v.name for v in _generated(scenario)
                        if all(levels[k][part].affordable for k, part in enumerate(v.name.split("-")))]

    def pairs(name: str) -> set:
        return set(itertools.combinations(enumerate(name.split("-")), 2))

    wanted = set().union(*(pairs(n) for n in affordable_names))
    return wanted - set().union(*(pairs(v.name) for v in _pr(scenario)))


def _axis(name: str, *levels: str, unaffordable: tuple[str, ...] = ()) -> Axis:
    return Axis(name, tuple(Level(lv, {f"{name}": lv}, affordable=lv not in unaffordable) for lv in levels))


def test_the_pr_gate_is_a_pairwise_covering_array_of_the_affordable_levels_and_full_is_the_product():
    sc = _scenario(_axis("a", "a0", "a1", "a2"), _axis("b", "b0", "b1", "b2"), _axis("c", "c0", "c1", "c2"),
                   _axis("d", "d0", "d1", "dx", unaffordable=("dx",)))
    every = S.expand_axes(sc).variants
    assert len(every) == 3 ** 4 and every[0].name == "a0-b0-c0-d0"
    pr = _pr(sc)
    assert pr[0].name == "a0-b0-c0-d0"  # the base first
    assert 9 <= len(pr) < 3 ** 3 * 2  # pairwise needs at least 3 x 3, far fewer than the affordable product
    assert not _pairs_missing(sc)
    assert not [v for v in pr if "dx" in v.name]  # unaffordable: --grid full only
    assert [v.name for v in _pr(sc)] == [v.name for v in pr]  # deterministic


def test_a_combination_is_composed_from_its_levels():
    conv = Convergence(resolutions=(8, 16), expected_order=2.0)
    sc = _scenario(
        Axis("scheme", (Level("fused", {"solver": 1}, expect_kernels=("weno", "flux_div")),
                        Level("plain", {"solver": 2}, known_failures={"parity": "plain differs"}))),
        Axis("limit", (Level("none"),
                       Level("fct", {"fct": True}, forbid_kernels=("flux_div",), checks=("parity", "golden"),
                             t_end=0.01, num_snapshots=2, known_failures={"parity": "fct differs"}),
                       Level("floors", {"floor": 1e-14}, full_only_checks=("convergence",)))),
        convergence=conv,
        combination_failures={"plain-f*": {"golden": "only together"}},
        combination_kernels={"*-floors": ("floor_kernel",)})
    v = {x.name: x for x in S.expand_axes(sc).variants}
    assert v["fused-none"].options == {"solver": 1} and v["fused-none"].expect_kernels == ("weno", "flux_div")
    fct = v["plain-fct"]
    assert fct.options == {"solver": 2, "fct": True}
    assert fct.forbid_kernels == ("flux_div",) and v["fused-fct"].expect_kernels == ("weno",)  # forbid wins
    assert fct.checks == ("parity", "golden") and (fct.t_end, fct.num_snapshots) == (0.01, 2)
    assert fct.known_failures == {"parity": "plain differs; fct differs", "golden": "only together"}
    assert "golden" not in v["plain-none"].known_failures
    assert v["fused-floors"].expect_kernels == ("weno", "flux_div", "floor_kernel")
    assert "floor_kernel" not in v["fused-none"].expect_kernels
    assert S.is_slow(sc, v["fused-floors"], "convergence") and not S.is_slow(sc, v["fused-floors"], "parity")
    assert not S.is_slow(sc, v["fused-none"], "convergence")


def test_excluded_combinations_do_not_exist_and_the_covering_array_skips_them():
    sc = _scenario(_axis("solver", "fv", "fd"), _axis("pos", "none", "floors", "fct"),
                   exclude={"fv-fct": "FV never reads it"})
    names = [v.name for v in S.expand_axes(sc).variants]
    assert "fv-fct" not in names and len(names) == 5 and not _pairs_missing(sc)


@pytest.mark.parametrize("kw, message", [
    ({"axes": (_axis("a", "x"), Axis("b", (Level("y", {"a": 1}),)))}, "option 'a' is set by axes 'a' and 'b'"),
    ({"axes": (_axis("a", "x", "y"),), "combination_failures": {"z*": {"parity": "why"}}}, "matches no variant"),
    ({"axes": (_axis("a", "x", "y"),), "combination_failures": {"x": {"parity_typo": "why"}}}, "unknown checks"),
    ({"axes": (_axis("a", "x", "y"),), "combination_kernels": {"z": ("k",)}}, "combination_kernels pattern 'z'"),
    ({"axes": (_axis("a", "x", "y"),), "exclude": {"x": ""}}, "needs a reason"),
    ({"axes": (_axis("a", "x", "y"),), "exclude": {"q": "why"}}, "matches no combination"),
    ({"axes": (_axis("a", "x", "y", unaffordable=("x",)),)}, "base level 'x' is not affordable"),
    ({"axes": (_axis("a", "x-1"),)}, "free of '-'"),
    ({"axes": (Axis("a", (Level("x"), Level("y", full_only_checks=("parity",)))),)}, "only 'convergence'"),
])
def test_bad_axes_name_the_scenario_and_what_to_do(tmp_path, kw, message):
    path = tmp_path / "scenarios.py"
    path.write_text("")
    with pytest.raises(ValueError, match=message) as err:
        S._validate_axes(path, Scenario(name="toy", build=lambda n, **o: None, n=8, t_end=0.1, **kw),
                          registry.SCENARIO_NAMES)
    assert f"{path}: scenario toy" in str(err.value)


def test_astronomix_scenarios_cover_their_axes_pairwise_in_the_pr_gate():
    from harness.declare import load_file

    declared = load_file(REPO / "astronomix" / "scenarios.py").SCENARIOS
    assert {sc.name for sc in declared if sc.axes} >= {"density_wave_fd", "density_wave_fv", "shock_tube", "sedov_3d"}
    loaded = {sc.name: sc for sc in S.load_scenarios(REPO / "astronomix" / "scenarios.py")}
    for sc in declared:
        if not sc.axes:
            continue
        assert [v.name for v in loaded[sc.name].variants][:1] == ["-".join(a.levels[0].name for a in sc.axes)]
        if sc.slow:
            continue
        assert not _pairs_missing(sc), sc.name
        pr_names = {v.name for v in _pr(sc)}
        for k, axis in enumerate(sc.axes):  # every affordable level is in the PR gate
            for level in axis.levels:
                assert any(n.split("-")[k] == level.name for n in pr_names) == level.affordable, (sc.name, level.name)
