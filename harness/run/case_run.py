"""What one case's run holds: each side's trace, compile and outputs, and on request its gradients,
IR and deviceless GPU compile. Every check reads the same `CaseRun`, which `harness.run.engine` fills
once per case and session.
"""

from __future__ import annotations

import dataclasses
import statistics
from typing import Any, Protocol

from harness.declare import Case, Pair, Target, differentiated, forward_mode
from harness.errors import CaseError
from harness.jaxtools import ir
from harness.run import time_ledger
from harness.run.gpu import triton_compile

KERNEL_TIMEOUT_S = 600.0  # a hung Triton compile becomes a failure naming the kernel


# What a case makes on demand beyond the shared run, by name: a check asks the run for one
# (`CaseRun.artifact`), the run asks its producer once and keeps it. One producer function each
# (harness.run.engine); the IR kinds that "ir" holds are one table (harness.jaxtools.ir.KIND_TABLE).
ARTIFACTS: dict[str, str] = {
    "gradients": "(native, pallas) GradSide: each side's VJP and JVP programs run",
    "ir": "(kind -> LoweringOutcome, Triton kernels): the device build lowered for every platform",
    "gpu": "GpuRun: the deviceless compile for NVIDIA GPUs (XLA's memory figures, each kernel's PTX resources)",
    "memory": "MemoryRun: the memory model's report of every kernel the Pallas side runs",
}


class Producer(Protocol):
    """What fills a CaseRun's on-demand artifacts (harness.run.engine.Engine)."""

    target: Target

    def produce(self, artifact: str, run: "CaseRun") -> Any:
        """The artifact named (a key of ARTIFACTS) of `run`'s case."""
        ...


@dataclasses.dataclass
class MemoryRun:
    """What the memory check's model made of the Pallas side."""

    reports: list  # harness.analysis.memory_safety.KernelReport per kernel, forward then reverse program
    reverse: str = ""  # what it made of the reverse-mode program
    backward: tuple[str, ...] = ()  # the kernels only the reverse-mode program runs
    discarded: tuple[str, ...] = ()  # reverse-mode kernels whose results it never reads (never run)


@dataclasses.dataclass
class SideRun:
    name: str  # "native" | "pallas"
    jaxpr: Any = None
    lowered: Any = None
    compiled: Any = None
    outputs: Any = None
    pallas_calls: int = 0
    seconds: dict[str, float] = dataclasses.field(default_factory=dict)
    error: CaseError | None = None

    def result(self) -> Any:
        if self.error is not None:
            raise self.error
        return self.outputs


@dataclasses.dataclass
class GradSide:
    jvp: Any = None
    vjp: Any = None
    pallas_calls: int = 0  # in the reverse-mode program
    seconds: float = 0.0
    error: Exception | None = None  # a CaseError, or the DeclarationError a JVP refused by JAX gives
    compile_options: dict[str, Any] | None = None  # what its programs were compiled with (None: XLA's defaults)
    program_ops: int = 0  # ops in its lowered reverse program
    reverse_jaxpr: Any = None  # the traced reverse program (the memory check walks it)

    def result(self) -> "GradSide":
        if self.error is not None:
            raise self.error
        return self


