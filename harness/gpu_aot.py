"""Compile for NVIDIA GPUs without a GPU (deviceless AOT), so that CPU-only machines can still check
what a kernel costs on the hardware it is written for.

Two independent tools:

* `compile_kernel`: one Pallas-Triton kernel (the Triton IR that `pallas_call` puts in the backend
  config of a `__gpu$xla.gpu.triton` custom call) -> PTX (the CUDA plugin's Triton compiler, run in a
  killable worker process) -> `ptxas -v` -> registers, spills, stack, shared memory, compile time.
  Needs the `gpu-aot` extra and a `ptxas` of CUDA >= 12.8 (the wheel `nvidia-cuda-nvcc-cu12` or PATH).
* `deviceless_compile`: a whole jitted program compiled by XLA for an H100 (target config shipped in
  `harness/targets/h100_sxm.txtpb`) at mesh 1..N -> `memory_analysis()` figures and compiled HLO.
  Needs only the plugin (XLA has its own PTX compiler linked in, no `ptxas` is used).

Enabling it: `pip install -e ".[gpu-aot]"` (jax-cuda12-plugin and jax-cuda12-pjrt at jaxlib's version,
nvidia-cuda-nvcc-cu12 for ptxas), then call `prepare_environment()` BEFORE anything imports jax
(or export the same variables in the shell):

* `JAX_SKIP_CUDA_CONSTRAINTS_CHECK=1`: the plugin's `initialize()`, run when JAX discovers plugins
  (first backend use or topology request), calls cudaRuntimeGetVersion unless this is set or
  JAX_PLATFORMS excludes cuda; with no driver that fails, JAX logs a traceback and the plugin is not
  registered, so nothing can be compiled for CUDA in that process.
* `JAX_PLATFORMS=cpu` (only where no GPU is present): JAX reads it when it is imported; it keeps
  `jax.devices()` on the CPU and stops JAX from trying to create a CUDA client. With it the plugin still
  registers (compile-only), so `jax.devices()` stays `[CpuDevice]` and ordinary CPU use is unchanged.
  `harness.devices.configure` already sets it on CPU-only machines.

The Triton worker always runs with both set, whatever the parent has. Without a driver the plugin
logs a few harmless "Could not find cuda drivers on your machine" info lines per process.
"""

from __future__ import annotations

import atexit
import dataclasses
import functools
import importlib.metadata
import os
import pickle
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from harness import ir as ir_mod

TARGETS_DIR = Path(__file__).resolve().parent / "targets"
H100_TARGET_CONFIG = TARGETS_DIR / "h100_sxm.txtpb"
PLUGIN_DISTRIBUTIONS = ("jax-cuda12-plugin", "jax-cuda12-pjrt")
PTXAS_WHEEL = "nvidia-cuda-nvcc-cu12"
# The Triton of jaxlib 0.10.2 writes PTX ISA 8.8 (`.version 8.8`), which needs ptxas of CUDA 12.8+.
MIN_PTXAS_VERSION = (12, 8)
INSTALL_HINT = 'pip install -e ".[gpu-aot]"'
WORKER_START_TIMEOUT_S = 300.0
TRITON_CALL_TARGET = "__gpu$xla.gpu.triton"

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


class GpuCompileError(Exception):
    """A kernel or program could not be compiled for the GPU target (message names it and says why)."""


class KernelCompileTimeout(GpuCompileError):
    """A kernel compile ran past its limit; the worker or ptxas doing it was killed."""


# --------------------------------------------------------------------------------------------------
# environment and availability


def prepare_environment() -> bool:
    """Set what the CUDA plugin needs before JAX starts; False when jax was already imported.

    Sets JAX_SKIP_CUDA_CONSTRAINTS_CHECK=1 and, where no GPU is visible, JAX_PLATFORMS=cpu (both only
    if unset). JAX reads JAX_PLATFORMS when it is imported and the skip when it discovers its plugins
    (first backend use), so a late call may still be in time for the skip: `unavailable_reason()` tells.
    """
    os.environ.setdefault("JAX_SKIP_CUDA_CONSTRAINTS_CHECK", "1")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")  # "Could not find cuda drivers" is not news here
    from harness.devices import count_gpus

    if count_gpus() == 0:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
    return "jax" not in sys.modules


