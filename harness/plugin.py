"""The pytest plugin: options, device set-up, case parametrisation, the shared run, the summary.

Registered through the `pytest11` entry point. It does nothing unless a session asks for it (one of
its options, or a conformance target on the command line: `asked`), so a team's other test suites in
the same environment run untouched.
"""

from __future__ import annotations

import os
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from harness import devices, report, timing
from harness import known_failures as kf
from harness.declare import Case, DeclarationError, Pair, Target, load_target
from harness.grid import GRIDS, all_cases, declared_cases, required_ids
from harness.scenario import SCENARIOS_FILE as SCENARIOS

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
        self._known: list[kf.KnownFailure] | None = None
        self._engine = None
        self._check_files: list | None = None
        self._store = None
        self._scenarios: list | None = None
        self.pending: dict[str, int] = defaultdict(int)  # checks still to run per case, in this process
        self.coverage: dict[str, Any] = {}  # pair -> harness.coverage.PairCoverage, measured this session
        self.coverage_seconds = 0.0
        self._pr_ids: set[str] | None = None  # case ids of the PR grid, for golden_optional

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
    def known(self) -> list[kf.KnownFailure]:
        if self._known is None:
            path = self.known_failures_path()
            known = kf.load(path, {p.name for p in self.target.pairs})
            ids: dict[str, list[str]] = defaultdict(list)
            for pair, case in self.declared_cases():
                ids[pair.name].append(case.id)
            kf.check_manifest(known, ids, path)
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
            from harness.engine import Engine

            from harness import compile_cache

            devices.verify(self.config.stash[PLAN])
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
        from harness import coverage

        if pair.name not in self.coverage:
            self.coverage[pair.name] = coverage.pair_coverage(
                self.target, pair, self.engine, self.path_option("coverage_dir", "harness_coverage"))
        cov = self.coverage[pair.name]
        return coverage.gap_message(self.target, cov) if cov.gaps else None

    def work_counts(self) -> dict[str, int]:
        """This process's JAX work: traces and compiles asked for, and what XLA really compiled."""
        if self._engine is None:
            return {}
        from harness import compile_cache

        return {**self._engine.counters, **compile_cache.counts()}

    @property
    def check_files(self) -> list:
        """FileCheck files beside the declarations, validated against every case of the full grid."""
        if self._check_files is None:
            from harness import filecheck_run

            self._check_files = filecheck_run.discover(self.target, self.declared_cases())
        return self._check_files

    def declared_cases(self) -> list[tuple[Pair, Case]]:
        return declared_cases(self.target)

    @property
    def store(self):
        if self._store is None:
            from harness.golden import Store

            self.engine  # goldens are keyed by the environment JAX reports: start it the checked way
            self._store = Store(self.path_option("golden_dir", "harness_golden"), self.target.package,
                                self.target.name)
        return self._store

    def scenario_ids(self) -> set[str]:
        from harness.scenario import declared_ids

        return declared_ids(self.target.source)

    def scenarios_path(self) -> Path:
        return self.declarations_path().resolve().parent / SCENARIOS

    @property
    def scenarios(self) -> list:
        """The scenarios declared beside the pair declarations (none where there is no scenarios.py)."""
        if self._scenarios is None:
            from harness.scenario import load_scenarios

            path = self.scenarios_path()
            self._scenarios = load_scenarios(path) if path.is_file() else []
        return self._scenarios

    def fingerprint_file(self) -> Path:
        return self.path_option("harness_fingerprints", "harness_fingerprints")

    def golden_optional(self, case_id: str) -> bool:
        """A case (or scenario variant) of the full grid that the PR grid at these mesh sizes does not
        have: its golden may never have been blessed (harness.golden.FULL_ONLY)."""
        if self.config.getoption("grid") == "default":
            return False
        if self._pr_ids is None:
            from harness.scenario import is_slow

            plan = self.config.stash[PLAN]
            self._pr_ids = {c.id for _, c in all_cases(self.target, grid="default", mesh_sizes=plan.mesh_sizes,
                                                      interpret=plan.interpret_modes)}
            self._pr_ids |= {f"{sc.name}[{v.name}]" for sc in self.scenarios for v in sc.variants
                             if not is_slow(sc, v, "golden")}
        return case_id not in self._pr_ids

    def fingerprint_context(self, pair: Pair) -> str:
        """This run's part of a pair's fingerprint: grid, mesh sizes, environment, harness, manifest."""
        from harness import affected, codegen, golden

        plan = self.config.stash[PLAN]
        entries = [e for e in self.known if any(_pattern_pair_matches(p, pair.name) for p in e.cases)]
        environment = (f"{golden.versions_key(self.target.package)} {codegen.golden_profile()} "
                       f"{' '.join(codegen.compile_flags())}")
        return affected.run_context(grid=self.config.getoption("grid"), mesh_sizes=plan.mesh_sizes,
                                    interpret=plan.interpret_modes, entries=entries, environment=environment)

    def artifacts(self) -> Path:
        return self.path_option("harness_artifacts", "harness_artifacts")

    def pair(self, name: str) -> Pair:
        return next(p for p in self.target.pairs if p.name == name)


