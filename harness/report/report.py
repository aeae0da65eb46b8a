"""The results of one pytest run and how they are shown: one `RunResults` object gathers a row per
check (and the run's JAX work counts and selection facts); the terminal summary, the Markdown
comment and the JSON report are all rendered from those same rows."""

from __future__ import annotations

import dataclasses
import json
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Callable

from harness.checks import registry
from harness.checks import row
from harness.checks.check import View
from harness.checks.row import Row, Rows
from harness.manifest import ratchet


@dataclasses.dataclass
class RunResults:
    rows: list[Row] = dataclasses.field(default_factory=list)
    work_counts: dict[str, int] = dataclasses.field(default_factory=lambda: defaultdict(int))
    partly_selected: set[str] = dataclasses.field(default_factory=set)  # pairs some of whose cases were deselected
    unchanged: list[str] = dataclasses.field(default_factory=list)  # pairs --changed-only left out
    slow_left_out: set[str] = dataclasses.field(default_factory=set)  # checks declared slow, left to --grid full
    timing: Any = None  # harness.run.time_ledger.Gatherer: where the run's time went (the controller's)
    split: dict[str, int] | None = None  # pytest-split's --splits/--group of this run, if it is a shard
    grid: str = "default"
    jax_cache: Path | str | None = None  # the persistent compilation cache used (None: off); merged: the shards'

    def add(self, report: Any) -> None:
        """One row from a check's pytest report (call phase, or a setup that did not pass)."""
        carried = row.fields(report.user_properties)
        if carried is None:
            return
        outcome = report.outcome
        if hasattr(report, "wasxfail"):
            outcome = "xfailed" if report.outcome == "skipped" else "xpassed-strict"
        elif report.outcome == "failed" and "XPASS(strict)" in str(report.longrepr):
            outcome = "xpassed-strict"
        self.rows.append(Row(
            nodeid=report.nodeid, pair=carried["pair"], case=carried["case"], check=carried["check"],
            outcome=outcome, headroom=carried["headroom"], path=carried["path"],
            seconds=carried.get("seconds", report.duration),
            check_seconds=round(report.duration, 3),  # this check alone (the case's run is in "seconds")
            reason=getattr(report, "wasxfail", None) or (
                report.longrepr[2] if report.skipped and isinstance(report.longrepr, tuple) else None),
            stages=carried["stages"], known_failure=carried["known_failure"], observed=carried["observed"],
            message=str(report.longrepr)[:2000] if report.failed else None,
            # the exception a failure ended in, where its message is a traceback (pytest's crash line)
            crash=getattr(getattr(report.longrepr, "reprcrash", None), "message", None) if report.failed else None,
            figures=carried["figures"]))

    def add_work(self, counts: dict[str, int]) -> None:
        for key, value in counts.items():
            self.work_counts[key] += value

    def where(self, check: str | None = None, outcome: str | None = None) -> Rows:
        return [r for r in self.rows if (check is None or r["check"] == check)
                and (outcome is None or r["outcome"] == outcome)]

    @property
    def pair_rows(self) -> Rows:
        return [r for r in self.rows if not is_scenario(r)]

    @property
    def scenario_rows(self) -> Rows:
        return [r for r in self.rows if is_scenario(r)]

    def verified_pairs(self) -> set[str]:
        """Pairs whose every selected check ran and passed (or failed as its manifest says)."""
        bad = {r["pair"] for r in self.rows if r["outcome"] not in ("passed", "xfailed", "skipped")}
        return {r["pair"] for r in self.rows} - bad - self.partly_selected


class Progress:
    """A progress line written at most every `interval` seconds: checks done of the total, the
    case that last finished, and an estimate of the time left from the pace so far."""

    def __init__(self, write: Callable[[str], None], label: str, interval: float = 30.0,
                 clock: Callable[[], float] = time.monotonic):
        self.write, self.label, self.interval, self.clock = write, label, interval, clock
        self.total = 0
        self.count = 0
        self.started = self.last = clock()

    def start(self, total: int) -> None:
        self.total = total
        self.started = self.last = self.clock()

    def done(self, case: str) -> None:
        self.count += 1
        now = self.clock()
        if self.total and (now - self.last >= self.interval or self.count == self.total):
            self.last = now
            self.write(self.line(case, now))

    def line(self, case: str, now: float) -> str:
        elapsed = now - self.started
        left = elapsed / self.count * (self.total - self.count) if self.count else 0.0
        return (f"[{self.label}] {self.count}/{self.total} checks ({100 * self.count / self.total:.0f}%), "
                f"{_minutes(elapsed)} elapsed, about {_minutes(left)} left; last: {case}")


def _minutes(seconds: float) -> str:
    m, s = divmod(int(seconds + 0.5), 60)
    return f"{m}m{s:02d}s" if m else f"{s}s"


