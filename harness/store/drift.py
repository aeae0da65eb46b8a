"""How far a case's output drifted from its golden: norm-wise, in units of the dtype's eps, per variable
of the leading axis, with the element-wise figures beside (ulps, max abs and rel). The golden check's
measure (harness.store.golden_store.compare) and bench/golden_drift.py's."""

from __future__ import annotations

from typing import Any

import numpy as np

from harness.analysis.compare import eps_of, ulp_distance

# How far an output may drift from its golden, per dtype: the relative 2-norm and max-norm of the
# difference over each output variable, in units of the dtype's eps (the variable's own norms are
# the unit, so a near-zero element may move by many ulps while the field it belongs to does not).
# XLA:CPU code generation differs between hosts (vector width, FMA contraction, reduction order);
# bench/golden_drift.py measures that drift for every golden case under several code-generation
# settings, and the README has the figures: AVX-512 goldens read unpinned on an AVX2 host, at most
# 0.5 eps (float32) and 5.5 eps (float64) in the 2-norm, 3 and 11 eps in the max-norm; the gate
# under AVX against SSE4.2 goldens, 1.64 eps but for ct_rhs (6.83: it declares golden_slack 3.5). A change of 1e-6 relative (float32, 8.4 eps) or 1e-12
# (float64, 4504 eps) moves the 2-norm by that much, 4x and 140x the allowance.
GOLDEN_EPS: dict[str, tuple[float, float]] = {
    "bfloat16": (2.0, 16.0),
    "float16": (2.0, 16.0),
    "float32": (2.0, 16.0),
    "float64": (32.0, 256.0),
}
SCALE_FLOOR = 1e-3  # a variable's norms count as at least this fraction of its output's unit (see drift)


def drift(want: np.ndarray, got: np.ndarray, by_variable: bool) -> dict[str, Any]:
    """How far `got` is from `want` (finite elements; same shape and dtype): the relative 2-norm
    and max-norm of the difference in eps units, worst over the variables of the leading axis
    when `by_variable`, with the element-wise figures a reader wants beside them."""

    eps = eps_of(want.dtype)
    w, g = want.astype(np.float64), got.astype(np.float64)
    finite = np.isfinite(w) & np.isfinite(g)
    with np.errstate(invalid="ignore"):  # inf - inf where both are -inf (a log of 0): masked out by `finite`
        d = np.where(finite, np.abs(g - w), 0.0)
    mag = np.where(finite, np.abs(w), 0.0)
    rows = (want.shape[0] if by_variable and want.ndim >= 2 else 1)
    d, mag = d.reshape(rows, -1), mag.reshape(rows, -1)
    # The output's own unit, for a variable whose norm is ~0: the largest per-variable median, so that
    # one extreme cell (a floored vacuum cell with 1e13 energy) cannot blind the check to every variable.
    unit = max((float(np.median(m)) for m in mag), default=0.0) if mag.size else 0.0
    unit = unit or (float(np.sqrt(np.mean(mag ** 2))) if mag.size else 0.0)  # mostly-zero outputs
    worst = {"norm2_eps": 0.0, "normmax_eps": 0.0, "variable": None}
    for v in range(rows):
        rms = max(float(np.sqrt(np.mean(mag[v] ** 2))), SCALE_FLOOR * unit)
        top = max(float(mag[v].max(initial=0.0)), SCALE_FLOOR * unit)
        e2 = float(np.sqrt(np.mean(d[v] ** 2))) / (eps * rms) if rms > 0 else (np.inf if d[v].any() else 0.0)
        einf = float(d[v].max(initial=0.0)) / (eps * top) if top > 0 else (np.inf if d[v].any() else 0.0)
        if (e2, einf) > (worst["norm2_eps"], worst["normmax_eps"]):
            worst = {"norm2_eps": e2, "normmax_eps": einf, "variable": v if rows > 1 else None}
    flat_w, flat_g = want.reshape(-1)[finite.reshape(-1)], got.reshape(-1)[finite.reshape(-1)]
    ulps = ulp_distance(flat_g, flat_w) if flat_w.size else np.zeros(0, np.int64)
    nonzero = mag > 0
    rel = float((d[nonzero] / mag[nonzero]).max(initial=0.0)) if nonzero.any() else 0.0
    return {**worst, "n_changed": int((d > 0).sum()), "size": int(want.size), "max_ulp": int(ulps.max(initial=0)),
            "max_abs": float(d.max(initial=0.0)), "mean_abs": float(d.mean()) if d.size else 0.0,
            "max_rel": rel}
