"""The gate's compile-speed flags (harness.jaxtools.codegen.FAST_COMPILE) against XLA's defaults, measured.

Usage: python bench/codegen_options.py [--pairs PATH] [-k SUBSTRING ...] [--grid default|smoke] [--no-gradients]
For every selected mesh-1 case of the grid: each side's program (and, for a differentiable pair the gate
accepts, both sides' reverse-mode program) is traced and lowered once, then compiled twice, with
XLA's default options and with the gate's, and run; the outputs must agree bit for bit. Prints, per
case, the compile seconds (CPU) each way and whether every output bit matched, then the totals.
Prints figures; asserts nothing. The process runs under the harness's pinned code generation.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", default=str(REPO / "astronomix" / "pairs.py"))
    parser.add_argument("-k", nargs="*", default=[], help="keep cases whose id contains any of these")
    parser.add_argument("--grid", default="default", choices=("default", "smoke"))
    parser.add_argument("--no-gradients", action="store_true")
    opts = parser.parse_args()

    from harness.jaxtools import codegen
    from harness.grid import devices
    from harness.run.gpu import toolchain

    toolchain.prepare_environment()
    devices.configure(1)
    codegen.configure("portable")
    import jax
    import numpy as np

    from harness.declare import differentiated, load_target
    from harness.run.engine import Engine
    from harness.run.gradient_programs import derivative_inputs
    from harness.jaxtools.jaxcompat import enable_x64
    from harness.grid.cases import all_cases

    target = load_target(opts.pairs)
    engine = Engine(target)
    default = dict(codegen.XLA_DEFAULT_COMPILE)
    print(f"gate's flags: {codegen.FAST_COMPILE}; XLA's defaults: {default}", flush=True)

    def programs(pair, case):
        """(name, lowered, args) of each program the gate compiles for this case at mesh 1."""
        w = pair.build(case, engine.resolved(pair))
        args = tuple(jax.numpy.asarray(a) for a in w.args)
        out = []
        for name, fn in (("native", w.native), ("pallas", w.pallas)):
            try:
                with engine._side_context(name, None, w):
                    out.append((name, jax.jit(fn).trace(*args).lower(), args))
            except Exception:  # noqa: BLE001 - a side that does not trace (a declared refusal) has none
                continue
            if opts.no_gradients or not pair.differentiable or not pair.accepts(case):
                continue
            try:
                with engine._side_context(name, None, w):
                    partial_fn, primals, _, cotangent = derivative_inputs(case, fn, args, differentiated(w, case.id))
                    lowered = jax.jit(lambda p, c: jax.vjp(partial_fn, *p)[1](c)).trace(primals, cotangent).lower()
                out.append((f"{name}.vjp", lowered, (primals, cotangent)))
            except Exception:  # noqa: BLE001 - a side that cannot be differentiated has no program
                pass
        return out

    def compile_run(lowered, args, options):
        c0 = time.process_time()
        compiled = lowered.compile(options)
        seconds = time.process_time() - c0
        out = jax.block_until_ready(compiled(*args))
        return seconds, [np.asarray(x) for x in jax.tree_util.tree_leaves(out)]

    fast_options = dict(codegen.FAST_COMPILE)
    totals = {"default": 0.0, "fast": 0.0, "programs": 0, "identical": 0}
    differing = []
    for pair, case in all_cases(target, grid=opts.grid, mesh_sizes=[1], interpret=(True,)):
        if opts.k and not any(k in case.id for k in opts.k):
            continue
        with enable_x64(case.x64):
            try:
                built = programs(pair, case)
            except Exception as err:  # noqa: BLE001 - the gate reports a case that does not build
                print(f"  {case.id}: not built: {type(err).__name__}", flush=True)
                continue
            for name, lowered, args in built:
                try:
                    slow, ref = compile_run(lowered, args, default)
                    fast, got = compile_run(lowered, args, fast_options)
                except Exception as err:  # noqa: BLE001
                    print(f"  {case.id} {name}: {type(err).__name__}: {str(err)[:120]}", flush=True)
                    continue
                same = len(ref) == len(got) and all(
                    a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes() for a, b in zip(ref, got))
                totals["default"] += slow
                totals["fast"] += fast
                totals["programs"] += 1
                totals["identical"] += same
                if not same:
                    differing.append(f"{case.id} {name}")
                print(f"{case.id:90s} {name:11s} compile {slow:7.2f} s -> {fast:6.2f} s  "
                      f"{'bit-identical' if same else 'DIFFERS'}", flush=True)
    print(f"\n{totals['programs']} programs: compile CPU {totals['default']:.0f} s with XLA's defaults, "
          f"{totals['fast']:.0f} s with the gate's flags ({totals['default'] / max(totals['fast'], 1e-9):.2f}x); "
          f"{totals['identical']} bit-identical, {len(differing)} differ")
    for line in differing:
        print("  differs:", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