@dataclasses.dataclass
class CaseRun:
    pair: Pair
    case: Case
    native: SideRun
    pallas: SideRun
    predicate: bool | None
    build_error: CaseError | None
    seconds: float
    _engine: "Producer"
    workload: Any = None  # the declaration's Workload for this case (None where building it failed)
    args: tuple = ()  # the arrays both sides ran on, placed on the case's mesh
    mesh: Any = None  # the case's Mesh at mesh > 1
    _artifacts: dict[str, Any] = dataclasses.field(default_factory=dict)  # name (ARTIFACTS) -> artifact
    predicate_value: Any = None  # what the gate returned, before bool() (the conventions check reads its type)
    # On a user's mesh (Case.mesh_axes "explicit"): the native reference runs on the gate's own mesh
    # (Auto axes) and `native_on_user_mesh` is the native twin on the user's mesh, for the native_mesh check.
    native_args: tuple | None = None
    native_mesh: Any = None
    native_on_user_mesh: SideRun | None = None

    @property
    def engine(self) -> "Producer":
        """The engine that ran the case (a check that must trace another declaration uses it)."""
        return self._engine

    def artifact(self, name: str) -> Any:
        """The artifact named (a key of ARTIFACTS), produced on first request and kept."""
        if name not in self._artifacts:
            if name not in ARTIFACTS:
                raise KeyError(f"no artifact {name!r}: a CaseRun makes {', '.join(ARTIFACTS)}")
            self._artifacts[name] = self._engine.produce(name, self)
        return self._artifacts[name]

    @property
    def traced_gradients(self) -> "tuple[GradSide, GradSide] | None":
        """The gradients if a check already traced them, else None (never traces)."""
        return self._artifacts.get("gradients")

    @property
    def target(self) -> Target:
        return self._engine.target

    @property
    def diff_argnums(self) -> tuple[int, ...]:
        """The arguments every derivative of this case is taken with respect to (`declare.differentiated`)."""

        return differentiated(self.workload, f"{self.target.source}: pair '{self.pair.name}' ({self.case.id})")

    @property
    def forward_mode(self) -> bool:
        """Whether this case's gradients include a JVP (`declare.forward_mode`)."""

        return forward_mode(self.pair, self.workload)

    def gradients(self) -> tuple[GradSide, GradSide]:
        """(native, pallas) grad / jvp / vjp results, computed on first request and kept."""
        return self.artifact("gradients")

    def ir(self) -> dict[str, Any]:
        """kind -> LoweringOutcome for every IR kind this case produces, lowered on first request."""
        return self.artifact("ir")[0]

    def gpu(self) -> "GpuRun":
        """Deviceless GPU compile: PTX resources per kernel and XLA memory figures per side."""
        return self.artifact("gpu")

    def memory(self) -> list:
        """Memory safety of every kernel the Pallas side runs (`harness.analysis.memory_safety.KernelReport`s): the
        forward program's, and for a differentiable pair the reverse program's (its adjoint kernels),
        each kernel's grid re-run program by program in several orders; computed on first request."""
        if "memory" not in self._artifacts and not (self.pair.interpret_refusal and self.case.interpret):
            self.pallas.result()  # the model needs no interpreter where JAX's refuses the kernel
        return self.artifact("memory").reports

    @property
    def memory_run(self) -> MemoryRun:
        """What the memory model made of the case (after `memory()`)."""
        return self._artifacts["memory"]

    def stablehlo(self) -> Any:
        """StableHLO of both sides on CPU (interpret mode: large), produced only when a check asks."""

        if "stablehlo" not in self.ir():
            for side in (self.native, self.pallas):
                if side.lowered is None:  # this snapshot is the CPU programs' own: it needs both lowered
                    raise side.error or CaseError(self.case.id, side.name, "lowering", RuntimeError("not lowered"))
            sides = [f"// side: {side.name}\n" + ir.normalize_mlir(side.lowered.as_text(debug_info=False))
                     for side in (self.native, self.pallas)]
            self.ir()["stablehlo"] = ir.LoweringOutcome("stablehlo", "".join(sides))
        return self.ir()["stablehlo"]

    def triton_kernels(self) -> list[Any]:
        """The Triton kernels of the CUDA lowering (empty where it failed or the case is sharded)."""
        return self.artifact("ir")[1] or []


@dataclasses.dataclass
class GpuRun:
    """What compiling a case for NVIDIA GPUs without a GPU produced."""

    unavailable: str | None = None  # why it cannot run here (the fix named)
    kernels: list[Any] = dataclasses.field(default_factory=list)  # toolchain.KernelResources per kernel, arch
    memory: dict[str, Any] = dataclasses.field(default_factory=dict)  # side -> gpu_aot.MemoryFigures
    calibration: dict[str, float] = dataclasses.field(default_factory=dict)  # per kernel@arch, taken beside it
    error: str | None = None
    donated: tuple[int, ...] = ()  # the workload's donated arguments, as compiled
    sources: dict[str, Any] = dataclasses.field(default_factory=dict)  # "name@arch" -> (TritonKernel, arch)

    @property
    def calibration_seconds(self) -> float | None:
        """The calibration compile's CPU seconds the case's compile units are in (the mean of those taken
        beside its Triton kernels, or read with them from the kernel cache); None where it has none. No
        calibration is compiled for a case whose kernels all come from the cache."""
        return statistics.fmean(self.calibration.values()) if self.calibration else None

    def remeasure_compile_units(self, key: str) -> float:
        """One kernel's compile cost measured the way budgets are (triton_compile.compile_units: paired
        with calibrations): a budget is blessed so, and a miss is confirmed so before it fails."""

        kernel, arch = self.sources[key]
        memo = (kernel.bytecode, arch, kernel.num_warps, kernel.num_stages)
        if memo not in _PAIRED:  # identical kernels of several cases are measured once per session

            with time_ledger.stage("gpu.confirm"):
                _PAIRED[memo] = triton_compile.compile_units(kernel.name, kernel.bytecode, arch,
                                                             num_warps=kernel.num_warps, num_stages=kernel.num_stages,
                                                             timeout_s=KERNEL_TIMEOUT_S)
        return _PAIRED[memo]


_PAIRED: dict[tuple, float] = {}