DECLARATIONS = "pairs.py"


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


class DeclarationModule(pytest.Module):
    """A declaration file collected as the plugin's checks (harness.suite) over its pairs: a project
    writes declarations, not test files."""

    def _getobj(self):
        from harness import suite

        return suite


class ScenarioModule(pytest.Module):
    """The scenarios file beside the declarations, collected as the scenario checks over its variants."""

    def _getobj(self):
        from harness import scenario_suite

        return scenario_suite


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    state = parent.config.stash.get(STATE, None)
    if state is None or file_path.name not in (DECLARATIONS, SCENARIOS):
        return None
    try:
        declarations = state.declarations_path().resolve()
        if file_path.name == DECLARATIONS and file_path.resolve() == declarations:
            return DeclarationModule.from_parent(parent, path=file_path)
        if file_path.name == SCENARIOS and file_path.resolve() == state.scenarios_path():
            return ScenarioModule.from_parent(parent, path=file_path)
    except OSError:
        pass
    return None


def _check_mutant_copy(target: Target, root: Path) -> None:
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


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("pallas-conformance")
    group.addoption("--gpus", type=int, default=1, metavar="N",
                    help="devices per mesh, 1..N: real GPUs when present, else N simulated CPU devices")
    group.addoption("--codegen", choices=("portable", "native"), default="portable",
                    help="XLA:CPU code generation: 'portable' pins the instruction set so outputs (and goldens) "
                         "are the same on every host; 'native' uses this host's (goldens of their own)")
    group.addoption("--golden-profile", default=None, metavar="PROFILE",
                    help="compare with the goldens of another code-generation profile (e.g. x86_64-sse4_2) "
                         "instead of this run's own: checks that goldens hold across hosts")
    group.addoption("--grid", choices=GRIDS, default="default",
                    help="'default': the PR gate; 'full': every combination of every axis")
    group.addoption("--pairs", dest="harness_pairs", default=None, metavar="PATH",
                    help="pair declaration file (default: ini harness_pairs)")
    group.addoption("--known-failures", dest="harness_known_failures", default=None, metavar="PATH",
                    help="known-failure manifest (default: ini harness_known_failures, else known_failures.toml "
                         "beside the pair declarations)")
    group.addoption("--harness-report", default=None, metavar="PATH",
                    help="write per-case results as JSON (for CI)")
    group.addoption("--jax-cache", default=None, metavar="DIR",
                    help="JAX persistent compilation cache (default: ini harness_jax_cache)")
    group.addoption("--no-jax-cache", action="store_true", help="compile everything afresh, cache nothing on disk")
    group.addoption("--golden-dir", dest="golden_dir", default=None, metavar="DIR",
                    help="golden store (default: ini harness_golden)")
    group.addoption("--harness-artifacts", default=None, metavar="DIR",
                    help="where each case's IR is written for FileCheck and for you (default: ini)")
    group.addoption("--harness-bless", choices=("all", "values", "ir", "budgets"), default=None,
                    help="write goldens for the selected cases (use `harness bless`)")
    group.addoption("--harness-bless-dry-run", action="store_true", help="show what blessing would change")
    group.addoption("--harness-markdown", default=None, metavar="PATH",
                    help="write the summary as Markdown (for a pull-request comment)")
    group.addoption("--harness-diff", action="store_true",
                    help="print each golden difference in full after the run (use `harness diff -k EXPR`)")
    group.addoption("--harness-html", default=None, metavar="PATH",
                    help="write one self-contained HTML report: pair x check matrix, error maps, IR diffs, GPU table")
    group.addoption("--harness-compare", default=None, metavar="OLD.json",
                    help="with --harness-html: show what newly fails, newly passes and moved since this "
                         "--harness-report of an earlier run")
    group.addoption("--harness-mutation", default=None, metavar="MUTATE.json",
                    help="with --harness-html: add the table of a harness mutate --json report")
    group.addoption("--harness-progress", choices=("auto", "on", "off"), default="auto",
                    help="a live progress line (checks done / total, current case, ETA): 'auto' on a terminal")
    group.addoption("--harness-shuffle", type=int, default=None, metavar="SEED",
                    help="run the cases, and the checks of each case, in an order shuffled by SEED (a verdict "
                         "must not depend on the order: bench/soak.py)")
    group.addoption("--changed-only", action="store_true",
                    help="run only the pairs whose sources, declaration, check files or goldens changed since "
                         "their last all-green run")
    group.addoption("--only-pairs", default=None, metavar="NAME,NAME",
                    help="run only the cases of these pairs (exact names; scenarios are kept): what harness mutate "
                         "and harness affected select")
    group.addoption("--option-coverage", dest="option_coverage", choices=("check", "off"), default="check",
                    help="'check': a config option value the Pallas path or its twin reads that no case runs and "
                         "no declaration names is a collection error (`harness coverage` lists them); 'off': skip")
    group.addoption("--coverage-dir", dest="coverage_dir", default=None, metavar="DIR",
                    help="records of the option reads traced per pair (default: ini harness_coverage)")
    group.addoption("--fingerprints", dest="harness_fingerprints", default=None, metavar="PATH",
                    help="where --changed-only keeps the fingerprints of verified pairs (default: ini)")
    _OPTIONS.update({name: (opt.dest, opt.default) for opt in group.options for name in opt.names()})
    parser.addini("harness_fingerprints", "fingerprints of verified pairs", default=".harness-cache/fingerprints.json")
    parser.addini("harness_golden", "golden store directory", default="golden")
    parser.addini("harness_coverage", "records of the option reads traced per pair", default=".harness-cache/coverage")
    parser.addini("harness_artifacts", "IR artifacts directory", default=".harness-cache/artifacts")
    parser.addini("harness_pairs", "pair declaration file (default: pairs.py named on the command line, or at the root)",
                  default=DECLARATIONS)
    parser.addini("harness_suite", "what the harness command runs (default: the declarations file)", default="")
    parser.addini("harness_jax_cache", "JAX persistent compilation cache directory", default=".harness-cache/jax")
    parser.addini("harness_known_failures", "known-failure manifest (default: beside the declarations)", default="")