def _dist_version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def ptxas_search_locations() -> list[Path]:
    """Where `find_ptxas` looks, in order: the nvidia-cuda-nvcc-cu12 wheel on sys.path, then PATH."""
    places = [Path(p) / "nvidia" / "cuda_nvcc" / "bin" / "ptxas" for p in sys.path if p]
    on_path = shutil.which("ptxas")
    if on_path:
        places.append(Path(on_path))
    return places


def find_ptxas() -> str | None:
    """The ptxas to use: the pinned wheel's first (reproducible figures), else the one on PATH."""
    for place in ptxas_search_locations():
        if place.is_file() and os.access(place, os.X_OK):
            return str(place)
    return None


_ptxas_versions: dict[str, tuple[int, int] | None] = {}


def ptxas_version(ptxas: str) -> tuple[int, int] | None:
    """(major, minor) CUDA release of a ptxas, or None when it cannot say."""
    if ptxas not in _ptxas_versions:
        try:
            out = subprocess.run([ptxas, "--version"], capture_output=True, text=True, timeout=30).stdout
            m = re.search(r"release (\d+)\.(\d+)", out)
            _ptxas_versions[ptxas] = (int(m.group(1)), int(m.group(2))) if m else None
        except (OSError, subprocess.SubprocessError):
            _ptxas_versions[ptxas] = None
    return _ptxas_versions[ptxas]


def _plugins_discovered() -> bool:
    xb = sys.modules.get("jax._src.xla_bridge")
    return bool(xb is not None and getattr(xb, "_plugins_registered", False))


def _platforms_exclude_cuda(platforms: str | None) -> bool:
    if not platforms:
        return False
    names = {p.strip() for p in platforms.split(",")}
    return not names & {"cuda", "gpu"}


def compiler_versions() -> str:
    """What turns Triton IR into PTX and PTX into machine code here: a kernel-cache key part."""
    ptxas = find_ptxas() or ""
    parts = [f"{name} {_dist_version(name)}" for name in ("jaxlib", *PLUGIN_DISTRIBUTIONS)]
    return "; ".join(parts + [f"ptxas {ptxas} {ptxas_version(ptxas) if ptxas else None}"])


def compiler_identity() -> str:
    """The versions (no paths) of what compiles a kernel: recorded beside a compile-time budget, whose
    figure holds for a kernel only under the compilers it was measured with."""
    ptxas = find_ptxas()
    version = ptxas_version(ptxas) if ptxas else None
    parts = [f"{name} {_dist_version(name)}" for name in ("jaxlib", *PLUGIN_DISTRIBUTIONS)]
    return "; ".join(parts + [f"ptxas {'.'.join(map(str, version)) if version else None}"])


def kernel_digest(bytecode: bytes, num_warps: int, num_stages: int) -> str:
    """What a kernel's compile depends on besides the compiler and the arch: its Triton IR and launch
    parameters. The same digest under the same compilers is the same compile, so the same cost."""
    import hashlib

    return hashlib.sha256(bytecode + f"/{num_warps}/{num_stages}".encode()).hexdigest()[:20]


