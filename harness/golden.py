"""Golden records: numeric outputs and normalised IR of a case, with their provenance.

Layout: `golden/<environment key>/<pair>/<case id>/` holding `record.json` (provenance, array
metadata, digests of every file, tolerances), `values.npz` (raw bits of each output leaf of both
sides, so bfloat16 round-trips) and one `<kind>.mlir` per IR snapshot. The environment key names the
platform and the jax, jaxlib and target package versions: after an upgrade the suite says "no golden
for this environment" instead of reporting a thousand mismatches. Files are written to a temporary
name and renamed; `record.json` goes last and carries the digest of every other file, so a golden
torn by a crash, a truncated download or a bad merge is reported as corrupt, never trusted.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import difflib
import hashlib
import io
import json
import os
import platform as platform_mod
import shutil
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

FORMAT = 1
# The CUDA StableHLO carries each kernel's bytecode digest, so a Triton change shows there; the Triton
# text itself (tens of thousands of lines for the 3D kernels) and the interpret-mode sharded HLO stay
# out of the store: FileCheck reads them from the run, and .harness-cache/artifacts keeps them.
IR_SNAPSHOT_KINDS = ("cuda", "tpu")
DEFAULT_ULPS = 4


class GoldenError(Exception):
    """A golden that cannot be used (missing, corrupt, from another environment): says what to do."""


def bless_command(case_id: str) -> str:
    """The command that re-blesses one case; a mesh-N case is only collected with --gpus N or more."""
    import re

    mesh = re.search(r"-mesh(\d+)\b", case_id)
    gpus = f" --gpus {mesh.group(1)}" if mesh and int(mesh.group(1)) > 1 else ""
    return f"harness bless -k '{case_id}'{gpus}"


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "absent"


def provenance(package: str, case: Any) -> dict[str, Any]:
    import jax

    return {
        "jax": _version("jax"), "jaxlib": _version("jaxlib"), package: _version(package),
        "pallas-conformance": _version("pallas-conformance"), "numpy": np.__version__,
        "python": platform_mod.python_version(), "platform": jax.default_backend(),
        "machine": platform_mod.machine(), "x64": case.x64, "mesh": case.mesh, "interpret": case.interpret,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def environment_key(package: str) -> str:
    import jax

    return (f"{jax.default_backend()}-jax{_version('jax')}-jaxlib{_version('jaxlib')}-"
            f"{package}{_version(package)}")


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _leaves(tree: Any) -> list[np.ndarray]:
    import jax

    return [np.asarray(x) for x in jax.tree_util.tree_leaves(tree)]


def _bits(a: np.ndarray) -> np.ndarray:
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize])


def _from_bits(bits: np.ndarray, dtype_name: str) -> np.ndarray:
    import jax.numpy as jnp

    return bits.view(jnp.dtype(dtype_name))


@dataclasses.dataclass
class Golden:
    """What a case produced, in the form it is stored and compared."""

    case_id: str
    pair: str
    values: dict[str, list[np.ndarray]]  # side -> output leaves
    ir: dict[str, str]  # kind -> normalised text
    provenance: dict[str, Any]
    ulps: int = DEFAULT_ULPS


@dataclasses.dataclass
class Difference:
    what: str  # "values:pallas", "ir:triton", ...
    summary: str
    detail: str = ""


class Store:
    def __init__(self, root: Path, package: str):
        self.root = root
        self.package = package
        self.env = environment_key(package)

    def folder(self, pair: str, case_id: str, env: str | None = None) -> Path:
        return self.root / (env or self.env) / pair / case_id

    def other_environments(self, pair: str, case_id: str) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted(d.name for d in self.root.iterdir()
                      if d.is_dir() and d.name != self.env and (d / pair / case_id / "record.json").exists())

    # -- reading ------------------------------------------------------------------------------

    def load(self, pair: str, case_id: str) -> Golden:
        folder = self.folder(pair, case_id)
        record_path = folder / "record.json"
        if not record_path.exists():
            others = self.other_environments(pair, case_id)
            if others:
                raise GoldenError(
                    f"{case_id}: no golden for this environment ({self.env}); goldens exist for "
                    f"{', '.join(others)}. The environment changed: review the differences, then run "
                    f"`{bless_command(case_id)}`")
            raise GoldenError(f"{case_id}: no golden at {folder}; create it with `{bless_command(case_id)}`")
        try:
            record = json.loads(record_path.read_text())
            if record.get("format") != FORMAT or record.get("case") != case_id:
                raise ValueError(f"format {record.get('format')!r}, case {record.get('case')!r}")
            for name, digest in record["files"].items():
                data = (folder / name).read_bytes()
                if _sha(data) != digest:
                    raise ValueError(f"{name} does not match the digest in record.json")
            with np.load(folder / "values.npz") as npz:
                values = {side: [_from_bits(npz[f"{side}/{i}"], leaf["dtype"]).reshape(leaf["shape"])
                                 for i, leaf in enumerate(leaves)]
                          for side, leaves in record["values"].items()}
            ir = {kind: (folder / f"{kind}.mlir").read_text() for kind in record["ir"]}
        except (OSError, ValueError, KeyError, TypeError, json.JSONDecodeError) as err:
            raise GoldenError(
                f"{case_id}: golden {folder} is corrupt or truncated ({type(err).__name__}: {err}); restore it "
                f"with `git checkout -- '{folder}'` or recreate it with `{bless_command(case_id)}`") from None
        return Golden(case_id, pair, values, ir, record["provenance"], record.get("ulps", DEFAULT_ULPS))

    # -- writing ------------------------------------------------------------------------------

    def write(self, golden: Golden) -> Path:
        folder = self.folder(golden.pair, golden.case_id)
        buf = io.BytesIO()
        arrays = {f"{side}/{i}": _bits(a) for side, leaves in golden.values.items() for i, a in enumerate(leaves)}
        np.savez(buf, **arrays)
        files = {"values.npz": buf.getvalue()}
        for kind, text in sorted(golden.ir.items()):
            files[f"{kind}.mlir"] = text.encode()
        for name, data in files.items():
            _atomic_write(folder / name, data)
        for stale in folder.glob("*.mlir"):
            if stale.name not in files:
                stale.unlink()
        record = {
            "format": FORMAT, "case": golden.case_id, "pair": golden.pair, "environment": self.env,
            "provenance": golden.provenance, "ulps": golden.ulps,
            "values": {side: [{"dtype": a.dtype.name, "shape": list(a.shape)} for a in leaves]
                       for side, leaves in golden.values.items()},
            "ir": sorted(golden.ir),
            "files": {name: _sha(data) for name, data in files.items()},
        }
        _atomic_write(folder / "record.json", (json.dumps(record, indent=1, sort_keys=True) + "\n").encode())
        return folder

    # -- unused goldens -----------------------------------------------------------------------

    def stored(self) -> list[tuple[str, str, str, Path]]:
        """(environment, pair, case id, folder) of every golden on disk."""
        out = []
        if not self.root.is_dir():
            return out
        for env in sorted(p for p in self.root.iterdir() if p.is_dir()):
            for pair in sorted(p for p in env.iterdir() if p.is_dir()):
                for case in sorted(p for p in pair.iterdir() if p.is_dir()):
                    out.append((env.name, pair.name, case.name, case))
        return out

    def unused(self, declared_case_ids: set[str]) -> list[Path]:
        """Goldens no declared case can produce, in any environment: pairs removed or cases renamed."""
        return [folder for _, _, case_id, folder in self.stored() if case_id not in declared_case_ids]

    @staticmethod
    def remove(folder: Path) -> None:
        shutil.rmtree(folder)
        for parent in (folder.parent, folder.parent.parent):
            if parent.is_dir() and not any(parent.iterdir()):
                parent.rmdir()


def verify(store: Store, actual: Golden) -> dict[str, Any]:
    """What a case produced against its stored golden; GoldenError (missing, corrupt, other
    environment, or different) says what differs and the command that blesses it."""
    stored = store.load(actual.pair, actual.case_id)
    diffs = compare(stored, actual)
    if diffs:
        lines = [f"{d.what}: {d.summary}" + (f"\n{d.detail}" if d.detail else "") for d in diffs]
        raise GoldenError(f"{actual.case_id}: differs from its golden ({store.folder(actual.pair, actual.case_id)})\n"
                          + "\n".join(lines) + f"\nIf the change is intended: {bless_command(actual.case_id)}")
    return {"golden": "matches"}


def bless(store: Store, actual: Golden, what: str, dry_run: bool) -> dict[str, Any]:
    """Write what a case produced (the caller has checked its parity): only what `what` names
    ("values", "ir" or "all") changes, only a golden that differs is rewritten, nothing under dry run."""
    try:
        stored: Golden | None = store.load(actual.pair, actual.case_id)
    except GoldenError:
        stored = None
    if stored is not None:
        if what == "values":
            actual.ir = stored.ir
        elif what == "ir":
            actual.values = stored.values
    diffs = compare(stored, actual) if stored is not None else []
    state = "new" if stored is None else ("changed" if diffs else "unchanged")
    if state != "unchanged" and not dry_run:
        store.write(actual)
    return {"blessed": state if not dry_run else f"{state} (dry run)",
            "bless_summary": "; ".join(f"{d.what}: {d.summary}" for d in diffs),
            "bless_diff": "\n".join(d.detail for d in diffs if d.detail)}


def compare(golden: Golden, actual: Golden) -> list[Difference]:
    """Everything that differs between a stored golden and what the case produced now."""
    from harness.compare import ulp_distance

    diffs: list[Difference] = []
    for side in sorted(set(golden.values) | set(actual.values)):
        want, got = golden.values.get(side, []), actual.values.get(side, [])
        if len(want) != len(got):
            diffs.append(Difference(f"values:{side}", f"{len(got)} output leaves, golden has {len(want)}"))
            continue
        for i, (w, g) in enumerate(zip(want, got)):
            what = f"values:{side}[{i}]"
            if w.dtype != g.dtype or w.shape != g.shape:
                diffs.append(Difference(what, f"{g.dtype}{list(g.shape)}, golden {w.dtype}{list(w.shape)}"))
                continue
            if not np.issubdtype(np.dtype(w.dtype), np.inexact) and w.dtype.name != "bfloat16":
                bad = int(np.sum(w != g))
                if bad:
                    diffs.append(Difference(what, f"{bad} of {w.size} elements differ"))
                continue
            wn, gn = np.isnan(w.astype(np.float64)), np.isnan(g.astype(np.float64))
            if (wn != gn).any():
                diffs.append(Difference(what, f"NaN at {int((wn != gn).sum())} positions where the golden "
                                              f"has none (or the reverse)"))
                continue
            finite = ~wn
            ulps = ulp_distance(g[finite], w[finite]) if finite.any() else np.zeros(0, np.int64)
            worst = int(ulps.max()) if ulps.size else 0
            if worst > golden.ulps:
                wf, gf = w.astype(np.float64)[finite], g.astype(np.float64)[finite]
                err = np.abs(gf - wf)
                diffs.append(Difference(what, f"{int((ulps > golden.ulps).sum())} of {w.size} elements beyond "
                                              f"{golden.ulps} ulps: max {worst} ulps, max abs {err.max():.3g}, "
                                              f"mean abs {err.mean():.3g}"))
    for kind in sorted(set(golden.ir) | set(actual.ir)):
        want, got = golden.ir.get(kind), actual.ir.get(kind)
        if want == got:
            continue
        if want is None or got is None:
            diffs.append(Difference(f"ir:{kind}", "snapshot " + ("added" if want is None else "no longer produced")))
            continue
        diff = list(difflib.unified_diff(want.splitlines(), got.splitlines(), f"golden/{kind}.mlir",
                                         f"now/{kind}.mlir", lineterm="", n=2))
        changed = sum(1 for d in diff if d[:1] in "+-" and d[:3] not in ("+++", "---"))
        diffs.append(Difference(f"ir:{kind}", f"{changed} lines changed", "\n".join(diff[:80])
                                + ("\n..." if len(diff) > 80 else "")))
    return diffs


# -- GPU budgets ---------------------------------------------------------------------------------------

BUDGETS = "budgets.json"
# Normalised compile time may grow this much before the budget trips; a 2x regression still trips
# it. Noise seen with two xdist workers on two cores: up to 1.64x on this machine, 2.5x on a CI
# machine for single measurements, hence a miss is re-measured (min of 5, fresh calibration) first.
COMPILE_SLACK = 1.9
COMPILE_FLOOR = 1.0  # up to the calibration compile itself, a kernel compile is all noise: not budgeted


def _budgets_path(store: Store, pair: str, case_id: str) -> Path:
    return store.folder(pair, case_id) / BUDGETS


def load_budgets(store: Store, pair: str, case_id: str) -> dict[str, Any]:
    path = _budgets_path(store, pair, case_id)
    if not path.exists():
        raise GoldenError(f"{case_id}: no GPU budget at {path}; record it with `{bless_command(case_id)}`")
    try:
        data = json.loads(path.read_text())
        if data.get("format") != FORMAT or data.get("case") != case_id:
            raise ValueError(f"format {data.get('format')!r}, case {data.get('case')!r}")
        data["kernels"], data["memory"]  # noqa: B018 - both must be there
    except (ValueError, KeyError, TypeError, json.JSONDecodeError) as err:
        raise GoldenError(f"{case_id}: GPU budget {path} is corrupt ({type(err).__name__}: {err}); restore it "
                          f"with `git checkout -- '{path}'` or re-record it with `{bless_command(case_id)}`") from None
    return data


def write_budgets(store: Store, pair: str, case_id: str, budgets: dict[str, Any]) -> Path:
    path = _budgets_path(store, pair, case_id)
    record = {"format": FORMAT, "case": case_id, "environment": store.env, **budgets}
    _atomic_write(path, (json.dumps(record, indent=1, sort_keys=True) + "\n").encode())
    return path
