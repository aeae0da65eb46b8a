"""The pytest plugin: options, device set-up, case parametrisation, the shared run, the summary.

Registered through the `pytest11` entry point. It stays inert for tests that do not ask for a `case`,
so it costs nothing in unrelated suites.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from harness import devices
from harness import known_failures as kf
from harness.declare import Case, DeclarationError, Pair, Target, load_target
from harness.grid import GRIDS, all_cases

PLAN = pytest.StashKey[devices.DevicePlan]()
STATE = pytest.StashKey["SessionState"]()


class SessionState:
    """What the plugin holds for one pytest process (controller or xdist worker)."""

    def __init__(self, config: pytest.Config):
        self.config = config
        self._target: Target | None = None
        self._known: list[kf.KnownFailure] | None = None
        self._engine = None

    def path_option(self, name: str, ini: str) -> Path:
        value = self.config.getoption(name) or self.config.getini(ini)
        path = Path(value)
        return path if path.is_absolute() else Path(self.config.rootpath) / path

    @property
    def target(self) -> Target:
        if self._target is None:
            self._target = load_target(self.path_option("harness_pairs", "harness_pairs"))
        return self._target

    @property
    def known(self) -> list[kf.KnownFailure]:
        if self._known is None:
            self._known = kf.load(self.path_option("harness_known_failures", "harness_known_failures"),
                                  {p.name for p in self.target.pairs})
        return self._known

    @property
    def engine(self):
        if self._engine is None:
            from harness.engine import Engine

            devices.verify(self.config.stash[PLAN])
            _check_not_shadowed(self.target)
            self._engine = Engine(self.target)
        return self._engine

    def pair(self, name: str) -> Pair:
        return next(p for p in self.target.pairs if p.name == name)


def _check_not_shadowed(target: Target) -> None:
    """The declaration folder is named like the package; prove the installed package is the one used."""
    import importlib

    module = importlib.import_module(target.package)
    origin = str(getattr(module, "__file__", "") or "")
    folder = str(Path(target.source).resolve().parent)
    if not origin or origin.startswith(folder):
        raise DeclarationError(f"'import {target.package}' resolves to {origin or 'a namespace package'}, "
                               f"not the installed package: the declaration folder {folder} shadows it; "
                               f"install {target.package}=={target.version} and keep __init__.py out of {folder}")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("pallas-conformance")
    group.addoption("--gpus", type=int, default=1, metavar="N",
                    help="devices per mesh, 1..N: real GPUs when present, else N simulated CPU devices")
    group.addoption("--grid", choices=GRIDS, default="default",
                    help="'default': the PR gate; 'full': every combination of every axis")
    group.addoption("--pairs", dest="harness_pairs", default=None, metavar="PATH",
                    help="pair declaration file (default: ini harness_pairs)")
    group.addoption("--known-failures", dest="harness_known_failures", default=None, metavar="PATH",
                    help="known-failure manifest (default: ini harness_known_failures)")
    group.addoption("--harness-report", default=None, metavar="PATH",
                    help="write per-case results as JSON (for CI)")
    parser.addini("harness_pairs", "pair declaration file", default="astronomix/pairs.py")
    parser.addini("harness_known_failures", "known-failure manifest", default="astronomix/known_failures.toml")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "harness_check(name): a conformance check run on every case")
    try:
        config.stash[PLAN] = devices.configure(config.getoption("gpus"))
    except devices.DeviceError as err:
        raise pytest.UsageError(str(err)) from None
    config.stash[STATE] = SessionState(config)
    # Checks of one case share its run: keep a case on one xdist worker.
    if getattr(config.option, "dist", "no") == "load":
        config.option.dist = "loadgroup"


def pytest_report_header(config: pytest.Config) -> list[str]:
    plan = config.stash.get(PLAN, None)
    if plan is None:
        return []
    return [f"pallas-conformance: {plan.describe()}, meshes {plan.mesh_sizes}, grid {config.getoption('grid')}"]


def _check_name(metafunc: pytest.Metafunc) -> str | None:
    marker = metafunc.definition.get_closest_marker("harness_check")
    return marker.args[0] if marker else None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" not in metafunc.fixturenames:
        return
    state = metafunc.config.stash[STATE]
    check = _check_name(metafunc)
    if check not in kf.CHECKS:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: mark it @pytest.mark.harness_check(name) with "
                                f"name in {kf.CHECKS}")
    try:
        target, known = state.target, state.known
        plan = metafunc.config.stash[PLAN]
        params = []
        for pair, case in all_cases(target, grid=metafunc.config.getoption("grid"), mesh_sizes=plan.mesh_sizes,
                                    interpret=plan.interpret_modes):
            if not _applies(pair, case, check):
                continue
            marks = [pytest.mark.xdist_group(case.id)]
            entry = kf.matching(known, pair.name, case.id, check)
            if entry is not None:
                marks.append(pytest.mark.xfail(strict=True, reason=entry.reason))
            params.append(pytest.param(case, id=case.id, marks=marks))
    except (DeclarationError, kf.ManifestError) as err:
        # CollectError is shown as its message alone: the file, the pair and the fix, no traceback.
        raise pytest.Collector.CollectError(str(err)) from None
    metafunc.parametrize("case", params)


def _applies(pair: Pair, case: Case, check: str) -> bool:
    refused = pair.on_reject == "raises" and not pair.accepts(case)
    if check == "path":
        return True
    if refused:
        return False
    if check == "gradients":
        # Where the gate rejects, both sides are native: a gradient comparison there proves nothing.
        return pair.differentiable and pair.accepts(case)
    return True


@pytest.fixture
def case_run(request: pytest.FixtureRequest, case: Case):
    """The shared run of this case (built, traced, compiled and executed once per session)."""
    state = request.config.stash[STATE]
    return state.engine.run(state.pair(case.pair), case)


@pytest.fixture
def record(request: pytest.FixtureRequest):
    """Store the figures a check returns, for the summary and the JSON report."""

    def _record(figures: dict[str, Any]) -> None:
        for key, value in figures.items():
            request.node.user_properties.append((f"harness.{key}", value))

    return _record


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when != "call" and not (report.when == "setup" and report.outcome != "passed"):
        return
    props = dict(report.user_properties)
    case = props.get("harness.case")
    if case is None:
        return
    outcome = report.outcome
    if hasattr(report, "wasxfail"):
        outcome = "xfailed" if report.outcome == "skipped" else "xpassed-strict"
    elif report.outcome == "failed" and "XPASS(strict)" in str(report.longrepr):
        outcome = "xpassed-strict"
    STATE_RESULTS.append({
        "nodeid": report.nodeid,
        "pair": props.get("harness.pair"),
        "case": case,
        "check": props.get("harness.check"),
        "outcome": outcome,
        "headroom": props.get("harness.headroom"),
        "path": props.get("harness.path"),
        "seconds": props.get("harness.seconds", report.duration),
        "reason": getattr(report, "wasxfail", None),
        "stages": props.get("harness.stages"),
    })


STATE_RESULTS: list[dict[str, Any]] = []


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
    yield


def _fmt_headroom(value: Any) -> str:
    if value is None:
        return "-"
    if value == float("inf"):
        return "inf"
    return f"{value:.3g}"


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    if not STATE_RESULTS or hasattr(config, "workerinput"):
        return
    tr = terminalreporter
    by_pair: dict[str, dict[str, Any]] = defaultdict(lambda: defaultdict(int))
    worst: dict[str, float] = {}
    paths: dict[str, set[str]] = defaultdict(set)
    for r in STATE_RESULTS:
        counts = by_pair[r["pair"]]
        counts[r["outcome"]] += 1
        if r["headroom"] is not None and r["outcome"] == "passed":
            worst[r["pair"]] = max(worst.get(r["pair"], 0.0), float(r["headroom"]))
        if r["path"] and r["check"] == "path":
            paths[r["pair"]].add(r["path"].split(" ")[0])
    tr.write_sep("=", "pallas-conformance summary")
    header = f"{'pair':32s} {'passed':>6s} {'failed':>6s} {'xfail':>6s} {'skip':>5s}  {'worst headroom':>14s}  paths"
    tr.write_line(header)
    for pair in sorted(by_pair):
        c = by_pair[pair]
        tr.write_line(f"{pair:32s} {c['passed']:6d} {c['failed'] + c['xpassed-strict']:6d} {c['xfailed']:6d} "
                      f"{c['skipped']:5d}  {_fmt_headroom(worst.get(pair)):>14s}  {','.join(sorted(paths[pair]))}")
    seen: set[str] = set()
    slow = []
    for r in sorted(STATE_RESULTS, key=lambda r: -(r["seconds"] or 0)):
        if r["case"] not in seen:
            seen.add(r["case"])
            slow.append(r)
    tr.write_line("slowest cases (one run per case, all checks):")
    for r in slow[:5]:
        tr.write_line(f"  {r['seconds']:7.2f}s  {r['case']}")
    xfails = [r for r in STATE_RESULTS if r["outcome"] in ("xfailed", "xpassed-strict")]
    if xfails:
        tr.write_line("known failures (astronomix/known_failures.toml):")
        for r in xfails:
            flag = "  (NOW PASSES: remove the entry)" if r["outcome"] == "xpassed-strict" else ""
            tr.write_line(f"  {r['check']:9s} {r['case']}{flag}")
    report_path = config.getoption("harness_report")
    if report_path:
        Path(report_path).write_text(json.dumps({"created": time.strftime("%Y-%m-%dT%H:%M:%S"),
                                                 "results": STATE_RESULTS}, indent=1, default=str))
        tr.write_line(f"per-case results written to {report_path}")
