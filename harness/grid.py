"""The case grid: which `Case`s a pair runs under `--grid default|full` and `--gpus N`."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from harness.declare import Case, DeclarationError, Pair, Target

GRIDS = ("default", "full")


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
              interpret: tuple[bool, ...]) -> list[Case]:
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

    # default (the PR gate): every value of every axis at least once ("each choice"), the other axes
    # at their first value; the variations are spread over the pair's ndims so no ndim pays for all.
    ndims = list(pair.ndims)
    base_extra = _extras(pair, full=False)[0]

    def base(ndim: int) -> dict:
        return dict(pair=pair.name, ndim=ndim, dtype=precisions[0][0], x64=precisions[0][1],
                    interpret=interpret[0], block=_blocks(target, pair, ndim)[0], mesh=1, extra=base_extra)

    def place(i: int, change) -> None:
        """Put variation i on the i-th ndim round-robin, moving on where it is not valid."""
        for k in range(len(ndims)):
            ndim = ndims[(i + k) % len(ndims)]
            fields = change(base(ndim), ndim)
            if fields is None:
                continue
            case = Case(**fields)
            if _valid(pair, case):
                add(case)
                return

    for ndim in ndims:
        place(ndims.index(ndim), lambda f, n: f)
    variations = []
    for index in (1, 2):  # another block that divides, one that does not (the fallback)
        variations.append(lambda f, n, index=index: {**f, "block": _blocks(target, pair, n)[index]}
                          if len(_blocks(target, pair, n)) > index else None)
    for dtype, x64 in precisions[1:]:
        variations.append(lambda f, n, dtype=dtype, x64=x64: {**f, "dtype": dtype, "x64": x64})
    for interp in interpret[1:]:
        variations.append(lambda f, n, interp=interp: {**f, "interpret": interp})
    for mesh in meshes[1:]:
        variations.append(lambda f, n, mesh=mesh: {**f, "mesh": mesh})
    for key, values in {**pair.axes, **pair.options}.items():
        for value in list(values)[1:]:
            variations.append(lambda f, n, key=key, value=value: {
                **f, "extra": tuple((k, value if k == key else v) for k, v in f["extra"])})
    for i, change in enumerate(variations):
        place(i, change)
    return list(seen.values())


def all_cases(target: Target, *, grid: str, mesh_sizes: list[int], interpret: tuple[bool, ...]) -> Iterator[tuple[Pair, Case]]:
    for pair in target.pairs:
        for case in cases_for(target, pair, grid=grid, mesh_sizes=mesh_sizes, interpret=interpret):
            yield pair, case
