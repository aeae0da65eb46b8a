"""`--gpus N`: real GPUs when present, otherwise N simulated CPU devices.

The simulated devices must be requested through XLA_FLAGS before JAX creates its backends, so this
module never imports jax at import time and `configure()` runs from pytest_configure (in the
controller and in every xdist worker, which inherit the environment and run the same hook).
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import subprocess
import sys
from harness.declare import MeshLayout
from harness.errors import DeviceError

FLAG = "--xla_force_host_platform_device_count"
MAX_SIMULATED = 16


@dataclasses.dataclass(frozen=True)
class DevicePlan:
    requested: int
    platform: str  # "gpu" | "cpu"
    gpus_present: int

    @property
    def mesh_sizes(self) -> list[int]:
        """Powers of two below the devices asked for, and that number itself: a mesh of every size
        that users build, without one case set per integer."""
        return mesh_sizes(self.requested)

    @property
    def interpret_modes(self) -> tuple[bool, ...]:
        """Interpret mode runs everywhere; compiled Pallas only where a GPU can run it."""
        return (True, False) if self.platform == "gpu" else (True,)

    def describe(self) -> str:
        if self.platform == "gpu":
            return f"{self.requested} of {self.gpus_present} GPU(s)"
        return f"{self.requested} simulated CPU device(s) (no GPU present)"


def mesh_sizes(devices: int) -> list[int]:
    sizes = [1 << k for k in range(devices.bit_length()) if 1 << k < devices]
    return sizes + [devices]


def count_gpus() -> int:
    """GPUs visible to this process, without initialising JAX."""
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is not None and visible.strip() in ("", "-1"):
        return 0
    if shutil.which("nvidia-smi") is None:
        return 0
    try:
        out = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return 0
    n = sum(1 for line in out.stdout.splitlines() if line.startswith("GPU "))
    if visible:
        n = min(n, len([v for v in visible.split(",") if v.strip()]))
    return n


def _jax_backends_initialised() -> bool:
    xb = sys.modules.get("jax._src.xla_bridge")
    return bool(xb is not None and getattr(xb, "_backends", None))


def plan(requested: int, gpus_present: int | None = None) -> DevicePlan:
    if requested < 1:
        raise DeviceError(f"--gpus {requested}: ask for at least 1 device")
    gpus = count_gpus() if gpus_present is None else gpus_present
    if gpus:
        if requested > gpus:
            raise DeviceError(f"--gpus {requested}: this machine has {gpus} GPU(s); ask for at most {gpus}, "
                              "or hide the GPUs (CUDA_VISIBLE_DEVICES=) to simulate devices on the CPU")
        return DevicePlan(requested, "gpu", gpus)
    if requested > MAX_SIMULATED:
        raise DeviceError(f"--gpus {requested}: no GPU here, and at most {MAX_SIMULATED} CPU devices are simulated")
    return DevicePlan(requested, "cpu", 0)


def configure(requested: int) -> DevicePlan:
    """Set up the environment for `requested` devices; call before JAX initialises its backends."""
    device_plan = plan(requested)
    if device_plan.platform == "cpu":
        flags = os.environ.get("XLA_FLAGS", "")
        current = re.search(rf"{FLAG}=(\d+)", flags)
        if current and int(current.group(1)) < requested:
            flags = re.sub(rf"{FLAG}=\d+", f"{FLAG}={requested}", flags)
        elif not current:
            flags = f"{flags} {FLAG}={requested}".strip()
        os.environ["XLA_FLAGS"] = flags
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
    return device_plan


def verify(device_plan: DevicePlan) -> None:
    """After JAX has started: the devices the plan promised must exist."""
    import jax

    devices = jax.devices()
    if len(devices) < device_plan.requested:
        hint = ("JAX initialised its backends before the plugin could request simulated devices "
                f"(something imported and used jax first); export XLA_FLAGS='{FLAG}={device_plan.requested}'"
                if device_plan.platform == "cpu" else "fewer GPUs are usable by JAX than nvidia-smi lists")
        raise DeviceError(f"--gpus {device_plan.requested}: JAX sees {len(devices)} {devices[0].platform} "
                          f"device(s); {hint}")


def build_mesh(size: int, layout=None, *, as_make_mesh: bool = False, expect: str | None = None):
    """A mesh of `size` devices along the layout's split axis (every other axis of size 1), Auto axes;
    `as_make_mesh`: as the pinned JAX's `jax.make_mesh` builds it by default (its default axis types,
    Explicit in JAX 0.10), the mesh a user who follows JAX's docs has. `expect` ("auto", "explicit"):
    the axis types a case's id promises; another JAX whose default differs is an error, not a relabel."""
    import jax
    import numpy as np
    from jax.sharding import AxisType, Mesh

    layout = layout or MeshLayout()
    shape = [size if axis == layout.split else 1 for axis in layout.axes]
    if as_make_mesh:
        mesh = jax.make_mesh(tuple(shape), tuple(layout.axes), devices=jax.devices()[:size])
    else:
        devices = np.array(jax.devices()[:size]).reshape(shape)
        mesh = Mesh(devices, layout.axes, axis_types=(AxisType.Auto,) * len(layout.axes))
    got = {str(t).rsplit(".", 1)[-1].lower() for t in mesh.axis_types}
    if expect is not None and got != {expect}:
        raise DeviceError(f"a mesh-{size} case with {expect} axes got a mesh with {', '.join(sorted(got))} axes: "
                          f"this JAX's jax.make_mesh defaults differ from the pinned one's (Explicit); "
                          "install the pinned versions (constraints.txt)")
    return mesh


def partition_spec(kind: str, ndim: int, layout=None):
    from jax.sharding import PartitionSpec

    return PartitionSpec(*(layout or MeshLayout()).spec(kind, ndim))
