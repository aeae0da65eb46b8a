"""What moved against another environment's goldens (`harness upgrade --from ENV`, or goldens carried
from the nearest environment): per pair and case, each output's drift (max abs / rel, ulps, eps in the
golden's norms), the IR snapshots and kernels that changed (a few lines of each diff modulo renaming),
the GPU compile figures that moved against the budget (registers, spills, shared memory, memory), and
the known failures gained or lost. Everything is read from the run's rows (harness.report.report), so
the terminal summary, the Markdown file and the HTML page say the same thing."""

from __future__ import annotations

import html
from collections import defaultdict
from typing import Any, Callable

from harness.checks import registry
from harness.checks.check import UpgradePart
from harness.checks.row import Row, Rows

GPU_FIGURES = ("registers", "spill_stores_bytes", "spill_loads_bytes", "shared_memory_bytes", "stack_bytes",
               "temp_bytes", "argument_bytes", "output_bytes", "alias_bytes", "kernel")


def _entry(r: Row) -> tuple[UpgradePart | None, tuple[str, str | None, dict[str, Any]] | None]:
    """The row's check's part of the upgrade report, and the row's entry there (None: judged against its own)."""
    part = registry.summary_of(str(r["check"])).upgrade
    return part, part.entry(r) if part is not None else None


def carried(rows: Rows) -> bool:
    """Whether any check of the run was judged against another environment's record (a golden, a budget)."""
    return any(_entry(r)[1] is not None for r in rows)


def _first_line(r: Row) -> str:
    """What failed, in a line: the check's message, or, where the row's message is a traceback (an error
    raised, not a verdict: its first line is a source line), the exception it ended in."""
    text = str(r.get("message") or r.get("reason") or "")
    first = text.splitlines()[0] if text else ""
    if r.get("crash") and (not first.strip() or first.startswith((">", " "))):
        first = str(r["crash"]).splitlines()[0]
    return first[:300] if first else r["outcome"]


def collect(rows: Rows) -> dict[str, Any]:
    """The report's data: environments, per pair per case what moved, and the known failures."""
    pairs: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    envs, now, not_compared = set(), None, []
    known: dict[str, list[tuple[str, str, str]]] = {"gained": [], "lost": [], "changed": []}
    held = 0
    for r in rows:
        part, entry = _entry(r)
        if entry is not None:
            env, here, fields = entry
            envs.add(env)
            now = now or here
            pairs[r["pair"]].setdefault(r["case"], {}).update(fields)
        if part is not None and part.owns_failures:
            if entry is None and r["outcome"] in ("failed", "xpassed-strict"):
                not_compared.append((r["pair"], r["case"], _first_line(r)))
            continue
        if r["outcome"] == "xfailed":
            held += 1
        elif r["outcome"] == "xpassed-strict":
            known["lost"].append((r["check"], r["case"], str(r.get("known_failure") or "")))
        elif r["outcome"] == "failed":
            key = "changed" if r.get("known_failure") else "gained"
            known[key].append((r["check"], r["case"], _first_line(r)))
    return {"envs": sorted(envs), "now": now, "pairs": {p: dict(sorted(c.items())) for p, c in sorted(pairs.items())},
            "known": known, "held": held, "not_compared": not_compared}


def _worst(values: list[dict[str, Any]], key: str) -> float:
    return max((float(v.get(key, 0) or 0) for v in values), default=0.0)


def _fmt(x: Any) -> str:
    if isinstance(x, float):
        return f"{x:.3g}"
    return str(x)


def _leaf_text(v: dict[str, Any]) -> str:
    if "note" in v:
        return f"{v['what']}: {v['note']}"
    if "norm2_eps" not in v:
        return f"{v['what']}: {v.get('n_changed', 0)} of {v.get('size', '?')} elements differ (exact)"
    k2, kmax = v.get("allowed", ["?", "?"])
    return (f"{v['what']} {v.get('dtype', '')}: {_fmt(v['norm2_eps'])} eps 2-norm (allowed {_fmt(k2)}), "
            f"{_fmt(v['normmax_eps'])} eps max-norm (allowed {_fmt(kmax)}), max abs {_fmt(v['max_abs'])}, "
            f"max rel {_fmt(v['max_rel'])}, max {v['max_ulp']} ulps, {v['n_changed']} of {v['size']} changed")


def _gpu_moves(entry: dict[str, Any]) -> list[str]:
    """A case's GPU compile figures that moved against the old budget (resources, memory), and compile
    times beyond the budget's slack (one reading: a figure to look at)."""
    moved = [f"{kernel} {key} {was} -> {now}" for kernel, keys in sorted((entry.get("gpu") or {}).items())
             for key, (was, now) in sorted(keys.items()) if key in GPU_FIGURES]
    return moved + [f"{line} (one reading)" for line in entry.get("gpu_changed") or [] if " compile: " in line]


