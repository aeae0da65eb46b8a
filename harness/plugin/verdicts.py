"""A check's verdict: its figures on the report, a CheckFailure shown as the finding it is, and a
known failure judged by its manifest signature."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.declare import Case
from harness.errors import CheckFailure
from harness.manifest import known_failures as kf
from harness.plugin.session import STATE


def make_report(item: pytest.Item, call: pytest.CallInfo):
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

    if call.excinfo is not None and isinstance(call.excinfo.value, CheckFailure) and report.failed:
        # A check failure is a finding about the kernel: show its figures, not the harness's frames,
        # and where JAX or the kernel raised it (a lowering error), that error's own traceback.
        report.longrepr = str(call.excinfo.value) + _cause(call.excinfo.value)
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
    report.user_properties.append(("harness.tools.reach", " + ".join(e.reach or "not stated" for e in entries)))
    if report.passed:
        report.outcome = "failed"
        callspec = getattr(item, "callspec", None)
        case = callspec.params.get("case") if callspec else None
        twin = kf.interpret_twin(case.id) if isinstance(case, Case) else None
        report.longrepr = "\n".join([f"[XPASS(strict)] {e.reason}" for e in entries] + [
            f"This compiled case passes where its interpret-mode twin {twin} is claimed: where the defect is the "
            f"interpret path's, say interpret_only = true in the entry ({where})." if twin else
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


def _cause(failure: BaseException) -> str:
    import traceback

    if failure.__cause__ is None:
        return ""
    return "\n\nThe error behind it:\n" + "".join(traceback.format_exception(failure.__cause__)).rstrip()
