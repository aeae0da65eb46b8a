"""Scenario layer: whole programs of a target (simulations), its Pallas backend against its native one.

A `Scenario` (declared in a `scenarios.py` beside the pair declarations, e.g. `astronomix/scenarios.py`)
names an initial-condition builder, the options that decide which kernels run, and what the physics
promises (periodic box: conservation; smooth solution: a convergence order). How the target runs a
whole program is its own business: the declarations name a `Simulation` (e.g.
`astronomix/simulation.py`), and the engine here only traces, runs and compares what it returns.

Each (scenario, variant) is run once per session and shared by every check (`ScenarioEngine.run`,
cached by id like `harness.engine.Engine.run` caches cases): both backends, adaptive time stepping,
a few snapshots along the way. Convergence sweeps and
gradients are computed on first request and cached too.

Checks raise `harness.checks.CheckFailure` naming the scenario and the figures, and return a dict of
figures on success:

- `check_pallas_ran`: `pallas_call` counted in the traced program of the whole time integration
  (a target need expose no step function: the step is the body of the time loop, traced once, so
  the count is the static kernel count of one step, not multiplied by the steps). The Pallas side must
  contain kernels inside the time loop (and the ones the variant expects), the native side none.
- `check_parity`: final state (and each snapshot) within a tolerance that grows with the step count;
  reports the error growth (fitted exponent of error vs time, error per step).
- `check_conservation`: periodic boxes conserve mass, momentum and energy to rounding on both sides.
- `check_step_count`: adaptive time stepping takes the same number of steps on both sides.
- `check_convergence`: resolution sweep, error vs the exact solution, fitted order per backend,
  checked against the expected order and against each other.
- `check_gradients`: d(scalar of final state)/d(the simulation's parameters) in forward mode
  (`jax.jacfwd`) and reverse mode (`jax.grad`), both backends, compared.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import itertools
import math
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import numpy as np

from harness.paths import count_primitive, iter_eqns, pallas_kernel_names
from harness import registry
from harness.registry import CheckFailure




# -- declarations -----------------------------------------------------------------------------------

BACKENDS = ("native", "pallas")
GRAD_MODES = ("fwd", "bwd")


class Trajectory(NamedTuple):
    """What a whole program returns: snapshot times, the states at them (snapshots first), the final
    state and the number of time steps taken."""

    times: Any
    states: Any
    final: Any
    steps: Any


class Simulation(Protocol):
    """How a target runs its whole programs: the adapter a `scenarios.py` names as `SIMULATION`.

    `built` is whatever the scenario's builder returns; the engine never looks inside it. `backend`
    is "native" or "pallas". Every program returned must be traceable by `jax.make_jaxpr`, so the
    engine can count the Pallas kernels it runs.
    """

    parameters: tuple[str, ...]  # the derivative vector of `final_state_of`, by name

    def initial_state(self, built: Any) -> Any: ...

    def trajectory(self, built: Any, backend: str, *, t_end: float,
                   num_snapshots: int) -> Callable[[Any], Trajectory]:
        """initial state -> `Trajectory`, adaptive time stepping to `t_end`."""

    def fixed_steps(self, built: Any, backend: str, *, t_end: float, steps: int) -> Callable[[Any], Any]:
        """initial state -> final state after `steps` equal steps to `t_end` (convergence sweeps)."""

    def totals(self, built: Any, backend: str, states: np.ndarray) -> dict[str, np.ndarray]:
        """Conserved totals per snapshot ("mass", "momentum_x", ...) and each one's `<name>_scale`
        (the sum of magnitudes rounding is relative to)."""

    def grid_spacing(self, built: Any) -> float: ...

    def exact(self, built: Any, t: float) -> Any | None:
        """The exact solution at time t (variables first), or None where there is none."""

    def variable_index(self, built: Any, name: str) -> int: ...

    def final_state_of(self, built: Any, backend: str, mode: str, *,
                       t_end: float) -> tuple[Callable[[Any], Any], Any]:
        """(theta -> final state, theta's value): `mode` is "fwd" or "bwd", the differentiation the
        program is set up for."""


@dataclasses.dataclass(frozen=True)
class Variant:
    """One way of running a scenario: options that change which kernels run."""

    name: str
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)  # builder kwargs / config / params fields
    slow: bool = False
    expect_kernels: tuple[str, ...] = ()  # substrings every one of which some Pallas kernel name must contain
    forbid_kernels: tuple[str, ...] = ()  # substrings no Pallas kernel name may contain
    known_failures: Mapping[str, str] = dataclasses.field(default_factory=dict)  # check -> why (strict xfail)
    checks: tuple[str, ...] | None = None  # None: every check the scenario supports
    grad_modes: tuple[str, ...] | None = None  # None: the scenario's Gradients.modes
    grad_params: tuple[str, ...] | None = None  # None: the scenario's Gradients.params (a subset of them)
    t_end: float | None = None  # None: the scenario's
    num_snapshots: int | None = None  # None: the scenario's (also caps dt at t_end / num_snapshots)
    convergence: "Convergence | None" = None  # None: the scenario's


@dataclasses.dataclass(frozen=True)
class Level:
    """One value of a scenario's option axis: the options it sets and what it changes about a run.
    Combined with one level of every other axis it makes a `Variant` (`expand_axes`)."""

    name: str
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    expect_kernels: tuple[str, ...] = ()
    forbid_kernels: tuple[str, ...] = ()
    known_failures: Mapping[str, str] = dataclasses.field(default_factory=dict)  # in every combination
    checks: tuple[str, ...] | None = None  # None: no restriction; else the variant runs the intersection
    t_end: float | None = None  # the shortest of the levels' wins
    num_snapshots: int | None = None
    affordable: bool = True  # False: its combinations run only with --grid full (the PR gate cannot pay for them)
    full_only_checks: tuple[str, ...] = ()  # checks its combinations run only with --grid full (e.g. a costly sweep)


@dataclasses.dataclass(frozen=True)
class Axis:
    """An option the time integration reads, with the levels the scenario runs it at; the first
    level is the base, and a variant's name joins its levels' names with "-"."""

    name: str
    levels: tuple[Level, ...]


@dataclasses.dataclass(frozen=True)
class Convergence:
    """Resolution sweep on a smooth solution with a fixed time step dt = dt_over_dx * dx; the error is
    the L1 norm (mean absolute difference) of `variable` against the builder's exact solution."""

    resolutions: tuple[int, ...]
    expected_order: float
    margin: float = 0.5  # each backend's fitted order must be >= expected_order - margin
    order_margin: float = 0.1  # |order_pallas - order_native| <= order_margin
    t_end: float = 0.1
    dt_over_dx: float = 0.2
    variable: str = "density"
    x64: bool = True
    note: str = ""
    slow: bool = False


@dataclasses.dataclass(frozen=True)
class Gradients:
    """d(seeded projection of the final state)/d(params), both backends, per differentiation mode."""

    params: tuple[str, ...] = ("amplitude", "gamma")  # names from Simulation.parameters
    modes: tuple[str, ...] = GRAD_MODES
    # substrings some Pallas kernel of the reverse program must contain: proof that reverse mode ran
    # the hand-written adjoint, not autodiff of the forward kernel
    reverse_kernels: tuple[str, ...] = ()
    n: int | None = None  # resolution for gradient runs (default: the scenario's)
    t_end: float | None = None
    rtol: float = 1e-3  # |g_pallas - g_native| <= rtol * max(|g_native|, floor)
    floor: float = 1e-3
    slow: bool = False


@dataclasses.dataclass(frozen=True)
class Scenario:
    name: str
    build: Callable[..., Any]  # build(n, **options) -> fixtures.scenarios.Built
    n: int
    t_end: float
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    variants: tuple[Variant, ...] = (Variant("default"),)
    num_snapshots: int = 5
    parity_per_step: float = 1e-6  # allowed max relative error per step (scale: max |native| per variable)
    parity_floor: float = 1e-6  # allowed relative error independent of the step count
    periodic: bool = False
    conserved: tuple[str, ...] = ("mass", "momentum", "energy")
    conservation_ulps: float = 8.0  # allowed drift per step, in float eps, relative to sum |q_i|
    convergence: Convergence | None = None
    gradients: Gradients | None = None
    x64: bool = False
    slow: bool = False
    description: str = ""
    golden_slack: float = 64.0  # final states after many steps: a last-bit change early on grows a little
    simulation: Simulation | None = None  # None: the SIMULATION of the declaring module
    # option axes: every combination of their levels is a variant (--grid full); the PR gate runs a
    # pairwise covering array of the affordable ones (`expand_axes`). `variants` are added after them.
    axes: tuple[Axis, ...] = ()
    # known failures of particular combinations: fnmatch pattern over the variant name -> check -> why
    combination_failures: Mapping[str, Mapping[str, str]] = dataclasses.field(default_factory=dict)
    # kernels particular combinations must run besides their levels' (e.g. a positivity kernel only where
    # the solver has one): fnmatch pattern over the variant name -> kernel-name substrings
    combination_kernels: Mapping[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    # combinations that do not exist (the target ignores or refuses an option there): pattern -> why
    exclude: Mapping[str, str] = dataclasses.field(default_factory=dict)

    def variant(self, name: str) -> Variant:
        return next(v for v in self.variants if v.name == name)


CHECKS = registry.SCENARIO_NAMES  # the checks a scenario variant can expect to fail


def scenario_id(scenario: Scenario, variant: Variant) -> str:
    return f"{scenario.name}[{variant.name}]"


def applies(scenario: Scenario, variant: Variant, check: str) -> bool:
    if variant.checks is not None and check not in variant.checks:
        return False
    if check == "conservation":
        return scenario.periodic
    if check == "convergence":
        return convergence_of(scenario, variant) is not None
    if check == "gradients":
        return scenario.gradients is not None
    if check == "golden":
        return "parity" not in variant.known_failures  # a golden only of states the backends agree on
    return True


def golden_pair(scenario_name: str) -> str:
    """The golden store's folder for a scenario: beside the pairs', never one of their names."""
    return f"scenario.{scenario_name}"


SCENARIOS_FILE = "scenarios.py"  # beside a target's pairs.py


def scenarios_path(pairs_source: Path | str) -> Path:
    return Path(pairs_source).parent / SCENARIOS_FILE


def declared_ids(pairs_source: Path | str) -> set[str]:
    """Every scenario variant id declared in `scenarios.py` beside the pair declarations (the
    unused-golden report and `harness prune` must know them); empty where there is none."""
    path = scenarios_path(pairs_source)
    return {scenario_id(sc, v) for sc in load_scenarios(path) for v in sc.variants} if path.exists() else set()


def convergence_of(scenario: Scenario, variant: Variant) -> Convergence | None:
    return variant.convergence if variant.convergence is not None else scenario.convergence


def is_slow(scenario: Scenario, variant: Variant, check: str) -> bool:
    if scenario.slow or variant.slow:
        return True
    if check == "convergence" and convergence_of(scenario, variant) is not None:
        return convergence_of(scenario, variant).slow
    if check == "gradients" and scenario.gradients is not None:
        return scenario.gradients.slow
    return False


def _combine(scenario: Scenario, levels: Sequence[Level], slow: bool) -> Variant:
    name = "-".join(level.name for level in levels)
    options: dict[str, Any] = {}
    for level in levels:
        options.update(level.options)
    checks = None
    for level in levels:
        if level.checks is not None:
            checks = tuple(c for c in (checks or level.checks) if c in level.checks)
    whys: dict[str, list[str]] = {}
    for level in levels:
        for check, why in level.known_failures.items():
            whys.setdefault(check, []).append(why)
    for pattern, failures in scenario.combination_failures.items():
        if fnmatch.fnmatchcase(name, pattern):
            for check, why in failures.items():
                whys.setdefault(check, []).append(why)
    convergence = None
    if any("convergence" in level.full_only_checks for level in levels) and scenario.convergence is not None:
        convergence = dataclasses.replace(scenario.convergence, slow=True)
    # a level that forbids a kernel overrides another's expectation of it (FCT replaces the fused divergence)
    forbidden = dict.fromkeys(k for level in levels for k in level.forbid_kernels)
    expected = [k for level in levels for k in level.expect_kernels]
    for pattern, kernels in scenario.combination_kernels.items():
        if fnmatch.fnmatchcase(name, pattern):
            expected += list(kernels)
    ends = [level.t_end for level in levels if level.t_end is not None]
    snaps = [level.num_snapshots for level in levels if level.num_snapshots is not None]
    return Variant(
        name=name, options=options, slow=slow,
        expect_kernels=tuple(dict.fromkeys(k for k in expected if not any(f in k for f in forbidden))),
        forbid_kernels=tuple(forbidden),
        known_failures={check: "; ".join(dict.fromkeys(w)) for check, w in whys.items()},
        checks=checks, t_end=min(ends) if ends else None, num_snapshots=min(snaps) if snaps else None,
        convergence=convergence)


def _excluded(scenario: Scenario, levels: Sequence[Level]) -> bool:
    name = "-".join(level.name for level in levels)
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in scenario.exclude)


def pr_combinations(axes: Sequence[Axis], strength: int = 2,
                    exists: Callable[[tuple[int, ...]], bool] = lambda combo: True) -> list[tuple[int, ...]]:
    """Level indices of the PR gate's combinations: a covering array of the given strength over the
    affordable levels' existing combinations (every `strength` levels of different axes that appear
    together in some such combination appear together in a chosen one), the base (all first levels)
    first. Greedy, most new tuples first, ties to the earliest in product order: the same axes give
    the same combinations."""
    affordable = [[i for i, level in enumerate(axis.levels) if level.affordable] for axis in axes]
    candidates = [c for c in itertools.product(*affordable) if exists(c)]
    if not candidates:
        return []
    strength = min(strength, len(axes))

    def tuples_of(combo: tuple[int, ...]) -> set:
        return set(itertools.combinations(enumerate(combo), strength))

    covers = [tuples_of(c) for c in candidates]
    needed = set().union(*covers)
    base = tuple(0 for _ in axes)
    chosen = []
    if base in candidates:
        chosen.append(base)
        needed -= covers[candidates.index(base)]
    while needed:
        best = max(range(len(candidates)), key=lambda i: (len(covers[i] & needed), -i))
        chosen.append(candidates[best])
        needed -= covers[best]
    return chosen


def expand_axes(scenario: Scenario) -> Scenario:
    """The scenario with its axes turned into variants: every combination of levels (in product
    order; those outside the PR gate's covering array are slow), then the hand-declared variants."""
    if not scenario.axes:
        return scenario

    def levels(combo: tuple[int, ...]) -> list[Level]:
        return [axis.levels[i] for axis, i in zip(scenario.axes, combo)]

    def exists(combo: tuple[int, ...]) -> bool:
        return not _excluded(scenario, levels(combo))

    pr = set(pr_combinations(scenario.axes, exists=exists))
    generated = tuple(_combine(scenario, levels(combo), combo not in pr)
                      for combo in itertools.product(*(range(len(axis.levels)) for axis in scenario.axes))
                      if exists(combo))
    return dataclasses.replace(scenario, variants=generated + tuple(v for v in scenario.variants
                                                                    if v != Variant("default")))


def _validate_axes(path: Path | str, s: Scenario) -> None:
    where = f"{path}: scenario {s.name}"
    names = [axis.name for axis in s.axes]
    if len(set(names)) != len(names):
        raise ValueError(f"{where} has duplicate axis names {names}")
    owner: dict[str, str] = {}
    for axis in s.axes:
        if not axis.levels:
            raise ValueError(f"{where}: axis {axis.name!r} has no levels; give it at least its base level")
        lnames = [level.name for level in axis.levels]
        if len(set(lnames)) != len(lnames) or any(not n or "-" in n for n in lnames):
            raise ValueError(f"{where}: axis {axis.name!r} level names {lnames} must be distinct, non-empty and "
                             "free of '-' (variant names join them with '-')")
        if not axis.levels[0].affordable:
            raise ValueError(f"{where}: axis {axis.name!r}'s base level {lnames[0]!r} is not affordable; the PR "
                             "gate's combinations start from every axis' base: put an affordable level first")
        for level in axis.levels:
            unknown = set(level.known_failures) - set(CHECKS)
            if unknown:
                raise ValueError(f"{where}: level {axis.name}={level.name} names unknown checks {sorted(unknown)}")
            if set(level.full_only_checks) - {"convergence"}:
                raise ValueError(f"{where}: level {axis.name}={level.name} full_only_checks "
                                 f"{list(level.full_only_checks)}: only 'convergence' (a sweep) can be kept for "
                                 "--grid full; make the level affordable=False to keep all its checks there")
            for key in level.options:
                if owner.setdefault(key, axis.name) != axis.name:
                    raise ValueError(f"{where}: option {key!r} is set by axes {owner[key]!r} and {axis.name!r}; "
                                     "an option belongs to one axis (else a combination's value depends on order)")
    every = ["-".join(names) for names in itertools.product(*([lv.name for lv in axis.levels] for axis in s.axes))]
    for pattern, why in s.exclude.items():
        if not any(fnmatch.fnmatchcase(n, pattern) for n in every):
            raise ValueError(f"{where}: exclude pattern {pattern!r} matches no combination of {every}")
        if not why.strip():
            raise ValueError(f"{where}: exclude[{pattern!r}] needs a reason (why the combination does not exist)")
    if s.axes and not [n for n in every if not any(fnmatch.fnmatchcase(n, p) for p in s.exclude)]:
        raise ValueError(f"{where}: exclude removes every combination of its axes")
    every = [v.name for v in expand_axes(s).variants]
    for pattern in s.combination_kernels:
        if not any(fnmatch.fnmatchcase(n, pattern) for n in every):
            raise ValueError(f"{where}: combination_kernels pattern {pattern!r} matches no variant of {every}; "
                             "remove it or fix the pattern")
    for pattern, failures in s.combination_failures.items():
        if not any(fnmatch.fnmatchcase(n, pattern) for n in every):
            raise ValueError(f"{where}: combination_failures pattern {pattern!r} matches no variant of {every}; "
                             "remove it or fix the pattern")
        unknown = set(failures) - set(CHECKS)
        if unknown:
            raise ValueError(f"{where}: combination_failures[{pattern!r}] names unknown checks {sorted(unknown)}")


def load_scenarios(path: Path | str) -> list[Scenario]:
    from harness.declare import load_file

    module = load_file(Path(path))
    default = getattr(module, "SIMULATION", None)
    scenarios = [s if s.simulation is not None else dataclasses.replace(s, simulation=default)
                 for s in getattr(module, "SCENARIOS", ())]
    for s in scenarios:
        _validate_axes(path, s)
    scenarios = [expand_axes(s) for s in scenarios]
    missing = [s.name for s in scenarios if s.simulation is None]
    if missing:
        raise ValueError(f"{path}: scenarios {missing} name no Simulation: define SIMULATION (the adapter "
                         "that runs the target's whole programs, see harness.scenario.Simulation) or pass "
                         "simulation= to each Scenario")
    names = [s.name for s in scenarios]
    if len(set(names)) != len(names):
        raise ValueError(f"{path}: duplicate scenario names in {names}")
    for s in scenarios:
        vnames = [v.name for v in s.variants]
        if len(set(vnames)) != len(vnames):
            raise ValueError(f"{path}: scenario {s.name} has duplicate variant names {vnames}")
        if s.gradients is not None:
            known = tuple(getattr(s.simulation, "parameters", ()))
            bad = set(s.gradients.params) - set(known)
            if bad:
                raise ValueError(f"{path}: scenario {s.name} differentiates wrt unknown {sorted(bad)}; "
                                 f"its simulation's parameters are {known}")
            modes = set(s.gradients.modes) - set(GRAD_MODES)
            if modes:
                raise ValueError(f"{path}: scenario {s.name} declares unknown gradient modes {sorted(modes)}; "
                                 f"known: {GRAD_MODES}")
        for v in s.variants:
            unknown = set(v.known_failures) - set(CHECKS)
            if unknown:
                raise ValueError(f"{path}: {scenario_id(s, v)} known_failures name unknown checks {sorted(unknown)}")
    return scenarios


# -- pure helpers (unit-tested) ---------------------------------------------------------------------


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


def calls_in_loop(jaxpr: Any, name: str = "pallas_call") -> int:
    """`name` equations inside the body of the outermost loop (a `while`, which fori_loop and the
    checkpointed while loop also lower to): kernels there run on every time step, not once."""
    best = 0
    for eqn in iter_eqns(jaxpr):
        if eqn.primitive.name == "while":
            best = max(best, count_primitive(eqn.params["body_jaxpr"], name))
    return best


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


# -- running ----------------------------------------------------------------------------------------


@dataclasses.dataclass
class Side:
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
            from harness import timing

            with timing.stage("scenario.convergence"):
                self._convergence = self._engine._run_convergence(self)
        return self._convergence

    def gradients(self) -> dict:
        if self._gradients is None:
            self._gradients = self._engine._run_gradients(self)
        return self._gradients


def _precision(x64: bool):
    from harness.jaxcompat import enable_x64

    return enable_x64(x64)


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

    def _build(self, scenario: Scenario, variant: Variant, n: int | None = None, **extra: Any):
        options = {**scenario.options, **variant.options, **extra}
        return scenario.build(n or scenario.n, **options)

    def _run(self, scenario: Scenario, variant: Variant) -> ScenarioRun:
        return ScenarioRun(scenario, variant, self)

    def _run_sides(self, run: ScenarioRun) -> tuple[tuple[Side, Side], float]:
        import jax.numpy as jnp

        from harness import timing

        with _precision(run.scenario.x64), timing.stage("scenario.run"):
            eps = float(jnp.finfo(jnp.zeros(()).dtype).eps)
            built = self._build(run.scenario, run.variant)
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
            side.pallas_calls = count_primitive(jaxpr, "pallas_call")
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

    def _run_convergence(self, run: ScenarioRun) -> dict:
        import jax

        scenario, simulation = run.scenario, run.scenario.simulation
        conv = convergence_of(scenario, run.variant)
        assert conv is not None
        rows = []
        with _precision(conv.x64):
            for n in conv.resolutions:
                built = self._build(scenario, run.variant, n)
                exact = simulation.exact(built, conv.t_end)
                if exact is None:
                    raise CheckFailure(f"{run.id}: convergence declared but the builder has no exact solution")
                exact = np.asarray(exact, dtype=np.float64)
                steps = max(1, int(round(conv.t_end / (conv.dt_over_dx * simulation.grid_spacing(built)))))
                index = simulation.variable_index(built, conv.variable)
                row: dict[str, Any] = {"n": n, "steps": steps}
                for backend in BACKENDS:
                    program = simulation.fixed_steps(built, backend, t_end=conv.t_end, steps=steps)
                    start = time.perf_counter()
                    final = np.asarray(jax.block_until_ready(program(simulation.initial_state(built))))
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

    def _run_gradients(self, run: ScenarioRun) -> dict:
        grads = run.scenario.gradients
        assert grads is not None
        options = repr(sorted({**run.scenario.options, **run.variant.options}.items()))
        out: dict[str, Any] = {}
        for mode in run.variant.grad_modes or grads.modes:
            key = (run.scenario.name, options, mode)
            if key not in self._grad_cache:
                from harness import timing

                with timing.stage("scenario.gradients"):
                    self._grad_cache[key] = self._gradients_for_mode(run, mode)
            out.update(self._grad_cache[key])
        return out

    def _gradients_for_mode(self, run: ScenarioRun, mode: str) -> dict:
        import jax
        import jax.numpy as jnp

        scenario, grads, simulation = run.scenario, run.scenario.gradients, run.scenario.simulation
        assert grads is not None
        out: dict[str, Any] = {}
        with _precision(scenario.x64):
            built = self._build(scenario, run.variant, grads.n)
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
                    entry["pallas_calls"] = count_primitive(jaxpr, "pallas_call")
                    entry["kernels"] = tuple(sorted(set(pallas_kernel_names(jaxpr))))
                    start = time.perf_counter()
                    entry["grad"] = np.asarray(jax.block_until_ready(derivative(theta0)), dtype=np.float64)
                    entry["seconds"] = round(time.perf_counter() - start, 2)
                except Exception as err:
                    entry["error"] = f"{type(err).__name__}: {err}"
                out[f"{mode}_{backend}"] = entry
        return out


# -- checks -----------------------------------------------------------------------------------------


def _sides(run: ScenarioRun) -> tuple[Side, Side]:
    return run.native.result(), run.pallas.result()


def check_pallas_ran(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
    if native.pallas_calls:
        raise CheckFailure(f"{run.id}: the NATIVE_JAX program contains {native.pallas_calls} pallas_call(s) "
                           f"({', '.join(native.kernels)}); the native backend must be Pallas-free")
    if not pallas.pallas_calls:
        raise CheckFailure(f"{run.id}: the PALLAS program contains no pallas_call: every gate fell back to "
                           "native, the scenario proves nothing about the kernels")
    if not pallas.pallas_calls_in_loop:
        raise CheckFailure(f"{run.id}: the PALLAS program's {pallas.pallas_calls} pallas_call(s) all sit outside "
                           "the time loop: no kernel runs per step")
    missing = [s for s in run.variant.expect_kernels if not any(s in k for k in pallas.kernels)]
    if missing:
        raise CheckFailure(f"{run.id}: no Pallas kernel matching {missing} in the PALLAS program; it ran "
                           f"{list(pallas.kernels)}")
    forbidden = [k for k in pallas.kernels if any(s in k for s in run.variant.forbid_kernels)]
    if forbidden:
        raise CheckFailure(f"{run.id}: the PALLAS program runs {forbidden}, which this variant must not "
                           f"(forbidden: {list(run.variant.forbid_kernels)})")
    return {"pallas_calls": pallas.pallas_calls, "pallas_calls_in_time_loop": pallas.pallas_calls_in_loop,
            "kernels": " ".join(pallas.kernels),
            "native_seconds": round(native.seconds, 2), "pallas_seconds": round(pallas.seconds, 2)}


def check_step_count(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
    if native.steps != pallas.steps:
        raise CheckFailure(f"{run.id}: adaptive time stepping took {pallas.steps} steps on PALLAS and "
                           f"{native.steps} on NATIVE_JAX to reach t={run.t_end}")
    if abs(native.times[-1] - pallas.times[-1]) > 4 * run.eps * max(abs(native.times[-1]), 1.0):
        raise CheckFailure(f"{run.id}: the runs end at different times: PALLAS t={pallas.times[-1]!r}, "
                           f"NATIVE_JAX t={native.times[-1]!r}")
    return {"steps": native.steps, "t_end": float(native.times[-1])}


SNAPSHOT_TIME_TOLERANCE = 1e-4  # relative to t_end: snapshots this close are compared as simultaneous


def parity_figures(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
    sc = run.scenario
    t_end = max(float(native.times[-1]), 1e-300)
    time_mismatch = float(np.max(np.abs(native.times - pallas.times))) if len(native.times) == len(pallas.times) \
        else float("inf")
    if time_mismatch > SNAPSHOT_TIME_TOLERANCE * t_end:
        # snapshots are taken at the first step past each snapshot time: different dt histories
        # mean different snapshot times; compare the final states only
        times = np.asarray([native.times[-1]])
        pairs = [(pallas.final, native.final)]
    else:
        times = native.times
        pairs = list(zip(pallas.states, native.states))
        pairs[-1] = (pallas.final, native.final)
    errors, worst_vars = [], []
    for a, b in pairs:
        d, k = relative_difference(a, b)
        errors.append(d)
        worst_vars.append(k)
    steps = max(native.steps, pallas.steps)
    t_final = float(times[-1]) if times[-1] > 0 else 1.0
    snapshot_steps = [max(1, int(round(steps * t / t_final))) if t > 0 else 0 for t in times]
    allowed = [allowed_parity(s, sc.parity_per_step, sc.parity_floor) if s else 0.0 for s in snapshot_steps]
    growth = error_growth(times, errors, steps)
    return {"times": [float(t) for t in times], "errors": errors, "allowed": allowed, "steps": steps,
            "snapshot_steps": snapshot_steps, "worst_variable": worst_vars, "time_mismatch": time_mismatch, **growth}


def check_parity(run: ScenarioRun) -> dict[str, Any]:
    f = parity_figures(run)
    bad = [(t, e, a, v) for t, e, a, v, s in zip(f["times"], f["errors"], f["allowed"], f["worst_variable"],
                                                 f["snapshot_steps"]) if not e <= a and not (s == 0 and e == 0)]
    table = ", ".join(f"t={t:.4g}: {e:.2e} (allowed {a:.1e})" for t, e, a in zip(f["times"], f["errors"], f["allowed"]))
    growth = {"times": f["times"], "errors": [float(e) for e in f["errors"]], "allowed": f["allowed"]}
    if bad:
        t, e, a, v = bad[0]
        raise CheckFailure(
            f"{run.id}: PALLAS and NATIVE_JAX states differ by max rel {e:.3e} (variable {v}) at t={t:.4g}, "
            f"allowed {a:.2e} after ~{f['snapshot_steps'][f['times'].index(t)]} of {f['steps']} steps; "
            f"error growth exponent {f['growth_exponent']:.2f}, {f['error_per_step']:.2e}/step; snapshots: {table}", {"growth": growth})
    return {"final_rel_error": f["final_error"], "allowed": f["allowed"][-1], "steps": f["steps"],
            "headroom": f["final_error"] / f["allowed"][-1] if f["allowed"][-1] else float("nan"),
            "growth_exponent": f["growth_exponent"], "error_per_step": f["error_per_step"],
            "snapshot_time_mismatch": f["time_mismatch"], "snapshots": table, "growth": growth}


def check_conservation(run: ScenarioRun) -> dict[str, Any]:
    native, pallas = _sides(run)
    sc = run.scenario
    out: dict[str, Any] = {}
    problems = []
    for side in (native, pallas):
        steps = max(side.steps, 1)
        allowed = sc.conservation_ulps * run.eps * steps
        for key, series in side.totals.items():
            if key.endswith("_scale"):
                continue
            scale = float(side.totals[f"{key}_scale"])
            drift = float(np.max(np.abs(series - series[0]))) / scale
            out[f"{side.backend}_{key}_drift"] = drift  # reported for every quantity, checked where promised
            if key.split("_")[0] not in sc.conserved:
                continue
            if not drift <= allowed:
                problems.append(f"{side.backend} {key} drifts by {drift:.2e} of sum|q| (allowed {allowed:.1e} = "
                                f"{sc.conservation_ulps} eps x {steps} steps; totals {series[0]!r} -> {series[-1]!r})")
    if problems:
        raise CheckFailure(f"{run.id}: periodic box does not conserve: " + "; ".join(problems))
    out["allowed"] = sc.conservation_ulps * run.eps * max(native.steps, pallas.steps, 1)
    return out


def check_convergence(run: ScenarioRun) -> dict[str, Any]:
    conv = convergence_of(run.scenario, run.variant)
    assert conv is not None
    result = run.convergence()
    problems = []
    for name in ("native", "pallas"):
        order = result[f"{name}_order"]
        if not order >= conv.expected_order - conv.margin:
            problems.append(f"{name} order {order:.2f} < expected {conv.expected_order} - margin {conv.margin}")
    gap = abs(result["native_order"] - result["pallas_order"])
    if not gap <= conv.order_margin:
        problems.append(f"PALLAS order {result['pallas_order']:.3f} and NATIVE_JAX order "
                        f"{result['native_order']:.3f} differ by {gap:.3f} > {conv.order_margin}")
    if problems:
        raise CheckFailure(f"{run.id}: convergence: " + "; ".join(problems) + "\n" + convergence_table(run.id, result))
    return {"native_order": result["native_order"], "pallas_order": result["pallas_order"],
            "expected_order": conv.expected_order, "table": convergence_table(run.id, result)}


def convergence_table(name: str, result: dict) -> str:
    lines = [f"convergence {name}: L1 error of {result.get('variable', 'density')} vs the exact solution",
             f"{'N':>6} {'steps':>6} {'NATIVE_JAX':>12} {'order':>6} {'PALLAS':>12} {'order':>6}"]
    native_p = [float("nan")] + result["native_pairwise"]
    pallas_p = [float("nan")] + result["pallas_pairwise"]
    for row, pn, pp in zip(result["rows"], native_p, pallas_p):
        lines.append(f"{row['n']:>6} {row['steps']:>6} {row['native']:>12.4e} {pn:>6.2f} {row['pallas']:>12.4e} "
                     f"{pp:>6.2f}")
    lines.append(f"{'fit':>6} {'':>6} {'':>12} {result['native_order']:>6.2f} {'':>12} {result['pallas_order']:>6.2f}")
    return "\n".join(lines)


def check_gradients(run: ScenarioRun) -> dict[str, Any]:
    grads = run.scenario.gradients
    assert grads is not None
    result = run.gradients()
    out: dict[str, Any] = {}
    problems = []
    wanted = run.variant.grad_params or grads.params
    for mode in run.variant.grad_modes or grads.modes:
        native, pallas = result[f"{mode}_native"], result[f"{mode}_pallas"]
        for name, entry in (("NATIVE_JAX", native), ("PALLAS", pallas)):
            if "error" in entry:
                problems.append(f"{mode}: {name} gradient failed: {entry['error']}")
        if problems:
            continue
        if native["pallas_calls"]:
            problems.append(f"{mode}: the NATIVE_JAX derivative program contains {native['pallas_calls']} pallas_call(s)")
        if not pallas["pallas_calls"]:
            problems.append(f"{mode}: the PALLAS derivative program contains no pallas_call")
        adjoint = grads.reverse_kernels
        if mode == "bwd" and adjoint and not any(s in k for s in adjoint for k in pallas["kernels"]):
            problems.append(f"bwd: the PALLAS reverse program runs no Pallas adjoint kernel matching {list(adjoint)} "
                            f"({list(pallas['kernels'])}): reverse mode differentiated the forward kernels instead")
        gn, gp = native["grad"], pallas["grad"]
        for param in wanted:
            i = tuple(run.scenario.simulation.parameters).index(param)
            if not (np.isfinite(gn[i]) and np.isfinite(gp[i])):
                problems.append(f"{mode} d/d{param}: non-finite (PALLAS {gp[i]!r}, NATIVE_JAX {gn[i]!r})")
                continue
            scale = max(abs(gn[i]), grads.floor * float(np.max(np.abs(gn))))
            rel = abs(gp[i] - gn[i]) / scale if scale else 0.0
            out[f"{mode}_d{param}_native"] = float(gn[i])
            out[f"{mode}_d{param}_pallas"] = float(gp[i])
            out[f"{mode}_d{param}_rel"] = rel
            if not rel <= grads.rtol:
                problems.append(f"{mode} d/d{param}: PALLAS {gp[i]:.6e} vs NATIVE_JAX {gn[i]:.6e} (rel {rel:.2e} > "
                                f"{grads.rtol:.0e})")
        out[f"{mode}_pallas_kernels"] = " ".join(pallas["kernels"])
        out[f"{mode}_seconds"] = f"native {native['seconds']}, pallas {pallas['seconds']}"
    if problems:
        raise CheckFailure(f"{run.id}: gradients: " + "; ".join(problems))
    return out


CHECK_FUNCTIONS: dict[str, Callable[[ScenarioRun], dict[str, Any]]] = {
    "pallas_ran": check_pallas_ran,
    "parity": check_parity,
    "conservation": check_conservation,
    "step_count": check_step_count,
    "convergence": check_convergence,
    "gradients": check_gradients,
}

def produced_golden(run: ScenarioRun, package: str) -> Any:
    """Both backends' final states and step counts, as the golden store keeps a case's outputs."""
    import types

    from harness import golden as golden_mod

    native, pallas = _sides(run)
    values = {side.backend: [np.asarray(side.final), np.asarray(side.steps, np.int64)] for side in (native, pallas)}
    where = types.SimpleNamespace(x64=run.scenario.x64, mesh=1, interpret=True)
    provenance = {**golden_mod.provenance(package, where), "t_end": run.t_end}
    by_variable = {side: [True, False] for side in values}  # the state (variables first), the step count
    return golden_mod.Golden(run.id, golden_pair(run.scenario.name), values, {}, provenance, run.scenario.golden_slack,
                             by_variable)


def check_golden(run: ScenarioRun, store: Any, *, bless: str | None = None, dry_run: bool = False,
                 optional: bool = False) -> dict[str, Any]:
    """The final states against the golden store; under `harness bless`, written (never when the
    backends disagree). An `optional` golden (a full-grid-only variant) never blessed is a skip."""
    from harness import golden as golden_mod

    if bless in ("budgets", "ir"):
        return {"golden": f"left alone (blessing {bless} only)"}
    actual = produced_golden(run, store.package)
    if bless is None:
        try:
            return golden_mod.verify(store, actual)
        except golden_mod.MissingGolden as err:
            if not optional:
                raise CheckFailure(str(err)) from None
            import pytest

            pytest.skip(golden_mod.FULL_ONLY)
        except golden_mod.GoldenError as err:
            raise CheckFailure(str(err)) from None
    try:
        check_parity(run)
    except CheckFailure as err:
        raise CheckFailure(f"{run.id}: refusing to bless a scenario whose backends disagree:\n{err}") from None
    return golden_mod.bless(store, actual, bless, dry_run)


_ENGINE: ScenarioEngine | None = None


def engine() -> ScenarioEngine:
    """The process-wide engine (one run per scenario variant per session)."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = ScenarioEngine()
    return _ENGINE
