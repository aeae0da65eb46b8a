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
from harness.checks.filecheck import CHECK as FILECHECK
from harness.grid import cases as grid_mod
from harness.jaxtools import ir
from harness.store.atomic import write_atomic
from harness.tools.ir_parts import (END, LHS, OP, SSA_VALUE, Def, Dtype, Names, Part, Regex, Scope, Use, Var, escape,
                                    literal, names_of, parts_of)

KINDS = ir.DRAFT_KINDS  # what a drafted file may check: the device build's IR
STABLEHLO_KINDS = ir.AROUND_KERNELS  # StableHLO around the kernels: the custom calls are what matters
MAX_OPS = 120  # drafted operations per kernel before the less telling ones are left out
MAX_LISTED = 20  # lines left out (varying across cases) listed by name in the draft's closing comment

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


# -- the draft: lines with prefixes that may change while it is settled -----------------------------

# the dtype as [[DTYPE]]; only where a case of another dtype has its own there (an accumulator stays
# f32 while the inputs are bf16); or as the source case spells it
GENERAL, MIXED, LITERAL = "general", "mixed", "literal"


@dataclasses.dataclass
class Line:
    """One directive of a draft: its text as parts, and the (prefix, form) options it may take."""

    directive: str  # "", "-LABEL", "-SAME", "-NOT"
    parts: list[Part]
    options: list[tuple[str, str]] = dataclasses.field(default_factory=list)  # (prefix, form), widest first
    choice: int = 0  # index into options; past the end: left out
    head: "Line | None" = dataclasses.field(default=None, repr=False)  # a -SAME line's line (the one it continues)
    origin: str = ""  # the IR line it came from
    mask: tuple[bool, ...] = ()  # MIXED: which of its dtype names are the case's dtype

    def generalisable(self) -> bool:
        """Whether it names the dtype or a variant: it has a general form."""
        return any(isinstance(p, (Dtype, Var)) for p in self.parts)

    def directive_in(self, form: str) -> str:
        """A label names no variable (FileCheck's rule): in a general form it is a plain CHECK."""
        if self.directive == "-LABEL" and form != LITERAL and self.generalisable():
            return ""
        return self.directive


@dataclasses.dataclass
class Draft:
    """One check file in the making: its lines in file order, what they left out, and once settled
    its text."""

    pair: str
    kind: str
    source: str  # the case id it was drawn from
    lines: list[Line]
    notes: list[str]  # what it left out and why, for its closing comment
    checked_on: int = 0  # cases it was settled on
    text: str = ""  # the file, once settled

    def __post_init__(self) -> None:
        self._index = {id(line): i for i, line in enumerate(self.lines)}
        self.active: Callable[[str], frozenset[str]] = lambda prefix: frozenset()  # set by settle

    def insert_first(self, line: Line) -> None:
        self.lines.insert(0, line)
        self._index = {id(line): i for i, line in enumerate(self.lines)}

    def effective(self, index: int) -> int:
        """A line's option: its choice, but a -SAME line's first from there that is active only where
        the line it continues is (else it would continue another line)."""
        line = self.lines[index]
        if line.head is None:
            return line.choice
        head = self.option(self._index[id(line.head)])
        if head is None:
            return len(line.options)
        return next((n for n in range(line.choice, len(line.options))
                     if self.active(line.options[n][0]) <= self.active(head[0])), len(line.options))

    def option(self, index: int) -> tuple[str, str] | None:
        choice, options = self.effective(index), self.lines[index].options
        return options[choice] if choice < len(options) else None

    def render(self) -> tuple[str, dict[int, int]]:
        """The file's text, and which draft line each of its lines is (1-based file line -> index). A
        use names its definition's variable only where the definition is checked wherever the use is."""
        active = self.active
        kept = {i: opt for i in range(len(self.lines)) if (opt := self.option(i)) is not None}
        definer: dict[str, int] = {}
        for i in kept:
            for p in self.lines[i].parts:
                if isinstance(p, Def):
                    definer[p.var] = i
        named: set[str] = set()
        for i, (prefix, _) in kept.items():
            for p in self.lines[i].parts:
                if isinstance(p, Use) and p.var in definer and definer[p.var] < i and \
                        active(prefix) <= active(kept[definer[p.var]][0]):
                    named.add(p.var)
        out = _header(self)
        where: dict[int, int] = {}
        for i, (prefix, form) in kept.items():
            line = self.lines[i]
            body = _render_parts(line.parts, form, named, line.mask)
            out.append(f"// {prefix}{line.directive_in(form)}: {body}".rstrip())
            where[len(out)] = i
        left_out = [self.lines[i] for i in range(len(self.lines)) if i not in kept and self.lines[i].options]
        if left_out:
            out.append(f"// COM: {len(left_out)} line(s) of {self.source} left out: no prefix of that case tells "
                       f"apart the cases where they differ:")
            out += [f"// COM:   {_oneline(line.origin)}" for line in left_out[:MAX_LISTED]]
            if len(left_out) > MAX_LISTED:
                out.append(f"// COM:   ... and {len(left_out) - MAX_LISTED} more")
        out += [f"// COM: {note}" for note in self.notes]
        return "\n".join(out) + "\n", where


