"""Memory safety of Pallas kernels, checked on a CPU: what a GPU's concurrent programs would race on.

Interpret mode runs a grid as a sequential loop over copies of the blocks, so a kernel that reads
cells another program writes (through `input_output_aliases`), writes a cell twice, leaves one
unwritten, reads what its output buffer held, or reads outside its operand passes every parity check
on a CPU and still breaks on a GPU. JAX's own race detector belongs to the TPU interpreter, which
refuses Triton compiler params and integer-array (gather) indexing, the way astronomix's kernels read
their stencils. So the kernel jaxpr is interpreted here, one program at a time, on the concrete
operands the program gives it (`harness.analysis.memory_footprint` runs a grid, over `harness.analysis.memory_eval`):

- every operand is one buffer, and an aliased output *is* its input's buffer (in-place, as on the
  device); a kernel's refs are views into those buffers, so a read sees what earlier programs wrote;
- every `get`/`swap`/`addupdate` and masked load/store records the elements it touches, as indices
  into the whole operand, through loops and conditionals inside the kernel;
- the grid runs in row-major order, reversed, and in seeded permutations (a TPU grid's "arbitrary"
  dimensions stay in order: only its parallel ones are permuted); the outputs must be bit-identical;
- the row-major run is repeated with the output buffers holding something else (NaN, then the
  dtype's largest value): an output element that changes depends on memory nobody wrote.

From the footprints: an aliased input's element that one program reads and another (concurrent)
program writes is a hazard; an element of an unaliased output written by no program, or by two
concurrent ones, is a finding, and so is an access outside an operand (an indexer past a ref's
bounds, or a block window past the array's edge). Findings name the programs and the element.

On TPU (whatever form the grid spec takes: `memory_footprint.tpu_marks`) the programs that agree on
the parallel axes are one core's sweep: scratch lives across it (starting poisoned) and is logged in
the order accessed, so a read before the sweep wrote is found (stale, or carried from another sweep
across a parallel axis) where its value can reach an output the program reads (the marks of
`harness.analysis.memory_taint`); an output the program never reads is scratch too; an output block
two sweeps hold is written back by both cores. JAX's TPU race detector runs beside it as a second
opinion (`harness.analysis.tpu_race_detector`), for kernels with TPU compiler params.

A kernel is known by its code (`code_digest`), not its name: met again, it runs unchecked and its
calls are counted; two bodies with one name are two kernels, labelled apart (`_Session.label`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import re
import time
import types
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

from harness.analysis import kernel_calls, tpu_race_detector
from harness.analysis.memory_findings import (RACES, Finding, KernelCall, alias_findings, block_findings,
                                              bounds_findings, kernel_name, order_findings, order_free,
                                              scratch_findings, transfer_findings, uninitialised_findings,
                                              write_findings, written_back_by_two)
from harness.analysis.memory_footprint import operand_names, run_order, schedule
from harness.errors import Unfollowed
from harness.jaxtools.jaxcompat import block_array_aval, scratch_avals

ORDERS = ("row-major", "reversed", "seed 1", "seed 2")
REF_PRIMITIVES = ("get", "swap", "addupdate")


@dataclasses.dataclass
class KernelReport:
    name: str  # pallas_call's name, else the body's function name (what harness.analysis.paths names it)
    grid: tuple[int, ...]
    aliases: dict[int, int]
    findings: list[Finding]
    max_order_difference: float = 0.0
    seconds: float = 0.0
    orders_run: int = len(ORDERS)  # 1 where the footprint proves every order gives the same outputs
    arms: dict[str, list] = dataclasses.field(default_factory=dict)  # harness.analysis.kernel_arms.Recorder.summary()
    conditions: dict[str, dict] = dataclasses.field(default_factory=dict)  # harness.analysis.kernel_conditions (MC/DC)
    race_detector: dict[str, Any] | None = None  # JAX's TPU race detector's opinion (TPU kernels only)
    label: str = ""  # the kernel as the figures name it: its name, with its source line where that is ambiguous
    calls: dict[int, int] = dataclasses.field(default_factory=dict)  # check_call's program ordinal -> calls of it
    scratch_outputs: list[str] = dataclasses.field(default_factory=list)  # TPU outputs the program never reads

    def __post_init__(self) -> None:
        self.label = self.label or self.name


# -- the analysis -------------------------------------------------------------------------------------


def check_kernel(eqn: Any, operands: list[np.ndarray], orders: Sequence[str] = ORDERS,
                 live: Sequence[bool] | None = None, label: str | None = None) -> tuple[KernelReport, list[np.ndarray]]:
    """Run one pallas_call in every order and record its footprint: what is unsafe, and the outputs
    of the first order. `live`: per output, whether the program reads it (None: all); a TPU kernel's
    outputs the program never reads are its scratch. `label`: what the findings call the kernel
    (its name where None)."""
    start = time.perf_counter()
    call = KernelCall.of(eqn, operands, live, label)
    reference, footprint, programs = call.run(orders[0], record=True)
    assert footprint is not None
    for _, name, shape in sorted(footprint.scoped.values()):  # run_scoped buffers: operands past the kernel's
        call.names.append(name)
        call.shapes.append(shape)
    findings = bounds_findings(call, footprint)
    written, unwritten, doubled = write_findings(call, footprint, programs)
    findings += written
    findings += alias_findings(call, footprint)
    if call.plan.tpu:
        findings += block_findings(call, footprint, doubled)
    findings += scratch_findings(call, footprint, programs)
    findings += transfer_findings(call, footprint)
    findings += uninitialised_findings(call, orders[0], reference, unwritten)
    proved = order_free(footprint, call.plan, programs, call.aliases, call.nin, call.nout)
    worst, differing = (0.0, []) if proved else order_findings(call, orders, reference)
    findings += differing
    report = KernelReport(kernel_name(eqn.params), call.plan.grid, call.aliases, findings, worst,
                          time.perf_counter() - start, orders_run=1 if proved else len(orders),
                          arms=footprint.arms.summary(), conditions=footprint.arms.conditions.summary(),
                          label=call.kernel, scratch_outputs=[call.names[call.nin + o] for o in call.private])
    if call.plan.tpu_params is not None:
        _second_opinion(report, eqn, operands, len({call.plan.group(p) for p in programs}),
                        written_back_by_two(call, footprint))
    return report, reference


@contextlib.contextmanager
def _kernels_intercepted(handler: Callable[[dict, Sequence[Any]], list[Any]]) -> Iterator[None]:
    """Every pallas_call bound eagerly goes to `handler(params, operands)` instead of JAX's impl."""
    from jax._src.pallas import pallas_call as pallas_call_module

    primitive = pallas_call_module.pallas_call_p
    original = primitive.impl
    primitive.def_impl(lambda *operands, **params: handler(params, operands))
    try:
        yield
    finally:
        primitive.def_impl(original)


