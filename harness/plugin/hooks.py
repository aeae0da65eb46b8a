"""The pytest plugin proper: its hooks and fixtures, each a few lines handing off to the module that
does the work (session, collection, verdicts, summary).

Registered by the entry point (`harness.plugin`) only in a session that asks for the harness, so
every hook here may assume it was asked.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from harness.checks import row
from harness.declare import Case
from harness.declare.scenario import golden_pair, scenario_id
from harness.errors import DeviceError
from harness.grid import devices
from harness.jaxtools import codegen, jax_start
from harness.plugin import collection, summary, verdicts
from harness.plugin.recorder import ResultsRecorder
from harness.plugin.session import (CODEGEN, MUTATION, PLAN, PREVIOUS, RESULTS, STATE, SessionState,
                                    check_mutant_copy, record_fingerprints)
from harness.report import html_report, report
from harness.run import heap, time_ledger
from harness.run.gpu import toolchain
from harness.run import scenario_engine


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    return collection.collect_file(file_path, parent)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    heap.start()  # before JAX, the target and the grid build the session's long-lived heap
    toolchain.prepare_environment()  # a CUDA plugin, if installed, registers compile-only on a CPU machine
    try:
        config.stash[PLAN] = devices.configure(config.getoption("gpus"))
    except DeviceError as err:
        raise pytest.UsageError(str(err)) from None
    golden_profile = config.getoption("golden_profile")
    config.stash[CODEGEN] = profile = codegen.configure(config.getoption("codegen"), golden_profile,
                                                        gpu=config.stash[PLAN].platform == "gpu")
    if golden_profile and golden_profile != profile.name and config.getoption("harness_bless"):
        raise pytest.UsageError(f"--golden-profile {golden_profile}: goldens are blessed under the profile the run "
                                f"uses ({profile.name}); drop --golden-profile to bless")
    jax_start.quietly()  # after the environment above: JAX starts without the CUDA plugin's start-up lines
    if not hasattr(config, "workerinput"):  # the HTML page's inputs, read by the process that writes it
        for option, key, load in (("harness_compare", PREVIOUS, html_report.load_previous),
                                  ("harness_mutation", MUTATION, html_report.load_mutation)):
            if config.getoption(option):
                try:
                    config.stash[key] = load(Path(config.getoption(option)))
                except ValueError as err:
                    raise pytest.UsageError(str(err)) from None
    config.stash[STATE] = SessionState(config)
    splits, group = getattr(config.option, "splits", None), getattr(config.option, "group", None)
    config.stash[RESULTS] = report.RunResults(timing=time_ledger.Gatherer(), grid=config.getoption("grid"),
                                              split={"splits": splits, "group": group} if splits and group else None,
                                              jax_cache=config.stash[STATE].jax_cache_dir())
    if os.environ.get("HARNESS_MUTANT_ROOT"):
        check_mutant_copy(config.stash[STATE].target, Path(os.environ["HARNESS_MUTANT_ROOT"]))
    config.pluginmanager.register(ResultsRecorder(config.stash[RESULTS], summary.progress_line(config)), "harness-results")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """Measure option coverage once, in the process that starts the workers: xdist workers then read
    the records instead of each tracing every pair."""
    config = session.config
    state = config.stash.get(STATE, None)
    if state is None or hasattr(config, "workerinput"):
        return
    t0 = time.perf_counter()
    try:
        if not state.coverage_measured():
            return
        selectable = state.selectable_pairs()
        processes = getattr(config.option, "numprocesses", None)
        traced: set[str] = set()
        if isinstance(processes, int) and processes > 1:
            # the pairs without a record are traced in as many processes as xdist will have workers
            from harness.tools import coverage  # lazy: imports JAX, which starts after the device flags are set

            traced.update(coverage.record_in_parallel(
                state.target, [p for p in state.target.pairs if p.name in selectable],
                state.path_option("coverage_dir", "harness_coverage"), processes, state.jax_cache_dir()))
        for pair in state.target.pairs:
            if pair.name in selectable:
                with time_ledger.case(pair.name, ""), time_ledger.stage("coverage"):
                    state.coverage_gap(pair)
                if pair.name in traced and pair.name in state.coverage:  # read from the record just traced
                    state.coverage[pair.name].cached = False
    except Exception:  # a declaration that does not load: collection reports it, named
        return
    state.coverage_seconds = time.perf_counter() - t0
    if state.coverage and any(not c.cached for c in state.coverage.values()):
        config.stash[RESULTS].timing.serial["coverage"] = state.coverage_seconds


def pytest_report_header(config: pytest.Config) -> list[str]:
    return summary.report_header(config)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    collection.generate_tests(metafunc)


@pytest.fixture
def case_run(request: pytest.FixtureRequest, case: Case):
    """The shared run of this case (built, traced, compiled and executed once per session)."""
    state = request.config.stash[STATE]
    return state.engine.run(state.pair(case.pair), case)


@pytest.fixture
def scenario_run(request: pytest.FixtureRequest, scenario):
    """The variant's shared run (`harness.run.scenario_engine.ScenarioEngine`); the test joins the summary and
    the report as a case of `scenario.<name>` (recorded first, so a failure is attributed too)."""
    sc, variant = scenario
    marker = request.node.get_closest_marker("harness_scenario_check")
    request.node.user_properties += row.identity(scenario_id(sc, variant), golden_pair(sc.name), marker.args[0])
    return scenario_engine.engine().run(sc, variant)


@pytest.fixture
def harness_state(request: pytest.FixtureRequest) -> SessionState:
    """The plugin's session state: declarations, check files, golden store."""
    return request.config.stash[STATE]