def unavailable_reason(*, need_ptxas: bool = True) -> str | None:
    """None when deviceless GPU compilation works here, else one sentence naming the fix.

    `need_ptxas=False` asks only about `deviceless_compile` (XLA needs no external ptxas).
    """
    try:
        jaxlib_version = _dist_version("jaxlib")
        if jaxlib_version is None:
            return "jaxlib is not installed; install the project first: pip install -e ."
        versions = {name: _dist_version(name) for name in PLUGIN_DISTRIBUTIONS}
        missing = [name for name, v in versions.items() if v is None]
        if missing:
            return (f"{' and '.join(missing)} not installed, so JAX cannot compile for CUDA; "
                    f"install the extra: {INSTALL_HINT}")
        wrong = {name: v for name, v in versions.items() if v != jaxlib_version}
        if wrong:
            found = ", ".join(f"{name} {v}" for name, v in wrong.items())
            pins = " ".join(f"{name}=={jaxlib_version}" for name in PLUGIN_DISTRIBUTIONS)
            return (f"{found} differ from jaxlib {jaxlib_version} (the plugin must match jaxlib exactly); "
                    f"run: pip install {pins}  (or {INSTALL_HINT})")
        if need_ptxas:
            ptxas = find_ptxas()
            if ptxas is None:
                return (f"no ptxas found (looked for nvidia/cuda_nvcc/bin/ptxas on sys.path and for ptxas on "
                        f"PATH); install the {PTXAS_WHEEL} wheel: {INSTALL_HINT}")
            version = ptxas_version(ptxas)
            if version is None or version < MIN_PTXAS_VERSION:
                have = "an unknown version" if version is None else f"CUDA {version[0]}.{version[1]}"
                need = ".".join(map(str, MIN_PTXAS_VERSION))
                return (f"ptxas at {ptxas} is {have}, but the PTX that jaxlib's Triton writes needs CUDA "
                        f"{need} or newer; install the {PTXAS_WHEEL} wheel: {INSTALL_HINT}")
        fix = ("call harness.gpu_aot.prepare_environment() before anything imports jax, or export "
               "JAX_SKIP_CUDA_CONSTRAINTS_CHECK=1 (and JAX_PLATFORMS=cpu without a GPU)")
        if "jax" not in sys.modules:
            if not os.environ.get("JAX_SKIP_CUDA_CONSTRAINTS_CHECK") and not _platforms_exclude_cuda(
                    os.environ.get("JAX_PLATFORMS")):
                return f"the CUDA plugin would fail its driver check when JAX starts; {fix}"
            return None
        from jax._src import config as jax_config

        if not _plugins_discovered() and not os.environ.get("JAX_SKIP_CUDA_CONSTRAINTS_CHECK") and \
                not _platforms_exclude_cuda(jax_config.jax_platforms.value):
            return f"the CUDA plugin would fail its driver check when JAX discovers it; {fix}"
        try:
            _topology(1)
        except Exception as e:  # noqa: BLE001 - turned into the one sentence
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            return f"JAX cannot make a CUDA compile target in this process ({first}); {fix}"
        return None
    except Exception as e:  # noqa: BLE001 - this function must never raise
        return f"the deviceless GPU compile check itself failed ({type(e).__name__}: {e}); {INSTALL_HINT}"


# --------------------------------------------------------------------------------------------------
# Triton kernels out of a lowered program


# Triton kernels come from harness.ir (triton_kernels, lower_for), shared with the IR checks.


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


def _worker_main() -> None:
    """Child process: answer (ir, arch, warps, stages) requests with PTX, on the fd that was stdout."""
    channel = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything printed by jax or C++ goes to stderr, not into the channel
    requests = sys.stdin.buffer
    import jax
    from jax._src.lib import triton as jtriton

    jax.devices()  # discovers the plugin, which registers the CUDA Triton compilation handler
    if not jtriton.has_compilation_handler("CUDA"):
        _send(channel, ("error", "the CUDA plugin registered no Triton compiler in the worker"))
        return
    _send(channel, ("ready", None))
    while True:
        try:
            ir_bytes, arch, num_warps, num_ctas, num_stages = _recv_blocking(requests)
        except EOFError:
            return
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            res = jtriton.compile("CUDA", ir_bytes, arch, num_warps=num_warps, num_ctas=num_ctas,
                                  num_stages=num_stages)
            _send(channel, ("ok", (res.asm, int(res.smem_bytes), time.perf_counter() - t0,
                                   time.process_time() - c0)))
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
        package_root = str(Path(__file__).resolve().parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        if self.log is not None:
            self.log.close()
        self.log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "from harness.gpu_aot import _worker_main; _worker_main()"],
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


@dataclasses.dataclass
class KernelResources:
    """What one kernel costs on one GPU architecture, as ptxas and the Triton compiler report it."""

    name: str
    arch: str  # the PTX target ptxas compiled for, e.g. "sm_90a"
    registers: int  # per thread
    spill_stores_bytes: int
    spill_loads_bytes: int
    stack_bytes: int
    shared_memory_bytes: int  # Triton's static + dynamic shared memory (smem_bytes)
    num_warps: int
    num_stages: int
    compile_seconds: float  # Triton->PTX + ptxas, wall clock, of the repeat with the least CPU time
    triton_seconds: float
    ptxas_seconds: float
    ptx_lines: int
    ptxas_version: str
    ptxas_log: str
    cached: bool = False  # taken from the kernel cache of an earlier session (harness.kernel_cache)
    # CPU time (user + system) of the same compile: what budgets compare, since a busy second core
    # stretches wall time but hardly the work done (bench/compile_noise.py measures both)
    compile_cpu_seconds: float = 0.0
    triton_cpu_seconds: float = 0.0
    ptxas_cpu_seconds: float = 0.0