class _Session:
    """What check_call met across the programs of one case (the `seen` its caller hands each call):
    every kernel's code, checked once (`reports`, by `code_digest`, grid and outputs read), the
    labels given (`sites`: label -> source site -> the digests met there), and how many programs
    have run (`programs`)."""

    def __init__(self) -> None:
        self.reports: dict[tuple, KernelReport] = {}
        self.sites: dict[str, dict[str | None, list[str]]] = {}
        self.programs = 0

    def label(self, params: dict, digest: str) -> str:
        """The kernel as findings and figures name it: pallas_call's name, else its body's function's;
        an anonymous body (`lambda *refs: ...`) adds its source line, and so does a name another
        function already took in this case; a second code at one anonymous site adds `#2`, ..."""
        name = kernel_name(params)
        site = _site(params)
        anonymous = name.startswith("<")  # "<lambda>", "<unnamed wrapped function>": no name of its own
        label = f"{name}@{site}" if anonymous and site else name
        if site and not anonymous and self.sites.get(label) and site not in self.sites[label]:
            label = f"{name}@{site}"  # another function by this name: told apart by where it is
        digests = self.sites.setdefault(label, {}).setdefault(site, [])
        if digest not in digests:
            digests.append(digest)
        return f"{label}#{digests.index(digest) + 1}" if anonymous and digests.index(digest) else label


