"""One IR line as the parts a FileCheck draft writes (`harness draft-check`, harness.tools.draft_check):
literal text, the case's dtype, a variant's value where a name ends in it, SSA definitions that become
FileCheck variables named after their operation, and their uses."""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter

SSA_VALUE = "%[0-9a-z_]+"  # what a variable captures; an SSA name outside it stays literal


@dataclasses.dataclass(frozen=True)
class Dtype:
    text: str  # the dtype as the IR spells it: [[DTYPE]] in the general form


@dataclasses.dataclass(frozen=True)
class Var:
    name: str  # a variant's FileCheck variable ([[AXIS]])
    text: str  # its value as the IR spells it


@dataclasses.dataclass(frozen=True)
class Def:
    var: str  # the FileCheck variable it may become
    suffix: str = ""  # ":2" of a multi-result definition


@dataclasses.dataclass(frozen=True)
class Use:
    var: str | None  # the variable of its drafted definition; None: defined by a line not drafted
    suffix: str = ""  # "#1": which result of a multi-result definition


@dataclasses.dataclass(frozen=True)
class Regex:
    pattern: str  # written as {{pattern}}


END = Regex("$")  # a kernel list ends its line: no kernel more
UNIQUIFIER = Regex("(_[0-9]+)?")  # the printer's _N suffix of a repeated constant's name

Part = str | Dtype | Var | Def | Use | Regex


@dataclasses.dataclass(frozen=True)
class Names:
    """What FileCheck variables stand for in a case's IR: its dtype, and each variant's value where
    the IR names it after the variant (`hydro_weno_flux_axis_0` for AXIS=0)."""

    dtype: str
    variants: tuple[tuple[str, str], ...] = ()  # (variable, value), from filecheck_run.facets

    def pattern(self) -> re.Pattern[str]:
        return _names_pattern(self)


@functools.lru_cache(maxsize=64)
def _names_pattern(names: Names) -> re.Pattern[str]:
    dtype = rf"(?:(?<=\dx)|(?<=\?x)|(?<![\w$]))(?P<dtype>{re.escape(names.dtype)})(?![\w])"
    named = [rf"(?i:(?<={re.escape(var)}_)|(?<={re.escape(var)}))(?P<v{n}>{re.escape(value)})(?![0-9A-Za-z])"
             for n, (var, value) in enumerate(names.variants)]
    return re.compile("|".join([dtype, *named]))


def names_of(variables: dict[str, str]) -> Names:
    """The Names of a case from its FileCheck variables: DTYPE, and the variants' (not PAIR, NDIM),
    where the value is a word a name could end in."""
    variants = tuple((var, value) for var, value in variables.items() if var not in ("PAIR", "NDIM", "DTYPE")
                     and re.fullmatch(r"[0-9A-Za-z]+", value))
    return Names(variables["DTYPE"], variants)


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|%[A-Za-z0-9_$.\-]+(?:[:#]\d+)?')
LHS = re.compile(r"^\s*(%[\w$.\-]+(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*)\s*=\s")
OP = re.compile(r'^\s*(?:%[^=]*?=\s*)?"?([a-z_][\w$]*(?:\.[\w$]+)+)"?')
_CONSTANT = re.compile(r"%(c-?\d+(?:_i\d+|_index)?|true|false)(_\d+)?")  # arith.constant's names carry the value
_ARGUMENT = re.compile(r"%arg\d+")


class Scope:
    """The SSA definitions a kernel's draft has met so far: name -> variable, and a counter per
    operation so that variables say which operation made them (LOAD_0, DOT_1)."""

    def __init__(self, counters: Counter):
        self.names: dict[str, str] = {}
        self.counters = counters

    def define(self, name: str, op: str) -> str:
        base = re.sub(r"\W+", "_", op.split(".", 1)[-1]).strip("_").upper() or "VALUE"
        var = f"{base}_{self.counters[base]}"
        self.counters[base] += 1
        self.names[name] = var
        return var


def parts_of(text: str, names: Names, scope: Scope | None, op: str = "", define: bool = True) -> list[Part]:
    """One IR text as parts: its definitions (where `define`) become variables of `scope`, its uses
    of drafted definitions their variables, other uses a regex; positional arguments and constants
    stay literal; the dtype and the variants are marked (`literal`)."""
    lhs = LHS.match(text) if define and scope is not None else None
    defined_until = lhs.end(1) if lhs else -1
    parts: list[Part] = []
    at = 0
    for m in _TOKEN.finditer(text):
        parts += literal(text[at:m.start()], names)
        token = m.group(0)
        at = m.end()
        if token.startswith('"'):
            parts += literal(token, names)
            continue
        name, suffix = re.match(r"(%[^:#]+)([:#]\d+)?$", token).groups()
        suffix = suffix or ""
        if _ARGUMENT.fullmatch(name) or scope is None:
            parts.append(token)
        elif (const := _CONSTANT.fullmatch(name)) is not None:
            parts += [f"%{const.group(1)}", UNIQUIFIER, suffix]
        elif not re.fullmatch(SSA_VALUE, name):
            parts.append(token)  # a name a variable would not capture: matched as it is
        elif m.start() < defined_until:
            parts.append(Def(scope.define(name, op), suffix))
        else:
            parts.append(Use(scope.names.get(name), suffix))
    parts += literal(text[at:], names)
    return [p for p in parts if p != ""]


def literal(text: str, names: Names) -> list[Part]:
    """Literal text with the dtype where it names a type (`f32` in tensor<8xf32>, !tt.ptr<f32>,
    `: f32`, a PTX `.f32.`; not in bf16 or tf32) and each variant's value where a name ends in it."""
    out: list[Part] = []
    at = 0
    for m in names.pattern().finditer(text):
        if m.group("dtype") is not None:
            part: Part = Dtype(m.group("dtype"))
        else:
            n = next(i for i in range(len(names.variants)) if m.group(f"v{i}") is not None)
            part = Var(names.variants[n][0], m.group(f"v{n}"))
        out += [text[at:m.start()], part]
        at = m.end()
    return out + [text[at:]]


def escape(text: str) -> str:
    """Literal IR text as FileCheck reads it literally: `[[` before a name and `{{` open substitution
    and regex blocks, so they become regexes of themselves."""
    return re.sub(r"\{\{|\[\[", lambda m: "{{\\{\\{}}" if m.group(0) == "{{" else "{{\\[\\[}}", text)
