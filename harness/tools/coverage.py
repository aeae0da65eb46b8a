"""Option-space coverage: which config fields each pair's Pallas path, gate and native twin read,
which of their values the grid runs, and which it never runs.

A Pallas sibling is generated from its native twin, so every option the native path honours must be
honoured by the Pallas path: a value no case runs is where the two can diverge unseen. Reads are
recorded while tracing the PR grid's mesh-1 cases (a pairwise covering array, so every value of
every grid axis, and every pair of them, is traced). Each value the declarations can take but no
case runs is declared out of scope with a reason (`Pair.out_of_scope`, `OptionSpace.out_of_scope`),
or it is a gap: `harness coverage` exits 1 and the plugin reports a collection error.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from pathlib import Path
from collections.abc import Mapping
from typing import Any

from harness.analysis.option_reads import OTHER, Recorder, TRACED
from harness.declare import Case, GateRejects, OptionSpace, Pair, Target, load_target
from harness.grid.cases import cases_for
from harness.jaxtools import compile_cache, jax_start, jaxcompat
from harness.jaxtools.jaxcompat import enable_x64
from harness.run.engine import Engine
from harness.store import affected
from harness.store.atomic import write_atomic
from harness.tools.reach import kernel_names

SIDES = ("pallas", "gate", "native")
FORMAT = 4  # bump when what a record holds changes: older records are traced again


@dataclasses.dataclass
class Reads:
    """What tracing a pair's cases read: per side, per field, the repr of every value seen."""

    values: dict[str, dict[str, list[str]]]
    containers: list[str]  # fields whose value is itself a config container
    cases: int
    errors: list[str]  # cases whose trace raised (their reads up to the error still count)
    seconds: float = 0.0
    # "Class.field=VALUE" -> the gate's answer with that one value set: accepts | rejects | raises ...
    # for every value the gate reads that no case runs (what GateRejects reasons are checked against)
    gate: dict[str, str] = dataclasses.field(default_factory=dict)
    # case (or scenario variant) id -> the Pallas kernels its traced program runs (harness.tools.reach)
    kernels: dict[str, list[str]] = dataclasses.field(default_factory=dict)

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


@dataclasses.dataclass
class FieldCoverage:
    field: str  # "Class.field"
    sides: tuple[str, ...]  # who reads it: pallas, gate, native
    kind: str  # enum | bool | numeric | runtime | sub-config | derived | undeclared
    exercised: list[str]
    missing: list[str] = dataclasses.field(default_factory=list)  # domain values no case runs
    out_of_scope: dict[str, str] = dataclasses.field(default_factory=dict)  # missing value -> reason
    unknown: list[str] = dataclasses.field(default_factory=list)  # values seen outside the declared domain
    note: str = ""
    # missing value -> why its GateRejects reason does not hold (the gate accepts it, or never reads the field)
    false_reasons: dict[str, str] = dataclasses.field(default_factory=dict)

    @property
    def gaps(self) -> list[str]:
        if self.kind == "undeclared":
            return [] if "*" in self.out_of_scope else ["<values not declared>"]
        return ([v for v in self.missing if v not in self.out_of_scope or v in self.false_reasons]
                + self.unknown)

    @property
    def native_only(self) -> bool:
        """Read by the twin but by neither the Pallas entry nor its gate: the Pallas path ignores it."""
        return self.sides == ("native",)


@dataclasses.dataclass
class PairCoverage:
    pair: str
    reads: Reads
    fields: list[FieldCoverage]
    unused_out_of_scope: list[str]
    cached: bool = False

    @property
    def gaps(self) -> list[FieldCoverage]:
        return [f for f in self.fields if f.gaps]


def coverage_cases(target: Target, pair: Pair) -> list[Case]:
    """The cases whose traces are recorded: the PR grid at mesh 1, interpreted."""

    return cases_for(target, pair, grid="default", mesh_sizes=[1], interpret=(True,))