def _session(seen: set) -> _Session:
    found = next((x for x in seen if isinstance(x, _Session)), None)
    if found is None:
        found = _Session()
        seen.add(found)
    return found


def _site(params: dict) -> str | None:
    """Where the kernel's body is defined, as FILE:LINE (the file's name only), if JAX recorded it."""
    src = getattr(getattr(params.get("jaxpr"), "debug_info", None), "func_src_info", None) or ""
    where = src.split(" at ", 1)[1] if " at " in src else ""
    path, _, line = where.rpartition(":")
    name = os.path.basename(path).replace(" ", "_")  # no spaces: the figures split labels on them
    return f"{name}:{line}" if path and line.isdigit() else None


_DIGESTS: dict[int, tuple[Any, Any, str]] = {}
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def code_digest(params: dict) -> str:
    """A pallas_call by its code: its body's jaxpr, each block's shape, index map and array, its
    scratch, aliases, grid and compiler params, as text (object addresses left out), hashed. Two
    calls with one digest run the same kernel, perhaps on other data; two kernels with one name (six
    `lambda *refs:` bodies) are six digests. Kept per grid mapping: a loop calls one equation often."""
    gm, body = params["grid_mapping"], params["jaxpr"]
    hit = _DIGESTS.get(id(gm))
    if hit is not None and hit[0] is gm and hit[1] is body:
        return hit[2]
    parts = [str(body), str(gm.grid), str(params.get("input_output_aliases")), repr(params.get("compiler_params"))]
    for bm in gm.block_mappings:
        parts += [str(bm.block_shape), str(bm.index_map_jaxpr), str(block_array_aval(bm))]
    parts += [str(a) for a in scratch_avals(gm, body)]
    digest = hashlib.sha1(_ADDRESS.sub("", "\n".join(parts)).encode()).hexdigest()[:16]
    if len(_DIGESTS) > 256:
        _DIGESTS.clear()
    _DIGESTS[id(gm)] = (gm, body, digest)
    return digest


def check_call(fn: Callable, args: Sequence[Any], orders: Sequence[str] = ORDERS,
               seen: set | None = None, traced: Any = None) -> list[KernelReport]:
    """Run `fn(*args)` and check every kernel it calls, in program order, on the operands it calls
    it with; each kernel's row-major outputs (in-place semantics) are what the rest of the program
    gets. The code between kernels runs compiled (`harness.analysis.kernel_calls`, which also says
    which of a kernel's outputs the program reads), or eagerly (`jax.disable_jit`) where a kernel
    sits under a primitive that walk does not follow. A kernel met again with the same code
    (`code_digest`), name, grid and (TPU) outputs read is the same kernel on other data: it runs, is not checked
    again, and its report counts the call (`KernelReport.calls`, per program of the case: `seen`,
    shared by the case's programs, keeps the session). `traced`: fn's ClosedJaxpr on these
    arguments, where the caller has it."""
    import jax

    reports: list[KernelReport] = []
    session = _session(set() if seen is None else seen)
    program = session.programs
    session.programs += 1

    def handler(params: dict, operands: Sequence[Any], live: Sequence[bool] | None = None) -> list[Any]:
        call = types.SimpleNamespace(params=params)
        values = [np.asarray(x) for x in operands]
        digest = code_digest(params)
        plan = schedule(call, values[:params["grid_mapping"].num_dynamic_grid_bounds])
        # which outputs the program reads matters on TPU only (an unread output is scratch there)
        # two names on one code are two kernels to the figures (coverage names each): checked apart
        key = (digest, kernel_name(params), plan.grid, tuple(live) if plan.tpu and live is not None else None)
        report = session.reports.get(key)
        if report is not None:
            outputs = run_order(call, values, orders[0], operand_names(call), record=False, live=live)[0]
        else:
            report, outputs = check_kernel(call, values, orders, live, session.label(params, digest))
            session.reports[key] = report
            reports.append(report)
        report.calls[program] = report.calls.get(program, 0) + 1
        return [jax.numpy.asarray(o) for o in outputs]

    try:
        outputs = kernel_calls.run(fn, args, handler, traced, live=True)
    except Unfollowed:
        with jax.disable_jit(), _kernels_intercepted(handler):
            outputs = fn(*args)
    jax.block_until_ready(outputs)
    return reports


