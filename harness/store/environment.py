"""An environment: what decides the bits of a case's outputs and IR (platform, code-generation profile,
jax, jaxlib and target versions), as the key of a golden's folder, taken apart to find the nearest
environment that has a golden; and a golden's provenance (versions, host facts, date)."""

from __future__ import annotations

import dataclasses
import datetime
import platform
import re
from importlib import metadata
from typing import Any

import numpy as np

from harness.jaxtools import codegen


def version(dist: str) -> str:
    """An installed distribution's version, "absent" where it is not installed."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "absent"


_ISA = ("sse4_2", "avx", "avx2", "fma", "avx512f", "avx512bw", "avx512_vnni", "avx512_bf16", "amx_bf16",
        "asimd", "sve")


def host_facts() -> dict[str, Any]:
    """What decides XLA:CPU's code generation here: the processor, its vector extensions, the
    XLA flags in force (less the simulated device count, which is the run's, not the host's)."""
    import os

    model, flags = codegen.host_cpu()
    xla = re.sub(r"--xla_force_host_platform_device_count=\d+", "", os.environ.get("XLA_FLAGS", "")).split()
    return {"cpu": model, "isa": [f for f in _ISA if f in flags], "cores": os.cpu_count(), "xla_flags": xla,
            "codegen": codegen.current()}


def provenance(package: str, case: Any) -> dict[str, Any]:
    import jax

    return {
        "jax": version("jax"), "jaxlib": version("jaxlib"), package: version(package),
        "pallas-conformance": version("pallas-conformance"), "numpy": np.__version__,
        "python": platform.python_version(), "platform": jax.default_backend(),
        "machine": platform.machine(), "host": host_facts(), "x64": case.x64, "mesh": case.mesh,
        "interpret": case.interpret,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


# Targets whose package version is JAX's own (JAX's Pallas ops: package jax): their environments can never share
# a target version across JAX lines, so carrying a golden across asks only for the same platform and profile.
VERSIONED_BY_JAX = ("jax", "jaxlib")
_ENV_KEY = re.compile(r"^(?P<where>.+?)-jax(?P<jax>[^-]+)-jaxlib(?P<jaxlib>[^-]+)-(?P<rest>.+)$")


@dataclasses.dataclass(frozen=True)
class Environment:
    """An environment key taken apart: where (platform and, on the CPU, code-generation profile),
    the jax and jaxlib versions, the target's label and its package version."""

    key: str
    where: str
    jax: str
    jaxlib: str
    label: str
    version: str

    @property
    def order(self) -> tuple[Any, Any]:
        """How environments of one platform are ordered: by JAX, then jaxlib, release."""
        return _release(self.jax), _release(self.jaxlib)


def _release(version: str) -> tuple[int, Any]:
    """A version as it orders (PEP 440 where it is one, else its numbers)."""
    try:
        from packaging.version import InvalidVersion, Version

        try:
            return 0, Version(version)
        except InvalidVersion:
            pass
    except ImportError:  # pragma: no cover - packaging comes with pytest
        pass
    return 1, tuple(int(n) for n in re.findall(r"\d+", version))


def parse_environment(key: str, label: str) -> Environment | None:
    """`key` taken apart, or None where it is not an environment of the target `label`."""
    m = _ENV_KEY.match(key)
    if m is None or not m["rest"].startswith(label) or not m["rest"][len(label):][:1].isdigit():
        return None
    return Environment(key, m["where"], m["jax"], m["jaxlib"], label, m["rest"][len(label):])


def environment_key(package: str, name: str | None = None) -> str:
    """Platform, code-generation profile (CPU: harness.jaxtools.codegen), jax, jaxlib and package versions:
    what decides the bits of an output, so a golden is only compared where it can match. A target
    named apart from its package (JAX's own kernels: package jax) keeps a folder of its own."""
    import jax

    backend = jax.default_backend()
    where = f"{backend}-{codegen.golden_profile()}" if backend == "cpu" else backend
    return f"{where}-{versions_key(package, name)}"


def versions_key(package: str, name: str | None = None) -> str:
    """The versions part of `environment_key`: the same on every platform and profile."""
    label = package if name in (None, package) else f"{name}-{package}"
    return f"jax{version('jax')}-jaxlib{version('jaxlib')}-{label}{version(package)}"