def trace_reads(target: Target, pair: Pair, cases: list[Case], engine: Any) -> Reads:
    """Build every case and trace its three sides with the recorder installed, one side at a time.
    JAX's tracing caches are dropped before each side, so what was traced before (another pair, or
    the other side calling the same jitted helper with the same static config) cannot hide a read;
    within a side a trace served from the cache is one this side already made with the same static
    arguments and avals, so it hides no read (dropped once per side, not per side of every case: the
    same records on all 19 astronomix pairs, ~10% less tracing)."""
    import jax

    recorder = Recorder(target.package)
    containers: set[str] = set()
    errors: list[str] = []
    kernels: dict[str, list[str]] = {}
    t0 = time.perf_counter()
    with recorder.installed():
        built: list[tuple[Case, Any]] = []
        for case in cases:
            with enable_x64(case.x64):
                try:
                    built.append((case, pair.build(case, engine.resolved(pair))))
                except Exception as err:
                    errors.append(f"{case.id}: building inputs: {type(err).__name__}: {err}")
        first = built[0] if built else None  # the first built case: its gate answers for the unrun values
        failed: dict[str, list[str]] = {}  # case id -> its traces' errors, reported in case order
        jaxcompat.forget_traces()  # by module: a test swaps it
        with recorder.reading("gate"):
            for case, workload in built:
                if workload.predicate is not None:
                    with enable_x64(case.x64):
                        try:
                            workload.predicate()
                        except Exception as err:
                            failed.setdefault(case.id, []).append(f"{case.id}: gate: {type(err).__name__}: {err}")
        for side in ("pallas", "native"):
            jaxcompat.forget_traces()  # by module: a test swaps it
            with recorder.reading(side):
                for case, workload in built:
                    fn = workload.pallas if side == "pallas" else workload.native
                    with enable_x64(case.x64):
                        try:
                            with engine.side_context(side, None, workload):
                                traced = jax.jit(fn).trace(*workload.args)
                            if side == "pallas":
                                kernels[case.id] = sorted(kernel_names(traced.jaxpr))
                        except Exception as err:  # a gate that raises on reject: reads so far still count
                            failed.setdefault(case.id, []).append(f"{case.id}: {side}: {type(err).__name__}")
        errors += [e for case, _ in built for e in failed.get(case.id, ())]
        gate = _gate_answers(target, first, recorder)
    values: dict[str, dict[str, set[str]]] = {}
    for side, reads in recorder.reads.items():
        for read in reads:
            if read.container:
                containers.add(read.field)
                continue
            values.setdefault(side, {}).setdefault(read.field, set()).add(repr(read.value)
                                                                         if read.value not in (TRACED, OTHER)
                                                                         else read.value)
    return Reads({s: {f: sorted(v) for f, v in sorted(d.items())} for s, d in sorted(values.items())},
                 sorted(containers), len(cases), errors, time.perf_counter() - t0, gate, kernels)


def _gate_answers(target: Target, first: tuple[Case, Any] | None, recorder: Recorder) -> dict[str, str]:
    """The gate's answer for every value of a field it reads that no case runs: the first built
    case's gate (its workload, built once by the trace) evaluated with that one value read wherever
    the field is read (`Recorder.overriding`)."""

    space = target.options or OptionSpace()
    read = recorder.reads.get("gate", set())
    seen: dict[str, set[str]] = {}
    for r in read:
        if not r.container:
            seen.setdefault(r.field, set()).add(repr(r.value))
    wanted: dict[str, Any] = {}  # "Class.field=NAME" -> value
    for field, values in seen.items():
        if field in space.domains:
            wanted.update({f"{field}={name}": v for name, v in space.domains[field].items() if repr(v) not in values})
        elif values <= {"True", "False"}:
            wanted.update({f"{field}={v}": v == "True" for v in ("False", "True") if v not in values})
    if not wanted or first is None or first[1].predicate is None:
        return {}
    case, workload = first
    out: dict[str, str] = {}
    with enable_x64(case.x64):
        for key, value in sorted(wanted.items()):
            jaxcompat.forget_traces()  # by module: a test swaps it
            with recorder.overriding({key.split("=", 1)[0]: value}):
                try:
                    out[key] = "accepts" if workload.predicate() else "rejects"
                except Exception as err:  # a gate that raises on what it refuses rejects it
                    out[key] = f"raises {type(err).__name__}"
    return out


def _domain_names(space: OptionSpace, field: str) -> dict[str, str] | None:
    """repr(value) -> name for a declared domain."""
    if field in space.domains:
        return {repr(v): name for name, v in space.domains[field].items()}
    return None


