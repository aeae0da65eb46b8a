"""Draft a pair's FileCheck file from its lowered IR, for its author to cut down to invariants.

As LLVM's update_test_checks.py and MLIR's generate-test-checks.py do for their tests, a draft
states what the IR is today: the kernel list and each kernel's header (name, launch grid, warps,
aliases), the custom call that reaches XLA (target, kernel name, grid, operand types), a TPU
kernel's grid semantics, iteration bounds and windows, and the operations that matter in each body
(loads, stores, dots, reductions, DMAs, barriers, casts, math), in program order. SSA values become
FileCheck variables named after the operation that defines them (`[[LOAD_0:%[0-9a-z_]+]]`, later
`[[LOAD_0]]`), values it does not draft a regex; positional arguments (`%arg3`) and constants'
value-carrying names (`%c128_i32`) stay as they are. The case's dtype becomes `[[DTYPE]]`.

A draft is drawn from one case and must hold on every case the filecheck check runs it on. It is
settled on each of them (`settle`): each line starts under the widest prefix of the source case
(CHECK, ACCEPTED, F32, X64OFF, a variant) whose cases all have such a line, then the real FileCheck
runs on every case, and a line it fails on a case moves to its literal dtype, then to a narrower
prefix that case lacks; where no prefix tells the cases apart the line is left out, listed in a
comment. What remains holds on every case it was checked on, by construction.
"""

from __future__ import annotations

import dataclasses
import os
import re
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

from harness.analysis import filecheck_run
from harness.checks import filecheck
from harness.grid.cases import cases_for
from harness.jaxtools import ir
from harness.store.atomic import write_atomic
from harness.tools.draft_record import Draft, Line
from harness.tools.draft_settle import CaseIR, drafted, rejected_lines, settle
from harness.tools.ir_parts import END, LHS, OP, Names, Part, Regex, Scope, literal, names_of, parts_of

KINDS = ir.DRAFT_KINDS  # what a drafted file may check: the device build's IR
STABLEHLO_KINDS = ir.AROUND_KERNELS  # StableHLO around the kernels: the custom calls are what matters
MAX_OPS = 120  # drafted operations per kernel before the less telling ones are left out

# The operations a draft keeps, by tier: 0 always; 1 (loads, casts, math, inline asm) and 2
# (elementwise float arithmetic) only while the kernel stays under MAX_OPS.
_TIER0 = {
    "tt.store", "tt.dot", "tt.dot_scaled", "tt.reduce", "tt.reduce.return", "tt.scan", "tt.scan.return",
    "tt.atomic_rmw", "tt.atomic_cas", "tt.descriptor_store", "scf.for", "scf.while", "scf.if", "scf.index_switch",
    "tpu.matmul", "tpu.vector_store", "tpu.enqueue_dma", "tpu.wait_dma", "tpu.wait_dma2", "tpu.sem_signal",
    "tpu.sem_wait", "vector.store", "vector.multi_reduction", "vector.contract", "gpu.launch", "gpu.barrier",
}
_TIER1 = {"tt.load", "tt.descriptor_load", "tt.extern_elementwise", "tt.elementwise_inline_asm", "tt.fp_to_fp",
          "tt.trans", "arith.extf", "arith.truncf", "vector.load", "llvm.inline_asm"}
_TIER1_DIALECTS = ("math.", "tpu.")
_TIER2 = {f"arith.{op}" for op in ("addf", "subf", "mulf", "divf", "remf", "negf", "maximumf", "minimumf",
                                     "maxnumf", "minnumf", "cmpf")}
# attributes of a custom call that say which kernel runs how (not the digests: the golden checks those)
_CALL_ATTRIBUTES = ("grid_x", "grid_y", "grid_z", "kernel_name", "name", "num_stages", "num_warps",
                    "output_operand_aliases")
_FUNCTION_ATTRIBUTES = ("dimension_semantics", "iteration_bounds", "scalar_prefetch", "scratch_operands",
                        "window_params")
_ASM_SHOWN = 120  # characters of an inline asm string a draft keeps


def tier(op: str) -> int | None:
    """How telling an operation is for a draft (0 most), or None where a draft leaves it out."""
    if op in _TIER0 or op.startswith("nvvm."):
        return 0
    if op in _TIER1 or op.startswith(_TIER1_DIALECTS):
        return 1
    return 2 if op in _TIER2 else None


# -- drawing the lines from one case's IR ------------------------------------------------------------

def draw(pair: str, kind: str, source: str, text: str, names: Names) -> Draft:
    """The draft of one IR kind from one case's text (before it is settled)."""
    counters: Counter = Counter()
    if kind in STABLEHLO_KINDS:
        lines, notes = _draw_calls(text, names, counters)
    else:
        lines, notes = _draw_kernels(text, names, counters)
    return Draft(pair, kind, source, lines, notes)