_OPTIONS: dict[str, tuple[str, Any]] = {}  # option string -> (dest, default), filled by pytest_addoption


def asked(config: pytest.Config) -> bool:
    """Whether this session wants the harness: one of its options is given, or it collects a
    conformance target. Otherwise the plugin sets nothing up (no device flags, no code generation,
    no subprocess): a team's own JAX tests in the same environment run as if it were not installed."""
    given = {str(a).split("=", 1)[0] for a in config.invocation_params.args}
    if given & set(_OPTIONS) or any(config.getoption(dest) != default for dest, default in _OPTIONS.values()):
        return True
    return any(_names_a_target(config, path) for path in _arg_paths(config))


def _arg_paths(config: pytest.Config) -> list[Path]:
    paths = [Path(str(arg).split("::")[0]) for arg in config.args]
    return [p if p.is_absolute() else Path(config.invocation_params.dir) / p for p in paths]


def _names_a_target(config: pytest.Config, path: Path) -> bool:
    """A declarations or scenarios file, a test file built on the harness's suite, a folder holding
    one of these, or a folder holding the ini's declarations or suite."""
    if path.is_file():
        return path.name in (DECLARATIONS, SCENARIOS) or _imports_suite(path)
    if not path.is_dir():
        return False
    if (path / DECLARATIONS).is_file() or any(_imports_suite(f) for f in path.glob("*.py")):
        return True
    root = Path(config.rootpath)
    named = [root / config.getini(ini) for ini in ("harness_pairs", "harness_suite") if config.getini(ini)]
    return any(t.exists() and (t == path.resolve() or path.resolve() in t.resolve().parents) for t in named)


def _imports_suite(path: Path) -> bool:
    if path.suffix != ".py":
        return False
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return False
    return "harness.suite" in text or "harness.scenario_suite" in text


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "harness_check(name): a conformance check run on every case")
    config.addinivalue_line("markers", "harness_scenario_check(name): a scenario check run on every variant")
    config.addinivalue_line("markers", "slow: kept out of the PR gate (run with --grid full or -m slow)")
    config.addinivalue_line("markers", "harness_known_failure(*index): the manifest entries this check is expected "
                                       "to fail as")
    if not asked(config):
        return
    from harness import gpu_aot

    gpu_aot.prepare_environment()  # a CUDA plugin, if installed, registers compile-only on a CPU machine
    try:
        config.stash[PLAN] = devices.configure(config.getoption("gpus"))
    except devices.DeviceError as err:
        raise pytest.UsageError(str(err)) from None
    from harness import codegen

    golden_profile = config.getoption("golden_profile")
    config.stash[CODEGEN] = profile = codegen.configure(config.getoption("codegen"), golden_profile)
    if golden_profile and golden_profile != profile.name and config.getoption("harness_bless"):
        raise pytest.UsageError(f"--golden-profile {golden_profile}: goldens are blessed under the profile the run "
                                f"uses ({profile.name}); drop --golden-profile to bless")
    if not hasattr(config, "workerinput"):  # the HTML page's inputs, read by the process that writes it
        from harness import html_report

        for option, key, load in (("harness_compare", PREVIOUS, html_report.load_previous),
                                  ("harness_mutation", MUTATION, html_report.load_mutation)):
            if config.getoption(option):
                try:
                    config.stash[key] = load(Path(config.getoption(option)))
                except ValueError as err:
                    raise pytest.UsageError(str(err)) from None
    config.stash[STATE] = SessionState(config)
    splits, group = getattr(config.option, "splits", None), getattr(config.option, "group", None)
    config.stash[RESULTS] = report.RunResults(timing=timing.Gatherer(), grid=config.getoption("grid"),
                                              split={"splits": splits, "group": group} if splits and group else None)
    if os.environ.get("HARNESS_MUTANT_ROOT"):
        _check_mutant_copy(config.stash[STATE].target, Path(os.environ["HARNESS_MUTANT_ROOT"]))
    config.pluginmanager.register(ResultsRecorder(config.stash[RESULTS], _progress(config)), "harness-results")