_PTXAS_USED = re.compile(r"Used (\d+) registers")
_PTXAS_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")


def parse_ptxas(log: str) -> dict[str, int]:
    """Registers, spills and stack of the (first) entry function in `ptxas -v` output."""
    blocks = log.split("Compiling entry function")
    block = blocks[1] if len(blocks) > 1 else log
    used, frame = _PTXAS_USED.search(block), _PTXAS_FRAME.search(block)
    if used is None or frame is None:
        raise ValueError(f"unexpected ptxas -v output: {log.strip()[:500]}")
    return {"registers": int(used.group(1)), "stack_bytes": int(frame.group(1)),
            "spill_stores_bytes": int(frame.group(2)), "spill_loads_bytes": int(frame.group(3))}


def _children_cpu_seconds() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run_ptxas(name: str, ptx: str, target: str, timeout_s: float) -> tuple[str, float, float]:
    ptxas = find_ptxas()
    if ptxas is None:
        raise GpuCompileError(f"kernel {name!r}: {unavailable_reason()}")
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
    triton_arch = _triton_arch(arch)
    best: tuple[float, ...] | None = None
    for _ in range(max(1, repeats)):
        t_start = time.monotonic()
        ptx, smem, t_triton, c_triton = _worker.compile(
            name, (triton_ir_bytecode, triton_arch, num_warps, num_ctas, num_stages), timeout_s)
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
    version = ptxas_version(find_ptxas() or "")
    return KernelResources(
        name=name, arch=target, num_warps=num_warps, num_stages=num_stages, shared_memory_bytes=smem,
        compile_seconds=best[0], triton_seconds=best[1], ptxas_seconds=best[2], compile_cpu_seconds=best[3],
        triton_cpu_seconds=best[4], ptxas_cpu_seconds=best[5],
        ptx_lines=ptx.count("\n") + 1, ptxas_version=".".join(map(str, version)) if version else "?",
        ptxas_log=log.strip(), **figures)


def compile_kernels(lowered: Any, arch: str, *, timeout_s: float, repeats: int = 1) -> list[KernelResources]:
    """`compile_kernel` for every Triton kernel of a CUDA-lowered program."""
    return [compile_kernel(k.name, k.bytecode, arch, num_warps=k.num_warps, num_stages=k.num_stages,
                           timeout_s=timeout_s, repeats=repeats) for k in ir_mod.triton_kernels(lowered)]


# --------------------------------------------------------------------------------------------------
# whole-program XLA compile for an H100


@dataclasses.dataclass
class MemoryFigures:
    """XLA's memory_analysis() of a program compiled for an H100, per device."""

    temp_bytes: int
    argument_bytes: int
    output_bytes: int
    alias_bytes: int
    generated_code_bytes: int  # 0 on this deviceless target
    compile_seconds: float  # XLA compile only
    lower_seconds: float
    mesh_size: int
    hlo_text: str  # the compiled (optimised, scheduled) HLO
    kernels: list = dataclasses.field(default_factory=list)  # ir.TritonKernel of the program, as lowered


_topologies: dict[int, Any] = {}
MESH_AXES = ("var", "x", "y", "z")


def _topology(devices: int) -> Any:
    if devices not in _topologies:
        from jax.experimental import topologies

        _topologies[devices] = topologies.get_topology_desc(
            platform="cuda", topology_name="", target_config=H100_TARGET_CONFIG.read_text(),
            topology=f"1x1x{devices}")  # 1 slice x 1 host x N GPUs
    return _topologies[devices]


