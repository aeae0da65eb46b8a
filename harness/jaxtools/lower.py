"""Lowering for a platform this machine lacks (CUDA, TPU: an abstract mesh gives the lowering its device),
and what went wrong said in a line, its source named as it is imported."""

from __future__ import annotations

from typing import Any

from harness.jaxtools import jaxcompat
from harness.jaxtools.jaxcompat import quiet_triton_deprecation


def first_line(err: BaseException) -> str:
    """The error in one line; where it has no message (a bare assert), where it was raised."""
    lines = [line for line in str(err).splitlines() if line.strip()]
    if lines:
        return f"{type(err).__name__}: {lines[0]}"
    tb = err.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = f" at {importable_path(tb.tb_frame.f_code.co_filename)}:{tb.tb_lineno}" if tb else ""
    return f"{type(err).__name__}{where}"


def importable_path(filename: str) -> str:
    """A source file named from the sys.path entry that imports it (`astronomix/_pallas_helpers.py`):
    the same whether the package sits in site-packages, an editable checkout or harness mutate's copy."""
    import os
    import sys

    best = ""
    for entry in sys.path:
        entry = os.path.abspath(entry or ".").rstrip("/")
        if filename.startswith(entry + "/") and len(entry) > len(best):
            best = entry
    return filename[len(best) + 1:] if best else filename.split("site-packages/")[-1]


# What a lowering raises when it asks the device it runs for and finds this CPU (jax 0.10 TPU:
# pallas/mosaic/tpu_info.py, pallas_call_registration.py; jax 0.11 CUDA: pallas/triton/pallas_call_registration.py)
_ASKED_THE_DEVICE = ("Unsupported TPU device kind", "but the current device is", "No supported GPU devices found")


def _device_mesh(platform: str) -> Any:
    """The abstract mesh that gives a lowering for `platform` its device on this machine, or None."""

    if platform == "cuda":
        return jaxcompat.cuda_lowering_mesh()
    if platform != "tpu":
        return None
    kind, cores = jaxcompat.answered_tpu() or ("TPU v5 lite", 1)  # an emulated pair's chip, else a v5e
    return jaxcompat.one_device_mesh(jaxcompat.abstract_device(device_kind=kind, num_cores=cores, platform="tpu"))


def lower_for(platform: str, fn: Any, structs: list[Any], traced: Any = None) -> Any:
    """Lower for another platform on this machine. TPU needs a device kind, and so does CUDA from jax
    0.11 (jaxcompat.cuda_lowering_mesh): an abstract mesh gives one.

    `traced` (jax.jit(fn).trace(*structs)) is reused when given: one trace, several platforms. A
    lowering of a trace made elsewhere runs under that trace's (empty) mesh, so a TPU kernel whose
    lowering asks for the chip (Pallas's block checks do, for a block smaller than a vreg) sees a CPU:
    where that lowering fails so, the verdict is the one of a trace made under the device's mesh. The
    Pallas Triton backend's deprecation (jax 0.11) is no news to a run that verifies Triton kernels."""
    import jax

    mesh = _device_mesh(platform)
    with quiet_triton_deprecation():
        if mesh is None:
            return (traced or jax.jit(fn).trace(*structs)).lower(lowering_platforms=(platform,))
        if traced is not None:
            try:
                with jax.sharding.use_abstract_mesh(mesh):
                    return traced.lower(lowering_platforms=(platform,))
            except Exception as err:
                if not any(text in str(err) for text in _ASKED_THE_DEVICE):
                    raise
        with jax.sharding.use_abstract_mesh(mesh):
            return jax.jit(fn).trace(*structs).lower(lowering_platforms=(platform,))