def _oneline(text: str, width: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 3] + "..."


def _header(draft: Draft) -> list[str]:
    return [
        f"// COM: DRAFT by `harness draft-check {draft.pair}` from the {draft.kind} IR of {draft.source},",
        f"// COM: settled with FileCheck on the {draft.checked_on} case(s) the filecheck check runs it on (each "
        f"line holds on every",
        "// COM: case where its prefix is active). It states what the IR is today, not what must stay true: cut it",
        "// COM: down to the invariants that matter (kernel names, the custom call, launch grid, the dtype of each",
        "// COM: dot and reduction), name the variables for what they hold, say why in a COM: line, and delete",
        "// COM: this header. Prefixes and variables: docs/checks.md (FileCheck).",
    ]


def _render_parts(parts: list[Part], form: str, named: set[str], mask: tuple[bool, ...] = ()) -> str:
    out = ""
    dtypes = iter(mask)
    for p in parts:
        if isinstance(p, Dtype):
            general = form == GENERAL or (form == MIXED and next(dtypes))
            piece = "[[DTYPE]]" if general else escape(p.text)
        elif isinstance(p, Var):
            piece = escape(p.text) if form == LITERAL else f"[[{p.name}]]"
        elif isinstance(p, Def):
            piece = (f"[[{p.var}:{SSA_VALUE}]]" if p.var in named else f"{{{{{SSA_VALUE}}}}}") + p.suffix
        elif isinstance(p, Use):
            piece = (f"[[{p.var}]]" if p.var in named else f"{{{{{SSA_VALUE}}}}}") + p.suffix
        elif isinstance(p, Regex):
            piece = f"{{{{{p.pattern}}}}}"
        else:
            piece = escape(p)
        if out.endswith("{") and piece.startswith("{{"):
            out = out[:-1] + "{{[{]}}"  # a literal brace before a regex block would read as one
        out += piece
    return out.strip()


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


# -- settling a draft on the cases it must hold on ---------------------------------------------------

@dataclasses.dataclass(frozen=True)
class CaseIR:
    """One case's text of a kind, with what the filecheck check runs a file on it with."""

    case_id: str
    text: str
    prefixes: frozenset[str]
    variables: dict[str, str]


def prefix_order(source: frozenset[str], cases: list[CaseIR]) -> list[str]:
    """The source case's prefixes, widest first (CHECK, then by how many cases each is active on);
    one of several active on the same cases is enough."""
    out, seen = [], set()
    for prefix in sorted(source, key=lambda p: (p != "CHECK", -sum(p in c.prefixes for c in cases), p)):
        where = frozenset(c.case_id for c in cases if prefix in c.prefixes)
        if where not in seen:
            seen.add(where)
            out.append(prefix)
    return out


