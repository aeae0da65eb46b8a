"""Known failures as ratchets: what each claimed case failed by, recorded, so a known failure cannot
hide a second, worse defect of the same case.

A values or gradients check that fails reports, per output outside its tolerance, how many finite
elements are out of tolerance, how many NaN/Inf positions disagree, the largest absolute and relative
error and the headroom (the largest |a-b| / (atol + rtol |b|): what the check measures). The
magnitudes are judged only where the record has finite elements out of tolerance: where it has only
NaN/Inf disagreements, its finite elements are within tolerance and their last bits are the host's,
and any finite element out of tolerance then is a worse count already. `harness known-failures
--refresh` records them per entry, case and check in a sidecar beside the manifest
(`known_failures.bounds.json`); a later run judges each known failure against its record, allowing
`slack` (the entry's, else DEFAULT_SLACK):

- worse: an output differs that did not, or a figure exceeds slack x its record: a new failure;
- better: an output recorded as differing now agrees, or a figure fell below its record / slack:
  still the known failure, said in the summary and the report (refresh to tighten the ratchet);
- within: neither; unrecorded: no record yet (refresh records it).

An entry of some JAX lines only (`when = { jax = ... }`: a cause a JAX release exposes) that claims a
case beside others is judged alone against its own record, and a refresh records the case under it
alone: the others' records were made on lines without its cause, and stay those lines' ratchets.

Why a sidecar and not the manifest: the figures are per case (hundreds for astronomix) and written
by a machine, the manifest is one reviewed entry per defect; a refresh rewrites the sidecar whole
(in the manifest it rewrites only each entry's `observed` line, as before). Why slack 2: XLA:CPU may
differ in the last bits between hosts (the codegen profile pins what it can), which moves an error
figure by a few ulps, a count by an element at the tolerance's edge; a factor of 2 absorbs that,
and a change smaller than that in a known failure's case is for its golden to see.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from harness.errors import BoundsError
from harness.store.atomic import write_atomic

BOUNDED_CHECKS = ("values", "gradients")  # the checks with a natural measure (harness.compare)
FIGURES = ("n_differ", "n_nonfinite_mismatch", "max_abs", "max_rel", "headroom")  # compare.Comparison.differing
MAGNITUDES = ("max_abs", "max_rel", "headroom")  # judged where the record has finite elements out of tolerance
DEFAULT_SLACK = 2.0  # a figure may reach slack x its record, and falls "better" below record / slack
SUFFIX = ".bounds.json"
RECORDED_DIGITS = 4  # significant digits of a recorded magnitude (see _recorded)

Outputs = Mapping[str, Mapping[str, float]]  # output path -> figure -> value


def bounds_path(manifest: Path | str) -> Path:
    """The sidecar of a manifest: known_failures.toml -> known_failures.bounds.json."""
    manifest = Path(manifest)
    return manifest.with_name(manifest.stem + SUFFIX)


def load(manifest: Path | str) -> dict[str, dict[str, dict[str, Outputs]]]:
    """defect -> case id -> check -> recorded outputs; empty where no bounds were recorded."""
    path = bounds_path(manifest)
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text())
    except ValueError as err:
        raise BoundsError(f"{path}: not valid JSON ({err}); rewrite it with harness known-failures --refresh") from None
    entries = data.get("entries") if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        raise BoundsError(f"{path}: expected {{\"entries\": {{defect: {{case: {{check: {{output: {{figure: "
                          "number}}}}}}}}}}; rewrite it with harness known-failures --refresh")
    for defect, cases in entries.items():
        for case_id, checks in cases.items():
            for check, outputs in checks.items():
                bad = [f"{o}.{k}" for o, figs in outputs.items() for k, v in figs.items()
                       if k not in FIGURES or not isinstance(v, (int, float)) or isinstance(v, bool)]
                if check not in BOUNDED_CHECKS or bad:
                    raise BoundsError(f"{path}: {defect} / {case_id} / {check}: "
                                      + (f"unknown or non-numeric figures {bad}" if bad else
                                         f"{check} has no bounds (only {BOUNDED_CHECKS})")
                                      + "; rewrite it with harness known-failures --refresh")
    return entries


def check_defects(bounds: Mapping[str, Any], defects: Iterable[str], manifest: Path | str) -> None:
    """Bounds of a defect the manifest no longer names are stale: say how to drop them."""
    stale = sorted(set(bounds) - set(defects))
    if stale:
        raise BoundsError(f"{bounds_path(manifest)}: bounds for {stale}, which {Path(manifest).name} does not name; "
                          "delete them from the file (a renamed defect: rename its key) or restore the entry")


@dataclasses.dataclass(frozen=True)
class Judgement:
    kind: str  # worse | better | within | unrecorded
    lines: tuple[str, ...] = ()  # recorded against now, per figure that moved past its slack

    def describe(self) -> str:
        return "; ".join(self.lines)


def _fmt(value: float) -> str:
    if not math.isfinite(value):
        return str(value)
    return str(int(value)) if float(value).is_integer() and abs(value) < 1e6 else f"{value:.3g}"


def judge(recorded: Outputs | None, now: Outputs, slack: float) -> Judgement:
    """How a known failure's figures now compare with its record (see the module's docstring)."""
    if recorded is None:
        return Judgement("unrecorded")
    worse, better = [], []
    for output in sorted(set(now) - set(recorded)):
        worse.append(f"{output} differs now ({_figures(now[output])}), recorded as agreeing")
    for output in sorted(set(recorded) - set(now)):
        better.append(f"{output} agrees now, recorded as differing ({_figures(recorded[output])})")
    for output in sorted(set(recorded) & set(now)):
        for name in FIGURES:
            was, is_ = recorded[output].get(name), now[output].get(name)
            if was is None or is_ is None or (name in MAGNITUDES and not recorded[output].get("n_differ")):
                continue
            if is_ > was * slack:
                worse.append(f"{output} {name}: recorded {_fmt(was)} (up to {_fmt(was * slack)} with slack "
                             f"{slack:g}), now {_fmt(is_)}")
            elif is_ < was / slack:
                better.append(f"{output} {name}: recorded {_fmt(was)}, now {_fmt(is_)}")
    if worse:
        return Judgement("worse", tuple(worse))
    return Judgement("better", tuple(better)) if better else Judgement("within")


def _figures(figures: Mapping[str, float]) -> str:
    return ", ".join(f"{k}={_fmt(figures[k])}" for k in FIGURES if k in figures)


# -- refreshing -----------------------------------------------------------------------------------

def refreshed(old: Mapping[str, Any], rows: Iterable[Mapping[str, Any]],
              claimed: Mapping[str, set[tuple[str, str]]],
              line_bound: Iterable[str] = ()) -> dict[str, dict[str, dict[str, Outputs]]]:
    """The bounds after a run: each row a known failure judged (its `ratchet` figure set) records its
    outputs under its entries (under those of `line_bound`, the entries of some JAX lines only, where
    one of them claims it: the others' records stay their lines'); the rest of `old` is kept where its
    entry still claims the (case, check) on some line (`claimed`: defect -> {(case id, check)}), so a
    run of part of the grid, or on another JAX line, keeps the others."""
    line_bound = set(line_bound)
    out: dict[str, dict[str, dict[str, Outputs]]] = {}
    for defect, cases in old.items():
        for case_id, checks in cases.items():
            for check, outputs in checks.items():
                if (case_id, check) in claimed.get(defect, set()):
                    out.setdefault(defect, {}).setdefault(case_id, {})[check] = outputs
    for row in rows:
        figures = row.get("figures") or {}
        outputs = figures.get("outputs")
        if not figures.get("ratchet") or not isinstance(outputs, dict) or row.get("check") not in BOUNDED_CHECKS:
            continue
        defects = (row.get("known_failure") or "").split(" + ")
        for defect in [d for d in defects if d in line_bound] or defects:
            if (row["case"], row["check"]) in claimed.get(defect, set()):
                out.setdefault(defect, {}).setdefault(row["case"], {})[row["check"]] = {
                    o: {k: _recorded(v) for k, v in f.items() if k in FIGURES} for o, f in outputs.items()}
    return out


def _recorded(value: float) -> float | int:
    """A figure as recorded: RECORDED_DIGITS significant digits (slack is a factor of 2, so the
    last bits a host moves are noise: a refresh on another host rewrites no line for them)."""
    value = float(value)
    if not math.isfinite(value):
        return value
    if value.is_integer() and abs(value) < 2 ** 53:
        return int(value)
    return float(f"{value:.{RECORDED_DIGITS}g}")


def write(manifest: Path | str, bounds: Mapping[str, Any]) -> Path:
    """Write the sidecar atomically (a reader sees the old file or the new one, never part of one),
    one line per entry and case, sorted: a refresh's diff is the cases whose figures moved."""
    path = bounds_path(manifest)
    about = (f"recorded figures of the known failures in {Path(manifest).name}, per case and check: written by "
             "harness known-failures --refresh (harness/manifest/ratchet.py)")
    entries = ",\n".join(
        f"  {json.dumps(defect)}: {{\n" + ",\n".join(
            f"   {json.dumps(case_id)}: {json.dumps(cases[case_id], sort_keys=True)}" for case_id in sorted(cases))
        + "\n  }" for defect, cases in sorted(bounds.items()))
    lines = ["{", f' "about": {json.dumps(about)},', ' "entries": {', entries, " }", "}"]
    write_atomic(path, ("\n".join(lines) + "\n").encode())
    return path


