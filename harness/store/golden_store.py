"""Golden records: numeric outputs and normalised IR of a case, with their provenance.

Layout: `golden/<environment key>/<pair>/<case id>/` holding `record.json` (provenance, array
metadata, digests of every file, tolerances), `values.npz` (raw bits of each output leaf of both
sides, so bfloat16 round-trips) and one `<kind>.mlir` per IR snapshot. The environment key names the
platform and the jax, jaxlib and target package versions. A case with no golden for this environment
is judged against the nearest environment that has one (`Store.nearest`: the same platform, code-generation
profile and target version, the nearest JAX line): its values must stay within their bounds, while IR
snapshots that moved are reported, not failed (`verify_carried`), and blessing it into the new environment
refuses values that moved unless told (`bless`). Files are written to a temporary
name and renamed; `record.json` goes last and carries the digest of every other file, so a golden
torn by a crash, a truncated download or a bad merge is reported as corrupt, never trusted.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import io
import json
import re
import shutil
from pathlib import Path
from typing import Any, Callable

import numpy as np

from harness.analysis import ir_diff
from harness.errors import GoldenError, MissingGolden
from harness.jaxtools import ir
from harness.store.atomic import write_atomic
from harness.store.drift import GOLDEN_EPS, drift
from harness.store.environment import VERSIONED_BY_JAX, environment_key, parse_environment
from harness.store import kernel_store
from harness.store.kernel_store import KernelStore, kernel_diffs, references

FORMAT = 2  # 2: values compared by norm-wise drift (GOLDEN_EPS), host facts in the provenance
# The CUDA StableHLO carries each kernel's bytecode digest, so a Triton change shows there; the Triton
# text itself (tens of thousands of lines for the 3D kernels) and the interpret-mode sharded HLO stay
# out of the store: FileCheck reads them from the run, and .harness-cache/artifacts keeps them.
IR_SNAPSHOT_KINDS = ir.SNAPSHOT_KINDS



# Why a case of the full grid only may have no golden: it is a skip there, a failure in the PR grid.
FULL_ONLY = ("a full-grid-only case has no golden: goldens pin the PR grid (every pair of axis values), the full "
             "grid's other combinations are checked for parity, IR and memory; `harness bless --grid full -k EXPR` "
             "pins one where it matters")


def bless_command(case_id: str) -> str:
    """The command that re-blesses one case; a mesh-N case is only collected with --gpus N or more."""
    import re

    mesh = re.search(r"-mesh(\d+)", case_id)
    gpus = f" --gpus {mesh.group(1)}" if mesh and int(mesh.group(1)) > 1 else ""
    return f"harness bless -k '{case_id}'{gpus}"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def leaves(tree: Any) -> list[np.ndarray]:
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
    slack: float = 1.0  # multiplies GOLDEN_EPS (a scenario's step count, say)
    # side -> per leaf, whether its leading axis holds variables (each compared on its own scale)
    by_variable: dict[str, list[bool]] = dataclasses.field(default_factory=dict)
    # digest -> text of the kernels the IR snapshots name by digest (kept in the store's kernel folder)
    kernels: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Difference:
    what: str  # "values:pallas", "ir:triton", ...
    summary: str
    detail: str = ""
    brief: list[str] = dataclasses.field(default_factory=list)  # a few lines of an IR diff per snapshot and kernel


BRIEF_LINES = 6  # changed lines of an IR diff a brief keeps, per snapshot and per kernel


def brief(diff_text: str, lines: int = BRIEF_LINES) -> str:
    """The heading and the first `lines` changed lines (`-`/`+`, not the file headers) of a diff."""
    text = diff_text.splitlines()
    if not text:
        return ""
    changed = [line for line in text[1:] if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    kept = [text[0]] if not text[0].startswith(("---", "@@")) else []
    return "\n".join(kept + changed[:lines] + ([f"... {len(changed) - lines} more changed lines"]
                                                if len(changed) > lines else []))


class Store:
    def __init__(self, root: Path, package: str, name: str | None = None, carry_from: str | None = None):
        self.root = root
        self.package = package
        self.name = name
        self.label = package if name in (None, package) else f"{name}-{package}"
        # `--golden-from ENV` (harness upgrade): every case is judged against ENV's golden, as a carried one
        self.carry_from = carry_from

    @functools.cached_property
    def env(self) -> str:
        """This environment's folder (environment_key: JAX's backend), asked for only where needed: the
        summary's unused goldens span every environment and start no backend."""
        return environment_key(self.package, self.name)

    def mine(self, env: str) -> bool:
        """Whether an environment folder holds this target's goldens (a golden root can hold several)."""
        tail = env.split("-jaxlib", 1)[-1].split("-", 1)[-1]
        return re.match(rf"{re.escape(self.label)}\d", tail) is not None

    @property
    def kernels(self) -> KernelStore:
        return KernelStore(self.root / self.env / kernel_store.FOLDER)

    def kernels_of(self, env: str) -> KernelStore:
        return KernelStore(self.root / env / kernel_store.FOLDER)

    def environments(self) -> list[str]:
        """Every environment folder of this target in the store."""
        if not self.root.is_dir():
            return []
        return sorted(d.name for d in self.root.iterdir() if d.is_dir() and self.mine(d.name))

    def carries(self, env: str) -> bool:
        """Whether a golden of `env` may judge a case of this environment: the same platform and CPU
        code-generation profile, the same target, and the same target version (a target versioned by JAX
        itself, VERSIONED_BY_JAX, has none of its own: its version moves with the JAX line)."""
        now, then = parse_environment(self.env, self.label), parse_environment(env, self.label)
        return (now is not None and then is not None and then.key != now.key and then.where == now.where
                and (self.package in VERSIONED_BY_JAX or then.version == now.version))

    def nearest(self, pair: str, case_id: str, file: str = "record.json") -> str | None:
        """The nearest other environment that holds `file` of this case and `carries`: the newest one
        at or below this JAX (jax, then jaxlib, release: the line an upgrade comes from); where there is
        none, the oldest above it (a downgrade). None where no environment qualifies."""
        now = parse_environment(self.env, self.label)
        if now is None:
            return None
        found = [e for e in (parse_environment(env, self.label) for env in self.environments()
                             if self.carries(env) and (self.root / env / pair / case_id / file).is_file())
                 if e is not None]
        older = [e for e in found if e.order <= now.order]
        newer = [e for e in found if e.order > now.order]
        if older:
            return max(older, key=lambda e: e.order).key
        return min(newer, key=lambda e: e.order).key if newer else None

    def reference(self, pair: str, case_id: str, file: str = "record.json") -> str | None:
        """The environment whose golden judges this case when it is not this environment's own: the
        one `--golden-from` names, else (no `file` here) the nearest; None: this environment's own."""
        if self.carry_from and self.carry_from != self.env:
            return self.carry_from
        if (self.folder(pair, case_id) / file).exists():
            return None
        return self.nearest(pair, case_id, file)

    def store_kernels(self, golden: Golden) -> int:
        """Keep the text of every kernel the golden's snapshots name; how many were new."""
        named = {key for text in golden.ir.values() for _, _, key in references(text)}
        return sum(self.kernels.put(text) for key, text in sorted(golden.kernels.items()) if key in named)

    def folder(self, pair: str, case_id: str, env: str | None = None) -> Path:
        return self.root / (env or self.env) / pair / case_id

    def other_environments(self, pair: str, case_id: str) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted(d.name for d in self.root.iterdir()
                      if d.is_dir() and d.name != self.env and self.mine(d.name)
                      and (d / pair / case_id / "record.json").exists())

    # -- reading ------------------------------------------------------------------------------

    def load(self, pair: str, case_id: str, env: str | None = None) -> Golden:
        """The golden of this environment, or of `env` (a golden carried from another environment)."""
        folder = self.folder(pair, case_id, env)
        record_path = folder / "record.json"
        if env not in (None, self.env) and not record_path.exists():
            raise GoldenError(f"{case_id}: no golden in {env} ({folder}); environments of this target in "
                              f"{self.root}: {', '.join(self.environments()) or 'none'}")
        if not record_path.exists():
            others = self.other_environments(pair, case_id)
            if others:
                raise GoldenError(
                    f"{case_id}: no golden for this environment ({self.env}); goldens exist for "
                    f"{', '.join(others)}. The environment changed: review the differences, then run "
                    f"`{bless_command(case_id)}`")
            raise MissingGolden(f"{case_id}: no golden at {folder}; create it with `{bless_command(case_id)}`")
        try:
            record = json.loads(record_path.read_text())
            if isinstance(record.get("format"), int) and record["format"] != FORMAT and record.get("case") == case_id:
                raise GoldenError(f"{case_id}: golden {folder} is in format {record['format']}, this harness reads "
                                  f"format {FORMAT}; re-bless it with `{bless_command(case_id)}`")
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
        by_variable = {side: [bool(leaf.get("by_variable", False)) for leaf in leaves]
                       for side, leaves in record["values"].items()}
        return Golden(case_id, pair, values, ir, record["provenance"], float(record.get("slack", 1.0)), by_variable)

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
            write_atomic(folder / name, data)
        self.store_kernels(golden)
        for stale in folder.glob("*.mlir"):
            if stale.name not in files:
                stale.unlink()
        record = {
            "format": FORMAT, "case": golden.case_id, "pair": golden.pair, "environment": self.env,
            "provenance": golden.provenance, "slack": golden.slack,
            "values": {side: [{"dtype": a.dtype.name, "shape": list(a.shape),
                               "by_variable": bool(golden.by_variable.get(side, [False] * len(leaves))[i])}
                              for i, a in enumerate(leaves)]
                       for side, leaves in golden.values.items()},
            "ir": sorted(golden.ir),
            "files": {name: _sha(data) for name, data in files.items()},
        }
        write_atomic(folder / "record.json", (json.dumps(record, indent=1, sort_keys=True) + "\n").encode())
        return folder

    # -- unused goldens -----------------------------------------------------------------------

    def stored(self) -> list[tuple[str, str, str, Path]]:
        """(environment, pair, case id, folder) of every golden on disk."""
        out = []
        if not self.root.is_dir():
            return out
        for env in sorted(p for p in self.root.iterdir() if p.is_dir() and self.mine(p.name)):
            for pair in sorted(p for p in env.iterdir() if p.is_dir() and p.name != kernel_store.FOLDER):
                for case in sorted(p for p in pair.iterdir() if p.is_dir()):
                    out.append((env.name, pair.name, case.name, case))
        return out

    def unused_kernels(self) -> list[Path]:
        """Kernel texts no stored golden of this environment names any more."""
        named = {key for _, _, _, folder in self.stored() if folder.parent.parent.name == self.env
                 for snap in folder.glob("*.mlir") for _, _, key in references(snap.read_text())}
        return [self.kernels.path(key) for key in self.kernels.keys() if key not in named]

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
    environment, or different) says what differs and the command that blesses it. A case with no
    golden here that another environment carries (Store.reference) is judged as `verify_carried` says."""
    reference = store.reference(actual.pair, actual.case_id)
    if reference is not None:
        return verify_carried(store, actual, reference)
    stored = store.load(actual.pair, actual.case_id)
    figures: dict[str, Any] = {}
    diffs = compare(stored, actual, figures, store.kernels.get)
    if diffs:
        lines = [f"{d.what}: {d.summary}" + (f"\n{d.detail}" if d.detail else "") for d in diffs]
        raise GoldenError(f"{actual.case_id}: differs from its golden ({store.folder(actual.pair, actual.case_id)})\n"
                          + "\n".join(lines) + f"\nIf the change is intended: {bless_command(actual.case_id)}", diffs,
                          stored)
    return {"golden": "matches", **figures}


def verify_carried(store: Store, actual: Golden, env: str) -> dict[str, Any]:
    """A case judged against the golden of another environment `env` (the nearest, or `--golden-from`'s):
    values beyond their bounds fail, naming both environments; IR snapshots that moved are reported
    (figures: golden_changed, each with a few lines of its diff modulo renaming) and pass. The figures
    carry each output leaf's drift (golden_values) for `harness upgrade`."""
    stored = store.load(actual.pair, actual.case_id, env)
    figures: dict[str, Any] = {}
    per_leaf: list[dict[str, Any]] = []
    diffs = compare(stored, actual, figures, store.kernels_of(env).get, per_leaf)
    moved = [d for d in diffs if not d.what.startswith("ir:")]
    changed = [d for d in diffs if d.what.startswith("ir:")]
    why = "" if store.carry_from else ", which has no golden of its own for the case"
    carried = {"golden_env": env, "golden_now": store.env, "golden_values": per_leaf,
               "golden_changed": [{"what": d.what, "summary": d.summary, "brief": d.brief} for d in changed]}
    if moved:
        lines = [f"{d.what}: {d.summary}" + (f"\n{d.detail}" if d.detail else "") for d in moved]
        lines += [f"{d.what} (changed, not a failure across environments): {d.summary}"
                  + "".join(f"\n{b}" for b in d.brief) for d in changed]
        raise GoldenError(
            f"{actual.case_id}: values moved beyond tolerance between {env} (the golden's environment) and "
            f"{store.env} (this one{why})\n" + "\n".join(lines)
            + f"\nIf the change is intended: {bless_command(actual.case_id)} --accept-moved-values",
            diffs, stored, {**figures, **carried})
    said = (f"judged against {env} ("
            + (f"--golden-from {env}" if store.carry_from else f"no golden for {store.env}") + "): values within tolerance"
            + (f"; changed: {'; '.join(f'{d.what} {d.summary}' for d in changed)}" if changed else ", IR unchanged"))
    return {"golden": said, **figures, **carried}


def bless(store: Store, actual: Golden, what: str, dry_run: bool, accept_moved: bool = False) -> dict[str, Any]:
    """Write what a case produced (the caller has checked its parity): only what `what` names
    ("values", "ir" or "all") changes, only a golden that differs is rewritten, nothing under dry run.
    A case new to this environment that another one carries (Store.reference) is compared with that
    golden first: values moved beyond their bounds are refused (GoldenError naming both environments)
    unless `accept_moved`."""
    try:
        stored: Golden | None = store.load(actual.pair, actual.case_id)
    except GoldenError:
        stored = None
    carried: list[Difference] = []
    if stored is None:
        carried = _carried_differences(store, actual, accept_moved)
    if stored is not None:
        if what == "values":
            actual.ir = stored.ir
        elif what == "ir":
            actual.values = stored.values
    diffs = compare(stored, actual, None, store.kernels.get) if stored is not None else []
    # within bounds, but produced under another code generation (the store's profile changed): the
    # record is rewritten so that its provenance names the profile its folder is keyed by
    profile = (stored.provenance.get("host", {}).get("codegen") if stored is not None else None,
               actual.provenance.get("host", {}).get("codegen"))
    state = ("new" if stored is None else "changed" if diffs
             else "re-recorded" if profile[0] != profile[1] else "unchanged")
    kept = 0
    if state != "unchanged" and not dry_run:
        store.write(actual)
    elif not dry_run:
        kept = store.store_kernels(actual)  # goldens blessed before the kernel store get their texts
    return {"blessed": state if not dry_run else f"{state} (dry run)", "kernels_stored": kept,
            "bless_summary": "; ".join(f"{d.what}: {d.summary}" for d in diffs or carried),
            "bless_diff": "\n".join(d.detail for d in diffs or carried if d.detail)}


def _carried_differences(store: Store, actual: Golden, accept_moved: bool) -> list[Difference]:
    """What a case new to this environment changes against the golden of the environment that would
    judge it (Store.reference), headed by where it comes from; GoldenError where its values moved
    beyond their bounds and `accept_moved` is not given. Nothing where no environment carries it."""
    env = store.reference(actual.pair, actual.case_id)
    if env is None:
        return []
    try:
        old = store.load(actual.pair, actual.case_id, env)
    except GoldenError:
        return []  # a golden that cannot be read elsewhere does not stand in the way of this one
    diffs = compare(old, actual, None, store.kernels_of(env).get)
    moved = [d for d in diffs if not d.what.startswith("ir:")]
    if moved and not accept_moved:
        raise GoldenError(
            f"{actual.case_id}: refusing to bless into {store.env}: values moved beyond tolerance from the golden "
            f"of {env} (the environment that judges this case until it has a golden here)\n"
            + "\n".join(f"{d.what}: {d.summary}" for d in moved)
            + f"\nIf the move is intended: {bless_command(actual.case_id)} --accept-moved-values",
            diffs, old, {"golden_env": env, "golden_now": store.env, "bless_refused": "values moved"})
    head = Difference("from", f"{env}: values " + ("moved beyond tolerance, accepted (--accept-moved-values)"
                                                   if moved else "within tolerance"))
    return [head, *diffs]


def compare(golden: Golden, actual: Golden, figures: dict[str, Any] | None = None,
            stored_kernel: Callable[[str], str | None] | None = None,
            per_leaf: list[dict[str, Any]] | None = None) -> list[Difference]:
    """Everything that differs between a stored golden and what the case produced now: values
    beyond the norm-wise allowance (GOLDEN_EPS x the slack declared now), NaN positions, integers, IR text
    (with a diff of each kernel's own IR where `stored_kernel` gives the golden's kernel texts). IR text
    differs by its exact bytes; the diffs shown are modulo generated names (harness.analysis.ir_diff).
    `figures`, when given, receives the largest drift seen (golden_norm2_eps, _normmax_eps, _max_ulp);
    `per_leaf`, when given, one record per output leaf: its drift, its allowance, whether it moved beyond."""
    diffs: list[Difference] = []
    leaf_figures = per_leaf if per_leaf is not None else []
    worst = figures if figures is not None else {}
    worst.update(golden_norm2_eps=0.0, golden_normmax_eps=0.0, golden_max_ulp=0)
    for side in sorted(set(golden.values) | set(actual.values)):
        want, got = golden.values.get(side, []), actual.values.get(side, [])
        if len(want) != len(got):
            diffs.append(Difference(f"values:{side}", f"{len(got)} output leaves, golden has {len(want)}"))
            leaf_figures.append({"what": f"values:{side}", "moved": True, "note": diffs[-1].summary})
            continue
        grouped = actual.by_variable.get(side) or golden.by_variable.get(side) or [False] * len(want)
        for i, (w, g) in enumerate(zip(want, got)):
            what = f"values:{side}[{i}]"
            if w.dtype != g.dtype or w.shape != g.shape:
                diffs.append(Difference(what, f"{g.dtype}{list(g.shape)}, golden {w.dtype}{list(w.shape)}"))
                leaf_figures.append({"what": what, "dtype": g.dtype.name, "moved": True, "note": diffs[-1].summary})
                continue
            if not np.issubdtype(np.dtype(w.dtype), np.inexact) and w.dtype.name != "bfloat16":
                bad = int(np.sum(w != g))
                if bad:
                    diffs.append(Difference(what, f"{bad} of {w.size} elements differ (integers compare exactly)"))
                leaf_figures.append({"what": what, "dtype": w.dtype.name, "n_changed": bad, "size": int(w.size),
                                     "moved": bool(bad)})
                continue
            wn, gn = np.isnan(w.astype(np.float64)), np.isnan(g.astype(np.float64))
            if (wn != gn).any():
                diffs.append(Difference(what, f"NaN at {int((wn != gn).sum())} positions where the golden "
                                              f"has none (or the reverse)"))
                leaf_figures.append({"what": what, "dtype": w.dtype.name, "moved": True, "note": diffs[-1].summary})
                continue
            k2, kmax = (k * actual.slack for k in GOLDEN_EPS.get(w.dtype.name, GOLDEN_EPS["float32"]))
            f = drift(w, g, grouped[i])
            worst.update(golden_norm2_eps=max(worst["golden_norm2_eps"], round(f["norm2_eps"], 4)),
                         golden_normmax_eps=max(worst["golden_normmax_eps"], round(f["normmax_eps"], 4)),
                         golden_max_ulp=max(worst["golden_max_ulp"], f["max_ulp"]))
            leaf_figures.append({"what": what, "dtype": w.dtype.name, "norm2_eps": _sig(f["norm2_eps"]),
                                 "normmax_eps": _sig(f["normmax_eps"]), "allowed": [k2, kmax],
                                 "max_abs": _sig(f["max_abs"]), "max_rel": _sig(f["max_rel"]), "max_ulp": f["max_ulp"],
                                 "n_changed": f["n_changed"], "size": f["size"],
                                 "moved": bool(f["norm2_eps"] > k2 or f["normmax_eps"] > kmax)})
            if f["norm2_eps"] > k2 or f["normmax_eps"] > kmax:
                var = f" (worst variable {f['variable']})" if f["variable"] is not None else ""
                diffs.append(Difference(what, f"drifted {f['norm2_eps']:.3g} eps in the 2-norm (allowed {k2:g}) and "
                                              f"{f['normmax_eps']:.3g} eps in the max-norm (allowed {kmax:g}){var}; "
                                              f"{f['n_changed']} of {f['size']} elements changed, max {f['max_ulp']} "
                                              f"ulps, max abs {f['max_abs']:.3g}, mean abs {f['mean_abs']:.3g}"))
    for kind in sorted(set(golden.ir) | set(actual.ir)):
        want, got = golden.ir.get(kind), actual.ir.get(kind)
        if want == got:
            continue
        if want is None or got is None:
            diffs.append(Difference(f"ir:{kind}", "snapshot " + ("added" if want is None else "no longer produced")))
            continue
        diff = ir_diff.diff(want, got, f"golden/{kind}.mlir", f"now/{kind}.mlir", context=2)
        detail = "\n".join(diff.lines[:80]) + ("\n..." if len(diff.lines) > 80 else "")
        kernels = kernel_diffs(want, got, stored_kernel or (lambda key: None), actual.kernels.get)
        summary = diff.summary() + (f", {len(kernels)} kernel(s) changed" if kernels else "")
        short = [brief(f"{kind} snapshot: {diff.summary()}\n" + "\n".join(diff.lines))] if diff.lines else []
        short += [brief(k) for k in kernels]
        diffs.append(Difference(f"ir:{kind}", summary, "\n".join(filter(None, [detail, *kernels])), short))
    return diffs


def _sig(x: float) -> float:
    """A figure as reports print it (4 significant digits; inf stays inf)."""
    return float(f"{x:.4g}")

