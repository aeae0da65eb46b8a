"""Collection: a pairs.py or scenarios.py collected as the checks, the cases each check of
`harness.checks.registry` runs on, and the order the items run in (shuffle, heavy first, slow, only-pairs,
changed-only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness import scenario_suite, suite
from harness.checks import registry
from harness.checks.registry import HEAVY
from harness.declare import Case
from harness.declare.scenario import applies, golden_pair, is_slow, scenario_id
from harness.errors import CheckFailure, DeclarationError, ManifestError
from harness.manifest import known_failures
from harness.plugin.session import PLAN, RESULTS, STATE
from harness.store import affected
from harness.target_files import DECLARATIONS, SCENARIOS


class DeclarationModule(pytest.Module):
    """A declaration file collected as the plugin's checks (harness.suite) over its pairs: a project
    writes declarations, not test files."""

    def _getobj(self):
        return suite


class ScenarioModule(pytest.Module):
    """The scenarios file beside the declarations, collected as the scenario checks over its variants."""

    def _getobj(self):
        return scenario_suite


def collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
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


def _check_name(metafunc: pytest.Metafunc) -> str | None:
    marker = metafunc.definition.get_closest_marker("harness_check")
    return marker.args[0] if marker else None


def _generate_scenario_tests(metafunc: pytest.Metafunc) -> None:
    """One test per declared scenario variant the check applies to; a variant's checks share one
    worker (its run is shared), and the variant's known failures are strict xfails."""

    marker = metafunc.definition.get_closest_marker("harness_scenario_check")
    check = marker.args[0] if marker else None
    if check not in registry.SCENARIO_NAMES:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: mark it @pytest.mark.harness_scenario_check(name) "
                                f"with name in {registry.SCENARIO_NAMES}")
    state = metafunc.config.stash[STATE]
    try:
        scenarios = state.scenarios
    except (ValueError, DeclarationError) as err:
        raise pytest.Collector.CollectError(str(err)) from None
    params = []
    for sc in scenarios:
        for variant in sc.variants:
            if not applies(sc, variant, check):
                continue
            name = scenario_id(sc, variant)
            marks = [pytest.mark.xdist_group(name)]
            if is_slow(sc, variant, check):
                marks.append(pytest.mark.slow)
            if check in variant.known_failures:
                marks.append(pytest.mark.xfail(strict=True, raises=CheckFailure,
                                               reason=variant.known_failures[check]))
            params.append(pytest.param((sc, variant), id=name, marks=marks))
    if not params:
        why = (f"no scenario variant needs the {check} check" if scenarios else
               f"no scenarios declared for {state.declarations_path()} (none in {state.scenarios_path()})")
        params = [pytest.param(None, id="none", marks=pytest.mark.skip(reason=why))]
    metafunc.parametrize("scenario", params)


def generate_tests(metafunc: pytest.Metafunc) -> None:
    if ("case" in metafunc.fixturenames or "scenario" in metafunc.fixturenames) and STATE not in metafunc.config.stash:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: a conformance check collected in a session that did "
                                f"not ask for the harness: name the suite, a pairs.py or its folder on the command "
                                f"line (pytest conformance), or pass --pairs PATH")
    if "scenario" in metafunc.fixturenames:
        _generate_scenario_tests(metafunc)
    if "case" not in metafunc.fixturenames:
        return
    state = metafunc.config.stash[STATE]

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
        cases = state.cases(metafunc.config.getoption("grid"))
        chosen = check.pick(target, cases) if check.pick is not None else None
        selectable = state.selectable_pairs()  # a pair no item of this run can belong to is not traced for it
        gaps = [g for g in map(state.coverage_gap, {id(p): p for p, _ in cases if p.name in selectable}.values())
                if g is not None]
        if gaps:
            raise DeclarationError("\n".join(gaps))
        for pair, case in cases:
            if not check.runs_on(target, pair, case) or (chosen is not None and case.id not in chosen):
                continue
            idle = check.idle(state.known_failures, pair, case) if check.idle is not None else None
            marks = [pytest.mark.skip(reason=idle)] if idle else []
            if pair.slow is not None and pair.slow(case, check.name):
                if case.id not in state.required_ids(pair):
                    marks.append(pytest.mark.slow)
            entries = known_failures.all_matching(known, pair.name, case.id, check.name, case)
            if entries:  # judged by their signature once the check has run (pytest_runtest_makereport)
                marks.append(pytest.mark.harness_known_failure(*(e.index for e in entries)))
            params.append(pytest.param(case, id=case.id, marks=marks))
    except (DeclarationError, ManifestError) as err:
        # CollectError is shown as its message alone: the file, the pair and the fix, no traceback.
        raise pytest.Collector.CollectError(str(err)) from None
    if not params:  # one visible skip that says why, not pytest's anonymous empty parameter set
        params = [pytest.param(None, id="none", marks=pytest.mark.skip(reason=check.skip_reason(plan)))]
    metafunc.parametrize("case", params)


