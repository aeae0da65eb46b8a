"""TPU kernels for `tests/test_scratch.py`. A flash-attention-like kernel that keeps running
statistics in VMEM scratch across the sequential grid axis (m, l and acc in `scratch_shapes`, set
under `pl.when(kv == 0)`, updated every step, written out at the last), the same kernel without its
initialisation, and one that initialises its scratch once, at the first program of the whole grid,
and so carries it across a `parallel` axis: heads x query blocks x key blocks = 2 x 2 x 2 programs.
Then kernels whose programs share an output block across a parallel axis, and an in-place kernel
that reads its whole input (what JAX's TPU race detector sees as a race and the footprint does not).
Then an attention kernel declared as JAX's TPU attention kernels are, in every grid-spec form
(`attention`), a TPU matmul that says it is one only by its grid spec's form (`accumulate`), and a
recurrence whose state is read on the first chunk and discarded there, or not (`recurrent`)."""

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


# -- every grid-spec form a TPU kernel is declared in ---------------------------------------------------
# An attention kernel declared as JAX's own TPU attention kernels are: m, l and the weighted values
# carried in VMEM scratch of one shape (`[pltpu.VMEM((BLOCK, D), jnp.float32)] * 3`, m and l the
# same across lanes) along the key blocks, reset under pl.when(kv == 0); only the head axis is
# parallel (a sweep is one head: its query blocks and key blocks, in order). The forms: a plain
# pallas_call (`grid=`), a `pl.GridSpec` with scratch shapes, a `pltpu.PrefetchScalarGridSpec`
# whose index maps read two scalar operands (the order of the query and key blocks), core-parallel
# semantics, and the splash attention form (`outputs`): the running statistics in outputs with one
# block for the whole grid, which the caller drops.

ATTENTION_SEMANTICS = ("parallel", "arbitrary", "arbitrary")
FORMS = ("grid", "grid_spec", "prefetch", "core_parallel", "outputs")


def _attention_step(q_ref, k_ref, v_ref, o_ref, m_ref, l_ref, acc_ref, *, reset: bool):
    kv = pl.program_id(2)
    if reset:
        @pl.when(kv == 0)
        def _start():
            m_ref[...] = jnp.full(m_ref.shape, -jnp.inf, jnp.float32)
            l_ref[...] = jnp.zeros(l_ref.shape, jnp.float32)
            acc_ref[...] = jnp.zeros(acc_ref.shape, jnp.float32)

    s = jax.lax.dot_general(q_ref[...], k_ref[...], (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32)
    m_prev = m_ref[...]
    m_new = jnp.maximum(m_prev, jnp.max(s, axis=1, keepdims=True))
    p = jnp.exp(s - m_new[:, :1])
    alpha = jnp.exp(m_prev - m_new)
    l_ref[...] = alpha * l_ref[...] + jnp.sum(p, axis=1, keepdims=True)
    acc_ref[...] = alpha * acc_ref[...] + jnp.dot(p, v_ref[...], preferred_element_type=jnp.float32)
    m_ref[...] = m_new

    @pl.when(kv == pl.num_programs(2) - 1)
    def _out():
        o_ref[...] = acc_ref[...] / l_ref[...]


def _attention_kernel(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, *, reset):
    _attention_step(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, reset=reset)


def _attention_prefetch_kernel(q_order_ref, kv_order_ref, q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch,
                               acc_scratch, *, reset):
    _attention_step(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, reset=reset)


def _attention_outputs_kernel(q_order_ref, kv_order_ref, q_ref, k_ref, v_ref, m_scratch, l_scratch, acc_scratch,
                              o_ref, *, reset):
    _attention_step(q_ref, k_ref, v_ref, o_ref, m_scratch, l_scratch, acc_scratch, reset=reset)


def attention(form: str, reset: bool = True):
    """The attention toy in one of FORMS, as a function of q, k, v [heads, seq, d]; `reset=False` is
    the planted defect: no reset at the first key block (each head's sweep starts from what VMEM held)."""
    grid = (HEADS, SEQ // BLOCK, KV_STEPS)
    out_shape = jax.ShapeDtypeStruct((HEADS, SEQ, D), jnp.float32)
    scratch = [pltpu.VMEM((BLOCK, D), jnp.float32)] * 3
    semantics = (pltpu.CORE_PARALLEL, pltpu.ARBITRARY, pltpu.ARBITRARY) if form == "core_parallel" \
        else ATTENTION_SEMANTICS
    params = pltpu.CompilerParams(dimension_semantics=semantics)
    if form in ("prefetch", "outputs"):  # the blocks in the order two scalar operands give
        q_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j, q_order, kv_order: (h, q_order[i], 0))
        kv_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j, q_order, kv_order: (h, kv_order[h, j], 0))
        orders = (jnp.arange(SEQ // BLOCK, dtype=jnp.int32)[::-1],
                  jnp.stack([jnp.arange(KV_STEPS, dtype=jnp.int32), jnp.arange(KV_STEPS, dtype=jnp.int32)[::-1]]))
        if form == "prefetch":
            grid_spec = pltpu.PrefetchScalarGridSpec(num_scalar_prefetch=2, grid=grid,
                                                     in_specs=[q_spec, kv_spec, kv_spec], out_specs=q_spec,
                                                     scratch_shapes=scratch)
            call = pl.pallas_call(functools.partial(_attention_prefetch_kernel, reset=reset), out_shape=out_shape,
                                  grid_spec=grid_spec, compiler_params=params, interpret=True, name="attention")
            return lambda q, k, v: call(*orders, q, k, v)
        whole = pl.BlockSpec((BLOCK, D), lambda h, i, j, *_: (0, 0))  # one block for the whole grid
        grid_spec = pltpu.PrefetchScalarGridSpec(num_scalar_prefetch=2, grid=grid, in_specs=[q_spec, kv_spec, kv_spec],
                                                 out_specs=[whole, whole, whole, q_spec])
        statistic = jax.ShapeDtypeStruct((BLOCK, D), jnp.float32)
        call = pl.pallas_call(functools.partial(_attention_outputs_kernel, reset=reset),
                              out_shape=[statistic, statistic, statistic, out_shape], grid_spec=grid_spec,
                              compiler_params=params, interpret=True, name="attention")
        return lambda q, k, v: call(*orders, q, k, v)[-1]  # the running statistics are dropped
    q_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j: (h, i, 0))
    kv_spec = pl.BlockSpec((None, BLOCK, D), lambda h, i, j: (h, j, 0))
    kernel = functools.partial(_attention_kernel, reset=reset)
    if form == "grid_spec":
        grid_spec = pl.GridSpec(grid=grid, in_specs=[q_spec, kv_spec, kv_spec], out_specs=q_spec,
                                scratch_shapes=scratch)
        return pl.pallas_call(kernel, out_shape=out_shape, grid_spec=grid_spec, compiler_params=params,
                              interpret=True, name="attention")
    return pl.pallas_call(kernel, out_shape=out_shape, grid=grid, in_specs=[q_spec, kv_spec, kv_spec],
                          out_specs=q_spec, scratch_shapes=scratch, compiler_params=params, interpret=True,
                          name="attention")