def _draw_calls(text: str, names: Names, counters: Counter) -> tuple[list[Line], list[str]]:
    """Each custom call: its target, the attributes that say which kernel runs how, its types; after
    the last of each target, none more."""
    lines: list[Line] = []
    scope = Scope(counters)
    targets: list[str] = []
    for raw in text.splitlines():
        m = re.search(r"stablehlo\.custom_call @([\w$.\-]+)\(", raw)
        if not m:
            continue
        call = raw[:_value_end(raw, m.end(), commas=False) + 1]  # up to its operands
        head = Line("", parts_of(call, names, scope, op="stablehlo.custom_call"), origin=raw)
        lines.append(head)
        for start, end in _attributes(raw, _CALL_ATTRIBUTES):
            lines.append(Line("-SAME", parts_of(raw[start:end], names, None), head=head, origin=raw))
        signature = re.search(r"\}\s*:\s*(\(.*)$", raw)
        if signature:
            lines.append(Line("-SAME", parts_of(": " + signature.group(1), names, None), head=head, origin=raw))
        if m.group(1) not in targets:
            targets.append(m.group(1))
    for target in targets:
        lines.append(Line("-NOT", [f"stablehlo.custom_call @{target}"], origin=f"no more calls to @{target}"))
    return lines, []


def _attributes(text: str, keys: Iterable[str]) -> list[tuple[int, int]]:
    """Where each `key = value` of `keys` sits in an MLIR line (nested dictionaries included), in
    the order they appear."""
    spans = []
    for key in keys:
        for m in re.finditer(rf"(?<![\w.]){re.escape(key)} = ", text):
            end = _value_end(text, m.end())
            spans.append((m.start(), end))
    return sorted(spans)


def _value_end(text: str, at: int, *, commas: bool = True) -> int:
    """The end of an attribute value starting at `at`: the first top-level `,` (where `commas`) or
    closing bracket."""
    depth, quoted, i = 0, False, at
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and text[i - 1] == "-"):
            if depth == 0:
                return i
            depth -= 1
        elif c == "," and depth == 0 and commas:
            return i
        i += 1
    return i


def _draw_kernels(text: str, names: Names, counters: Counter) -> tuple[list[Line], list[str]]:
    """The kernel list, then per kernel its header and the operations that matter (see `tier`)."""
    lines: list[Line] = []
    notes: list[str] = []
    kernel: list[tuple[int, Line]] = []  # (tier, line) of the kernel being read
    name = ""

    def close() -> None:
        nonlocal kernel
        keep = _under_cap(kernel, name, notes)
        lines.extend(line for t, line in kernel if t <= keep)
        kernel = []

    scope = Scope(counters)
    function = ""  # the function being read: a TPU kernel's index maps are drafted, not its other helpers
    for raw in text.splitlines():
        stripped = raw.strip()
        if stripped.startswith("// kernels:"):
            lines.append(Line("", [*literal(stripped, names), END], origin=raw))
            continue
        if stripped.startswith("// kernel:"):
            close()
            name, *launch = stripped.split(":", 1)[1].split()
            scope = Scope(counters)
            lines += _header_lines(raw, name, launch, names)
            continue
        function_line = re.match(r"\s*(?:tt\.func|func\.func)\s+(?:public\s+|private\s+)?@([\w$.]+)\(", raw)
        if function_line:
            function = function_line.group(1)
            if " private " in raw.split("(")[0] or raw.rstrip().endswith(")"):
                continue  # a declaration (no body)
            kernel += _function_lines(raw, function_line.end(), names)
            continue
        if function.startswith("transform_") and stripped.startswith("return "):
            kernel.append((0, Line("", parts_of(stripped, names, scope), origin=raw)))
            continue
        m = OP.match(raw)
        if not m or (t := tier(m.group(1))) is None:
            continue
        op = m.group(1)
        parts = (_asm_parts(stripped, names, scope) if op == "llvm.inline_asm"
                 else parts_of(stripped, names, scope, op=op))
        kernel.append((t, Line("", parts, origin=raw)))
    close()
    return lines, notes


def _header_lines(raw: str, name: str, launch: list[str], names: Names) -> list[Line]:
    """A kernel's header: its name as a label (the kernel's block of the IR), then each launch
    parameter (grid=..., warps=..., aliases=...) a -SAME line of its own, so one that varies across
    the cases leaves the others."""
    head = Line("-LABEL", [*literal(f"// kernel: {name}", names), Regex("( |$)")], origin=raw)
    return [head] + [Line("-SAME", literal(item, names), head=head, origin=raw) for item in launch]


def _function_lines(raw: str, open_at: int, names: Names) -> list[tuple[int, Line]]:
    """A kernel function: its name, then its arguments' types and the attributes that say how it
    runs (a TPU kernel's grid semantics, iteration bounds, windows), each a -SAME line."""
    head = Line("", literal(raw[:open_at].strip(), names), origin=raw)
    out = [(0, head)]
    close = _value_end(raw, open_at, commas=False)
    arguments = raw[open_at:close]
    if arguments:
        out.append((0, Line("-SAME", parts_of(arguments, names, None), head=head, origin=raw)))
    attributes = raw.find(" attributes {", close)
    if attributes >= 0:
        for start, end in _attributes(raw[attributes:], _FUNCTION_ATTRIBUTES):
            text = raw[attributes + start:attributes + end]
            out.append((0, Line("-SAME", parts_of(text, names, None), head=head, origin=raw)))
    return out


