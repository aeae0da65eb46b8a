"""How astronomix runs a whole simulation, for the scenario engine (`harness.declare.scenario.Simulation`).

astronomix has no public step function: a program is one `time_integration` call, with the backend
(`NATIVE_JAX` or `PALLAS`), the time stepping and the differentiation mode set in its config. The
builders of `fixtures/scenarios.py` return a `Built` (config, params, registered variables, initial
state, an exact solution where one exists); this adapter is the only code that looks inside it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from harness.declare import Trajectory

from astronomix import BACKWARDS, FORWARDS, NATIVE_JAX, PALLAS, time_integration
from astronomix.option_classes.simulation_config import SnapshotSettings

BACKEND = {"native": NATIVE_JAX, "pallas": PALLAS}
DIFFERENTIATION = {"fwd": FORWARDS, "bwd": BACKWARDS}


class AstronomixSimulation:
    """`time_integration` under each backend; the derivative vector is (IC parameter, gamma)."""

    parameters = ("amplitude", "gamma")

    def initial_state(self, built: Any) -> Any:
        return built.primitive

    def trajectory(self, built: Any, backend: str, *, t_end: float,
                   num_snapshots: int) -> Callable[[Any], Trajectory]:
        config = built.config._replace(
            backend=BACKEND[backend], fixed_timestep=False, return_snapshots=True, num_snapshots=num_snapshots,
            snapshot_settings=SnapshotSettings(return_states=True, return_final_state=True))
        params = built.params._replace(t_end=t_end)

        def program(state):
            out = time_integration(state, config, params, built.rv)
            return Trajectory(out.time_points, out.states, out.final_state, out.num_iterations)

        return program

    def fixed_steps(self, built: Any, backend: str, *, t_end: float, steps: int) -> Callable[[Any], Any]:
        config = built.config._replace(backend=BACKEND[backend], fixed_timestep=True, num_timesteps=steps,
                                       return_snapshots=False)
        params = built.params._replace(t_end=t_end)
        return lambda state: time_integration(state, config, params, built.rv)

    def totals(self, built: Any, backend: str, states: np.ndarray) -> dict[str, np.ndarray]:
        """Mass, momentum (each component) and energy per snapshot, from astronomix's own primitive ->
        conserved conversion, summed in float64 times the cell volume; `<q>_scale` is the largest
        sum |q_i| dV over the snapshots (the largest, so that momentum developing from rest has a scale)."""
        import jax.numpy as jnp

        rv, gamma = built.rv, float(built.params.gamma)
        config = built.config._replace(backend=BACKEND[backend])
        if config.mhd:
            from astronomix._fluid_equations._equations_mhd import conserved_state_from_primitive_mhd

            def conserved(p):
                return conserved_state_from_primitive_mhd(jnp.asarray(p)[:-3], gamma, rv)
        else:
            from astronomix._fluid_equations._equations import conserved_state_from_primitive

            def conserved(p):
                return conserved_state_from_primitive(jnp.asarray(p), gamma, config, rv)

        mom = rv.momentum_index
        mom = [int(mom)] if isinstance(mom, int) else [int(m) for m in mom if int(m) >= 0]
        rows = {"mass": int(rv.density_index), "energy": int(rv.energy_index)}
        for k, m in enumerate(mom):
            rows[f"momentum_{'xyz'[k]}"] = m
        out: dict[str, list] = {key: [] for key in rows}
        scale: dict[str, float] = {key: 1e-300 for key in rows}
        for p in states:
            q = np.asarray(conserved(p), dtype=np.float64)
            for key, row in rows.items():
                out[key].append(float(np.sum(q[row])) * built.cell_volume)
                scale[key] = max(scale[key], float(np.sum(np.abs(q[row]))) * built.cell_volume)
        totals = {k: np.asarray(v) for k, v in out.items()}
        totals.update({f"{k}_scale": np.asarray(v) for k, v in scale.items()})
        return totals

    def grid_spacing(self, built: Any) -> float:
        return float(built.config.grid_spacing)

    def exact(self, built: Any, t: float) -> Any | None:
        return None if built.exact is None else built.exact(t)

    def variable_index(self, built: Any, name: str) -> int:
        return int(getattr(built.rv, f"{name}_index"))

    def final_state_of(self, built: Any, backend: str, mode: str, *,
                       t_end: float) -> tuple[Callable[[Any], Any], Any]:
        """theta = (amplitude, gamma): the IC is rebuilt from both, and gamma also enters the params.
        FORWARDS mode runs the adaptive while loop (forward-differentiable only); BACKWARDS runs
        astronomix's checkpointed loop and routes reverse mode through its Pallas adjoints."""
        config = built.config._replace(backend=BACKEND[backend], fixed_timestep=False, return_snapshots=False,
                                       differentiation_mode=DIFFERENTIATION[mode])

        def final(theta):
            state = built.initial(theta[0], theta[1])
            params = built.params._replace(gamma=theta[1], t_end=t_end)
            return time_integration(state, config, params, built.rv)

        return final, (built.amplitude, float(built.params.gamma))
