"""A FileCheck draft as `harness draft-check` keeps it while it is settled (harness.tools.draft_check): its
lines, each under a prefix that may change, and how the draft is written out."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from harness.tools.ir_parts import SSA_VALUE, Def, Dtype, Part, Regex, Use, Var, escape

MAX_LISTED = 20  # lines left out (varying across cases) listed by name in the draft's closing comment


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
