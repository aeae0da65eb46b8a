"""A toy for the gradients check: a Pallas product of three inputs with a hand-written custom_vjp.

out = x0 * x1 + x2, one forward kernel; the backward rule runs one Pallas kernel per product input
(`toy_bwd_x0`: g * x1, `toy_bwd_x1`: g * x0) and passes g through for x2. Its build sets no gradient
flag: the declaration (autodiff="custom_vjp") says there is no forward mode, and every floating-point
input is differentiated. `TOY_GRADS_BUG=dx1` plants a wrong backward kernel for the second input
(g * x1); `TOY_GRADS_AUTODIFF` declares another autodiff wrap than the one the kernel has;
`TOY_GRADS_ARGNUMS` (comma-separated positions) sets `Workload.diff_argnums`.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

from harness.declare import Case, Pair, Resolved, Target, Workload

N = 64


def _elementwise(body, name: str, *operands):
    def kernel(*refs):
        refs[-1][...] = body(*(r[...] for r in refs[:-1]))

    x = operands[0]
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return pl.pallas_call(kernel, out_shape=out, interpret=True, name=name)(*operands)


@jax.custom_vjp
def product_pallas(x0, x1, x2):
    return _elementwise(lambda a, b, c: a * b + c, "toy_product", x0, x1, x2)


def _forward(x0, x1, x2):
    return product_pallas(x0, x1, x2), (x0, x1)


def _backward(saved, g):
    x0, x1 = saved
    dx0 = _elementwise(lambda g, b: g * b, "toy_bwd_x0", g, x1)
    wrong = os.environ.get("TOY_GRADS_BUG") == "dx1"
    dx1 = _elementwise((lambda g, a: g * a * 1.5) if wrong else (lambda g, a: g * a), "toy_bwd_x1", g, x0)
    return dx0, dx1, g


product_pallas.defvjp(_forward, _backward)


def product_native(x0, x1, x2):
    return x0 * x1 + x2


def build(case: Case, fns: Resolved) -> Workload:
    x0, x1, x2 = (jnp.linspace(-1.0 + k, 2.0 + k, N, dtype=case.dtype_name) for k in range(3))
    argnums = os.environ.get("TOY_GRADS_ARGNUMS")
    flags = {"diff_argnums": tuple(int(i) for i in argnums.split(","))} if argnums else {}
    return Workload(args=(x0, x1, x2), pallas=lambda x0, x1, x2: fns.pallas(x0, x1, x2), native=fns.native, **flags)


TARGET = Target(package="numpy", version="any", dtypes=("f32",), pairs=[
    Pair(name="toy_product", pallas="@pairs:product_pallas", native="@pairs:product_native", build=build,
         accepts=lambda case: True, x64=(False,), meshes=False, on_reject="unguarded",
         autodiff=os.environ.get("TOY_GRADS_AUTODIFF", "custom_vjp"), fd_check=False),
])
