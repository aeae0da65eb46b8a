"""What JAX's CPU interpreter lacks to run a Triton kernel as a GPU does (harness.run.triton_interpret), each
completion against numpy: an aliased input is its output's buffer, loads and stores that mix index
arrays with slices are gathers and scatters (a masked-off lane writes nothing), and with x64 on a
masked store of mixed int32/int64 starts traces."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

from harness.run import triton_interpret
from harness.errors import AliasUnsupported


def _interpret(kernel, out_shape, *args, completed=True, **kw):
    call = pl.pallas_call(kernel, out_shape=out_shape, interpret=True, **kw)
    if not completed:
        return call(*args)
    with triton_interpret.completed():
        return jax.jit(call)(*args)


def test_an_aliased_input_is_its_output_buffer():
    def kernel(x_ref, o_ref):
        o_ref[...] = o_ref[...] + 1.0
        o_ref[...] = x_ref[...] * 3.0  # reads the buffer after the write: (x + 1) * 3 on a device

    x = jnp.arange(8.0)
    shape = jax.ShapeDtypeStruct(x.shape, x.dtype)
    np.testing.assert_array_equal(_interpret(kernel, shape, x, input_output_aliases={0: 0}), (np.arange(8.0) + 1) * 3)
    # JAX's own interpreter reads a copy (b/370563936): when it stops, this completion can go
    np.testing.assert_array_equal(_interpret(kernel, shape, x, input_output_aliases={0: 0}, completed=False),
                                  np.arange(8.0) * 3)


def test_an_alias_through_two_windows_is_refused():
    x = jnp.arange(16.0)
    spec_in, spec_out = pl.BlockSpec((16,), lambda i: (0,)), pl.BlockSpec((8,), lambda i: (i,))
    with pytest.raises(AliasUnsupported, match="input 0 and output 0 alias with different block"):
        _interpret(lambda x_ref, o_ref: o_ref.__setitem__(..., x_ref[pl.ds(0, 8)]),
                   jax.ShapeDtypeStruct((16,), jnp.float32), x, grid=(2,), in_specs=[spec_in], out_specs=spec_out,
                   input_output_aliases={0: 0})


def test_loads_and_stores_mixing_index_arrays_with_slices_are_gathers_and_scatters():
    x = np.arange(16 * 8, dtype=np.float32).reshape(16, 8)
    rows = np.array([3, 1, 7, 0], np.int32)
    dup = np.array([2, 5, 2, 2], np.int32)  # lane 0 writes row 2, then lanes 2 and 3 (masked off) point there too

    def kernel(x_ref, r_ref, d_ref, gather_ref, masked_ref, o_ref):
        r = r_ref[...]
        gather_ref[...] = x_ref[r, pl.ds(2, 4)]  # rows r, columns 2..5
        masked_ref[...] = plgpu.load(x_ref.at[pl.ds(1, 4), r], mask=(r < 5)[None, :], other=-1.0)
        o_ref[...] = jnp.zeros(o_ref.shape, o_ref.dtype)
        keep = jnp.arange(4) < 2
        plgpu.store(o_ref.at[d_ref[...], pl.ds(4, 4)], jnp.full((4, 4), 9.0) + jnp.arange(4.0)[:, None],
                    mask=keep[:, None])

    shapes = (jax.ShapeDtypeStruct((4, 4), jnp.float32), jax.ShapeDtypeStruct((4, 4), jnp.float32),
              jax.ShapeDtypeStruct((16, 8), jnp.float32))
    gather, masked, out = _interpret(kernel, shapes, x, rows, dup)
    np.testing.assert_array_equal(gather, x[rows][:, 2:6])
    np.testing.assert_array_equal(masked, np.where((rows < 5)[None, :], x[1:5][:, rows], -1.0))
    expected = np.zeros((16, 8), np.float32)
    expected[2, 4:] = 9.0  # a masked-off lane writes nothing, not the old value back
    expected[5, 4:] = 10.0
    np.testing.assert_array_equal(out, expected)


def test_a_masked_store_of_slices_traces_with_x64_on():
    def kernel(x_ref, o_ref):
        i = pl.program_id(0)  # an int32 start beside a literal one (int64 under x64)
        o_ref[i, :] = jnp.zeros(4, o_ref.dtype)
        plgpu.store(o_ref.at[i, pl.ds(0, 4)], x_ref[i, :] * 2.0, mask=jnp.arange(4) < 3)

    with jax.enable_x64(True):
        x = jnp.arange(8.0, dtype=jnp.float64).reshape(2, 4)
        out = _interpret(kernel, jax.ShapeDtypeStruct((2, 4), jnp.float64), x, grid=(2,))
    np.testing.assert_array_equal(out, [[0.0, 2.0, 4.0, 0.0], [8.0, 10.0, 12.0, 0.0]])


@pytest.mark.parametrize("layout", ["apart", "adjacent"])
def test_element_coordinates_lay_index_arrays_out_as_numpy_does(layout):
    """Index arrays apart go in front of the result; adjacent ones where the first of them stands."""
    from jax._src.state import indexing

    a, b = np.array([1, 2, 0]), np.array([0, 1, 1])
    ref = np.arange(2 * 3 * 4 * 2).reshape(2, 3, 4, 2)
    if layout == "apart":
        indices, expected = (indexing.Slice(0, 2), a, indexing.Slice(1, 2), b), ref[0:2, a, 1:3, b]
    else:
        indices, expected = (indexing.Slice(0, 2), a, np.array([3, 0, 2]), indexing.Slice(1, 1)), \
            ref[0:2, a, np.array([3, 0, 2]), 1:2]
    indexer = indexing.NDIndexer.from_indices_shape(tuple(jnp.asarray(i) if isinstance(i, np.ndarray) else i
                                                          for i in indices), ref.shape)
    shape = indexer.get_indexer_shape()
    assert shape == expected.shape
    got = ref[tuple(np.asarray(c) for c in triton_interpret.element_coordinates(indexer, shape))]
    np.testing.assert_array_equal(got, expected)
