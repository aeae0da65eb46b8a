"""One run per case: build the workload, then trace, lower, compile and execute each side once.

Every check (path, values, gradients, and later IR, compile and golden checks) reads the same
`CaseRun` (`harness.run.case_run`), so a case is traced and compiled at most once per session whatever
is asked of it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.analysis import memory_safety
from harness.analysis.paths import count_kernels, used_kernel_names
from harness.declare import Case, Pair, Target, describe_arguments, resolve, resolve_name
from harness.errors import CaseError, GpuCompileError, Unsupported
from harness.grid.devices import build_mesh, partition_spec
from harness.jaxtools import ir, jaxcompat, lower
from harness.jaxtools.jaxcompat import enable_x64, noting_mosaic_gpu_deprecation
from harness.run import emulation, heap, time_ledger
from harness.run.case_run import ARTIFACTS, CaseRun, GpuRun, GradSide, KERNEL_TIMEOUT_S, MemoryRun, SideRun
from harness.run.gpu import gpu_aot, kernel_cache, toolchain, triton_compile
from harness.run.gradient_programs import declared_mode_refused, derivative_inputs, gradient_compile_options
from harness.store.budgets import COMPILE_ARCH
from harness.store.kernel_store import digest


_SIZED = object()  # _grad_side: choose the options from the program's size


def _traced_or_none(fn: Callable, *args: Any) -> Any:
    """fn's jaxpr as the memory check's walk traces it (an adjoint's choices by their own lines), or
    None where it does not trace: the walk then runs the program eagerly, where it may still run."""
    import jax

    try:
        with jaxcompat.backward_rule_lines():
            return jax.make_jaxpr(fn)(*args)
    except Exception:  # noqa: BLE001 - kernel_calls says why, and runs it eagerly
        return None


def _refused(run: CaseRun, side: GradSide) -> GradSide:
    if side.error is not None:
        side.error = declared_mode_refused(run, side.error)
    return side


ARCHES = ("sm_90a", "sm_80")


class Engine:
    """Runs cases, once each, and keeps the results for the session.

    Every method that lowers (the shared run, its device IR, GPU compile, gradients, memory) runs under
    jaxcompat.quiet_triton_deprecation: JAX 0.11 deprecates the Pallas Triton backend at each Triton
    lowering, no news to a run that verifies Triton kernels, and no reason to fail a `-W error` run."""

    def __init__(self, target: Target, kernel_cache_dir: Path | None = None):
        self.target = target
        self._kernel_cache = kernel_cache.KernelCache(kernel_cache_dir) if kernel_cache_dir is not None else None
        self.runs: dict[str, CaseRun] = {}
        self._resolved: dict[str, Any] = {}
        self._last_mesh: int | None = None
        self.counters = {"traces": 0, "compiles": 0, "executions": 0, "cache_clears": 0}
        self._ptx: dict[tuple, Any] = {}  # identical kernels (same bytecode, arch, params) compile once
        self._calibration: float | None = None
        self._mesh_context = (resolve_name(target.mesh_context, where=f"{target.source}: Target.mesh_context")
                              if target.mesh_context else None)

    def resolved(self, pair: Pair):
        if pair.name not in self._resolved:
            self._resolved[pair.name] = resolve(pair, self.target.source)
        return self._resolved[pair.name]

    def forget(self, case_id: str) -> None:
        """Drop a case's run once no check needs it (its figures are already in the reports)."""
        self.runs.pop(case_id, None)
        self.counters["runs_dropped"] = self.counters.get("runs_dropped", 0) + 1
        heap.settle()  # what survived the case is frozen once it is many: later collections do not walk it

    def produce(self, artifact: str, run: CaseRun) -> Any:
        """One of a case's on-demand artifacts (case_run.ARTIFACTS), by its producer (PRODUCERS)."""
        return PRODUCERS[artifact](self, run)

    def run(self, pair: Pair, case: Case) -> CaseRun:
        if case.id not in self.runs:
            self.runs[case.id] = self._run(pair, case)
        return self.runs[case.id]

    def side_context(self, side: str, mesh: Any, workload: Any = None, *, emulate: str | None = None,
                     interpret: bool = False) -> contextlib.AbstractContextManager:
        """What every trace of a side runs in: on the Pallas side the pair's platform emulation (all of it
        for an interpret-mode run, the device answers for the device build) and the workload's context;
        on a mesh, the mesh (and the target's mesh context)."""
        stack = contextlib.ExitStack()
        if side == "pallas":
            stack.enter_context(emulation.context(emulate, interpret=interpret))
        if side == "pallas" and workload is not None and workload.context is not None:
            stack.enter_context(workload.context())
        if mesh is not None:
            import jax

            stack.enter_context(jax.set_mesh(mesh))
            if side == "pallas" and self._mesh_context is not None:
                stack.enter_context(self._mesh_context(mesh))
        return stack

    # -- internals ---------------------------------------------------------------------------

    def _place(self, case: Case, args: tuple, shard: tuple[str, ...] | None, mesh: Any) -> tuple:
        import jax
        import jax.numpy as jnp
        from jax.sharding import NamedSharding

        if mesh is None:
            return tuple(jnp.asarray(a) if not isinstance(a, jax.Array) else a for a in args)
        kinds = self._shard_kinds(shard, len(args))
        return tuple(jax.device_put(a, NamedSharding(mesh, partition_spec(k, case.ndim, self.target.mesh)))
                     for a, k in zip(args, kinds))

    def _shard_kinds(self, shard: tuple[str, ...] | None, count: int) -> tuple[str, ...]:
        """Each argument's layout on a mesh: as declared, else the first one the target's state where its
        MeshLayout has that kind, every other argument (all, for a target without meshes) replicated."""
        if shard:
            if len(shard) != count:
                raise ValueError(f"Workload.shard has {len(shard)} entries for {count} arguments")
            return tuple(shard)
        first = "state" if "state" in self.target.mesh.kinds else "replicated"
        return (first,) + ("replicated",) * (count - 1)

    def _maybe_clear(self, mesh_size: int) -> None:
        # A target's jitted dispatchers may cache traces without regard to the Pallas mesh context;
        # a trace from another mesh size would be reused silently, so drop caches on a change.
        import jax

        if self._last_mesh is not None and self._last_mesh != mesh_size:
            with time_ledger.stage("mesh_switch"):
                jax.clear_caches()
                heap.release()  # what the caches held may be frozen
            self.counters["cache_clears"] += 1
        self._last_mesh = mesh_size

    def _run_side(self, case: Case, side: str, fn: Callable, args: tuple, mesh: Any, workload: Any = None,
                  emulate: str | None = None) -> SideRun:
        import jax
        import numpy as np

        run = SideRun(side)
        stage = "tracing"
        try:
            with self.side_context(side, mesh, workload, emulate=emulate, interpret=case.interpret):
                t0 = time.perf_counter()
                traced = jax.jit(fn).trace(*args)
                run.jaxpr = traced.jaxpr
                run.pallas_calls = count_kernels(traced.jaxpr, jaxcompat.default_platform())
                self.counters["traces"] += 1
                t1 = time.perf_counter()
                stage = "lowering"
                run.lowered = traced.lower()
                t2 = time.perf_counter()
                stage = "compiling"
                run.compiled = run.lowered.compile()
                self.counters["compiles"] += 1
                t3 = time.perf_counter()
                stage = "executing"
                out = run.compiled(*args)
                out = jax.block_until_ready(out)
                self.counters["executions"] += 1
                t4 = time.perf_counter()
            run.outputs = jax.tree_util.tree_map(np.asarray, out)
            run.seconds = {"trace": t1 - t0, "lower": t2 - t1, "compile": t3 - t2, "execute": t4 - t3}
        except Exception as err:  # recorded and re-raised by every check that reads this side
            run.error = CaseError(case.id, side, stage, err)
        for name, seconds in run.seconds.items():
            time_ledger.add(f"{side}.{name}", seconds)
        return run

    @jaxcompat.quiet_triton_deprecation()
    def _run(self, pair: Pair, case: Case) -> CaseRun:
        t0 = time.perf_counter()
        self._maybe_clear(case.mesh)
        on_user_mesh = case.mesh > 1 and case.mesh_axes != "auto"
        mesh = build_mesh(case.mesh, self.target.mesh, as_make_mesh=on_user_mesh,
                          expect=case.mesh_axes) if case.mesh > 1 else None
        ref_mesh = build_mesh(case.mesh, self.target.mesh) if on_user_mesh else mesh
        with enable_x64(case.x64):
            try:
                with time_ledger.stage("build"):
                    workload = pair.build(case, self.resolved(pair))
                    args = self._place(case, workload.args, workload.shard, mesh)
                    ref_args = self._place(case, workload.args, workload.shard, ref_mesh) if on_user_mesh else args
                    raw = workload.predicate() if workload.predicate else None
                    predicate = bool(raw) if workload.predicate else None
            except Exception as err:
                error = CaseError(case.id, "both", "building inputs", err)
                empty = SideRun("native", error=error), SideRun("pallas", error=error)
                return CaseRun(pair, case, *empty, None, error, time.perf_counter() - t0, self)
            native = self._run_side(case, "native", workload.native, ref_args, ref_mesh, workload)
            pallas = self._run_side(case, "pallas", workload.pallas, args, mesh, workload, emulate=pair.emulate)
            user_native = self._run_side(case, "native", workload.native, args, mesh, workload) if on_user_mesh else None
        run = CaseRun(pair, case, native, pallas, predicate, None, 0.0, self, workload=workload, args=args, mesh=mesh,
                      predicate_value=raw, native_args=ref_args, native_mesh=ref_mesh, native_on_user_mesh=user_native)
        run.seconds = time.perf_counter() - t0
        return run

    def run_ir(self, run: CaseRun) -> tuple[dict[str, Any], list[Any]]:
        out: dict[str, ir.LoweringOutcome] = {}
        kernels: list[ir.TritonKernel] = []
        if run.build_error is not None:
            raise run.build_error
        if run.case.mesh > 1:  # the sharded program is the one the Pallas side compiled for this mesh
            if run.pallas.compiled is None:
                raise run.pallas.error or CaseError(run.case.id, "pallas", "compiling", RuntimeError("not compiled"))
            out["sharded"] = ir.LoweringOutcome("sharded", ir.normalize_hlo(run.pallas.compiled.as_text()))
            return out, kernels
        return self.device_ir(run.pair, run.case)

    @jaxcompat.quiet_triton_deprecation()
    def device_ir(self, pair: Pair, case: Case) -> tuple[dict[str, Any], list[Any]]:
        """The case's device build (same inputs, interpret=False) lowered for each platform without a
        device: kind -> LoweringOutcome for every DEVICE_KIND, and the Triton kernels. Needs no run of
        the case: `harness draft-check` drafts check files from exactly what the filecheck check reads."""

        out: dict[str, ir.LoweringOutcome] = {}
        kernels: list[ir.TritonKernel] = []
        # Traced afresh: a jitted helper served from JAX's trace cache (filled by whatever this process
        # traced before) is one function in the module where a fresh trace makes two, which renumbers
        # the module's functions; the snapshot must not depend on the test order.
        import jax

        jaxcompat.forget_traces()  # by module: a test swaps it
        device_case = dataclasses.replace(case, interpret=False)
        with enable_x64(case.x64):
            try:
                with time_ledger.stage("lowering.trace"):
                    workload = pair.build(device_case, self.resolved(pair))
            except Exception as err:
                why = f"building the interpret=False inputs: {lower.first_line(err)}"
                return {**out, **{kind: ir.LoweringOutcome(kind, error=why, stage="building", exception=err)
                                 for kind in ir.FROM_DEVICE_BUILD}}, kernels
            structs = [jax.ShapeDtypeStruct(jax.numpy.shape(a), jax.numpy.asarray(a).dtype) for a in workload.args]
            # the Pallas side's context (what a kernel needs while it is traced) holds for the device build too
            with self.side_context("pallas", None, workload, emulate=pair.emulate):
                try:
                    with time_ledger.stage("lowering.trace"):
                        traced = jax.jit(workload.pallas).trace(*structs)
                except Exception as err:
                    why = f"tracing the interpret=False build: {lower.first_line(err)}"
                    return {**out, **{kind: ir.LoweringOutcome(kind, error=why, stage="tracing", exception=err)
                                     for kind in ir.FROM_DEVICE_BUILD}}, kernels
                traced_kernels = count_kernels(traced.jaxpr)
                out.update({kind.name: ir.LoweringOutcome(kind.name, make=functools.partial(kind.produce, traced))
                            for kind in ir.kinds_from("trace")})
                for platform in ir.LOWERED_FOR:
                    lowering = self._lowered_for(platform, workload, structs, traced, out, traced_kernels)
                    if platform == "cuda" and lowering is not None:
                        kernels = lowering.triton
        self.counters["lowerings"] = self.counters.get("lowerings", 0) + len(ir.LOWERED_FOR)
        return out, kernels

    def _lowered_for(self, platform: str, workload: Any, structs: list, traced: Any, out: dict[str, Any],
                     traced_kernels: int) -> "ir.PlatformLowering | None":
        """The device build lowered for `platform`, and every IR kind made from that lowering into `out`
        (each kind carries the lowering's own error where it fails)."""
        deprecated: list[str] = []  # JAX's warning for a pallas_call lowered to Mosaic GPU
        try:
            with time_ledger.stage(f"lowering.{platform}"), noting_mosaic_gpu_deprecation(deprecated):
                lowered = lower.lower_for(platform, workload.pallas, structs, traced=traced)
            if platform == "cuda":
                lowering = ir.PlatformLowering(lowered, triton=ir.triton_kernels(lowered),
                                               mosaic_gpu=ir.mosaic_gpu_kernels(lowered))
            else:
                lowering = ir.PlatformLowering(lowered, mosaic=ir.mosaic_kernels(lowered))
            kernels = {digest(k.ir): k.ir for k in [*lowering.triton, *lowering.mosaic_gpu, *lowering.mosaic]}
            for kind in ir.kinds_from(platform):
                extras: dict[str, Any] = {}
                if kind.around_kernels:
                    extras = {"kernels": kernels, "traced_kernels": traced_kernels}
                    if platform == "cuda":
                        extras.update(backend=ir.cuda_backend(lowering.triton, lowering.mosaic_gpu),
                                      deprecations=sorted(set(deprecated)))
                out[kind.name] = ir.LoweringOutcome(kind.name, kind.produce(lowering), **extras)
            return lowering
        except Exception as err:
            for kind in ir.kinds_from(platform):
                out[kind.name] = ir.LoweringOutcome(kind.name, error=lower.first_line(err), exception=err)
            return None

    @jaxcompat.quiet_triton_deprecation()
    def run_gpu(self, run: CaseRun) -> GpuRun:
        reason = toolchain.unavailable_reason()
        if reason is not None:
            return GpuRun(unavailable=reason)
        out = GpuRun()
        try:
            import jax

            device_case = dataclasses.replace(run.case, interpret=False)
            layout = self.target.mesh
            mesh = gpu_aot.deviceless_mesh(run.case.mesh, layout.axes, layout.split) if run.case.mesh > 1 else None
            if mesh is not None:
                jax.clear_caches()  # traces cached under the CPU mesh must not leak into the H100 one
                self._last_mesh = None
            with enable_x64(run.case.x64):
                workload = run.pair.build(device_case, self.resolved(run.pair))
                structs = [jax.ShapeDtypeStruct(jax.numpy.shape(a), jax.numpy.asarray(a).dtype) for a in workload.args]
                kinds = self._shard_kinds(workload.shard, len(structs))
                specs = [partition_spec(k, run.case.ndim, layout) for k in kinds]
                out.donated = tuple(workload.donate)
                for side, fn in (("native", workload.native), ("pallas", workload.pallas)):
                    with self.side_context(side, mesh, workload, emulate=run.pair.emulate), \
                            time_ledger.stage("gpu.xla_compile"):
                        out.memory[side] = gpu_aot.deviceless_compile(fn, structs, mesh_size=run.case.mesh,
                                                                      partition_specs=specs,
                                                                      mesh=mesh or gpu_aot.deviceless_mesh(
                                                                          1, layout.axes, layout.split),
                                                                      donate_argnums=out.donated)
                    self.counters["gpu_program_compiles"] = self.counters.get("gpu_program_compiles", 0) + 1
            if mesh is not None:
                jax.clear_caches()
            # the kernels of the program just compiled: at mesh > 1 they see a shard plus its halo
            for kernel in out.memory["pallas"].kernels:
                for arch in ARCHES:
                    key = (kernel.bytecode, arch, kernel.num_warps, kernel.num_stages)
                    if key not in self._ptx:
                        self._ptx[key] = self._compile_kernel(kernel, arch)
                    out.kernels.append(self._ptx[key][0])
                    out.calibration[f"{kernel.name}@{self._ptx[key][0].arch}"] = self._ptx[key][1]
                    out.sources[f"{kernel.name}@{self._ptx[key][0].arch}"] = (kernel, arch)
            pallas = out.memory["pallas"]
            for resources, kernel in zip(pallas.mosaic_gpu, pallas.mosaic_gpu_kernels):
                out.kernels.append(resources)  # compiled by the program's compile (mosaic_gpu_compile)
                out.sources[f"{resources.name}@{resources.arch}"] = (kernel, resources.arch)
        except GpuCompileError as err:
            out.error = str(err)
        return out

    def _compile_kernel(self, kernel: Any, arch: str) -> tuple[Any, float]:
        """One kernel for one arch: from the kernel cache, else compiled once (for the budgeted arch,
        right after a calibration compile: one pair of triton_compile.compile_units); a reading near
        the budget's limit is confirmed with nine pairs before a verdict (harness.checks.gpu_compile.confirm_compile_units)."""

        disk_key = None
        if self._kernel_cache is not None:
            disk_key = kernel_cache.key(kernel.bytecode, arch, kernel.num_warps, kernel.num_stages,
                                        toolchain.compiler_versions())
            hit = self._kernel_cache.get(disk_key)
            if hit is not None:
                self.counters["gpu_kernel_cache_hits"] = self.counters.get("gpu_kernel_cache_hits", 0) + 1
                return dataclasses.replace(hit[0], name=kernel.name, cached=True), hit[1]

        # compile time is budgeted for one arch: only there is a calibration compiled beside it
        with time_ledger.stage("gpu.calibration"):
            calibration = (triton_compile.calibration_seconds(repeats=1) if arch == COMPILE_ARCH
                           else self.calibration_seconds())
        compiled = triton_compile.compile_kernel(kernel.name, kernel.bytecode, arch, num_warps=kernel.num_warps,
                                                 num_stages=kernel.num_stages, timeout_s=KERNEL_TIMEOUT_S)
        time_ledger.add("gpu.triton", compiled.triton_seconds)
        time_ledger.add("gpu.ptxas", compiled.ptxas_seconds)
        self.counters["gpu_kernel_compiles"] = self.counters.get("gpu_kernel_compiles", 0) + 1
        if disk_key is not None:
            self._kernel_cache.put(disk_key, compiled, calibration)
        return compiled, calibration

    def calibration_seconds(self) -> float:
        """This session's time for a fixed small Triton compile: compile budgets are in its units."""
        if self._calibration is None:

            with time_ledger.stage("gpu.calibration"):
                self._calibration = triton_compile.calibration_seconds()
        return self._calibration

    @jaxcompat.quiet_triton_deprecation()
    def run_gradients(self, run: CaseRun) -> tuple[GradSide, GradSide]:
        if run.build_error is not None:
            return GradSide(error=run.build_error), GradSide(error=run.build_error)
        workload, args, mesh = run.workload, run.args, run.mesh
        argnums, forward = run.diff_argnums, run.forward_mode  # a declaration that cannot be used raises here
        with enable_x64(run.case.x64):
            # The Pallas side first: where it cannot be differentiated (a known failure of several
            # pairs) the native derivatives would be compiled for nothing.
            pallas = _refused(run, self._grad_side(run.case, "pallas", workload.pallas, args, argnums, mesh, forward,
                                                   workload, compile_options=_SIZED, emulate=run.pair.emulate))
            if pallas.error is not None:
                return GradSide(error=pallas.error), pallas
            native = self._grad_side(run.case, "native", workload.native, run.native_args or args, argnums,
                                     run.native_mesh or mesh, forward, workload,
                                     compile_options=pallas.compile_options)  # compiled like the Pallas side
            return _refused(run, native), pallas

    @jaxcompat.quiet_triton_deprecation()
    def run_memory(self, run: CaseRun) -> MemoryRun:
        """The memory check's reports for the Pallas side: its forward program's kernels, and for a
        differentiable pair its reverse program's (the gradients check's VJP, same cotangent and
        arguments), each run eagerly with every kernel interpreted (`harness.analysis.memory_safety.check_call`); what
        it made of the reverse program; the kernels only that program runs (the backward kernels), and
        those it calls but whose results it never reads (XLA drops them: they never run)."""
        import jax

        workload, seen = run.workload, set()
        with enable_x64(run.case.x64), time_ledger.stage("memory"), \
                self.side_context("pallas", run.mesh, workload, emulate=run.pair.emulate, interpret=run.case.interpret):
            reports = memory_safety.check_call(workload.pallas, run.args, seen=seen, traced=run.pallas.jaxpr)
            if not run.pair.differentiable:
                return MemoryRun(reports, "none (the pair is not differentiated)")
            try:
                argnums = run.diff_argnums
                partial_fn, primals, _, cotangent = derivative_inputs(run.case, workload.pallas, run.args, argnums)
                reverse = lambda p, c: jax.vjp(partial_fn, *p)[1](c)  # noqa: E731
                traced = run.traced_gradients[1].reverse_jaxpr if run.traced_gradients is not None else None  # traced by the gradients check
                if traced is None:
                    traced = _traced_or_none(reverse, primals, cotangent)
                more = memory_safety.check_call(reverse, (primals, cotangent), seen=seen, traced=traced)
            except Unsupported:
                raise
            except Exception as err:  # the gradients check reports it, with its stage
                return MemoryRun(reports, f"not run ({type(err).__name__})")
        # a kernel whose results the reverse program never reads is run here, but XLA drops it from the program
        used = used_kernel_names(traced) if traced is not None else {r.name for r in more}
        ran, unread = [r for r in more if r.name in used], [r for r in more if r.name not in used]
        backward, discarded = tuple(r.name for r in ran), [r.name for r in unread]
        figure = (f"checked ({len(more)} kernels of its own: {' '.join(r.label for r in ran) or 'none'}"
                  + (f"; results unread, so never run by the program: {' '.join(r.label for r in unread)}"
                     if unread else "")
                  + f"; w.r.t. {describe_arguments(workload, argnums)})")
        return MemoryRun(reports + more, memory_safety.reverse_figure(figure, reports + more), backward, tuple(discarded))

    def _grad_side(self, case: Case, side: str, fn: Callable, args: tuple, argnums: tuple[int, ...],
                   mesh: Any, forward_mode: bool = True, workload: Any = None,
                   compile_options: Any = None, emulate: str | None = None) -> GradSide:
        import jax
        import numpy as np

        out = GradSide()
        stage = "building the gradient programs"
        t0 = time.perf_counter()
        try:
            with self.side_context(side, mesh, workload, emulate=emulate, interpret=case.interpret):
                # the output's shape is traced in the side's context too: on a mesh, a Pallas entry
                # traced outside its mesh context is not the program that runs
                partial_fn, primals, tangents, cotangent = derivative_inputs(case, fn, args, argnums)
                # One reverse program (a VJP with a random cotangent: what jax.grad of a random
                # projection computes) and one forward program; each traced and compiled once.
                stage = "tracing the VJP"
                with time_ledger.stage("gradients.trace"), jaxcompat.backward_rule_lines():
                    reverse = jax.jit(lambda p, c: jax.vjp(partial_fn, *p)[1](c)).trace(primals, cotangent)
                out.pallas_calls = count_kernels(reverse.jaxpr, jaxcompat.default_platform())
                out.reverse_jaxpr = reverse.jaxpr
                self.counters["traces"] += 1
                stage = "running the VJP"
                with time_ledger.stage("gradients.lower"):
                    lowered = reverse.lower()
                out.compile_options = compile_options
                if compile_options is _SIZED:

                    out.program_ops = ir.count_ops(lowered)
                    out.compile_options = gradient_compile_options(out.program_ops, case.dtype)
                with time_ledger.stage("gradients.compile"):
                    compiled = lowered.compile(out.compile_options)
                with time_ledger.stage("gradients.execute"):
                    out.vjp = jax.block_until_ready(compiled(primals, cotangent))
                self.counters["compiles"] += 1
                if forward_mode:
                    stage = "running the JVP"
                    with time_ledger.stage("gradients.trace"):
                        forward = jax.jit(lambda p, t: jax.jvp(partial_fn, p, t)).trace(primals, tangents)
                    self.counters["traces"] += 1
                    with time_ledger.stage("gradients.lower"):
                        lowered = forward.lower()
                    with time_ledger.stage("gradients.compile"):
                        compiled = lowered.compile(out.compile_options)
                    with time_ledger.stage("gradients.execute"):
                        out.jvp = jax.block_until_ready(compiled(primals, tangents))
                    self.counters["compiles"] += 1
            out.jvp, out.vjp = jax.tree_util.tree_map(np.asarray, (out.jvp, out.vjp))
        except Exception as err:
            out.error = CaseError(case.id, side, stage, err)
        out.seconds = time.perf_counter() - t0
        return out


# Each on-demand artifact's one producer: a new artifact is a row here and one in case_run.ARTIFACTS
PRODUCERS: dict[str, Callable[[Engine, CaseRun], Any]] = {
    "gradients": Engine.run_gradients, "ir": Engine.run_ir, "gpu": Engine.run_gpu, "memory": Engine.run_memory}
assert PRODUCERS.keys() == ARTIFACTS.keys(), "every artifact has one producer"
