"""What the plugin holds for one pytest process, whether a session asked for it at all, and
what a session leaves behind (fingerprints of verified pairs, unused goldens)."""

from __future__ import annotations

import os
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from harness.analysis import filecheck_run
from harness.checks import registry
from harness.declare import Case, Pair, Target, load_target
from harness.declare.scenario import declared_ids, is_slow, load_scenarios
from harness.declare.target import version_mismatch
from harness.errors import DeclarationError
from harness.grid import devices
from harness.grid.cases import all_cases, declared_cases, required_ids
from harness.jaxtools import codegen, compile_cache
from harness.manifest import claims, known_failures
from harness.plugin import selection
from harness.report import report
from harness.store import affected, environment
from harness.store.golden_store import Store
from harness.target_files import DECLARATIONS, SCENARIOS


PLAN = pytest.StashKey[devices.DevicePlan]()


STATE = pytest.StashKey["SessionState"]()


CODEGEN = pytest.StashKey["codegen.Profile"]()


RESULTS = pytest.StashKey["report.RunResults"]()


PREVIOUS = pytest.StashKey[list]()  # rows of --harness-compare


MUTATION = pytest.StashKey[dict]()  # a harness mutate --json report for the HTML page


class SessionState:
    """What the plugin holds for one pytest process (controller or xdist worker)."""

    def __init__(self, config: pytest.Config):
        self.config = config
        self._target: Target | None = None
        self._known: list[known_failures.KnownFailure] | None = None
        self._engine = None
        self._check_files: list | None = None
        self._declared: list | None = None
        self._grids: dict[str, list] = {}  # grid name -> its (pair, case)s at this run's mesh sizes
        self._selectable: set[str] | None = None
        self._required: dict[str, set[str]] = {}  # pair -> ids of its PR grid's required cases
        self._store = None
        self._scenarios: list | None = None
        self.pending: dict[str, int] = defaultdict(int)  # checks still to run per case, in this process
        self.coverage: dict[str, Any] = {}  # pair -> harness.tools.coverage.PairCoverage, measured this session
        self.coverage_seconds = 0.0
        self._pr_ids: set[str] | None = None  # case ids of the PR grid, for golden_optional

    def check_done(self, case_id: str | None) -> None:
        """One check of the case is done; after its last one in this process the case's run is dropped."""
        if case_id is None or case_id not in self.pending:
            return
        self.pending[case_id] -= 1
        if self.pending[case_id] <= 0:
            del self.pending[case_id]
            if self._engine is not None:
                self._engine.forget(case_id)

    def path_option(self, name: str, ini: str) -> Path:
        value = self.config.getoption(name) or self.config.getini(ini)
        path = Path(value)
        return path if path.is_absolute() else Path(self.config.rootpath) / path

    def declarations_path(self) -> Path:
        """--pairs; else a declaration file (`pairs.py`) named on the command line, or sitting in a
        folder named there; else ini harness_pairs."""
        if self.config.getoption("harness_pairs"):
            return self.path_option("harness_pairs", "harness_pairs")
        named = _declarations_named(self.config)
        if len(named) == 1:
            return named[0]
        return self.path_option("harness_pairs", "harness_pairs")

    @property
    def target(self) -> Target:
        if self._target is None:
            self._target = load_target(self.declarations_path())
        return self._target

    @property
    def known(self) -> list[known_failures.KnownFailure]:
        if self._known is None:
            path = self.known_failures_path()
            known = known_failures.load_declared(path, self.target)
            ids: dict[str, list[str]] = defaultdict(list)
            for pair, case in self.declared_cases():
                ids[pair.name].append(case.id)
            claims.check_manifest(known, ids, path, {case.id: case for _, case in self.declared_cases()})
            self._known = known
        return self._known

    def known_failures_path(self) -> Path:
        """--known-failures, else ini harness_known_failures, else known_failures.toml beside the pairs."""
        if self.config.getoption("harness_known_failures") or self.config.getini("harness_known_failures"):
            return self.path_option("harness_known_failures", "harness_known_failures")
        return Path(self.target.source).parent / "known_failures.toml"

    @property
    def engine(self):
        if self._engine is None:
            from harness.run.engine import Engine  # lazy: imports JAX, which starts after the device flags are set

            devices.verify(self.config.stash[PLAN])
            mismatch = version_mismatch(self.target)  # first: a target not installed is told so, not ImportError
            if mismatch:
                raise DeclarationError(mismatch)
            _check_not_shadowed(self.target)
            jax_cache = self.jax_cache_dir()
            compile_cache.enable(jax_cache)
            # Triton/ptxas results beside the XLA cache (DIR-kernels), and off with it (--no-jax-cache).
            kernels = jax_cache.with_name(jax_cache.name + "-kernels") if jax_cache else None
            self._engine = Engine(self.target, kernel_cache_dir=kernels)
        return self._engine

    def jax_cache_dir(self) -> Path | None:
        if self.config.getoption("no_jax_cache"):
            return None
        return self.path_option("jax_cache", "harness_jax_cache")

    def selectable_pairs(self) -> set[str]:
        """The pairs this run may select (--only-pairs, a -k that only narrows: plugin.selection), by name."""
        if self._selectable is None:
            self._selectable = selection.selectable_pairs(self.config, self.target,
                                                          lambda: self.cases(self.config.getoption("grid")))
        return self._selectable

    def coverage_measured(self) -> bool:
        """Option coverage is measured unless the target declares no option space, it is switched off,
        or this run is a harness mutate mutant (a mutant changes kernels, not what the grid runs)."""
        return (self.target.options is not None and self.config.getoption("option_coverage") != "off"
                and not os.environ.get("HARNESS_MUTANT_ROOT"))

    def coverage_gap(self, pair: Pair) -> str | None:
        """The collection error for a pair whose Pallas path or twin reads an option value that no case
        runs and no declaration names (None: no gap). Measured once per pair: from the record cache
        while the pair's sources and declaration are unchanged, else by tracing its PR-grid cases."""
        if not self.coverage_measured():
            return None
        from harness.tools import coverage  # lazy: imports JAX, which starts after the device flags are set

        if pair.name not in self.coverage:
            self.coverage[pair.name] = coverage.pair_coverage(
                self.target, pair, self.engine, self.path_option("coverage_dir", "harness_coverage"))
        cov = self.coverage[pair.name]
        return coverage.gap_message(self.target, cov) if cov.gaps else None

    def work_counts(self) -> dict[str, int]:
        """This process's JAX work: traces and compiles asked for, and what XLA really compiled."""
        if self._engine is None:
            return {}

        return {**self._engine.counters, **compile_cache.counts()}

    @property
    def check_files(self) -> list:
        """FileCheck files beside the declarations, validated against every case of the full grid."""
        if self._check_files is None:
            self._check_files = filecheck_run.discover(self.target, self.declared_cases())
        return self._check_files

    def cases(self, grid: str) -> list[tuple[Pair, Case]]:
        """The (pair, case)s of a grid at this run's mesh sizes and interpret modes, built once per process:
        every check's collection asks for the same list."""
        if grid not in self._grids:
            plan = self.config.stash[PLAN]
            self._grids[grid] = list(all_cases(self.target, grid=grid, mesh_sizes=plan.mesh_sizes,
                                               interpret=plan.interpret_modes))
        return self._grids[grid]

    def required_ids(self, pair: Pair) -> set[str]:
        """The ids of the pair's required cases in the PR grid (never slow), once per process."""
        if pair.name not in self._required:
            self._required[pair.name] = required_ids(self.target, pair,
                                                     interpret=self.config.stash[PLAN].interpret_modes)
        return self._required[pair.name]

    def declared_cases(self) -> list[tuple[Pair, Case]]:
        """The full declared grid (grid.declared_cases), built once per process: the manifest, the
        FileCheck files and the golden folder are each checked against it."""
        if self._declared is None:
            self._declared = declared_cases(self.target)
        return self._declared

    @property
    def store(self):
        if self._store is None:
            self.engine  # goldens are keyed by the environment JAX reports: start it the checked way
            self._store = Store(self.path_option("golden_dir", "harness_golden"), self.target.distribution,
                                self.target.name, carry_from=self.config.getoption("golden_from"))
        return self._store

    def scenario_ids(self) -> set[str]:
        return declared_ids(self.target.source)

    def scenarios_path(self) -> Path:
        return self.declarations_path().resolve().parent / SCENARIOS

    @property
    def scenarios(self) -> list:
        """The scenarios declared beside the pair declarations (none where there is no scenarios.py)."""
        if self._scenarios is None:

            path = self.scenarios_path()
            self._scenarios = load_scenarios(path, registry.SCENARIO_NAMES) if path.is_file() else []
        return self._scenarios

    def fingerprint_file(self) -> Path:
        return self.path_option("harness_fingerprints", "harness_fingerprints")

    def known_failures(self, case: Case, check: str) -> list[known_failures.KnownFailure]:
        """The manifest's entries that claim this case for this check (what a check is handed): none,
        one, or several whose causes meet in the case."""
        return known_failures.all_matching(self.known, case.pair, case.id, check, case)

    def golden_optional(self, case_id: str) -> bool:
        """A case (or scenario variant) of the full grid that the PR grid at these mesh sizes does not
        have: its golden may never have been blessed (harness.store.golden_store.FULL_ONLY)."""
        if self.config.getoption("grid") == "default":
            return False
        if self._pr_ids is None:

            self._pr_ids = {c.id for _, c in self.cases("default")}
            self._pr_ids |= {f"{sc.name}[{v.name}]" for sc in self.scenarios for v in sc.variants
                             if not is_slow(sc, v, "golden")}
        return case_id not in self._pr_ids

    def fingerprint_context(self, pair: Pair) -> str:
        """This run's part of a pair's fingerprint: grid, mesh sizes, environment, harness, manifest."""
        plan = self.config.stash[PLAN]
        entries = [e for e in self.known if any(_pattern_pair_matches(p, pair.name) for p in e.cases)]
        where = (f"{environment.versions_key(self.target.package)} {codegen.golden_profile()} "
                 f"{' '.join(codegen.compile_flags())}")
        if self.config.getoption("golden_from"):  # judged against another environment's goldens: not this one's
            where += f" golden-from {self.config.getoption('golden_from')}"
        return affected.run_context(grid=self.config.getoption("grid"), mesh_sizes=plan.mesh_sizes,
                                    interpret=plan.interpret_modes, entries=entries, environment=where)

    def artifacts(self) -> Path:
        return self.path_option("harness_artifacts", "harness_artifacts")

    def pair(self, name: str) -> Pair:
        return next(p for p in self.target.pairs if p.name == name)


