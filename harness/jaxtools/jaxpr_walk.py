"""Walking a traced program: every equation of a jaxpr, nested jaxprs included, as a platform lowers it."""

from __future__ import annotations

from typing import Any

from harness.errors import NoBranch
from harness.jaxtools.jaxcompat import jaxprs_in_params


def iter_eqns(jaxpr: Any, platform: str | None = None):
    """Every equation of a (closed) jaxpr, descending into pjit, custom_jvp/vjp, shard_map, cond, ...
    With `platform` ("cpu", "cuda", ...), a `lax.platform_dependent` conditional is descended only into
    the branch that platform runs: the others are traced but never lowered there."""
    from jax.extend.core import ClosedJaxpr

    if isinstance(jaxpr, ClosedJaxpr):
        jaxpr = jaxpr.jaxpr
    stack = [jaxpr]
    while stack:
        current = stack.pop()
        for eqn in current.eqns:
            yield eqn
            branches = eqn.params.get("branches_platforms") if eqn.primitive.name == "cond" else None
            if platform is not None and branches is not None:
                subs = [eqn.params["branches"][branch_of(platform, branches)]]
            else:
                subs = jaxprs_in_params(eqn.params)
            for sub in subs:
                stack.append(sub.jaxpr if isinstance(sub, ClosedJaxpr) else sub)


def branch_of(platform: str, branches: tuple) -> int:
    """The branch of a `lax.platform_dependent` (its `branches_platforms`: a tuple of platform names
    per branch, None for the default) that runs on `platform`, as JAX's lowering chooses it."""
    for i, names in enumerate(branches):
        if names is not None and platform in names:
            return i
    for i, names in enumerate(branches):
        if names is None:
            return i
    raise NoBranch(f"lax.platform_dependent has no branch for {platform} and no default (its branches: "
                   f"{', '.join('/'.join(n) for n in branches if n)}): it does not lower for {platform}")
