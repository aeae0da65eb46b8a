"""A declared unreachable arm (`Pair.unreachable_arms`) rests on facts of the pinned code: each fact is
checked here, so a version that breaks one fails here instead of hiding an arm that became reachable."""

import inspect

import pytest


def test_the_decode_kernels_loop_bound_cannot_take_its_second_operand():
    """pallas_ops' DECODE_PROVED_ARMS: the loop bound min(cdiv(kv_len - j * split, block_k), split // block_k)
    takes its second operand strictly only if kv_len passed (j + 1) * split or block_k did not divide the
    split; the kernel caps the first and the wrapper refuses the second."""
    import jax.numpy as jnp
    from jax.experimental.pallas.ops.gpu import decode_attention

    source = inspect.getsource(decode_attention.attn_forward_kernel)
    assert "kv_seq_len = (prog_j + 1) * split_k_seq_len" in source
    assert "kv_seq_len = jnp.minimum(kv_seq_len, kv_seq_len_ref[()])" in source
    q, k = jnp.zeros((1, 8, 64)), jnp.zeros((1, 96, 64))
    with pytest.raises(AssertionError, match="divisible"):  # a split of 96 keys in blocks of 64
        decode_attention.mqa(q, k, k, k_splits=1, block_k=64, interpret=True)
    decode_attention.mqa(q, k, k, k_splits=1, block_k=32, interpret=True)  # 3 blocks of 32: accepted
