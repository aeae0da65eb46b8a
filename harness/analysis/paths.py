"""Proof of path: which primitives a traced program really contains, nested jaxprs included."""

from __future__ import annotations

from typing import Any

from harness.analysis.memory_eval import CALL_BODY_PARAMS
from harness.jaxtools.jaxcompat import jaxprs_in_params, pallas_call_name
from harness.jaxtools.jaxpr_walk import iter_eqns


def count_primitive(jaxpr: Any, name: str) -> int:
    return sum(1 for eqn in iter_eqns(jaxpr) if eqn.primitive.name == name)


# A Pallas kernel in a jaxpr: a pallas_call, or the kernel maps behind Mosaic GPU's `plgpu.kernel`
# (mpmd_map) and `pl.core_map`
KERNEL_PRIMITIVES = ("pallas_call", "core_map", "mpmd_map")


def count_kernels(jaxpr: Any, platform: str | None = None) -> int:
    """How many Pallas kernels a traced program calls (proof that the Pallas path ran); with `platform`,
    those a program lowered for that platform runs (see iter_eqns)."""
    return sum(1 for eqn in iter_eqns(jaxpr, platform) if eqn.primitive.name in KERNEL_PRIMITIVES)


def count_interpreted(jaxpr: Any, platform: str | None = None) -> int:
    """How many of those are `pallas_call`s in interpret mode."""
    return sum(1 for eqn in iter_eqns(jaxpr, platform) if eqn.primitive.name == "pallas_call"
               and eqn.params.get("interpret"))


def pallas_kernel_names(jaxpr: Any) -> list[str]:
    """The `name` of every Pallas kernel, in program order (what Triton kernels will be called)."""
    names = []
    for eqn in iter_eqns(jaxpr):
        if eqn.primitive.name == "pallas_call":
            names.append(pallas_call_name(eqn.params))
        elif eqn.primitive.name in KERNEL_PRIMITIVES:
            names.append(str(eqn.params.get("name") or eqn.primitive.name))
    return names


def used_kernel_names(jaxpr: Any) -> set[str]:
    """The names of the Pallas kernels whose results the program reads, transitively. JAX's dead-code
    elimination keeps every pallas_call; XLA drops one whose results nothing reads, so it never runs
    (a custom_vjp's backward kernel for an argument that is not differentiated). Calls are followed
    output by output; any other equation that is used counts every kernel inside it."""
    from jax.extend.core import ClosedJaxpr

    names: set[str] = set()
    inner = jaxpr.jaxpr if isinstance(jaxpr, ClosedJaxpr) else jaxpr
    _used_inputs(inner, [True] * len(inner.outvars), names)
    return names


def _used_inputs(jaxpr: Any, used_outputs: list[bool], names: set[str]) -> list[bool]:
    from jax.extend.core import ClosedJaxpr, Literal

    live = {v for v, used in zip(jaxpr.outvars, used_outputs) if used and not isinstance(v, Literal)}
    for eqn in reversed(jaxpr.eqns):
        used = [v in live for v in eqn.outvars]
        if not any(used) and not eqn.effects:
            continue  # dead: nothing reads what it makes, and it has no effect
        name = eqn.primitive.name
        body = eqn.params.get(CALL_BODY_PARAMS[name]) if name in CALL_BODY_PARAMS else None
        body = body.jaxpr if isinstance(body, ClosedJaxpr) else body
        if body is not None and len(body.invars) == len(eqn.invars) and len(body.outvars) == len(eqn.outvars):
            reads = _used_inputs(body, used, names)
        else:
            reads = [True] * len(eqn.invars)
            if name == "pallas_call":
                names.add(pallas_call_name(eqn.params))
            elif name in KERNEL_PRIMITIVES:
                names.add(str(eqn.params.get("name") or name))
            for sub in jaxprs_in_params(eqn.params):
                names.update(pallas_kernel_names(sub))
        live.update(v for v, read in zip(eqn.invars, reads) if read and not isinstance(v, Literal))
    return [v in live for v in jaxpr.invars]


def calls_in_loop(jaxpr: Any, name: str = "pallas_call") -> int:
    """`name` equations inside the body of the outermost loop (a `while`, which fori_loop and the
    checkpointed while loop also lower to): kernels there run on every time step, not once."""
    best = 0
    for eqn in iter_eqns(jaxpr):
        if eqn.primitive.name == "while":
            best = max(best, count_primitive(eqn.params["body_jaxpr"], name))
    return best
