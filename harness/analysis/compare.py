"""Element-wise comparison of two pytrees of arrays under a dtype-aware tolerance.

Modelled on jax._src.public_test_util: one tolerance table per dtype, overridable per pair, and a
failure message in the style of pytest-regressions (how many elements differ, max and mean error).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any

import numpy as np

# (atol, rtol) per dtype name. float32 allows a few ulps of reassociation on O(1) values and nothing
# a real indexing or sign bug could hide behind; float64 likewise at double precision.
DEFAULT_TOLERANCES: dict[str, tuple[float, float]] = {
    "bfloat16": (1e-2, 1e-2),
    "float16": (1e-3, 1e-3),
    "float32": (1e-5, 1e-5),
    "float64": (1e-12, 1e-12),
    # indices, counts and masks (a top-k's ids, a router's choices): equal, or wrong
    **{name: (0.0, 0.0) for name in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")},
}
# Derivatives pass through more operations (and a hand-written adjoint reassociates differently).
DEFAULT_GRAD_TOLERANCES: dict[str, tuple[float, float]] = {
    "bfloat16": (5e-2, 5e-2),
    "float16": (5e-3, 5e-3),
    "float32": (1e-4, 1e-4),
    "float64": (1e-10, 1e-10),
}


@dataclasses.dataclass(frozen=True)
class Tolerance:
    atol: float
    rtol: float
    atol_scale_min: float | None = None  # where the absolute part is scaled per element: the smallest scale

    def __str__(self) -> str:
        scaled = "" if self.atol_scale_min is None else f" x scale (down to {self.atol_scale_min:g})"
        return f"atol={self.atol:g}{scaled} rtol={self.rtol:g}"


def tolerance_for(dtype: Any, overrides: Mapping[str, tuple[float, float]] | None = None) -> Tolerance:
    """The tolerance for `dtype`: the pair's override if it declares one, else the default table."""
    name = np.dtype(dtype).name
    table = {**DEFAULT_TOLERANCES, **(overrides or {})}
    if name not in table:
        raise KeyError(f"no tolerance declared for dtype {name}; add it to the pair's tolerances")
    atol, rtol = table[name]
    return Tolerance(float(atol), float(rtol))


@dataclasses.dataclass
class LeafComparison:
    """What differs between two arrays at one pytree path."""

    path: str
    shape: tuple[int, ...]
    dtype: str
    tolerance: Tolerance
    size: int
    n_differ: int  # finite elements outside tolerance
    n_nonfinite_mismatch: int  # NaN/Inf present on one side only, or Inf of the other sign
    n_nonfinite: int  # matching NaN/Inf positions
    max_abs: float
    mean_abs: float
    max_rel: float
    max_ulp: int
    headroom: float  # max over elements of |a-b| / (atol + rtol*|expected|); <= 1 passes
    worst_index: tuple[int, ...] | None
    worst_actual: float | None
    worst_expected: float | None
    shape_mismatch: str | None = None

    @property
    def ok(self) -> bool:
        return self.shape_mismatch is None and self.n_differ == 0 and self.n_nonfinite_mismatch == 0

    def describe(self) -> str:
        if self.shape_mismatch:
            return f"{self.path}: {self.shape_mismatch}"
        lines = [
            f"{self.path} {self.dtype}{list(self.shape)} ({self.tolerance}): "
            f"{self.n_differ} of {self.size} elements differ"
            + (f", {self.n_nonfinite_mismatch} NaN/Inf positions disagree" if self.n_nonfinite_mismatch else "")
            + (f", {self.n_nonfinite} NaN/Inf agree" if self.n_nonfinite else ""),
            f"  max abs err {self.max_abs:.3e}  mean abs err {self.mean_abs:.3e}  "
            f"max rel err {self.max_rel:.3e}  max ulp {self.max_ulp}  headroom {self.headroom:.3g}",
        ]
        if self.worst_index is not None:
            lines.append(
                f"  worst at {list(self.worst_index)}: pallas {self.worst_actual!r} vs native {self.worst_expected!r}"
            )
        return "\n".join(lines)