def is_scenario(row: Row) -> bool:
    return str(row.get("pair") or "").startswith("scenario.")


def fmt_headroom(value: Any) -> str:
    if value is None:
        return "-"
    if value == float("inf"):
        return "inf"
    return f"{value:.3g}"


def work_line(counts: dict[str, int], cache_dir: Path | str | None) -> str:
    line = (f"JAX work: {counts.get('traces', 0)} traces, {counts.get('compiles', 0)} compiles requested, "
            f"{counts.get('executions', 0)} executions")
    if cache_dir is None:
        return line + "; persistent compilation cache off (--no-jax-cache)"
    line += (f"; XLA compiled {counts.get('cache_misses', 0)}, the persistent cache served "
             f"{counts.get('cache_hits', 0)} ({cache_dir})")
    kernels = counts.get("gpu_kernel_compiles", 0) + counts.get("gpu_kernel_cache_hits", 0)
    if kernels:
        line += (f"; Triton/ptxas compiled {counts.get('gpu_kernel_compiles', 0)} kernel builds, the kernel "
                 f"cache served {counts.get('gpu_kernel_cache_hits', 0)}")
    return line


def coverage_line(results: RunResults, grid: str, grid_size: int, full_size: int, notes: list[str]) -> str:
    """How much of the full grid this mode and selection ran."""
    pairs, scenarios = results.pair_rows, results.scenario_rows
    line = (f"grid {grid}: {grid_size} cases ({100 * grid_size / max(full_size, 1):.1f}% of the full "
            f"grid's {full_size}); this run: {len({r['case'] for r in pairs})} cases, {len(pairs)} checks")
    if scenarios:
        line += f"; {len({r['case'] for r in scenarios})} scenario variants, {len(scenarios)} checks"
    if results.slow_left_out:
        line += f"; {len(results.slow_left_out)} checks declared slow left to --grid full"
    return "\n".join([line, *notes])


FAILING = ("failed", "xpassed-strict")
SHOWN = 20  # failing checks listed without -v
WIDTH = 120  # of the summary's wrapped lines


def verdict_line(results: RunResults) -> str:
    """The run's verdict and its counts: the summary's first line."""
    counts = Counter(r["outcome"] for r in results.rows)
    failed, xpassed = counts["failed"], counts["xpassed-strict"]
    causes = len(root_causes(results.rows))
    head = "FAILED" if failed or xpassed else "PASSED"
    parts = [f"{failed} failed"] + ([f"{xpassed} known failure(s) now pass (XPASS(strict))"] if xpassed else [])
    parts += [f"{counts['passed']} passed",
              f"{counts['xfailed']} known failures ({causes} root cause{'s' if causes != 1 else ''})",
              f"{counts['skipped']} skipped"]
    return f"pallas-conformance: {head}: " + ", ".join(parts) + f" ({len(results.rows)} checks)"


def root_causes(rows: Rows) -> dict[str, Rows]:
    """Manifest entry (or scenario declaration) -> the checks that failed as it declares, or now pass."""
    out: dict[str, Rows] = defaultdict(list)
    for r in rows:
        if r["outcome"] in ("xfailed", "xpassed-strict"):
            for defect in (r.get("known_failure") or "declared in the scenario").split(" + "):
                out[defect].append(r)
    return out


