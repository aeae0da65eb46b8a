"""Compile one Pallas-Triton kernel for an NVIDIA GPU without a GPU, and say what it costs there.

The Triton IR that `pallas_call` puts in the backend config of a `__gpu$xla.gpu.triton` custom call
(found by `harness.jaxtools.ir.triton_kernels`) -> PTX and shared memory, in a killable worker
process -> `ptxas -v` -> registers, spills, stack, shared memory, compile time. The PTX is the CUDA
plugin's Triton compiler's where the line has one (jax <= 0.10, `jaxcompat.plugin_triton_compiler`),
else XLA's own, from a deviceless compile of the kernel's call alone (jax >= 0.11,
`harness.run.gpu.xla_triton`: the kernel as XLA builds it on those lines; its "Triton" time is then
that whole compile, XLA's own ptxas run to a cubin included in the wall time but not in the CPU
time, which counts the worker process only). Compile time is also measured in units of a
calibration kernel compiled beside it, so that a budget holds on a machine of another speed. Needs
the `gpu-aot` extra and a `ptxas` of CUDA >= 12.8, as `harness.run.gpu.toolchain` finds and checks
them.
"""

from __future__ import annotations

import atexit
import functools
import os
import pickle
import re
import select
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from harness.errors import GpuCompileError, KernelCompileTimeout
from harness.jaxtools import ir, lower
from harness.jaxtools import jaxcompat
from harness.run.gpu import toolchain
from harness.run.gpu.toolchain import KernelResources, parse_ptxas

WORKER_START_TIMEOUT_S = 300.0

# Per-kernel limits a check compares KernelResources with. From the CUDA C++ Programming Guide's
# "Technical Specifications per Compute Capability" table: 255 registers per thread and 64 K 32-bit
# registers per block for both; the opt-in maximum of shared memory per block is 227 KB on compute
# capability 9.0 (H100; also `shared_memory_per_block_optin: 232448` in the H100 target config) and
# 163 KB on 8.0 (A100).
DEVICE_LIMITS: dict[str, dict[str, int]] = {
    "sm_90a": {"registers_per_thread": 255, "registers_per_block": 65536,
               "shared_memory_bytes": 227 * 1024, "threads_per_block": 1024},
    "sm_80": {"registers_per_thread": 255, "registers_per_block": 65536,
              "shared_memory_bytes": 163 * 1024, "threads_per_block": 1024},
}
DEVICE_LIMITS["sm_90"] = DEVICE_LIMITS["sm_90a"]


def kernel_digest(kernel: Any) -> str:
    """What a kernel's compile depends on besides the compiler and the arch: its Triton IR and launch
    parameters. The same digest under the same compilers is the same compile, so the same cost. The IR
    is the normalised text of an `ir.TritonKernel`: the bytecode's locations name the files the kernel
    was traced from, so a digest of it would differ on every checkout path."""
    import hashlib

    return hashlib.sha256(f"{kernel.ir}/{kernel.num_warps}/{kernel.num_stages}".encode()).hexdigest()[:20]


# --------------------------------------------------------------------------------------------------
# Triton IR -> PTX in a worker process, PTX -> ptxas


def _triton_arch(arch: str) -> str:
    m = re.fullmatch(r"sm_(\d+)(\d)(a?)", arch)
    if not m:
        raise ValueError(f"arch {arch!r}: expected a CUDA architecture such as 'sm_90a' or 'sm_80'")
    return f"{m.group(1)}.{m.group(2)}{m.group(3)}"


