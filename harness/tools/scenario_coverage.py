"""Option coverage of the scenarios: which options the time integration reads, and which of their
values no scenario variant runs.

The scenario axes are declared by hand; what decides whether they are complete is what the target's
time integration reads. Every variant of the full grid (`--grid full`) is traced on its PALLAS side
with the option recorder installed (`harness.analysis.option_reads`; a trace, no compile or run: about a
minute for astronomix's 43 variants). The fields the declaring module names in `SWEPT` ("Class.field"
or "Class.*": the integrator, positivity, flux-limiting and solver options) must each be read, and
each of their values must be run by some variant or declared in `SWEPT_OUT_OF_SCOPE` with a reason,
or it is a gap: `harness coverage --scenarios` exits 1.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import time
from pathlib import Path
from typing import Any

from harness.analysis.option_reads import OTHER, Recorder, TRACED
from harness.declare import Target, load_file
from harness.declare.scenario import scenario_id
from harness.errors import DeclarationError
from harness.jaxtools import jaxcompat
from harness.jaxtools.jaxcompat import enable_x64
from harness.run.scenario_engine import ScenarioEngine
from harness.tools.coverage import PairCoverage, Reads, analyse
from harness.tools.reach import kernel_names

REPORT_NAME = "scenarios"  # the row name in `harness coverage`'s report


@dataclasses.dataclass(frozen=True)
class Sweep:
    """What the scenario axes must cover (`SWEPT`) and why a value stays out (`SWEPT_OUT_OF_SCOPE`)."""

    fields: tuple[str, ...]
    out_of_scope: dict[str, str]
    source: Path


def load_sweep(scenarios_path: Path | str) -> Sweep:
    path = Path(scenarios_path)
    module = load_file(path)
    fields = tuple(getattr(module, "SWEPT", ()))
    if not fields:
        raise DeclarationError(f"{path}: declares no SWEPT: name the option fields the scenario axes must cover "
                               "('Class.field' or 'Class.*'), e.g. the integrator and the positivity options")
    out = dict(getattr(module, "SWEPT_OUT_OF_SCOPE", {}))
    for key, why in out.items():
        if not isinstance(why, str) or not why.strip():
            raise DeclarationError(f"{path}: SWEPT_OUT_OF_SCOPE[{key!r}] needs a one-line reason")
    return Sweep(fields, out, path)


def trace_reads(target: Target, scenarios: list[Any]) -> Reads:
    """Trace the PALLAS side of every variant with the recorder installed; JAX's tracing caches are
    dropped before each, so a variant traced earlier cannot hide a read."""
    import jax

    engine = ScenarioEngine()
    recorder = Recorder(target.package)
    errors: list[str] = []
    kernels: dict[str, list[str]] = {}
    count = 0
    t0 = time.perf_counter()
    with recorder.installed():
        for scenario in scenarios:
            for variant in scenario.variants:
                count += 1
                with enable_x64(scenario.x64):
                    try:
                        built = engine.build(scenario, variant)
                        program = scenario.simulation.trajectory(built, "pallas", t_end=variant.t_end or scenario.t_end,
                                                                 num_snapshots=2)
                        jaxcompat.forget_traces()  # by module: a test swaps it
                        with recorder.reading("pallas"):
                            jaxpr = jax.make_jaxpr(program)(scenario.simulation.initial_state(built))
                        kernels[scenario_id(scenario, variant)] = sorted(kernel_names(jaxpr))
                    except Exception as err:  # the reads up to the error still count
                        errors.append(f"{scenario_id(scenario, variant)}: {type(err).__name__}: {err}")
    values: dict[str, set[str]] = {}
    containers: set[str] = set()
    for read in recorder.reads.get("pallas", ()):
        if read.container:
            containers.add(read.field)
        else:
            values.setdefault(read.field, set()).add(read.value if read.value in (TRACED, OTHER) else repr(read.value))
    return Reads({"pallas": {f: sorted(v) for f, v in sorted(values.items())}}, sorted(containers), count, errors,
                 time.perf_counter() - t0, kernels=kernels)


def swept(field: str, patterns: tuple[str, ...]) -> bool:
    return any(fnmatch.fnmatchcase(field, p) for p in patterns)


def scenario_coverage(target: Target, reads: Reads, sweep: Sweep) -> tuple[PairCoverage, list[str]]:
    """The coverage of the swept fields over what `trace_reads` recorded, and the SWEPT patterns
    that match no field read (a stale declaration: the time integration no longer reads it)."""
    fields, unused = analyse(target, reads, sweep.out_of_scope)
    kept = [f for f in fields if swept(f.field, sweep.fields) and f.kind not in ("sub-config", "runtime")]
    unread = [p for p in sweep.fields if not any(swept(f.field, (p,)) for f in fields)]
    return PairCoverage(REPORT_NAME, reads, kept, unused), unread


def gap_message(sweep: Sweep, cov: PairCoverage, unread: list[str]) -> str:
    lines = [f"{sweep.source}: option values the time integration reads that no scenario variant runs "
             f"(traced over {cov.reads.cases} variants of the full grid):"]
    for f in cov.gaps:
        lines.append(f"  {f.field}: never runs {', '.join(f.gaps)}"
                     + (f" (runs: {', '.join(f.exercised)})" if f.exercised else ""))
    for p in unread:
        lines.append(f"  SWEPT names {p!r}, which the time integration does not read: remove it")
    for key in cov.unused_out_of_scope:
        lines.append(f"  SWEPT_OUT_OF_SCOPE entry {key!r} matches no value left unrun: remove it")
    lines.append("  add a level to a scenario axis that runs each value, or declare it in SWEPT_OUT_OF_SCOPE with a "
                 "one-line reason: 'Class.field=VALUE': 'why'")
    return "\n".join(lines)
