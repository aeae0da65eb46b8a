"""Settling a FileCheck draft on the cases it must hold on (`harness draft-check`, harness.tools.draft_check):
each line starts under the widest prefix of the source case, the real FileCheck runs on every case, and a
line that fails on a case moves to its literal dtype, then to a narrower prefix, or is left out."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from harness.analysis import filecheck_run
from harness.jaxtools import ir
from harness.tools.draft_record import GENERAL, LITERAL, MIXED, Draft, Line
from harness.tools.ir_parts import END, Def, Dtype, Part, Regex, Use, Var

STABLEHLO_KINDS = ir.AROUND_KERNELS  # StableHLO around the kernels: the custom calls are what matters


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
        else:
            out.append(_plain_regex(p))
    return re.compile("".join(out), re.M)


def _plain_regex(part: Part) -> str:
    """A part that is neither a dtype nor a variant as a regex: any SSA name for a definition or use, a
    regex as written, literal words."""
    if isinstance(part, (Def, Use)):
        return r"%[\w$.\-]+" + re.escape(part.suffix)
    if isinstance(part, Regex):
        return f"(?:{part.pattern})"
    return _words(part)


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
        else:
            out.append(_plain_regex(part))
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
