"""The CUDA toolchain the deviceless compile needs and what it reports: where `ptxas` is and which
CUDA it is, the versions that identify the compilers, `unavailable_reason()` (one sentence naming the
fix where something is missing), and one kernel's figures as ptxas prints them (`KernelResources`).
Whole programs (`gpu_aot`), Triton kernels (`triton_compile`) and Mosaic GPU kernels
(`mosaic_gpu_compile`) all stand on it."""

from __future__ import annotations

import dataclasses
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any
from harness.grid.devices import count_gpus

TARGETS_DIR = Path(__file__).resolve().parent / "targets"
H100_TARGET_CONFIG = TARGETS_DIR / "h100_sxm.txtpb"
A100_TARGET_CONFIG = TARGETS_DIR / "a100_sxm_80.txtpb"
# The GPU XLA compiles for, by the PTX target a kernel is compiled for: whole programs go to the H100;
# one Triton kernel goes to either where XLA compiles it (jax >= 0.11: harness.run.gpu.xla_triton).
TARGET_CONFIGS = {"sm_90a": H100_TARGET_CONFIG, "sm_80": A100_TARGET_CONFIG}
PLUGIN_DISTRIBUTIONS = ("jax-cuda12-plugin", "jax-cuda12-pjrt")
PTXAS_WHEEL = "nvidia-cuda-nvcc-cu12"
# The Triton of jaxlib 0.10.2 writes PTX ISA 8.8 (`.version 8.8`), which needs ptxas of CUDA 12.8+.
MIN_PTXAS_VERSION = (12, 8)
INSTALL_HINT = 'pip install -e ".[gpu-aot]"'


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
        fix = ("call harness.run.gpu.gpu_aot.prepare_environment() before anything imports jax, or export "
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
            topology(1)
        except Exception as e:  # noqa: BLE001 - turned into the one sentence
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            return f"JAX cannot make a CUDA compile target in this process ({first}); {fix}"
        return None
    except Exception as e:  # noqa: BLE001 - this function must never raise
        return f"the deviceless GPU compile check itself failed ({type(e).__name__}: {e}); {INSTALL_HINT}"


_topologies: dict[tuple[int, str], Any] = {}


def topology(devices: int, arch: str = "sm_90a") -> Any:
    """The deviceless compile target: `devices` GPUs of `arch`'s target config (TARGET_CONFIGS; H100s
    by default) on one host (cached per count and arch)."""
    if (devices, arch) not in _topologies:
        from jax.experimental import topologies

        _topologies[devices, arch] = topologies.get_topology_desc(
            platform="cuda", topology_name="", target_config=TARGET_CONFIGS[arch].read_text(),
            topology=f"1x1x{devices}")  # 1 slice x 1 host x N GPUs
    return _topologies[devices, arch]


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
    cached: bool = False  # taken from the kernel cache of an earlier session (harness.run.gpu.kernel_cache)
    backend: str = "triton"  # or "mosaic_gpu": compiled by the CUDA plugin inside XLA's compile
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
