"""What a run says at its start and end: the session header, the progress line, the terminal
summary and the files it writes (Markdown, JSON, HTML)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from harness.checks.check import View
from harness.errors import DeclarationError
from harness.grid.cases import unsplittable
from harness.plugin.session import CODEGEN, MUTATION, PLAN, PREVIOUS, RESULTS, STATE, unused_goldens
from harness.report import html_report, report, upgrade
from harness.run import time_ledger
from harness.store.atomic import write_atomic
from harness.tools import reach


def _reach_record(state: Any) -> Any:
    """The last `harness coverage --reach` of these sources, for the HTML page; None where there is none."""
    try:
        return reach.load(state.target, state.path_option("coverage_dir", "harness_coverage"))
    except Exception as err:  # the page says it was not measured; the run's verdicts do not depend on it
        print(f"harness: the reach record could not be read ({type(err).__name__}: {err})")
        return None


def progress_line(config: pytest.Config) -> "report.Progress | None":
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


def report_header(config: pytest.Config) -> list[str]:
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

    try:
        return unsplittable(config.stash[STATE].target, config.stash[PLAN].mesh_sizes)
    except DeclarationError:
        return []


def _upgrade_summary(tr: Any, config: pytest.Config, results: report.RunResults, verbose: bool) -> None:
    """Goldens judged in another environment: the full upgrade section under `harness upgrade` (and its
    Markdown file), else one line saying which environment judged the cases that have no golden here."""
    path = config.getoption("harness_upgrade")
    if config.getoption("golden_from") or path:
        lines = upgrade.terminal_lines(results.rows, verbose)
        if lines:
            tr.write_sep("-", lines[0])
            report.write_terminal(tr.write_line, lines[1:])
        if path:
            write_atomic(Path(path), upgrade.markdown(results.rows).encode())
            tr.write_line(f"upgrade report written to {path}")
        return
    report.write_terminal(tr.write_line, report.carried_lines(results))


def terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    results = config.stash.get(RESULTS, None)
    if results is None or not results.rows or hasattr(config, "workerinput"):
        return
    tr = terminalreporter
    state, plan = config.stash[STATE], config.stash[PLAN]
    grid = config.getoption("grid")
    sizes = {g: len(state.cases(g)) for g in (grid, "full")}
    verbose = config.getoption("verbose") > 0  # -v: every case of every list
    tr.write_sep("=", "pallas-conformance summary")
    verdict, *lines = report.summary_lines(results, verbose)
    report.write_terminal(tr.write_line, [verdict, report.coverage_line(results, grid, sizes[grid], sizes["full"],
                                                                        _mesh_notes(config)), *lines])
    if config.getoption("harness_diff"):
        diff = report.diff_lines(results)
        tr.write_sep("-", diff[0])
        report.write_terminal(tr.write_line, diff[1:])
    if config.getoption("harness_bless"):
        bless = report.bless_lines(results, config.getoption("harness_bless_dry_run"), plan.mesh_sizes)
        tr.write_sep("-", bless[0])
        report.write_terminal(tr.write_line, bless[1:])
    _upgrade_summary(tr, config, results, verbose)
    report.write_terminal(tr.write_line, report.check_lines(results, View(verbose, plan.platform == "gpu"))
                          + report.deprecation_lines(results)
                          + report.unused_lines(unused_goldens(config, results), verbose)
                          + [report.work_line(results.work_counts, results.jax_cache)]
                          + time_ledger.lines(results.timing.summary() if results.timing is not None else {}))
    markdown_path = config.getoption("harness_markdown")
    if markdown_path:
        Path(markdown_path).write_text(report.markdown(results, grid, results.jax_cache))
        tr.write_line(f"Markdown summary written to {markdown_path}")
    report_path = config.getoption("harness_report")
    if report_path:
        Path(report_path).write_text(report.json_text(results))
        tr.write_line(f"per-case results written to {report_path}")
    html_path = config.getoption("harness_html")
    if html_path:
        started = time.perf_counter()
        page = html_report.render(results, grid, results.jax_cache, config.stash.get(PREVIOUS, None),
                                  str(config.getoption("harness_compare") or ""), config.stash.get(MUTATION, None),
                                  reach=_reach_record(state))

        write_atomic(Path(html_path), page.encode())
        tr.write_line(f"HTML report written to {html_path} ({len(page) / 1e6:.1f} MB, "
                      f"{time.perf_counter() - started:.1f} s)")
