"""Runs a program with every pallas_call handed to a handler and the code between them compiled.

The memory check needs each kernel's concrete operands, in the order the program calls them. Run
under `jax.disable_jit`, every primitive of the surrounding code is dispatched on its own: a WENO
dispatcher's reverse program is ~50,000 dispatches, 30 s of a 2-core host. Here the program is
traced once (or the engine's trace reused), the equations between kernels are compiled as segments
(a few compiles, which JAX's persistent cache keeps), and each kernel goes to the handler in
program order. Calls, custom
derivative rules and control flow around a kernel are followed (a loop runs its body once per
trip, as eagerly); a kernel under anything else (a shard_map, a vmap), or a program that does not
trace, is `Unfollowed`, found before anything runs, and the caller runs the program eagerly instead.
Asked to (`run(..., live=True)`), the walk also tells the handler which of a kernel's outputs the
program reads: an output no later equation of its jaxpr reads, and that the jaxpr does not return, is
dropped (JAX's splash attention drops the outputs it keeps its running statistics in).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any


from harness.analysis.memory_eval import CALL_BODY_PARAMS, control_flow
from harness.errors import Unfollowed
from harness.jaxtools import jaxcompat
from harness.jaxtools.jaxcompat import debug_info, jaxprs_in_params

Handler = Callable[..., list[Any]]  # (pallas_call params, operands[, live=outputs read]) -> outputs
CONTROL = ("cond", "while", "scan")
EAGER_UP_TO = 4  # a segment this short runs op by op: a compile costs more than a few dispatches


@dataclasses.dataclass(frozen=True)
class _Segment:
    """Equations with no kernel in them, run as one compiled function."""

    eqns: tuple[Any, ...]
    invars: tuple[Any, ...]
    outvars: tuple[Any, ...]
    fn: Callable[..., Any]


@dataclasses.dataclass(frozen=True)
class _Kernelled:
    """An equation that is, or holds, a pallas_call: its bodies are walked."""

    eqn: Any


def _body(closed: Any) -> tuple[Any, Sequence[Any]]:
    return getattr(closed, "jaxpr", closed), getattr(closed, "consts", ())


class Walk:
    """One traced program, planned: its segments and kernel-holding equations, nested bodies too."""

    def __init__(self, closed: Any, live: bool = False):
        self._plans: dict[int, tuple[Any, list]] = {}
        self._holds: dict[int, bool] = {}
        self._live: dict[int, tuple[bool, ...]] | None = {} if live else None  # id(pallas_call eqn) -> outputs read
        self.closed = closed
        self._plan(closed.jaxpr)

    # -- planning (no value is computed: an unfollowed kernel is found before anything runs) ----------

    def _holds_kernel(self, jaxpr: Any) -> bool:
        key = id(jaxpr)
        if key not in self._holds:

            self._holds[key] = any(e.primitive.name == "pallas_call" or
                                   any(self._holds_kernel(_body(j)[0]) for j in jaxprs_in_params(e.params))
                                   for e in jaxpr.eqns)
        return self._holds[key]

    def _eqn_holds_kernel(self, eqn: Any) -> bool:
        return eqn.primitive.name == "pallas_call" or any(self._holds_kernel(_body(j)[0])
                                                          for j in jaxprs_in_params(eqn.params))

    def _plan(self, jaxpr: Any) -> list:
        hit = self._plans.get(id(jaxpr))
        if hit is not None:
            return hit[1]
        steps: list = []
        run: list = []
        for k, eqn in enumerate(jaxpr.eqns):
            if not self._eqn_holds_kernel(eqn):
                run.append(eqn)
                continue
            if run:
                steps.append(self._segment(jaxpr, run, k))
                run = []
            name = eqn.primitive.name
            if name == "pallas_call":
                if self._live is not None:
                    self._live[id(eqn)] = _outputs_read(jaxpr, k)
            elif name in CALL_BODY_PARAMS:
                self._plan(_body(eqn.params[CALL_BODY_PARAMS[name]])[0])
            elif name == "cond":
                for branch in eqn.params["branches"]:
                    self._plan(branch.jaxpr)
            elif name == "while":
                self._plan(eqn.params["cond_jaxpr"].jaxpr)
                self._plan(eqn.params["body_jaxpr"].jaxpr)
            elif name == "scan":
                self._plan(eqn.params["jaxpr"].jaxpr)
            else:
                raise Unfollowed(f"a pallas_call under {name}")
            steps.append(_Kernelled(eqn))
        if run:
            steps.append(self._segment(jaxpr, run, len(jaxpr.eqns)))
        self._plans[id(jaxpr)] = (jaxpr, steps)
        return steps

    def _segment(self, jaxpr: Any, eqns: list, end: int) -> _Segment:
        """`eqns` (ending before equation `end`) as a function of the variables they read from outside,
        returning those that later equations or the jaxpr's outputs read."""
        import jax
        from jax._src import core
        from jax.extend.core import ClosedJaxpr, Jaxpr, Var

        defined: dict[Any, None] = {}
        reads: dict[Any, None] = {}
        for e in eqns:
            for v in e.invars:
                if isinstance(v, Var) and v not in defined:
                    reads[v] = None
            for v in e.outvars:
                if isinstance(v, Var) and not isinstance(v, core.DropVar):
                    defined[v] = None
        later: set = {v for v in jaxpr.outvars if isinstance(v, Var)}
        for e in jaxpr.eqns[end:]:
            later.update(v for v in e.invars if isinstance(v, Var))  # (a body reads only its operands)
        outs = tuple(v for v in defined if v in later)
        ins = tuple(reads)
        sub = Jaxpr([], list(ins), list(outs), list(eqns), core.join_effects(*(e.effects for e in eqns)),
                    debug_info("segment", "harness.analysis.kernel_calls"))
        fn = core.jaxpr_as_fun(ClosedJaxpr(sub, []))
        return _Segment(tuple(eqns), ins, outs, fn if len(eqns) <= EAGER_UP_TO else jax.jit(fn))

    # -- running ---------------------------------------------------------------------------------------

    def run(self, args: Sequence[Any], handler: Handler) -> list[Any]:
        return self._eval(self.closed.jaxpr, self.closed.consts, args, handler)

    def _eval(self, jaxpr: Any, consts: Sequence[Any], args: Sequence[Any], handler: Handler) -> list[Any]:
        from jax.extend.core import Literal

        env: dict[Any, Any] = dict(zip(jaxpr.constvars, consts))
        env.update(zip(jaxpr.invars, args))
        read = lambda v: v.val if isinstance(v, Literal) else env[v]
        for step in self._plan(jaxpr):
            if isinstance(step, _Segment):
                outs = step.fn(*(env[v] for v in step.invars))
                env.update(zip(step.outvars, outs))
                continue
            eqn = step.eqn
            invals = [read(v) for v in eqn.invars]
            outs = self._kernelled(eqn, invals, handler)
            env.update(zip(eqn.outvars, outs))
        return [read(v) for v in jaxpr.outvars]

    def _kernelled(self, eqn: Any, invals: list[Any], handler: Handler) -> list[Any]:
        name, params = eqn.primitive.name, eqn.params
        call = lambda closed, values: self._eval(*_body(closed), values, handler)
        if name == "pallas_call":
            if self._live is not None:
                return list(handler(params, invals, live=self._live.get(id(eqn))))
            return list(handler(params, invals))
        if name in CALL_BODY_PARAMS:
            return call(params[CALL_BODY_PARAMS[name]], invals)
        return control_flow(name, params, invals, call)  # cond, while, scan: as the kernel interpreter runs them


