"""Mosaic GPU kernels compiled without a GPU, read as the same `KernelResources` as a Triton kernel's.

The CUDA plugin compiles a `mosaic_gpu_v2` call's module to PTX and a cubin inside XLA's deviceless
program compile (`gpu_aot.deviceless_compile`): the call's instantiate stage takes the compute
capability of the target config, not of a device. Mosaic GPU's dump switch (MOSAIC_GPU_DUMP_TO) has
it write each kernel's PTX and `ptxas -v` output; this module turns them into figures. Two facts of
the plugin shape it:
- it runs the first `ptxas` on PATH: the harness's own (`toolchain.find_ptxas`) is put first, so the
  figures do not depend on what else the machine has installed;
- it compiles a kernel once per process (keyed by the module's hash) and dumps only then: figures are
  kept here by kernel digest for the process's later compiles of the same kernel;
- MOSAIC_GPU_DUMP_TO turns on every dump, SASS too, which runs `nvdisasm` from the CUDA root: the
  nvcc wheel has none, and the plugin says "nvdisasm invocation failed" on stderr for every kernel.
  No figure here needs SASS, so that one line is kept out of the log (`harness.jaxtools.jax_start.stderr_without`).
Shared memory is requested at launch, so ptxas reports none: the figure is the module's
`dynamic_shared_memory_size`. Compile time is part of XLA's program compile and is not budgeted apart.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Iterator, Sequence

from harness.errors import GpuCompileError
from harness.jaxtools import jax_start
from harness.run.gpu import toolchain

ARCH = "sm_90a"  # the deviceless target's (toolchain.H100_TARGET_CONFIG); the plugin fixes one per process
NO_SASS = b"nvdisasm invocation failed"  # the plugin's SASS dump, which nothing here reads (module docstring)
_FIGURES: dict[str, Any] = {}  # kernel digest -> KernelResources, for this process's repeat compiles
_SHARED = re.compile(r"dynamic_shared_memory_size (%[\w.]+)")


def kernel_digest(kernel: Any) -> str:
    """A Mosaic GPU kernel's identity for budgets: its normalised module text (no locations)."""
    return hashlib.sha256(kernel.ir.encode()).hexdigest()[:20]


@contextlib.contextmanager
def dumped(kernels: Sequence[Any]) -> Iterator[Path | None]:
    """Around a deviceless compile of a program holding `kernels` (ir.MosaicGpuKernel): the folder the
    plugin dumps their PTX and ptxas output to (None when there are none), with our ptxas first on PATH."""
    if not kernels:
        yield None
        return
    saved = {name: os.environ.get(name) for name in ("MOSAIC_GPU_DUMP_TO", "PATH")}
    with tempfile.TemporaryDirectory(prefix="mosaic_gpu_") as folder:
        os.environ["MOSAIC_GPU_DUMP_TO"] = folder
        ptxas = toolchain.find_ptxas()
        if ptxas is not None:
            os.environ["PATH"] = str(Path(ptxas).parent) + os.pathsep + (saved["PATH"] or "")
        try:
            with jax_start.stderr_without((NO_SASS,)):
                yield Path(folder)
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def resources(kernels: Sequence[Any], folder: Path) -> list[Any]:
    """Each kernel's figures on ARCH from the plugin's dump in `folder` (read before it is removed),
    or from this process's earlier compile of the same kernel."""

    def order(path: Path) -> tuple[str, int]:  # <kernel name>_<n>.ptxas, in the order compiled
        name, _, n = path.stem.rpartition("_")
        return (name, int(n)) if n.isdigit() else (path.stem, 0)

    dumps = sorted(folder.glob("*.ptxas"), key=order)
    out = []
    for kernel in kernels:
        digest = kernel_digest(kernel)
        mine = [p for p in dumps if order(p)[0] == kernel.name]
        if mine:
            dumps.remove(mine[0])
            log, ptx = mine[0].read_text(), mine[0].with_suffix(".ptx")
            try:
                figures = toolchain.parse_ptxas(log)
            except ValueError as err:
                raise GpuCompileError(f"Mosaic GPU kernel {kernel.name!r}: {err}") from None
            ptxas = toolchain.find_ptxas()
            version = toolchain.ptxas_version(ptxas) if ptxas else None  # the one put first on PATH
            _FIGURES[digest] = toolchain.KernelResources(
                name=kernel.name, arch=ARCH, shared_memory_bytes=shared_memory_bytes(kernel),
                num_warps=0, num_stages=0, compile_seconds=0.0, triton_seconds=0.0, ptxas_seconds=0.0,
                ptx_lines=len(ptx.read_text().splitlines()) if ptx.exists() else 0,
                ptxas_version=".".join(map(str, version)) if version else "?", ptxas_log=log,
                backend="mosaic_gpu", **figures)
        elif digest not in _FIGURES:
            raise GpuCompileError(
                f"Mosaic GPU kernel {kernel.name!r}: the CUDA plugin wrote no PTX for it (it compiles a kernel "
                f"once per process; this one was compiled before without MOSAIC_GPU_DUMP_TO). Run the case in a "
                f"fresh process (pytest -p no:xdist -k <case>) and report this harness error")
        out.append(_FIGURES[digest])
    return out


def shared_memory_bytes(kernel: Any) -> int:
    """The dynamic shared memory of the kernel's launch, from its module text (0 if it asks none)."""
    launch = _SHARED.search(kernel.ir)
    if launch is None:
        return 0
    value = re.search(re.escape(launch.group(1)) + r" = arith\.constant (\d+)", kernel.ir)
    if value is None:
        raise ValueError(f"Mosaic GPU kernel {kernel.name!r}: the launch's shared memory {launch.group(1)} is not a "
                         "constant of its module")
    return int(value.group(1))