def _kernel_changes(cases: dict[str, dict[str, Any]]) -> list[tuple[str, list[str]]]:
    """Each distinct brief IR diff of a pair (a snapshot's or a kernel's), with the cases that show it."""
    seen: dict[str, list[str]] = {}
    for case, e in cases.items():
        for d in e.get("ir") or []:
            for block in d.get("brief") or [d["summary"]]:
                seen.setdefault(f"{d['what']}: {block}", []).append(case)
    return list(seen.items())


def terminal_lines(rows: Rows, verbose: bool = False) -> list[str]:
    """The upgrade section of the terminal summary: a line per pair, then what moved."""
    data = collect(rows)
    if not data["pairs"] and not data["not_compared"]:
        return []
    out = [_headline(data)]
    for pair, cases in data["pairs"].items():
        out.append("  " + _pair_line(pair, cases))
        for case, e in cases.items():
            for v in e.get("moved") or []:
                out.append(f"    MOVED  {case}: {_leaf_text(v)}")
            if verbose:
                out += [f"    ir     {case}: {d['what']} {d['summary']}" for d in e.get("ir") or []]
            moves = _gpu_moves(e)
            if moves:
                out.append(f"    gpu    {case}: " + "; ".join(moves))
        for text, where in _kernel_changes(cases)[: None if verbose else 4]:
            lines = text.splitlines()
            out.append(f"    IR {lines[0]}  [{len(where)} case(s)]")
            out += [f"        {line}" for line in lines[1:1 + (12 if verbose else 4)]]
    out += _known_lines(data)
    for pair, case, why in data["not_compared"]:
        out.append(f"  not compared: {case}: {why}")
    return out


def _headline(data: dict[str, Any]) -> str:
    cases = [e for c in data["pairs"].values() for e in c.values() if "values" in e]
    moved = sum(1 for e in cases if e.get("moved"))
    ir = sum(1 for e in cases if e.get("ir"))
    gpu = [e for c in data["pairs"].values() for e in c.values() if "gpu" in e]
    k = data["known"]
    return (f"upgrade: goldens of {', '.join(data['envs']) or '?'} against {data['now'] or 'this environment'}: "
            f"{len(cases)} case(s) compared, {len(cases) - moved} values within tolerance, {moved} moved beyond; "
            f"IR changed in {ir}; GPU figures changed in {sum(1 for e in gpu if _gpu_moves(e))} of {len(gpu)}; "
            f"known failures: {len(k['gained'])} gained, {len(k['lost'])} lost, {len(k['changed'])} changed, "
            f"{data['held']} held" + (f"; {len(data['not_compared'])} not compared" if data["not_compared"] else ""))


def _pair_line(pair: str, cases: dict[str, dict[str, Any]]) -> str:
    values = [v for e in cases.values() for v in e.get("values") or []]
    moved = sum(1 for e in cases.values() if e.get("moved"))
    ir = sum(1 for e in cases.values() if e.get("ir"))
    gpu = sum(1 for e in cases.values() if _gpu_moves(e))
    return (f"{pair}: {len(cases)} case(s); values {'MOVED in ' + str(moved) if moved else 'within tolerance'} "
            f"(worst {_fmt(_worst(values, 'norm2_eps'))} eps 2-norm, {_fmt(_worst(values, 'normmax_eps'))} eps max-norm, "
            f"max rel {_fmt(_worst(values, 'max_rel'))}, {int(_worst(values, 'max_ulp'))} ulps); IR changed in {ir}"
            + (f"; GPU figures moved in {gpu}" if gpu else ""))


def _known_lines(data: dict[str, Any]) -> list[str]:
    out = []
    for key, label in (("gained", "failure gained (not in the manifest)"),
                       ("lost", "known failure lost (now passes)"),
                       ("changed", "known failure changed (fails otherwise)")):
        out += [f"  {label}: {check} {case}: {why}" for check, case, why in data["known"][key]]
    return out


