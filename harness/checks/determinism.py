"""The determinism check: the Pallas side, run again on the same inputs by the same executable, gives
the same bits. A kernel whose result depends on the run (atomics whose order varies, a race between
programs, a value read before it is written, a callback's state) may agree with its native twin
within tolerance each time and still differ from itself: no parity check sees that, and a golden
blessed from one run fails at random on the next. On a GPU it runs the compiled kernel (the grid's
compiled cases), elsewhere the interpret-mode program the values check ran; one case per kernel
variant, as the memory check."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import numpy as np

from harness.checks.case_filters import kernel_runs_once
from harness.checks.check import OUTCOME_LABEL, Check, html_text, Rows, Summary, View
from harness.checks.memory import memory_cases
from harness.errors import CheckFailure
from harness.run import time_ledger
from harness.run.case_run import CaseRun

if TYPE_CHECKING:
    from harness.declare import Target


def _bits(a: np.ndarray) -> np.ndarray:
    """The array's elements as unsigned integers of their width: equal bits, equal values (NaN included)."""
    a = np.ascontiguousarray(a)
    if a.dtype.kind in "biu" or a.dtype.itemsize not in (1, 2, 4, 8):
        return a
    return a.view(f"u{a.dtype.itemsize}")


def check_determinism(run: CaseRun) -> dict[str, Any]:
    import jax

    side = run.pallas
    if run.build_error is not None or side.error is not None or side.compiled is None:
        import pytest

        pytest.skip(f"{run.case.id}: the Pallas side did not run; the path and values checks say why")
    with time_ledger.stage("determinism"):
        again = jax.tree_util.tree_map(np.asarray, jax.block_until_ready(side.compiled(*run.args)))
    first, second = jax.tree_util.tree_leaves(side.outputs), jax.tree_util.tree_leaves(again)
    moved = []
    for index, (a, b) in enumerate(zip(first, second)):
        x, y = _bits(np.asarray(a)), _bits(np.asarray(b))
        if x.shape != y.shape or not np.array_equal(x, y):
            count = int(np.sum(x != y)) if x.shape == y.shape else x.size
            moved.append(f"output {index}: {count} of {x.size} elements")
    figures = {"determinism": "bit-identical" if not moved else "; ".join(moved), "determinism_outputs": len(first),
               "determinism_mode": "interpret" if run.case.interpret else "compiled"}
    if moved:
        raise CheckFailure(f"{run.case.id}: the Pallas side run twice on the same inputs gives different bits "
                           f"({'; '.join(moved)} differ): its result depends on the run, not only on its inputs "
                           "(atomics, a race between programs, a value read before it is written, host state)",
                           figures)
    return figures


def determinism_cases(target: "Target", cases: list) -> set[str]:
    """The memory check's case for each kernel variant; where the grid also has that case compiled (a
    GPU is present), the compiled one."""
    picked = memory_cases(target, cases)
    ids = {case.id for pair, case in cases if CHECK.runs_on(target, pair, case)}
    out = set()
    for pair, case in cases:
        if case.id in picked:
            compiled = dataclasses.replace(case, interpret=False).id
            out.add(compiled if compiled in ids else case.id)
    return out


def _runs_on(target: "Target", pair: Any, case: Any) -> bool:
    interpreted = dataclasses.replace(case, interpret=True)
    return kernel_runs_once(target, pair, interpreted)


# --- its tables: the terminal summary and the HTML page --------------------------------------------

def terminal_lines(rows: Rows, view: View) -> list[str]:
    ran = [r for r in rows if r["outcome"] != "skipped"]
    if not ran:
        return []
    moved = [r for r in ran if r["outcome"] != "passed"]
    lines = [f"determinism (the Pallas side run twice on the same inputs): {len(ran)} cases, "
             + (f"{len(moved)} not bit-identical" if moved else "every one bit-identical")]
    for r in sorted(moved if not view.verbose else ran, key=lambda r: r["case"]):
        lines.append(f"  {r['case'][:72]:72s} {OUTCOME_LABEL.get(r['outcome'], r['outcome']):14s} "
                     f"{(r.get('figures') or {}).get('determinism', '')}")
    return lines


def html_sections(rows: Rows) -> list[tuple[str, str]]:
    ran = [r for r in rows if r["outcome"] != "skipped"]
    if not ran:
        return [("Determinism", "<p>No determinism check in this run.</p>")]
    out = ['<table class="rows"><thead><tr><th>case</th><th>outcome</th><th>mode</th><th>outputs</th>'
           "<th>run twice</th></tr></thead><tbody>"]
    for r in sorted(ran, key=lambda r: (r["outcome"] == "passed", r["case"])):
        f = r.get("figures") or {}
        out.append(f'<tr class="{html_text(r["outcome"])}"><td><code>{html_text(r["case"])}</code></td>'
                   f'<td>{html_text(OUTCOME_LABEL.get(r["outcome"], r["outcome"]))}</td><td>{html_text(f.get("determinism_mode", ""))}</td>'
                   f'<td>{html_text(f.get("determinism_outputs", ""))}</td><td>{html_text(f.get("determinism", ""))}</td></tr>')
    return [("Determinism", "".join(out) + "</tbody></table>")]


CHECK = Check("determinism", lambda run, ctx: check_determinism(run), label="det", applies=_runs_on,
              pick=determinism_cases, figures_on_failure=True, summary=Summary(terminal_lines, html=html_sections))