@dataclasses.dataclass
class Comparison:
    leaves: list[LeafComparison]

    @property
    def ok(self) -> bool:
        return all(leaf.ok for leaf in self.leaves)

    @property
    def headroom(self) -> float:
        values = [leaf.headroom for leaf in self.leaves if leaf.shape_mismatch is None]
        if any(leaf.n_nonfinite_mismatch or leaf.shape_mismatch for leaf in self.leaves):
            return math.inf
        return max(values, default=0.0)

    def stats(self) -> dict[str, float]:
        """Figures recorded per case (summary, known-failure manifest)."""
        return {
            "max_abs": max((l.max_abs for l in self.leaves), default=0.0),
            "max_rel": max((l.max_rel for l in self.leaves), default=0.0),
            "max_ulp": max((l.max_ulp for l in self.leaves), default=0),
            "n_differ": sum(l.n_differ + l.n_nonfinite_mismatch for l in self.leaves),
            "n_nonfinite_mismatch": sum(l.n_nonfinite_mismatch for l in self.leaves),
            "size": sum(l.size for l in self.leaves),
            "headroom": self.headroom,
        }

    def differing(self) -> dict[str, dict[str, float]]:
        """Per output that fails its tolerance, the figures a known failure's ratchet bounds
        (harness.manifest.ratchet): structured, so a manifest never parses them back out of the message."""
        return {l.path: {"n_differ": int(l.n_differ), "n_nonfinite_mismatch": int(l.n_nonfinite_mismatch),
                         "max_abs": float(l.max_abs), "max_rel": float(l.max_rel), "headroom": float(l.headroom)}
                for l in self.leaves if not l.ok}  # plain numbers: they travel between xdist workers

    def describe(self) -> str:
        bad = [l for l in self.leaves if not l.ok] or self.leaves
        return "\n".join(l.describe() for l in bad)


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Number of representable floats between a and b (finite elements), via the ordered integer map."""
    a = np.asarray(a)
    itype = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
    ia = a.view(itype).astype(np.int64)
    ib = np.asarray(b, dtype=a.dtype).view(itype).astype(np.int64)
    top = np.int64(1) << (8 * a.dtype.itemsize - 1)
    ia = np.where(ia < 0, -top - ia, ia) if a.dtype.itemsize < 8 else np.where(ia < 0, np.iinfo(np.int64).min - ia, ia)
    ib = np.where(ib < 0, -top - ib, ib) if a.dtype.itemsize < 8 else np.where(ib < 0, np.iinfo(np.int64).min - ib, ib)
    with np.errstate(over="ignore"):
        return np.abs(ia - ib)


def eps_of(dtype: Any) -> float:
    """Machine epsilon of a float dtype, bfloat16 and the other ml_dtypes included."""
    import ml_dtypes

    return float(ml_dtypes.finfo(np.dtype(dtype)).eps)


def _as_float(x: np.ndarray) -> np.ndarray:
    if x.dtype.name == "bfloat16":  # ml_dtypes: compare in float32, ulps in the native width
        return x.astype(np.float32)
    return x


def compare_arrays(actual: Any, expected: Any, tolerance: Tolerance, path: str = "out",
                   atol_scale: Any = None) -> LeafComparison:
    """`atol_scale` (broadcast against the array) is the magnitude each element guards: the absolute
    part of the tolerance is `atol * atol_scale`, so a variable floored at 1e-14 is compared at its own
    scale instead of hiding below the dtype's absolute tolerance."""
    a = np.asarray(actual)
    e = np.asarray(expected)
    if a.shape != e.shape or a.dtype != e.dtype:
        return LeafComparison(path, tuple(e.shape), str(e.dtype), tolerance, int(e.size), 0, 0, 0, math.inf,
                              math.inf, math.inf, 0, math.inf, None, None, None,
                              shape_mismatch=f"pallas gives {a.dtype}{list(a.shape)}, native {e.dtype}{list(e.shape)}")
    if not np.issubdtype(e.dtype, np.inexact) and e.dtype.name != "bfloat16":
        differ = a != e
        n = int(differ.sum())
        return LeafComparison(path, e.shape, e.dtype.name, tolerance, int(e.size), n, 0, 0, float(n > 0), 0.0,
                              float(n > 0), 0, math.inf if n else 0.0, None, None, None)
    af, ef = _as_float(a), _as_float(e)
    fin_a, fin_e = np.isfinite(af), np.isfinite(ef)
    both = fin_a & fin_e
    nonfinite_agree = (~fin_a) & (~fin_e) & ((np.isnan(af) & np.isnan(ef)) | (af == ef))
    nonfinite_mismatch = ~both & ~nonfinite_agree
    with np.errstate(invalid="ignore", over="ignore"):
        diff = np.where(both, np.abs(af.astype(np.float64) - ef.astype(np.float64)), 0.0)
        scale = np.abs(ef.astype(np.float64))
        atol = tolerance.atol if atol_scale is None else tolerance.atol * np.broadcast_to(
            np.asarray(atol_scale, np.float64), e.shape)
        allowed = atol + tolerance.rtol * scale
        ratio = np.where(both, diff / allowed, 0.0)
        rel = np.where(both & (scale > 0), diff / np.where(scale > 0, scale, 1.0), np.where(diff > 0, np.inf, 0.0))
    ulps = np.where(both, ulp_distance(a, e), 0) if a.size else np.zeros(0, np.int64)
    differ = ratio > 1.0
    worst = None
    if a.size and both.any():
        flat = int(np.argmax(np.where(both, ratio, -1.0)))
        worst = tuple(int(i) for i in np.unravel_index(flat, a.shape))
    n_bad_nonfinite = int(nonfinite_mismatch.sum())
    if n_bad_nonfinite and worst is None or n_bad_nonfinite and float(ratio.max(initial=0.0)) <= 1.0:
        flat = int(np.argmax(nonfinite_mismatch.reshape(-1)))
        worst = tuple(int(i) for i in np.unravel_index(flat, a.shape))
    return LeafComparison(
        path=path,
        shape=tuple(e.shape),
        dtype=e.dtype.name,
        tolerance=tolerance if atol_scale is None else dataclasses.replace(
            tolerance, atol_scale_min=float(np.min(atol_scale))),
        size=int(e.size),
        n_differ=int(differ.sum()),
        n_nonfinite_mismatch=n_bad_nonfinite,
        n_nonfinite=int(nonfinite_agree.sum()),
        max_abs=float(diff.max(initial=0.0)),
        mean_abs=float(diff[both].mean()) if both.any() else 0.0,
        max_rel=float(rel.max(initial=0.0)),
        max_ulp=int(ulps.max(initial=0)),
        headroom=math.inf if n_bad_nonfinite else float(ratio.max(initial=0.0)),
        worst_index=worst,
        worst_actual=None if worst is None else float(af[worst]),
        worst_expected=None if worst is None else float(ef[worst]),
    )


