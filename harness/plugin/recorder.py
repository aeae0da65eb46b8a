"""The run's rows as the tests report them (xdist workers' too)."""

from __future__ import annotations

import pytest

from harness.checks import row
from harness.plugin.collection import case_pair
from harness.report import report


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
            which = row.identity_of(report.user_properties)
            self.results.timing.add_report(report, which["pair"], which["case"], which["check"])
        if self.progress is not None and (report.when == "teardown" or (report.when == "setup" and report.outcome != "passed")):
            self.progress.done(row.identity_of(report.user_properties)["case"] or report.nodeid)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.progress is not None:
            self.progress.start(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids) -> None:
        if self.progress is not None and not self.progress.total:
            self.progress.start(len(ids))

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        for item in items:
            pair = case_pair(item)
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
        if output.get("harness_collected") and self.results.split is not None:  # what this shard was cut from
            self.results.split.setdefault("collected", output["harness_collected"])