def _outputs_read(jaxpr: Any, k: int) -> tuple[bool, ...]:
    """Per output of equation `k` of `jaxpr`, whether anything reads it: a later equation (a nested
    body reads only its equation's operands), or the jaxpr's outputs (then its caller may: read)."""
    from jax._src import core
    from jax.extend.core import Var

    eqn = jaxpr.eqns[k]
    wanted = {v for v in eqn.outvars if isinstance(v, Var) and not isinstance(v, core.DropVar)}
    read = {v for v in jaxpr.outvars if isinstance(v, Var) and v in wanted}
    for later in jaxpr.eqns[k + 1:]:
        read.update(v for v in later.invars if isinstance(v, Var) and v in wanted)
    return tuple(v in read for v in eqn.outvars)


def run(fn: Callable, args: Sequence[Any], handler: Handler, traced: Any = None, live: bool = False) -> list[Any]:
    """`fn(*args)` with every pallas_call it makes going to `handler`, in program order: its flat
    outputs. `traced` is fn's ClosedJaxpr on these arguments where the caller has it (the engine
    traced the case's programs already). `live`: the handler is also given `live=`, per output of
    the kernel, whether the program reads it. Raises Unfollowed before running anything."""
    import jax

    if traced is None:
        try:
            with jaxcompat.backward_rule_lines():  # the sites of an adjoint kernel's choices
                traced = jax.make_jaxpr(fn)(*args)
        except Exception as err:  # eagerly it may still run (a tracer leak raises only under a trace)
            raise Unfollowed(f"the program does not trace ({type(err).__name__})") from err
    return Walk(traced, live).run(jax.tree.leaves(args), handler)