def _progress(config: pytest.Config) -> "report.Progress | None":
    """The live progress line, kept by the process that reports (xdist's controller, not its workers)."""
    import sys

    mode = config.getoption("harness_progress")
    if mode == "off" or hasattr(config, "workerinput"):
        return None
    tty = sys.stdout.isatty()
    if mode == "auto" and not tty and config.getoption("verbose") < 0:
        return None

    def write(line: str) -> None:
        tr = config.pluginmanager.get_plugin("terminalreporter")
        if tr is not None:
            tr.write_line(line)

    label = "bless" if config.getoption("harness_bless") else "conformance"
    return report.Progress(write, label, interval=20.0 if tty else 60.0)


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """Measure option coverage once, in the process that starts the workers: xdist workers then read
    the records instead of each tracing every pair."""
    config = session.config
    state = config.stash.get(STATE, None)
    if state is None or hasattr(config, "workerinput"):
        return
    only = {n.strip() for n in (config.getoption("only_pairs") or "").split(",") if n.strip()}
    t0 = time.perf_counter()
    try:
        if not state.coverage_measured():
            return
        processes = getattr(config.option, "numprocesses", None)
        if isinstance(processes, int) and processes > 1:
            # the pairs without a record are traced in as many processes as xdist will have workers
            from harness import coverage

            coverage.record_in_parallel(state.target, [p for p in state.target.pairs if not only or p.name in only],
                                        state.path_option("coverage_dir", "harness_coverage"), processes)
        for pair in state.target.pairs:
            if not only or pair.name in only:
                with timing.case(pair.name, ""), timing.stage("coverage"):
                    state.coverage_gap(pair)
    except Exception:  # a declaration that does not load: collection reports it, named
        return
    state.coverage_seconds = time.perf_counter() - t0
    if state.coverage and any(not c.cached for c in state.coverage.values()):
        config.stash[RESULTS].timing.serial["coverage"] = state.coverage_seconds


def _coverage_line(config: pytest.Config) -> list[str]:
    state = config.stash.get(STATE, None)
    if state is None or not state.coverage:
        return []
    covs = list(state.coverage.values())
    gaps = [c.pair for c in covs if c.gaps]
    traced = sum(not c.cached for c in covs)
    return [f"pallas-conformance: option coverage of {len(covs)} pairs: "
            + (f"undeclared gaps in {', '.join(gaps)}" if gaps else "no undeclared gap")
            + f" ({traced} traced, {len(covs) - traced} from records, "
              f"{getattr(state, 'coverage_seconds', 0.0):.0f} s; `harness coverage` lists the fields)"]


def pytest_report_header(config: pytest.Config) -> list[str]:
    plan = config.stash.get(PLAN, None)
    if plan is None:
        return []
    lines = [f"pallas-conformance: {plan.describe()}, meshes {plan.mesh_sizes}, grid {config.getoption('grid')}",
             f"pallas-conformance: {config.stash[CODEGEN].describe()}"]
    if config.getoption("golden_profile") not in (None, config.stash[CODEGEN].name):
        lines.append(f"pallas-conformance: compared with the goldens of {config.getoption('golden_profile')}")
    return lines + _mesh_notes(config) + _coverage_line(config)


def _mesh_notes(config: pytest.Config) -> list[str]:
    """Mesh sizes on offer that cannot split some declared shape (those cases do not exist)."""
    from harness.grid import unsplittable

    try:
        return unsplittable(config.stash[STATE].target, config.stash[PLAN].mesh_sizes)
    except DeclarationError:
        return []


def _check_name(metafunc: pytest.Metafunc) -> str | None:
    marker = metafunc.definition.get_closest_marker("harness_check")
    return marker.args[0] if marker else None


