"""Proof of path: which primitives a traced program really contains, nested jaxprs included."""

from __future__ import annotations

from typing import Any

from harness.jaxcompat import jaxprs_in_params, pallas_call_name


def iter_eqns(jaxpr: Any):
    """Every equation of a (closed) jaxpr, descending into pjit, custom_jvp/vjp, shard_map, cond, ..."""
    from jax.extend.core import ClosedJaxpr

    if isinstance(jaxpr, ClosedJaxpr):
        jaxpr = jaxpr.jaxpr
    stack = [jaxpr]
    while stack:
        current = stack.pop()
        for eqn in current.eqns:
            yield eqn
            for sub in jaxprs_in_params(eqn.params):
                stack.append(sub.jaxpr if isinstance(sub, ClosedJaxpr) else sub)


def count_primitive(jaxpr: Any, name: str) -> int:
    return sum(1 for eqn in iter_eqns(jaxpr) if eqn.primitive.name == name)


# A Pallas kernel in a jaxpr: a pallas_call, or the kernel maps behind Mosaic GPU's `plgpu.kernel`
# (mpmd_map) and `pl.core_map`
KERNEL_PRIMITIVES = ("pallas_call", "core_map", "mpmd_map")


def count_kernels(jaxpr: Any) -> int:
    """How many Pallas kernels a traced program calls (proof that the Pallas path ran)."""
    return sum(1 for eqn in iter_eqns(jaxpr) if eqn.primitive.name in KERNEL_PRIMITIVES)


def pallas_kernel_names(jaxpr: Any) -> list[str]:
    """The `name` of every Pallas kernel, in program order (what Triton kernels will be called)."""
    names = []
    for eqn in iter_eqns(jaxpr):
        if eqn.primitive.name == "pallas_call":
            names.append(pallas_call_name(eqn.params))
        elif eqn.primitive.name in KERNEL_PRIMITIVES:
            names.append(str(eqn.params.get("name") or eqn.primitive.name))
    return names
