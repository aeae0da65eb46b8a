"""The run as one self-contained HTML page for a reviewer (`--harness-html PATH`): the pair x check
matrix with filters, an error map for each failing values, gradients or golden check, the failing
FileCheck directive with the IR around it and the kernel IR diffs, the scenarios' error growth, the
GPU and memory tables, known failures by root cause, and what moved since a previous report
(`--harness-compare OLD.json`). Rendered from the same rows as the terminal, Markdown and JSON
reports; plots are matplotlib PNGs embedded as data URIs, so the file needs no network. matplotlib
is the `plots` extra: without it the page is whole less its plots, and says so at the top."""

from __future__ import annotations

import html
import json
import math
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from harness.checks import registry
from harness.checks.check import OUTCOME_LABEL
from harness.checks.row import Row, Rows
from harness.manifest import ratchet
from harness.report import plots, report, upgrade
from harness.report.report import reach_counts
from harness.run.time_ledger import STAGES

CHECK_ORDER = registry.NAMES  # the pair checks in the registry's order; any other check after them, by name
RANK = {"failed": 0, "xpassed-strict": 0, "error": 0, "xfailed": 1, "passed": 2, "skipped": 3}
FAILING = ("failed", "xpassed-strict")


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


# -- sections -----------------------------------------------------------------------------------------

def _checks(rows: Rows) -> list[str]:
    seen = {r["check"] for r in rows}
    return [c for c in CHECK_ORDER if c in seen] + sorted(seen - set(CHECK_ORDER))


# The matrix's column heads and cell counts, short enough for every pair check on a laptop's screen
# (the full names are in each head's and cell's title, and in the legend above the table).
CHECK_SHORT = {check.name: check.label for check in registry.PAIR_CHECKS if check.label}
SHORT = {"failed": "failed", "xpassed-strict": "XPASS", "xfailed": "known", "passed": "ok", "skipped": "skip"}


def matrix_legend() -> str:
    heads = ", ".join(f"<b>{_e(short)}</b> = {_e(check)}" for check, short in CHECK_SHORT.items())
    counts = ", ".join(f"<b>{_e(SHORT[o])}</b> = {_e(OUTCOME_LABEL[o])}" for o in ("failed", "xpassed-strict", "xfailed",
                                                                              "passed", "skipped"))
    return f'<p class="legend">Columns: {heads}. Counts: {counts}; a cell\'s title has them in full.</p>'


def matrix(rows: Rows) -> str:
    cells: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for r in rows:
        cells[(r["pair"], r["check"])][r["outcome"]] += 1
    checks = _checks(rows)
    out = ['<table id="matrix" class="matrix"><thead><tr><th>pair</th>'
           + "".join(f'<th title="{_e(c)}">{_e(CHECK_SHORT.get(c, c))}</th>' for c in checks)
           + "</tr></thead><tbody>"]
    for pair in sorted({r["pair"] for r in rows}):
        out.append(f"<tr><th>{_e(pair)}</th>")
        for check in checks:
            c = cells.get((pair, check))
            if not c:
                out.append('<td class="none">-</td>')
                continue
            worst = min(c, key=lambda o: RANK.get(o, 0))
            ordered = sorted(c.items(), key=lambda x: RANK.get(x[0], 0))
            text = " ".join(f"{n}&nbsp;{_e(SHORT.get(o, o))}" for o, n in ordered)
            full = ", ".join(f"{n} {OUTCOME_LABEL.get(o, o)}" for o, n in ordered)
            out.append(f'<td class="cell {_e(worst)}" data-pair="{_e(pair)}" data-check="{_e(check)}" '
                       f'title="{_e(pair)} / {_e(check)}: {_e(full)}">{text}</td>')
        out.append("</tr>")
    return "".join(out) + "</tbody></table>"


def _pre(text: str, cls: str = "") -> str:
    return f'<pre class="{cls}">{_e(text)}</pre>'


def _diff_html(text: str) -> str:
    lines = []
    for line in text.splitlines():
        cls = ("add" if line.startswith("+") and not line.startswith("+++") else
               "del" if line.startswith("-") and not line.startswith("---") else
               "hunk" if line.startswith("@@") else "head" if line.startswith("kernel ") else "")
        lines.append(f'<span class="{cls}">{_e(line)}</span>')
    return '<pre class="diff">' + "\n".join(lines) + "</pre>"