def _generate_scenario_tests(metafunc: pytest.Metafunc) -> None:
    """One test per declared scenario variant the check applies to; a variant's checks share one
    worker (its run is shared), and the variant's known failures are strict xfails."""
    from harness import scenario as S

    marker = metafunc.definition.get_closest_marker("harness_scenario_check")
    check = marker.args[0] if marker else None
    if check not in S.CHECKS:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: mark it @pytest.mark.harness_scenario_check(name) "
                                f"with name in {S.CHECKS}")
    state = metafunc.config.stash[STATE]
    try:
        scenarios = state.scenarios
    except (ValueError, DeclarationError) as err:
        raise pytest.Collector.CollectError(str(err)) from None
    params = []
    for sc in scenarios:
        for variant in sc.variants:
            if not S.applies(sc, variant, check):
                continue
            name = S.scenario_id(sc, variant)
            marks = [pytest.mark.xdist_group(name)]
            if S.is_slow(sc, variant, check):
                marks.append(pytest.mark.slow)
            if check in variant.known_failures:
                marks.append(pytest.mark.xfail(strict=True, raises=S.CheckFailure,
                                               reason=variant.known_failures[check]))
            params.append(pytest.param((sc, variant), id=name, marks=marks))
    if not params:
        why = (f"no scenario variant needs the {check} check" if scenarios else
               f"no scenarios declared for {state.declarations_path()} (none in {state.scenarios_path()})")
        params = [pytest.param(None, id="none", marks=pytest.mark.skip(reason=why))]
    metafunc.parametrize("scenario", params)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if ("case" in metafunc.fixturenames or "scenario" in metafunc.fixturenames) and STATE not in metafunc.config.stash:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: a conformance check collected in a session that did "
                                f"not ask for the harness: name the suite, a pairs.py or its folder on the command "
                                f"line (pytest conformance), or pass --pairs PATH")
    if "scenario" in metafunc.fixturenames:
        _generate_scenario_tests(metafunc)
    if "case" not in metafunc.fixturenames:
        return
    state = metafunc.config.stash[STATE]
    from harness import registry

    check = registry.BY_NAME.get(_check_name(metafunc) or "")
    if check is None:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: mark it @pytest.mark.harness_check(name) with "
                                f"name in {registry.NAMES}")
    try:
        target, known = state.target, state.known
        if check.prepare is not None:
            check.prepare(state)
        plan = metafunc.config.stash[PLAN]
        params = []
        cases = list(all_cases(target, grid=metafunc.config.getoption("grid"), mesh_sizes=plan.mesh_sizes,
                               interpret=plan.interpret_modes))
        chosen = check.pick(target, cases) if check.pick is not None else None
        required: dict[str, set[str]] = {}
        gaps = [g for g in map(state.coverage_gap, {id(p): p for p, _ in cases}.values()) if g is not None]
        if gaps:
            raise DeclarationError("\n".join(gaps))
        for pair, case in cases:
            if not check.runs_on(target, pair, case) or (chosen is not None and case.id not in chosen):
                continue
            if check.wanted is not None and not check.wanted(known, pair, case):
                continue
            marks = []
            if pair.slow is not None and pair.slow(case, check.name):
                if pair.name not in required:
                    required[pair.name] = required_ids(target, pair, interpret=plan.interpret_modes)
                if case.id not in required[pair.name]:
                    marks.append(pytest.mark.slow)
            entries = kf.all_matching(known, pair.name, case.id, check.name)
            if entries:  # judged by their signature once the check has run (pytest_runtest_makereport)
                marks.append(pytest.mark.harness_known_failure(*(e.index for e in entries)))
            params.append(pytest.param(case, id=case.id, marks=marks))
    except (DeclarationError, kf.ManifestError) as err:
        # CollectError is shown as its message alone: the file, the pair and the fix, no traceback.
        raise pytest.Collector.CollectError(str(err)) from None
    if not params:  # one visible skip that says why, not pytest's anonymous empty parameter set
        params = [pytest.param(None, id="none", marks=pytest.mark.skip(reason=check.skip_reason(plan)))]
    metafunc.parametrize("case", params)


@pytest.fixture
def case_run(request: pytest.FixtureRequest, case: Case):
    """The shared run of this case (built, traced, compiled and executed once per session)."""
    state = request.config.stash[STATE]
    return state.engine.run(state.pair(case.pair), case)


@pytest.fixture
def scenario_run(request: pytest.FixtureRequest, scenario):
    """The variant's shared run (`harness.scenario.ScenarioEngine`); the test joins the summary and
    the report as a case of `scenario.<name>` (recorded first, so a failure is attributed too)."""
    from harness import scenario as S

    sc, variant = scenario
    marker = request.node.get_closest_marker("harness_scenario_check")
    request.node.user_properties += [("harness.case", S.scenario_id(sc, variant)),
                                     ("harness.pair", S.golden_pair(sc.name)), ("harness.check", marker.args[0])]
    return S.engine().run(sc, variant)


