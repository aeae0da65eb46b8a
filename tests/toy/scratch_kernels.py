"""TPU kernels for `tests/test_scratch.py`. A flash-attention-like kernel that keeps running
statistics in VMEM scratch across the sequential grid axis (m, l and acc in `scratch_shapes`, set
under `pl.when(kv == 0)`, updated every step, written out at the last), the same kernel without its
initialisation, and one that initialises its scratch once, at the first program of the whole grid,
and so carries it across a `parallel` axis: heads x query blocks x key blocks = 2 x 2 x 2 programs.
Then kernels whose programs share an output block across a parallel axis, and an in-place kernel
that reads its whole input (what JAX's TPU race detector sees as a race and the footprint does not)."""

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

HEADS, SEQ, D, BLOCK = 2, 16, 8, 8
KV_STEPS = SEQ // BLOCK
SEMANTICS = ("parallel", "parallel", "arbitrary")


def _init(m_scratch, l_scratch, acc_scratch):
    m_scratch[...] = jnp.full(m_scratch.shape, -jnp.inf, jnp.float32)
    l_scratch[...] = jnp.zeros(l_scratch.shape, jnp.float32)
    acc_scratch[...] = jnp.zeros(acc_scratch.shape, jnp.float32)


def _flash_kernel(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, *, init):
    """One (head, query block, key block) program: the online softmax's running max m, sum l and
    weighted values acc live in scratch across the key blocks; `init` says when they are reset."""
    kv = pl.program_id(2)
    if init is not None:
        pl.when(init())(lambda: _init(m_scratch, l_scratch, acc_scratch))
    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32)
    m_prev = m_scratch[...]
    m_new = jnp.maximum(m_prev, jnp.max(s, axis=1, keepdims=True))
    p = jnp.exp(s - m_new)
    alpha = jnp.exp(m_prev - m_new)
    l_scratch[...] = alpha * l_scratch[...] + jnp.sum(p, axis=1, keepdims=True)
    acc_scratch[...] = alpha * acc_scratch[...] + jnp.dot(p, v_ref[...], preferred_element_type=jnp.float32)
    m_scratch[...] = m_new

    @pl.when(kv == KV_STEPS - 1)
    def _out():
        o_ref[...] = (acc_scratch[...] / l_scratch[...]).astype(o_ref.dtype)


INITS = {
    "per_row": lambda: pl.program_id(2) == 0,  # each (head, query block) sweep of the key blocks starts afresh
    "none": None,  # the running statistics start from whatever VMEM held
    # once for the whole grid: later (head, query block) groups start from another group's statistics
    "grid_start": lambda: (pl.program_id(0) == 0) & (pl.program_id(1) == 0) & (pl.program_id(2) == 0),
}


def _flash_prefetch_kernel(s_ref, q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, *, init):
    del s_ref  # the scalar-prefetch operand: there, not used
    _flash_kernel(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, init=init)


def _scratch():
    return [pltpu.VMEM((BLOCK, 1), jnp.float32), pltpu.VMEM((BLOCK, 1), jnp.float32),
            pltpu.VMEM((BLOCK, D), jnp.float32)]


