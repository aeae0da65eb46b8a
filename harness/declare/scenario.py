"""Scenario declarations: whole programs of a target (simulations), its Pallas backend against its native one.

A `Scenario` (declared in a `scenarios.py` beside the pair declarations, e.g. `astronomix/scenarios.py`)
names an initial-condition builder, the options that decide which kernels run, and what the physics
promises (periodic box: conservation; smooth solution: a convergence order). How the target runs a
whole program is its own business: the declarations name a `Simulation` (e.g.
`astronomix/simulation.py`), and the engine (`harness.run.scenario_engine`) only traces, runs and compares
what it returns; the checks on a run live in `harness.checks.scenario`.

This module holds what a `scenarios.py` imports, what decides which variants and checks exist (option
axes expanded into variants, the PR gate's covering array of them) and the loading and validation of
a `scenarios.py`. It never imports the engine: collection needs no JAX.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import itertools
from collections.abc import Callable, Collection, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import numpy as np

from harness.declare.covering import combinations_of, greedy_cover
from harness.declare.target import load_file
from harness.target_files import SCENARIOS


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


SCENARIOS_FILE = SCENARIOS  # beside a target's pairs.py


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
    first. Greedy (`harness.declare.covering.greedy_cover`), ties to the earliest in product order: the same
    axes give the same combinations."""
    affordable = [[i for i, level in enumerate(axis.levels) if level.affordable] for axis in axes]
    candidates = [c for c in itertools.product(*affordable) if exists(c)]
    if not candidates:
        return []
    strength = min(strength, len(axes))
    covers = [combinations_of(dict(enumerate(combo)), strength) for combo in candidates]
    base = tuple(0 for _ in axes)
    chosen = [base] if base in candidates else []
    covered = covers[candidates.index(base)] if chosen else set()
    return chosen + [candidates[i] for i in greedy_cover(covers, covered)]


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


def _validate_axes(path: Path | str, s: Scenario, checks: Collection[str] | None = None) -> None:
    """`checks`: the scenario checks a level may expect to fail (the registry's; None: names unchecked,
    for commands that only list variants)."""
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
            unknown = set(level.known_failures) - set(checks) if checks is not None else set()
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
        unknown = set(failures) - set(checks) if checks is not None else set()
        if unknown:
            raise ValueError(f"{where}: combination_failures[{pattern!r}] names unknown checks {sorted(unknown)}")


def load_scenarios(path: Path | str, checks: Collection[str] | None = None) -> list[Scenario]:
    """The scenarios a `scenarios.py` declares, axes expanded; `checks`: the scenario checks their known
    failures may name (the plugin passes the registry's)."""

    module = load_file(Path(path))
    default = getattr(module, "SIMULATION", None)
    scenarios = [s if s.simulation is not None else dataclasses.replace(s, simulation=default)
                 for s in getattr(module, "SCENARIOS", ())]
    for s in scenarios:
        _validate_axes(path, s, checks)
    scenarios = [expand_axes(s) for s in scenarios]
    missing = [s.name for s in scenarios if s.simulation is None]
    if missing:
        raise ValueError(f"{path}: scenarios {missing} name no Simulation: define SIMULATION (the adapter "
                         "that runs the target's whole programs, see harness.declare.scenario.Simulation) or pass "
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
            unknown = set(v.known_failures) - set(checks) if checks is not None else set()
            if unknown:
                raise ValueError(f"{path}: {scenario_id(s, v)} known_failures name unknown checks {sorted(unknown)}")
    return scenarios
