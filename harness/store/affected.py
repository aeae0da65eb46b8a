"""Which pairs a change touches: fingerprints of everything a pair's verdict depends on.

A pair depends on the source of its Pallas entry, native twin and gate, and of every function of
the target package they reach (followed through the names their code uses, so a shared helper
reaches every pair that calls it); on its declaration (the declaration file and its siblings such
as twins.py, and the fixtures they load); on the check files that apply to it; and on its goldens.

`--changed-only` runs the pairs whose fingerprint differs from the one recorded after the last
run in which all of that pair's checks passed. `harness affected --base REV` names the pairs
whose files changed in git since REV (for CI on a pull request).
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
import sys
import types
from pathlib import Path
from typing import Any

from harness.declare import Pair, Target, resolve
from harness.store.atomic import write_atomic


_SIMPLE = (int, float, str, bytes, bool, type(None))


def _simple(value: Any) -> bool:
    if isinstance(value, _SIMPLE):
        return True
    if isinstance(value, (tuple, list, frozenset)):
        return all(_simple(v) for v in value)
    if isinstance(value, dict):
        return all(_simple(k) and _simple(v) for k, v in value.items())
    return False


def functions_reached(roots: list[Any], package: str) -> dict[str, str]:
    """key -> source of every function of `package` or of the declarations (modules loaded by path,
    "harness_declared.*") reachable from `roots` through the global names their code uses, with
    the values of the simple constants those functions read (a tolerance, a grid size)."""
    seen: dict[str, str] = {}
    visited: set[int] = set()
    stack = list(roots)
    while stack:
        obj = stack.pop()
        obj = inspect.unwrap(obj) if callable(obj) else obj
        fn = getattr(obj, "__func__", obj)
        if hasattr(fn, "fun") and callable(fn.fun):  # jax custom_jvp / custom_vjp
            stack.append(fn.fun)
        if not isinstance(fn, types.FunctionType) or id(fn.__code__) in visited:
            continue
        module = fn.__module__ or ""
        if not (module.startswith("harness_declared.") or module == package or module.startswith(package + ".")):
            continue
        visited.add(id(fn.__code__))
        constants = []
        codes = [fn.__code__]
        while codes:
            code = codes.pop()
            for name in code.co_names:
                if name not in fn.__globals__:
                    continue
                target = fn.__globals__[name]
                if isinstance(target, types.ModuleType):
                    continue
                if callable(target):
                    stack.append(target)
                elif _simple(target):
                    constants.append(f"{name} = {target!r}")
            codes += [c for c in code.co_consts if isinstance(c, types.CodeType)]
        for cell in fn.__closure__ or ():
            try:
                contents = cell.cell_contents
            except ValueError:
                continue
            if callable(contents):
                stack.append(contents)
            elif _simple(contents):
                constants.append(repr(contents))
        key = f"{module}:{fn.__qualname__}"
        text = _source(fn) + "".join(f"\n# {c}" for c in sorted(set(constants)))
        seen[key] = seen[key] + "\n" + text if key in seen else text
    return seen


def _declaration(pair: Pair) -> str:
    """The pair's declared facts that are data, not code (grid axes, tolerances, halo...)."""
    import dataclasses

    fields = {f.name: getattr(pair, f.name) for f in dataclasses.fields(pair)}
    return repr(sorted((k, v) for k, v in fields.items() if _simple(v) or isinstance(v, (dict, tuple))
                       and _simple(dict(v) if isinstance(v, dict) else v)))


_SOURCES: dict[tuple[str, types.CodeType], str] = {}  # a function's source, read once per process: every pair
# that reaches a shared helper asks for it, and inspect.getsource tokenizes the file's block each time (code
# objects compare by content, so the file is part of the key)


def _source(fn: Any) -> str:
    code = getattr(fn, "__code__", None)
    key = (code.co_filename, code) if code is not None else None
    if key in _SOURCES:
        return _SOURCES[key]
    try:
        text = inspect.getsource(fn)
    except (OSError, TypeError):
        text = repr(code.co_code if code is not None else fn)
    if key is not None:
        _SOURCES[key] = text
    return text


