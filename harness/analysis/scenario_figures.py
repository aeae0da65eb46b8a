"""The figures scenario checks judge, from a whole simulation's outputs: convergence orders, how a
backend difference grows along a run, the parity a run of N steps may show, relative differences.
Pure functions of arrays (the scenario engine computes some while it runs, the checks the rest)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np


def fit_order(resolutions: Sequence[float], errors: Sequence[float]) -> float:
    """Observed order p of error ~ C N^-p: least-squares slope of log(error) against log(N)."""
    n = np.log(np.asarray(resolutions, dtype=float))
    e = np.asarray(errors, dtype=float)
    if len(n) < 2 or np.any(e <= 0) or not np.all(np.isfinite(e)):
        raise ValueError(f"need >= 2 positive finite errors to fit an order, got {list(errors)}")
    slope = np.polyfit(n, np.log(e), 1)[0]
    return float(-slope)


def pairwise_orders(resolutions: Sequence[float], errors: Sequence[float]) -> list[float]:
    """Order between successive resolutions: log(e_i / e_{i+1}) / log(N_{i+1} / N_i)."""
    out = []
    for (n0, e0), (n1, e1) in zip(zip(resolutions, errors), zip(resolutions[1:], errors[1:])):
        out.append(float(math.log(e0 / e1) / math.log(n1 / n0)) if e0 > 0 and e1 > 0 else float("nan"))
    return out


def error_growth(times: Sequence[float], errors: Sequence[float], steps: int) -> dict[str, float]:
    """How the backend difference grows along a run: the fitted exponent a of error ~ t^a over the
    snapshots with a nonzero error (1: linear accumulation, 0.5: random-walk rounding, >1: growing
    instability) and the mean error added per step (final error / steps)."""
    t = np.asarray(times, dtype=float)
    e = np.asarray(errors, dtype=float)
    keep = (t > 0) & (e > 0) & np.isfinite(e)
    if keep.sum() >= 2 and np.ptp(np.log(t[keep])) > 0:
        exponent = float(np.polyfit(np.log(t[keep]), np.log(e[keep]), 1)[0])
    else:
        exponent = float("nan")
    final = float(e[-1]) if len(e) else float("nan")
    return {"growth_exponent": exponent, "error_per_step": final / max(int(steps), 1), "final_error": final}


def allowed_parity(steps: int, per_step: float, floor: float) -> float:
    """Allowed relative difference after `steps` steps: independent rounding differences accumulate
    at most linearly."""
    return floor + per_step * max(int(steps), 1)


def relative_difference(a: np.ndarray, b: np.ndarray) -> tuple[float, int]:
    """max over variables of max|a - b| / max|b| (each variable scaled by its own magnitude), and
    the worst variable's index. NaN/Inf anywhere count as infinite difference unless both sides have
    them at the same places."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    worst, where = 0.0, -1
    for k in range(a.shape[0]):
        fa, fb = np.isfinite(a[k]), np.isfinite(b[k])
        if not np.array_equal(fa, fb):
            return float("inf"), k
        if not fa.any():
            continue
        scale = max(float(np.max(np.abs(b[k][fb]))), 1e-30)
        d = float(np.max(np.abs(a[k][fa] - b[k][fb]))) / scale
        if d > worst:
            worst, where = d, k
    return worst, where
