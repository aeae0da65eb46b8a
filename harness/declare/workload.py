"""What one case runs (`Workload`: the arrays and a callable per side, as a pair's build returns them), and
what the gradients check reads off it: the arguments it differentiates, their names, whether it takes
a JVP."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from harness.errors import DeclarationError

__all__ = ["Workload", "differentiated", "argument_names", "describe_arguments", "forward_mode", "forward_mode_source"]


@dataclasses.dataclass
class Workload:
    """What one case runs: the array arguments and a callable per side taking exactly those arrays.

    `shard` says per argument how it is laid out on a mesh: "state" (variable axis then spatial axes),
    "field" (spatial axes only) or "replicated". `predicate` is the pair's `_supported` gate called on
    this input, so the harness can check it against the declaration.
    """

    args: tuple[Any, ...]
    pallas: Callable[..., Any]
    native: Callable[..., Any]
    shard: tuple[str, ...] | None = None
    predicate: Callable[[], bool] | None = None
    # The arguments gradients are taken with respect to; None: every floating-point (inexact) one, so
    # a backward kernel for a second input (attention's dK/dV) runs. Name them where some are not
    # differentiable in a meaningful sense (a spacing the kernel treats as static), saying why.
    diff_argnums: tuple[int, ...] | None = None
    grad_runs_pallas: bool = False  # the reverse-mode program itself must contain pallas_calls
    # Whether the gradients check takes a JVP; None: as the pair's `autodiff` says (a custom_vjp alone
    # has reverse mode only). False where one case's side is a custom_vjp and the declaration says
    # otherwise (a dispatcher whose BACKWARDS mode runs a hand-written adjoint).
    forward_mode: bool | None = None
    # Arguments the caller donates (an in-place accumulator or state, as the integrators pass them):
    # the GPU compile donates them, and the Pallas program must then copy none before an aliased call.
    donate: tuple[int, ...] = ()
    # A context every trace of the Pallas side runs in (forward, gradients, GPU compile): a mode
    # that must also hold while a custom_vjp's backward kernels are traced, e.g. an interpret mode.
    context: Callable[[], Any] | None = None
    # The magnitude each output element guards, as a pytree prefix of the outputs (arrays broadcasting
    # against them): it scales the absolute tolerance of the values check. A kernel that floors a
    # variable at 1e-14 scales that variable by its floor, so a wrong floor is not lost below atol.
    value_scale: Any = None


def differentiated(workload: Workload, where: str) -> tuple[int, ...]:
    """The positions of the arguments the gradients check differentiates: `Workload.diff_argnums`
    where the build gives it, else every argument whose leaves are all floating-point (inexact).
    `where` names the pair and case in the error a declaration that cannot be used gets."""
    count = len(workload.args)
    if workload.diff_argnums is not None:
        argnums = tuple(workload.diff_argnums)
        bad = [i for i in argnums if not isinstance(i, int) or not 0 <= i < count]
        if bad or not argnums or len(set(argnums)) != len(argnums):
            raise DeclarationError(f"{where}: Workload.diff_argnums={argnums!r} must name distinct positions of its "
                                   f"{count} argument(s); leave it out to differentiate every floating-point one")
        exact = [i for i in argnums if not _inexact(workload.args[i])]
        if exact:
            raise DeclarationError(f"{where}: Workload.diff_argnums={argnums!r} names argument(s) {exact}, which are not "
                                   "floating-point (JAX differentiates none of their values): drop them")
        return argnums
    argnums = tuple(i for i, arg in enumerate(workload.args) if _inexact(arg))
    if not argnums:
        raise DeclarationError(f"{where}: no argument of the workload is floating-point, so there is nothing to "
                               "differentiate: pass the differentiable inputs as arguments (not closed over), or "
                               "declare not_differentiable='...' on the pair")
    return argnums


def _inexact(arg: Any) -> bool:
    import jax
    import jax.numpy as jnp

    leaves = jax.tree_util.tree_leaves(arg)
    return bool(leaves) and all(jnp.issubdtype(jnp.result_type(leaf), jnp.inexact) for leaf in leaves)


def argument_names(workload: Workload) -> list[str]:
    """Each argument's name as the Pallas side's callable (else the native one's) calls it, by position:
    a parameter's name, `name[i]` inside `*name`, or "" where the callable gives none."""
    import inspect

    count = len(workload.args)
    for fn in (workload.pallas, workload.native):
        try:
            params = list(inspect.signature(fn).parameters.values())
        except (TypeError, ValueError):  # a builtin or a C function: no signature
            continue
        names: list[str] = []
        for p in params:
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                names.append(p.name)
            elif p.kind is p.VAR_POSITIONAL:
                names += [f"{p.name}[{i}]" for i in range(count - len(names))]
                break
        if any(names):
            return (names + [""] * count)[:count]
    return [""] * count


def describe_arguments(workload: Workload, argnums: Sequence[int]) -> str:
    """Arguments as the report shows them: "0:q 1:k" (position, and name where the callable gives one)."""
    names = argument_names(workload)
    return " ".join(f"{i}:{names[i]}" if names[i] else str(i) for i in argnums)


def forward_mode(pair: Any, workload: Workload) -> bool:
    """Whether the gradients check takes a JVP of both sides: as the workload says where it says, else
    from the pair's declaration (`pair`: a Pair; its `autodiff`): a custom_vjp alone has reverse mode
    only; a custom_jvp (with or without a custom_vjp beside it) and a dispatcher without a wrap of its
    own have both."""
    if workload.forward_mode is not None:
        return bool(workload.forward_mode)
    return pair.autodiff != "custom_vjp"


def forward_mode_source(pair: Any, workload: Workload) -> str:
    """Where `forward_mode` comes from, as the declaration says it (for the error that asks to change it)."""
    if workload.forward_mode is not None:
        return f"its build returns Workload(forward_mode={workload.forward_mode!r})"
    if pair.autodiff is not None:
        return f"the pair declares autodiff={pair.autodiff!r}"
    return "the pair is a dispatcher with no autodiff declared (both modes)"