def settle(draft: Draft, cases: list[CaseIR], source: frozenset[str], folder: Path) -> None:
    """Move every line of `draft` to the widest option under which FileCheck passes on every case
    (see the module's docstring). `folder`: where the draft and the IR are written for FileCheck."""
    order = prefix_order(source, cases)
    _masks(draft, cases)
    for line in draft.lines:
        if not line.options:
            forms = (GENERAL, *((MIXED,) if line.mask else ()), LITERAL) if line.generalisable() else (LITERAL,)
            line.options = [(prefix, form) for prefix in order for form in forms]
    draft.checked_on = len(cases)
    active = {prefix: frozenset(c.case_id for c in cases if prefix in c.prefixes)
              for prefix in {prefix for line in draft.lines for prefix, _ in line.options}}
    draft.active = active.__getitem__
    _prescreen(draft, cases)

    path = folder / f"{draft.pair}.{draft.kind}.check"
    while True:
        text, where = draft.render()
        path.write_text(text)
        used = frozenset(opt[0] for i in range(len(draft.lines)) if (opt := draft.option(i)) is not None)
        check = filecheck_run.CheckFile(path, draft.pair, draft.kind, used)
        failed: dict[int, list[CaseIR]] = {}
        for n, case in enumerate(cases):
            result = filecheck_run.run(check, case.text, folder / f"input{n}.mlir", set(case.prefixes),
                                       case.variables)
            if result is None or result.ok:
                continue
            at = re.search(rf"{re.escape(str(path))}:(\d+)", result.message)
            if at is None or int(at.group(1)) not in where:
                raise RuntimeError(f"harness draft-check (an error of the harness, not of {draft.pair}): FileCheck "
                                   f"failed the draft of {path.name} on {case.case_id} at no line the draft "
                                   f"can move:\n{result.message}")
            failed.setdefault(where[int(at.group(1))], []).append(case)
        if not failed:
            draft.text = text
            return
        for index, on in failed.items():
            _advance(draft, index, on)


def _prescreen(draft: Draft, cases: list[CaseIR]) -> None:
    """Start each line at its first option whose prefix is active only on cases whose IR has such a
    line somewhere (a necessary condition, found with one regex search per case and form): FileCheck
    then only settles what depends on the order of the lines. A -NOT line starts where it is."""
    for line in draft.lines:
        if line.directive == "-NOT" or not line.options:
            continue
        holds: dict[str, set[str]] = {}
        for form in {form for _, form in line.options}:
            holds[form] = {c.case_id for c in cases if _line_regex(line, form, c.variables).search(c.text)}
        line.choice = next((n for n, (prefix, form) in enumerate(line.options)
                            if draft.active(prefix) <= holds[form]), len(line.options))


def _line_regex(line: Line, form: str, variables: dict[str, str]) -> re.Pattern[str]:
    """A line in one form as a Python regex over a case's whole IR, with that case's variables."""
    out, dtypes = [], iter(line.mask)
    parts = list(line.parts)
    if parts and isinstance(parts[0], str):
        parts[0] = parts[0].lstrip()
    if parts and isinstance(parts[-1], str):
        parts[-1] = parts[-1].rstrip()
    for p in parts:
        if isinstance(p, Dtype):
            general = form == GENERAL or (form == MIXED and next(dtypes))
            out.append(re.escape(variables.get("DTYPE", p.text) if general else p.text))
        elif isinstance(p, Var):
            out.append(re.escape(p.text if form == LITERAL else variables.get(p.name, p.text)))
        elif isinstance(p, (Def, Use)):
            out.append(r"%[\w$.\-]+" + re.escape(p.suffix))
        elif isinstance(p, Regex):
            out.append(f"(?:{p.pattern})")
        else:
            out.append(_words(p))
    return re.compile("".join(out), re.M)


def _words(text: str) -> str:
    """Literal text as a regex in which any run of spaces matches any other (as FileCheck reads it)."""
    return " ".join(re.escape(word) for word in re.split(r"\s+", text)).replace(" ", r"[ \t]+")