def failure(index: int, r: Row, draw: bool = True) -> str:
    f = r.get("figures") or {}
    parts = [f'<section class="failure" id="failure-{index}" data-pair="{_e(r["pair"])}" data-check="{_e(r["check"])}">',
             f'<h3><span class="badge {_e(r["outcome"])}">{_e(OUTCOME_LABEL.get(r["outcome"], r["outcome"]))}</span> '
             f'{_e(r["check"])} <code>{_e(r["case"])}</code></h3>']
    m = f.get("error_map")
    if isinstance(m, dict) and m.get("cells"):
        worst = ", ".join(map(str, m.get("worst_index", [])))
        image = f'<img alt="error map of {_e(r["case"])}" src="{plots.error_map_image(m)}">' if draw else ""
        parts.append(f'<figure class="error-map">{image}'
                     f"<figcaption>{_e(m['title'])}: worst element [{_e(worst)}] at {m['max']:.3g}x the allowance"
                     + (f"; per variable: {_e(', '.join(f'{v:.3g}' for v in m['per_variable']))}"
                        if m.get("per_variable") else "") + "</figcaption></figure>")
    for fc in f.get("filecheck_failures") or []:
        context = "".join(
            f'<span class="{"at" if n == fc["line"] else ""}">{n:6d}  {_e(text)}</span>\n' for n, text in fc["context"])
        parts.append(f'<div class="filecheck"><h4>FileCheck {_e(fc["check_file"])} '
                     f'--check-prefixes={_e(",".join(fc["prefixes"]))} on {_e(fc["kind"])} IR</h4>'
                     f'<p class="directive">failing directive: <code>{_e(fc["directive"] or "see below")}</code>'
                     f'<br>{_e(fc.get("error", ""))}</p>'
                     f'<pre class="ir-context">{context}</pre><details><summary>FileCheck output</summary>'
                     f'{_pre(fc["message"])}</details></div>')
    for d in f.get("golden_diff") or []:
        parts.append(f'<div class="golden-diff"><h4>{_e(d["what"])}: {_e(d["summary"])}</h4>'
                     + (_diff_html(d["detail"]) if d.get("detail") else "") + "</div>")
    parts.append(f'<details{" open" if not (m or f.get("filecheck_failures") or f.get("golden_diff")) else ""}>'
                 f'<summary>message</summary>{_pre(r.get("message") or r.get("reason") or "")}</details>')
    return "".join(parts) + "</section>"


def check_sections(results: report.RunResults) -> list[str]:
    """Each check's own sections (harness.checks.check.Summary), in the registry's order."""
    return [f"<h2>{_e(heading)}</h2>{body}" for check in registry.PAIR_CHECKS if check.summary.html is not None
            for heading, body in check.summary.html(results.where(check.name))]


def plot_sections(results: report.RunResults) -> list[str]:
    """Each check's figure (harness.checks.check.Plot), in the registry's order: pair checks, then scenario checks."""
    out = []
    for check in (*registry.PAIR_CHECKS, *registry.SCENARIO_CHECKS):
        plot = check.summary.plot
        fig = plot.draw(results.where(check.name), plots.pyplot()) if plot is not None else None
        if fig is not None:
            out.append(f'<h2>{_e(plot.heading)}</h2><figure class="{_e(plot.css)}">'
                       f'<img alt="{_e(plot.alt)}" src="{plots.png_uri(fig)}"></figure>')
    return out


def timing_section(results: report.RunResults) -> str:
    """Where the run's time went: the serial part, each worker's busy and idle time, the stages,
    the checks and the costliest pairs and cases (the report JSON's "timing")."""
    t = results.timing.summary() if hasattr(results.timing, "summary") else (results.timing or {})
    if not t.get("stages"):
        return "<p>No timing in this run.</p>"
    total = sum(t["stages"].values()) or 1.0

    def table(head: tuple[str, ...], rows: list[tuple]) -> str:
        return ('<table class="rows"><thead><tr>' + "".join(f"<th>{_e(h)}</th>" for h in head) + "</tr></thead><tbody>"
                + "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
                + "</tbody></table>")

    workers = [(w, f"{d['busy_s']:.0f}", d["tests"], f"{d['idle_start_s']:.0f}", f"{d['idle_end_s']:.0f}")
               for w, d in t.get("workers", {}).items()]
    parts = [f"<p>{t.get('wall_s', 0):.0f} s wall"
             + (f", {t['serial_before_tests_s']:.0f} s before the first test" if "serial_before_tests_s" in t else "")
             + "".join(f"; {_e(k)} {v:.0f} s" for k, v in t.get("serial", {}).items()) + ".</p>"]
    if workers:
        parts.append(table(("worker", "busy s", "checks", "idle before its first check s", "idle at the end s"), workers))
    parts.append(table(("stage", "what", "seconds", "share"),
                       [(k, STAGES.get(k, ""), f"{v:.1f}", f"{100 * v / total:.1f}%") for k, v in t["stages"].items()]))
    parts.append(table(("check", "seconds"), [(k, f"{v:.1f}") for k, v in t.get("checks", {}).items()]))
    if t.get("cases"):
        parts.append(table(("costliest cases", "seconds", "stages"),
                           [(c["case"], f"{c['seconds']:.1f}", ", ".join(f"{k} {v:.0f}" for k, v in list(c["stages"].items())[:5]))
                            for c in t["cases"][:15]]))
    return "".join(parts)


