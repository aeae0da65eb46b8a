"""Kernels with one memory-safety defect each, and a correct twin of each, for `tests/test_memory.py`:
programs racing through an alias, two programs writing one element, a block no program writes, a
read past the operand's end, an output that keeps what the buffer held. A periodic 32-cell line in blocks of 8 (4 programs)."""

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

N, B = 32, 8
WHOLE = pl.BlockSpec((N,), lambda i: (0,))
OWN = pl.BlockSpec((B,), lambda i: (i,))


def _call(kernel, x, *, in_spec=WHOLE, out_spec=OWN, grid=N // B, aliases=None):
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(grid,),
                          in_specs=[in_spec], out_specs=out_spec, input_output_aliases=aliases or {},
                          interpret=True, name=kernel.__name__)(x)


def _cells():
    return pl.program_id(0) * B + jnp.arange(B)


def smooth(x_ref, o_ref):
    idx = _cells()
    o_ref[...] = 0.5 * x_ref[idx] + 0.25 * (x_ref[(idx - 1) % N] + x_ref[(idx + 1) % N])


def scale(x_ref, o_ref):
    o_ref[...] = 2.0 * x_ref[...]


def overlap(x_ref, o_ref):
    idx = (pl.program_id(0) * B + jnp.arange(B + 1)) % N  # one cell into the next program's block
    o_ref[idx] = x_ref[idx]


def shift(x_ref, o_ref):
    o_ref[...] = x_ref[_cells() + 1]  # the last program reads x[32]


def shift_periodic(x_ref, o_ref):
    o_ref[...] = x_ref[(_cells() + 1) % N]


def keep_half(x_ref, o_ref):
    o_ref[...] = jnp.where(jnp.arange(B) % 2 == 0, x_ref[...], o_ref[...])  # odd cells: whatever o held


def zero_half(x_ref, o_ref):
    o_ref[...] = jnp.where(jnp.arange(B) % 2 == 0, x_ref[...], 0.0)


def carry_left(x_ref, o_ref):
    idx = _cells()
    o_ref[idx] = x_ref[idx]
    o_ref[idx] = o_ref[idx] + o_ref[(idx - 1) % N]  # the first cell reads what the left neighbour writes


KERNELS = {
    # name: (defective, correct twin)
    "alias_race": (lambda x: _call(smooth, x, aliases={0: 0}), lambda x: _call(smooth, x)),
    "in_place": (lambda x: _call(smooth, x, aliases={0: 0}),
                 lambda x: _call(scale, x, in_spec=OWN, aliases={0: 0})),
    "double_write": (lambda x: _call(overlap, x, out_spec=WHOLE), lambda x: _call(smooth, x)),
    "unwritten": (lambda x: _call(scale, x, in_spec=OWN, grid=N // B - 1), lambda x: _call(scale, x, in_spec=OWN)),
    "out_of_bounds": (lambda x: _call(shift, x), lambda x: _call(shift_periodic, x)),
    "uninitialised": (lambda x: _call(keep_half, x, in_spec=OWN), lambda x: _call(zero_half, x, in_spec=OWN)),
    "reads_neighbour_output": (lambda x: _call(carry_left, x, out_spec=WHOLE), lambda x: _call(smooth, x)),
}