@pytest.fixture
def harness_state(request: pytest.FixtureRequest) -> SessionState:
    """The plugin's session state: declarations, check files, golden store."""
    return request.config.stash[STATE]


@pytest.fixture
def record(request: pytest.FixtureRequest):
    """Store the figures a check returns, for the summary and the JSON report."""

    def _record(figures: dict[str, Any]) -> None:
        for key, value in figures.items():
            request.node.user_properties.append((f"harness.{key}", value))

    return _record




@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """Charge the stages this check times (its case's shared run included) to its case."""
    owner = _item_owner(item)
    if owner is None:
        yield
        return
    with timing.case(*owner):
        yield


def _item_owner(item: pytest.Item) -> tuple[str, str] | None:
    """(pair, case id) of a pair check, (scenario.<name>, variant id) of a scenario check, else None."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    case = params.get("case")
    if isinstance(case, Case):
        return case.pair, case.id
    scenario = params.get("scenario")
    if scenario is not None:
        from harness import scenario as S

        sc, variant = scenario
        return S.golden_pair(sc.name), S.scenario_id(sc, variant)
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    if isinstance(case, Case) and call.when in ("setup", "call"):
        marker = item.get_closest_marker("harness_check")
        props = dict(item.user_properties)
        if "harness.case" not in props:
            item.user_properties += [("harness.case", case.id), ("harness.pair", case.pair),
                                     ("harness.check", marker.args[0] if marker else "?")]
        if call.when == "call":
            run = item.config.stash[STATE].engine.runs.get(case.id)
            if run is not None and "harness.seconds" not in props:
                item.user_properties.append(("harness.seconds", round(run.seconds, 3)))
    outcome = yield
    report = outcome.get_result()
    from harness.checks import CheckFailure

    if call.excinfo is not None and isinstance(call.excinfo.value, CheckFailure) and report.failed:
        # A check failure is a finding about the kernel: show its figures, not the harness's frames.
        report.longrepr = str(call.excinfo.value)
        have = {key for key, _ in report.user_properties}
        report.user_properties += [(f"harness.{key}", value) for key, value in call.excinfo.value.figures.items()
                                   if f"harness.{key}" not in have]
    if isinstance(case, Case) and call.when == "call":
        _judge_known_failure(item, call, report)


def _judge_known_failure(item: pytest.Item, call: pytest.CallInfo, report: pytest.TestReport) -> None:
    """A check the manifest expects to fail: an xfail only with the entry's signature; any other
    failure, or a pass, fails the run naming the entry."""
    state = item.config.stash[STATE]
    observed = None
    if report.failed and call.excinfo is not None:
        observed = kf.observe(call.excinfo.value, Path(item.config.rootpath))
        report.user_properties.append(("harness.observed", observed.describe()))
    marker = item.get_closest_marker("harness_known_failure")
    if marker is None:
        return
    entries = [state.known[index - 1] for index in marker.args]
    where = f"{state.known_failures_path().name} " + ", ".join(f"#{e.index}" for e in entries)
    defects = " + ".join(e.defect for e in entries)
    report.user_properties.append(("harness.known_failure", defects))
    if report.passed:
        report.outcome = "failed"
        report.longrepr = "\n".join([f"[XPASS(strict)] {e.reason}" for e in entries] + [
            f"This check now passes: remove the case from the entry ({where}, cases = "
            f"{[list(e.cases) for e in entries] if len(entries) > 1 else list(entries[0].cases)})."])
    elif observed is not None:
        marker_check = item.get_closest_marker("harness_check")
        mismatch = kf.explain(entries, observed, marker_check.args[0] if marker_check else "")
        if mismatch is None:
            report.outcome = "skipped"
            report.wasxfail = "; ".join(e.reason for e in entries) + f" (observed: {observed.describe()})"
        else:
            report.longrepr = (f"fails differently from known failure '{defects}' ({where}): {mismatch}\n"
                               + "".join(f"  expected: {e.signature()}\n" for e in entries)
                               + f"  observed: {observed.describe()}\n\n{report.longrepr}")


def _case_id(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    return case.id if isinstance(case, Case) else None


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    if STATE not in session.config.stash:
        return
    pending = session.config.stash[STATE].pending
    pending.clear()
    for item in session.items:
        case_id = _case_id(item)
        if case_id is not None:
            pending[case_id] += 1


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """After a case's last check, drop its run: compiled programs and outputs of hundreds of cases
    would otherwise stay in memory for the whole session."""
    case_id = _case_id(item)
    state = item.config.stash.get(STATE, None)
    if case_id is None or state is None or case_id not in state.pending:
        return
    state.pending[case_id] -= 1
    if state.pending[case_id] <= 0:
        del state.pending[case_id]
        if state._engine is not None:
            state._engine.forget(case_id)


def _case_pair(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    return case.pair if isinstance(case, Case) else None


@pytest.hookimpl(tryfirst=True)  # before pytest-split (trylast) cuts the ordered list into shards
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Checks of one case run back to back (so its shared run can be dropped after the last one, and
    a shard of pytest-split's duration_based_chunks holds whole cases), cases with gradient or
    GPU-compile checks first;
    slow cases stay out of the PR and smoke grids (unless -m asks for them); --changed-only keeps
    the pairs whose fingerprint differs from the last all-green run's."""
    if STATE not in config.stash:
        return
    seed = config.getoption("harness_shuffle")
    if seed is not None:  # the same seed in every xdist worker: they must collect the same order
        import random

        random.Random(seed).shuffle(items)
    from harness.registry import HEAVY

    first_seen: dict[str, int] = {}
    heavy: set[str] = set()  # cases with gradient programs, GPU compiles or memory runs: the costliest work
    for index, item in enumerate(items):
        first_seen.setdefault(_case_id(item) or item.nodeid, index)
        marker = item.get_closest_marker("harness_check")
        if marker is not None and marker.args[0] in HEAVY and _case_id(item) is not None:
            heavy.add(_case_id(item))

    def order(item: pytest.Item) -> tuple[int, int, int]:
        # heavy cases first, so xdist workers do not end on one long case while the other idles; then
        # by mesh size, so a worker switches meshes (and drops JAX's caches) as seldom as it can
        key = _case_id(item) or item.nodeid
        case = getattr(getattr(item, "callspec", None), "params", {}).get("case")
        return (0 if key in heavy else 1, case.mesh if isinstance(case, Case) else 0, first_seen[key])

    items.sort(key=order)
    if config.getoption("grid") != "full" and not config.getoption("markexpr"):
        slow = [item for item in items if item.get_closest_marker("slow") is not None]
        if slow:
            config.stash[RESULTS].slow_left_out.update(item.nodeid for item in slow)  # the gate's choice, not -k
            config.hook.pytest_deselected(items=slow)
            items[:] = [item for item in items if item.get_closest_marker("slow") is None]
    only = config.getoption("only_pairs")
    if only is not None:
        names = {n.strip() for n in only.split(",") if n.strip()}
        try:
            declared = {p.name for p in config.stash[STATE].target.pairs}
        except DeclarationError:
            declared = names  # collection has already reported why the declarations do not load
        unknown = names - declared
        if unknown:
            raise pytest.UsageError(f"--only-pairs: no declared pair named {', '.join(sorted(unknown))} "
                                    f"(see `harness list`)")
        keep = [item for item in items if _case_pair(item) is None or _case_pair(item) in names]
        left = [item for item in items if item not in keep]
        if left:
            config.hook.pytest_deselected(items=left)
            items[:] = keep
    if not config.getoption("changed_only"):
        return
    state = config.stash[STATE]
    from harness import affected

    changed = affected.changed_pairs(state.target, affected.load_recorded(state.fingerprint_file()),
                                     state.path_option("golden_dir", "harness_golden"), state.fingerprint_context)
    keep, drop = [], []
    for item in items:
        pair = _case_pair(item)
        (drop if pair is not None and pair not in changed else keep).append(item)
    config.stash[RESULTS].unchanged[:] = sorted({p.name for p in state.target.pairs} - set(changed))
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


