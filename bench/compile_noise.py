"""How noisy is a compile-time budget? The noise model behind harness.store.budgets.COMPILE_SLACK.

A GPU budget stores each Triton kernel's compile cost in calibration units: CPU time of the kernel's
Triton -> PTX -> ptxas compile over that of a fixed calibration kernel compiled just before it (a
pair). This script compiles real astronomix kernels (from the pairs' base cases) in many
consecutive pairs while the machine is idle, while one other process keeps a core busy (what the
second xdist worker of `-n 2` does on 2 cores) and while two do, and prints, per kernel and
estimator (one pair; the geometric mean of 3 and of 9 consecutive pairs), the spread: the largest
over the smallest estimate of the same kernel. The gate's rule follows from it (README, "GPU
budgets"): a first estimate from one pair, a confirmation from 9 before a verdict near the limit.

    python bench/compile_noise.py [--pairs 27] [--kernels 5] [--loads 0,1,2]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
BUSY = "import time\nwhile True:\n    sum(i * i for i in range(10 ** 6))\n"


def kernels_of_base_cases() -> list[tuple[str, bytes, int, int]]:
    """(name, bytecode, warps, stages) of every distinct Triton kernel of the pairs' base cases."""
    import jax

    from harness.jaxtools import ir
    from harness.declare import load_target, resolve
    from harness.grid.cases import cases_for
    from harness.jaxtools.jaxcompat import enable_x64

    target = load_target(REPO / "astronomix" / "pairs.py")
    seen: dict[bytes, tuple[str, bytes, int, int]] = {}
    for pair in target.pairs:
        [base] = cases_for(target, pair, grid="smoke", mesh_sizes=[1], interpret=(True,))
        case = dataclasses.replace(base, interpret=False)
        with enable_x64(case.x64):
            workload = pair.build(case, resolve(pair, target.source))
            structs = [jax.ShapeDtypeStruct(jax.numpy.shape(a), jax.numpy.asarray(a).dtype) for a in workload.args]
            try:
                lowered = jax.jit(workload.pallas).trace(*structs).lower(lowering_platforms=("cuda",))
            except Exception as err:  # noqa: BLE001 - a pair whose device build does not lower
                print(f"  {pair.name}: not lowered ({type(err).__name__})", file=sys.stderr)
                continue
            for k in ir.triton_kernels(lowered):
                seen.setdefault(k.bytecode, (k.name, k.bytecode, k.num_warps, k.num_stages))
    return list(seen.values())


def pair_ratios(kernel, count: int) -> list[float]:
    """`count` consecutive (calibration, kernel) CPU-time ratios, as triton_compile.compile_units takes them."""
    from harness.run.gpu import triton_compile

    cal = triton_compile._calibration_kernel()
    name, code, warps, stages = kernel
    out = []
    for _ in range(count):
        c = triton_compile.compile_kernel(cal.name, cal.bytecode, "sm_90a", num_warps=cal.num_warps,
                                          num_stages=cal.num_stages, timeout_s=120).compile_cpu_seconds
        k = triton_compile.compile_kernel(name, code, "sm_90a", num_warps=warps, num_stages=stages,
                                          timeout_s=600).compile_cpu_seconds
        out.append(k / c)
    return out


def estimates(ratios: list[float], size: int) -> list[float]:
    """Geometric means of consecutive groups of `size` ratios."""
    return [math.exp(statistics.mean(math.log(r) for r in ratios[i:i + size]))
            for i in range(0, len(ratios) - size + 1, size)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=27, help="consecutive pairs per kernel and load level")
    parser.add_argument("--kernels", type=int, default=5, help="kernels measured (spread over the sizes)")
    parser.add_argument("--loads", default="0,1,2", help="busy background processes per level")
    args = parser.parse_args()
    from harness.run.gpu import toolchain

    toolchain.prepare_environment()
    reason = toolchain.unavailable_reason()
    if reason:
        print(f"cannot measure: {reason}")
        return 2
    kernels = sorted(kernels_of_base_cases(), key=lambda k: len(k[1]))
    kernels = [k for k in kernels if not k[0].startswith("mhd")]  # 12-34 s each: too slow to repeat here
    step = max(1, len(kernels) // max(args.kernels, 1))
    kernels = kernels[::step][: args.kernels]
    print(f"{len(kernels)} kernels, {args.pairs} pairs each per load level; {os.cpu_count()} cores")
    ratios: dict[str, list[float]] = {k[0]: [] for k in kernels}
    for load in [int(x) for x in args.loads.split(",")]:
        busy = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(load)]
        try:
            t0 = time.perf_counter()
            for kernel in kernels:
                ratios[kernel[0]] += pair_ratios(kernel, args.pairs)
            print(f"load {load}: {time.perf_counter() - t0:.0f} s", flush=True)
        finally:
            for p in busy:
                p.kill()
                p.wait()
    sizes = (1, 3, 9)
    print(f"\n{'kernel':36s} {'units':>6s} " + " ".join(f"{'spread ' + str(n):>9s}" for n in sizes))
    worst = {n: 1.0 for n in sizes}
    for name, values in ratios.items():
        spreads = []
        for n in sizes:
            e = estimates(values, n)
            spreads.append(max(e) / min(e))
            worst[n] = max(worst[n], spreads[-1])
        print(f"{name[:36]:36s} {statistics.median(values):6.2f} " + " ".join(f"{s:9.2f}" for s in spreads))
    print("largest spread: " + ", ".join(f"{n} pair(s) {worst[n]:.2f}" for n in sizes))
    from harness.store.budgets import COMPILE_SLACK

    nine = worst[9]
    print(f"with slack {COMPILE_SLACK}: an unchanged kernel passes while the 9-pair spread stays below {COMPILE_SLACK} "
          f"(measured {nine:.2f}); a regression of {COMPILE_SLACK * nine:.2f}x or more always fails")
    return 0


if __name__ == "__main__":
    sys.exit(main())
