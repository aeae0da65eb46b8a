"""TPU kernels that move their own memory, for `tests/test_dma.py`: the input left in HBM
(`memory_space=pl.ANY`), each program copying its rows into VMEM scratch by DMA and doubling them.
`copy(variant)` builds one: `"wait"` waits before it reads (correct), `"prefetch"` starts the next
program's copy before computing on its own (double-buffered across the grid, as JAX's paged attention
does), `"byte_count_wait"` copies its rows in two halves and waits once for their bytes with a
descriptor of another place of their size (`"empty_copy"`: and starts a copy of no rows, a tile's padded slot;
`"empty_waited"`: and waits for it), `"read_first"` reads the buffer before the wait, `"no_wait"` never waits, `"stray_wait"` waits
for a copy nobody started. `write_back(overwrite)` copies from scratch to an output left in HBM, and
with `overwrite` writes the source again while the copy is in flight. `signalled(signals)` signals a
regular semaphore `signals` times and waits for one."""

import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

ROWS, COLS, STEPS = 8, 128, 4


def x() -> jax.Array:
    return jnp.arange(ROWS * STEPS * COLS, dtype=jnp.float32).reshape(ROWS * STEPS, COLS)


def _rows(hbm, i):
    return hbm.at[pl.ds(i * ROWS, ROWS)]


def _copy_kernel(x_hbm, o_ref, buf, sem, *, variant):
    i = pl.program_id(0)
    if variant == "prefetch":  # buf holds two slots: this program's (waited here) and the next one's
        slot = i % 2

        @pl.when(i == 0)
        def _():
            pltpu.make_async_copy(_rows(x_hbm, 0), buf.at[0], sem.at[0]).start()

        @pl.when(i + 1 < STEPS)
        def _():
            pltpu.make_async_copy(_rows(x_hbm, i + 1), buf.at[1 - slot], sem.at[1 - slot]).start()

        pltpu.make_async_copy(_rows(x_hbm, i), buf.at[slot], sem.at[slot]).wait()
        o_ref[...] = buf[slot] * 2
        return
    if variant in ("byte_count_wait", "empty_copy", "empty_waited"):  # two half copies, one wait for their
        half = ROWS // 2  # bytes (a descriptor never started); "empty_*" also start a copy of nothing
        for h in (0, 1):
            pltpu.make_async_copy(x_hbm.at[pl.ds(i * ROWS + h * half, half)], buf.at[0, pl.ds(h * half, half)],
                                  sem.at[0]).start()
        if variant != "byte_count_wait":  # a tile's padded slot: its record's size is 0 (tokamax's gated delta
            empty = pltpu.make_async_copy(x_hbm.at[pl.ds(0, 0)], buf.at[1, pl.ds(0, 0)], sem.at[1])  # rule)
            empty.start()
            if variant == "empty_waited":  # and waited for, by its own descriptor
                empty.wait()
        pltpu.make_async_copy(buf.at[1], buf.at[1], sem.at[0]).wait()  # as tokamax's gated delta rule waits
        o_ref[...] = buf[0] * 2
        return
    copy = pltpu.make_async_copy(_rows(x_hbm, i), buf.at[0], sem.at[0])
    if variant != "stray_wait":
        copy.start()
    if variant == "read_first":
        o_ref[...] = buf[0] * 2
        copy.wait()
        return
    if variant in ("wait", "stray_wait"):
        copy.wait()
        o_ref[...] = buf[0] * 2
        return
    o_ref[...] = x_hbm[pl.ds(i * ROWS, ROWS), :] * 2  # no_wait: the copy is left in flight


def copy(variant: str):
    def run(x):
        return pl.pallas_call(
            functools.partial(_copy_kernel, variant=variant), grid=(STEPS,),
            in_specs=[pl.BlockSpec(memory_space=pl.ANY)], out_specs=pl.BlockSpec((ROWS, COLS), lambda i: (i, 0)),
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), name=f"copy_{variant}",
            scratch_shapes=[pltpu.VMEM((2, ROWS, COLS), jnp.float32), pltpu.SemaphoreType.DMA((2,))],
            compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",)))(x)
    return run