class ResultsRecorder:
    """Gathers the run's RunResults (registered as a plugin object in pytest_configure): one row per
    check, xdist workers' work counts and deselections, what a selection left out."""

    def __init__(self, results: report.RunResults, progress: "report.Progress | None" = None):
        self.results = results
        self.progress = progress

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
            self.results.add(report)
        if self.results.timing is not None:
            props = dict(report.user_properties)
            self.results.timing.add_report(report, props.get("harness.pair"), props.get("harness.case"),
                                           props.get("harness.check"))
        if self.progress is not None and (report.when == "teardown" or (report.when == "setup" and report.outcome != "passed")):
            self.progress.done(dict(report.user_properties).get("harness.case") or report.nodeid)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.progress is not None:
            self.progress.start(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids) -> None:
        if self.progress is not None and not self.progress.total:
            self.progress.start(len(ids))

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        for item in items:
            pair = _case_pair(item)
            if pair is not None and pair not in self.results.unchanged and item.nodeid not in self.results.slow_left_out:
                self.results.partly_selected.add(pair)

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node, error) -> None:
        """xdist: add each worker's JAX work counts and deselections to the controller's."""
        output = getattr(node, "workeroutput", {})
        self.results.add_work(output.get("harness_work_counts", {}))
        if self.results.timing is not None:
            self.results.timing.add_entries(output.get("harness_timing", []))
        self.results.partly_selected.update(output.get("harness_partly_selected", []))


