"""Running scenario variants: each (scenario, variant) once per session, shared by every check.

`ScenarioEngine.run` caches by id like `harness.run.engine.Engine.run` caches cases: both backends,
adaptive time stepping, a few snapshots along the way. Convergence sweeps and gradients are computed
on first request and cached too, so a check that needs only one of them never pays for the others.
What a target's whole program is comes from its `harness.declare.scenario.Simulation`; the checks on the
results live in `harness.checks.scenario`.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import numpy as np

from harness.analysis.paths import calls_in_loop, count_kernels, pallas_kernel_names
from harness.analysis.scenario_figures import fit_order, pairwise_orders
from harness.declare.scenario import BACKENDS, Scenario, Variant, convergence_of, scenario_id
from harness.errors import CheckFailure
from harness.jaxtools.jaxcompat import enable_x64, quiet_triton_deprecation
from harness.run import time_ledger


@dataclasses.dataclass
class Side:
    """One backend's run of a variant, what the checks compare. A run that failed keeps its error,
    so every check that needs this side reports it, and the other side's checks still run."""

    backend: str
    pallas_calls: int = 0
    pallas_calls_in_loop: int = 0  # inside the time loop's body (the outermost while loop)
    kernels: tuple[str, ...] = ()
    times: np.ndarray | None = None
    states: np.ndarray | None = None  # (snapshots, vars, ...) primitive
    final: np.ndarray | None = None
    steps: int = 0
    totals: dict[str, np.ndarray] = dataclasses.field(default_factory=dict)  # quantity -> per snapshot
    scales: dict[str, float] = dataclasses.field(default_factory=dict)  # quantity -> sum |q_i| at t=0
    seconds: float = 0.0
    error: BaseException | None = None

    def result(self) -> "Side":
        if self.error is not None:
            raise self.error
        return self


@dataclasses.dataclass
class ScenarioRun:
    """One scenario variant's shared results. The two backend runs, the convergence sweep and the
    gradients are each computed on first request and kept, so a check that needs only one of them
    never pays for the others."""

    scenario: Scenario
    variant: Variant
    _engine: "ScenarioEngine"
    _sides: tuple[Side, Side] | None = None
    _eps: float | None = None
    _convergence: dict | None = None
    _gradients: dict | None = None

    @property
    def id(self) -> str:
        return scenario_id(self.scenario, self.variant)

    @property
    def t_end(self) -> float:
        return self.variant.t_end if self.variant.t_end is not None else self.scenario.t_end

    def sides(self) -> tuple[Side, Side]:
        """(native, pallas), each raising its own failure on `.result()`."""
        if self._sides is None:
            self._sides, self._eps = self._engine._run_sides(self)
        return self._sides

    @property
    def native(self) -> Side:
        return self.sides()[0]

    @property
    def pallas(self) -> Side:
        return self.sides()[1]

    @property
    def eps(self) -> float:
        self.sides()
        assert self._eps is not None
        return self._eps

    @property
    def convergence_result(self) -> dict | None:
        """The sweep if it has run (also when its check failed), else None."""
        return self._convergence

    def convergence(self) -> dict:
        if self._convergence is None:

            with time_ledger.stage("scenario.convergence"):
                self._convergence = self._engine._run_convergence(self)
        return self._convergence

    def gradients(self) -> dict:
        if self._gradients is None:
            self._gradients = self._engine._run_gradients(self)
        return self._gradients


