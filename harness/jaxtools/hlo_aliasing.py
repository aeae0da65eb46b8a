"""What XLA's HLO says of a Triton call that writes in place: the copies it made of donated inputs first."""

from __future__ import annotations

import re

from harness.jaxtools.ir import TRITON_CALL_TARGET

_HLO_DEF = re.compile(r"^\s*(?:ROOT\s+)?(%[\w.\-]+)\s*=\s*.*?\s([a-z][\w\-]*)\((.*)$")
_HLO_ALIAS = re.compile(r"\{[\d,\s]*\}:\s*\((\d+),")


def _operands(rest: str) -> list[str]:
    """The operand names of an instruction, from the text after its opcode's opening parenthesis."""
    depth, end = 1, 0
    for end, c in enumerate(rest):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth == 0:
            break
    return re.findall(r"%[\w.\-]+", rest[:end])


def copies_before_aliased_calls(hlo_text: str, donated: set[int]) -> list[str]:
    """Each Triton call of the entry computation that writes in place into an operand XLA had to
    copy from a donated parameter first: with the input donated, the copy is pure waste."""
    entry: dict[str, tuple[str, list[str], str]] = {}
    inside = False
    for line in hlo_text.splitlines():
        if line.startswith("ENTRY "):
            inside = True
            continue
        if inside and line.startswith("}"):
            break
        m = _HLO_DEF.match(line) if inside else None
        if m:
            entry[m.group(1)] = (m.group(2), _operands(m.group(3)), line)

    def param_index(name: str) -> int | None:
        while name in entry and entry[name][0] == "bitcast":
            name = entry[name][1][0]
        if name in entry and entry[name][0] == "parameter":
            found = re.search(r"parameter\((\d+)\)", entry[name][2])
            return int(found.group(1)) if found else None
        return None

    problems = []
    for name, (opcode, operands, line) in entry.items():
        if opcode != "custom-call" or TRITON_CALL_TARGET not in line or "output_to_operand_aliasing" not in line:
            continue
        aliasing = line[line.index("output_to_operand_aliasing"):]
        for index in {int(i) for i in _HLO_ALIAS.findall(aliasing)}:
            if index >= len(operands):
                continue
            source = operands[index]
            while source in entry and entry[source][0] == "bitcast":
                source = entry[source][1][0]
            if source in entry and entry[source][0] == "copy":
                param = param_index(entry[source][1][0])
                if param is not None and param in donated:
                    problems.append(f"{name} writes in place into operand {index}, a copy ({source}) of donated "
                                    f"parameter {param}")
    return problems
