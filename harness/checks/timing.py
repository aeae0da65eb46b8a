"""The timing check: on a real GPU, compiled Pallas against compiled native, and XLA's real
memory_analysis against the deviceless one."""

from __future__ import annotations

from typing import Any

from harness.checks.case_filters import gpu_case
from harness.checks.check import Check, Context, Rows, Summary, View
from harness.errors import CheckFailure
from harness.run.case_run import CaseRun


def check_timing(run: CaseRun, benchmark: Any, rounds: int = 20) -> dict[str, Any]:
    """On a real GPU: the compiled Pallas side under pytest-benchmark, the native side timed the same
    way (min of `rounds`), and XLA's memory figures of the real executables against the deviceless
    H100 compile of the same case (which must agree on an H100: same XLA, same target)."""
    import time

    import jax

    native, pallas = run.native, run.pallas
    native.result(), pallas.result()
    args = run.args

    def best(fn: Any) -> float:
        times = []
        for _ in range(rounds):
            t0 = time.perf_counter()
            jax.block_until_ready(fn(*args))
            times.append(time.perf_counter() - t0)
        return min(times)

    native_s = best(native.compiled)
    benchmark.extra_info.update({"case": run.case.id, "side": "pallas", "native_min_s": native_s})
    benchmark.pedantic(lambda: jax.block_until_ready(pallas.compiled(*args)), rounds=rounds, warmup_rounds=2)
    pallas_s = best(pallas.compiled)
    report: dict[str, Any] = {"native_ms": round(native_s * 1e3, 4), "pallas_ms": round(pallas_s * 1e3, 4),
                              "speedup": round(native_s / pallas_s, 3) if pallas_s else None}
    device = jax.devices()[0].device_kind
    real = {side.name: side.compiled.memory_analysis() for side in (native, pallas)}
    report["real_temp_bytes"] = {k: int(v.temp_size_in_bytes) for k, v in real.items()}
    gpu = run.gpu()
    if gpu.unavailable or gpu.error:
        report["deviceless"] = gpu.unavailable or gpu.error
        return report
    deviceless = {k: m.temp_bytes for k, m in gpu.memory.items()}
    report["deviceless_temp_bytes"] = deviceless
    if "H100" in device:  # the deviceless target is an H100 (toolchain.H100_TARGET_CONFIG)
        off = {k: (report["real_temp_bytes"][k], deviceless[k]) for k in deviceless
               if report["real_temp_bytes"][k] != deviceless[k]}
        if off:
            raise CheckFailure(f"{run.case.id}: on this {device}, XLA's real temp bytes differ from the deviceless "
                               f"H100 compile: " + ", ".join(f"{k} {a} B vs {b} B" for k, (a, b) in off.items()))
    return report


def _timing(run: Any, ctx: Context) -> dict[str, Any]:
    """pytest-benchmark is the `timing` extra: without it the check is skipped and says how to get it,
    as gpu_compile is without the `gpu-aot` extra."""
    if not ctx.config.pluginmanager.hasplugin("benchmark"):
        import pytest

        pytest.skip("the timing check needs pytest-benchmark (not installed, or disabled with -p no:benchmark): "
                    "pip install 'pallas-conformance[timing]'")
    return check_timing(run, ctx.request.getfixturevalue("benchmark"))


def terminal_lines(rows: Rows, view: View) -> list[str]:
    """The compiled sides' timings and real temp bytes, or where no GPU ran, where they would."""
    if view.gpu_platform is False:
        return ["real GPU: none here; compiled-Pallas parity, timings and real memory_analysis() run with "
                "--gpus N on a machine with GPUs"]
    timed = [r for r in rows if "pallas_ms" in r["figures"]]
    if not timed:
        return []
    lines = ["GPU timings (min of 20; real temp bytes vs deviceless):"]
    for r in sorted(timed, key=lambda r: r["case"]):
        f = r["figures"]
        lines.append(f"  {r['case'][:72]:72s} native {f['native_ms']:9.4f} ms  pallas {f['pallas_ms']:9.4f} ms  "
                     f"x{f.get('speedup')}  temp {f.get('real_temp_bytes')} vs {f.get('deviceless_temp_bytes')}")
    return lines


CHECK = Check(  # compiled Pallas exists in the grid only where GPUs are present
    "timing", _timing, label="time",
    applies=lambda target, pair, case: gpu_case(target, pair, case) and not case.interpret,
    nothing_to_run=lambda plan: ("no GPU here: compiled-Pallas timings run with --gpus N on a machine with GPUs"
                                 if plan.platform != "gpu" else "no case of this grid needs the timing check"),
    summary=Summary(terminal=terminal_lines))
