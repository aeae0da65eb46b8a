"""FileCheck invariants on a case's IR, with LLVM's conventions and hygiene.

Check files live beside the pair declarations, in `<declarations>/filecheck/`, one per pair and IR
kind: `<pair>.<kind>.check`, or `all.<kind>.check` for an invariant of every pair. A case runs a
file with the check prefixes of its facets (always CHECK; D1/D2/D3 where the target has spatial
dimensions; the dtype: BF16/F16/F32/F64; X64ON/X64OFF;
HALO at mesh > 1 when the pair declares a halo along the axis the mesh splits; one per variant, e.g. AXIS0, ACC, NOACC) and with
ACCEPTED/REJECTED by the declared gate (for the cuda, triton and tpu kinds, of the
device build, interpret=False), and with FileCheck variables for its parameters ([[PAIR]], [[NDIM]], [[DTYPE]], and each variant: [[AXIS]]).

Hygiene (checked at collection, over the pair's full grid, so `-k` changes nothing): a file whose
name is not a declared pair and a known kind, a prefix no case of the pair can activate, and a
directive spelled wrong (`CHECK-NOTT:`, `CHEK:`) are errors, not silent passes.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import io
import re
from collections.abc import Iterable
from pathlib import Path

from harness.declare import Case, Pair, Target, format_extra
from harness.errors import DeclarationError
from harness.jaxtools.ir import KINDS

FOLDER = "filecheck"
SUFFIXES = ("", "-NEXT", "-SAME", "-NOT", "-DAG", "-LABEL", "-EMPTY")
_DIRECTIVE = re.compile(r"^\s*(?://|#|;)\s*([A-Z][A-Z0-9_]*(?:-[A-Z0-9]+)*)\s*:")
_COUNT = re.compile(r"^-COUNT-\d+$")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
COMMENT_PREFIXES = ("COM", "RUN")


@dataclasses.dataclass(frozen=True)
class CheckFile:
    path: Path
    pair: str  # a pair name, or "all"
    kind: str
    prefixes: frozenset[str]  # prefixes its directives use

    def applies_to(self, pair: str) -> bool:
        return self.pair in ("all", pair)


@functools.lru_cache(maxsize=4096)  # a few hundred distinct words, asked for every case of the full grid
def _token(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", text).upper().strip("_")


def facets(pair: Pair, case: Case, split_dim: int = 0) -> tuple[set[str], dict[str, str]]:
    """The check prefixes active for a case, and its FileCheck variables (`split_dim`: the spatial
    dimension the target's mesh layout splits across devices)."""
    prefixes = {"CHECK", case.dtype.upper(), "X64ON" if case.x64 else "X64OFF",
                "ACCEPTED" if pair.accepts(case) else "REJECTED"} | ({f"D{case.ndim}"} if case.ndim else set())
    if pair.cuda_backend:
        prefixes.add(_token(pair.cuda_backend))  # TRITON or MOSAIC_GPU: what the pair declares its kernels lower to
    halo = pair.halo_for(case)
    if case.mesh > 1 and len(halo) > split_dim and halo[split_dim] > 0:
        prefixes.add("HALO")  # neighbours' cells cross the device boundary only along the split axis
    variables = {"PAIR": pair.name, "NDIM": str(case.ndim), "DTYPE": case.dtype}
    for key, value in case.extra:
        prefixes.add(_token(format_extra(key, value)))
        variables[_token(key)] = str(value)
    return prefixes, variables


def _split(token: str) -> tuple[str, str] | None:
    for suffix in sorted(SUFFIXES, key=len, reverse=True):
        if suffix and token.endswith(suffix):
            return token[: -len(suffix)], suffix
    m = re.match(r"^(.*?)(-COUNT-\d+)$", token)
    if m:
        return m.group(1), m.group(2)
    if "-" in token:
        return None  # a suffix FileCheck does not know
    return token, ""


def parse(path: Path, possible: set[str]) -> frozenset[str]:
    """The prefixes a check file uses; every directive-looking line must be a valid directive."""
    used: set[str] = set()
    for number, line in enumerate(path.read_text().splitlines(), 1):
        m = _DIRECTIVE.match(line)
        if not m:
            continue
        token = m.group(1)
        split = _split(token)
        if split is None:
            raise DeclarationError(f"{path}:{number}: '{token}:' is not a FileCheck directive (suffixes: "
                                   f"{', '.join(s for s in SUFFIXES if s)}, -COUNT-<n>); fix the spelling")
        prefix, _ = split
        if prefix in COMMENT_PREFIXES:
            continue
        if prefix not in possible:
            close = sorted(p for p in possible if _close(p, prefix))
            hint = f" (did you mean {', '.join(close)}?)" if close else ""
            raise DeclarationError(
                f"{path}:{number}: check prefix '{prefix}' is never active for any case this file applies "
                f"to{hint}; prefixes available: {', '.join(sorted(possible))}. Use 'COM:' for a comment")
        used.add(prefix)
    if not used:
        raise DeclarationError(f"{path}: no FileCheck directive found; delete the file or add checks")
    return frozenset(used)


def _close(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 2:
        return False
    return sum(x != y for x, y in zip(a, b)) + abs(len(a) - len(b)) <= 2


def discover(target: Target, cases: Iterable[tuple[Pair, Case]]) -> list[CheckFile]:
    """Every check file beside the declarations, validated against the cases of the full grid."""
    folder = Path(target.source).parent / FOLDER
    if not folder.is_dir():
        return []
    names = {p.name for p in target.pairs}
    possible: dict[str, set[str]] = {name: set() for name in names}
    for pair, case in cases:
        prefixes, _ = facets(pair, case, target.mesh.split_dim)  # the full grid holds interpret=False twins of every case
        possible[pair.name] |= prefixes
    possible["all"] = set().union(*possible.values()) if possible else set()
    files = []
    for path in sorted(folder.iterdir()):
        if path.name.startswith(".") or path.is_dir():
            continue
        m = re.fullmatch(r"(\w+)\.(\w+)\.check", path.name)
        if not m:
            raise DeclarationError(f"{path}: check files are named <pair>.<kind>.check or all.<kind>.check "
                                   f"(kinds: {', '.join(KINDS)})")
        pair, kind = m.groups()
        if pair != "all" and pair not in names:
            raise DeclarationError(f"{path}: no declared pair is named '{pair}', so no case runs this file; "
                                   f"rename it to one of: {', '.join(sorted(names))}, or delete it")
        if kind not in KINDS:
            raise DeclarationError(f"{path}: unknown IR kind '{kind}'; kinds: {', '.join(KINDS)}")
        files.append(CheckFile(path, pair, kind, parse(path, possible[pair])))
    return files


@dataclasses.dataclass
class FileCheckResult:
    file: CheckFile
    prefixes: list[str]
    ok: bool
    message: str


def run(check: CheckFile, ir_text: str, input_path: Path, prefixes: set[str],
        variables: dict[str, str]) -> FileCheckResult | None:
    """Run one check file on one IR text (written to `input_path` so a failure can be reopened).

    None when none of the file's prefixes is active for this case.
    """
    from filecheck.error import CheckError
    from filecheck.matcher import Matcher
    from filecheck.options import Options

    active = sorted(check.prefixes & prefixes)
    if not active:
        return None
    input_path.parent.mkdir(parents=True, exist_ok=True)
    input_path.write_text(ir_text)
    opts = Options(match_filename=str(check.path), input_file=str(input_path), check_prefixes=active,
                   enable_var_scope=True, variables=dict(variables))
    stderr = io.StringIO()
    with contextlib.redirect_stdout(stderr):
        matcher = Matcher.from_opts(opts)
        matcher.stderr = stderr
        try:
            code = matcher.run()
        except CheckError as err:  # raised, not reported, where it reports a failed match (filecheck 1.0.6)
            print(f"{check.path}:{err.op.source_line}: error: {err.message}", file=stderr)
            code = 1
    return FileCheckResult(check, active, code == 0, _ANSI.sub("", stderr.getvalue()))