_NONE_OF_ITS_OWN = re.compile(r"^checked \(0 kernels of its own: none(?P<rest>.*)$", re.S)


def reverse_figure(figure: str, reports: Sequence[KernelReport]) -> str:
    """The memory check's figure of a case's reverse program (`harness.run.engine`'s "checked (N
    kernels of its own: ...)"), which never says "checked" of no kernel: where it checked none of its
    own, whether it ran the forward program's kernels again (same code: checked there; each report
    counts its calls per program of the case, the reverse program's being the second) or none."""
    match = _NONE_OF_ITS_OWN.match(figure or "")
    if not match:
        return figure
    again = [r for r in reports if r.calls.get(1)]
    if again:
        calls = sum(r.calls[1] for r in again)
        return (f"no kernel of its own ({calls} pallas_call(s), each a kernel the forward program ran, checked "
                f"there: {' '.join(r.label for r in again)}{match['rest']}")
    return f"no kernel (it calls no pallas_call{match['rest']}"


def check_function(fn: Callable, *args: Any, orders: Sequence[str] = ORDERS) -> list[KernelReport]:
    return check_call(fn, args, orders)


def _second_opinion(report: KernelReport, eqn: Any, operands: list[np.ndarray], sweeps: int,
                    scratch_races: Sequence[str] = ()) -> None:
    """JAX's TPU race detector on the same kernel and operands (`harness.analysis.tpu_race_detector`), and
    where it and this model disagree on whether two cores race: a race only it sees is a finding;
    one only this model sees stays a finding, and the disagreement is in the verdict. A grid of one
    sweep gives a second core nothing to run: the detector (seconds a kernel) is not needed there.
    `scratch_races`: outputs used as scratch (never read) that both cores write back: the detector
    sees that race, on memory nobody reads; the verdict names them, and it is no finding."""

    if sweeps < 2:
        report.race_detector = {"seconds": 0.0, "verdict": "not needed: one sweep, nothing runs on a second core"}
        return
    opinion = tpu_race_detector.run(eqn.params, operands)
    ours = sorted({f.kind for f in report.findings if f.kind in RACES})
    detector = f"JAX's TPU race detector ({tpu_race_detector.CORES} cores)"
    if "error" in opinion:
        verdict = f"not run: {opinion['error']}"
    elif opinion["races"] and not ours and scratch_races:
        verdict = (f"agrees: a race, on outputs the program never reads ({', '.join(scratch_races)}: scratch), "
                   "which both cores write back: no finding")
    elif opinion["races"] and not ours:
        verdict = f"disagrees: {detector} finds a race, this model none"
        report.findings.append(Finding("race_detector", report.label,
                                       f"{report.label}: {detector} reports a race this model does not find: "
                                       f"{opinion['detail'] or 'no detail printed'}"))
    elif ours and not opinion["races"]:
        verdict = f"disagrees: this model finds {', '.join(ours)}, {detector} no race"
    else:
        verdict = "agrees: " + ("a race" if ours else "no race")
    report.race_detector = dict(opinion, verdict=verdict)
