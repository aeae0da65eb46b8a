"""The case grid: which `Case`s a pair runs under `--grid default|smoke|full` and `--gpus N`.

default  the PR gate: a covering array. Every pair of values of any two axes the pair supports
         (ndim, precision, interpret, block, mesh, each variant and option) appears in at least
         one case; built greedily, deterministic for a given seed, starting from the base case.
smoke    one case per pair: its base (first ndim, float32, default block, mesh 1, first variants).
full     the product of every axis.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator

from harness.declare import Case, DeclarationError, Pair, Target

GRIDS = ("default", "smoke", "full")
SEED = 0


def _precisions(pair: Pair) -> list[tuple[str, bool]]:
    """(dtype, x64) combinations: float64 exists only with x64 on."""
    out = []
    for x64 in pair.x64:
        for dtype in pair.dtypes:
            if dtype == "f64" and not x64:
                continue
            out.append((dtype, x64))
    return out


def _blocks(target: Target, pair: Pair, ndim: int) -> list[tuple[int, ...]]:
    blocks = list(pair.blocks.get(ndim) or target.blocks.get(ndim) or ())
    if not blocks:
        raise DeclarationError(f"{target.source}: pair '{pair.name}': no block shapes for {ndim}d")
    return blocks


def default_block(target: Target, pair: Pair, ndim: int) -> tuple[int, ...]:
    """The block shape a kernel ships with (the first declared for its ndim)."""
    return tuple(_blocks(target, pair, ndim)[0])


def _extras(pair: Pair, *, full: bool) -> list[tuple[tuple[str, object], ...]]:
    """Variant axes and options in full product, or each at its first value."""
    axes = {k: list(v) if full else list(v)[:1] for k, v in {**pair.axes, **pair.options}.items()}
    keys = list(axes)
    return [tuple(zip(keys, values)) for values in itertools.product(*(axes[k] for k in keys))]




def _valid(pair: Pair, case: Case) -> bool:
    return pair.valid(case) if pair.valid else True


def check_mesh(target: Target, pair: Pair, case: Case) -> None:
    """A mesh the grid cannot be split over is a collection error, never a silent skip."""
    if case.mesh <= 1:
        return
    nx = target.sizes[case.ndim][0]
    if nx % case.mesh:
        raise DeclarationError(
            f"{target.source}: pair '{pair.name}': case {case.id} splits x ({nx} cells) over {case.mesh} "
            f"devices, which does not divide; use --gpus with a divisor of {nx} or change Target.sizes")


def cases_for(target: Target, pair: Pair, *, grid: str, mesh_sizes: list[int],
              interpret: tuple[bool, ...], seed: int = SEED) -> list[Case]:
    if grid not in GRIDS:
        raise ValueError(f"--grid must be one of {GRIDS}, not {grid!r}")
    meshes = mesh_sizes if pair.meshes else [1]
    seen: dict[str, Case] = {}

    def add(case: Case) -> None:
        if _valid(pair, case) and case.id not in seen:
            check_mesh(target, pair, case)
            seen[case.id] = case

    precisions = _precisions(pair)
    if grid == "full":
        for ndim in pair.ndims:
            for (dtype, x64), interp, block, mesh, extra in itertools.product(
                    precisions, interpret, _blocks(target, pair, ndim), meshes, _extras(pair, full=True)):
                add(Case(pair.name, ndim, dtype, x64, interp, block, mesh, extra))
        return list(seen.values())

    ndim0 = pair.ndims[0]
    base = Case(pair.name, ndim0, precisions[0][0], precisions[0][1], interpret[0], _blocks(target, pair, ndim0)[0],
                1, _extras(pair, full=False)[0])
    if grid == "smoke":
        add(base)
        return list(seen.values())
    full = cases_for(target, pair, grid="full", mesh_sizes=meshes, interpret=interpret)
    for case in covering(target, pair, full, first=base, seed=seed):
        add(case)
    for mesh in meshes[1:]:  # the base on every mesh: where the GPU compile and sharding checks anchor
        add(dataclasses.replace(base, mesh=mesh))
    return list(seen.values())


def _factors(target: Target, pair: Pair, case: Case) -> dict[str, object]:
    """The values a case takes on each axis; blocks by role (default, other, not dividing)."""
    return {"ndim": case.ndim, "precision": (case.dtype, case.x64), "interpret": case.interpret,
            "block": _blocks(target, pair, case.ndim).index(tuple(case.block)), "mesh": case.mesh, **dict(case.extra)}


def covering(target: Target, pair: Pair, candidates: list[Case], *, first: Case | None, seed: int = SEED) -> list[Case]:
    """A pairwise covering array over `candidates` (valid cases): greedy, most new pairs first,
    ties broken by a seeded order so the same seed gives the same grid."""
    import random

    def pairs_of(case: Case) -> set:
        items = sorted(_factors(target, pair, case).items(), key=lambda kv: kv[0])
        return {(a, b) for a, b in itertools.combinations([(k, repr(v)) for k, v in items], 2)}

    covers = [pairs_of(c) for c in candidates]
    needed = set().union(*covers) if covers else set()
    order = list(range(len(candidates)))
    random.Random(f"{seed}:{pair.name}").shuffle(order)
    chosen: list[Case] = []
    if first is not None and first in candidates:
        chosen.append(first)
        needed -= covers[candidates.index(first)]
    while needed:
        best = max(order, key=lambda i: len(covers[i] & needed))
        chosen.append(candidates[best])
        needed -= covers[best]
    return chosen


def all_cases(target: Target, *, grid: str, mesh_sizes: list[int], interpret: tuple[bool, ...]) -> Iterator[tuple[Pair, Case]]:
    for pair in target.pairs:
        for case in cases_for(target, pair, grid=grid, mesh_sizes=mesh_sizes, interpret=interpret):
            yield pair, case


def declared_cases(target: Target) -> list[tuple[Pair, Case]]:
    """Every case the declarations can produce: the full grid, compiled and interpreted, on every
    mesh size up to the simulated maximum that divides the grid. Used to decide which goldens and
    check prefixes are unused independently of what a run selected."""
    from harness.devices import MAX_SIMULATED

    out = []
    for pair in target.pairs:
        meshes = [m for m in range(1, MAX_SIMULATED + 1)
                  if m == 1 or all(target.sizes[n][0] % m == 0 for n in pair.ndims if n in target.sizes)]
        out += [(pair, c) for c in cases_for(target, pair, grid="full", mesh_sizes=meshes, interpret=(True, False))]
    return out
