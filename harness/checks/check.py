"""A check: its name (the test `test_<name>`, the manifest's `check = "<name>"`), the cases it runs on,
whether it is heavy (scheduled first), what its skip says when no case of the grid needs it, and how it
runs. Each check module in this package defines one `CHECK`; `registry` lists them in order."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable

from harness.checks.row import Row, Rows

if TYPE_CHECKING:
    from harness.declare import Case, Pair, Target


@dataclasses.dataclass(frozen=True)
class Context:
    """What a check's run reads besides the case's shared run."""

    state: Any  # plugin.SessionState: declarations, manifest, check files, golden store
    config: Any  # pytest.Config: --harness-bless and the like
    request: Any  # pytest.FixtureRequest, for a fixture only one check needs (timing: benchmark)


OUTCOME_LABEL = {"failed": "failed", "xpassed-strict": "XPASS(strict)", "xfailed": "known failure", "passed": "passed",
                 "skipped": "skipped"}


def html_text(value: Any) -> str:
    """A value as text in the HTML page (escaped, quotes too): what every check's HTML section writes."""
    return html.escape(str(value), quote=True)


def skip_reason(row: Row) -> str:
    """Why a row was skipped, as the summaries print it."""
    return str(row.get("reason") or row.get("figures", {}).get("skip") or "see -rs")


@dataclasses.dataclass(frozen=True)
class View:
    """How much a summary shows, besides the rows it is given."""

    verbose: bool = False  # -v: every case (or kernel), not only those that did not pass
    gpu_platform: bool | None = None  # the run had real GPUs; None where unknown (merged reports)


@dataclasses.dataclass(frozen=True)
class Plot:
    """A figure of the HTML page drawn from a check's rows: `draw(rows, pyplot)` returns a matplotlib
    figure, or None where no row has anything to draw. The page embeds it as a PNG (`css`: the figure's
    class in the page's style) where matplotlib, the `plots` extra, is installed."""

    heading: str
    alt: str
    draw: Callable[[Rows, Any], Any]
    css: str = ""


@dataclasses.dataclass(frozen=True)
class UpgradePart:
    """A check that judges a case against a record kept per environment (a golden, a GPU budget): its part
    of the upgrade report (harness.report.upgrade), which lists what moved against another environment's."""

    env: str  # the figure naming the environment whose record judged the case (absent: this one's own)
    now: str  # the figure naming this environment
    fields: Callable[[Row], dict[str, Any]]  # (row) -> the case's entry in the report
    # its failures are what the report is about (listed as moved, or as not compared where no other
    # environment's record judged them), not known failures gained or lost
    owns_failures: bool = False

    def entry(self, row: Row) -> tuple[str, str | None, dict[str, Any]] | None:
        """(the environment whose record judged the case, this one, its entry), None where it was its own."""
        f = row["figures"]
        return (f[self.env], f.get(self.now), self.fields(row)) if f.get(self.env) else None


@dataclasses.dataclass(frozen=True)
class Summary:
    """How a check's rows are shown beyond their verdicts, each from the check's rows of the run (in the
    registry's order; a part left None shows nothing there): the terminal summary's lines, the Markdown
    comment's section, the HTML page's (heading, HTML) sections."""

    terminal: Callable[[Rows, View], list[str]] | None = None
    markdown: Callable[[Rows], list[str]] | None = None
    html: Callable[[Rows], list[tuple[str, str]]] | None = None
    plot: Plot | None = None  # a figure of the HTML page, after its failures
    # a check that keeps a record per case (a golden, a GPU budget): what `--harness-bless` did to them
    # ((dry_run) -> its part of the bless headline, its lines), the cases judged against another environment's
    # record, and what `harness diff` shows of the differences
    bless: Callable[[Rows, bool], tuple[str, list[str]]] | None = None
    carried: Callable[[Rows], list[str]] | None = None
    diff: Callable[[Rows], list[str]] | None = None
    # (old row, new row) of one case in two reports -> the figures that moved (`--harness-compare`)
    moved: Callable[[Row, Row], list[str]] | None = None
    upgrade: UpgradePart | None = None


def _always(target: "Target", pair: "Pair", case: "Case") -> bool:
    return True


@dataclasses.dataclass(frozen=True)
class Check:
    name: str
    run: Callable[[Any, Context], dict[str, Any]]  # (CaseRun, Context) -> figures; raises CheckFailure
    applies: Callable[["Target", "Pair", "Case"], bool] = _always  # where the entry accepts the input
    on_refusal: bool = False  # also runs where the entry refuses the input (no fallback, it raises)
    pick: Callable[["Target", list], set[str]] | None = None  # among the cases it applies to, those it runs on
    heavy: bool = False  # gradient programs, GPU compiles, memory runs: their cases are scheduled first
    figures_on_failure: bool = False  # a failure still records its figures (the tables list failing cases)
    nothing_to_run: Callable[[Any], str] | None = None  # (DevicePlan) -> the skip reason when no case needs it
    # (known_failures, pair, case) -> why the manifest leaves the check nothing to do on the case, or None;
    # known_failures(case, check) are the entries claiming it (the manifest judges the checks' verdicts, a
    # layer above them: handed in). The case is collected and skipped with that reason: the list a shard of
    # the full grid is cut from does not move when an entry changes
    idle: Callable[[Callable[["Case", str], Sequence[Any]], "Pair", "Case"], str | None] | None = None
    prepare: Callable[[Any], Any] | None = None  # (SessionState) at collection: input errors surface there, named
    needs_interpret_run: bool = True  # reads the interpret-mode run (not where the interpreter refuses the kernel)
    # (CaseRun) -> what the check is about, recorded before it runs: a check that raises (a side JAX
    # cannot differentiate, a known failure) still reports it
    about: Callable[[Any], dict[str, Any]] | None = None
    lists_findings: bool = False  # fails with a list of findings, one per line: an entry per defect may claim it
    label: str = ""  # the HTML report's column head, where the name is too long for it
    summary: Summary = Summary()  # its own tables in the terminal, Markdown and HTML reports

    def runs_on(self, target: "Target", pair: "Pair", case: "Case") -> bool:
        if not self.on_refusal and pair.on_reject == "raises" and not pair.accepts(case):
            return False
        if self.needs_interpret_run and pair.interpret_refusal and case.interpret:
            return False
        return self.applies(target, pair, case)

    def skip_reason(self, plan: Any) -> str:
        return self.nothing_to_run(plan) if self.nothing_to_run else f"no case of this grid needs the {self.name} check"
