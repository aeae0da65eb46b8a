"""Mutation operators: the faults a Pallas sibling can carry, found as edits in its source.

Each operator walks the syntax tree of a module holding a target's Pallas code and proposes
`Mutant`s: byte-range edits of the original text (so the mutated copy differs from the original
in the edited expression only), each inside a function some pair reaches, so that the pairs to run
are known (`affected`'s reach). Nothing here runs or writes anything; `harness.tools.mutate` does.
"""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import re
from collections.abc import Callable, Iterator
from pathlib import Path

OPERATORS: dict[str, str] = {
    "offset": "stencil offset +1 (an integer added to or subtracted from an index)",
    "axis": "axis index swapped (program_id(i), axis=k, axis == k)",
    "alias": "input_output_aliases dropped",
    "predicate": "support predicate forced True / False",
    "halo": "halo set to 0",
    "f32": "compute dtype forced to float32",
    "grid": "grid extent off by one (first grid dimension - 1)",
    "sign": "sign flipped in a flux, source or divergence term",
    "twin-constant": "a constant changed identically in the Pallas and the native twin",
    "python-float": "a typed operand (jnp.asarray(x, dtype=...)) replaced by the untyped value",
}

_TRIVIAL = {0.0, 1.0, -1.0, 2.0, 0.5}
_TERM = re.compile(r"flux|emf|src|source|rhs|div|df\b|_f\b", re.IGNORECASE)


@dataclasses.dataclass(frozen=True)
class Edit:
    file: str  # key of the source (see Source.key)
    start: int  # byte offsets into the original text
    end: int
    text: str


@dataclasses.dataclass(frozen=True)
class Mutant:
    operator: str
    edits: tuple[Edit, ...]
    function: str  # "module:qualname" of the reached function the first edit sits in
    line: int
    original: str  # the first edit's original text
    replacement: str

    @property
    def id(self) -> str:
        digest = hashlib.sha1(repr((self.operator, self.edits)).encode()).hexdigest()
        return f"{self.operator}-{digest[:8]}"

    @property
    def location(self) -> str:
        return f"{self.edits[0].file}:{self.line}"

    def describe(self) -> str:
        def short(text: str) -> str:
            text = " ".join(text.split())
            return text if len(text) <= 60 else text[:57] + "..."

        more = f" (+{len(self.edits) - 1} twin edit(s))" if len(self.edits) > 1 else ""
        return f"`{short(self.original)}` -> `{short(self.replacement)}`{more}"


@dataclasses.dataclass
class Source:
    """One module's text and tree; `key` names it in edits (relative to its copy root)."""

    key: str
    module: str
    path: Path
    data: bytes
    tree: ast.Module = dataclasses.field(init=False)
    _line_starts: list[int] = dataclasses.field(init=False)

    def __post_init__(self) -> None:
        self.tree = ast.parse(self.data)
        starts, pos = [0], 0
        for line in self.data.splitlines(keepends=True):
            pos += len(line)
            starts.append(pos)
        self._line_starts = starts

    def span(self, node: ast.AST) -> tuple[int, int]:
        return (self._line_starts[node.lineno - 1] + node.col_offset,
                self._line_starts[node.end_lineno - 1] + node.end_col_offset)

    def text(self, node: ast.AST) -> str:
        start, end = self.span(node)
        return self.data[start:end].decode()

    def edit(self, node: ast.AST, text: str) -> Edit:
        start, end = self.span(node)
        return Edit(self.key, start, end, text)


def is_pallas_module(src: Source) -> bool:
    """A module that calls pallas_call or imports JAX's Pallas (not one that only imports a helper)."""
    for node in ast.walk(src.tree):
        if isinstance(node, ast.Call) and _call_name(node) == "pallas_call":
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("jax.experimental") and (
                "pallas" in (node.module or "") or any("pallas" in a.name for a in node.names)):
            return True
        if isinstance(node, ast.Import) and any(a.name.startswith("jax.experimental.pallas") for a in node.names):
            return True
    return False


def apply(data: bytes, edits: list[Edit]) -> bytes:
    """The text with `edits` (all of one file, not overlapping) applied."""
    for e in sorted(edits, key=lambda e: e.start, reverse=True):
        data = data[:e.start] + e.text.encode() + data[e.end:]
    return data


# -- walking with the enclosing functions --------------------------------------------------------

def _walk(tree: ast.AST) -> Iterator[tuple[ast.AST, tuple[ast.AST, ...]]]:
    """Every node with its ancestors (outermost first)."""
    stack: list[tuple[ast.AST, tuple[ast.AST, ...]]] = [(tree, ())]
    while stack:
        node, parents = stack.pop()
        yield node, parents
        for child in reversed(list(ast.iter_child_nodes(node))):
            stack.append((child, parents + (node,)))


def _qualnames(parents: tuple[ast.AST, ...]) -> list[str]:
    """The qualnames of the functions enclosing a node, outermost first."""
    names, prefix = [], []
    for p in parents:
        if isinstance(p, (ast.FunctionDef, ast.AsyncFunctionDef)):
            prefix.append(p.name)
            names.append(".".join(prefix))
            prefix.append("<locals>")
        elif isinstance(p, ast.ClassDef):
            prefix.append(p.name)
    return names


