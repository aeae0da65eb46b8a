"""The reviewable manifest of real discrepancies, one entry per defect, matched by signature.

An entry names a defect once: the checks and case patterns it affects, and the signature of the
failure it expects (the error type and a message pattern for a crash, a message pattern and figure
bounds for a check's verdict). A matching case whose failure has that signature is a known failure
(an xfail); a matching case that fails any other way fails the run, naming the entry and both
signatures, so an entry never hides a different bug; a matching case that passes fails the run too
(XPASS(strict)), so a fixed defect leaves the manifest.

    [[known_failure]]
    defect = "fv-pallas-lf-speed"                # one slug per root cause
    why = "Lax-Friedrichs speed per interface in Pallas, global in native"
    checks = ["values"]
    cases = ["fv_evolve_axis[*-riemannlf]", "fv_evolve_unsplit[2d-*-riemannlf]"]  # * and ? only
    match = "Pallas and native values differ"    # regex, searched in the failure message
    at_least = { max_rel = 1e-3 }                # bounds on the check's figures
    at_most = { max_rel = 0.5 }
    observed = "..."                             # what the last refresh saw (harness known-failures --refresh)

`raises = "TypeError"` instead says the check does not reach a verdict: the run raises that error.

Several entries of one kernel often share a symptom ("N of M elements differ"), so the signature
alone cannot say which root cause a case belongs to. An entry says what its cause is made of:

    requires = { riemann = "lf" }                # the case values the cause needs (a list: any of them)
    switch_off = { riemann = "hll" }             # the same case with the cause switched off must pass

`requires` is checked on every run: a claimed case without those values is a collection error (its
cause is absent from the case). `switch_off` is checked by `harness known-failures --attribute`,
which runs each claimed case again with only those values changed: the entry explains the case when
that run passes; if it still fails, the case has another cause and is listed with what it showed.
`reach = "defect" | "hazard" | "unreached"` says whether a user can reach the failing input through
the target's public API (harness.tools.reach; `harness coverage --reach` measures it and fails where the
entry says otherwise). Keys are the case's option names (as in its id) or ndim, dtype, x64 and mesh; `requires.pair` lists the
pairs whose kernels hold the cause (default: the pairs the entry's patterns name).

`when = { x64 = true, dtype = "f32" }` claims, of the cases the patterns match (or, without `cases`,
every case of `when.pair`), those that meet the conditions, in any grid; a case listed by its id
that does not meet them is an error. `unless = [{ ndim = 1, dtype = "f32" }, ...]` then leaves out the
cases that meet every key of one of its tables (where the defect stays within tolerance). `pallas = true` (in `when` or `requires`) is the pair's gate
accepting the case (Pair.accepts): the Pallas path runs, not the native fallback a block that does not
tile the grid takes, so a kernel's defect is claimed wherever its kernel runs. `shard_block = "wider"`
(or "fits", "ragged", "unsharded") is how the block meets one device's shard along the axis the mesh
splits (Target.shard_block): a gate that checks the global shape accepts blocks no shard can hold. Where the conditions
of several entries meet in one case, all of them claim it (both causes are in it): one matching
signature explains its failure, it passes only once every cause is fixed, and its figures are
recorded under each. Two entries without `when` never share a case of a check with one verdict. `slack` bounds how far a values or gradients failure may grow
past its recorded figures (harness.manifest.ratchet, `known_failures.bounds.json`) before it fails as worse.

A case whose values are a known failure still keeps a golden of what both sides give, so any other
change to that case is seen (a known failure must not hide a different one: harness mutate found a
kernel change no check saw, in float64 FV cases whose parity is a known failure). `golden = false`
says the failing output is not reproducible (cells no program writes, stale or uninitialised
memory): then no golden is kept.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from harness.checks import registry
from harness.declare import format_extra
from harness.declare.patterns import pattern_matches
from harness.errors import BoundsError, ManifestError
from harness.manifest import ratchet
from harness.manifest.observation import VERDICT, Observed, fmt, observe

CHECKS = registry.NAMES  # the pair checks a manifest entry can name
REQUIRED = {"defect", "why", "match"}  # and cases, or when.pair
OPTIONAL = {"check", "checks", "cases", "raises", "at_least", "at_most", "observed", "golden", "requires", "switch_off",
            "reach", "interpret_only", "when", "unless", "slack"}
REACH = ("defect", "hazard", "unreached")  # harness.tools.reach.LABELS: what `reach = ...` may say
CASE_FIELDS = ("pair", "ndim", "dtype", "x64", "mesh", "interpret", "mesh_axes")  # besides options, what
# `requires`, `switch_off` and `when` may name
DERIVED = ("pallas", "shard_block", "jax")  # keys read off the declaration or the environment, not set in a case
# (no switch_off); `jax`: the installed JAX's release line, "0.12" (a defect real on some lines only)
SHARD_BLOCKS = ("unsharded", "fits", "wider", "ragged")  # Target.shard_block's values


def pair_of(pattern: str) -> str | None:
    """The pair a case pattern names (`p[3d-*]` -> p), None where that name has a wildcard."""
    name, bracket, _ = pattern.partition("[")
    return None if not bracket or "*" in name or "?" in name else name


def interpret_twin(case_id: str) -> str | None:
    """The interpret-mode case of a compiled (interpret=False) case id; None for an interpret case."""
    return case_id.replace("-compiled-", "-interp-", 1) if "-compiled-" in case_id else None


LISTING_CHECKS = tuple(name for name, lists in registry.MANIFEST_CHECKS.items() if lists)  # one finding a line
FINDING_LINE = re.compile(r"^  \[[a-z0-9_-]+\] .*$", re.MULTILINE)  # one finding of memory, conventions


@dataclasses.dataclass(frozen=True)
class KnownFailure:
    defect: str
    why: str
    checks: tuple[str, ...]
    cases: tuple[str, ...]
    match: str
    raises: str | None
    at_least: Mapping[str, float]
    at_most: Mapping[str, float]
    observed: str
    index: int
    golden: bool = True  # a golden is kept for the failing values (not for a crash, nor with golden = false)
    requires: Mapping[str, tuple[Any, ...]] = dataclasses.field(default_factory=dict)  # key -> values the cause needs
    switch_off: Mapping[str, Any] = dataclasses.field(default_factory=dict)  # key -> value without the cause
    reach: str = ""  # defect | hazard | unreached: can a user reach the failing input (harness coverage --reach)
    interpret_only: bool = False  # a defect of the interpret path: its cases' compiled twins are not claimed
    when: Mapping[str, tuple[Any, ...]] = dataclasses.field(default_factory=dict)  # the conditions of a claimed case
    unless: tuple[Mapping[str, tuple[Any, ...]], ...] = ()  # with when: cases meeting one of these are not claimed
    slack: float | None = None  # harness.manifest.ratchet: how far a figure may exceed its record (None: the default)
    recorded: Mapping[str, Mapping[str, Any]] = dataclasses.field(default_factory=dict)  # case -> check -> outputs
    # pair name -> its declared gate (Pair.accepts): the `pallas` condition (does the Pallas path run?)
    accepts: Mapping[str, Any] = dataclasses.field(default_factory=dict, compare=False, repr=False)
    # Target.shard_block: the `shard_block` condition (does the block fit one device's shard?)
    shard_block: Any = dataclasses.field(default=None, compare=False, repr=False)

    @property
    def keeps_golden(self) -> bool:
        return self.golden and self.raises is None

    @property
    def line_bound(self) -> bool:
        """Whether the entry claims on some JAX lines only (`when.jax`): its cause is real there alone,
        so where it claims a case beside others its record judges the case (harness.manifest.ratchet)."""
        return any(key in ENVIRONMENT for key in self.when)

    @functools.cached_property
    def pair_names(self) -> frozenset[str] | None:
        """The pairs the patterns can name (None: a pattern's pair name has a wildcard): a case of
        another pair is not claimed, known without matching every pattern (the full grid asks
        millions of times)."""
        names = {pair_of(p) for p in self.cases}
        return None if None in names else frozenset(names)

    @functools.cached_property
    def spelled_conditions(self) -> tuple[tuple, tuple]:
        """`when` and each `unless` table as (key, the values as a case id spells them): spelled once, not
        for every case of the full grid that check_manifest asks about."""
        def spelled(table: Mapping[str, Any]) -> tuple:
            return tuple((key, frozenset(_token(key, v) for v in values)) for key, values in table.items())
        return spelled(self.when), tuple(spelled(table) for table in self.unless)

    def matches(self, pair: str, case_id: str, check: str, case: Any = None) -> bool:
        """The entry claims the case for the check: a listed case, or the compiled twin of one (a GPU
        run's interpret=False case: the same defect on the device) unless it is `interpret_only`;
        with `when`, only a case (a declare.Case, required then) that meets its conditions."""
        if check not in self.checks or (self.pair_names is not None and case_id.split("[", 1)[0] not in self.pair_names):
            return False
        twin = None if self.interpret_only else interpret_twin(case_id)
        if not any(pattern_matches(p, case_id) or (twin is not None and pattern_matches(p, twin)) for p in self.cases):
            return False
        if self.when and case is None:
            raise registry.HarnessError(f"'{self.defect}' claims by conditions (when): the harness must pass the "
                                        f"case of {case_id}; this is the harness's error, not the manifest's")
        return not self.when or meets_conditions(self, case)

    @property
    def reason(self) -> str:
        return f"known failure '{self.defect}': {self.why}"

    def signature(self) -> str:
        """The expected failure, in words."""
        parts = [f"raises {self.raises}" if self.raises else "a check verdict (CheckFailure)",
                 f"message ~ /{self.match}/"]
        parts += [f"when {' or '.join(spell(k, x) for x in v)}" for k, v in sorted(self.when.items())]
        parts += ["unless " + " and ".join(spell(k, v[0]) if len(v) == 1 else f"({' or '.join(spell(k, x) for x in v)})"
                                           for k, v in sorted(t.items())) for t in self.unless]
        parts += [f"{k} >= {fmt(v)}" for k, v in sorted(self.at_least.items())]
        parts += [f"{k} <= {fmt(v)}" for k, v in sorted(self.at_most.items())]
        parts += [f"cause needs {' or '.join(spell(k, x) for x in v)}" for k, v in sorted(self.requires.items())]
        parts += [f"switched off by {spell(k, v)}" for k, v in sorted(self.switch_off.items())]
        return ", ".join(parts)

    def mismatch_of(self, error: BaseException) -> str | None:
        """`mismatch` of a check's raised verdict (for a check, which the manifest judges, to ask)."""
        return self.mismatch(observe(error))

    def mismatch(self, observed: Observed, others: Sequence["KnownFailure"] = (), *,
                 findings: bool = False) -> str | None:
        """None when `observed` has this entry's signature, else what differs. `others`: the entries
        that claim the same case and check of a check that lists findings (`LISTING_CHECKS`,
        `findings=True`); each finding must be explained by one of them."""
        if self.raises is not None:
            if observed.kind != "raises" or observed.error != self.raises:
                return f"expected the run to raise {self.raises}, it {_what(observed)}"
        elif observed.kind != "verdict":
            return f"expected a check verdict, the run raised {observed.error}"
        if re.search(self.match, observed.message) is None:
            return f"the message does not match /{self.match}/"
        lines = FINDING_LINE.findall(observed.message) if findings else []
        if lines and not any(re.search(self.match, line) for line in lines):
            return f"no finding matches /{self.match}/ (another entry's findings only)"
        patterns = [self.match, *(o.match for o in others)]
        unexplained = [line.strip() for line in lines if not any(re.search(p, line) for p in patterns)]
        if unexplained:  # a check that lists findings fails for each: the entries must explain them all
            return (f"{len(unexplained)} finding(s) no entry explains ({' or '.join(f'/{p}/' for p in patterns)}), "
                    f"first: {unexplained[0][:300]}")
        for name, bound in self.at_least.items():
            value = observed.figures.get(name)
            if value is None or not value >= bound:
                return f"{name} = {fmt(value)}, expected >= {fmt(bound)}"
        for name, bound in self.at_most.items():
            value = observed.figures.get(name)
            if value is None or not value <= bound:
                return f"{name} = {fmt(value)}, expected <= {fmt(bound)}"
        return None


def _what(observed: Observed) -> str:
    return "reached a check verdict" if observed.kind == "verdict" else f"raised {observed.error}"


def load(path: Path | str, pairs: Iterable[str] | Mapping[str, Any] | None = None,
         shard_block: Any = None) -> list[KnownFailure]:
    """The manifest's entries. `pairs`: the declared pair names, or name -> Pair (then an entry may
    claim by `pallas = true`, the pair's gate accepting the case); `shard_block`: the target's
    Target.shard_block (then by `shard_block = "wider"`, ...)."""
    path = Path(path)
    pair_names = None if pairs is None else set(pairs)
    accepts = {name: pair.accepts for name, pair in pairs.items()} if isinstance(pairs, Mapping) else {}
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as err:
        raise ManifestError(f"{path}: not valid TOML ({err}); fix the syntax") from err
    unknown_tables = set(data) - {"known_failure"}
    if unknown_tables:
        raise ManifestError(f"{path}: unknown tables {sorted(unknown_tables)}; entries go in [[known_failure]]")
    out: list[KnownFailure] = []
    for i, entry in enumerate(data.get("known_failure", []), start=1):
        out.append(_entry(entry, i, f"{path}: [[known_failure]] #{i}", pair_names))
    seen: dict[str, int] = {}
    for entry in out:
        if entry.defect in seen:
            raise ManifestError(f"{path}: defect {entry.defect!r} is named by entries #{seen[entry.defect]} and "
                                f"#{entry.index}; give each root cause one name")
        seen[entry.defect] = entry.index

    try:
        bounds = ratchet.load(path)
        ratchet.check_defects(bounds, seen, path)
    except BoundsError as err:
        raise ManifestError(str(err)) from None
    return [dataclasses.replace(e, recorded=bounds.get(e.defect, {}), accepts=accepts, shard_block=shard_block)
            for e in out]


def load_declared(path: Path | str, target: Any) -> list[KnownFailure]:
    """The manifest's entries for a loaded Target: every condition (`pallas`, `shard_block`) can be read."""
    return load(path, {p.name: p for p in target.pairs}, target.shard_block)


def _entry(entry: dict, index: int, where: str, pair_names: set[str] | None) -> KnownFailure:
    """One `[[known_failure]]` table, checked in the order its errors are reported: the first names the fix."""
    entry, where, when, unless = _head(entry, where)
    checks, cases = _claims(entry, where, pair_names)
    raises, bounds = _signature(entry, where)
    observed = entry.get("observed", "")
    if not isinstance(observed, str):
        raise ManifestError(f"{where}: observed must be a string")
    golden = entry.get("golden", True)
    if not isinstance(golden, bool):
        raise ManifestError(f"{where}: golden must be true or false (false: the failing output is not "
                            "reproducible, keep no golden for it)")
    requires, switch_off = _conditions(entry, where, when, unless)
    slack, interpret_only, reach = _settings(entry, where)
    return KnownFailure(entry["defect"], entry["why"], tuple(checks), tuple(cases), entry["match"], raises,
                        bounds["at_least"], bounds["at_most"], observed, index, golden, _tuples(requires), switch_off,
                        reach, interpret_only, _tuples(when), tuple(_tuples(t) for t in unless), slack)


def _tuples(table: dict[str, Any]) -> dict[str, tuple]:
    return {k: tuple(v) if isinstance(v, list) else (v,) for k, v in table.items()}


def _head(entry: dict, where: str) -> tuple[dict, str, dict[str, Any], list[dict[str, Any]]]:
    """The entry's keys (the cases a `when` on pairs claims filled in), where it is (its defect named),
    its `when` and `unless` tables."""
    if {"pair", "case"} & set(entry):
        raise ManifestError(f"{where}: 'pair' and 'case' are gone: list the case patterns under cases = [...] "
                            "(the pair is the pattern's prefix) and give the signature (match, raises, at_least, "
                            "at_most); see harness/manifest/known_failures.py")
    if isinstance(entry.get("defect"), str):
        where = f"{where} ({entry['defect']!r})"
    missing = REQUIRED - set(entry)
    extra = set(entry) - REQUIRED - OPTIONAL
    if missing:
        raise ManifestError(f"{where}: missing {sorted(missing)}; every entry needs defect, why, cases, match and "
                            "check (or checks)")
    when = _cause_table(entry, "when", where)
    unless_tables = entry.get("unless", [])
    unless_tables = [unless_tables] if isinstance(unless_tables, dict) else unless_tables
    if not isinstance(unless_tables, list) or ("unless" in entry and (not when or not unless_tables)):
        raise ManifestError(f"{where}: unless goes with when: a table (or a list of tables) of case key = value "
                            "that the claimed cases must not all meet, e.g. unless = { ndim = 1, dtype = \"f32\" }")
    unless = [_cause_table({"unless": t}, "unless", where) for t in unless_tables]
    if any(not t for t in unless):
        raise ManifestError(f"{where}: an empty unless table would exclude every case; give its keys")
    if "cases" not in entry:
        pairs = when.get("pair")
        if pairs is None:
            raise ManifestError(f"{where}: missing ['cases']; list case patterns, or claim by conditions with "
                                "when = { pair = [...], ... }")
        entry = {**entry, "cases": [f"{p}[*]" for p in (pairs if isinstance(pairs, list) else [pairs])]}
    if extra:
        raise ManifestError(f"{where}: unknown keys {sorted(extra)}; allowed: {sorted(REQUIRED | OPTIONAL)}")
    return entry, where, when, unless


def _claims(entry: dict, where: str, pair_names: set[str] | None) -> tuple[list[str], list[str]]:
    """The checks and case patterns it claims, each pattern of a declared pair."""
    checks = entry.get("checks", entry.get("check"))
    if checks is None or ("check" in entry and "checks" in entry):
        raise ManifestError(f"{where}: give the checks it affects as check = \"values\" or checks = [...], once")
    checks = [checks] if isinstance(checks, str) else checks
    cases = entry["cases"]
    for name, value in (("defect", entry["defect"]), ("why", entry["why"]), ("match", entry["match"])):
        if not isinstance(value, str) or not value.strip():
            raise ManifestError(f"{where}: {name} must be a non-empty string")
    if not isinstance(cases, list) or not cases or not all(isinstance(c, str) and c.strip() for c in cases):
        raise ManifestError(f"{where}: cases must be a non-empty list of case patterns")
    if not isinstance(checks, list) or not checks:
        raise ManifestError(f"{where}: checks must name at least one check")
    bad = [c for c in checks if c not in CHECKS]
    if bad:
        raise ManifestError(f"{where}: unknown checks {bad}; checks are {CHECKS}")
    for pattern in cases:
        if "[" not in pattern or not pattern.endswith("]"):
            raise ManifestError(f"{where}: case pattern {pattern!r} is not a case id pattern "
                                "(e.g. 'weno_mhd_flux[3d-*-mesh2-*]')")
        pair = pattern.split("[", 1)[0]
        if pair_names is not None and not any(pattern_matches(pair, name) for name in pair_names):
            raise ManifestError(f"{where}: case pattern {pattern!r} names no declared pair; fix the name or remove it")
    return checks, cases


def _signature(entry: dict, where: str) -> tuple[str | None, dict[str, dict[str, float]]]:
    """What the failure looks like beyond its `match`: the exception it raises, or its figures' bounds."""
    try:
        re.compile(entry["match"])
    except re.error as err:
        raise ManifestError(f"{where}: match is not a regular expression ({err})") from None
    raises = entry.get("raises")
    if raises is not None and (not isinstance(raises, str) or not raises.isidentifier()):
        raise ManifestError(f"{where}: raises must name an exception type, e.g. \"TypeError\"")
    if raises == VERDICT:
        raise ManifestError(f"{where}: a check's verdict is matched without raises; drop raises = {VERDICT!r}")
    bounds = {}
    for key in ("at_least", "at_most"):
        table = entry.get(key, {})
        if not isinstance(table, dict) or not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                                                  for v in table.values()):
            raise ManifestError(f"{where}: {key} must be a table of figure = number, e.g. {{ max_rel = 3e-3 }}")
        bounds[key] = {str(k): float(v) for k, v in table.items()}
    if raises is not None and (bounds["at_least"] or bounds["at_most"]):
        raise ManifestError(f"{where}: a crash has no figures; bounds apply to check verdicts only")
    return raises, bounds


def _conditions(entry: dict, where: str, when: dict[str, Any],
                unless: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Its cause's `requires` and `switch_off` tables, every shard_block a known one."""
    requires, switch_off = _cause_table(entry, "requires", where), _cause_table(entry, "switch_off", where)
    for table_name, table in (("when", when), ("requires", requires), *(("unless", t) for t in unless)):
        values = table.get("shard_block", [])
        bad = [v for v in (values if isinstance(values, list) else [values]) if v not in SHARD_BLOCKS]
        if bad:
            raise ManifestError(f"{where}: {table_name}.shard_block = {bad[0]!r}: it is one of {SHARD_BLOCKS} "
                                "(how the block meets one device's shard along the split axis)")
    for key, value in switch_off.items():
        if key in ("pair", *DERIVED):
            raise ManifestError(f"{where}: switch_off cannot change the {key}; name the option that removes the cause")
        if isinstance(value, list):
            raise ManifestError(f"{where}: switch_off.{key} must be one value (the case with the cause switched off)")
        if key in requires and any(_same(key, value, v) for v in requires[key]):
            raise ManifestError(f"{where}: switch_off.{key} = {value!r} is a value the cause requires; switch_off "
                                "names the value that removes the cause")
    return requires, switch_off


def _settings(entry: dict, where: str) -> tuple[float | None, bool, str]:
    """Its slack, whether only the interpret path has the defect, and its reach."""
    slack = entry.get("slack")
    if slack is not None and (not isinstance(slack, (int, float)) or isinstance(slack, bool) or not slack >= 1):
        raise ManifestError(f"{where}: slack must be a number >= 1 (a recorded figure may grow to slack x its "
                            "record before the case fails worse; harness/manifest/ratchet.py)")
    interpret_only = entry.get("interpret_only", False)
    if not isinstance(interpret_only, bool):
        raise ManifestError(f"{where}: interpret_only must be true or false (true: the defect is in the interpret "
                            "path, so a GPU run's compiled twins of its cases are not claimed)")
    reach = entry.get("reach", "")
    if reach and reach not in REACH:
        raise ManifestError(f"{where}: reach must be one of {REACH} (harness coverage --reach measures it), not {reach!r}")
    return None if slack is None else float(slack), interpret_only, reach


def _cause_table(entry: dict, key: str, where: str) -> dict[str, Any]:
    table = entry.get(key, {})
    scalar = (str, int, bool)
    if not isinstance(table, dict) or not all(
            isinstance(v, scalar) or (isinstance(v, list) and v and all(isinstance(x, scalar) for x in v))
            for v in table.values()):
        raise ManifestError(f"{where}: {key} must be a table of case key = value (or a list of values), "
                            f"e.g. {key} = {{ riemann = \"lf\" }}")
    return dict(table)


# -- the cause of an entry, against a case ---------------------------------------------------------------

def case_value(case: Any, key: str, entry: KnownFailure | None = None) -> Any:
    """The case's value for a `requires`/`switch_off`/`when` key; a missing option reads as None.
    `pallas`: whether the pair's gate accepts the case (the Pallas path runs, not the native fallback)."""
    if key == "pallas":
        gate = entry.accepts.get(case.pair) if entry is not None else None
        if gate is None:
            raise ManifestError(f"'{entry.defect if entry else '?'}': the pallas condition needs {case.pair}'s "
                                "declaration (its accepts gate): load the manifest with the declared pairs")
        return bool(gate(case))
    if key == "shard_block":
        if entry is None or entry.shard_block is None:
            raise ManifestError(f"'{entry.defect if entry else '?'}': the shard_block condition needs the target "
                                "(its sizes and mesh layout): load the manifest with Target.shard_block")
        return entry.shard_block(case)
    if key == "jax":
        return jax_line()
    return getattr(case, key) if key in CASE_FIELDS else case.get(key)


def jax_line() -> str:
    """The installed JAX's release line, major.minor ("0.12" for 0.12.0.1): what a `jax` condition reads."""
    from importlib import metadata

    return ".".join(metadata.version("jax").split(".")[:2])


_SPELLED_AS_FIELDS = frozenset((*CASE_FIELDS, *DERIVED))


def _token(key: str, value: Any) -> str:
    """A value as the case id spells it, so `riemann = "lf"` names the case value of `riemannlf`."""

    return str(value).lower() if key in _SPELLED_AS_FIELDS else format_extra(key, value)


def spell(key: str, value: Any) -> str:
    """A key's value in words: `riemannhll` as the case id has it, `ndim=2` for a case field."""
    return f"{key}={_token(key, value)}" if key in _SPELLED_AS_FIELDS else _token(key, value)


def _same(key: str, a: Any, b: Any) -> bool:
    return _token(key, a) == _token(key, b)


def cause_absent(entry: KnownFailure, case: Any) -> str | None:
    """Why the entry's cause cannot be what fails this case (a value it requires is not the case's,
    or the case already has the switched-off value), or None."""
    for key, values in entry.requires.items():
        value = case_value(case, key, entry)
        if not any(_same(key, value, v) for v in values):
            return f"its cause needs {' or '.join(spell(key, v) for v in values)}, the case has {spell(key, value)}"
    for key, off in entry.switch_off.items():
        if _same(key, case_value(case, key), off):
            return f"the case already has {spell(key, off)}, the value that switches its cause off"
    return None


ENVIRONMENT = ("jax",)  # conditions on where the suite runs, not on the case


def unmet(entry: KnownFailure, case: Any, *, any_environment: bool = False) -> str | None:
    """Which of the entry's `when` conditions the case does not meet, or which `unless` table it meets
    whole, or None (the entry claims it). `any_environment`: the conditions on the environment (the
    JAX line) read as met, as a manifest that describes every line is checked."""
    found = _first_unmet(entry, case, any_environment)
    if found is None:
        return None
    kind, key = found
    if kind == "when":
        values, value = entry.when[key], case_value(case, key, entry)
        return f"when.{key} needs {' or '.join(spell(key, v) for v in values)}, the case has {spell(key, value)}"
    return "the case has " + ", ".join(spell(k, case_value(case, k, entry)) for k in key) + " (unless excludes it)"


def meets_conditions(entry: KnownFailure, case: Any, *, any_environment: bool = False) -> bool:
    """`unmet(...) is None` without the words: what a manifest's check asks of every case of the full grid."""
    return _first_unmet(entry, case, any_environment) is None


def _first_unmet(entry: KnownFailure, case: Any, any_environment: bool) -> tuple[str, Any] | None:
    """("when", key) of the first condition the case does not meet, ("unless", table) of the first table it
    meets whole, or None."""
    when, unless = entry.spelled_conditions
    for key, spelled in when:
        if any_environment and key in ENVIRONMENT:
            continue
        if _token(key, case_value(case, key, entry)) not in spelled:
            return "when", key
    for table, spelled_table in zip(entry.unless, unless):
        if any_environment and any(key in ENVIRONMENT for key in table):
            continue
        if all(_token(key, case_value(case, key, entry)) in spelled for key, spelled in spelled_table):
            return "unless", table
    return None


def switched_off(entry: KnownFailure, pair: Any, case: Any) -> Any:
    """The case with the entry's cause switched off (only the `switch_off` values changed)."""
    changes: dict[str, Any] = {}
    extra = dict(case.extra)
    for key, off in entry.switch_off.items():
        if key in CASE_FIELDS:
            changes[key] = off
            continue
        declared = [*pair.axes.get(key, ()), *pair.options.get(key, ()), *pair.probes.get(key, ())]
        match = [v for v in declared if _same(key, v, off)]
        if key not in extra or not match:
            raise ManifestError(f"'{entry.defect}': switch_off.{key} = {off!r} is not a value of {pair.name}'s "
                                f"{key!r} (declared: {[str(v) for v in declared] or 'none'})")
        extra[key] = match[0]
    return dataclasses.replace(case, extra=tuple(extra.items()), **changes)


def all_matching(entries: Iterable[KnownFailure], pair: str, case_id: str, check: str,
                 case: Any = None) -> list[KnownFailure]:
    """Every entry that claims the case for the check: one, or several for a check that lists
    findings (two defects of one kernel, each with its own entry) or where the conditions of several
    entries meet in the case (`joint`)."""
    return [entry for entry in entries if entry.matches(pair, case_id, check, case)]


def explain(entries: Sequence[KnownFailure], observed: Observed, check: str) -> str | None:
    """None when the entries together explain the failure, else what differs, per entry. A check that
    lists findings: each entry sees its own finding and every finding has an entry. A check with one
    verdict claimed by several entries (their causes meet in the case, `joint`): one signature that
    matches explains it, since each cause alone fails the case and together they fail it once."""
    if len(entries) > 1 and check not in LISTING_CHECKS:
        mismatches = [(entry, entry.mismatch(observed)) for entry in entries]
        if any(m is None for _, m in mismatches):
            return None
        return "; ".join(f"'{entry.defect}': {m}" for entry, m in mismatches)
    for entry in entries:
        mismatch = entry.mismatch(observed, [e for e in entries if e is not entry],
                                  findings=check in LISTING_CHECKS)
        if mismatch is not None:
            return mismatch if len(entries) == 1 else f"'{entry.defect}': {mismatch}"
    return None