def pytest_sessionfinish(session: pytest.Session) -> None:
    state = session.config.stash.get(STATE, None)
    results = session.config.stash.get(RESULTS, None)
    counts = state.work_counts() if state else {}
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["harness_work_counts"] = counts
        session.config.workeroutput["harness_timing"] = timing.entries()
        session.config.workeroutput["harness_partly_selected"] = sorted(results.partly_selected if results else ())
        return
    if results is not None:
        results.add_work(counts)
        if results.timing is not None:
            results.timing.add_entries(timing.entries())  # this process's own (no xdist, or the coverage)
    if state is not None and results is not None and results.rows:
        _record_fingerprints(state, results)


def _record_fingerprints(state: SessionState, results: report.RunResults) -> None:
    """A pair whose every case ran and passed (or failed as its manifest says) is verified as it is
    now: record its fingerprint, so --changed-only can leave it out until something it depends on changes."""
    from harness import affected

    verified = results.verified_pairs()
    if not verified or state.config.getoption("grid") == "smoke":
        return
    golden_root = state.path_option("golden_dir", "harness_golden")
    affected.record(state.fingerprint_file(), {pair.name: affected.fingerprint(state.target, pair, golden_root,
                                                                               state.fingerprint_context(pair))
                                               for pair in state.target.pairs if pair.name in verified})


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """xdist (controller): every check of a case goes to the worker that holds the case's run."""
    if STATE not in config.stash or config.getvalue("dist") not in ("load", "loadgroup"):
        return None
    from harness.xdist_scheduling import CaseScheduling

    return CaseScheduling(config, log)


def _unused_goldens(config: pytest.Config, results: report.RunResults) -> list[Path]:
    """Goldens no declared case can produce: decided from the declarations, not from what ran, so
    `-k`, skips and xdist cannot make a golden look unused."""
    if not results.where("golden"):
        return []
    state = config.stash[STATE]
    return state.store.unused({c.id for _, c in state.declared_cases()} | state.scenario_ids())


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    results = config.stash.get(RESULTS, None)
    if results is None or not results.rows or hasattr(config, "workerinput"):
        return
    tr = terminalreporter
    state, plan = config.stash[STATE], config.stash[PLAN]
    grid = config.getoption("grid")
    sizes = {g: sum(1 for _ in all_cases(state.target, grid=g, mesh_sizes=plan.mesh_sizes,
                                          interpret=plan.interpret_modes)) for g in (grid, "full")}
    tr.write_sep("=", "pallas-conformance summary")
    lines = [report.coverage_line(results, grid, sizes[grid], sizes["full"], _mesh_notes(config)),
             *report.summary_lines(results)]
    report.write_terminal(tr.write_line, lines)
    if config.getoption("harness_diff"):
        diff = report.diff_lines(results)
        tr.write_sep("-", diff[0])
        report.write_terminal(tr.write_line, diff[1:])
    if config.getoption("harness_bless"):
        bless = report.bless_lines(results, config.getoption("harness_bless_dry_run"), plan.mesh_sizes)
        tr.write_sep("-", bless[0])
        report.write_terminal(tr.write_line, bless[1:])
    report.write_terminal(tr.write_line, report.memory_lines(results) + report.gpu_lines(results)
                          + report.timing_lines(results, plan.platform == "gpu")
                          + report.unused_lines(_unused_goldens(config, results))
                          + [report.work_line(results.work_counts, state.jax_cache_dir())]
                          + timing.lines(results.timing.summary() if results.timing is not None else {}))
    markdown_path = config.getoption("harness_markdown")
    if markdown_path:
        Path(markdown_path).write_text(report.markdown(results, grid, state.jax_cache_dir()))
        tr.write_line(f"Markdown summary written to {markdown_path}")
    report_path = config.getoption("harness_report")
    if report_path:
        Path(report_path).write_text(report.json_text(results))
        tr.write_line(f"per-case results written to {report_path}")
    html_path = config.getoption("harness_html")
    if html_path:
        from harness import html_report

        started = time.perf_counter()
        page = html_report.render(results, grid, state.jax_cache_dir(), config.stash.get(PREVIOUS, None),
                                  str(config.getoption("harness_compare") or ""), config.stash.get(MUTATION, None))
        from harness.golden import _atomic_write

        _atomic_write(Path(html_path), page.encode())
        tr.write_line(f"HTML report written to {html_path} ({len(page) / 1e6:.1f} MB, "
                      f"{time.perf_counter() - started:.1f} s)")
