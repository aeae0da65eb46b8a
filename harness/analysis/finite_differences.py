"""The native side's derivative checked against finite differences that converge, not one step.

`jax.test_util.check_grads` compares with central differences at a single step (1e-6 here). A
function whose curvature changes on a scale near that step (WENO weights divide by
(epsilon + smoothness)^2 with epsilon ~ 1e-6) then fails with a correct derivative: the verdict is
about the step, not the function. Here the directional derivative J v (forward mode) is compared
with Richardson-extrapolated central differences, (4 D(h/2) - D(h)) / 3 with error O(h^4), over a
ladder of steps; it holds where some step agrees within the same tolerances check_grads uses
(elementwise, 1e-5 relative and absolute, in float64). A wrong derivative agrees at no step: the
differences converge to the true one. Reverse mode is held to forward mode exactly as check_grads
does, by the adjoint identity <w, J v> = <J^T w, v> for a random w; a custom_vjp function (no
forward mode) has its <J^T w, v> held to the differences seen through w.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Sequence

# times each input's scale; the usual best first, and the ladder stops at the first step that holds
STEPS = (1e-6, 1e-7, 1e-5, 1e-8, 1e-4, 1e-3, 1e-2, 1e-1)
RTOL = ATOL = 1e-5  # check_grads' float64 tolerance


@dataclasses.dataclass
class Verdict:
    ok: bool
    step: float  # the step whose extrapolated differences came closest
    excess: float  # max over elements of |fd - jv| / (atol + rtol |jv|) at that step (<= 1 holds)
    by_step: dict[float, float]  # step -> excess
    adjoint_gap: float  # |<w, J v> - <J^T w, v>| / (atol + rtol |<w, J v>|) (<= 1 holds, as in check_grads)

    def describe(self) -> str:
        ladder = ", ".join(f"h={h:.0e}: {e:.3g}" for h, e in self.by_step.items())
        return (f"forward-mode derivative against Richardson-extrapolated central differences, worst element "
                f"over its tolerance (rtol {RTOL}, atol {ATOL}; <= 1 holds) at each step: {ladder}; "
                f"adjoint gap {self.adjoint_gap:.3g}")


def check(fn: Callable, primals: Sequence[Any], seed: int) -> Verdict:
    """`fn`'s forward and reverse derivatives at `primals` (float64 arrays) along a seeded direction."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    rng = np.random.default_rng(seed)
    floating = [jnp.issubdtype(p.dtype, jnp.floating) for p in primals]
    direction = tuple(jnp.asarray(rng.standard_normal(p.shape), p.dtype) * (1.0 + jnp.max(jnp.abs(p)))
                      if f else jnp.zeros_like(p) for p, f in zip(primals, floating))
    out, pullback = jax.vjp(fn, *primals)  # eager, as check_grads: cheaper than compiling each program
    out_leaves = jax.tree.leaves(out)
    keep = [jnp.issubdtype(o.dtype, jnp.floating) for o in out_leaves]
    weights = [jnp.asarray(rng.standard_normal(o.shape), o.dtype) if k else jnp.zeros_like(o)
               for o, k in zip(out_leaves, keep)]
    wj = pullback(jax.tree.unflatten(jax.tree.structure(out), weights))
    reverse = sum(float(jnp.nansum(a * v)) for a, v, f in zip(wj, direction, floating) if f)
    try:
        _, jv = jax.jvp(fn, tuple(primals), direction)
    except TypeError as err:  # a custom_vjp has no forward mode: its VJP is checked through w
        if "custom_vjp" not in str(err):
            raise
        jv_leaves, gap = None, 0.0
    else:
        jv_leaves = jax.tree.leaves(jv)
        forward = sum(float(jnp.nansum(w * d)) for w, d, k in zip(weights, jv_leaves, keep) if k)
        gap = abs(forward - reverse) / (ATOL + RTOL * abs(forward))

    along = jax.jit(lambda h: jax.tree.leaves(fn(*(p + h * d for p, d in zip(primals, direction)))))

    def central(h: float) -> list:
        plus, minus = along(h), along(-h)
        return [(a - b) / (2 * h) for a, b in zip(plus, minus)]

    by_step = {}
    for h in STEPS:
        coarse, fine = central(h), central(h / 2)
        extrapolated = [(4 * f - c) / 3 for c, f in zip(coarse, fine)]
        if jv_leaves is None:  # <w, D v> against <J^T w, v>
            seen = sum(float(jnp.nansum(w * e)) for w, e, k in zip(weights, extrapolated, keep) if k)
            by_step[h] = abs(seen - reverse) / (ATOL + RTOL * abs(reverse))
            if by_step[h] <= 1.0:
                break
            continue
        worst = 0.0
        for e, d, k in zip(extrapolated, jv_leaves, keep):
            if not k:
                continue
            excess = jnp.abs(e - d) / (ATOL + RTOL * jnp.abs(d))
            finite = jnp.isfinite(d) & jnp.isfinite(e)
            worst = max(worst, float(jnp.max(jnp.where(finite, excess, 0.0), initial=0.0)))
        by_step[h] = worst
        if worst <= 1.0:
            break
    step = min(by_step, key=by_step.get)
    return Verdict(ok=by_step[step] <= 1.0 and gap <= 1.0, step=step, excess=by_step[step],
                   by_step=by_step, adjoint_gap=gap)
