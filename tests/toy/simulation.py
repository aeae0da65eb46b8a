"""A whole program for the scenario engine's own tests: periodic linear advection, first-order upwind.

The native step is `jnp.roll` arithmetic; the Pallas step is a `pallas_call` (interpret mode) named
`toy_advect`, inside the time loop. Reverse mode goes through a hand-written Pallas adjoint
(`toy_advect_vjp`, `custom_vjp`), forward mode through a `custom_jvp` whose tangent is the same kernel:
the shape of astronomix's FORWARDS/BACKWARDS modes, in sixty lines. `TOY_BUG` plants "advect" (the
Pallas step's Courant number off by 1e-3), "adjoint" (the adjoint kernel looks the wrong way) and "native"
(the native step fails to trace).
"""

from __future__ import annotations

import dataclasses
import math
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

from harness.declare.scenario import Trajectory

BUG = os.environ.get("TOY_BUG", "")
BLOCK = 8


@dataclasses.dataclass(frozen=True)
class Built:
    n: int
    amplitude: float
    speed: float
    cfl: float = 0.5

    @property
    def dx(self) -> float:
        return 1.0 / self.n

    def initial(self, amplitude, dtype=None):
        x = (jnp.arange(self.n) + 0.5) * self.dx
        return (1.0 + amplitude * jnp.sin(2 * jnp.pi * x))[None, :].astype(dtype or jnp.zeros(()).dtype)


def build(n: int, *, amplitude: float = 0.1, speed: float = 1.0) -> Built:
    return Built(n, amplitude, speed)


def _shifted(ref, n: int, offset: int):
    idx = pl.program_id(0) * BLOCK + jnp.arange(BLOCK)
    return ref[0, idx], ref[0, (idx + offset) % n]


def _call(kernel, u, c, name: str):
    n = u.shape[1]
    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct(u.shape, u.dtype), grid=(n // BLOCK,),
        in_specs=[pl.BlockSpec(u.shape, lambda i: (0, 0)), pl.BlockSpec((1,), lambda i: (0,))],
        out_specs=pl.BlockSpec((1, BLOCK), lambda i: (0, i)), interpret=True, name=name,
    )(u, jnp.reshape(c, (1,)).astype(u.dtype))


def step_pallas(u, c):
    """u - c (u - u[i-1]) on blocks of 8 cells."""
    factor = 1.001 if BUG == "advect" else 1.0

    def kernel(u_ref, c_ref, o_ref):
        here, left = _shifted(u_ref, u_ref.shape[1], -1)
        o_ref[0, :] = here - factor * c_ref[0] * (here - left)

    return _call(kernel, u, c, "toy_advect")


def adjoint_pallas(v, c):
    """The transpose of the step in u: v - c (v - v[i+1])."""
    offset = -1 if BUG == "adjoint" else 1

    def kernel(v_ref, c_ref, o_ref):
        here, right = _shifted(v_ref, v_ref.shape[1], offset)
        o_ref[0, :] = here - c_ref[0] * (here - right)

    return _call(kernel, v, c, "toy_advect_vjp")


def step_native(u, c):
    if BUG == "native":  # the native twin fails to trace, as astronomix's VAN_ALBADA_PP does in 1D
        raise AttributeError("'int' object has no attribute 'x'")
    return u - c * (u - jnp.roll(u, 1, axis=1))


@jax.custom_vjp
def step_reverse(u, c):
    return step_pallas(u, c)


step_reverse.defvjp(lambda u, c: (step_pallas(u, c), (u, c)),
                    lambda res, v: (adjoint_pallas(v, res[1]),
                                    -jnp.sum(v * (res[0] - jnp.roll(res[0], 1, axis=1))).astype(res[1].dtype)))


@jax.custom_jvp
def step_forward(u, c):
    return step_pallas(u, c)


@step_forward.defjvp
def _step_forward_jvp(primals, tangents):
    (u, c), (du, dc) = primals, tangents
    return step_pallas(u, c), step_pallas(du, c) - dc * (u - jnp.roll(u, 1, axis=1))


class Advection:
    """u_t + a u_x = 0 on the unit periodic interval; theta = (amplitude, speed)."""

    parameters = ("amplitude", "speed")

    def initial_state(self, built: Built):
        return built.initial(built.amplitude)

    def _step(self, backend: str, mode: str = "fwd"):
        if backend == "native":
            return step_native
        return step_reverse if mode == "bwd" else step_forward

    def trajectory(self, built: Built, backend: str, *, t_end: float, num_snapshots: int):
        step, dt_max = self._step(backend), built.cfl * built.dx / built.speed

        def advance(carry, t_stop):
            def body(state):
                u, t, steps = state
                dt = jnp.minimum(dt_max, t_stop - t)
                return step(u, built.speed * dt / built.dx), t + dt, steps + 1

            return jax.lax.while_loop(lambda s: s[1] < t_stop * (1 - 1e-6), body, carry)

        def program(u):
            carry = (u, jnp.zeros((), u.dtype), jnp.zeros((), jnp.int32))
            times, states = [carry[1]], [u]
            for k in range(1, num_snapshots + 1):
                carry = advance(carry, t_end * k / num_snapshots)
                times.append(carry[1])
                states.append(carry[0])
            return Trajectory(jnp.stack(times), jnp.stack(states), carry[0], carry[2])

        return program

    def fixed_steps(self, built: Built, backend: str, *, t_end: float, steps: int):
        step, c = self._step(backend), built.speed * (t_end / steps) / built.dx
        return lambda u: jax.lax.fori_loop(0, steps, lambda i, v: step(v, c), u)

    def totals(self, built: Built, backend: str, states: np.ndarray) -> dict[str, np.ndarray]:
        mass = np.asarray([float(np.sum(np.asarray(s, np.float64))) * built.dx for s in states])
        scale = max(float(np.max(np.abs(np.asarray(states, np.float64)).sum(axis=(1, 2)))) * built.dx, 1e-300)
        return {"mass": mass, "mass_scale": np.asarray(scale)}

    def grid_spacing(self, built: Built) -> float:
        return built.dx

    def exact(self, built: Built, t: float):
        x = (np.arange(built.n) + 0.5) * built.dx
        return (1.0 + built.amplitude * np.sin(2 * math.pi * (x - built.speed * t)))[None, :]

    def variable_index(self, built: Built, name: str) -> int:
        return {"u": 0}[name]

    def final_state_of(self, built: Built, backend: str, mode: str, *, t_end: float):
        step = self._step(backend, mode)
        steps = math.ceil(t_end / (built.cfl * built.dx / built.speed))  # a fixed count: reverse mode needs one

        def final(theta):
            amplitude, speed = theta[0], theta[1]
            c = speed * (t_end / steps) / built.dx
            return jax.lax.fori_loop(0, steps, lambda i, v: step(v, c), built.initial(amplitude, theta.dtype))

        return final, (built.amplitude, built.speed)
