"""The reviewable manifest of real discrepancies: each entry turns matching cases into strict xfails.

Nothing is skipped and no tolerance is loosened: a known failure still runs, must still fail, and the
day it passes the strict xfail fails the run so the entry gets removed.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

CHECKS = ("path", "values", "gradients", "lowering", "filecheck", "golden", "gpu_compile", "timing")
FIELDS = {"pair", "case", "check", "observed", "why"}


class ManifestError(Exception):
    pass


def pattern_matches(pattern: str, case_id: str) -> bool:
    """Shell-style `*` and `?` only: the brackets of a case id are literal, not character classes."""
    regex = "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern)
    return re.fullmatch(regex, case_id) is not None


@dataclasses.dataclass(frozen=True)
class KnownFailure:
    pair: str
    case: str  # fnmatch pattern over the case id
    check: str
    observed: str
    why: str
    index: int

    def matches(self, pair: str, case_id: str, check: str) -> bool:
        return self.pair == pair and self.check == check and pattern_matches(self.case, case_id)

    @property
    def reason(self) -> str:
        return f"known failure #{self.index}: {self.why} (observed: {self.observed})"


def load(path: Path | str, pair_names: set[str] | None = None) -> list[KnownFailure]:
    path = Path(path)
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as err:
        raise ManifestError(f"{path}: not valid TOML ({err}); fix the syntax") from err
    entries = data.get("known_failure", [])
    unknown_tables = set(data) - {"known_failure"}
    if unknown_tables:
        raise ManifestError(f"{path}: unknown tables {sorted(unknown_tables)}; entries go in [[known_failure]]")
    out = []
    for i, entry in enumerate(entries, start=1):
        where = f"{path}: [[known_failure]] #{i}"
        missing = FIELDS - set(entry)
        extra = set(entry) - FIELDS
        if missing:
            raise ManifestError(f"{where}: missing {sorted(missing)}; every entry needs pair, case, check, "
                                "observed and why")
        if extra:
            raise ManifestError(f"{where}: unknown keys {sorted(extra)}; allowed: {sorted(FIELDS)}")
        if not all(isinstance(entry[k], str) and entry[k].strip() for k in FIELDS):
            raise ManifestError(f"{where}: every field must be a non-empty string")
        if entry["check"] not in CHECKS:
            raise ManifestError(f"{where}: check must be one of {CHECKS}, not {entry['check']!r}")
        if pair_names is not None and entry["pair"] not in pair_names:
            raise ManifestError(f"{where}: no pair named {entry['pair']!r} is declared; fix the name or "
                                "remove the entry")
        if "[" not in entry["case"] and "*" not in entry["case"]:
            raise ManifestError(f"{where}: case {entry['case']!r} is neither a case id nor a pattern "
                                "(e.g. 'weno_mhd_flux[3d-*]')")
        out.append(KnownFailure(entry["pair"], entry["case"], entry["check"], entry["observed"], entry["why"], i))
    return out


def matching(entries: list[KnownFailure], pair: str, case_id: str, check: str) -> KnownFailure | None:
    for entry in entries:
        if entry.matches(pair, case_id, check):
            return entry
    return None


def check_not_stale(entries: list[KnownFailure], case_ids: dict[str, list[str]], path: Path | str) -> None:
    """An entry that no declared case can match (the case was renamed, the grid changed) is an error:
    otherwise it would sit in the manifest forever, excusing nothing and misleading its reader."""
    for entry in entries:
        if not any(pattern_matches(entry.case, cid) for cid in case_ids.get(entry.pair, [])):
            raise ManifestError(f"{path}: [[known_failure]] #{entry.index}: case {entry.case!r} matches no case "
                                f"pair {entry.pair!r} can produce (full grid); fix the id or remove the entry")