def _pattern_pair_matches(pattern: str, pair: str) -> bool:
    """Whether a manifest case pattern (`pair[...]`, * and ? only) can name a case of `pair`."""
    import fnmatch

    return fnmatch.fnmatchcase(pair, pattern.split("[", 1)[0])


def _declarations_named(config: pytest.Config) -> list[Path]:
    out = []
    for arg in config.args:
        path = Path(str(arg).split("::")[0])
        path = path if path.is_absolute() else Path(config.invocation_params.dir) / path
        if path.name == DECLARATIONS and path.is_file():
            out.append(path.resolve())
        elif path.is_dir() and (path / DECLARATIONS).is_file():
            out.append((path / DECLARATIONS).resolve())
    return sorted(set(out))


def check_mutant_copy(target: Target, root: Path) -> None:
    """Under harness mutate: the target package must be the mutated copy, not the installed one."""
    import importlib

    origin = Path(getattr(importlib.import_module(target.package), "__file__", "") or "").resolve()
    if root.resolve() not in origin.parents:
        raise pytest.UsageError(f"harness mutate: 'import {target.package}' resolves to {origin}, not the mutated "
                                f"copy under {root}: a .pth file or an earlier sys.path entry wins over PYTHONPATH")


def _check_not_shadowed(target: Target) -> None:
    """The declaration folder is named like the package; prove the installed package is the one used."""
    import importlib

    module = importlib.import_module(target.package)
    origin = str(getattr(module, "__file__", "") or "")
    folder = Path(target.source).resolve().parent
    if not origin or folder in Path(origin).resolve().parents:  # a path prefix, not a string one (toy vs toy_x)
        raise DeclarationError(f"'import {target.package}' resolves to {origin or 'a namespace package'}, "
                               f"not the installed package: the declaration folder {folder} shadows it; "
                               f"install {target.package}=={target.version} and keep __init__.py out of {folder}")


def record_fingerprints(state: SessionState, results: report.RunResults) -> None:
    """A pair whose every case ran and passed (or failed as its manifest says) is verified as it is
    now: record its fingerprint, so --changed-only can leave it out until something it depends on changes."""
    verified = results.verified_pairs()
    if not verified or state.config.getoption("grid") == "smoke":
        return
    golden_root = state.path_option("golden_dir", "harness_golden")
    affected.record(state.fingerprint_file(), {pair.name: affected.fingerprint(state.target, pair, golden_root,
                                                                               state.fingerprint_context(pair))
                                               for pair in state.target.pairs if pair.name in verified})


def unused_goldens(config: pytest.Config, results: report.RunResults) -> list[Path]:
    """Goldens no declared case can produce: decided from the declarations, not from what ran, so
    `-k`, skips and xdist cannot make a golden look unused."""
    if not results.where("golden"):
        return []

    state = config.stash[STATE]  # a store of its own: the run's starts JAX's backends (xdist's controller has none)
    store = Store(state.path_option("golden_dir", "harness_golden"), state.target.distribution, state.target.name)
    return store.unused({c.id for _, c in state.declared_cases()} | state.scenario_ids())