# A TPU kernel that says so only by its grid spec's form, with no compiler params: a matmul whose
# output block accumulates along the k axis (as JAX's TPU matmul and grouped matmul do). Every axis
# of a TPU grid without dimension_semantics runs in order, so the revisits are no race. The forms:
# scalar prefetch (the k blocks in the order a scalar operand gives), blocks in VMEM, and the TPU
# interpreter's params.

ACCUMULATE_FORMS = ("prefetch", "vmem_blocks", "tpu_interpret")
M, K, N = 16, 16, 8


def accumulate(form: str, reset: bool = True):
    """x [M, K] @ y [K, N] in (8, 8) blocks, grid (row blocks, k blocks), as a function of x and y;
    `reset=False`: the planted defect, no zeroing of the output block at the first k block."""
    def kernel(*refs):
        x_ref, y_ref, o_ref = refs[-3:]  # (after the scalar operand, in the prefetch form)
        if reset:
            @pl.when(pl.program_id(1) == 0)
            def _zero():
                o_ref[...] = jnp.zeros(o_ref.shape, jnp.float32)

        o_ref[...] += jnp.dot(x_ref[...], y_ref[...], preferred_element_type=jnp.float32)

    grid = (M // 8, K // 8)
    out_shape = jax.ShapeDtypeStruct((M, N), jnp.float32)
    if form == "prefetch":
        order = jnp.arange(K // 8, dtype=jnp.int32)[::-1]
        grid_spec = pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=1, grid=grid, in_specs=[pl.BlockSpec((8, 8), lambda i, k, order: (i, order[k])),
                                                        pl.BlockSpec((8, 8), lambda i, k, order: (order[k], 0))],
            out_specs=pl.BlockSpec((8, 8), lambda i, k, order: (i, 0)))
        call = pl.pallas_call(kernel, out_shape=out_shape, grid_spec=grid_spec, interpret=True, name="accumulate")
        return lambda x, y: call(order, x, y)
    space = dict(memory_space=pltpu.VMEM) if form == "vmem_blocks" else {}
    return pl.pallas_call(kernel, out_shape=out_shape, grid=grid,
                          in_specs=[pl.BlockSpec((8, 8), lambda i, k: (i, k), **space),
                                    pl.BlockSpec((8, 8), lambda i, k: (k, 0), **space)],
                          out_specs=pl.BlockSpec((8, 8), lambda i, k: (i, 0), **space),
                          interpret=pltpu.InterpretParams() if form == "tpu_interpret" else True, name="accumulate")


# -- recurrent state: read on the first chunk, and discarded there ---------------------------------------
# A linear recurrence h_c = a * h_{c-1} + x_c over chunks of a sequence, per row block: the state
# lives in VMEM scratch along the "arbitrary" chunk axis, declared in a `pl.GridSpec`. The first chunk
# reads the scratch like every other and discards it (`jnp.where(first, init, scratch_ref[...])`):
# whatever VMEM held never reaches an output. The variants that let it through are stale scratch.

ROW_BLOCKS, CHUNKS, WIDTH = 2, 3, 128
RECURRENT_VARIANTS = ("discarded", "kept", "half_kept", "decides", "loop", "loop_kept")


def recurrent(variant: str = "discarded"):
    """x [ROW_BLOCKS * 8, CHUNKS * WIDTH] -> the running state after each chunk. `variant`: the first
    chunk discards the scratch it read (`discarded`), keeps it (`kept`: `jnp.where(first, init + h,
    h)`), keeps it in half of the rows (`half_kept`), or discards it but lets it decide whether the
    output is zeroed (`decides`, under pl.when); `loop`: two half steps a chunk in a fori_loop whose
    carry sums their states, the first discarding what the first chunk read (`loop_kept`: the second
    discards it, too late: the first's state is in the sum)."""
    def kernel(x_ref, o_ref, h_ref):
        first = pl.program_id(1) == 0
        init = jnp.zeros(h_ref.shape, jnp.float32)
        if variant in ("loop", "loop_kept"):
            def half_step(i, total):  # the output sums the two half steps' states (the loop's carry)
                h = jnp.where(first & (i == (0 if variant == "loop" else 1)), init, h_ref[...])
                h_ref[...] = 0.5 * h + 0.5 * x_ref[...]
                return total + h_ref[...]

            o_ref[...] = jax.lax.fori_loop(0, 2, half_step, init)
            return
        stale = h_ref[...]  # on the first chunk: whatever VMEM held
        if variant == "kept":
            h = jnp.where(first, init + stale, stale)
        elif variant == "half_kept":
            rows = jax.lax.broadcasted_iota(jnp.int32, stale.shape, 0)
            h = jnp.where(first & (rows < 4), init, stale)
        else:
            h = jnp.where(first, init, stale)
        new = 0.5 * h + x_ref[...]
        h_ref[...] = new
        o_ref[...] = new
        if variant == "decides":
            @pl.when(first & (stale[0, 0] > 0))
            def _zero():
                o_ref[...] = jnp.zeros(o_ref.shape, jnp.float32)

    spec = pl.BlockSpec((8, WIDTH), lambda r, c: (r, c))
    grid_spec = pl.GridSpec(grid=(ROW_BLOCKS, CHUNKS), in_specs=[spec], out_specs=spec,
                            scratch_shapes=[pltpu.VMEM((8, WIDTH), jnp.float32)])
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((ROW_BLOCKS * 8, CHUNKS * WIDTH), jnp.float32),
                          grid_spec=grid_spec, compiler_params=pltpu.CompilerParams(
                              dimension_semantics=("parallel", "arbitrary")), interpret=True, name="recurrent")


def recurrent_reference(x):
    out, h = [], jnp.zeros((x.shape[0], WIDTH), jnp.float32)
    for c in range(CHUNKS):
        h = 0.5 * h + x[:, c * WIDTH:(c + 1) * WIDTH]
        out.append(h)
    return jnp.concatenate(out, axis=1)


def _overwritten_kernel(x_ref, o_ref, s_ref, *, overwrite):
    """The output block first takes the scratch as VMEM left it (never written: garbage), then, with
    `overwrite`, the program's own result over it: only what the block holds at the end reaches the output."""
    o_ref[...] = s_ref[...]
    if overwrite:
        o_ref[...] = x_ref[...] * 2


def overwritten(overwrite: bool):
    def run(x):
        return pl.pallas_call(
            functools.partial(_overwritten_kernel, overwrite=overwrite), grid=(2,),
            in_specs=[pl.BlockSpec((8, 128), lambda i: (i, 0))], out_specs=pl.BlockSpec((8, 128), lambda i: (i, 0)),
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), scratch_shapes=[pltpu.VMEM((8, 128), jnp.float32)],
            compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",)), name="overwritten")(x)
    return run