def _send(stream: Any, obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(struct.pack("<Q", len(data)) + data)
    stream.flush()


def _recv_blocking(stream: Any) -> Any:
    header = stream.read(8)
    if len(header) < 8:
        raise EOFError
    (n,) = struct.unpack("<Q", header)
    return pickle.loads(stream.read(n))


def worker_main() -> None:
    """Child process: answer (ir, arch, warps, ctas, stages) requests with PTX and shared memory, on
    the fd that was stdout. The compiler is the plugin's where the line has one, else XLA's."""
    channel = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything printed by jax or C++ goes to stderr, not into the channel
    requests = sys.stdin.buffer

    try:
        plugin = jaxcompat.plugin_triton_compiler()
        if plugin is not None:  # jax <= 0.10: it takes Triton's spelling of the arch

            def compile_to_ptx(module: bytes, arch: str, *launch: int) -> tuple[str, int]:
                return plugin(module, _triton_arch(arch), *launch)
        else:  # jax >= 0.11
            from harness.run.gpu import xla_triton  # lazy: the XLA path, for jax >= 0.11 only

            compile_to_ptx = xla_triton.compile_to_ptx
            xla_triton.warm_up()  # start-up work (the plugin, the targets, XLA's compiler), not a kernel's
    except Exception as e:  # noqa: BLE001 - reported to the parent
        _send(channel, ("error", f"{type(e).__name__}: {e}"))
        return
    _send(channel, ("ready", None))
    while True:
        try:
            ir_bytes, arch, num_warps, num_ctas, num_stages = _recv_blocking(requests)
        except EOFError:
            return
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            ptx, smem = compile_to_ptx(ir_bytes, arch, num_warps, num_ctas, num_stages)
            _send(channel, ("ok", (ptx, int(smem), time.perf_counter() - t0, time.process_time() - c0)))
        except Exception as e:  # noqa: BLE001 - reported to the parent
            _send(channel, ("error", f"{type(e).__name__}: {e}"))


class _Worker:
    """A long-lived child that compiles Triton IR; killed and replaced when a compile times out."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.log: Any = None
        self.lock = threading.Lock()

    def _read(self, n: int, deadline: float) -> bytes:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        chunks, got = [], 0
        while got < n:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                raise TimeoutError
            chunk = os.read(fd, n - got)
            if not chunk:
                raise EOFError
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)

    def _recv(self, deadline: float) -> Any:
        (n,) = struct.unpack("<Q", self._read(8, deadline))
        return pickle.loads(self._read(n, deadline))

    def log_tail(self, chars: int = 2000) -> str:
        if self.log is None:
            return ""
        self.log.seek(0)
        text = self.log.read().decode(errors="replace")
        lines = [ln for ln in text.splitlines() if "cudart_stub" not in ln and "absl::InitializeLog" not in ln]
        return "\n".join(lines)[-chars:]

    def kill(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def start(self) -> None:
        env = dict(os.environ)
        env["JAX_SKIP_CUDA_CONSTRAINTS_CHECK"] = "1"
        env["JAX_PLATFORMS"] = "cpu"  # compile only: never open a GPU from the worker
        package_root = str(Path(__file__).resolve().parents[3])  # the folder holding harness/
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        if self.log is not None:
            self.log.close()
        self.log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "from harness.run.gpu.triton_compile import worker_main; worker_main()"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, env=env)
        try:
            kind, detail = self._recv(time.monotonic() + WORKER_START_TIMEOUT_S)
        except (TimeoutError, EOFError) as e:
            self.kill()
            why = "did not start in time" if isinstance(e, TimeoutError) else "died while starting"
            raise GpuCompileError(f"the Triton compile worker {why}: {self.log_tail()}") from None
        if kind != "ready":
            self.kill()
            raise GpuCompileError(f"the Triton compile worker cannot compile: {detail}")

    def compile(self, name: str, request: tuple, timeout_s: float) -> tuple[str, int, float, float]:
        with self.lock:
            if self.proc is None or self.proc.poll() is not None:
                self.start()  # start-up (importing jax) is not charged to the kernel's limit
            assert self.proc is not None and self.proc.stdin is not None
            deadline = time.monotonic() + timeout_s
            try:
                _send(self.proc.stdin, request)
                kind, detail = self._recv(deadline)
            except TimeoutError:
                self.kill()
                raise KernelCompileTimeout(
                    f"kernel {name!r}: Triton->PTX compile ran past its {timeout_s:g} s limit "
                    "(worker killed)") from None
            except (EOFError, BrokenPipeError):
                tail = self.log_tail()
                self.kill()
                raise GpuCompileError(f"kernel {name!r}: the Triton compiler crashed: {tail}") from None
            if kind != "ok":
                raise GpuCompileError(f"kernel {name!r}: Triton->PTX compile failed: {detail}")
            return detail


_worker = _Worker()
atexit.register(_worker.kill)


def shutdown_worker() -> None:
    """Stop the Triton compile worker (it is restarted on the next compile)."""
    with _worker.lock:
        _worker.kill()


def _children_cpu_seconds() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run_ptxas(name: str, ptx: str, target: str, timeout_s: float) -> tuple[str, float, float]:
    ptxas = toolchain.find_ptxas()
    if ptxas is None:
        raise GpuCompileError(f"kernel {name!r}: {toolchain.unavailable_reason()}")
    with tempfile.TemporaryDirectory(prefix="gpu_aot_") as tmp:
        src, out = Path(tmp) / "kernel.ptx", Path(tmp) / "kernel.cubin"
        src.write_text(ptx)
        t0, c0 = time.perf_counter(), _children_cpu_seconds()
        try:
            done = subprocess.run([ptxas, "-v", f"-arch={target}", str(src), "-o", str(out)],
                                  capture_output=True, text=True, timeout=max(timeout_s, 1e-3))
        except subprocess.TimeoutExpired:
            raise KernelCompileTimeout(
                f"kernel {name!r}: ptxas for {target} ran past the {timeout_s:g} s limit (killed)") from None
        seconds, cpu = time.perf_counter() - t0, _children_cpu_seconds() - c0
    log = done.stdout + done.stderr
    if done.returncode != 0:
        raise GpuCompileError(f"kernel {name!r}: ptxas -arch={target} failed: {log.strip()[-2000:]}")
    return log, seconds, cpu


def compile_kernel(name: str, triton_ir_bytecode: bytes, arch: str, *, num_warps: int, num_stages: int,
                   timeout_s: float, repeats: int = 1, num_ctas: int = 1) -> KernelResources:
    """Triton IR -> PTX -> ptxas for `arch` ("sm_90a", "sm_80", ...) and the resources it uses.

    Each repeat (Triton + ptxas) must end within `timeout_s`, else KernelCompileTimeout; the worker's
    one-off start (importing jax, seconds) is not counted. Other failures raise GpuCompileError.
    """
    _triton_arch(arch)  # a ValueError for what is no CUDA architecture, before any worker starts
    best: tuple[float, ...] | None = None
    for _ in range(max(1, repeats)):
        t_start = time.monotonic()
        ptx, smem, t_triton, c_triton = _worker.compile(
            name, (triton_ir_bytecode, arch, num_warps, num_ctas, num_stages), timeout_s)
        target_line = re.search(r"^\.target\s+(sm_\w+)", ptx, re.M)
        target = target_line.group(1) if target_line else arch
        left = timeout_s - (time.monotonic() - t_start)
        if left <= 0:
            raise KernelCompileTimeout(f"kernel {name!r}: compile for {arch} ran past its {timeout_s:g} s limit")
        log, t_ptxas, c_ptxas = _run_ptxas(name, ptx, target, left)
        if best is None or c_triton + c_ptxas < best[3]:
            best = (t_triton + t_ptxas, t_triton, t_ptxas, c_triton + c_ptxas, c_triton, c_ptxas)
    assert best is not None
    try:
        figures = parse_ptxas(log)
    except ValueError as e:
        raise GpuCompileError(f"kernel {name!r}: {e}") from None
    version = toolchain.ptxas_version(toolchain.find_ptxas() or "")
    return KernelResources(
        name=name, arch=target, num_warps=num_warps, num_stages=num_stages, shared_memory_bytes=smem,
        compile_seconds=best[0], triton_seconds=best[1], ptxas_seconds=best[2], compile_cpu_seconds=best[3],
        triton_cpu_seconds=best[4], ptxas_cpu_seconds=best[5],
        ptx_lines=ptx.count("\n") + 1, ptxas_version=".".join(map(str, version)) if version else "?",
        ptxas_log=log.strip(), **figures)


def compile_kernels(lowered: Any, arch: str, *, timeout_s: float, repeats: int = 1) -> list[KernelResources]:
    """`compile_kernel` for every Triton kernel of a CUDA-lowered program."""
    return [compile_kernel(k.name, k.bytecode, arch, num_warps=k.num_warps, num_stages=k.num_stages,
                           timeout_s=timeout_s, repeats=repeats) for k in ir.triton_kernels(lowered)]


# --------------------------------------------------------------------------------------------------
# calibration: compile times in units of this machine's speed, now


@functools.lru_cache(maxsize=1)
def _calibration_kernel() -> Any:
    """A fixed kernel of the size of a real stencil's compile (about 0.2 s of CPU here): a
    calibration that is mostly process start-up would not scale with the compiler's own work."""
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import triton as pltriton

    def body(x_ref, y_ref, o_ref):
        x, y = x_ref[...], y_ref[...]
        acc = x
        for k in range(24):
            acc = jnp.where(acc > 0.1 * k, jnp.tanh(acc) * y + 0.5 * k, jnp.exp(-acc * acc) - y * (k + 1))
        o_ref[...] = acc

    def fn(x, y):
        spec = pl.BlockSpec((256,), lambda i: (i,))
        return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(x.shape[0] // 256,),
                              in_specs=[spec, spec], out_specs=spec, name="calibration",
                              compiler_params=pltriton.CompilerParams(num_warps=4, num_stages=2))(x, y)

    s = jax.ShapeDtypeStruct((4096,), jnp.float32)
    [kernel] = ir.triton_kernels(lower.lower_for("cuda", fn, [s, s]))
    return kernel


def calibration_seconds(repeats: int = 3) -> float:
    """Least CPU time to compile the calibration kernel (Triton + ptxas for sm_90a) now.

    A first measurement of a kernel is divided by this; CPU time, not wall time, so that a busy
    second core does not stretch it. Budgets themselves use `compile_units` (paired, sturdier).
    """
    kernel = _calibration_kernel()
    return compile_kernel(kernel.name, kernel.bytecode, "sm_90a", num_warps=kernel.num_warps,
                          num_stages=kernel.num_stages, timeout_s=120.0, repeats=repeats).compile_cpu_seconds


def compile_units(name: str, bytecode: bytes, arch: str, *, num_warps: int, num_stages: int, timeout_s: float,
                  pairs: int = 9) -> float:
    """A kernel's compile cost in calibration units, measured to be compared with a budget: `pairs`
    interleaved (calibration, kernel) compiles, the geometric mean of their CPU-time ratios. The
    machine's speed drifts by 20 % and more within seconds on a shared VM; a calibration compiled
    just before each kernel compile drifts with it. bench/compile_noise.py measures the spread."""
    import math

    cal = _calibration_kernel()
    logs = []
    for _ in range(max(1, pairs)):
        c = compile_kernel(cal.name, cal.bytecode, "sm_90a", num_warps=cal.num_warps, num_stages=cal.num_stages,
                           timeout_s=120.0).compile_cpu_seconds
        k = compile_kernel(name, bytecode, arch, num_warps=num_warps, num_stages=num_stages,
                           timeout_s=timeout_s).compile_cpu_seconds
        logs.append(math.log(max(k, 1e-9) / max(c, 1e-9)))
    return math.exp(sum(logs) / len(logs))