def compare_trees(actual: Any, expected: Any, overrides: Mapping[str, tuple[float, float]] | None = None,
                  prefix: str = "out", atol_scales: Any = None) -> Comparison:
    """Compare two pytrees leaf by leaf, each leaf under the tolerance of its (expected) dtype.

    `atol_scales` is None or a pytree prefix of `expected` whose leaves (arrays broadcasting against
    the outputs they cover, or None) scale the absolute tolerance: see `compare_arrays`."""
    import jax

    leaves_a, tree_a = jax.tree_util.tree_flatten_with_path(actual)
    leaves_e, tree_e = jax.tree_util.tree_flatten_with_path(expected)
    if tree_a != tree_e:
        return Comparison([LeafComparison(prefix, (), "", Tolerance(0, 0), 0, 0, 0, 0, math.inf, math.inf, math.inf,
                                          0, math.inf, None, None, None,
                                          shape_mismatch=f"pallas returns {tree_a}, native {tree_e}")])
    scales = _scale_per_leaf(atol_scales, expected, len(leaves_e))
    out = []
    for (path_e, leaf_e), (_, leaf_a), scale in zip(leaves_e, leaves_a, scales):
        name = prefix + jax.tree_util.keystr(path_e)
        out.append(compare_arrays(leaf_a, leaf_e, tolerance_for(np.asarray(leaf_e).dtype, overrides), name, scale))
    return Comparison(out)


def _scale_per_leaf(atol_scales: Any, expected: Any, n_leaves: int) -> list[Any]:
    """One scale (or None) per leaf of `expected`, from a pytree prefix of it."""
    import jax

    if atol_scales is None:
        return [None] * n_leaves
    is_leaf = lambda x: x is None or isinstance(x, (np.ndarray, float, int)) or hasattr(x, "__array__")  # noqa: E731
    scale_leaves, treedef = jax.tree_util.tree_flatten(atol_scales, is_leaf=is_leaf)
    try:
        subtrees = treedef.flatten_up_to(expected)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"the workload's value_scale must be a pytree prefix of the outputs: {exc}") from None
    out: list[Any] = []
    for scale, sub in zip(scale_leaves, subtrees):
        out.extend([scale] * len(jax.tree_util.tree_leaves(sub)))
    return out
