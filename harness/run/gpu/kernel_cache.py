"""Triton -> PTX -> ptxas results kept on disk between sessions.

The same Triton bytecode through the same Triton and ptxas, for the same architecture and launch
parameters, gives the same PTX and the same resources; its compile time, kept in calibration units
of the session that measured it, is what a budget compares. A warm gate therefore skips the
kernels that did not change (the JAX persistent cache does the same for XLA programs). A budget
reading near the budget is confirmed with nine fresh pairs (GpuRun.remeasure_compile_units).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any
from harness.run.gpu.toolchain import KernelResources

FORMAT = 2  # 2: compile CPU time recorded (budgets compare it)


def key(bytecode: bytes, arch: str, num_warps: int, num_stages: int, compilers: str) -> str:
    h = hashlib.sha256()
    for part in (f"v{FORMAT}", arch, str(num_warps), str(num_stages), compilers):
        h.update(part.encode() + b"\0")
    h.update(bytecode)
    return h.hexdigest()[:32]


class KernelCache:
    """(KernelResources, calibration seconds) by key, one JSON file each, written atomically."""

    def __init__(self, directory: Path):
        self.directory = directory

    def get(self, k: str) -> tuple[Any, float] | None:
        path = self.directory / f"{k}.json"
        try:
            record = json.loads(path.read_text())
            return KernelResources(**record["kernel"]), float(record["calibration_seconds"])
        except (OSError, ValueError, TypeError, KeyError):
            return None  # absent, torn or from another format: compile afresh

    def put(self, k: str, kernel: Any, calibration_seconds: float) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        record = {"kernel": dataclasses.asdict(kernel), "calibration_seconds": calibration_seconds}
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=f".{k}.", suffix=".tmp")
        with os.fdopen(fd, "w") as f:
            json.dump(record, f)
        os.replace(tmp, self.directory / f"{k}.json")
