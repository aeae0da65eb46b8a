"""Where a field went wrong, as data a report can draw: a 2-D slice (the plane through the worst
element) of the error in units of what the check allows, pooled to at most MAX_CELLS a side, with
the worst element marked and the maximum per variable (the leading axis). Small enough to travel
with a check's figures through xdist and the JSON report."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

MAX_CELLS = 96
CAP = 1e9  # a NaN/Inf on one side only: drawn as the worst value, JSON-safe


def from_ratio(ratio: np.ndarray, title: str, unit: str) -> dict[str, Any]:
    """The map of one leaf's element-wise `ratio` (error / allowed; > 1 fails)."""
    ratio = np.nan_to_num(np.asarray(ratio, dtype=np.float64), nan=CAP, posinf=CAP, neginf=CAP)
    shape = list(ratio.shape)
    if ratio.ndim == 0:
        ratio = ratio.reshape(1, 1)
    worst = np.unravel_index(int(np.argmax(ratio)), ratio.shape) if ratio.size else (0,) * ratio.ndim
    per_variable = ([round(float(v), 4) for v in ratio.reshape(ratio.shape[0], -1).max(axis=1)]
                    if ratio.ndim >= 2 and ratio.size else [])
    if ratio.ndim == 1:
        plane, fixed = ratio.reshape(1, -1), []
        axes = ("-", "dim 0")
    else:
        lead = ratio.ndim - 2
        plane = ratio[tuple(worst[:lead])] if lead else ratio
        fixed = [f"dim {d} = {int(worst[d])}" for d in range(lead)]
        axes = (f"dim {lead}", f"dim {lead + 1}")
    stride = [max(1, math.ceil(n / MAX_CELLS)) for n in plane.shape]
    pooled = _max_pool(plane, stride)
    at = [int(i) for i in worst[-2:]] if ratio.ndim >= 2 else [0, int(worst[0])]
    return {"title": title, "unit": unit, "shape": shape, "plane": ", ".join(fixed) or "whole array",
            "axes": list(axes), "stride": stride, "worst_index": [int(i) for i in worst],
            "worst": [at[0] // stride[0], at[1] // stride[1]], "max": round(float(ratio.max(initial=0.0)), 4),
            "per_variable": per_variable,
            "cells": [[float(f"{v:.3g}") for v in row] for row in pooled]}


def _max_pool(a: np.ndarray, stride: list[int]) -> np.ndarray:
    sy, sx = stride
    h, w = -(-a.shape[0] // sy), -(-a.shape[1] // sx)
    padded = np.zeros((h * sy, w * sx))
    padded[: a.shape[0], : a.shape[1]] = a
    return padded.reshape(h, sy, w, sx).max(axis=(1, 3))


def tolerance_ratio(actual: np.ndarray, expected: np.ndarray, atol: float, rtol: float) -> np.ndarray:
    """|actual - expected| / (atol + rtol |expected|), a NaN/Inf on one side only counted as CAP."""
    a, e = (np.asarray(x).astype(np.float64) for x in (actual, expected))
    both = np.isfinite(a) & np.isfinite(e)
    agree = ~both & ((np.isnan(a) & np.isnan(e)) | (a == e))
    with np.errstate(invalid="ignore", over="ignore"):
        ratio = np.where(both, np.abs(a - e) / (atol + rtol * np.abs(e)), 0.0)
    return np.where(~both & ~agree, CAP, ratio)


def from_comparison(actual: Any, expected: Any, comparison: Any, label: str) -> dict[str, Any] | None:
    """The map of the worst leaf of a `harness.analysis.compare.Comparison` between two pytrees."""
    import jax

    leaves_a = [np.asarray(x) for x in jax.tree_util.tree_leaves(actual)]
    leaves_e = [np.asarray(x) for x in jax.tree_util.tree_leaves(expected)]
    candidates = [(i, leaf) for i, leaf in enumerate(comparison.leaves)
                  if leaf.shape_mismatch is None and i < len(leaves_a) and leaves_a[i].shape == leaves_e[i].shape]
    if not candidates:
        return None
    i, leaf = max(candidates, key=lambda c: (not c[1].ok, c[1].headroom))
    ratio = tolerance_ratio(leaves_a[i], leaves_e[i], leaf.tolerance.atol, leaf.tolerance.rtol)
    return from_ratio(ratio, f"{label}: {leaf.path} {leaf.dtype}{list(leaf.shape)} ({leaf.tolerance})",
                      "|pallas - native| / allowed")


def from_golden(want: np.ndarray, got: np.ndarray, by_variable: bool, allowed_eps: float, eps: float,
                title: str) -> dict[str, Any]:
    """The map of a drift from a golden: |now - golden| in units of the max-norm allowance of its variable."""
    w, g = want.astype(np.float64), got.astype(np.float64)
    finite = np.isfinite(w) & np.isfinite(g)
    d = np.where(finite, np.abs(g - w), 0.0)
    mag = np.where(finite, np.abs(w), 0.0)
    rows = want.shape[0] if by_variable and want.ndim >= 2 else 1
    top = mag.reshape(rows, -1).max(axis=1, initial=0.0)
    scale = np.maximum(top, 1e-3 * float(mag.max(initial=0.0))) * eps * allowed_eps
    scale = np.where(scale > 0, scale, np.finfo(np.float64).tiny)
    ratio = (d.reshape(rows, -1) / scale[:, None]).reshape(want.shape)
    ratio = np.where(np.isnan(w) != np.isnan(g), CAP, ratio)
    return from_ratio(ratio, title, "|now - golden| / max-norm allowance")
