"""One run per case: build the workload, then trace, lower, compile and execute each side once.

Every check (path, values, gradients, and later IR, compile and golden checks) reads the same
`CaseRun`, so a case is traced and compiled at most once per session whatever is asked of it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
import zlib
from collections.abc import Callable, Iterator
from typing import Any

from harness.declare import Case, Pair, Target, resolve, resolve_name
from harness.devices import build_mesh, partition_spec
from harness.paths import count_primitive


class CaseError(Exception):
    """A side of a case could not be built, traced, compiled or run."""

    def __init__(self, case_id: str, side: str, stage: str, error: BaseException):
        self.case_id, self.side, self.stage, self.error = case_id, side, stage, error
        super().__init__(f"{case_id}: {side} side failed while {stage}: {type(error).__name__}: {error}")


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
    grad: Any = None
    jvp: Any = None
    vjp: Any = None
    pallas_calls: int = 0  # in the reverse-mode program
    seconds: float = 0.0
    error: CaseError | None = None

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
    _engine: "Engine"
    _grads: tuple[GradSide, GradSide] | None = None

    def gradients(self) -> tuple[GradSide, GradSide]:
        """(native, pallas) grad / jvp / vjp results, computed on first request and kept."""
        if self._grads is None:
            self._grads = self._engine._run_gradients(self)
        return self._grads


def case_seed(case: Case, salt: str = "") -> int:
    return zlib.crc32((case.id + salt).encode())


@contextlib.contextmanager
def _precision(x64: bool) -> Iterator[None]:
    import jax

    with jax.enable_x64(x64):
        yield


class Engine:
    """Runs cases, once each, and keeps the results for the session."""

    def __init__(self, target: Target):
        self.target = target
        self.runs: dict[str, CaseRun] = {}
        self._resolved: dict[str, Any] = {}
        self._last_mesh: int | None = None
        self.counters = {"traces": 0, "compiles": 0, "executions": 0, "cache_clears": 0}
        self._mesh_context = (resolve_name(target.mesh_context, where=f"{target.source}: Target.mesh_context")
                              if target.mesh_context else None)

    def resolved(self, pair: Pair):
        if pair.name not in self._resolved:
            self._resolved[pair.name] = resolve(pair, self.target.source)
        return self._resolved[pair.name]

    def run(self, pair: Pair, case: Case) -> CaseRun:
        if case.id not in self.runs:
            self.runs[case.id] = self._run(pair, case)
        return self.runs[case.id]

    # -- internals ---------------------------------------------------------------------------

    def _side_context(self, side: str, mesh: Any) -> contextlib.AbstractContextManager:
        stack = contextlib.ExitStack()
        if mesh is not None:
            import jax

            stack.enter_context(jax.set_mesh(mesh))
            if side == "pallas" and self._mesh_context is not None:
                stack.enter_context(self._mesh_context(mesh))
        return stack

    def _place(self, case: Case, args: tuple, shard: tuple[str, ...] | None, mesh: Any) -> tuple:
        import jax
        import jax.numpy as jnp
        from jax.sharding import NamedSharding

        if mesh is None:
            return tuple(jnp.asarray(a) if not isinstance(a, jax.Array) else a for a in args)
        kinds = shard or ("state",) + ("replicated",) * (len(args) - 1)
        if len(kinds) != len(args):
            raise ValueError(f"Workload.shard has {len(kinds)} entries for {len(args)} arguments")
        return tuple(jax.device_put(a, NamedSharding(mesh, partition_spec(k, case.ndim)))
                     for a, k in zip(args, kinds))

    def _maybe_clear(self, mesh_size: int) -> None:
        # astronomix's jitted dispatchers cache traces without regard to the Pallas mesh context;
        # a trace from another mesh size would be reused silently, so drop caches on a change.
        import jax

        if self._last_mesh is not None and self._last_mesh != mesh_size:
            jax.clear_caches()
            self.counters["cache_clears"] += 1
        self._last_mesh = mesh_size

    def _run_side(self, case: Case, side: str, fn: Callable, args: tuple, mesh: Any) -> SideRun:
        import jax
        import numpy as np

        run = SideRun(side)
        stage = "tracing"
        try:
            with self._side_context(side, mesh):
                t0 = time.perf_counter()
                traced = jax.jit(fn).trace(*args)
                run.jaxpr = traced.jaxpr
                run.pallas_calls = count_primitive(traced.jaxpr, "pallas_call")
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
        return run

    def _run(self, pair: Pair, case: Case) -> CaseRun:
        t0 = time.perf_counter()
        self._maybe_clear(case.mesh)
        mesh = build_mesh(case.mesh) if case.mesh > 1 else None
        with _precision(case.x64):
            try:
                workload = pair.build(case, self.resolved(pair))
                args = self._place(case, workload.args, workload.shard, mesh)
                predicate = bool(workload.predicate()) if workload.predicate else None
            except Exception as err:
                error = CaseError(case.id, "both", "building inputs", err)
                empty = SideRun("native", error=error), SideRun("pallas", error=error)
                return CaseRun(pair, case, *empty, None, error, time.perf_counter() - t0, self)
            native = self._run_side(case, "native", workload.native, args, mesh)
            pallas = self._run_side(case, "pallas", workload.pallas, args, mesh)
        run = CaseRun(pair, case, native, pallas, predicate, None, 0.0, self)
        run._workload, run._args, run._mesh = workload, args, mesh  # type: ignore[attr-defined]
        run.seconds = time.perf_counter() - t0
        return run

    def _run_gradients(self, run: CaseRun) -> tuple[GradSide, GradSide]:
        if run.build_error is not None:
            return GradSide(error=run.build_error), GradSide(error=run.build_error)
        workload, args, mesh = run._workload, run._args, run._mesh  # type: ignore[attr-defined]
        with _precision(run.case.x64):
            return tuple(self._grad_side(run.case, side, fn, args, workload.diff_argnums, mesh, workload.forward_mode)
                         for side, fn in (("native", workload.native), ("pallas", workload.pallas)))

    def _grad_side(self, case: Case, side: str, fn: Callable, args: tuple, argnums: tuple[int, ...],
                   mesh: Any, forward_mode: bool = True) -> GradSide:
        import jax
        import jax.numpy as jnp
        import numpy as np

        rng = np.random.default_rng(case_seed(case, "grad"))
        out = GradSide()
        stage = "building the gradient programs"
        t0 = time.perf_counter()
        try:
            out_shapes = jax.eval_shape(fn, *args)
            weights = jax.tree_util.tree_map(
                lambda s: jnp.asarray(rng.standard_normal(s.shape), s.dtype), out_shapes)
            tangents = tuple(jnp.asarray(rng.standard_normal(np.shape(args[i])), args[i].dtype) for i in argnums)
            cotangent = jax.tree_util.tree_map(
                lambda s: jnp.asarray(rng.standard_normal(s.shape), s.dtype), out_shapes)

            def loss(*a):
                y = fn(*a)
                return sum(jnp.vdot(w, v) for w, v in zip(jax.tree_util.tree_leaves(weights),
                                                         jax.tree_util.tree_leaves(y)))

            def partial_fn(*diff):
                full = list(args)
                for i, d in zip(argnums, diff):
                    full[i] = d
                return fn(*full)

            primals = tuple(args[i] for i in argnums)
            with self._side_context(side, mesh):
                stage = "tracing jax.grad"
                grad_fn = jax.jit(jax.grad(loss, argnums=argnums))
                traced = grad_fn.trace(*args)
                out.pallas_calls = count_primitive(traced.jaxpr, "pallas_call")
                stage = "running jax.grad"
                out.grad = traced.lower().compile()(*args)
                if forward_mode:
                    stage = "running jax.jvp"
                    out.jvp = jax.jit(lambda p, t: jax.jvp(partial_fn, p, t))(primals, tangents)
                stage = "running jax.vjp"
                out.vjp = jax.jit(lambda p, c: jax.vjp(partial_fn, *p)[1](c))(primals, cotangent)
                self.counters["compiles"] += 3
            out.grad, out.jvp, out.vjp = jax.tree_util.tree_map(np.asarray, (out.grad, out.jvp, out.vjp))
        except Exception as err:
            out.error = CaseError(case.id, side, stage, err)
        out.seconds = time.perf_counter() - t0
        return out