def _is_float(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return "." in text or "e" in text or text in ("inf", "-inf", "nan")


def _derived(space: OptionSpace, field: str) -> str | None:
    cls = field.split(".", 1)[0]
    return space.derived.get(field) or space.derived.get(cls)


def analyse(target: Target, reads: Reads, out_of_scope: Mapping[str, str]) -> tuple[list[FieldCoverage], list[str]]:
    """Per field read: its kind, the values the traced cases ran, the ones they never ran and the
    reasons declared for them (`out_of_scope`: the pair's, or the scenarios'); and the entries of
    `out_of_scope` that match nothing read and missing."""
    space = target.options or OptionSpace()
    fields = sorted({f for side in reads.values.values() for f in side} | set(reads.containers))
    declared = {**space.out_of_scope, **out_of_scope}
    used: set[str] = set()
    out = []
    for field in fields:
        sides = tuple(s for s in SIDES if field in reads.values.get(s, {})
                      or (field in reads.containers and s in reads.values))
        seen = sorted({v for s in SIDES for v in reads.values.get(s, {}).get(field, [])})
        cov = FieldCoverage(field, sides, "", [])
        derived = _derived(space, field)
        names = _domain_names(space, field)
        if derived is not None:
            cov.kind, cov.exercised, cov.note = "derived", seen, derived
        elif field in reads.containers:
            cov.kind, cov.exercised = "sub-config", []
        elif names is not None:
            cov.kind = "enum"
            cov.exercised = [names[v] for v in names if v in seen]
            cov.unknown = [v for v in seen if v not in names and v not in (TRACED, OTHER)]
            cov.missing = [n for v, n in names.items() if v not in seen]
        elif seen and all(v in ("True", "False") for v in seen):
            cov.kind, cov.exercised = "bool", seen
            cov.missing = [v for v in ("False", "True") if v not in seen]
        elif seen and all(v == TRACED for v in seen):
            cov.kind, cov.exercised = "runtime", seen
        elif seen and all(v == TRACED or _is_float(v) for v in seen):
            cov.kind, cov.exercised = "numeric", seen
        else:
            cov.kind, cov.exercised = "undeclared", seen
        if cov.kind == "undeclared" and field in declared:  # the whole field, whatever its values
            cov.out_of_scope["*"] = declared[field]
            used.add(field)
        for value in cov.missing:
            for key in (f"{field}={value}", field):
                if key in declared:
                    cov.out_of_scope[value] = declared[key]
                    used.add(key)
                    if isinstance(declared[key], GateRejects):
                        answer = reads.gate.get(f"{field}={value}")
                        if answer is None:
                            cov.false_reasons[value] = "the gate never reads this field: it cannot reject the value"
                        elif answer == "accepts":
                            cov.false_reasons[value] = "the gate accepts it"
                    break
        out.append(cov)
    unused = sorted(k for k in declared if k not in used and k in out_of_scope)
    return out, unused


# -- the record cache ------------------------------------------------------------------------------


def _key(target: Target, pair: Pair, cases: list[Case]) -> str:
    from importlib import metadata

    digest = hashlib.sha256()
    # the reasons declared for values no case runs change the analysis, not what is read
    digest.update(affected.fingerprint(target, dataclasses.replace(pair, out_of_scope={})).encode())
    for dist in ("jax", "jaxlib", target.distribution):
        try:
            digest.update(f"{dist}={metadata.version(dist)}".encode())
        except metadata.PackageNotFoundError:
            pass
    digest.update("\n".join(c.id for c in cases).encode())
    digest.update(f"format={FORMAT}".encode())
    return digest.hexdigest()[:24]


def pair_coverage(target: Target, pair: Pair, engine: Any, cache_dir: Path | None) -> PairCoverage:
    """The pair's coverage, from the record cache when its sources, declaration, grid and versions
    are those of the record, else traced now (and recorded, atomically)."""
    cases = coverage_cases(target, pair)
    path = None
    reads = None
    if cache_dir is not None:
        path = record_path(target, pair, cache_dir)
        try:
            reads = Reads(**json.loads(path.read_text()))
        except (OSError, ValueError, TypeError):
            reads = None
    cached = reads is not None
    if reads is None:
        reads = trace_reads(target, pair, cases, engine)
        if path is not None:

            write_atomic(path, json.dumps(reads.to_json(), indent=1).encode())
    fields, unused = analyse(target, reads, pair.out_of_scope)
    return PairCoverage(pair.name, reads, fields, unused, cached)


def record_path(target: Target, pair: Pair, cache_dir: Path) -> Path:
    """Where the pair's record lives while its sources, declaration, grid and versions are these."""
    return Path(cache_dir) / f"{pair.name}-{_key(target, pair, coverage_cases(target, pair))}.json"


_LOADED: dict[str, tuple[Target, Any]] = {}


def _record_in_subprocess(declarations: str, name: str, cache_dir: str, jax_cache: str | None) -> None:
    """(In a spawned process) trace one pair's cases and write its record. The programs that build
    the cases' inputs compile into the session's persistent cache: the workers build them again."""
    if declarations not in _LOADED:
        compile_cache.enable(Path(jax_cache) if jax_cache else None)
        target = load_target(declarations)
        _LOADED[declarations] = (target, Engine(target))
    target, engine = _LOADED[declarations]
    pair_coverage(target, next(p for p in target.pairs if p.name == name), engine, Path(cache_dir))


def record_in_parallel(target: Target, pairs: list[Pair], cache_dir: Path, processes: int,
                       jax_cache: Path | None = None) -> list[str]:
    """Trace the pairs that have no record yet in `processes` fresh processes at once (each pair's
    traces are independent; a process started with `spawn` shares no JAX state) and write their
    records; the caller then reads every pair from the records. Returns the pairs traced."""
    import concurrent.futures
    import multiprocessing

    missing = [p for p in pairs if not record_path(target, p, cache_dir).exists()]
    if len(missing) < 2 or processes < 2:
        return []
    context = multiprocessing.get_context("spawn")
    # each process starts JAX first, without the CUDA plugin's start-up lines (harness.jaxtools.jax_start)
    with concurrent.futures.ProcessPoolExecutor(min(processes, len(missing)), mp_context=context,
                                                initializer=jax_start.quietly) as pool:
        for done in [pool.submit(_record_in_subprocess, str(target.source), p.name, str(cache_dir),
                                 str(jax_cache) if jax_cache else None) for p in missing]:
            done.result()
    return [p.name for p in missing]


def gap_message(target: Target, cov: PairCoverage) -> str:
    """The collection error for a pair with undeclared gaps: each field, its missing values, the fix."""
    lines = [f"{target.source}: pair '{cov.pair}': option values its Pallas path or native twin reads that no "
             f"case runs (traced over {cov.reads.cases} PR-grid cases):"]
    for f in cov.gaps:
        if f.kind == "undeclared":
            lines.append(f"  {f.field} ({'/'.join(f.sides)}): values {', '.join(f.exercised)} seen, domain "
                         "unknown: declare its values in OptionSpace.domains, or the field in OptionSpace.derived")
        else:
            plain = [v for v in f.gaps if v not in f.false_reasons]
            if plain:
                lines.append(f"  {f.field} ({'/'.join(f.sides)}): never runs {', '.join(plain)}"
                             + (f" (seen: {', '.join(f.exercised)})" if f.exercised else ""))
            for value, why in f.false_reasons.items():
                lines.append(f"  {f.field}={value}: declared out of scope because the gate rejects it "
                             f"(GateRejects: {f.out_of_scope[value]!r}), but {why}: add its cases to the grid (an "
                             "option value of the pair), or correct the declaration")
    lines.append("  add a case that runs each value (an axis or option of the pair), or declare it in the pair's "
                 "out_of_scope with a one-line reason: 'Class.field=VALUE': 'why'; `harness coverage` shows all")
    return "\n".join(lines)


def format_report(covs: list[PairCoverage], *, verbose: bool = False) -> str:
    """Per pair: every option field read, by whom, the values run and the values never run."""
    out = []
    for cov in covs:
        r = cov.reads
        gaps = sum(len(f.gaps) for f in cov.fields)
        out.append(f"{cov.pair}: {len(cov.fields)} fields read over {r.cases} cases"
                   f" ({'cached' if cov.cached else f'traced in {r.seconds:.1f} s'}); "
                   + (f"{gaps} undeclared gap(s)" if gaps else "no undeclared gap"))
        for f in cov.fields:
            if f.kind in ("derived", "runtime", "sub-config") and not verbose:
                continue
            mark = "GAP " if f.gaps else ("    " if not f.native_only else "NATV")
            text = f"  {mark} {f.field:<44} {'/'.join(f.sides):<19} {f.kind:<10} runs {', '.join(f.exercised) or '-'}"
            if f.missing:
                text += f"; never {', '.join(f.missing)}"
            out.append(text)
            for value, why in f.out_of_scope.items():
                checked = (f"FALSE: {f.false_reasons[value]}" if value in f.false_reasons else
                           "checked: the gate rejects it" if isinstance(why, GateRejects) else "not checked")
                out.append(f"         out of scope {value} ({checked}): {why}")
            if f.unknown:
                out.append(f"         outside the declared domain: {', '.join(f.unknown)}")
            if f.kind == "derived" and f.note:
                out.append(f"         derived: {f.note}")
        for key in cov.unused_out_of_scope:
            out.append(f"  note: out_of_scope entry {key!r} matches no missing value (remove it)")
    return "\n".join(out)


def to_json(cov: PairCoverage) -> dict:
    return {"pair": cov.pair, "cases": cov.reads.cases, "cached": cov.cached, "trace_errors": cov.reads.errors,
            "fields": [{**dataclasses.asdict(f), "gaps": f.gaps, "native_only": f.native_only} for f in cov.fields],
            "unused_out_of_scope": cov.unused_out_of_scope}