def _roots(target: Target, pair: Pair) -> list[Any]:
    resolved = resolve(pair, target.source)
    natives = resolved.native if isinstance(resolved.native, tuple) else (resolved.native,)
    roots = [resolved.pallas, *natives] + ([resolved.supported] if resolved.supported else [])
    return roots + [pair.build, pair.accepts] + ([pair.valid] if pair.valid else [])


def _check_files(target: Target, pair: Pair) -> list[Path]:
    checks = Path(target.source).resolve().parent / "filecheck"
    if not checks.is_dir():
        return []
    return sorted(p for p in checks.glob("*.check") if p.name.split(".")[0] in ("all", pair.name))


def pair_inputs(target: Target, pair: Pair, golden_root: Path | None = None) -> dict[str, str]:
    """name -> content of everything the pair's verdict depends on."""
    inputs = {f"source {key}": text for key, text in functions_reached(_roots(target, pair), target.package).items()}
    inputs["declaration"] = _declaration(pair)
    inputs["target"] = repr((target.package, target.version, sorted(target.sizes.items()),
                             sorted((k, list(v)) for k, v in target.blocks.items())))
    for path in _check_files(target, pair):
        inputs[f"check {path.name}"] = path.read_text()
    if golden_root is not None and golden_root.is_dir():
        for path in sorted(golden_root.glob(f"*/{pair.name}/*/*.json")):
            inputs[f"golden {path.relative_to(golden_root)}"] = path.read_text()
    return inputs


def files_of(target: Target, pair: Pair) -> set[Path]:
    """The files a pair depends on (for `harness affected --base REV`)."""
    files = set()
    for key in functions_reached(_roots(target, pair), target.package):
        module = sys.modules.get(key.split(":")[0])
        if module is not None and getattr(module, "__file__", None):
            files.add(Path(module.__file__).resolve())
    files.add(Path(target.source).resolve())
    return files | {p.resolve() for p in _check_files(target, pair)}


def fingerprint(target: Target, pair: Pair, golden_root: Path | None = None, context: str = "") -> str:
    """A digest of everything the pair's verdicts depend on; `context` adds what the run itself
    brings (its grid and mesh sizes, the harness, the environment, the manifest's entries for the
    pair: `run_context`), so a verdict recorded under one configuration never stands for another."""
    digest = hashlib.sha256()
    for key, text in sorted({**pair_inputs(target, pair, golden_root), "run": context}.items()):
        digest.update(key.encode() + b"\0" + text.encode() + b"\0")
    return digest.hexdigest()


@functools.lru_cache(maxsize=1)
def harness_digest() -> str:
    """The harness's own code: a change to any check re-verifies every pair."""
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parents[1]  # harness/, every layer
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def run_context(*, grid: str, mesh_sizes: list[int], interpret: tuple[bool, ...], entries: list[Any],
                environment: str) -> str:
    """What a run contributes to its pairs' fingerprints besides their sources and declarations."""
    claims = sorted(repr((e.defect, e.checks, e.cases, e.match, e.raises, sorted(e.at_least.items()),
                          sorted(e.at_most.items()), e.golden,
                          sorted(e.when.items()), [sorted(t.items()) for t in e.unless], e.slack, json.dumps(e.recorded, sort_keys=True))) for e in entries)
    return repr((grid, list(mesh_sizes), list(interpret), environment, harness_digest(), claims))


def load_recorded(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text())
        return {str(k): str(v) for k, v in data.get("pairs", {}).items()}
    except (OSError, ValueError, AttributeError):
        return {}


def record(path: Path, fingerprints: dict[str, str]) -> None:
    data = {"pairs": {**load_recorded(path), **fingerprints}}
    write_atomic(path, (json.dumps(data, indent=1, sort_keys=True) + "\n").encode())


def changed_pairs(target: Target, recorded: dict[str, str], golden_root: Path | None,
                  context: Any = lambda pair: "") -> dict[str, str]:
    """pair -> its current fingerprint, for the pairs whose fingerprint is not the recorded one
    (`context(pair)`: the run's part of each fingerprint)."""
    out = {}
    for pair in target.pairs:
        now = fingerprint(target, pair, golden_root, context(pair))
        if recorded.get(pair.name) != now:
            out[pair.name] = now
    return out
