"""A run measures option coverage for the pairs it can select (harness.plugin.selection): a `-k` that
only narrows keeps the pairs some of whose items it matches, `--only-pairs` the pairs named; a `-k` with
`not` keeps every pair (an item pytest selects may lack a name the expression negates)."""

import types
from pathlib import Path

import pytest

from harness.declare import load_target
from harness.grid.cases import cases_for
from harness.plugin.selection import selectable_pairs

REACH = Path(__file__).resolve().parent / "toy" / "reach_pairs.py"


def _selectable(keyword: str = "", only: str | None = None) -> set[str]:
    target = load_target(REACH)
    options = {"keyword": keyword, "only_pairs": only}
    config = types.SimpleNamespace(getoption=lambda name, default=None: options.get(name, default),
                                   getini=lambda name: ["slow: left out of the PR gate"], args=[str(REACH)],
                                   rootpath=REACH.parents[2])

    def cases():
        return [(p, c) for p in target.pairs
                for c in cases_for(target, p, grid="default", mesh_sizes=[1], interpret=(True,))]

    return selectable_pairs(config, target, cases)


@pytest.mark.parametrize("keyword, kept", [
    ("", {"toy_advect_step", "toy_dead"}),
    ("toy_dead", {"toy_dead"}),
    ("test_values and toy_advect", {"toy_advect_step"}),
    ("TOY_DEAD or toy_advect_step", {"toy_advect_step", "toy_dead"}),  # pytest matches without case
    ("reach_pairs and x64off", {"toy_advect_step", "toy_dead"}),  # the file's name, a case facet
    ("no_such_pair", set()),
    ("not toy_dead", {"toy_advect_step", "toy_dead"}),  # a negation keeps every pair
    ("toy_dead and not x64off", {"toy_advect_step", "toy_dead"}),
])
def test_a_keyword_keeps_the_pairs_it_can_select(keyword, kept):
    assert _selectable(keyword) == kept


def test_only_pairs_and_a_keyword_narrow_together():
    assert _selectable(only="toy_dead") == {"toy_dead"}
    assert _selectable("toy_advect", only="toy_dead") == set()
