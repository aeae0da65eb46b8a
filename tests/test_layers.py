"""The harness's layers, read from its own source with `ast`: every import of one harness module by
another (module level, function level, under TYPE_CHECKING) points down the data flow or stays in its
layer, no import cycle exists, a function-level import says why it is lazy, exceptions come from
`harness.errors` only, no module imports another's private name, and none imports a harness name under
another name.

The order is the data flow of docs/adding-a-target.md's layout table; a new package gets a line here.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

HARNESS = Path(__file__).resolve().parents[1] / "harness"

# bottom to top: a module may import its own layer and the layers below it
LAYERS = (
    ("harness", "harness.errors", "harness.target_files"),
    ("harness.jaxtools",),
    ("harness.declare",),
    ("harness.grid",),
    ("harness.analysis",),
    ("harness.store",),
    ("harness.run",),
    ("harness.checks",),
    ("harness.manifest",),  # judges the checks' verdicts: what a known failure looks like
    ("harness.report",),
    ("harness.tools",),
    ("harness.plugin", "harness.suite", "harness.scenario_suite"),
    ("harness.cli",),
)
LAZY_MARK = "# lazy:"  # the one comment a function-level harness import carries: why it is not at the top


def _modules(root: Path) -> dict[str, Path]:
    out = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def _layer(module: str) -> int:
    best = None
    for rank, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            inside = module == prefix or (prefix != "harness" and module.startswith(prefix + "."))
            if inside and (best is None or len(prefix) > best[1]):
                best = (rank, len(prefix))
    if best is None:
        raise AssertionError(f"{module}: in no layer of tests/test_layers.py's LAYERS; add its package there")
    return best[0]


class Import:
    def __init__(self, source: str, target: str, names: list[str], line: int, top: bool, text: str):
        self.source, self.target, self.names, self.line, self.top, self.text = source, target, names, line, top, text

    def __repr__(self) -> str:
        return f"{self.source}:{self.line} imports {self.target}"


def imports_of(root: Path) -> list[Import]:
    """Every import of a harness module by a harness module: (source, target module, names, line, at module level)."""
    modules = _modules(root)
    found = []
    for name, path in sorted(modules.items()):
        text = path.read_text()
        lines = text.splitlines()
        tree = ast.parse(text, filename=str(path))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        top_level = {id(node) for node in tree.body}  # and a module-level `if TYPE_CHECKING:` (annotations only)
        for node in tree.body:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                top_level |= {id(child) for child in node.body}
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            pairs = []
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([node.module] if node.module else []))
                for alias in node.names:
                    if f"{base}.{alias.name}" in modules:
                        pairs.append((f"{base}.{alias.name}", []))
                    elif base in modules:
                        pairs.append((base, [alias.name]))
            else:
                pairs = [(alias.name, []) for alias in node.names if alias.name in modules]
            context = "\n".join(lines[max(0, node.lineno - 2): node.end_lineno])
            for target, names in pairs:
                if target != name:
                    found.append(Import(name, target, names, node.lineno, id(node) in top_level, context))
    return found


def upward(imports: list[Import]) -> list[Import]:
    return [i for i in imports if _layer(i.target) > _layer(i.source)]


def cycles(imports: list[Import]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    graph: dict[str, set[str]] = {}
    for i in imports:
        graph.setdefault(i.source, set()).add(i.target)
        graph.setdefault(i.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found


def _errors() -> set[str]:
    tree = ast.parse((HARNESS / "errors.py").read_text())
    return {node.name for node in tree.body if isinstance(node, ast.ClassDef)}


def test_every_import_points_down_the_layers():
    wrong = upward(imports_of(HARNESS))
    assert not wrong, "imports against the layer order (tests/test_layers.py LAYERS):\n" + "\n".join(
        f"  {i.source} (layer {_layer(i.source)}) line {i.line} -> {i.target} (layer {_layer(i.target)})" for i in wrong)


def test_no_import_cycle():
    found = cycles(imports_of(HARNESS))
    assert not found, "import cycles:\n" + "\n".join("  " + " <-> ".join(c) for c in found)


def test_a_function_level_import_says_why_it_is_lazy():
    unmarked = [i for i in imports_of(HARNESS) if not i.top and LAZY_MARK not in i.text]
    assert not unmarked, (f"function-level imports of harness modules without a '{LAZY_MARK} <why>' comment on "
                          "the line or the one above (move them to the top unless the plugin must stay inert):\n"
                          + "\n".join(f"  {i.source}:{i.line} -> {i.target}" for i in unmarked))


def test_exceptions_come_from_harness_errors_only():
    errors = _errors()
    defined = []
    for name, path in _modules(HARNESS).items():
        if name == "harness.errors":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(b, ast.Name) and (b.id.endswith(("Error", "Exception")) or b.id in errors)
                    for b in node.bases):
                defined.append(f"{name}.{node.name}")
    assert not defined, f"exception types outside harness/errors.py: {defined}"
    elsewhere = [i for i in imports_of(HARNESS) if i.target != "harness.errors" and set(i.names) & errors]
    assert not elsewhere, "exceptions imported from a module other than harness.errors:\n" + "\n".join(
        f"  {i.source}:{i.line} {i.names} from {i.target}" for i in elsewhere)


def test_no_module_imports_another_modules_private_name():
    private = [i for i in imports_of(HARNESS) if any(n.startswith("_") for n in i.names)]
    assert not private, "private names imported across modules:\n" + "\n".join(
        f"  {i.source}:{i.line} {i.names} from {i.target}" for i in private)


NAMEDTUPLE_API = {"_fields", "_replace", "_asdict", "_make"}  # public, spelled with an underscore
JAX_PRIVATES_AT = "harness.jaxtools.jaxcompat"  # the one module that reaches into JAX's private API


def private_reads(root: Path) -> list[str]:
    """`obj._name` read in a module that defines no `_name` of its own (method, attribute, variable):
    another module's private name, reached through an object instead of an import."""
    found = []
    for name, path in sorted(_modules(root).items()):
        tree = ast.parse(path.read_text(), filename=str(path))
        own = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                own.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                own.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                own.add(node.id)
        if name == JAX_PRIVATES_AT:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__") \
                    and node.attr not in own and node.attr not in NAMEDTUPLE_API:
                found.append(f"{name}:{node.lineno} reads {ast.unparse(node)}")
    return found