def known_failures(rows: Rows) -> str:
    groups: dict[str, Rows] = defaultdict(list)
    for r in rows:
        if r["outcome"] in ("xfailed", "xpassed-strict") or (r["outcome"] == "failed" and r.get("known_failure")):
            for defect in (r.get("known_failure") or "declared in the scenario").split(" + "):  # joint: under each
                groups[defect].append(r)
    if not groups:
        return "<p>No known failure in this run.</p>"

    apart = reach_counts([r for members in groups.values() for r in members])
    out = [f"<p>Root causes by reach (a defect: a user's input reaches it; a hazard: only a direct call; "
           f"unreached: no scenario runs the kernel; <code>harness coverage --reach</code>): {_e(apart)}</p>"
           if apart else ""]
    for defect, members in sorted(groups.items(), key=lambda g: (-len(g[1]), g[0])):
        members = sorted(members, key=lambda r: (r["case"], r["check"]))
        outcomes = Counter(r["outcome"] for r in members)
        reason = _defect_reason(defect, members)
        label = next((lab for r in members for d, lab in zip((r.get("known_failure") or "").split(" + "),
                      str((r.get("figures") or {}).get("reach") or "").split(" + ")) if d == defect and lab), "")
        out.append(f'<details class="defect"><summary><b>{_e(defect)}</b>{f" [{_e(label)}]" if label else ""}: '
                   f'{len(members)} check(s) '
                   f'({_e(", ".join(sorted({r["check"] for r in members})))}; '
                   f'{_e(", ".join(f"{n} {OUTCOME_LABEL.get(o, o)}" for o, n in outcomes.items()))})</summary>'
                   f'<p>{_e(reason)}</p><ul>'
                   + "".join(f'<li>{_e(r["check"])} <code>{_e(r["case"])}</code>{_recorded(r)}</li>' for r in members)
                   + "</ul></details>")
    return "".join(out)


def _defect_reason(defect: str, members: Rows) -> str:
    """What the manifest says of one defect (its entry's reason, `reasons` on each row it claims), the same
    whatever order the checks finished in; a scenario's declaration, its reason as it is."""
    own = next((r["figures"]["reasons"][defect] for r in members if defect in (r["figures"].get("reasons") or {})),
               None)
    said = sorted(str(r["reason"]).split(" (observed:")[0] for r in members if r.get("reason"))
    return own or (said[0] if said else "")


