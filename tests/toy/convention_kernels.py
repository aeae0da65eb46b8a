"""Toy Pallas entries for the conventions check: each breaks one convention; `per_tile` and the
wrapped variants follow them all."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

N, B = 64, 8


def _tile(body, x, *, whole_input=False, aliases=None, name="toy"):
    return pl.pallas_call(
        body,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(N // B,),
        in_specs=[pl.BlockSpec(x.shape, lambda i: (0,)) if whole_input else pl.BlockSpec((B,), lambda i: (i,))],
        out_specs=pl.BlockSpec((B,), lambda i: (i,)),
        input_output_aliases=aliases or {},
        interpret=True,
        name=name,
    )(x)


def _double(x_ref, o_ref):
    o_ref[...] = 2.0 * x_ref[...]


def sharded_call(body, x, **kw):
    """Stands for a target's halo-exchanging helper (astronomix: _pallas_call_sharded)."""
    return _tile(body, x, **kw)


def per_tile(x):
    return sharded_call(_double, x)


MODE = 1  # a configuration choice, known when the kernel is built


def with_switch(x):
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = jax.lax.switch(MODE, [lambda: v, lambda: 2.0 * v, lambda: 3.0 * v])

    return sharded_call(body, x, name="branchy")


def with_when(x):
    """A runtime choice (pl.when on the program id): the convention allows it."""
    def body(x_ref, o_ref):
        o_ref[...] = 2.0 * x_ref[...]

        @pl.when(pl.program_id(0) == 0)
        def _():
            o_ref[...] = x_ref[...]

    return sharded_call(body, x, name="first_differs")


def whole_state(x):
    def body(x_ref, o_ref):
        i = pl.program_id(0)
        everything = x_ref[...] * 2.0  # the whole state, in every program
        o_ref[...] = jax.lax.dynamic_slice(everything, (i * B,), (B,))

    return sharded_call(body, x, whole_input=True, name="greedy")


def aliased(x):
    return sharded_call(_double, x, aliases={0: 0}, name="inplace")


@jax.custom_jvp
def aliased_wrapped(x):
    return sharded_call(_double, x, aliases={0: 0}, name="inplace")


@aliased_wrapped.defjvp
def _aliased_wrapped_jvp(primals, tangents):
    return aliased_wrapped(*primals), 2.0 * tangents[0]


def direct(x):
    return _tile(_double, x, name="direct")


def gate_plain(x) -> bool:
    return x.shape[0] % B == 0


def gate_array(x):
    return jnp.asarray(x.shape[0] % B == 0)


EPS = np.float64(1e-14)  # a NumPy float: float64 under x64, whatever the kernel's dtype


def untyped_literal(x):
    """Breaks the x64 rule: a float32 kernel meets a float64 constant and computes in float64."""
    def body(x_ref, o_ref):
        o_ref[...] = (x_ref[...] + EPS).astype(o_ref.dtype)

    return sharded_call(body, x, name="widens")


def typed_literal(x):
    """Follows it: the constant typed from the input, and a Python float (weakly typed)."""
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v + jnp.asarray(EPS, v.dtype) + 0.5

    return sharded_call(body, x, name="typed")


def where_literal(x):
    """Follows it: bare Python floats in jnp.where's other arm, jnp.clip's bounds and nan_to_num's
    fill are weakly typed, float32 at their first use (the lowered kernel holds an f64 constant and
    its truncation, which Triton and Mosaic TPU both lower)."""
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = jnp.where(v > 0, v, 0.0) + jnp.clip(v, 0.0, 1.0) + jnp.nan_to_num(v, nan=0.5)

    return sharded_call(body, x, name="where_untyped")


def computed_literal(x):
    """Breaks it: a value computed from Python floats alone (jnp.sqrt(2.0)) is float64 arithmetic
    in the kernel under x64, weakly typed or not."""
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = (v * jnp.sqrt(2.0)).astype(o_ref.dtype)

    return sharded_call(body, x, name="computes_f64")


def _tpu_tile(body, x, name):
    from jax.experimental.pallas import tpu as pltpu

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(N // B,),
                          in_specs=[pl.BlockSpec((B,), lambda i: (i,))], out_specs=pl.BlockSpec((B,), lambda i: (i,)),
                          compiler_params=pltpu.CompilerParams(), interpret=True, name=name)(x)


def untyped_index(x):
    """Breaks the TPU width rule: an untyped jnp.arange, int64 under x64, in a Mosaic TPU kernel."""
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...] + jnp.arange(B).astype(o_ref.dtype)

    return _tpu_tile(body, x, "untyped_index")


def typed_index(x):
    """Follows it: the index typed int32."""
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...] + jnp.arange(B, dtype=jnp.int32).astype(o_ref.dtype)

    return _tpu_tile(body, x, "typed_index")