def test_no_module_reads_another_modules_private_attribute():
    """However it is reached (an object passed in, a module attribute), a private name stays in its
    module: what another module needs is public API (`Engine.side_context`, `SessionState.check_done`)."""
    found = private_reads(HARNESS)
    assert not found, "private names read across modules:\n  " + "\n  ".join(found)


def test_the_private_read_checker_finds_one_put_back(tmp_path):
    root = _tree(tmp_path, {"run/__init__.py": "", "run/engine.py": "class Engine:\n    def _side(self):\n        pass\n",
                            "tools/__init__.py": "", "tools/coverage.py": "def f(engine):\n    return engine._side()\n"})
    assert private_reads(root) == ["harness.tools.coverage:2 reads engine._side"]


def aliased_imports(root: Path) -> list[str]:
    """`import harness.x as y`, `from harness.x import name as other`: a harness module or name imported
    under another name (where two modules share a name, one of them is misnamed)."""
    found = []
    for name, path in sorted(_modules(root).items()):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("harness") or \
                    isinstance(node, ast.Import) and any(a.name.startswith("harness") for a in node.names):
                found += [f"{name}:{node.lineno} imports {a.name} as {a.asname}" for a in node.names
                          if a.asname is not None and a.asname != a.name]
    return found


def test_no_module_imports_a_harness_name_under_another():
    found = aliased_imports(HARNESS)
    assert not found, "harness names imported under another name:\n  " + "\n  ".join(found)


def test_the_alias_checker_finds_one_put_back(tmp_path):
    root = _tree(tmp_path, {"grid/__init__.py": "", "grid/cases.py": "", "tools/__init__.py": "",
                            "tools/draft.py": "from harness.grid import cases as grid_mod\nimport numpy as np\n"})
    assert aliased_imports(root) == ["harness.tools.draft:1 imports cases as grid_mod"]


@pytest.mark.parametrize("entry", ["harness.plugin", "harness.plugin.hooks", "harness.cli"])
def test_importing_an_entry_point_imports_no_jax(entry):
    """The pytest11 entry point loads in every pytest session of an environment that has the plugin,
    and `harness` must set up the deviceless CUDA compile before JAX starts: neither imports JAX (the
    lazy imports above exist for this)."""
    code = f"import sys, {entry}; print(sorted(m for m in ('jax', 'jaxlib') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=HARNESS.parent, env={"PYTHONPATH": str(HARNESS.parent), "PATH": ""})
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


# --- the checker itself fails where it should -------------------------------------------------------

def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "harness"
    for rel, text in {"__init__.py": "", **files}.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_the_checker_finds_an_upward_import_put_back(tmp_path):
    """The real tree with one upward import put back (the manifest asking the registry for check names,
    as it did) fails the layer order."""
    root = tmp_path / "harness"
    for path in HARNESS.rglob("*.py"):
        dest = root / path.relative_to(HARNESS)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(path.read_text())
    assert not upward(imports_of(root))
    conventions = root / "analysis" / "convention_rules.py"  # it asked the engine for its x64 context
    conventions.write_text(conventions.read_text() + "\n\ndef f():\n    from harness.run.engine import Engine\n")
    wrong = upward(imports_of(root))
    assert [(i.source, i.target) for i in wrong] == [("harness.analysis.convention_rules", "harness.run.engine")]


def test_the_checker_finds_cycles_and_unmarked_lazy_imports(tmp_path):
    root = _tree(tmp_path, {
        "analysis/__init__.py": "",
        "analysis/a.py": "def f():\n    from harness.analysis import b\n",
        "analysis/b.py": "from harness.analysis import a\n",
        "analysis/c.py": "def g():\n    # lazy: keeps the plugin inert\n    from harness.analysis import b\n",
    })
    found = imports_of(root)
    assert cycles(found) == [["harness.analysis.a", "harness.analysis.b"]]
    unmarked = [(i.source, i.top) for i in found if not i.top and LAZY_MARK not in i.text]
    assert unmarked == [("harness.analysis.a", False)]


def test_a_module_outside_every_layer_is_named():
    assert _layer("harness.tools.mutate") == LAYERS.index(("harness.tools",))
    with pytest.raises(AssertionError, match="harness.nowhere: in no layer"):
        _layer("harness.nowhere")