def case_id_of(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    return case.id if isinstance(case, Case) else None


def case_pair(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    return case.pair if isinstance(case, Case) else None


def item_owner(item: pytest.Item) -> tuple[str, str] | None:
    """(pair, case id) of a pair check, (scenario.<name>, variant id) of a scenario check, else None."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    case = params.get("case")
    if isinstance(case, Case):
        return case.pair, case.id
    scenario = params.get("scenario")
    if scenario is not None:

        sc, variant = scenario
        return golden_pair(sc.name), scenario_id(sc, variant)
    return None


def count_pending(session: pytest.Session) -> None:
    if STATE not in session.config.stash:
        return
    pending = session.config.stash[STATE].pending
    pending.clear()
    for item in session.items:
        case_id = case_id_of(item)
        if case_id is not None:
            pending[case_id] += 1


def record_split_collection(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A pytest-split shard records the list it is cut from (the ordered checks before its cut, the
    selection options and the durations file), so `harness merge` refuses shards cut from different
    lists: a check that falls between two shards run from different commits would be lost unseen."""
    import hashlib

    results = config.stash.get(RESULTS, None)
    if results is None or not results.split:
        return
    selection = [f"-k {config.getoption('keyword')!r} -m {config.getoption('markexpr')!r}"]
    digest = hashlib.sha256("\n".join(selection + [item.nodeid for item in items]).encode()).hexdigest()[:16]
    path = Path(getattr(config.option, "durations_path", None) or ".test_durations")
    path = path if path.is_absolute() else Path(config.rootpath) / path
    durations = hashlib.sha256(path.read_bytes()).hexdigest()[:16] if path.is_file() else None
    results.split["collected"] = {"checks": len(items), "digest": digest, "durations": durations}


def order_and_select(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
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

    first_seen: dict[str, int] = {}
    heavy: set[str] = set()  # cases with gradient programs, GPU compiles or memory runs: the costliest work
    for index, item in enumerate(items):
        first_seen.setdefault(case_id_of(item) or item.nodeid, index)
        marker = item.get_closest_marker("harness_check")
        if marker is not None and marker.args[0] in HEAVY and case_id_of(item) is not None:
            heavy.add(case_id_of(item))

    def order(item: pytest.Item) -> tuple[int, int, int]:
        # heavy cases first, so xdist workers do not end on one long case while the other idles; then
        # by mesh size, so a worker switches meshes (and drops JAX's caches) as seldom as it can
        key = case_id_of(item) or item.nodeid
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
        keep = [item for item in items if case_pair(item) is None or case_pair(item) in names]
        left = [item for item in items if item not in keep]
        if left:
            config.hook.pytest_deselected(items=left)
            items[:] = keep
    if not config.getoption("changed_only"):
        return
    state = config.stash[STATE]

    changed = affected.changed_pairs(state.target, affected.load_recorded(state.fingerprint_file()),
                                     state.path_option("golden_dir", "harness_golden"), state.fingerprint_context)
    keep, drop = [], []
    for item in items:
        pair = case_pair(item)
        (drop if pair is not None and pair not in changed else keep).append(item)
    config.stash[RESULTS].unchanged[:] = sorted({p.name for p in state.target.pairs} - set(changed))
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