def _asm_parts(text: str, names: Names, scope: Scope) -> list[Part]:
    """An inline asm operation as its result, its name and the start of its assembly string (the
    constraints and operands that follow are left to the author)."""
    lhs = LHS.match(text)
    parts = parts_of((lhs.group(0) if lhs else "") + "llvm.inline_asm", names, scope, op="llvm.inline_asm")
    m = re.search(r'"((?:[^"\\]|\\.)*)"', text)
    if not m:
        return parts
    return parts + [" ", Regex(".*"), '"'] + literal(m.group(1)[:_ASM_SHOWN], names)


def _under_cap(kernel: list[tuple[int, Line]], name: str, notes: list[str]) -> int:
    """The highest tier a kernel's draft keeps: every tier while it stays under MAX_OPS operations;
    what it leaves out is noted."""
    for keep in (2, 1, 0):
        if sum(1 for t, _ in kernel if t <= keep) <= MAX_OPS or keep == 0:
            break
    dropped = Counter(OP.match(line.origin).group(1) for t, line in kernel if t > keep)
    if dropped:
        counts = ", ".join(f"{op} x{n}" for op, n in sorted(dropped.items()))
        notes.append(f"kernel {name}: over {MAX_OPS} operations; not drafted: {counts}")
    return keep


# -- a pair's drafts -----------------------------------------------------------------------------------

def draft_pair(target, pair, engine, *, grid: str = "default", kinds: Iterable[str] = KINDS,
               progress: Callable[[str], None] = lambda line: None) -> tuple[list[Draft], list[str]]:
    """A draft of every IR kind the pair's kernels lower to, settled on the cases of `grid` the
    filecheck check runs at mesh 1 (lowered here, as the check lowers them: the device build, no
    run), and a line for each kind not drafted saying why."""

    def own(cases):
        return [c for c in cases if c.mesh == 1 and filecheck.CHECK.runs_on(target, pair, c)]

    cases = own(cases_for(target, pair, grid=grid, mesh_sizes=[1], interpret=(True,)))
    base = own(cases_for(target, pair, grid="smoke", mesh_sizes=[1], interpret=(True,))) or cases[:1]
    if not cases and not base:
        return [], [f"{pair.name}: no case of the {grid} grid runs the filecheck check"]
    cases = base + [c for c in cases if c.id != base[0].id]
    source = next((c for c in cases if pair.accepts(c)), cases[0])  # the base case, else the first the gate accepts
    outcomes = {}
    for n, case in enumerate(cases, 1):
        progress(f"lowering {case.id} ({n}/{len(cases)})")
        outcomes[case.id] = engine.device_ir(pair, case)[0]
    split = target.mesh.split_dim
    facets = {c.id: filecheck_run.facets(pair, dataclasses.replace(c, interpret=False), split) for c in cases}
    drafts, skipped = [], []
    refused: dict[str, list[str]] = {}  # error -> the kinds it left without IR
    for kind in kinds:
        if outcomes[source.id][kind].text is None:
            refused.setdefault(outcomes[source.id][kind].error or "no IR", []).append(kind)
    skipped += [f"{pair.name} {', '.join(ks)}: {source.id} does not lower for {'them' if len(ks) > 1 else 'it'} "
                f"({error})" for error, ks in refused.items()]
    for kind in kinds:
        outcome = outcomes[source.id][kind]
        if outcome.text is None:
            continue
        draft = draw(pair.name, kind, source.id, outcome.text, names_of(facets[source.id][1]))
        if not drafted(draft):
            skipped.append(f"{pair.name} {kind}: no kernel in the {kind} IR of {source.id}")
            continue
        irs = [CaseIR(c.id, outcomes[c.id][kind].text, frozenset(facets[c.id][0]), facets[c.id][1])
               for c in cases if outcomes[c.id][kind].text is not None]
        rejected_lines(draft, irs)
        with tempfile.TemporaryDirectory(prefix="harness-draft-") as folder:
            settle(draft, irs, frozenset(facets[source.id][0]), Path(folder))
        if not any(draft.option(i) for i in range(len(draft.lines))):
            skipped.append(f"{pair.name} {kind}: no line of {source.id} holds on every case where a prefix of it "
                           "is active")  # a file without a directive is a collection error
            continue
        drafts.append(draft)
    return drafts, skipped


def write(path: Path, text: str, *, force: bool) -> bool:
    """Write a draft atomically (a reader sees the old file or the new one, never part of one).
    Without `force` an existing file is never replaced, even one made while this ran: the draft is
    linked into place, which fails where the name exists. False where it existed."""

    if force:
        write_atomic(path, text.encode())
        return True
    new = path.with_name(f".{path.name}.{os.getpid()}.draft")
    write_atomic(new, text.encode())
    try:
        os.link(new, path)
    except FileExistsError:
        return False
    finally:
        new.unlink(missing_ok=True)
    return True