class ScenarioEngine:
    """Runs scenario variants once each and keeps the results for the session."""

    def __init__(self) -> None:
        self.runs: dict[str, ScenarioRun] = {}
        # derivatives keyed by (scenario, options, mode): variants that differ only in which
        # derivatives they check share one computation
        self._grad_cache: dict[tuple[str, str, str], dict] = {}

    def run(self, scenario: Scenario, variant: Variant) -> ScenarioRun:
        key = scenario_id(scenario, variant)
        if key not in self.runs:
            self.runs[key] = self._run(scenario, variant)
        return self.runs[key]

    # -- the shared run --------------------------------------------------------------------------

    def build(self, scenario: Scenario, variant: Variant, n: int | None = None, **extra: Any):
        options = {**scenario.options, **variant.options, **extra}
        return scenario.build(n or scenario.n, **options)

    def _run(self, scenario: Scenario, variant: Variant) -> ScenarioRun:
        return ScenarioRun(scenario, variant, self)

    @quiet_triton_deprecation()  # as harness.run.engine.Engine
    def _run_sides(self, run: ScenarioRun) -> tuple[tuple[Side, Side], float]:
        import jax.numpy as jnp

        with enable_x64(run.scenario.x64), time_ledger.stage("scenario.run"):
            eps = float(jnp.finfo(jnp.zeros(()).dtype).eps)
            built = self.build(run.scenario, run.variant)
            native = self._run_side(run, built, "native")
            pallas = self._run_side(run, built, "pallas")
        return (native, pallas), eps

    def _run_side(self, run: ScenarioRun, built: Any, backend: str) -> Side:
        import jax

        scenario, simulation = run.scenario, run.scenario.simulation
        side = Side(backend)
        try:
            program = simulation.trajectory(built, backend, t_end=run.t_end,
                                            num_snapshots=run.variant.num_snapshots or scenario.num_snapshots)
            initial = simulation.initial_state(built)
            jaxpr = jax.make_jaxpr(program)(initial)
            side.pallas_calls = count_kernels(jaxpr)
            side.pallas_calls_in_loop = calls_in_loop(jaxpr)
            side.kernels = tuple(sorted(set(pallas_kernel_names(jaxpr))))
            start = time.perf_counter()
            out = jax.block_until_ready(program(initial))
            side.seconds = time.perf_counter() - start
            side.times = np.asarray(out.times, dtype=np.float64)
            side.states = np.asarray(out.states)
            side.final = np.asarray(out.final)
            side.steps = int(out.steps)
            side.totals = simulation.totals(built, backend, side.states)
        except Exception as err:  # reported by every check that needs this side
            side.error = CheckFailure(f"{run.id}: {backend} side failed: {type(err).__name__}: {err}")
            side.error.__cause__ = err
        return side

    # -- convergence -----------------------------------------------------------------------------

    @quiet_triton_deprecation()  # as harness.run.engine.Engine
    def _run_convergence(self, run: ScenarioRun) -> dict:
        import jax

        scenario, simulation = run.scenario, run.scenario.simulation
        conv = convergence_of(scenario, run.variant)
        assert conv is not None
        rows = []
        with enable_x64(conv.x64):
            for n in conv.resolutions:
                built = self.build(scenario, run.variant, n)
                exact = simulation.exact(built, conv.t_end)
                if exact is None:
                    raise CheckFailure(f"{run.id}: convergence declared but the builder has no exact solution")
                exact = np.asarray(exact, dtype=np.float64)
                steps = max(1, int(round(conv.t_end / (conv.dt_over_dx * simulation.grid_spacing(built)))))
                index = simulation.variable_index(built, conv.variable)
                row: dict[str, Any] = {"n": n, "steps": steps}
                for backend in BACKENDS:
                    start = time.perf_counter()
                    try:
                        program = simulation.fixed_steps(built, backend, t_end=conv.t_end, steps=steps)
                        final = np.asarray(jax.block_until_ready(program(simulation.initial_state(built))))
                    except Exception as err:  # the target's failure, as a shared run reports it (_run_side)
                        raise CheckFailure(f"{run.id}: {backend} side failed at N={n}: {type(err).__name__}: "
                                           f"{err}") from err
                    row[f"{backend}_seconds"] = round(time.perf_counter() - start, 2)
                    diff = np.abs(final[index].astype(np.float64) - exact[index])
                    row[backend] = float(np.mean(diff))  # L1 norm per unit volume
                rows.append(row)
        ns = [r["n"] for r in rows]
        result: dict[str, Any] = {"rows": rows, "variable": conv.variable}
        for name in BACKENDS:
            errors = [r[name] for r in rows]
            result[f"{name}_order"] = fit_order(ns, errors)
            result[f"{name}_pairwise"] = pairwise_orders(ns, errors)
        return result

    # -- gradients -------------------------------------------------------------------------------

    @quiet_triton_deprecation()  # as harness.run.engine.Engine
    def _run_gradients(self, run: ScenarioRun) -> dict:
        grads = run.scenario.gradients
        assert grads is not None
        options = repr(sorted({**run.scenario.options, **run.variant.options}.items()))
        out: dict[str, Any] = {}
        for mode in run.variant.grad_modes or grads.modes:
            key = (run.scenario.name, options, mode)
            if key not in self._grad_cache:

                with time_ledger.stage("scenario.gradients"):
                    self._grad_cache[key] = self._gradients_for_mode(run, mode)
            out.update(self._grad_cache[key])
        return out

    def _gradients_for_mode(self, run: ScenarioRun, mode: str) -> dict:
        import jax
        import jax.numpy as jnp

        scenario, grads, simulation = run.scenario, run.scenario.gradients, run.scenario.simulation
        assert grads is not None
        out: dict[str, Any] = {}
        with enable_x64(scenario.x64):
            built = self.build(scenario, run.variant, grads.n)
            initial = simulation.initial_state(built)
            rng = np.random.default_rng(20240611)
            weights = jnp.asarray(rng.standard_normal(initial.shape) / initial.size, initial.dtype)
            t_end = grads.t_end or run.t_end
            for backend in BACKENDS:
                final_of, theta0 = simulation.final_state_of(built, backend, mode, t_end=t_end)

                def scalar(theta, final_of=final_of):
                    return jnp.sum(weights * final_of(theta))

                # fwd: forward mode (an adaptive while loop is not reverse-differentiable);
                # bwd: reverse mode, through whatever checkpointed loop the target's bwd mode uses
                derivative = jax.jacfwd(scalar) if mode == "fwd" else jax.grad(scalar)
                theta0 = jnp.asarray(theta0, initial.dtype)
                entry: dict[str, Any] = {}
                try:
                    jaxpr = jax.make_jaxpr(derivative)(theta0)
                    entry["pallas_calls"] = count_kernels(jaxpr)
                    entry["kernels"] = tuple(sorted(set(pallas_kernel_names(jaxpr))))
                    start = time.perf_counter()
                    entry["grad"] = np.asarray(jax.block_until_ready(derivative(theta0)), dtype=np.float64)
                    entry["seconds"] = round(time.perf_counter() - start, 2)
                except Exception as err:
                    entry["error"] = f"{type(err).__name__}: {err}"
                out[f"{mode}_{backend}"] = entry
        return out


_ENGINE: ScenarioEngine | None = None


def engine() -> ScenarioEngine:
    """The process-wide engine (one run per scenario variant per session)."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = ScenarioEngine()
    return _ENGINE
