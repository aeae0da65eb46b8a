"""The case grid: which `Case`s a pair runs under `--grid default|smoke|full` and `--gpus N`.

default  the PR gate: at mesh 1 a pairwise covering array (every pair of values of any two axes
         the pair supports: ndim, precision, block, each variant and option, appears in some case);
         at each larger mesh size every value of every axis, the base case first. Built greedily,
         deterministic for a given seed; each part depends only on its own mesh size, so the grid
         of --gpus 2 is part of the grid of --gpus 8. At each larger mesh size, one case more runs on
         the mesh `jax.make_mesh` builds by default (explicit axes: `user_mesh_cases`). Compiled
         Pallas (GPUs present) twins every case.
smoke    one case per pair: its base (first ndim, float32, default block, mesh 1, first variants).
full     the product of every axis.

Both run the target's other grid shapes (Target.shapes: non-cubic) at mesh 1: the PR grid the base
case per shape, the full grid every precision and block there.
Both run the target's narrow sharded blocks (Target.sharded_blocks) at mesh 2 on every ndim.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from typing import Any

from harness.declare import Case, Pair, Target
from harness.declare.covering import combinations_of, greedy_cover
from harness.grid import GRIDS
from harness.grid.devices import MAX_SIMULATED

SEED = 0


def precisions(pair: Pair) -> list[tuple[str, bool]]:
    """(dtype, x64) combinations: float64 exists only with x64 on."""
    out = []
    for x64 in pair.x64:
        for dtype in pair.dtypes:
            if dtype == "f64" and not x64:
                continue
            out.append((dtype, x64))
    return out


def _blocks(target: Target, pair: Pair, ndim: int) -> list[tuple[int, ...]]:
    """The declared block shapes, or [()] where the target and the pair declare none (no block axis)."""
    return list(pair.blocks.get(ndim) or target.blocks.get(ndim) or [()])


def default_block(target: Target, pair: Pair, ndim: int) -> tuple[int, ...]:
    """The block shape a kernel ships with (the first declared for its ndim)."""
    return tuple(_blocks(target, pair, ndim)[0])


def _extras(pair: Pair, *, full: bool) -> list[tuple[tuple[str, object], ...]]:
    """Variant axes and options in full product, or each at its first value."""
    axes = {k: list(v) if full else list(v)[:1] for k, v in {**pair.axes, **pair.options}.items()}
    keys = list(axes)
    return [tuple(zip(keys, values)) for values in itertools.product(*(axes[k] for k in keys))]


def _valid(pair: Pair, case: Case) -> bool:
    if not case.interpret and not compiles_for_hopper(pair):
        return False
    return pair.valid(case) if pair.valid else True


def compiles_for_hopper(pair: Pair) -> bool:
    """Whether compiled Pallas (a GPU run's interpret=False twins) applies: not to a kernel written
    for TPUs only (it declares its CUDA refusal) nor one for a newer GPU (Pair.not_for_h100): on a
    Hopper GPU those fail to lower, which says nothing about the kernel."""
    return pair.cuda is None and not pair.not_for_h100


def splits(target: Target, ndim: int, mesh: int, shape: tuple[int, ...] = ()) -> bool:
    """Whether a mesh of `mesh` devices splits the x extent of the `ndim`-d shape (the target's, or
    `shape`) into equal shards."""
    extent = shape or target.sizes.get(ndim)
    return mesh == 1 or (bool(extent) and extent[0] % mesh == 0)


def shape_cases(target: Target, pair: Pair, interpret: tuple[bool, ...], *, full: bool = False) -> list[Case]:
    """The cases on the target's other grid shapes (Target.shapes, non-cubic) at mesh 1: per shape
    and kernel variant value (each value of each `Pair.axes` axis once, e.g. every axis a flux runs
    along; options at their first value) the base case of its ndim with the first declared block
    that tiles the shape, where the gate accepts it; the full grid runs every precision and tiling
    block there."""
    out = []
    precs = precisions(pair)
    variants = [tuple(v.items()) for v in _variant_extras(pair)]
    for ndim in pair.ndims:
        for shape in target.shapes.get(ndim, ()):
            tiling = [b for b in _blocks(target, pair, ndim) if not b or all(n % k == 0 for n, k in zip(shape, b))]
            for (dtype, x64), interp, block, extra in itertools.product(
                    precs if full else precs[:1], interpret, tiling if full else tiling[:1], variants):
                case = Case(pair.name, ndim, dtype, x64, interp, tuple(block), 1, extra, shape=tuple(shape))
                if _valid(pair, case) and (full or pair.accepts is None or pair.accepts(case)):
                    out.append(case)
    return out


def _variant_extras(pair: Pair) -> list[dict[str, object]]:
    """Every axis and option at its first value, then each further `Pair.axes` value once (each kernel
    variant once, options at their first value)."""
    first = {k: list(v)[0] for k, v in {**pair.axes, **pair.options}.items()}
    return [first] + [{**first, key: value} for key, values in pair.axes.items() for value in list(values)[1:]]


def unsplittable(target: Target, mesh_sizes: list[int]) -> list[str]:
    """One line per mesh size that does not split some declared shape: those cases are not run."""
    out = []
    for mesh in mesh_sizes:
        bad = [f"{n}d (x = {target.sizes[n][0]})" for n in sorted(target.sizes) if not splits(target, n, mesh)]
        if bad:
            out.append(f"mesh {mesh} does not split {', '.join(bad)}: no such case at mesh {mesh}")
    return out


SHARDED_BLOCK_MESH = 2  # where the narrow sharded blocks run (Target.sharded_blocks)


def sharded_block_cases(target: Target, pair: Pair, interpret: tuple[bool, ...]) -> list[Case]:
    """Each of the target's narrow sharded blocks (Target.sharded_blocks) at mesh 2 on every ndim the
    pair runs, where the mesh splits the grid and the gate accepts it: the pair's base case of that
    ndim, and each further variant whose halo across the split axis (`MeshLayout.split_dim`) has a
    width none before it had. A halo defect may show only in 2D or 3D, or only for a flux along the
    split axis: each halo width the sharded call exchanges meets each narrow block."""
    if not pair.meshes:
        return []
    (dtype, x64) = precisions(pair)[0]
    out = []
    for ndim in pair.ndims:
        for block, interp in itertools.product(target.sharded_blocks.get(ndim, ()), interpret):
            widths: set[int] = set()
            for number, variant in enumerate(_variant_extras(pair)):
                case = Case(pair.name, ndim, dtype, x64, interp, tuple(block), SHARDED_BLOCK_MESH,
                            tuple(variant.items()))
                if not (_valid(pair, case) and splits(target, ndim, case.mesh)):
                    continue
                width = _halo_across_split(target, pair, case)
                if (number == 0 or width not in widths | {0}) and (pair.accepts is None or pair.accepts(case)):
                    widths.add(width)
                    out.append(case)
    return out


def _halo_across_split(target: Target, pair: Pair, case: Case) -> int:
    """The declared halo width along the axis the mesh splits (what the sharded call exchanges)."""
    halo = pair.halo_for(case)
    return int(halo[target.mesh.split_dim]) if target.mesh.split_dim < min(len(halo), case.ndim) else 0


def own_block(target: Target, pair: Pair, case: Case) -> bool:
    """The case runs one of the blocks the target or pair declares (not a narrow sharded probe)."""
    return not case.block or tuple(case.block) in {tuple(b) for b in _blocks(target, pair, case.ndim)}


def cases_for(target: Target, pair: Pair, *, grid: str, mesh_sizes: list[int],
              interpret: tuple[bool, ...], seed: int = SEED) -> list[Case]:
    """The cases of one pair. Each part of the default grid depends only on the pair, the seed and
    its own mesh size, so a case selected with --gpus 2 is selected with --gpus 8 too."""
    if grid not in GRIDS:
        raise ValueError(f"--grid must be one of {GRIDS}, not {grid!r}")
    meshes = [m for m in mesh_sizes if m == 1 or pair.meshes]
    seen: dict[str, Case] = {}

    def add(case: Case) -> None:
        if _valid(pair, case) and splits(target, case.ndim, case.mesh, case.shape) and case.id not in seen:
            seen[case.id] = case

    precs = precisions(pair)
    if grid == "full":
        for ndim in pair.ndims:
            for (dtype, x64), interp, block, mesh, extra in itertools.product(
                    precs, interpret, _blocks(target, pair, ndim), meshes, _extras(pair, full=True)):
                add(Case(pair.name, ndim, dtype, x64, interp, block, mesh, extra))
        for case in user_mesh_cases(target, pair, [c for c in seen.values() if c.mesh > 1], every=True):
            add(case)
        if 1 in meshes:
            for case in shape_cases(target, pair, interpret, full=True):
                add(case)
        if SHARDED_BLOCK_MESH in meshes:
            for case in sharded_block_cases(target, pair, interpret):
                add(case)
        if 1 in meshes:
            for case in probe_cases(target, pair, interpret):
                add(case)
        return list(seen.values())

    base = _base_case(target, pair, interpret)
    if grid == "smoke":
        add(base)
        return list(seen.values())
    at_mesh1 = [c for c in cases_for(target, pair, grid="full", mesh_sizes=[1], interpret=interpret[:1])
                if not c.shape and not probed(pair, c)]  # the covering array: the target's own shapes, no probe
    chosen = _covering_at_mesh1(target, pair, at_mesh1, base, seed)
    chosen += [c for c in required_cases(pair, at_mesh1, chosen) if c not in chosen]
    chosen += probe_cases(target, pair, interpret[:1])
    for mesh in meshes[1:]:
        # every value of every axis at this mesh size (the pairs with mesh of a covering array over
        # all axes), the base case first: where the GPU compile and sharding checks anchor
        candidates = [dataclasses.replace(c, mesh=mesh) for c in at_mesh1 if splits(target, c.ndim, mesh)]
        first = dataclasses.replace(base, mesh=mesh)
        at_mesh = covering(target, pair, candidates, first=first, seed=f"{seed}:mesh{mesh}", strength=1)
        chosen += at_mesh + accepted_cover(target, pair, candidates, at_mesh, seed=f"{seed}:mesh{mesh}", strength=1)
    chosen += user_mesh_cases(target, pair, [c for c in chosen if c.mesh > 1])
    if 1 in meshes:
        chosen += shape_cases(target, pair, interpret[:1])
    if SHARDED_BLOCK_MESH in meshes:
        chosen += sharded_block_cases(target, pair, interpret[:1])
    for case in chosen:
        add(case)
    for interp in interpret[1:]:  # compiled Pallas (real GPUs): the twin of every case
        for case in chosen:
            add(dataclasses.replace(case, interpret=interp))
    return list(seen.values())


def probed(pair: Pair, case: Case) -> bool:
    """Whether the case runs a probe value (`Pair.probes`)."""
    return any(case.get(key) in values for key, values in pair.probes.items())


def probe_cases(target: Target, pair: Pair, interpret: tuple[bool, ...]) -> list[Case]:
    """The cases of `Pair.probes` (mesh 1): each probe value in the pair's base case of every variant
    (each `Pair.axes` value once, options at their first value; first precision, default block) at the
    first ndim where it is valid and the gate accepts it (an input may need a 3D neighbourhood). Apart
    from the covering array, so declaring a probe changes no other case."""
    (dtype, x64) = precisions(pair)[0]
    out = []
    for key, values in pair.probes.items():
        for value, variant, interp in itertools.product(values, _variant_extras(pair), interpret):
            for ndim in pair.ndims:
                case = Case(pair.name, ndim, dtype, x64, interp, _blocks(target, pair, ndim)[0], 1,
                            tuple({**variant, key: value}.items()))
                if _valid(pair, case) and (pair.accepts is None or pair.accepts(case)):
                    out.append(case)
                    break
    return out


def user_mesh_cases(target: Target, pair: Pair, mesh_cases: list[Case], *, every: bool = False) -> list[Case]:
    """Twins of mesh cases on the mesh a user builds with `jax.make_mesh` (explicit axes), where the
    target runs them (Target.mesh_axes). The PR grid takes one per mesh size, the first whose gate
    accepts (else the first): where the Pallas kernel itself meets the user's mesh; the full grid
    twins every mesh case."""
    if "explicit" not in target.mesh_axes:
        return []
    twins = [dataclasses.replace(case, mesh_axes="explicit") for case in mesh_cases]
    if every:
        return twins
    out: dict[int, Case] = {}
    for twin in twins:
        if twin.mesh not in out or (pair.accepts is not None and not pair.accepts(out[twin.mesh])
                                    and pair.accepts(twin)):
            out[twin.mesh] = twin
    return list(out.values())


def required_cases(pair: Pair, candidates: list[Case], chosen: list[Case]) -> list[Case]:
    """One case per distinct key of `pair.required`, among the cases whose kernel runs (the gate
    accepts): a chosen one where one has the key, else the candidate of lowest ndim, first in grid
    order (the full grid lists cheap precisions and the default block first)."""
    if pair.required is None:
        return []
    runs = (lambda c: True) if pair.accepts is None else pair.accepts
    out: dict[Any, Case] = {}
    for case in [c for c in chosen if c.mesh == 1] + sorted(candidates, key=lambda c: c.ndim):
        key = pair.required(case)
        if key is not None and runs(case):
            out.setdefault(key, case)
    return list(out.values())


def required_ids(target: Target, pair: Pair, *, interpret: tuple[bool, ...], seed: int = SEED) -> set[str]:
    """The ids of the PR grid's required cases (mesh 1, first interpret mode): never slow."""
    if pair.required is None:
        return set()
    at_mesh1 = [c for c in cases_for(target, pair, grid="full", mesh_sizes=[1], interpret=interpret[:1])
                if not c.shape and not probed(pair, c)]
    chosen = _covering_at_mesh1(target, pair, at_mesh1, _base_case(target, pair, interpret), seed)
    return {c.id for c in required_cases(pair, at_mesh1, chosen)}


def _covering_at_mesh1(target: Target, pair: Pair, at_mesh1: list[Case], base: Case, seed: object) -> list[Case]:
    chosen = covering(target, pair, at_mesh1, first=base, seed=seed)
    return chosen + accepted_cover(target, pair, at_mesh1, chosen, seed=seed)


def _base_case(target: Target, pair: Pair, interpret: tuple[bool, ...]) -> Case:
    """The first case of the PR grid: first ndim, precision and block, each variant at its first value."""
    (dtype, x64), ndim0 = precisions(pair)[0], pair.ndims[0]
    return Case(pair.name, ndim0, dtype, x64, interpret[0], _blocks(target, pair, ndim0)[0], 1,
                _extras(pair, full=False)[0])


def _factors(target: Target, pair: Pair, case: Case) -> dict[str, object]:
    """The values a case takes on each covered axis; blocks by role (default, other, not dividing).
    Mesh size and interpret mode are not among them: each gets cases of its own."""
    return {"ndim": case.ndim, "precision": (case.dtype, case.x64),
            "block": _blocks(target, pair, case.ndim).index(tuple(case.block)), **dict(case.extra)}


def covering(target: Target, pair: Pair, candidates: list[Case], *, first: Case | None, seed: object = SEED,
             strength: int = 2) -> list[Case]:
    """A covering array of the given strength over `candidates` (valid cases): every combination of
    `strength` axis values that some candidate has appears in a chosen case, `first` (where it is a
    candidate) first."""
    chosen = [first] if first is not None and first in candidates else []
    return chosen + _complete(target, pair, candidates, chosen, f"{seed}:{pair.name}", strength)


def accepted_cover(target: Target, pair: Pair, candidates: list[Case], chosen: list[Case], *,
                   seed: object = SEED, strength: int = 2) -> list[Case]:
    """Cases to add so that every combination of `strength` axis values that a gate-accepted
    candidate has appears in a chosen case the gate accepts. A rejected case runs the fallback, so it
    covers nothing of the kernel (float32 with x64 on and the accumulator, say, chosen only where the
    block does not divide); the rejected cases stay: their fallback is checked too. Precision is one
    axis (dtype and x64 together), so pairs with it cover dtype x x64 x variant three-way."""
    if pair.accepts is None:
        return []
    return _complete(target, pair, [c for c in candidates if pair.accepts(c)],
                     [c for c in chosen if pair.accepts(c)], f"{seed}:{pair.name}:accepted", strength)


def _combinations(target: Target, pair: Pair, case: Case, strength: int) -> set:
    return combinations_of(_factors(target, pair, case), strength)


def _complete(target: Target, pair: Pair, candidates: list[Case], chosen: list[Case], seed: str,
              strength: int) -> list[Case]:
    """Candidates to add until every combination some candidate has appears in `chosen` or an added
    case (`harness.declare.covering.greedy_cover`), ties broken by a seeded order so the same seed gives the
    same grid."""
    import random

    covers = [_combinations(target, pair, c, strength) for c in candidates]
    covered = set().union(*(_combinations(target, pair, case, strength) for case in chosen))
    order = list(range(len(candidates)))
    random.Random(seed).shuffle(order)
    return [candidates[i] for i in greedy_cover(covers, covered, order)]


def all_cases(target: Target, *, grid: str, mesh_sizes: list[int], interpret: tuple[bool, ...]) -> Iterator[tuple[Pair, Case]]:
    for pair in target.pairs:
        for case in cases_for(target, pair, grid=grid, mesh_sizes=mesh_sizes, interpret=interpret):
            yield pair, case


def declared_cases(target: Target) -> list[tuple[Pair, Case]]:
    """Every case the declarations can produce: the full grid, compiled and interpreted, on every
    mesh size up to the simulated maximum that divides the grid. Used to decide which goldens and
    check prefixes are unused independently of what a run selected."""

    meshes = list(range(1, MAX_SIMULATED + 1))
    return [(pair, c) for pair in target.pairs
            for c in cases_for(target, pair, grid="full", mesh_sizes=meshes, interpret=(True, False))]