def _reached_function(source: Source, parents: tuple[ast.AST, ...], reached: set[str]) -> str | None:
    for qualname in _qualnames(parents):
        key = f"{source.module}:{qualname}"
        if key in reached:
            return key
    return None


def _call_name(node: ast.AST) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _in_subscript_index(node: ast.AST, parents: tuple[ast.AST, ...]) -> bool:
    chain = parents + (node,)
    for outer, inner in zip(chain, chain[1:]):
        if isinstance(outer, ast.Subscript) and inner is outer.slice:
            return True
    return False


# -- operators: (source, node, parents) -> [(operator, [(node, replacement)])] ----------------------

Proposal = tuple[str, list[tuple[ast.AST, str]]]


def _offset(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub))
            and isinstance(node.right, ast.Constant) and type(node.right.value) is int
            and 1 <= node.right.value <= 3 and _in_subscript_index(node, parents)):
        return [("offset", [(node.right, str(node.right.value + 1))])]
    return []


def _axis(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if (isinstance(node, ast.Call) and _call_name(node) == "program_id" and node.args
            and isinstance(node.args[0], ast.Constant) and type(node.args[0].value) is int):
        return [("axis", [(node.args[0], str((node.args[0].value + 1) % 3))])]
    if isinstance(node, ast.keyword) and node.arg == "axis" and isinstance(node.value, ast.Constant) \
            and type(node.value.value) is int:
        return [("axis", [(node.value, str(node.value.value + 1))])]
    if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "axis"
            and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.NotEq))
            and isinstance(node.comparators[0], ast.Constant) and type(node.comparators[0].value) is int):
        value = node.comparators[0].value
        return [("axis", [(node.comparators[0], str(1 if value == 0 else 0))])]
    return []


def _alias(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if isinstance(node, ast.keyword) and node.arg == "input_output_aliases":
        if isinstance(node.value, ast.Dict) and not node.value.keys:
            return []
        return [("alias", [(node.value, "{}")])]
    if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Subscript)
            and isinstance(node.targets[0].slice, ast.Constant)
            and node.targets[0].slice.value == "input_output_aliases"):
        return [("alias", [(node.value, "{}")])]
    return []


def _predicate(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if not (isinstance(node, ast.FunctionDef) and re.search(r"supported$|_ok$", node.name)):
        return []
    body = node.body
    first = body[1] if (len(body) > 1 and isinstance(body[0], ast.Expr)
                        and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)) else body[0]
    indent = " " * first.col_offset
    return [("predicate", [(first, f"return {value}\n{indent}{src.text(first)}")]) for value in ("True", "False")]