# -- in the summary and the report ----------------------------------------------------------------

def summary_lines(rows: Iterable[Mapping[str, Any]], shown: int | None = 10) -> list[str]:
    """The known failures that fail better than recorded, and how many have no record yet (a worse
    one is a failing check and is listed with them)."""
    better = [r for r in rows if r["outcome"] == "xfailed" and (r.get("figures") or {}).get("ratchet") == "better"]
    unrecorded = sum(1 for r in rows if r["outcome"] == "xfailed"
                     and (r.get("figures") or {}).get("ratchet") == "unrecorded")
    lines = []
    if better:
        lines.append(f"known failures better than recorded ({len(better)}; harness known-failures --refresh "
                     "tightens their bounds):")
        lines += [f"  {r['check']:9s} {r['case']}: {r['figures'].get('ratchet_detail', '')}"[:300]
                  for r in better[:shown]]
        if shown is not None and len(better) > shown:
            lines.append(f"  ... and {len(better) - shown} more (the JSON report and the HTML page list them)")
    if unrecorded:
        lines.append(f"{unrecorded} known failure(s) of values/gradients have no recorded bounds: "
                     "harness known-failures --refresh records them")
    return lines


def recorded_against_now(row: Mapping[str, Any]) -> list[tuple[str, str, str, str]]:
    """(output, figure, recorded, now) of a known failure's row, each output either side has."""
    figures = row.get("figures") or {}
    now, recorded = figures.get("outputs") or {}, figures.get("recorded") or {}
    if not isinstance(now, dict) or not isinstance(recorded, dict) or not (now or recorded):
        return []
    return [(output, name, _fmt(recorded[output][name]) if name in recorded.get(output, {}) else "-",
             _fmt(now[output][name]) if name in now.get(output, {}) else "-")
            for output in sorted(set(now) | set(recorded)) for name in FIGURES
            if name in now.get(output, {}) or name in recorded.get(output, {})]