def markdown(rows: Rows) -> str:
    """The upgrade report as a Markdown file."""
    data = collect(rows)
    md = [f"# Upgrade report: {', '.join(data['envs']) or '?'} -> {data['now'] or 'this environment'}", "",
          _headline(data), "",
          "Values are judged against the old environment's goldens with their usual bounds (eps of the output's "
          "own norms); IR and GPU compile figures that moved are reported, not failed. IR diffs are modulo "
          "renaming (harness/analysis/ir_diff.py), a few changed lines per kernel.", "",
          "| pair | cases | values moved | worst 2-norm eps | worst max-norm eps | max abs | max rel | max ulps "
          "| IR changed | GPU figures moved |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for pair, cases in data["pairs"].items():
        values = [v for e in cases.values() for v in e.get("values") or []]
        md.append(f"| {pair} | {len(cases)} | {sum(1 for e in cases.values() if e.get('moved'))} "
                  f"| {_fmt(_worst(values, 'norm2_eps'))} | {_fmt(_worst(values, 'normmax_eps'))} "
                  f"| {_fmt(_worst(values, 'max_abs'))} | {_fmt(_worst(values, 'max_rel'))} "
                  f"| {int(_worst(values, 'max_ulp'))} | {sum(1 for e in cases.values() if e.get('ir'))} "
                  f"| {sum(1 for e in cases.values() if _gpu_moves(e))} |")
    for pair, cases in data["pairs"].items():
        md += ["", f"## {pair}", "", "| case | output | 2-norm eps (allowed) | max-norm eps (allowed) | max abs "
               "| max rel | max ulps | verdict |", "|---|---|---:|---:|---:|---:|---:|---|"]
        for case, e in cases.items():
            for v in e.get("values") or []:
                if "norm2_eps" in v:
                    k2, kmax = v.get("allowed", ["?", "?"])
                    md.append(f"| `{case}` | {v['what']} {v.get('dtype', '')} | {_fmt(v['norm2_eps'])} ({_fmt(k2)}) "
                              f"| {_fmt(v['normmax_eps'])} ({_fmt(kmax)}) | {_fmt(v['max_abs'])} | {_fmt(v['max_rel'])} "
                              f"| {v['max_ulp']} | {'**moved**' if v.get('moved') else 'within'} |")
                else:
                    md.append(f"| `{case}` | {_leaf_text(v)} | | | | | | {'**moved**' if v.get('moved') else 'within'} |")
        changes = _kernel_changes(cases)
        if changes:
            md += ["", "IR changed (modulo renaming):", ""]
            for text, where in changes:
                lines = text.splitlines()
                md += [f"- {lines[0]} ({len(where)} case(s): " + ", ".join(f"`{c}`" for c in where[:4])
                       + (", ..." if len(where) > 4 else "") + ")"]
                if len(lines) > 1:
                    md += ["", "  ```diff", *[f"  {line}" for line in lines[1:]], "  ```", ""]
        gpu = [(case, m) for case, e in cases.items() for m in _gpu_moves(e)]
        if gpu:
            md += ["", "GPU compile figures (deviceless H100 build) against the old budget:", ""]
            md += [f"- `{case}`: {m}" for case, m in gpu]
    k = data["known"]
    md += ["", "## Known failures", "", f"{data['held']} held as the manifest says."]
    for key, label in (("gained", "Gained (failing, not in the manifest)"), ("lost", "Lost (now passing)"),
                       ("changed", "Changed (failing otherwise than the manifest says)")):
        if k[key]:
            md += ["", f"{label}:", ""] + [f"- {check} `{case}`: {why}" for check, case, why in k[key]]
    if data["not_compared"]:
        md += ["", "## Not compared", ""] + [f"- `{case}`: {why}" for _, case, why in data["not_compared"]]
    return "\n".join(md) + "\n"


def html_section(rows: Rows, escape: Callable[[Any], str] = lambda x: html.escape(str(x))) -> str:
    """The upgrade report as a section of the HTML page (harness.report.html_report)."""
    data = collect(rows)
    e = escape
    out = [f"<p>{e(_headline(data))}</p>"]
    for pair, cases in data["pairs"].items():
        out.append(f"<h3>{e(pair)}</h3><p>{e(_pair_line(pair, cases))}</p>")
        moved = [(case, v) for case, c in cases.items() for v in c.get("moved") or []]
        if moved:
            out.append('<table class="rows"><tbody>' + "".join(
                f'<tr class="failed"><td><code>{e(case)}</code></td><td>{e(_leaf_text(v))}</td></tr>'
                for case, v in moved) + "</tbody></table>")
        for text, where in _kernel_changes(cases):
            lines = text.splitlines()
            out.append(f"<h4>{e(lines[0])} ({len(where)} case(s))</h4>"
                       + (f'<pre class="diff">{e(chr(10).join(lines[1:]))}</pre>' if len(lines) > 1 else ""))
        gpu = [(case, m) for case, c in cases.items() for m in _gpu_moves(c)]
        if gpu:
            out.append("<ul>" + "".join(f"<li><code>{e(case)}</code>: {e(m)}</li>" for case, m in gpu) + "</ul>")
    known = _known_lines(data)
    if known:
        out.append("<ul>" + "".join(f"<li>{e(line.strip())}</li>" for line in known) + "</ul>")
    return "".join(out)