def _halo(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if isinstance(node, ast.keyword) and node.arg == "halo":
        if re.fullmatch(r"[\s()0,*]*(ndim|len\(\w+\))?[\s()]*", src.text(node.value)):
            return []  # already no halo
        return [("halo", [(node.value, f"tuple(0 for _ in ({src.text(node.value)}))")])]
    if isinstance(node, ast.Assign) and len(node.targets) == 1:
        target = node.targets[0]
        if (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and "halo" in target.value.id
                and isinstance(node.value, ast.Constant) and type(node.value.value) is int and node.value.value):
            return [("halo", [(node.value, "0")])]
        if (isinstance(target, ast.Name) and "halo" in target.id and isinstance(node.value, ast.Call)
                and "halo" in _call_name(node.value)):
            return [("halo", [(node.value, f"tuple(0 for _ in ({src.text(node.value)}))")])]
    return []


def _f32(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if b"jnp" not in src.data:
        return []
    if (isinstance(node, ast.keyword) and node.arg == "dtype" and isinstance(node.value, ast.Attribute)
            and node.value.attr == "dtype"):
        return [("f32", [(node.value, "jnp.float32")])]
    if (isinstance(node, ast.Call) and _call_name(node) == "astype" and len(node.args) == 1
            and isinstance(node.args[0], ast.Attribute) and node.args[0].attr == "dtype"):
        return [("f32", [(node.args[0], "jnp.float32")])]
    return []


def _grid(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if isinstance(node, ast.keyword) and node.arg == "grid" and parents and _call_name(parents[-1]) == "pallas_call":
        text = src.text(node.value)
        return [("grid", [(node.value, f"(lambda g: g - 1 if isinstance(g, int) else (g[0] - 1, *g[1:]))({text})")])]
    return []


def _sign(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if not isinstance(node, (ast.Assign, ast.AugAssign, ast.Return)) or node.value is None:
        return []
    targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
    functions = _qualnames(parents)
    label = " ".join([src.text(t) for t in targets] + functions[-1:])
    if not _TERM.search(label):
        return []
    for sub, _ in _walk(node.value):  # the outermost minus of the term
        if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.Sub):
            return [("sign", [(sub, f"({src.text(sub.left)}) + ({src.text(sub.right)})")])]
        if isinstance(sub, ast.UnaryOp) and isinstance(sub.op, ast.USub) and not isinstance(sub.operand, ast.Constant):
            return [("sign", [(sub, f"({src.text(sub.operand)})")])]
    return []


def _python_float(src: Source, node: ast.AST, parents) -> list[Proposal]:
    if (isinstance(node, ast.Call) and _call_name(node) in ("asarray", "array") and len(node.args) == 1
            and any(k.arg == "dtype" for k in node.keywords) and not isinstance(node.args[0], ast.Constant)):
        return [("python-float", [(node, src.text(node.args[0]))])]
    return []


_SITE_OPERATORS: list[Callable[..., list[Proposal]]] = [_offset, _axis, _alias, _predicate, _halo, _f32, _grid,
                                                        _sign, _python_float]


def find(sources: list[Source], reached: set[str], operators: set[str]) -> list[Mutant]:
    """Every mutant of `operators` (but twin-constant, see `twin_constants`) in functions of `reached`."""
    out = []
    for src in sources:
        for node, parents in _walk(src.tree):
            for propose in _SITE_OPERATORS:
                for operator, changes in propose(src, node, parents):
                    if operator not in operators:
                        continue
                    where = parents + (node,) if isinstance(node, ast.FunctionDef) else parents
                    function = _reached_function(src, where, reached)
                    if function is None:
                        continue
                    edits = tuple(src.edit(n, text) for n, text in changes)
                    first = changes[0][0]
                    if operator == "predicate":  # shown as what it does, not as the statement it precedes
                        shown = (f"def {node.name}", changes[0][1].split(chr(10))[0])
                    else:
                        shown = (src.text(first), changes[0][1])
                    out.append(Mutant(operator, edits, function, first.lineno, *shown))
    return unique(out)


def _float_constants(src: Source, qualname: str) -> dict[float, list[ast.Constant]]:
    """value -> the float literals in function `qualname` of `src` (nested functions included)."""
    out: dict[float, list[ast.Constant]] = {}
    for node, parents in _walk(src.tree):
        if not (isinstance(node, ast.Constant) and type(node.value) is float and node.value not in _TRIVIAL):
            continue
        names = _qualnames(parents)
        if qualname in names:
            out.setdefault(node.value, []).append(node)
    return out


def twin_constants(sources: dict[str, Source], pallas_functions: set[str],
                   native_functions: set[str]) -> list[Mutant]:
    """For each Pallas function, the first non-trivial float literal its native twins also use: both
    changed by the same relative 1e-3 (parity holds by construction; only goldens and scenarios see it)."""
    by_module = {s.module: s for s in sources.values()}
    natives = []
    for key in sorted(native_functions):
        module, _, qualname = key.partition(":")
        if module in by_module:
            natives.append((by_module[module], qualname, _float_constants(by_module[module], qualname)))
    out = []
    for key in sorted(pallas_functions - native_functions):
        module, _, qualname = key.partition(":")
        src = by_module.get(module)
        if src is None:
            continue
        # coefficients before guards: a 1e-3 change of an epsilon like 1e-12 changes nothing measurable
        for value, nodes in sorted(_float_constants(src, qualname).items(),
                                   key=lambda kv: (abs(kv[0]) < 1e-3, kv[1][0].lineno)):
            twins = [(s, n) for s, _, constants in natives for n in constants.get(value, [])]
            if not twins:
                continue
            new = repr(value * (1 + 1e-3))
            own = sorted({src.edit(n, new) for n in nodes}, key=lambda e: e.start)
            others = sorted({s.edit(n, new) for s, n in twins} - set(own), key=lambda e: (e.file, e.start))
            out.append(Mutant("twin-constant", tuple(own + others), key,
                              nodes[0].lineno, src.text(nodes[0]), new))
            break
    return unique(out)


def unique(mutants: list[Mutant]) -> list[Mutant]:
    seen, out = set(), []
    for m in mutants:
        if m.id not in seen:
            seen.add(m.id)
            out.append(m)
    return out


def sample(mutants: list[Mutant], per_operator: int | None) -> list[Mutant]:
    """At most `per_operator` mutants of each operator, spread over files and functions (round-robin
    over the files, then over the functions of each, in source order): the same list on every run."""
    if per_operator is None:
        return mutants
    chosen: list[Mutant] = []
    for operator in OPERATORS:
        mine = [m for m in mutants if m.operator == operator]
        groups: dict[str, dict[str, list[Mutant]]] = {}
        for m in sorted(mine, key=lambda m: (m.edits[0].file, m.line, m.id)):
            groups.setdefault(m.edits[0].file, {}).setdefault(m.function, []).append(m)
        per_file = [_interleave(list(by_fn.values())) for by_fn in groups.values()]
        picked = _interleave(per_file)[:per_operator]
        chosen += picked
    return chosen


def _interleave(lists: list[list[Mutant]]) -> list[Mutant]:
    out, depth = [], 0
    while any(len(items) > depth for items in lists):
        out += [items[depth] for items in lists if len(items) > depth]
        depth += 1
    return out
