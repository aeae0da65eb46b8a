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


def test_the_flash_attention_forward_kernels_row_sum_is_never_zero():
    """pallas_ops' FLASH_PROVED_ARMS: the forward kernel's `l_next == 0` guard. A sequence starts at
    m = -inf and l = 0; each step's m_next is the larger of the running and the block's row maximum,
    so either the block's maximal term is exp(0) = 1 or alpha = exp(0) = 1 keeps l_prev: l_next >= 1."""
    from jax.experimental.pallas.ops.tpu import flash_attention

    source = inspect.getsource(flash_attention._flash_attention_kernel_single_batch)
    for fact in ("m_scratch_ref.shape[2:], -jnp.inf, jnp.float32",
                 "l_scratch_ref[batch_idx] = jnp.zeros(l_scratch_ref.shape[2:], jnp.float32)",
                 "m_curr = jnp.max(s, axis=1)[:, None]", "m_next = jnp.maximum(m_prev, m_curr)",
                 "p = jnp.exp(s - jnp.tile(m_next, (1, block_k_repeats)))", "alpha = jnp.exp(m_prev - m_next)",
                 "l_corr = alpha * l_prev", "l_next = jnp.sum(p, axis=1)[:, None] + l_corr",
                 "l_next_inv_safe = jnp.where(l_next == 0.0, 1.0, 1.0 / l_next)"):
        assert fact in source, fact
    line = next(n for n, text in enumerate(inspect.getsource(flash_attention).splitlines(), 1)
                if "l_next_inv_safe = jnp.where(l_next == 0.0" in text)
    assert line == 467  # the declared site's line
