"""Which side of each pair runs on the mesh a user gets from `jax.make_mesh` (the pinned JAX's
default axis types: Explicit in 0.10), entered with the target's mesh context as the gate's mesh
cases enter it? Pair by pair, at the first mesh case of each pair's PR grid, its Auto run beside its
twin on the user's mesh (Case.mesh_axes "explicit", which the gate runs too: grid.user_mesh_cases).

    python bench/explicit_mesh.py [--gpus 2] [--pairs astronomix/pairs.py] [--only weno_hydro_flux,...]
"""

from __future__ import annotations

import argparse
import os
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gpus", type=int, default=2, help="mesh size (simulated CPU devices)")
    parser.add_argument("--pairs", default="astronomix/pairs.py")
    parser.add_argument("--only", default="", help="comma-separated pair names")
    args = parser.parse_args(argv)
    from harness.grid import devices

    devices.configure(args.gpus)  # before JAX starts its backends
    from harness.declare import load_target
    from harness.run.engine import Engine
    from harness.grid.cases import all_cases

    target = load_target(args.pairs)
    only = set(filter(None, args.only.split(",")))
    import dataclasses

    engine = Engine(target)
    done: set[str] = set()
    print(f"{'pair':28} {'case':58} {'auto: native / pallas':24} make_mesh: native / pallas")
    tally = {"native": 0, "pallas": 0, "pairs": 0}
    for pair, case in all_cases(target, grid="default", mesh_sizes=(1, args.gpus), interpret=(True,)):
        if case.mesh != args.gpus or case.mesh_axes != "auto" or pair.name in done or (only and pair.name not in only):
            continue
        done.add(pair.name)
        t0 = time.perf_counter()
        user_case = dataclasses.replace(case, mesh_axes="explicit")
        runs = [engine.run(pair, c) for c in (case, user_case)]
        for c in (case, user_case):
            engine.forget(c.id)
        verdicts = [[_verdict(side) for side in (run.native_on_user_mesh or run.native, run.pallas)] for run in runs]
        if verdicts[1][1] == "runs" and verdicts[0][1] == "runs":
            verdicts[1][1] += f" (max |diff| vs Auto {_max_diff(runs[0].pallas.outputs, runs[1].pallas.outputs):.1e})"
        tally["pairs"] += 1
        tally["native"] += verdicts[1][0].startswith("runs")
        tally["pallas"] += verdicts[1][1].startswith("runs")
        print(f"{pair.name:28} {case.id.split('[', 1)[1][:-1]:58} {' / '.join(v[:10] for v in verdicts[0]):24} "
              f"{' / '.join(verdicts[1])}  ({time.perf_counter() - t0:.0f} s)", flush=True)
    print(f"\non jax.make_mesh's mesh: native runs for {tally['native']} of {tally['pairs']} pairs, "
          f"Pallas for {tally['pallas']} of {tally['pairs']}")
    return 0


def _max_diff(a, b) -> float:
    import jax
    import numpy as np

    pairs = zip(jax.tree_util.tree_leaves(a), jax.tree_util.tree_leaves(b))
    return max((float(np.max(np.abs(np.asarray(x, np.float64) - np.asarray(y, np.float64)), initial=0.0))
                for x, y in pairs), default=0.0)


def _verdict(side) -> str:
    if side.error is None:
        return "runs"
    inner = getattr(side.error, "error", side.error)
    return f"{type(inner).__name__}: {str(inner).splitlines()[0][:90]}"


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    sys.exit(main())