def deviceless_mesh(mesh_size: int, axes: tuple[str, ...] = MESH_AXES, split: str = "x") -> Any:
    """A mesh of N compile-only H100s along `split` (every other axis of size 1), Auto axes (like
    harness.devices.build_mesh), for functions that need the mesh they will be sharded over."""
    import numpy as np
    from jax.sharding import AxisType, Mesh

    shape = [mesh_size if axis == split else 1 for axis in axes]
    devices = np.array(_topology(mesh_size).devices).reshape(shape)
    return Mesh(devices, axes, axis_types=(AxisType.Auto,) * len(axes))


def deviceless_compile(fn: Callable, arg_structs: Sequence[Any], *, mesh_size: int = 1,
                       donate_argnums: int | Sequence[int] = (),
                       partition_specs: Sequence[Any] | None = None, mesh: Any = None) -> MemoryFigures:
    """Compile `jax.jit(fn)` for `mesh_size` H100s without a GPU and read XLA's memory figures.

    `arg_structs`: arrays or ShapeDtypeStructs (pytrees allowed). Sharding: by default the first
    argument is split along its second axis ("x" of a (var, x, y, z) mesh) and the rest replicated;
    `partition_specs` gives one PartitionSpec (or None = replicated) per argument over the axes of
    `mesh` (default: `deviceless_mesh(mesh_size)`). Figures are per device. Pallas kernels must be built with
    interpret=False and Triton params. The persistent compilation cache is off during the compile.
    """
    import jax
    from jax._src import config as jax_config
    from jax.sharding import NamedSharding, PartitionSpec

    reason = unavailable_reason(need_ptxas=False)
    if reason is not None:
        raise GpuCompileError(reason)
    mesh = mesh if mesh is not None else deviceless_mesh(mesh_size)
    if partition_specs is None:
        partition_specs = [PartitionSpec(None, "x")] + [None] * (len(arg_structs) - 1)
    if len(partition_specs) != len(arg_structs):
        raise ValueError(f"{len(partition_specs)} partition specs for {len(arg_structs)} arguments")

    def with_sharding(leaf: Any, spec: Any) -> Any:
        spec = PartitionSpec() if spec is None else spec
        shape = tuple(jax.numpy.shape(leaf))
        dtype = leaf.dtype if hasattr(leaf, "dtype") else jax.numpy.result_type(leaf)
        if len(spec) > len(shape):
            spec = PartitionSpec()  # scalars and short leaves of a sharded argument stay replicated
        for dim, axes in zip(shape, spec):
            names = (axes,) if isinstance(axes, str) else tuple(axes or ())
            parts = 1
            for axis in names:
                parts *= mesh.shape[axis]
            if dim % parts:
                raise ValueError(f"dimension {dim} of an argument of shape {shape} does not split "
                                 f"into {parts} parts (spec {spec}, mesh size {mesh_size})")
        return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, spec))

    structs = [jax.tree.map(lambda leaf, s=spec: with_sharding(leaf, s), arg)
               for arg, spec in zip(arg_structs, partition_specs)]
    name = getattr(fn, "__name__", repr(fn))
    try:
        with jax_config.enable_compilation_cache(False):
            t0 = time.perf_counter()
            lowered = jax.jit(fn, donate_argnums=donate_argnums).trace(*structs).lower()
            t1 = time.perf_counter()
            kernels = ir_mod.triton_kernels(lowered)  # at mesh > 1: the per-shard kernels
            compiled = lowered.compile()
            t2 = time.perf_counter()
    except Exception as e:  # noqa: BLE001 - XLA's message, with the function named
        raise GpuCompileError(f"{name}: deviceless H100 compile at mesh {mesh_size} failed: "
                              f"{type(e).__name__}: {str(e)[:2000]}") from e
    stats = compiled.memory_analysis()
    return MemoryFigures(
        temp_bytes=int(stats.temp_size_in_bytes), argument_bytes=int(stats.argument_size_in_bytes),
        output_bytes=int(stats.output_size_in_bytes), alias_bytes=int(stats.alias_size_in_bytes),
        generated_code_bytes=int(stats.generated_code_size_in_bytes), compile_seconds=t2 - t1,
        lower_seconds=t1 - t0, mesh_size=mesh_size, hlo_text=compiled.as_text(), kernels=kernels)


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
    [kernel] = ir_mod.triton_kernels(ir_mod.lower_for("cuda", fn, [s, s]))
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
