"""The golden check: outputs and IR snapshots against the blessed golden of this environment;
under `harness bless`, what changed, written atomically (never a case whose parity fails, unless it
fails exactly as its known-failure entry says)."""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable

from harness.analysis import error_map
from harness.analysis.compare import eps_of
from harness.checks.case_filters import bless_options, own_shape
from harness.checks.check import Check, Context, Summary, UpgradePart
from harness.checks.row import Row, Rows
from harness.checks.shared import require_outputs
from harness.checks.values import check_values
from harness.errors import CheckFailure, GoldenError, MissingGolden
from harness.run import time_ledger
from harness.run.case_run import CaseRun
from harness.store import drift, environment, golden_store

if TYPE_CHECKING:
    from harness.declare import Case, Pair, Target
    from harness.store.golden_store import Golden


def produced_golden(run: CaseRun, package: str) -> "Golden":
    require_outputs(run)
    leaves = {side.name: golden_store.leaves(side.outputs) for side in (run.native, run.pallas)}
    # a leaf laid out as the state (variables, then the case's spatial axes) is compared per variable
    by_variable = {side: [leaf.ndim == run.case.ndim + 1 for leaf in side_leaves]
                   for side, side_leaves in leaves.items()}
    ir_texts = {}
    declared = {"cuda": run.pair.cuda, "tpu": run.pair.tpu}
    for kind, outcome in run.ir().items():
        if kind in golden_store.IR_SNAPSHOT_KINDS:
            ir_texts[kind] = outcome.text if outcome.text is not None else snapshot_refusal(outcome.error, declared.get(kind))
    kernels = {key: text for outcome in run.ir().values() for key, text in outcome.kernels.items()}
    return golden_store.Golden(run.case.id, run.pair.name, leaves, ir_texts,
                             environment.provenance(package, run.case), run.pair.golden_slack, by_variable, kernels)


def golden_error_map(stored: "Golden | None", actual: "Golden") -> dict[str, Any] | None:
    """The map of the output leaf that drifted furthest from its golden (max-norm, in its allowance)."""

    import numpy as np

    if stored is None:
        return None
    best = None
    for side in sorted(set(stored.values) & set(actual.values)):
        grouped = actual.by_variable.get(side) or [False] * len(actual.values[side])
        for i, (w, g) in enumerate(zip(stored.values[side], actual.values[side])):
            if w.shape != g.shape or w.dtype != g.dtype or not np.issubdtype(np.dtype(w.dtype), np.inexact):
                continue
            kmax = drift.GOLDEN_EPS.get(w.dtype.name, drift.GOLDEN_EPS["float32"])[1] * actual.slack
            m = error_map.from_golden(w, g, grouped[i] if i < len(grouped) else False, kmax, eps_of(w.dtype),
                                      f"golden: {side}[{i}] {w.dtype.name}{list(w.shape)}")
            if best is None or m["max"] > best["max"]:
                best = m
    return best


def snapshot_refusal(error: str, declared: str | tuple[str, ...] | None) -> str:
    """A lowering error as snapshotted. Where the pair declares alternative wordings (JAX words some
    refusals by what the process lowered before), the snapshot names the declaration, not the
    wording that happened to appear: a golden must not depend on the test order."""
    if isinstance(declared, tuple) and any(text in error for text in declared):
        return f"// does not lower, as declared: {' | '.join(declared)}\n"
    return f"// does not lower: {error}\n"


def check_golden(run: CaseRun, store: Any, *, bless: str | None = None, dry_run: bool = False,
                 known_parity: Sequence[Any] = (), optional: bool = False,
                 accept_moved: bool = False) -> dict[str, Any]:
    """Compare with the golden; under `harness bless`, show what changed and write it (atomically).
    Blessing refuses a case whose parity fails, unless it fails exactly as a known-failure entry that
    claims it (`known_parity`: one, or several whose causes meet in the case) says: then the failing
    output is what the golden pins. An `optional` golden (a
    full-grid-only case) that was never blessed is a skip, not a failure. A case with no golden in this
    environment is judged against the nearest environment's (harness.store.golden_store.verify_carried), and
    blessing it here refuses values that moved from that golden unless `accept_moved`."""

    if bless == "budgets":
        return {"golden": "left alone (blessing budgets only)"}
    actual = produced_golden(run, store.package)
    if bless is None:
        try:
            with time_ledger.stage("golden_io"):
                return golden_store.verify(store, actual)
        except GoldenError as err:
            if optional and isinstance(err, MissingGolden):
                import pytest

                pytest.skip(golden_store.FULL_ONLY)
            raise CheckFailure(str(err), _failure_figures(err, actual)) from None
    try:
        check_values(run)
    except CheckFailure as err:
        if not known_parity or not all(e.keeps_golden for e in known_parity) \
                or all(e.mismatch_of(err) is not None for e in known_parity):
            raise CheckFailure(f"{run.case.id}: refusing to bless a case whose parity fails:\n{err}") from None
    with time_ledger.stage("golden_io"):
        try:
            return golden_store.bless(store, actual, bless, dry_run, accept_moved)
        except GoldenError as err:  # values moved from the golden of the environment that judged the case
            raise CheckFailure(str(err), _failure_figures(err, actual)) from None


def _failure_figures(err: GoldenError, actual: "Golden") -> dict[str, Any]:
    """What the report keeps of a golden that differs: each difference, the error map of the output
    that drifted furthest, and where the golden was carried from (its environment and this one)."""
    figures: dict[str, Any] = dict(err.figures)
    if err.differences:
        figures["golden_diff"] = [dataclasses.asdict(d) for d in err.differences]
    if any(d.what.startswith("values:") for d in err.differences):
        figures["error_map"] = golden_error_map(err.stored, actual)
    return figures


