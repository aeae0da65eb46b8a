"""Which pairs a run can select before it collects: `--only-pairs`, and a `-k` expression where it can only
narrow. Option coverage is measured for those pairs alone: a run of one case does not trace the other
pairs of its target to prove their coverage (`pytest conformance -k 'weno_hydro_flux[...]'` on a fresh
clone traced all 19 pairs, 58 s).

A `-k` expression is matched as pytest matches it (a case-insensitive substring of any name of the item
or its parents), here against every name an item of the pair could have: each check's test name with
each case id of the grid, the files and folders the run names, and every marker. With more names than an
item has, an expression without `not` matches at least the items pytest will select, so the pairs it
keeps hold every selected item; an expression with `not` (or one this module cannot read) keeps every
pair.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from harness.checks import registry
from harness.declare import Case, Pair, Target

# the marks pytest and the plugin put on items, beside the ini's (a superset is what matters)
_MARKS = ("parametrize", "skip", "skipif", "xfail", "usefixtures", "filterwarnings", "pytestmark", "slow",
          "harness_check", "harness_known_failure")


def selectable_pairs(config: pytest.Config, target: Target,
                     cases: Callable[[], Iterable[tuple[Pair, Case]]]) -> set[str]:
    """The names of the pairs that may have an item in this run (`cases`: the grid's, asked only for a -k)."""
    names = {p.name for p in target.pairs}
    only = config.getoption("only_pairs", None)
    if only:
        names &= {n.strip() for n in only.split(",") if n.strip()}
    keyword = (config.getoption("keyword", "") or "").strip()
    if not keyword or re.search(r"\bnot\b", keyword):
        return names
    try:
        from _pytest.mark.expression import Expression  # pytest's own -k grammar

        expression = Expression.compile(keyword)
    except Exception:  # noqa: BLE001 - pytest reports a malformed -k itself; keep every pair
        return names
    common = _common_names(config, target)
    tests = [f"test_{c.name}" for c in registry.PAIR_CHECKS]
    kept: set[str] = set()
    for pair, case in cases():
        if pair.name in kept or pair.name not in names:
            continue
        item_names = [*common, *tests, *(f"{t}[{case.id}]" for t in tests)]
        if expression.evaluate(lambda sub, **_: any(sub.lower() in n.lower() for n in item_names)):
            kept.add(pair.name)
    return kept


def _common_names(config: pytest.Config, target: Target) -> list[str]:
    """The names every item of the run may carry: the run's folders and files, the declarations' and the
    test files beside them, the rootdir, every marker."""
    paths = [Path(target.source), *(Path(config.rootpath, a.split("::")[0]) for a in config.args)]
    names = {Path(config.rootpath).name, *_MARKS}
    for path in paths:
        names.update(path.parts)
        folder = path if path.is_dir() else path.parent
        if folder.is_dir():
            names.update(p.name for p in folder.glob("*.py"))
    names.update(line.split(":")[0].split("(")[0].strip() for line in config.getini("markers"))
    return sorted(n for n in names if n)