def flash(init: str = "per_row", semantics: tuple[str, ...] | None = SEMANTICS, prefetch: bool = False,
          interpret=True):
    """The toy as a function of q, k, v [heads, seq, d]. `semantics`: the grid's dimension_semantics
    (None: no compiler params at all); `prefetch`: the grid given as a PrefetchScalarGridSpec (one
    scalar operand, unused by the index maps but passed to them, as scalar prefetch is)."""
    kernel = functools.partial(_flash_prefetch_kernel if prefetch else _flash_kernel, init=INITS[init])
    params = pltpu.CompilerParams(dimension_semantics=semantics) if semantics is not None else None
    if prefetch:
        q_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j, s: (h, i, 0))
        kv_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j, s: (h, j, 0))
        grid_spec = pltpu.PrefetchScalarGridSpec(num_scalar_prefetch=1, grid=(HEADS, SEQ // BLOCK, KV_STEPS),
                                                 in_specs=[q_spec, kv_spec, kv_spec], out_specs=q_spec,
                                                 scratch_shapes=_scratch())
        call = pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((HEADS, SEQ, D), jnp.float32),
                              grid_spec=grid_spec, compiler_params=params, interpret=interpret, name="flash")
        return lambda q, k, v: call(jnp.zeros((1,), jnp.int32), q, k, v)
    q_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j: (h, i, 0))
    kv_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j: (h, j, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((HEADS, SEQ, D), jnp.float32),
                          grid=(HEADS, SEQ // BLOCK, KV_STEPS), in_specs=[q_spec, kv_spec, kv_spec],
                          out_specs=q_spec, scratch_shapes=_scratch(), compiler_params=params,
                          interpret=interpret, name="flash")


def reference(q, k, v):
    return jax.nn.softmax(jnp.einsum("hqd,hkd->hqk", q, k), axis=-1) @ v


def inputs():
    rng = np.random.default_rng(0)
    return tuple(jnp.asarray(rng.standard_normal((HEADS, SEQ, D)), jnp.float32) for _ in range(3))


def flash_every_step(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch):
    """The flash kernel writing its output block at every key block, not only the last: the block is
    revisited along the sequential axis, in order on one core."""
    _flash_kernel(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, init=INITS["per_row"])
    o_ref[...] = acc_scratch[...] / l_scratch[...]


def every_step(semantics: tuple[str, ...] | None):
    q_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j: (h, i, 0))
    kv_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j: (h, j, 0))
    return pl.pallas_call(flash_every_step, out_shape=jax.ShapeDtypeStruct((HEADS, SEQ, D), jnp.float32),
                          grid=(HEADS, SEQ // BLOCK, KV_STEPS), in_specs=[q_spec, kv_spec, kv_spec],
                          out_specs=q_spec, scratch_shapes=_scratch(), interpret=True, name="every_step",
                          compiler_params=pltpu.CompilerParams(dimension_semantics=semantics) if semantics else None)


ROWS = 8
PARALLEL = pltpu.CompilerParams(dimension_semantics=("parallel",))


def shared_block(disjoint: bool, tpu: bool = True):
    """Two programs along a parallel axis hold the same (8, 128) output block: each writes its own
    half of it (`disjoint`), or all of it. `tpu=False`: the same grid without Mosaic params (a GPU
    grid, where a block is a window onto global memory, written element by element)."""
    def shared(x_ref, o_ref):
        half = pl.ds(pl.program_id(0) * (ROWS // 2), ROWS // 2)
        if disjoint:
            o_ref[half, :] = x_ref[half, :] * 2.0
        else:
            o_ref[...] = x_ref[...] * 2.0

    whole = pl.BlockSpec((ROWS, 128), lambda h: (0, 0))
    return pl.pallas_call(shared, out_shape=jax.ShapeDtypeStruct((ROWS, 128), jnp.float32), grid=(2,),
                          in_specs=[whole], out_specs=whole, compiler_params=PARALLEL if tpu else None,
                          interpret=True, name="shared")


def in_place_whole_input():
    """In place (output 0 is input 0's buffer): each program reads the whole input block but uses only
    its own rows, and writes its own rows. No element another program writes is read; but on a TPU
    the whole input block is copied in while the other core writes its rows back."""
    def in_place(x_ref, o_ref):
        o_ref[...] = x_ref[pl.ds(pl.program_id(0) * ROWS, ROWS), :] * 2.0

    return pl.pallas_call(in_place, out_shape=jax.ShapeDtypeStruct((2 * ROWS, 128), jnp.float32), grid=(2,),
                          in_specs=[pl.BlockSpec((2 * ROWS, 128), lambda h: (0, 0))],
                          out_specs=pl.BlockSpec((ROWS, 128), lambda h: (h, 0)), input_output_aliases={0: 0},
                          compiler_params=PARALLEL, interpret=True, name="in_place")
