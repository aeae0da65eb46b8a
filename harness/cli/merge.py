"""`harness merge`: one report from the JSON reports of a gate split over runners."""

from __future__ import annotations

import argparse
from pathlib import Path

from harness.cli.common import REPORTS, read_reports

NAME = "merge"
HELP = ("one report from the JSON reports of a gate split over runners (pytest-split shards): the summary the "
        "gate prints (-v: every case), and --json/--markdown/--html; exit 1 if a check failed")
PARENTS = (REPORTS,)
PASSES_EXTRA = False
NEEDS_PROJECT = False  # it reads only the reports it is given


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", default=None, type=Path, metavar="PATH", help="the merged --harness-report")
    p.add_argument("--markdown", default=None, type=Path, metavar="PATH", help="the merged Markdown summary")
    p.add_argument("--html", default=None, type=Path, metavar="PATH", help="the merged HTML page")
    p.add_argument("-v", "--verbose", action="store_true", help="list every case (known failures, memory, GPU)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    from harness.report import report, shards  # lazy: `harness` starts without JAX

    results = read_reports("merge", shards.merge, args.reports)
    if results is None:
        return 2
    from harness.checks.check import View  # lazy: `harness` starts without JAX

    for line in (report.summary_lines(results, args.verbose) + report.check_lines(results, View(args.verbose))
                 + report.deprecation_lines(results)
                 + [report.work_line(results.work_counts, results.jax_cache)]):
        print(line)
    if args.json:
        args.json.write_text(report.json_text(results))
    if args.markdown:
        args.markdown.write_text(report.markdown(results, results.grid, results.jax_cache))
    if args.html:
        from harness.report import html_report  # lazy: `harness` starts without JAX

        args.html.write_text(html_report.render(results, results.grid, results.jax_cache))
    return 1 if any(r["outcome"] in ("failed", "xpassed-strict") for r in results.rows) else 0
