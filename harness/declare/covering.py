"""Greedy covering arrays: the one implementation behind the PR gate's case grid (`harness.grid.cases`) and
its scenario combinations (`harness.declare.scenario.pr_combinations`), so both pick cases the same way.

A candidate is described by its combinations: every `strength` (axis, value) items it takes together
(`combinations_of`). `greedy_cover` adds candidates until every combination some candidate has is
covered, most new combinations first; ties go to the earliest in the given order, so the same
candidates and order give the same choice.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from typing import Any


def combinations_of(values: Mapping[Any, Any], strength: int) -> set[tuple[tuple[Any, str], ...]]:
    """Every `strength` of a candidate's (axis, repr(value)) items, axes sorted: what it covers."""
    items = sorted((axis, repr(value)) for axis, value in values.items())
    return set(itertools.combinations(items, strength))


def greedy_cover(covers: Sequence[set], covered: Iterable = (), order: Sequence[int] | None = None) -> list[int]:
    """Indices of the candidates to add, in the order chosen, until every combination in some
    `covers[i]` is in `covered` or an added candidate's. Each step takes the candidate covering the
    most combinations still needed, the first such in `order` (default: index order)."""
    needed = set().union(*covers) - set(covered)
    order = range(len(covers)) if order is None else order
    added: list[int] = []
    while needed:
        best = max(order, key=lambda i: len(covers[i] & needed))
        added.append(best)
        needed -= covers[best]
    return added
