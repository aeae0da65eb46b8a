"""How far do golden outputs move with XLA:CPU code generation? The measurement behind GOLDEN_EPS.

Runs every case of the PR grid that has a golden check under each code-generation setting (a
fresh process each, XLA_FLAGS set before JAX starts, `--codegen native` semantics: nothing else
pinned), keeps both sides' outputs, and prints, per dtype, how far each setting's outputs are from
the first setting's, in the units the golden check uses (harness.store.drift.drift: relative 2-norm and
max-norm per output variable, in eps), with the worst cases.

    python bench/golden_drift.py [--settings sse4_2,avx,avx2] [-k SUBSTRING] [--gpus 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
SETTINGS = {
    "sse4_2": "--xla_cpu_max_isa=SSE4_2", "avx": "--xla_cpu_max_isa=AVX", "avx2": "--xla_cpu_max_isa=AVX2",
    "native": "", "avx_vw128": "--xla_cpu_max_isa=AVX --xla_cpu_prefer_vector_width=128",
    "sse4_2_1thread": "--xla_cpu_max_isa=SSE4_2 --xla_cpu_multi_thread_eigen=false",
    "sse4_2_pdm": "--xla_cpu_max_isa=SSE4_2 --xla_cpu_enable_platform_dependent_math=true",
}


def worker(out: str, select: str, gpus: int) -> None:
    """In a fresh process: every golden case's outputs (both sides) into `out` (npz)."""
    import numpy as np

    from harness.jaxtools import compile_cache
    from harness.grid import devices
    from harness.run.gpu import toolchain

    toolchain.prepare_environment()
    devices.configure(gpus)
    from harness.manifest import known_failures
    from harness.declare import load_target
    from harness.grid.devices import mesh_sizes
    from harness.run.engine import Engine
    from harness.grid.cases import all_cases

    compile_cache.enable(REPO / ".harness-cache" / "jax")
    target = load_target(REPO / "astronomix" / "pairs.py")
    known = known_failures.load(REPO / "astronomix" / "known_failures.toml", {p.name for p in target.pairs})
    engine, saved = Engine(target), {}
    for pair, case in all_cases(target, grid="default", mesh_sizes=mesh_sizes(gpus), interpret=(True,)):
        if select and select not in case.id or (pair.on_reject == "raises" and not pair.accepts(case)):
            continue
        if known_failures.all_matching(known, pair.name, case.id, "values", case):
            continue  # no golden is kept for it
        run = engine.run(pair, case)
        try:
            for side in (run.native, run.pallas):
                for i, leaf in enumerate(__import__("jax").tree_util.tree_leaves(side.result())):
                    saved[f"{case.id}|{side.name}|{i}"] = np.asarray(leaf)
        except Exception as err:  # noqa: BLE001 - a failing case has no golden to drift from
            print(f"  skipped {case.id}: {type(err).__name__}", file=sys.stderr)
        engine.forget(case.id)
    np.savez(out, **saved)


def compare(reference: dict, other: dict) -> dict[str, list[tuple[float, float, str]]]:
    from harness.store.drift import drift

    rows: dict[str, list] = {}
    for key, want in reference.items():
        if key not in other or want.dtype.kind != "f":
            continue
        case_ndim = int(key.split("[", 1)[1][0])
        f = drift(want, other[key], by_variable=want.ndim == case_ndim + 1)
        rows.setdefault(want.dtype.name, []).append((f["norm2_eps"], f["normmax_eps"], key))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--settings", default="sse4_2,avx,avx2,native")
    parser.add_argument("-k", dest="select", default="", help="only cases whose id contains this")
    parser.add_argument("--gpus", type=int, default=2)
    parser.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.select, args.gpus)
        return 0
    import numpy as np

    out = Path(tempfile.mkdtemp(prefix="golden-drift-"))
    outputs = {}
    for name in args.settings.split(","):
        env = {**os.environ, "XLA_FLAGS": SETTINGS[name]}
        path = out / f"{name}.npz"
        subprocess.run([sys.executable, __file__, "--worker", str(path), "-k", args.select, "--gpus", str(args.gpus)],
                       env=env, check=True, stderr=subprocess.DEVNULL)
        outputs[name] = dict(np.load(path))
        print(f"{name}: {len(outputs[name])} output leaves", flush=True)
    names = list(outputs)
    for name in names[1:]:
        print(f"\n{name} vs {names[0]}:")
        for dtype, rows in sorted(compare(outputs[names[0]], outputs[name]).items()):
            rows.sort(reverse=True)
            moved = sum(1 for r in rows if r[0] > 0)
            print(f"  {dtype}: {moved} of {len(rows)} leaves moved; largest 2-norm {rows[0][0]:.3g} eps, "
                  f"max-norm {max(r[1] for r in rows):.3g} eps")
            for e2, emax, key in rows[:3]:
                if e2 > 0:
                    print(f"      {e2:8.3g} {emax:8.3g}  {key}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