@pytest.fixture
def record(request: pytest.FixtureRequest):
    """Store the figures a check returns, for the summary and the JSON report."""

    def _record(figures: dict[str, Any]) -> None:
        request.node.user_properties += row.properties(figures)

    return _record


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """Charge the stages this check times (its case's shared run included) to its case."""
    owner = collection.item_owner(item)
    if owner is None:
        yield
        return
    with time_ledger.case(*owner):
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    yield from verdicts.make_report(item, call)


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    collection.count_pending(session)
    heap.collected()


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """After a case's last check, drop its run: compiled programs and outputs of hundreds of cases
    would otherwise stay in memory for the whole session."""
    state = item.config.stash.get(STATE, None)
    if state is not None:
        state.check_done(collection.case_id_of(item))


@pytest.hookimpl(tryfirst=True)  # before pytest-split (trylast) cuts the ordered list into shards
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    collection.order_and_select(session, config, items)
    collection.record_split_collection(config, items)


def pytest_sessionfinish(session: pytest.Session) -> None:
    state = session.config.stash.get(STATE, None)
    results = session.config.stash.get(RESULTS, None)
    counts = state.work_counts() if state else {}
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["harness_work_counts"] = counts
        session.config.workeroutput["harness_timing"] = time_ledger.entries()
        session.config.workeroutput["harness_partly_selected"] = sorted(results.partly_selected if results else ())
        session.config.workeroutput["harness_collected"] = (results.split or {}).get("collected") if results else None
        return
    if results is not None:
        results.add_work(counts)
        if results.timing is not None:
            results.timing.add_entries(time_ledger.entries())  # this process's own (no xdist, or the coverage)
    if state is not None and results is not None and results.rows:
        record_fingerprints(state, results)
        if results.timing is not None:
            results.timing.measure_machine()  # the figure the work per check is read against


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """xdist (controller): every check of a case goes to the worker that holds the case's run."""
    if STATE not in config.stash or config.getvalue("dist") not in ("load", "loadgroup"):
        return None
    from harness.plugin.xdist_scheduling import CaseScheduling  # lazy: xdist is optional

    return CaseScheduling(config, log)


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    summary.terminal_summary(terminalreporter, exitstatus, config)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if STATE in config.stash:
        heap.leaving()  # what the session built: not walked again by the interpreter's shutdown
