"""Compile for NVIDIA GPUs without a GPU (deviceless AOT), so that CPU-only machines can still check
what a kernel costs on the hardware it is written for: the environment that makes it possible, and
whole programs.

* the environment: where `ptxas` is and which CUDA it is, the versions that identify the compilers,
  and `unavailable_reason()`, one sentence naming the fix where something is missing.
* `deviceless_compile`: a whole jitted program compiled by XLA for an H100 (target config shipped in
  `harness/targets/h100_sxm.txtpb`) at mesh 1..N -> `memory_analysis()` figures and compiled HLO.
  Needs only the plugin (XLA has its own PTX compiler linked in, no `ptxas` is used).

One kernel's registers, spills, shared memory and compile time (Triton -> PTX -> ptxas) are
`harness.run.gpu.triton_compile`'s, which needs a `ptxas` of CUDA >= 12.8 besides (the wheel
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
  `harness.grid.devices.configure` already sets it on CPU-only machines.

The Triton worker (`harness.run.gpu.triton_compile`) always runs with both set, whatever the parent has.
Without a driver the plugin logs a few harmless "Could not find cuda drivers on your machine" info
lines per process.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any, Callable, Sequence

from harness.errors import GpuCompileError
from harness.jaxtools import ir, jaxcompat
from harness.jaxtools.jaxcompat import noting_mosaic_gpu_deprecation, persistent_cache_off
from harness.run.gpu import mosaic_gpu_compile
from harness.run.gpu.toolchain import topology, unavailable_reason

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
    # their KernelResources: the program's compile compiled them (harness.run.gpu.mosaic_gpu_compile)
    mosaic_gpu: list = dataclasses.field(default_factory=list)
    deprecations: list = dataclasses.field(default_factory=list)  # JAX's, said while lowering (jaxcompat)


MESH_AXES = ("var", "x", "y", "z")


def deviceless_mesh(mesh_size: int, axes: tuple[str, ...] = MESH_AXES, split: str = "x") -> Any:
    """A mesh of N compile-only H100s along `split` (every other axis of size 1), Auto axes (like
    harness.grid.devices.build_mesh), for functions that need the mesh they will be sharded over."""
    import numpy as np
    from jax.sharding import AxisType, Mesh

    shape = [mesh_size if axis == split else 1 for axis in axes]
    devices = np.array(topology(mesh_size).devices).reshape(shape)
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
            kernels = ir.triton_kernels(lowered)  # at mesh > 1: the per-shard kernels
            mosaic_gpu_kernels = ir.mosaic_gpu_kernels(lowered)
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
