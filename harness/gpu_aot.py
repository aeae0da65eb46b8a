"""Compile for NVIDIA GPUs without a GPU (deviceless AOT), so that CPU-only machines can still check
what a kernel costs on the hardware it is written for: the environment that makes it possible, and
whole programs.

* the environment: where `ptxas` is and which CUDA it is, the versions that identify the compilers,
  and `unavailable_reason()`, one sentence naming the fix where something is missing.
* `deviceless_compile`: a whole jitted program compiled by XLA for an H100 (target config shipped in
  `harness/targets/h100_sxm.txtpb`) at mesh 1..N -> `memory_analysis()` figures and compiled HLO.
  Needs only the plugin (XLA has its own PTX compiler linked in, no `ptxas` is used).

One kernel's registers, spills, shared memory and compile time (Triton -> PTX -> ptxas) are
`harness.triton_compile`'s, which needs a `ptxas` of CUDA >= 12.8 besides (the wheel
`nvidia-cuda-nvcc-cu12` or PATH).

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

The Triton worker (`harness.triton_compile`) always runs with both set, whatever the parent has.
Without a driver the plugin logs a few harmless "Could not find cuda drivers on your machine" info
lines per process.
"""

from __future__ import annotations

import dataclasses
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from harness import ir as ir_mod
from harness import jaxcompat, mosaic_gpu_compile

TARGETS_DIR = Path(__file__).resolve().parent / "targets"
H100_TARGET_CONFIG = TARGETS_DIR / "h100_sxm.txtpb"
PLUGIN_DISTRIBUTIONS = ("jax-cuda12-plugin", "jax-cuda12-pjrt")
PTXAS_WHEEL = "nvidia-cuda-nvcc-cu12"
# The Triton of jaxlib 0.10.2 writes PTX ISA 8.8 (`.version 8.8`), which needs ptxas of CUDA 12.8+.
MIN_PTXAS_VERSION = (12, 8)
INSTALL_HINT = 'pip install -e ".[gpu-aot]"'


class GpuCompileError(Exception):
    """A kernel or program could not be compiled for the GPU target (message names it and says why)."""


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
    mosaic_gpu_kernels: list = dataclasses.field(default_factory=list)  # its ir.MosaicGpuKernel, as lowered
    # their KernelResources: the program's compile compiled them (harness.mosaic_gpu_compile)
    mosaic_gpu: list = dataclasses.field(default_factory=list)
    deprecations: list = dataclasses.field(default_factory=list)  # JAX's, said while lowering (jaxcompat)


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


def _lowering_gpus(mesh: Any) -> Any:
    """Where JAX's Triton lowering asks which GPU it lowers for (jax >= 0.11) and no mesh is set (a
    mesh-1 case): the deviceless mesh's own H100s, as its abstract mesh. Nothing on older lines."""
    import contextlib

    import jax

    if not jaxcompat.triton_lowering_asks_the_device() or not jax.sharding.get_abstract_mesh().empty:
        return contextlib.nullcontext()
    return jax.sharding.use_abstract_mesh(mesh.abstract_mesh)


def deviceless_compile(fn: Callable, arg_structs: Sequence[Any], *, mesh_size: int = 1,
                       donate_argnums: int | Sequence[int] = (),
                       partition_specs: Sequence[Any] | None = None, mesh: Any = None) -> MemoryFigures:
    """Compile `jax.jit(fn)` for `mesh_size` H100s without a GPU and read XLA's memory figures.

    `arg_structs`: arrays or ShapeDtypeStructs (pytrees allowed). Sharding: by default the first
    argument is split along its second axis ("x" of a (var, x, y, z) mesh) and the rest replicated;
    `partition_specs` gives one PartitionSpec (or None = replicated) per argument over the axes of
    `mesh` (default: `deviceless_mesh(mesh_size)`). Figures are per device. Pallas kernels must be built with
    interpret=False and Triton params. The persistent compilation cache is off during the compile (its
    compile-only executables cannot be loaded back: jaxcompat.persistent_cache_off).
    """
    import jax
    from jax.sharding import NamedSharding, PartitionSpec

    from harness.jaxcompat import noting_mosaic_gpu_deprecation, persistent_cache_off

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
    deprecated: list[str] = []
    try:
        with persistent_cache_off(), noting_mosaic_gpu_deprecation(deprecated), \
                jaxcompat.quiet_triton_deprecation(), _lowering_gpus(mesh):
            t0 = time.perf_counter()
            lowered = jax.jit(fn, donate_argnums=donate_argnums).trace(*structs).lower()
            t1 = time.perf_counter()
            kernels = ir_mod.triton_kernels(lowered)  # at mesh > 1: the per-shard kernels
            mosaic_gpu_kernels = ir_mod.mosaic_gpu_kernels(lowered)
            with mosaic_gpu_compile.dumped(mosaic_gpu_kernels) as dump:
                compiled = lowered.compile()
                t2 = time.perf_counter()
                mosaic_gpu = mosaic_gpu_compile.resources(mosaic_gpu_kernels, dump) if mosaic_gpu_kernels else []
    except GpuCompileError:
        raise
    except Exception as e:  # noqa: BLE001 - XLA's message, with the function named
        raise GpuCompileError(f"{name}: deviceless H100 compile at mesh {mesh_size} failed: "
                              f"{type(e).__name__}: {str(e)[:2000]}") from e
    stats = compiled.memory_analysis()
    return MemoryFigures(
        temp_bytes=int(stats.temp_size_in_bytes), argument_bytes=int(stats.argument_size_in_bytes),
        output_bytes=int(stats.output_size_in_bytes), alias_bytes=int(stats.alias_size_in_bytes),
        generated_code_bytes=int(stats.generated_code_size_in_bytes), compile_seconds=t2 - t1,
        lower_seconds=t1 - t0, mesh_size=mesh_size, hlo_text=compiled.as_text(), kernels=kernels,
        mosaic_gpu_kernels=mosaic_gpu_kernels, mosaic_gpu=mosaic_gpu, deprecations=sorted(set(deprecated)))
