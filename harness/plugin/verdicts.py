"""A check's verdict: its figures on the report, a CheckFailure shown as the finding it is, and a
known failure judged by its manifest signature."""

from __future__ import annotations

from pathlib import Path
import pytest

from harness.checks import row
from harness.declare import Case
from harness.errors import CheckFailure
from harness.manifest import known_failures, observation, ratchet
from harness.plugin.session import STATE


def make_report(item: pytest.Item, call: pytest.CallInfo):
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    if isinstance(case, Case) and call.when in ("setup", "call"):
        marker = item.get_closest_marker("harness_check")
        props = dict(item.user_properties)
        if row.PREFIX + "case" not in props:
            item.user_properties += row.identity(case.id, case.pair, marker.args[0] if marker else "?")
        if call.when == "call":
            run = item.config.stash[STATE].engine.runs.get(case.id)
            if run is not None:
                item.user_properties += row.properties({"seconds": round(run.seconds, 3)}, have=props)
    outcome = yield
    report = outcome.get_result()

    if call.excinfo is not None and isinstance(call.excinfo.value, CheckFailure) and report.failed:
        # A check failure is a finding about the kernel: show its figures, not the harness's frames,
        # and where JAX or the kernel raised it (a lowering error), that error's own traceback.
        report.longrepr = str(call.excinfo.value) + _cause(call.excinfo.value)
        report.user_properties += row.properties(call.excinfo.value.figures,
                                                 have=(key for key, _ in report.user_properties))
    if isinstance(case, Case) and call.when == "call":
        _judge_known_failure(item, call, report)
    report.user_properties[:] = [(key, row.wire_value(value)) for key, value in report.user_properties]


def _judge_known_failure(item: pytest.Item, call: pytest.CallInfo, report: pytest.TestReport) -> None:
    """A check the manifest expects to fail: an xfail only with the entry's signature; any other
    failure, or a pass, fails the run naming the entry."""
    state = item.config.stash[STATE]
    observed = None
    if report.failed and call.excinfo is not None:
        observed = observation.observe(call.excinfo.value, Path(item.config.rootpath))
        report.user_properties += row.properties({"observed": observed.describe()})
    marker = item.get_closest_marker("harness_known_failure")
    if marker is None:
        return
    entries = [state.known[index - 1] for index in marker.args]
    where = f"{state.known_failures_path().name} " + ", ".join(f"#{e.index}" for e in entries)
    defects = " + ".join(e.defect for e in entries)
    report.user_properties += row.properties({"known_failure": defects,
                                              "reach": " + ".join(e.reach or "not stated" for e in entries),
                                              "reasons": {e.defect: e.reason for e in entries}})
    if report.passed:
        report.outcome = "failed"
        callspec = getattr(item, "callspec", None)
        case = callspec.params.get("case") if callspec else None
        twin = known_failures.interpret_twin(case.id) if isinstance(case, Case) else None
        report.longrepr = "\n".join([f"[XPASS(strict)] {e.reason}" for e in entries] + [
            f"This compiled case passes where its interpret-mode twin {twin} is claimed: where the defect is the "
            f"interpret path's, say interpret_only = true in the entry ({where})." if twin else
            f"This check now passes: remove the case from the entry ({where}, cases = "
            f"{[list(e.cases) for e in entries] if len(entries) > 1 else list(entries[0].cases)}"
            + "".join(f", when = {dict(e.when)}" + (f", unless = {[dict(t) for t in e.unless]}" if e.unless else "")
                      for e in entries if e.when)
            + (": narrow the conditions" if any(e.when for e in entries) else "") + ")."])
    elif observed is not None:
        marker_check = item.get_closest_marker("harness_check")
        check = marker_check.args[0] if marker_check else ""
        case = item.callspec.params["case"]
        mismatch = known_failures.explain(entries, observed, check)
        kind, detail = _ratchet(report, entries, case, check, observed) if mismatch is None else (None, "")
        worse = detail if kind == "worse" else None
        if mismatch is None and worse is None:
            report.outcome = "skipped"
            report.wasxfail = "; ".join(e.reason for e in entries) + f" (observed: {observed.describe()})"
            if kind == "better":  # said, not failed: refresh tightens the record
                report.wasxfail += f"; better than recorded: {detail or None}"
        elif mismatch is None:
            report.longrepr = (f"fails worse than known failure '{defects}' recorded ({where}, "
                               f"{ratchet.bounds_path(state.known_failures_path()).name}): {worse}\n"
                               "  a second defect, or a deliberate change: then record it with harness "
                               f"known-failures --refresh\n  observed: {observed.describe()}\n\n{report.longrepr}")
        else:
            report.longrepr = (f"fails differently from known failure '{defects}' ({where}): {mismatch}\n"
                               + "".join(f"  expected: {e.signature()}\n" for e in entries)
                               + f"  observed: {observed.describe()}\n\n{report.longrepr}")


def _ratchet(report: pytest.TestReport, entries: list, case: Case, check: str,
             observed: observation.Observed) -> tuple[str | None, str]:
    """A known failure's figures against its record (harness.manifest.ratchet): the verdict (worse, better,
    unrecorded, within; None where the check keeps no bounds) and what moved, with the verdict and both
    figures on the report (the summary and the HTML page show them)."""
    if check not in ratchet.BOUNDED_CHECKS or observed.kind != "verdict":
        return None, ""
    judgements = []
    # an entry of some JAX lines only, beside others: its record is this line's (theirs were made without its cause)
    for entry in [e for e in entries if e.line_bound] or entries:
        recorded = entry.recorded.get(case.id, {}).get(check)
        judgements.append((entry, recorded, ratchet.judge(recorded, observed.outputs,
                                                          entry.slack or ratchet.DEFAULT_SLACK)))
    kinds = [j.kind for _, _, j in judgements]
    kind = next(k for k in ("worse", "better", "unrecorded", "within") if k in kinds or k == "within")
    report.user_properties += row.properties({"ratchet": kind})
    recorded = [r for _, r, _ in judgements if r is not None]
    if recorded:  # joint entries record the same figures (a check that lists findings has no bounds)
        report.user_properties += row.properties({"recorded": recorded[0]})
    detail = "; ".join(f"'{e.defect}': {j.describe()}" if len(entries) > 1 else j.describe()
                       for e, _, j in judgements if j.kind == kind and j.lines)
    if detail:
        report.user_properties += row.properties({"ratchet_detail": detail})
    return kind, detail


def _cause(failure: BaseException) -> str:
    import traceback

    if failure.__cause__ is None:
        return ""
    return "\n\nThe error behind it:\n" + "".join(traceback.format_exception(failure.__cause__)).rstrip()
