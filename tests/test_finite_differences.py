"""The native side's finite-difference check judges the function, not its step: a correct derivative
whose function curves on the scale of check_grads' fixed step passes; a wrong forward or reverse
derivative fails at every step."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from harness.analysis import finite_differences
from harness.jaxtools.jaxcompat import enable_x64

EPS = 1e-10  # WENO's nonlinear weights have 1 / (eps + beta)^2; here smaller, so a short toy shows it


def weights(x):
    """WENO-like weights: smooth, but they curve on the scale of sqrt(EPS) near x = 0."""
    beta = x * x
    alpha = 1.0 / (EPS + beta) ** 2
    return alpha / (alpha + jnp.roll(alpha, 1))


def points():
    return jnp.asarray(np.random.default_rng(3).standard_normal(16) * 1e-5, jnp.float64)


def test_a_correct_derivative_passes_where_one_fixed_step_fails():
    from jax.test_util import check_grads

    with enable_x64(True):
        x = points()
        with pytest.raises(AssertionError, match="Not equal to tolerance"):
            check_grads(weights, (x,), order=1, modes=("fwd", "rev"), eps=1e-6)  # the old verdict: the step's
        verdict = finite_differences.check(weights, (x,), seed=0)
    assert verdict.ok, verdict.describe()
    assert verdict.by_step[1e-6] > 1.0 and verdict.step < 1e-6  # at check_grads' step alone it would not hold


def _wrong_forward(scale):
    @jax.custom_jvp
    def f(x):
        return jnp.sin(x) * x

    @f.defjvp
    def f_jvp(primals, tangents):
        (x,), (t,) = primals, tangents
        return f(x), (jnp.cos(x) * x + jnp.sin(x)) * t * scale

    return f


def _custom_vjp(scale):
    @jax.custom_vjp
    def f(x):
        return jnp.sin(x) * x

    def fwd(x):
        return f(x), x

    def bwd(x, g):
        return ((jnp.cos(x) * x + jnp.sin(x)) * g * scale,)

    f.defvjp(fwd, bwd)
    return f


@pytest.mark.parametrize("scale", [1.001, 1.0 + 1e-4])
def test_a_wrong_forward_derivative_fails_at_every_step(scale):
    with enable_x64(True):
        x = jnp.linspace(0.5, 2.0, 8, dtype=jnp.float64)
        assert finite_differences.check(_wrong_forward(1.0), (x,), seed=0).ok
        verdict = finite_differences.check(_wrong_forward(scale), (x,), seed=0)
    assert not verdict.ok and min(verdict.by_step.values()) > 1.0, verdict.describe()


def test_a_reverse_only_derivative_is_checked_through_its_vjp():
    """A custom_vjp function has no forward mode: its VJP is held to the differences along v, seen
    through a random cotangent w (<J^T w, v> against <w, D v>)."""
    with enable_x64(True):
        x = jnp.linspace(0.5, 2.0, 8, dtype=jnp.float64)
        assert finite_differences.check(_custom_vjp(1.0), (x,), seed=0).ok
        verdict = finite_differences.check(_custom_vjp(1.001), (x,), seed=0)
    assert not verdict.ok and verdict.excess > 1.0, verdict.describe()