def _recorded(row: Row) -> str:
    """A known failure's figures, recorded against now (harness.manifest.ratchet)."""

    rows = ratchet.recorded_against_now(row)
    verdict = str((row.get("figures") or {}).get("ratchet") or "")
    if not rows:
        return ""
    return (f" ({_e(verdict)})<table class=\"rows\"><thead><tr><th>output</th><th>figure</th><th>recorded</th>"
            "<th>now</th></tr></thead><tbody>"
            + "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in r) + "</tr>" for r in rows) + "</tbody></table>")


def reach_section(measured: Any) -> str:
    """Per pair and kernel: the scenario variants (whole simulations through the public API) that run
    it, from the last `harness coverage --reach` of these sources."""
    if measured is None:
        return ("<p>Not measured for these declarations, scenarios and versions: run <code>harness coverage "
                "--reach</code>.</p>")
    reach, variants = measured
    rows = []
    for pair in sorted(reach.pair_kernels):
        for kernel in sorted(reach.kernels_of(pair)):
            runs = reach.reached(kernel)
            rows.append(f'<tr><td>{_e(pair)}</td><td><code>{_e(kernel)}</code></td><td>'
                        + (f"{len(runs)}: {_e(', '.join(runs))}" if runs
                           else '<span class="failed">not reached from the public API</span>') + "</td></tr>")
    unreached = len({k for p in reach.pair_kernels for k in reach.kernels_of(p) if not reach.reached(k)})
    total = len({k for p in reach.pair_kernels for k in reach.kernels_of(p)})
    return (f"<p>{total - unreached} of {total} kernels are run by some of the {variants} scenario variants; "
            f"{unreached} by none (dead code, or a path no scenario takes).</p><table><tr><th>pair</th><th>kernel"
            "</th><th>scenario variants that run it</th></tr>" + "".join(rows) + "</table>")


def _moved(old: Row, new: Row) -> list[str]:
    """Figures of one check that moved between two reports: headroom by 2x or more, and what the check's
    own summary says moved (harness.checks.check.Summary.moved: GPU resources)."""
    moved = []
    a, b = old.get("headroom"), new.get("headroom")
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and math.isfinite(a) and math.isfinite(b) \
            and max(a, b) > 1e-3 and (min(a, b) == 0 or max(a, b) / min(a, b) >= 2):
        moved.append(f"headroom {a:.3g} -> {b:.3g}")
    moved_in = registry.summary_of(str(new["check"])).moved
    if moved_in is not None:
        moved += moved_in(old, new)
    return moved


def delta(rows: Rows, previous: Rows) -> dict[str, list]:
    old = {(r["case"], r["check"]): r for r in previous}
    new = {(r["case"], r["check"]): r for r in rows}
    out: dict[str, list] = {"newly failing": [], "newly passing": [], "figures moved": [], "new checks": [],
                            "checks gone": sorted(set(old) - set(new))}
    for key, r in sorted(new.items()):
        o = old.get(key)
        if o is None:
            out["new checks"].append(key)
        elif r["outcome"] in FAILING and o["outcome"] not in FAILING:
            out["newly failing"].append((*key, f"{o['outcome']} -> {r['outcome']}"))
        elif r["outcome"] == "passed" and o["outcome"] != "passed":
            out["newly passing"].append((*key, f"{o['outcome']} -> passed"))
        else:
            moved = _moved(o, r)
            if moved:
                out["figures moved"].append((*key, "; ".join(moved)))
    return out


def delta_section(rows: Rows, previous: Rows | None, source: str) -> str:
    if previous is None:
        return "<p>No previous report given (<code>--harness-compare OLD.json</code>).</p>"
    d = delta(rows, previous)
    out = [f'<p id="delta-summary">Against {_e(source)}: ' + ", ".join(f"{len(v)} {_e(k)}" for k, v in d.items()) + "</p>"]
    for title in ("newly failing", "newly passing", "figures moved"):
        if d[title]:
            out.append(f'<h3>{_e(title)}</h3><table class="rows"><tbody>'
                       + "".join(f"<tr><td>{_e(check)}</td><td><code>{_e(case)}</code></td><td>{_e(what)}</td></tr>"
                                 for case, check, what in d[title][:500]) + "</tbody></table>")
    return "".join(out)


def rows_table(rows: Rows, failure_ids: dict[int, int]) -> str:
    out = ['<table id="rows" class="rows"><thead><tr><th>pair</th><th>check</th><th>case</th><th>outcome</th>'
           "<th>headroom</th><th>s (case)</th></tr></thead><tbody>"]
    for i, r in enumerate(rows):
        link = f' <a href="#failure-{failure_ids[i]}">details</a>' if i in failure_ids else ""
        out.append(f'<tr class="{_e(r["outcome"])}" data-pair="{_e(r["pair"])}" data-check="{_e(r["check"])}" '
                   f'data-outcome="{_e(r["outcome"])}"><td>{_e(r["pair"])}</td><td>{_e(r["check"])}</td>'
                   f'<td><code>{_e(r["case"])}</code>{link}</td><td>{_e(OUTCOME_LABEL.get(r["outcome"], r["outcome"]))}</td>'
                   f'<td>{_e(report.fmt_headroom(r.get("headroom")))}</td><td>{_e(r.get("seconds") or "")}</td></tr>')
    return "".join(out) + "</tbody></table>"


STYLE = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
h1 .verdict.failed{color:#b00020} h1 .verdict.passed{color:#16794a}
table{border-collapse:collapse;font-size:12px;margin:.5em 0}
td,th{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}
.matrix td.cell{cursor:pointer} .matrix td,.matrix th{padding:2px 4px} .matrix thead th{white-space:nowrap}
p.legend{font-size:12px;color:#555} img{max-width:100%}
.failed,.xpassed-strict{background:#fbd5d5} .xfailed{background:#fdf0c4} .passed{background:#d7f2df}
.skipped{background:#eee} td.none{color:#aaa}
.matrix td.cell.selected{outline:3px solid #1a56db}
.badge{padding:1px 6px;border-radius:4px;font-size:12px}
pre{background:#f6f8fa;padding:6px;overflow:auto;max-height:32em;font-size:11px}
pre.diff .add{color:#116329;background:#e6ffec} pre.diff .del{color:#82071e;background:#ffebe9}
pre.diff .hunk{color:#0550ae} pre.diff .head{font-weight:bold}
pre.ir-context .at{background:#ffd33d;font-weight:bold}
section.failure{border-left:4px solid #b00020;padding-left:10px;margin:1em 0}
#filters{position:sticky;top:0;background:#fff;padding:6px 0;border-bottom:1px solid #ddd}
"""

SCRIPT = """
(function(){
  const text=document.getElementById('filter-text'), outcome=document.getElementById('filter-outcome');
  let pair=null, check=null;
  function apply(){
    const q=text.value.toLowerCase(), o=outcome.value; let shown=0;
    document.querySelectorAll('#rows tbody tr').forEach(tr=>{
      const ok=(!pair||tr.dataset.pair===pair)&&(!check||tr.dataset.check===check)
        &&(!o||tr.dataset.outcome===o)&&(!q||tr.textContent.toLowerCase().includes(q));
      tr.style.display=ok?'':'none'; if(ok) shown++;});
    document.querySelectorAll('section.failure').forEach(s=>{
      s.style.display=((!pair||s.dataset.pair===pair)&&(!check||s.dataset.check===check))?'':'none';});
    document.getElementById('shown').textContent=shown;
  }
  document.querySelectorAll('#matrix td.cell').forEach(td=>td.addEventListener('click',()=>{
    const same=td.classList.contains('selected');
    document.querySelectorAll('#matrix td.selected').forEach(x=>x.classList.remove('selected'));
    if(same){pair=check=null;}else{td.classList.add('selected');pair=td.dataset.pair;check=td.dataset.check;}
    apply();}));
  text.addEventListener('input',apply); outcome.addEventListener('change',apply);
  document.getElementById('filter-clear').addEventListener('click',()=>{text.value='';outcome.value='';
    pair=check=null;document.querySelectorAll('#matrix td.selected').forEach(x=>x.classList.remove('selected'));apply();});
  apply();
})();
"""


def mutation_section(data: dict[str, Any]) -> str:
    """The table of a `harness mutate` report: each mutant, and the check that caught it or SURVIVED."""
    records = data.get("mutants", [])
    score = data.get("score")
    head = (f'<p>{data.get("killed", 0)} of {data.get("decided", 0)} mutants killed'
            + (f' = <b>{100 * score:.1f}%</b>' if score is not None else "")
            + f' ({_e(data.get("target", ""))} {_e(data.get("version", ""))}, {_e(data.get("created", ""))})</p>')
    lines = []
    for r in records:
        if r["verdict"] == "killed":
            caught, cls = f'{_e(r["check"])} <code>{_e(r["case"] or "")}</code>', "passed"
        elif r["verdict"] == "survived":
            would = r.get("would_catch")
            caught = "SURVIVED" + (f' (caught by {_e(would["check"])} on <code>{_e(would["case"])}</code> in '
                                   f'--grid full)' if would else "")
            cls = "failed"
        else:
            caught, cls = _e(r["verdict"]), "skipped"
        lines.append(f'<tr class="{cls}"><td><code>{_e(r["id"])}</code></td><td>{_e(r["operator"])}</td>'
                     f'<td><code>{_e(r["location"])}</code></td><td><code>{_e(r["change"])}</code></td>'
                     f'<td>{_e(", ".join(r.get("pairs") or []))}</td><td>{caught}</td>'
                     f'<td>{r.get("seconds", 0):.0f} s</td></tr>')
    return (head + '<table class="mutation"><tr><th>mutant</th><th>operator</th><th>location</th><th>change</th>'
            '<th>pairs run</th><th>caught by</th><th>time</th></tr>' + "".join(lines) + "</table>")


def load_mutation(path: Path) -> dict[str, Any]:
    """A `harness mutate --json` report; a clear error where it is not one."""
    try:
        data = json.loads(Path(path).read_text())
        if not isinstance(data.get("mutants"), list) or not all({"id", "operator", "verdict"} <= set(r)
                                                               for r in data["mutants"]):
            raise KeyError("mutants")
        return data
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        raise ValueError(f"--harness-mutation {path}: not a report written by harness mutate --json "
                         f"({type(err).__name__}: {err})") from None


def render(results: report.RunResults, grid: str, cache_dir: Path | None,
           previous: Rows | None = None, previous_source: str = "",
           mutation: dict[str, Any] | None = None, reach: Any = None) -> str:
    """The page; `reach`: `harness.tools.reach.load`'s measurement (None: not measured for these sources)."""
    rows = results.rows
    failed = [r for r in rows if r["outcome"] in FAILING]
    counts = Counter(r["outcome"] for r in rows)
    failure_ids = {i: n for n, i in enumerate(i for i, r in enumerate(rows) if r["outcome"] in FAILING)}
    verdict = "FAILED" if failed else "passed"
    no_plots = plots.missing()
    body = [
        f'<h1>pallas-conformance: <span class="verdict {"failed" if failed else "passed"}">{verdict}</span></h1>',
        f'<p id="counts">grid <code>{_e(grid)}</code>, {len({r["case"] for r in rows})} cases, {len(rows)} checks: '
        + ", ".join(f"{n} {_e(OUTCOME_LABEL.get(o, o))}" for o, n in sorted(counts.items(), key=lambda x: RANK.get(x[0], 0)))
        + f'. {_e(time.strftime("%Y-%m-%d %H:%M:%S"))}</p>',
        f"<p>{_e(report.work_line(results.work_counts, cache_dir))}</p>",
        f'<p id="no-plots">{_e(no_plots)}</p>' if no_plots else "",
        '<h2>Pair x check</h2><p>Click a cell to show its checks below; click it again to show all.</p>',
        matrix_legend(), matrix(rows),
        f'<h2>Failures ({len(failed)})</h2>',
        "".join(failure(failure_ids[i], r, draw=not no_plots) for i, r in enumerate(rows) if i in failure_ids)
        or "<p>None.</p>",
    ]
    if not no_plots:
        body += plot_sections(results)
    body += ["<h2>Known failures by root cause</h2>", known_failures(rows),
             "<h2>Kernels the public API runs</h2>", reach_section(reach),
             "<h2>Since the previous report</h2>", delta_section(rows, previous, previous_source),
             *check_sections(results),
             "<h2>Where the time went</h2>", timing_section(results)]
    if upgrade.carried(rows):  # goldens of another environment judged this run (harness upgrade, or carried)
        body += ["<h2>Against another environment's goldens (upgrade)</h2>", upgrade.html_section(rows, _e)]
    if mutation is not None:
        body += ["<h2>Mutation testing (harness mutate)</h2>", mutation_section(mutation)]
    body += [
             '<h2>Every check</h2><div id="filters">filter: <input id="filter-text" placeholder="text in a row"> '
             '<select id="filter-outcome"><option value="">any outcome</option>'
             + "".join(f'<option value="{o}">{_e(OUTCOME_LABEL[o])}</option>' for o in ("failed", "xfailed", "passed", "skipped"))
             + '</select> <button id="filter-clear">clear</button> <span id="shown"></span> shown</div>',
             rows_table(rows, failure_ids)]
    return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>pallas-conformance: "
            f"{verdict}</title><style>{STYLE}</style></head><body>" + "".join(body)
            + f"<script>{SCRIPT}</script></body></html>")


def load_previous(path: Path) -> Rows:
    """The rows of an earlier `--harness-report` JSON; a clear error where it is not one."""
    try:
        data = json.loads(Path(path).read_text())
        rows = data["results"]
        if not all({"case", "check", "outcome"} <= set(r) for r in rows):
            raise KeyError("case/check/outcome")
        return rows
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise ValueError(f"--harness-compare {path}: not a report written by --harness-report "
                         f"({type(err).__name__}: {err}); pass the JSON of an earlier run") from None
