"""A check's row: its verdict on one case as every report reads it. A row leaves the worker that ran the
check through pytest's `user_properties` (the one channel pytest-xdist sends back): `properties` is the
one encoding (a `harness.` name per figure, values as plain Python) and `fields` the one decoding; the
reports then read a `Row` (the JSON report writes it as it is)."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, TypedDict

PREFIX = "harness."
IDENTITY = ("case", "pair", "check")  # which check of which case: every row has them, first
# what the manifest's judgement adds (plugin.verdicts): the row's own fields, not the check's figures
JUDGEMENT = ("observed", "known_failure")


class Row(TypedDict):
    """One check on one case. `figures` holds what the check measured (its own names, documented in its
    module) and what the harness adds to any row: the known failure's `reach`, its `ratchet` verdict,
    `ratchet_detail` and `recorded` figures (harness.manifest.ratchet), `seconds` (the case's shared run)."""

    nodeid: str
    pair: str | None
    case: str
    check: str | None
    outcome: str  # passed, failed, skipped, xfailed (a known failure), xpassed-strict
    headroom: float | None  # error / allowed, for the checks that compare values
    path: str | None  # which side ran: "pallas", "native", ... (harness.checks.path)
    seconds: float  # the case's shared run, else this check's call
    check_seconds: float  # this check alone
    reason: str | None  # a skip's or a known failure's
    stages: dict[str, float] | None  # the shared run's stages (trace, lower, compile, ...)
    known_failure: str | None  # the manifest entries' defects that claim it
    observed: str | None  # a failure as the manifest matches it (harness.manifest.observation)
    message: str | None  # a failure's report
    crash: str | None  # the exception a failure ended in, where its message is a traceback
    figures: dict[str, Any]


Rows = list[Row]  # the rows of one check (a summary's input): one per case


def wire_value(value: Any) -> Any:
    """A report property as plain Python: under pytest-xdist a worker sends its reports through
    execnet, which refuses numpy scalars and arrays (one numpy figure ended a whole run in an
    INTERNALERROR), and the JSON report wants them plain too."""
    if isinstance(value, dict):
        return {wire_value(k): wire_value(v) for k, v in value.items()}
    if type(value) in (list, tuple, set, frozenset):
        return type(value)(wire_value(v) for v in value)
    if hasattr(value, "tolist") and type(value).__module__ == "numpy":  # numpy scalar or array
        return wire_value(value.tolist())
    return value


def properties(figures: Mapping[str, Any], have: Iterable[str] = ()) -> list[tuple[str, Any]]:
    """Figures as `user_properties`, but those already there (`have`: property names)."""
    have = set(have)
    return [(PREFIX + key, value) for key, value in figures.items() if PREFIX + key not in have]


def identity(case: str, pair: str, check: str) -> list[tuple[str, Any]]:
    return properties({"case": case, "pair": pair, "check": check})


def identity_of(user_properties: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """(case, pair, check) of a report's properties: None each where they are not a check's."""
    props = dict(user_properties)
    return {key: props.get(PREFIX + key) for key in IDENTITY}


def fields(user_properties: Iterable[tuple[str, Any]]) -> dict[str, Any] | None:
    """The row's fields its properties carry (identity, judgement, headroom, path, seconds, stages and the
    figures), None where they are not a check's; `seconds` absent where the case's run recorded none."""
    props = dict(user_properties)
    if props.get(PREFIX + "case") is None:
        return None
    value = {key: props.get(PREFIX + key) for key in (*IDENTITY, "headroom", "path", "stages", *JUDGEMENT)}
    if PREFIX + "seconds" in props:
        value["seconds"] = props[PREFIX + "seconds"]
    value["figures"] = {k[len(PREFIX):]: v for k, v in props.items()
                        if k.startswith(PREFIX) and k[len(PREFIX):] not in (*IDENTITY, *JUDGEMENT)}
    return value