def _golden(run: Any, ctx: Context) -> dict[str, Any]:
    parity = ctx.state.known_failures(run.case, "values")
    return check_golden(run, ctx.state.store, known_parity=parity,
                                  optional=ctx.state.golden_optional(run.case.id), **bless_options(ctx))


def _golden_not_kept(known_failures: Callable[["Case", str], Sequence[Any]], pair: "Pair",
                     case: "Case") -> str | None:
    """No golden where the case crashes or its failing output is not reproducible (the manifest says; an
    entry whose cause meets another's in the case says it for the case)."""
    for entry in known_failures(case, "values"):
        if not entry.keeps_golden:
            return (f"no golden: known failure '{entry.defect}' "
                    + ("crashes the case" if entry.raises else "says its failing output is not reproducible"))
    return None


def _golden_kept(target: "Target", pair: "Pair", case: "Case") -> bool:
    return case.mesh_axes == "auto"  # the values check compares with the native reference; the Auto twin holds the golden


# --- what bless, a carried golden and `harness diff` say of its rows -------------------------------------------

def bless_lines(rows: Rows, dry_run: bool) -> tuple[str, list[str]]:
    """The goldens' part of the bless headline, and a line per golden blessed other than unchanged or refused."""
    blessed = [r for r in rows if "blessed" in r["figures"]]
    counts: dict[str, int] = defaultdict(int)
    for r in blessed:
        counts[r["figures"]["blessed"].split(" ")[0]] += 1
    refused = [r for r in rows if r["outcome"] == "failed"]
    rerecorded = (f"{counts['re-recorded']} re-recorded (another code generation, within bounds), "
                  if counts["re-recorded"] else "")
    headline = (f"{counts['new']} new, {counts['changed']} changed, {rerecorded}{counts['unchanged']} unchanged, "
                f"{len(refused)} refused")
    lines = []
    kept = sum(int(r["figures"].get("kernels_stored") or 0) for r in blessed)
    if kept:
        lines.append(f"kernel IR texts stored for goldens blessed before the kernel store: {kept}")
    for r in blessed:
        f = r["figures"]
        if f["blessed"].startswith("unchanged"):
            continue
        lines.append(f"{f['blessed']:>10s}  {r['case']}" + (f": {f['bless_summary']}" if f.get("bless_summary") else ""))
        if f.get("bless_diff"):
            lines += [f"            {line}" for line in str(f["bless_diff"]).splitlines()]
    lines += [f"   refused  {r['case']}: " + (
        f"values moved beyond tolerance from the golden of {r['figures'].get('golden_env')} (pass "
        f"--accept-moved-values to bless them into {r['figures'].get('golden_now')})"
        if r["figures"].get("bless_refused") else "parity or the run failed (see the failure above)")
        for r in refused]
    return headline, lines


def carried_lines(rows: Rows) -> list[str]:
    """Cases with no golden in this environment, judged against another's: which, how many held, how many moved."""
    by_env: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        if r["figures"].get("golden_env"):
            by_env[r["figures"]["golden_env"]].append(r)
    lines = []
    for env, judged in sorted(by_env.items()):
        failed = sum(1 for r in judged if r["outcome"] == "failed")
        changed = sum(1 for r in judged if r["figures"].get("golden_changed"))
        lines.append(f"{len(judged)} case(s) had no golden for this environment and were judged against {env}: "
                     f"{len(judged) - failed} values within tolerance, {failed} moved beyond (failed); {changed} with "
                     f"IR changed, reported (`harness upgrade --from {env}` lists what moved; `harness bless` writes "
                     "this environment's own)")
    return lines


def diff_lines(rows: Rows) -> list[str]:
    """`harness diff`: every difference from the goldens, in full (IR diffs of each changed kernel included)."""
    differing = [r for r in rows if r["figures"].get("golden_diff") or r["figures"].get("golden_changed")]
    other = [r for r in rows if r["outcome"] == "failed" and not r["figures"].get("golden_diff")]
    lines = [f"diff: {len(differing)} of {len(rows)} case(s) differ from their goldens"
             + (f", {len(other)} could not be compared" if other else "")]
    for r in differing:
        env = r["figures"].get("golden_env")
        lines.append(f"{r['case']}:" + (f" (judged against {env}: no golden for this environment)" if env else ""))
        for d in r["figures"].get("golden_diff") or r["figures"]["golden_changed"]:
            lines.append(f"  {d['what']}: {d['summary']}")
            lines += [f"    {line}" for line in str(d.get("detail") or "\n".join(d.get("brief") or [])).splitlines()]
    for r in other:
        lines.append(f"{r['case']}: {str(r.get('message') or '').splitlines()[0] if r.get('message') else 'failed'}")
    return lines


def upgrade_fields(r: Row) -> dict[str, Any]:
    """A case judged against another environment's golden: its values (each leaf's drift) and IR changes."""
    f = r["figures"]
    return {"outcome": r["outcome"], "env": f["golden_env"], "values": f.get("golden_values") or [],
            "ir": f.get("golden_changed") or [], "moved": [v for v in f.get("golden_values") or [] if v.get("moved")]}


CHECK = Check("golden", _golden, applies=lambda target, pair, case: own_shape(target, pair, case)
              and _golden_kept(target, pair, case), idle=_golden_not_kept,
              summary=Summary(bless=bless_lines, carried=carried_lines, diff=diff_lines,
                              upgrade=UpgradePart("golden_env", "golden_now", upgrade_fields, owns_failures=True)))
