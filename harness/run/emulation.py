"""Runs a pair's Pallas side as on the platform it declares (`Pair(emulate="cuda")` or
`emulate="tpu"`), in interpret mode, on a machine without that platform.

A GPU library picks its kernels by platform: `lax.platform_dependent(x, cuda=kernels,
default=generic)` and a Python test of the device (`jax.default_backend() == "gpu"`), and takes no
`interpret=` argument. On a CPU it runs its generic code, the path check says it fell back, and no
value, gradient or memory check reaches a kernel. Under emulation, around every trace and lowering
of the Pallas side's interpret-mode run (forward, gradients, memory check):

* the device queries a library makes answer as the platform's device: `jax.default_backend()` says
  "gpu" ("tpu"); `jax.devices()` and `jax.local_devices()` (no backend named) list one
  `EmulatedDevice`, and `jax.extend.backend.get_default_device()` returns it: for CUDA an H100
  (the deviceless GPU compile's target: platform "gpu", compute capability 9.0, 132 SMs), for TPU a
  v5e ("TPU v5 lite", one TensorCore) or the generation named ("tpu:v7x"), whose
  `pltpu.get_tpu_info()` (VMEM size, lanes, sublanes, MXU shape: what a library sizes its blocks
  by) answers too;
* `lax.platform_dependent` takes the platform's branch (else its default) when it is traced, at the
  `platform_index` primitive, however the library imported the function: the program holds only
  that branch's kernels, which the path check counts;
* every `pallas_call` is an interpret-mode call, with what JAX's interpreter lacks to run a Triton
  kernel as a GPU does (`harness.run.triton_interpret`; CUDA only).

The device build (lowering, FileCheck, GPU compile) lowers for the real platforms without a device
(for TPU under JAX's abstract TPU mesh, whose device JAX's own `get_tpu_info` asks first):
it keeps the device answers only (the library must choose its kernels as on that device; the
lowering itself takes the platform's branch) and compiles nothing in interpret mode.

Not answered: a concrete array's `.devices()` (the harness traces every program, so a library sees
tracers), `jax.devices("gpu")` with the backend named (JAX's Triton lowering asks that and falls
back to compute capability 9.0 without a GPU); an `EmulatedDevice` cannot hold an array.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator
from typing import Any

from harness.declare.target import EMULATED_PLATFORMS
from harness.jaxtools import jaxcompat, jaxpr_walk
from harness.run import triton_interpret


@dataclasses.dataclass(frozen=True)
class EmulatedDevice:
    """What a device query returns under emulation: the attributes libraries read to choose kernels
    and launch parameters (`platform`, `device_kind`, `compute_capability`, `core_count`)."""

    platform: str
    device_kind: str
    compute_capability: str | None  # a GPU's; None on a TPU
    core_count: int  # SMs of a GPU; TensorCores of a TPU device
    id: int = 0
    process_index: int = 0

    @property
    def num_cores(self) -> int:
        """What a TPU device calls its TensorCores per device."""
        return self.core_count

    def __repr__(self) -> str:
        return f"EmulatedDevice({self.device_kind}, platform={self.platform})"


@dataclasses.dataclass(frozen=True)
class Platform:
    name: str  # as lax.platform_dependent names it
    backend: str  # what jax.default_backend() answers there
    device: EmulatedDevice


H100 = EmulatedDevice(platform="gpu", device_kind="NVIDIA H100 80GB HBM3", compute_capability="9.0", core_count=132)
# TPU devices by generation, as JAX names their kinds: one TensorCore per device (v5e and v6e have one
# per chip; a v7x chip's two are two devices), so every grid axis runs on one core whatever its semantics
V5E = EmulatedDevice(platform="tpu", device_kind="TPU v5 lite", compute_capability=None, core_count=1)
V6E = EmulatedDevice(platform="tpu", device_kind="TPU v6 lite", compute_capability=None, core_count=1)
V7X = EmulatedDevice(platform="tpu", device_kind="TPU7x", compute_capability=None, core_count=1)
PLATFORMS = {"cuda": Platform("cuda", "gpu", H100), "tpu": Platform("tpu", "tpu", V5E),
             "tpu:v5e": Platform("tpu", "tpu", V5E), "tpu:v6e": Platform("tpu", "tpu", V6E),
             "tpu:v7x": Platform("tpu", "tpu", V7X)}
assert tuple(PLATFORMS) == EMULATED_PLATFORMS, "a Pair may declare exactly the platforms emulated here"


def context(platform: str | None, *, interpret: bool) -> contextlib.AbstractContextManager:
    """The emulation of `platform` (a key of PLATFORMS; None: nothing) for one trace of the Pallas
    side: with `interpret`, all of it; for the device build, the device answers only."""
    if platform is None:
        return contextlib.nullcontext()
    return _emulated(PLATFORMS[platform], interpret)


@contextlib.contextmanager
def _emulated(platform: Platform, interpret: bool) -> Iterator[None]:
    with contextlib.ExitStack() as stack:
        stack.enter_context(device_answers(platform))
        if interpret:
            stack.enter_context(jaxcompat.platform_branch(lambda branches: jaxpr_walk.branch_of(platform.name, branches)))
            stack.enter_context(jaxcompat.pallas_interpret_everywhere())
            if platform.name == "cuda":
                stack.enter_context(triton_interpret.completed())
        yield


@contextlib.contextmanager
def device_answers(platform: Platform) -> Iterator[None]:
    """`jax.default_backend`, `jax.devices`, `jax.local_devices` and `jax.extend.backend.get_default_device`
    answering as on `platform` (a query naming a backend gets JAX's own answer), and on a TPU
    `pltpu.get_tpu_info()`."""
    import jax
    from jax.extend import backend as jax_backend

    real = {name: getattr(jax, name) for name in ("default_backend", "devices", "local_devices")}
    real_default_device = jax_backend.get_default_device

    def default_backend() -> str:
        return platform.backend

    def devices(backend: Any = None) -> list[Any]:
        return [platform.device] if backend is None else real["devices"](backend)

    def local_devices(process_index: Any = None, backend: Any = None, host_id: Any = None) -> list[Any]:
        if backend is None:
            return [platform.device]
        return real["local_devices"](process_index, backend, host_id)

    with contextlib.ExitStack() as stack:
        if platform.device.platform == "tpu":
            stack.enter_context(jaxcompat.tpu_info_answers(platform.device.device_kind, platform.device.num_cores))
        jax.default_backend, jax.devices, jax.local_devices = default_backend, devices, local_devices
        jax_backend.get_default_device = lambda: platform.device
        try:
            yield
        finally:
            for name, fn in real.items():
                setattr(jax, name, fn)
            jax_backend.get_default_device = real_default_device