def _write_back_kernel(x_ref, o_hbm, buf, sem, *, overwrite):
    i = pl.program_id(0)
    buf[...] = x_ref[...] * 2
    copy = pltpu.make_async_copy(buf, _rows(o_hbm, i), sem.at[0])
    copy.start()
    if overwrite:
        buf[...] = jnp.zeros_like(buf)
    copy.wait()


def write_back(overwrite: bool):
    def run(x):
        return pl.pallas_call(
            functools.partial(_write_back_kernel, overwrite=overwrite), grid=(STEPS,),
            in_specs=[pl.BlockSpec((ROWS, COLS), lambda i: (i, 0))], out_specs=pl.BlockSpec(memory_space=pl.ANY),
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), name="write_back",
            scratch_shapes=[pltpu.VMEM((ROWS, COLS), jnp.float32), pltpu.SemaphoreType.DMA((1,))],
            compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",)))(x)
    return run


def _signalled_kernel(x_ref, o_ref, sem, *, signals):
    for _ in range(signals):
        pl.semaphore_signal(sem.at[0], 1)
    pl.semaphore_wait(sem.at[0], 1)
    o_ref[...] = x_ref[...] + pl.semaphore_read(sem.at[0]).astype(jnp.float32)


def signalled(signals: int):
    def run(x):
        return pl.pallas_call(
            functools.partial(_signalled_kernel, signals=signals), grid=(STEPS,),
            in_specs=[pl.BlockSpec((ROWS, COLS), lambda i: (i, 0))],
            out_specs=pl.BlockSpec((ROWS, COLS), lambda i: (i, 0)),
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), name="signalled",
            scratch_shapes=[pltpu.SemaphoreType.REGULAR((1,))],
            compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel",)))(x)
    return run


def _scoped_kernel(x_hbm, o_ref, *, variant):
    """Each program copies its rows into a buffer `run_scoped` allocates, waits, and doubles them;
    `"read_first"` reads the buffer before anything is copied into it, `"no_wait"` leaves the copy in
    flight as the scope closes, `"halves"` fills it with two copies and waits once for the whole."""
    i = pl.program_id(0)

    def body(buf, sem):
        copy = pltpu.make_async_copy(_rows(x_hbm, i), buf, sem.at[0])
        if variant == "halves":  # the buffer filled by two copies, waited for as a whole (one descriptor)
            half = ROWS // 2
            for h in (0, 1):
                pltpu.make_async_copy(x_hbm.at[pl.ds(i * ROWS + h * half, half)], buf.at[pl.ds(h * half, half)],
                                      sem.at[0]).start()
            copy.wait()
            o_ref[...] = buf[...] * 2
            return
        if variant == "read_first":
            o_ref[...] = buf[...] * 2
        copy.start()
        if variant == "no_wait":
            o_ref[...] = x_hbm[pl.ds(i * ROWS, ROWS), :] * 2
            return
        copy.wait()
        if variant != "read_first":
            o_ref[...] = buf[...] * 2

    pl.run_scoped(body, pltpu.VMEM((ROWS, COLS), jnp.float32), pltpu.SemaphoreType.DMA((1,)))


def scoped(variant: str):
    def run(x):
        return pl.pallas_call(
            functools.partial(_scoped_kernel, variant=variant), grid=(STEPS,),
            in_specs=[pl.BlockSpec(memory_space=pl.ANY)], out_specs=pl.BlockSpec((ROWS, COLS), lambda i: (i, 0)),
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), name=f"scoped_{variant}",
            compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",)))(x)
    return run


def _pipeline_kernel(x_hbm, o_hbm):
    """`pltpu.emit_pipeline` over row blocks, inside a kernel with no grid: the pipeline allocates its
    double buffers and semaphores with run_scoped and moves the blocks by DMA."""
    def inner(x_ref, o_ref):
        o_ref[...] = x_ref[...] * 2

    pltpu.emit_pipeline(inner, grid=(STEPS,), in_specs=[pl.BlockSpec((ROWS, COLS), lambda i: (i, 0))],
                        out_specs=[pl.BlockSpec((ROWS, COLS), lambda i: (i, 0))])(x_hbm, o_hbm)


def pipeline(x):
    return pl.pallas_call(_pipeline_kernel, in_specs=[pl.BlockSpec(memory_space=pl.ANY)],
                          out_specs=pl.BlockSpec(memory_space=pl.ANY), name="pipeline",
                          out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
