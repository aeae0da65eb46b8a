"""Which cases a manifest's entries claim, and the manifest checked against the full grid: every pattern
matches a case, no (case, check) is claimed twice but where two causes meet, no entry claims a case its
cause is absent from."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from harness.declare.patterns import pattern_regex
from harness.errors import HarnessError, ManifestError
from harness.manifest.known_failures import (LISTING_CHECKS, KnownFailure, cause_absent, meets_conditions, pair_of,
                                             unmet)


def _by_pair(every: Sequence[str]) -> dict[str | None, list[str]]:
    """Case ids by pair name, and all of them under None (for a pattern whose pair name has a wildcard)."""
    out: dict[str | None, list[str]] = defaultdict(list)
    for cid in every:
        out[cid.split("[", 1)[0]].append(cid)
    out[None] = list(every)
    return out


def _matched(pattern: str, by_pair: Mapping[str | None, Sequence[str]], ids: set[str]) -> set[str]:
    if "*" in pattern or "?" in pattern:
        regex = pattern_regex(pattern)
        return {cid for cid in by_pair.get(pair_of(pattern), ()) if regex.fullmatch(cid)}
    return {pattern} & ids  # no wildcard: a case id


def claimed_cases(entry: KnownFailure, every: Sequence[str], case_of: Any = None, *,
                  any_environment: bool = False) -> set[str]:
    """The case ids among `every` that the entry's patterns match (and, with `when`, whose case,
    `case_of(case_id)`, meets its conditions; `any_environment`: on any JAX line, not only this one's)."""
    ids, by_pair = set(every), _by_pair(every)
    matched = set().union(*(_matched(p, by_pair, ids) for p in entry.cases))
    if entry.when:
        if case_of is None:
            raise HarnessError(f"'{entry.defect}' claims by conditions (when): the harness must pass the "
                                        "cases; this is the harness's error, not the manifest's")
        matched = {cid for cid in matched if meets_conditions(entry, case_of(cid), any_environment=any_environment)}
    return matched


def _other_lines(a: KnownFailure, b: KnownFailure) -> bool:
    """Whether two entries claim on disjoint JAX lines (`when.jax`), so never in the same run."""
    lines_a, lines_b = a.when.get("jax"), b.when.get("jax")
    return lines_a is not None and lines_b is not None and not {str(v) for v in lines_a} & {str(v) for v in lines_b}


def check_manifest(entries: list[KnownFailure], case_ids: Mapping[str, list[str]], path: Path | str,
                   cases: Mapping[str, Any] | None = None) -> None:
    """Every pattern must match a case some pair can produce (the full grid), no (case, check) may be
    claimed by two entries, except for a check that lists findings (each entry then explains its
    own), and no entry may claim a case its cause is absent from (`requires`, `switch_off`; `cases`:
    case id -> Case): a stale, ambiguous or misfiled entry misleads its reader."""
    every = [cid for ids in case_ids.values() for cid in ids]
    known, by_pair = set(every), _by_pair(every)
    claimed: dict[int, set[str]] = {}
    for entry in entries:
        claimed[entry.index] = set()
        for pattern in entry.cases:
            matched = _matched(pattern, by_pair, known)
            if entry.when and cases is not None:
                listed = [(cid, why) for cid in sorted(matched) if "*" not in pattern and "?" not in pattern
                          and cid in cases and (why := unmet(entry, cases[cid], any_environment=True))]
                if listed:
                    raise ManifestError(f"{path}: [[known_failure]] #{entry.index} ({entry.defect!r}) lists "
                                        f"{listed[0][0]}, but {listed[0][1]}: the case does not meet the entry's "
                                        "conditions; file it under the entry of its own cause or fix the when table")
                matched = {cid for cid in matched if cid not in cases
                           or meets_conditions(entry, cases[cid], any_environment=True)}
            claimed[entry.index] |= matched
            if not matched:
                raise ManifestError(f"{path}: [[known_failure]] #{entry.index} ({entry.defect!r}): case pattern "
                                    f"{pattern!r} matches no case the declared pairs can produce (full grid)"
                                    + (" that meets its when conditions" if entry.when else "")
                                    + "; fix the pattern or remove it")
    misfiled = [(entry, case_id, absent) for entry in (entries if cases is not None else ())
                for case_id in sorted(claimed[entry.index])
                if case_id in cases and (absent := cause_absent(entry, cases[case_id]))]
    if misfiled:
        lines = "\n".join(f"  #{e.index} ({e.defect!r}) claims {cid}, but {why}" for e, cid, why in misfiled)
        raise ManifestError(f"{path}: {len(misfiled)} case(s) filed under an entry whose cause is absent from them:\n"
                            f"{lines}\nEach fails for another reason: file it under the entry of its own cause "
                            "(`harness known-failures --attribute` runs each case with the cause switched off)")
    for a_index, a in enumerate(entries):
        for b in entries[a_index + 1:]:
            shared = set(a.checks) & set(b.checks) - set(LISTING_CHECKS)
            both = sorted(claimed[a.index] & claimed[b.index]) if shared and not joint(a, b) \
                and not _other_lines(a, b) else []
            if both:
                raise ManifestError(f"{path}: entries #{a.index} ({a.defect!r}) and #{b.index} ({b.defect!r}) both "
                                    f"claim {both[0]} for {sorted(shared)[0]}; a failure has one signature: narrow "
                                    "the patterns, or state each cause with `when` where two causes meet in a case")


def joint(a: KnownFailure, b: KnownFailure) -> bool:
    """Two entries may claim one case of a check with one verdict where one of them claims by its
    cause's conditions (`when`): the case meets them, so that defect is in it beside the other's (see
    `explain`). Two entries that only list cases stay exclusive: nothing says both causes are there."""
    return bool(a.when) or bool(b.when)