def _masks(draft: Draft, cases: list[CaseIR]) -> None:
    """For each line naming the dtype more than once, which of those names are the case's dtype: as
    the first case of another dtype that has the line has its own dtype there, or the source's (a
    float32 accumulator of bfloat16 inputs). Only a mixed answer is kept; the settling checks it."""
    source = next((c for c in cases if c.case_id == draft.source), None)
    if source is None:
        return
    mine = source.variables["DTYPE"]
    others: dict[str, CaseIR] = {}
    for case in cases:
        others.setdefault(case.variables.get("DTYPE", mine), case)
    others.pop(mine, None)
    for line in draft.lines:
        count = sum(isinstance(p, Dtype) for p in line.parts)
        if count < 2:
            continue
        for theirs, other in others.items():
            pattern = _as_regex(line.parts, mine, theirs)
            m = next((m for text in other.text.splitlines() if (m := pattern.search(text))), None)
            mask = tuple(m.group(f"d{n}") == theirs for n in range(count)) if m else ()
            if any(mask) and not all(mask):
                line.mask = mask
                break


def _as_regex(parts: list[Part], mine: str, theirs: str) -> re.Pattern[str]:
    """A line's parts as a Python regex that a line of another dtype's case matches, each dtype name a
    group d0, d1, ... holding the source's dtype or the other's."""
    out, n = [], 0
    for part in parts:
        if isinstance(part, Dtype):
            out.append(f"(?P<d{n}>{re.escape(mine)}|{re.escape(theirs)})")
            n += 1
        elif isinstance(part, Var):
            out.append(r"[0-9A-Za-z]+")
        elif isinstance(part, (Def, Use)):
            out.append(r"%[\w$.\-]+" + re.escape(part.suffix))
        elif isinstance(part, Regex):
            out.append(f"(?:{part.pattern})")
        else:
            out.append(_words(part))
    return re.compile("".join(out))


def _advance(draft: Draft, index: int, failed_on: list[CaseIR]) -> None:
    """The next option of a line that FileCheck failed on `failed_on`: one that differs from the
    failed one (another form) or is not active on any of those cases."""
    line = draft.lines[index]
    current = draft.effective(index)
    form = line.options[current][1]
    choice = current + 1
    while choice < len(line.options):
        prefix, other = line.options[choice]
        if other != form or not any(prefix in case.prefixes for case in failed_on):
            break
        choice += 1
    line.choice = choice


def rejected_lines(draft: Draft, cases: list[CaseIR]) -> None:
    """Where the gate rejects a case the pair falls back to native: the kernel list of the first
    rejected case (no kernel) is drafted under REJECTED, before everything else."""
    if draft.kind in STABLEHLO_KINDS:
        return  # the -NOT after the last call holds there
    for case in cases:
        if "REJECTED" in case.prefixes:
            summary = next((ln.strip() for ln in case.text.splitlines() if ln.startswith("// kernels:")), None)
            if summary is not None:
                draft.insert_first(Line("", [summary, END], options=[("REJECTED", LITERAL)], origin=summary))
            return


def drafted(draft: Draft) -> bool:
    """Whether a draft holds anything beyond a kernel list: a kernel or a custom call."""
    return any(line.directive in ("-LABEL", "-NOT") for line in draft.lines)


# -- a pair's drafts -----------------------------------------------------------------------------------

def draft_pair(target, pair, engine, *, grid: str = "default", kinds: Iterable[str] = KINDS,
               progress: Callable[[str], None] = lambda line: None) -> tuple[list[Draft], list[str]]:
    """A draft of every IR kind the pair's kernels lower to, settled on the cases of `grid` the
    filecheck check runs at mesh 1 (lowered here, as the check lowers them: the device build, no
    run), and a line for each kind not drafted saying why."""

    def own(cases):
        return [c for c in cases if c.mesh == 1 and FILECHECK.runs_on(target, pair, c)]

    cases = own(grid_mod.cases_for(target, pair, grid=grid, mesh_sizes=[1], interpret=(True,)))
    base = own(grid_mod.cases_for(target, pair, grid="smoke", mesh_sizes=[1], interpret=(True,))) or cases[:1]
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