def summary_lines(results: RunResults, verbose: bool = False) -> list[str]:
    """The verdict, the failing checks, the known failures by root cause with counts (-v: every case
    of each), the per-pair table and (-v) the slowest cases."""
    lines = [verdict_line(results)]
    failing = [r for r in results.rows if r["outcome"] in FAILING]
    if failing:
        lines.append(f"failing checks ({len(failing)}):")
        for r in failing[: None if verbose else SHOWN]:
            flag = "  (NOW PASSES: remove the entry)" if r["outcome"] == "xpassed-strict" else ""
            lines.append(f"  {r['check']:9s} {r['case']}{flag}")
        if len(failing) > SHOWN and not verbose:
            lines.append(f"  ... and {len(failing) - SHOWN} more (-v, the JSON report and the HTML page list them)")
    causes = root_causes(results.rows)
    if causes:
        apart = reach_counts([r for r in results.rows if r["outcome"] in ("xfailed", "xpassed-strict")])
        lines.append("known failures by root cause (the manifest; scenarios: their declarations)"
                     + (f"; by reach: {apart}" if apart else "")
                     + ("" if verbose else "; -v, the JSON report and the HTML page list each case") + ":")
        for defect, members in sorted(causes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            reach = next((label for r in members for d, label in zip((r.get("known_failure") or "").split(" + "),
                          str((r.get("figures") or {}).get("reach") or "").split(" + ")) if d == defect and label), "")
            checks = Counter(r["check"] for r in members)
            label = f" [{reach}]" if reach not in ("", "not stated") else ""
            lines.append(f"  {len(members):5d}  {defect}{label}: "
                         + ", ".join(f"{check} {n}" for check, n in sorted(checks.items())))
            if verbose:
                lines += [f"           {r['check']:9s} {r['case']}" for r in members]

    lines += ratchet.summary_lines(results.rows, None if verbose else SHOWN)
    lines += pair_lines(results, verbose)
    if verbose:
        lines += slowest_lines(results)
    return lines


def pair_lines(results: RunResults, verbose: bool = False) -> list[str]:
    """Each pair's outcomes: a table with -v (the worst headroom of its passing checks, the paths it
    took), else a few lines of `pair passed/failed/known/skipped`, with its paths where one is not Pallas."""
    by_pair: dict[str, dict[str, Any]] = defaultdict(lambda: defaultdict(int))
    worst: dict[str, float] = {}
    paths: dict[str, set[str]] = defaultdict(set)
    for r in results.rows:
        by_pair[r["pair"]][r["outcome"]] += 1
        if r["headroom"] is not None and r["outcome"] == "passed":
            worst[r["pair"]] = max(worst.get(r["pair"], 0.0), float(r["headroom"]))
        if r["path"]:  # the path check's, and the values and gradients checks' of the same run
            paths[r["pair"]].add(r["path"].split(" ")[0])
    if not verbose:
        entries = []
        for pair in sorted(by_pair):
            c, taken = by_pair[pair], ",".join(sorted(paths[pair]))
            entries.append(f"{pair} {c['passed']}/{c['failed'] + c['xpassed-strict']}/{c['xfailed']}/{c['skipped']}"
                           + (f" [{taken}]" if taken and taken != "pallas" else ""))
        lines = ["pairs (passed/failed/known failures/skipped; [paths] where not all Pallas; -v: a table):"]
        for entry in entries:
            if len(lines) > 1 and len(lines[-1]) + len(entry) + 3 <= WIDTH:
                lines[-1] += "   " + entry
            else:
                lines.append("  " + entry)
        return lines
    lines = [f"{'pair':32s} {'passed':>6s} {'failed':>6s} {'xfail':>6s} {'skip':>5s}  {'worst headroom':>14s}  paths"]
    for pair in sorted(by_pair):
        c = by_pair[pair]
        lines.append(f"{pair:32s} {c['passed']:6d} {c['failed'] + c['xpassed-strict']:6d} {c['xfailed']:6d} "
                     f"{c['skipped']:5d}  {fmt_headroom(worst.get(pair)):>14s}  {','.join(sorted(paths[pair]))}")
    return lines


def slowest_lines(results: RunResults, top: int = 5) -> list[str]:
    seen: set[str] = set()
    slow = []
    for r in sorted(results.rows, key=lambda r: -(r["seconds"] or 0)):
        if r["case"] not in seen:
            seen.add(r["case"])
            slow.append(r)
    return ["slowest cases (one run per case, all checks):"] + [f"  {r['seconds']:7.2f}s  {r['case']}" for r in slow[:top]]


def reach_counts(rows: Rows) -> str:
    """The manifest entries these rows fail as, counted apart by their reach: defects (a user's input
    reaches them), hazards (only a direct call does), unreached kernels."""
    labels: dict[str, str] = {}
    for r in rows:
        defects = (r.get("known_failure") or "").split(" + ")
        reaches = str((r.get("figures") or {}).get("reach") or "").split(" + ")
        for defect, label in zip(defects, reaches):
            if defect:
                labels[defect] = label or "not stated"
    if not labels or set(labels.values()) == {"not stated"}:
        return ""
    counts = Counter(labels.values())
    order = ("defect", "hazard", "unreached", "not stated")
    return ", ".join(f"{counts[k]} {k}{'s' if counts[k] != 1 and k in ('defect', 'hazard') else ''}"
                     for k in order if counts.get(k))


def bless_lines(results: RunResults, dry_run: bool, mesh_sizes: list[int]) -> list[str]:
    """What `--harness-bless` did, from each check that keeps records (harness.checks.check.Summary.bless):
    one headline of their counts, then their lines, in the registry's order."""
    parts = [check.summary.bless(results.where(check.name), dry_run) for check in registry.PAIR_CHECKS
             if check.summary.bless is not None]
    dry = " (dry run: nothing written)" if dry_run else ""
    return ([f"bless{dry}: {'; '.join(headline for headline, _ in parts)}; mesh sizes "
             f"{', '.join(map(str, mesh_sizes))} (larger meshes need --gpus)"]
            + [line for _, lines in parts for line in lines])


def carried_lines(results: RunResults) -> list[str]:
    """Cases with no record (golden, GPU budget) in this environment, judged against another's
    (harness.checks.check.Summary.carried)."""
    return [line for check in registry.PAIR_CHECKS if check.summary.carried is not None
            for line in check.summary.carried(results.where(check.name))]


def diff_lines(results: RunResults) -> list[str]:
    """`harness diff`: every difference from the records, in full (harness.checks.check.Summary.diff)."""
    return [line for check in registry.PAIR_CHECKS if check.summary.diff is not None
            for line in check.summary.diff(results.where(check.name))]


def check_lines(results: RunResults, view: View) -> list[str]:
    """Each check's own tables (harness.checks.check.Summary), in the registry's order."""
    return [line for check in registry.PAIR_CHECKS if check.summary.terminal is not None
            for line in check.summary.terminal(results.where(check.name), view)]


def check_markdown(results: RunResults) -> list[str]:
    return [line for check in registry.PAIR_CHECKS if check.summary.markdown is not None
            for line in check.summary.markdown(results.where(check.name))]


def deprecation_lines(results: RunResults) -> list[str]:
    """JAX's deprecation warnings that the harness keeps out of the log (harness.jaxtools.jaxcompat), said once:
    which cases' kernels raise them, so a pair's authors can still act on them."""
    noted: dict[str, dict[str, str]] = defaultdict(dict)  # message -> case -> pair
    for r in results.rows:
        for message in filter(None, str(r["figures"].get("jax_deprecation") or "").split(" | ")):
            noted[message][r["case"]] = r["pair"]  # the checks that lower for CUDA record it
    return [f"JAX deprecation (its warning left out of the log; said once): the CUDA lowering of {len(cases)} case(s) "
            f"of {', '.join(sorted(set(cases.values())))}: {message}" for message, cases in sorted(noted.items())]


def unused_lines(unused: list[Path], verbose: bool = False) -> list[str]:
    if not unused:
        return []
    top = len(unused) if verbose else 5
    return ([f"{len(unused)} golden(s) no declared case produces (remove with `harness prune`)"
             + (":" if len(unused) <= top else f"; the first {top} (-v: all):")] + [f"  {folder}" for folder in unused[:top]])


def markdown(results: RunResults, grid: str, cache_dir: Path | None) -> str:
    """The summary as a pull-request comment: pairs, failures with headroom, known failures, GPU table."""
    by_pair: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for r in results.rows:
        by_pair[r["pair"]][r["outcome"]] += 1
    failed = [r for r in results.rows if r["outcome"] in ("failed", "xpassed-strict")]
    pairs, scenarios = results.pair_rows, results.scenario_rows
    lines = [f"## pallas-conformance: {'FAILED' if failed else 'passed'}", "",
             f"grid `{grid}`, {len({r['case'] for r in pairs})} cases, {len(pairs)} checks"
             + (f"; {len({r['case'] for r in scenarios})} scenario variants, {len(scenarios)} checks" if scenarios else "")
             + (f"; --changed-only left out {len(results.unchanged)} unchanged pair(s)" if results.unchanged else "")
             + (f"; {len(results.slow_left_out)} checks declared slow left to --grid full"
                if results.slow_left_out else ""), "",
             "| pair | passed | failed | known failures | skipped |", "|---|---:|---:|---:|---:|"]
    for pair in sorted(by_pair):
        c = by_pair[pair]
        lines.append(f"| {pair} | {c['passed']} | {c['failed'] + c['xpassed-strict']} | {c['xfailed']} | {c['skipped']} |")
    if failed:
        lines += ["", "### Failures", "", "| check | case | headroom |", "|---|---|---:|"]
        lines += [f"| {r['check']} | `{r['case']}` | {fmt_headroom(r['headroom'])} |" for r in failed]
    xfails = results.where(outcome="xfailed")
    if xfails:
        lines += ["", f"<details><summary>{len(xfails)} known failures (manifest)</summary>", ""]
        lines += [f"- {r['check']} `{r['case']}`: {r['reason']}" for r in xfails]
        lines += ["", "</details>"]
    lines += check_markdown(results)
    lines += ["", work_line(results.work_counts, cache_dir), ""]
    return "\n".join(lines)


def json_text(results: RunResults) -> str:
    timing = results.timing.summary() if hasattr(results.timing, "summary") else (results.timing or {})
    return json.dumps({"created": time.strftime("%Y-%m-%dT%H:%M:%S"), "work": dict(results.work_counts),
                       "grid": results.grid, "timing": timing, **({"split": results.split} if results.split else {}),
                       "jax_cache": str(results.jax_cache) if results.jax_cache else None,
                       "results": results.rows}, indent=1, default=str)


def write_terminal(write_line: Callable[[str], None], lines: list[str]) -> None:
    for line in lines:
        write_line(line)
