"""tokamax (PyPI), the maintained home of JAX's accelerator kernels from JAX 0.11 on: each op with a
Pallas implementation against the same op's XLA implementation (`implementation="xla"`).

A fourth target, and a library as TPU libraries are written: tokamax takes no `interpret=` argument,
refuses an op off its device (`Op.supported_on`: the default device's platform, and for the newer
kernels `pltpu.get_tpu_info().generation`), and sizes its kernels by `get_tpu_info()` while tracing
("Unsupported TPU device kind: cpu" on a CPU). So every pair runs as on a TPU (`emulate="tpu"`, a v5e;
`"tpu:v7x"` for the kernels that need that chip): its kernels in interpret mode, device queries
answered as that chip answers them; the device build lowers the real Mosaic kernels.

Ops whose kernels JAX's interpreter cannot run on a CPU declare what it refuses (`interpret_refusal`):
their interpret-mode checks say so, and their device build is still lowered and checked.
Inputs are seeded standard normals in float32; shapes are tokamax's smallest tiles (rows of 8
sublanes by 128 lanes) and a few of them, so every kernel runs more than one block.
"""

from __future__ import annotations

import zlib

import numpy as np

from harness.declare import Case, Pair, Resolved, Target, Workload

# A Mosaic TPU kernel lowered for CUDA: JAX's GPU lowering refuses its TPU compiler params (wording by
# what the process lowered before; jax 0.12 asserts in pallas_call.py's gpu_lowering), or its TPU core
# mesh (a pl.core_map kernel)
TPU_ONLY = ("Compiler params for platform tpu cannot be used for gpu lowering", "Cannot lower pallas_call on platform: gpu",
            "AssertionError at jax/_src/pallas/pallas_call.py", "is not supported by the Mosaic GPU backend")


# What JAX's interpreter refuses in tokamax's kernels (a pair's interpret_refusal): a DMA, a slice or an
# emit_pipeline grid of a traced size (its interpreter discharges them as dynamic_slice, whose size must be
# static); a SparseCore kernel's subcore axis, unbound off a mesh
TRACED_SIZE = "Shapes must be 1D sequences of concrete values of integer type"
SUBCORE = "Found an unbound axis name: subcore"

def _rng(case: Case) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(case.id.encode()))


def _normal(case: Case, *shapes: tuple[int, ...]) -> tuple:
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    return tuple(jnp.asarray(rng.standard_normal(s, dtype=np.float32), case.dtype_name) for s in shapes)


def _op(name: str, implementation: str, *, past_the_api: bool = False):
    """tokamax's `name` with one implementation (no fallback to another: a kernel that is refused fails);
    `past_the_api`: `tokamax.ops.name`, the ops beyond the top-level API (generation 6 and 7 kernels)."""

    def call(*args, **kwargs):
        import tokamax

        return getattr(tokamax.ops if past_the_api else tokamax, name)(*args, implementation=implementation, **kwargs)

    call.__name__ = call.__qualname__ = f"{name}_{implementation}"
    return call


def _op_of_ops(name: str, implementation: str):
    return _op(name, implementation, past_the_api=True)


# -- attention ---------------------------------------------------------------------------------------

attention_mosaic_tpu = _op("dot_product_attention", "mosaic_tpu")
attention_xla = _op("dot_product_attention", "xla")


def build_attention(case: Case, fns: Resolved) -> Workload:
    """[batch, seq, heads, head_dim] = [1, 256, 2, 64]: two of the kernel's 128-long blocks along the
    sequence (its first, middle and last steps); causal and not."""
    q, k, v = _normal(case, (1, 256, 2, 64), (1, 256, 2, 64), (1, 256, 2, 64))
    opts = dict(is_causal=case["causal"])
    return Workload(args=(q, k, v), grad_runs_pallas=True,
                    pallas=lambda q, k, v: fns.pallas(q, k, v, **opts), native=lambda q, k, v: fns.native(q, k, v, **opts))


# -- ragged dot --------------------------------------------------------------------------------------

ragged_dot_mosaic_tpu = _op("ragged_dot", "mosaic_tpu")
ragged_dot_xla = _op("ragged_dot", "xla")
GROUP_SIZES = {"full": (64, 64, 0, 128), "uneven": (40, 0, 100, 116)}  # 256 rows; an empty group


def build_ragged_dot(case: Case, fns: Resolved) -> Workload:
    import jax.numpy as jnp

    lhs, rhs = _normal(case, (256, 512), (4, 512, 256))
    sizes = jnp.asarray(GROUP_SIZES[case["groups"]], jnp.int32)  # an argument: see build_lsce
    return Workload(args=(lhs, rhs, sizes), grad_runs_pallas=True, pallas=fns.pallas, native=fns.native)


# -- linear softmax cross-entropy loss -----------------------------------------------------------------

lsce_mosaic_tpu = _op("linear_softmax_cross_entropy_loss", "mosaic_tpu")
lsce_xla = _op("linear_softmax_cross_entropy_loss", "xla")


def build_lsce(case: Case, fns: Resolved) -> Workload:
    import jax.numpy as jnp

    x, w = _normal(case, (128, 256), (256, 512))
    # an argument, not a constant the op closes over: tokamax asks a concrete array which device holds it
    labels = jnp.asarray(np.random.default_rng(zlib.crc32(case.id.encode())).integers(0, 512, 128), jnp.int32)
    return Workload(args=(x, labels, w), pallas=fns.pallas, native=fns.native)


# -- top-k (generation 7) -------------------------------------------------------------------------------

router_topk_mosaic_tpu = _op_of_ops("router_topk", "mosaic_tpu")
router_topk_xla = _op_of_ops("router_topk", "xla")
top_k_mosaic_tpu = _op_of_ops("top_k", "mosaic_tpu")
top_k_xla = _op_of_ops("top_k", "xla")


def build_router_topk(case: Case, fns: Resolved) -> Workload:
    """A mixture-of-experts router's choice: 8 tokens' scores over 512 experts, the best 8 of each (values
    and expert ids, both compared)."""
    [scores] = _normal(case, (8, 512))
    return Workload(args=(scores,), pallas=lambda s: fns.pallas(s, 8), native=lambda s: fns.native(s, 8))


def build_top_k(case: Case, fns: Resolved) -> Workload:
    """The best 16 of 512 scores in each of 8 rows (the kernel takes k in multiples of 16)."""
    [scores] = _normal(case, (8, 512))
    return Workload(args=(scores,), pallas=lambda s: fns.pallas(s, 16), native=lambda s: fns.native(s, 16))


# -- DeepSeek-V4 RoPE (generation 7) --------------------------------------------------------------------

deepseek_rope_mosaic_tpu = _op_of_ops("deepseek_rope", "mosaic_tpu")
deepseek_rope_xla = _op_of_ops("deepseek_rope", "xla")
def build_deepseek_rope(case: Case, fns: Resolved) -> Workload:
    """16 tokens of 4 heads of 128 channels, the last 64 rotated (GPT-J interleaved) by the [cos | sin] row
    of each token's position (positions 0..15 of a 64-row cache); the Pallas kernel writes into x's buffer."""
    import jax.numpy as jnp

    x, cos_sin = _normal(case, (16, 4, 128), (64, 64))
    positions = jnp.arange(16, dtype=jnp.int32)
    return Workload(args=(x, positions, cos_sin), pallas=fns.pallas, native=fns.native)


# -- Kimi delta attention (generation 7) -------------------------------------------------------------

kda_mosaic = _op_of_ops("kimi_delta_attention", "mosaic")
kda_xla = _op_of_ops("kimi_delta_attention", "xla")


def build_kda(case: Case, fns: Resolved) -> Workload:
    """Kimi Delta Attention, a recurrent linear attention: 2 heads of one sequence of 128 tokens, keys and
    values of 128, per-channel log decays in (-0.1, 0] and delta-rule rates in [0, 1); the Mosaic kernels
    (chunked) against the dense recurrence, its reference contract."""
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    q, k, v = (x * 0.1 for x in _normal(case, *[(2, 1, 128, 128)] * 3))
    gate = -jnp.asarray(rng.random((2, 1, 128, 128), dtype=np.float32) * 0.1, case.dtype_name)
    beta = jnp.asarray(rng.random((2, 1, 128), dtype=np.float32), case.dtype_name)
    return Workload(args=(q, k, v, gate, beta), grad_runs_pallas=True, pallas=lambda *a: fns.pallas(*a)[0],
                    native=lambda *a: fns.native(*a)[0])


# -- DeepSeek-V4 sparse attention's cache kernels (generation 7) -------------------------------------

csa_gather_mosaic_tpu = _op_of_ops("csa_gather", "mosaic_tpu")
csa_gather_xla = _op_of_ops("csa_gather", "xla")
proj_and_save_state_mosaic_tpu = _op_of_ops("proj_and_save_state", "mosaic_tpu")
proj_and_save_state_xla = _op_of_ops("proj_and_save_state", "xla")


def build_csa_gather(case: Case, fns: Resolved) -> Workload:
    """256 token rows gathered from an int32 NoPE cache of 8 pages of 64 tokens and its RoPE cache (a row per
    4 tokens), in blocks of 128 (the attention kernel's top-k)."""
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    nope = jnp.asarray(rng.integers(-2 ** 31, 2 ** 31 - 1, (8, 64, 128), dtype=np.int64).astype(np.int32))
    rope = jnp.asarray(rng.integers(-2 ** 31, 2 ** 31 - 1, (8, 16, 128), dtype=np.int64).astype(np.int32))
    indices = jnp.asarray(rng.integers(0, 8 * 64, 256).astype(np.int32))
    return Workload(args=(nope, rope, indices), pallas=lambda *a: fns.pallas(*a, top_k=128),
                    native=lambda *a: fns.native(*a, top_k=128))


def build_proj_and_save_state(case: Case, fns: Resolved) -> Workload:
    """8 tokens' hidden states [8, 256] projected to a compressor state of width 128 (kv and score, the
    score plus one of 4 position embeddings) and written as int32 rows of a cache of 4 pages of 16."""
    import jax.numpy as jnp

    hidden, weights, ape = _normal(case, (8, 256), (256, 256), (4, 128))
    positions = jnp.arange(8, dtype=jnp.int32)
    slots = jnp.arange(8, dtype=jnp.int32) * 2
    cache = jnp.zeros((4, 16, 128), jnp.int32)
    return Workload(args=(hidden, weights * 0.05, ape, positions, slots, cache),
                    pallas=lambda *a: fns.pallas(*a, compress_ratio=4),
                    native=lambda *a: fns.native(*a, compress_ratio=4))


# -- ragged paged attention (batched RPA, generation 5 and up; run as on a v7x) ------------------------

rpa_mosaic_tpu = _op_of_ops("ragged_paged_attention", "mosaic_tpu")
rpa_reference = _op_of_ops("ragged_paged_attention", "reference")
batched_rpa_mosaic_tpu = _op_of_ops("batched_ragged_paged_attention", "mosaic_tpu")
batched_rpa_reference = _op_of_ops("batched_ragged_paged_attention", "reference")

# Per sequence (query tokens, kv length with those tokens): decodes first, then prefills, then mixed,
# as `distribution` (cumulative counts of the three) says.
RPA_BATCHES = {
    # 2 decodes of one token and a prefill of 32 (chunked prefill: 144 cached tokens before it)
    "decodes_prefill": (((1, 150), (1, 136), (32, 176)), (2, 3, 3)),
    # one sequence of each kind: a decode, a prefill and a mixed-kernel sequence of 8 new tokens
    "all_kinds": (((1, 150), (32, 176), (8, 140)), (1, 2, 3)),
}
RPA_PAGE, RPA_PAGES_PER_SEQ = 16, 12  # 12 pages of 16 tokens per sequence, 192 tokens at most


def _rpa_blocks():
    """The smallest blocks tokamax's own config allows (pallas_mosaic_tpu.py:33-37: kv blocks in multiples
    of 128, query blocks of 16), below its defaults (kv 512, prefill queries 128): every sequence's kv
    (136 to 176 tokens) spans two kv blocks of 128 (8 pages) and a prefill of 32 two query blocks of 16;
    2 sequences share a step (batch_size)."""
    from tokamax._src.ops.batched_rpa.kernel.configs import BlockSizes

    return dict(decode_block_sizes=BlockSizes(bq_sz=1, bq_c_sz=1, bkv_sz=128, batch_size=2, n_buffer=2),
                prefill_block_sizes=BlockSizes(bq_sz=16, bq_c_sz=16, bkv_sz=128, batch_size=2, n_buffer=2))


def _rpa_workload(case: Case, fns: Resolved, **opts) -> Workload:
    import jax.numpy as jnp

    seqs, distribution = RPA_BATCHES[case["batch"]]
    q_lens = [q for q, _ in seqs]
    tokens, num_seqs = sum(q_lens), len(seqs)
    # [tokens, heads, head_dim]: 2 query heads on 1 kv head (GQA), head_dim 128 (one lane tile)
    q, k, v, cache = _normal(case, (tokens, 2, 128), (tokens, 1, 128), (tokens, 1, 128),
                             (num_seqs * RPA_PAGES_PER_SEQ, RPA_PAGE, 2, 128))  # [pages, page, k|v heads, d]
    rng = np.random.default_rng(zlib.crc32(case.id.encode()) + 1)
    # integers as arguments, not constants the op closes over
    kv_lens = jnp.asarray([kv for _, kv in seqs], jnp.int32)
    pages = jnp.asarray(rng.permutation(num_seqs * RPA_PAGES_PER_SEQ), jnp.int32)  # a shuffled page table
    cu_q_lens = jnp.asarray(np.concatenate([[0], np.cumsum(q_lens)]), jnp.int32)
    dist = jnp.asarray(distribution, jnp.int32)
    opts = dict(sm_scale=128 ** -0.5, **opts)
    blocks = _rpa_blocks()  # the kernel's alone: the reference's jit refuses them (see the docs' tokamax.md)
    return Workload(args=(q, k, v, cache, kv_lens, pages, cu_q_lens, dist),
                    pallas=lambda *a: fns.pallas(*a, **opts, **blocks), native=lambda *a: fns.native(*a, **opts))


def build_rpa(case: Case, fns: Resolved) -> Workload:
    """Ragged paged attention over a paged kv cache: 3 sequences' new tokens (queries [tokens, 2, 128],
    keys and values [tokens, 1, 128]) written into a cache of 36 pages of 16 tokens ([36, 16, 2, 128],
    k and v interleaved) through a shuffled page table of 12 pages per sequence, and attended causally;
    two outputs, the attention and the updated cache (compared where an interpreter can run the kernel)."""
    return _rpa_workload(case, fns)


def build_batched_rpa(case: Case, fns: Resolved) -> Workload:
    """The same batch as build_rpa through the batched name, with the log-sum-exp returned (a third
    output, [tokens, heads]) and logits soft-capped at 30."""
    return _rpa_workload(case, fns, return_lse=True, soft_cap=30.0)


def _ints(*rows) -> tuple:
    import jax.numpy as jnp

    return tuple(jnp.asarray(np.asarray(r, np.int32)) for r in rows)


def _fp8_bytes(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Standard normals rounded to float8_e4m3fn, as their bytes (never a NaN pattern)."""
    import ml_dtypes

    return rng.standard_normal(shape, dtype=np.float32).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)


# -- DeepSeek-V4 sparse MLA (generation 7) -------------------------------------------------------------

sparse_mla_mosaic_tpu = _op_of_ops("sparse_mla", "mosaic_tpu")
sparse_mla_xla = _op_of_ops("sparse_mla", "xla")


def build_sparse_mla(case: Case, fns: Resolved) -> Workload:
    """Sparse MLA over DeepSeek-V4's int32 CSA caches: 32 query tokens (2 sequences of 16) of 8 heads of 512
    (448 NoPE + 64 RoPE), each attending to its 128 selected cache tokens (the kernel's smallest top-k) of 8
    pages of 64 tokens (4 pages a sequence), merged with a sliding-window partial softmax (acc, l, m) and a
    sink per head; the attention kernel runs 2 grid steps of 16 tokens, after SparseCore's csa_gather."""
    import jax.numpy as jnp
    from tokamax._src.ops.dsv4_compressor import csa_cache_layout

    rng = _rng(case)
    tokens, heads, pages, page, topk = 32, 8, 8, 64, 128  # 2 sequences of 4 pages
    q, swa_acc = (x * 0.1 for x in _normal(case, (tokens, heads, 512), (tokens, heads, 512)))
    # NoPE row: 448 e4m3 bytes, then 64 e8m0 scales (2^-1 .. 2^1: 126..128), one per lane of a 64-lane period
    nope = np.concatenate([_fp8_bytes(rng, (pages, page, 448)),
                           rng.integers(126, 129, (pages, page, 64)).astype(np.uint8)], -1)
    cache_nope = csa_cache_layout.slabs_to_words(jnp.asarray(nope.reshape(pages, page, 4, 128)))
    rope = jnp.asarray(rng.standard_normal((pages * page, 64), dtype=np.float32), jnp.bfloat16)
    cache_rope = csa_cache_layout.encode_rope(rope).reshape(pages, page // 4, 128)
    kv_lens = (200, 150)  # per sequence; each token selects 128 of its sequence's, the second pads with -1
    topk_rows = []
    for s, kv_len in enumerate(kv_lens):
        for _ in range(16):
            sel = rng.permutation(kv_len)[:topk]
            topk_rows.append(np.pad(sel, (0, topk - len(sel)), constant_values=-1) if s else sel)
    topk_indices, page_indices, cu_q_lens, distribution = _ints(
        topk_rows, rng.permutation(pages), (0, 16, 32), (0, 0, 2))
    sinks = jnp.asarray(rng.standard_normal(heads, dtype=np.float32), case.dtype_name)
    swa_l = jnp.asarray(rng.uniform(0.5, 2.0, (tokens, heads)).astype(np.float32), case.dtype_name)
    swa_m = jnp.asarray(rng.standard_normal((tokens, heads), dtype=np.float32), case.dtype_name)
    opts = dict(sm_scale=512 ** -0.5)
    return Workload(args=(q, cache_nope, cache_rope, topk_indices, page_indices, cu_q_lens, distribution, sinks,
                          swa_acc, swa_l, swa_m),
                    pallas=lambda *a: fns.pallas(*a, **opts), native=lambda *a: fns.native(*a, **opts))


# -- DeepSeek-V4 masked-dense MLA (generation 7) --------------------------------------------------------

masked_dense_mla_mosaic = _op_of_ops("masked_dense_mla", "mosaic")
masked_dense_mla_xla = _op_of_ops("masked_dense_mla", "xla")


def build_masked_dense_mla(case: Case, fns: Resolved) -> Workload:
    """Masked-dense MLA: 22 query tokens of 4 heads of 576 (512 NoPE + 64 RoPE) over uint8 float8_e4m3fn
    caches of 12 pages of 16 tokens (4 pages a sequence, max_kv_len 64): two decode sequences (the decode
    launch, 2 grid steps) and one of 20 tokens (the mixed launch: 2 query blocks of 16), each streaming its
    cache in blocks of one page. mask "causal": a top-k of 64 covers every sequence, so the indexer's
    selection is every causal position and the kernel computes that mask itself; "bitmap": a top-k of 32
    selects about half of each token's causal positions, expanded to a dense bitmap by a SparseCore kernel
    (csa_mask.generate_mask_sc) that the attention kernel streams beside the cache."""
    import jax.numpy as jnp

    rng = _rng(case)
    heads, pages, page = 4, 12, 16  # 3 sequences of 4 pages
    topk = 64 if case["mask"] == "causal" else 32
    q_lens, kv_lens = (1, 1, 20), (37, 64, 50)
    [q] = _normal(case, (sum(q_lens), heads, 576))
    cache_nope = jnp.asarray(_fp8_bytes(rng, (pages, page, 4, 128)))
    rope = np.pad(_fp8_bytes(rng, (pages, page, 64)), ((0, 0), (0, 0), (0, 64)))  # 64 e4m3, 64 padding
    cache_rope = jnp.asarray(rope.reshape(pages, page // 4, 4, 128))
    topk_rows = np.full((sum(q_lens), topk), -1, np.int32)  # what the indexer selects, -1 padded
    t = 0
    for q_len, kv_len in zip(q_lens, kv_lens):
        for i in range(q_len):
            pos = kv_len - q_len + i
            sel = (np.arange(pos + 1) if topk > pos else  # causal: every position up to the token's own
                   np.sort(rng.choice(pos + 1, min(max(1, (pos + 1) // 2), topk), replace=False)))
            topk_rows[t, :len(sel)] = sel
            t += 1
    kv_lens, topk_indices, page_indices, cu_q_lens, distribution = _ints(
        kv_lens, topk_rows, rng.permutation(pages), np.cumsum((0, *q_lens)), (2, 2, 3))
    opts = dict(sm_scale=576 ** -0.5)
    return Workload(args=(q, cache_nope, cache_rope, kv_lens, topk_indices, page_indices, cu_q_lens, distribution),
                    pallas=lambda *a: fns.pallas(*a, **opts), native=lambda *a: fns.native(*a, **opts))


# -- DeepSeek-V4 lightning indexer (generation 7) -------------------------------------------------------

lightning_indexer_mosaic = _op_of_ops("lightning_indexer", "mosaic")
lightning_indexer_xla = _op_of_ops("lightning_indexer", "xla")


def build_lightning_indexer(case: Case, fns: Resolved) -> Workload:
    """DeepSeek-V4's lightning indexer: for each of 5 query tokens (a decode token, then a sequence of 4) of 4
    heads of 128, the 16 best-scoring cache positions of its sequence (weighted ReLU scores against an fp8 key
    cache, one e8m0 scale per token, 8 pages of 128 tokens, 4 a sequence, lengths 256 and 384); indices
    sorted per row (the kernel's SparseCore top-k returns them in no set order)."""
    import jax.numpy as jnp

    rng = _rng(case)
    pages, page, k = 8, 128, 16  # 2 sequences of 4 pages
    q, keys = _normal(case, (5, 4, 128), (pages, page, 128))
    weights = jnp.asarray(rng.uniform(0.25, 1.75, (5, 4)).astype(np.float32), case.dtype_name)
    # quantized as tokamax's own tests do: per-token power-of-two scale, fp8 bytes then the e8m0 scale byte
    import ml_dtypes

    keys = np.asarray(keys, np.float32)
    scale = np.exp2(np.ceil(np.log2(np.clip(np.abs(keys).max(-1, keepdims=True), 1e-4, None) / 448.0)))
    record = np.concatenate([(keys / scale).astype(ml_dtypes.float8_e4m3fn).view(np.uint8),
                             scale.astype(ml_dtypes.float8_e8m0fnu).view(np.uint8)], -1)
    cache = jnp.asarray(np.pad(record, ((0, 0), (0, 0), (0, 256 - 129))).reshape(pages, page // 4, 4, 256))
    seq_lens, page_indices, cu_q_lens, distribution = _ints((256, 384), rng.permutation(pages), (0, 1, 5), (1, 1, 2))

    def sorted_topk(fn):
        return lambda *a: jnp.sort(fn(*a, k=k), axis=-1)

    return Workload(args=(q, weights, cache, seq_lens, page_indices, cu_q_lens, distribution),
                    pallas=sorted_topk(fns.pallas), native=sorted_topk(fns.native))


# -- DeepSeek-V4 manifold-constrained hyper-connections (mHC) --------------------------------------------

mhc_pre_mosaic_tpu = _op_of_ops("mhc_pre", "mosaic_tpu")
mhc_pre_xla = _op_of_ops("mhc_pre", "xla")
mhc_post_mosaic_tpu = _op_of_ops("mhc_post", "mosaic_tpu")
mhc_post_xla = _op_of_ops("mhc_post", "xla")
mhc_fused_post_pre_mosaic_tpu = _op_of_ops("mhc_fused_post_pre", "mosaic_tpu")
mhc_fused_post_pre_xla = _op_of_ops("mhc_fused_post_pre", "xla")

HC_MULT, HIDDEN = 4, 128  # M streams of H channels: residual rows of M * H = 512, fn of M * (M + 2) = 24 rows
# rms_eps, hc_pre_eps, hc_sinkhorn_eps, hc_post_mult_value, sinkhorn_repeat (static: Python numbers)
GATE_CONSTANTS = (1e-6, 1e-6, 1e-6, 2.0, 20)


def _mhc_gate_inputs(rng: np.random.Generator) -> tuple:
    """The next sublayer's gate parameters as tokamax's tests draw them: `fn` [M * (M + 2), M * H] f32
    (standard normal times 0.02), `hc_scale` [3] (1 + 0.1 N) and `hc_base` [M * (M + 2)] (0.5 N)."""
    import jax.numpy as jnp

    m3 = HC_MULT * (HC_MULT + 2)
    fn = rng.standard_normal((m3, HC_MULT * HIDDEN), dtype=np.float32) * 0.02
    hc_scale = 1.0 + 0.1 * rng.standard_normal(3, dtype=np.float32)
    hc_base = 0.5 * rng.standard_normal(m3, dtype=np.float32)
    return jnp.asarray(fn), jnp.asarray(hc_scale, jnp.float32), jnp.asarray(hc_base, jnp.float32)


def _mhc_post_inputs(rng: np.random.Generator, tokens: int) -> tuple:
    """A finished sublayer's output `x` [T, H] and the residual streams [T, M * H] (bf16 standard normals),
    its post gates [T, M] (2 sigmoid(N), as mhc_pre makes them) and a positive row-normalised stream-mixing
    matrix [T, M, M] (f32)."""
    import jax.numpy as jnp

    x = rng.standard_normal((tokens, HIDDEN), dtype=np.float32)
    residual = rng.standard_normal((tokens, HC_MULT * HIDDEN), dtype=np.float32)
    post_mix = 2.0 / (1.0 + np.exp(-rng.standard_normal((tokens, HC_MULT), dtype=np.float32)))
    comb = np.abs(rng.standard_normal((tokens, HC_MULT, HC_MULT), dtype=np.float32)) + 0.01
    comb /= comb.sum(axis=-1, keepdims=True)
    return (jnp.asarray(x, jnp.bfloat16), jnp.asarray(residual, jnp.bfloat16), jnp.asarray(post_mix, jnp.float32),
            jnp.asarray(comb, jnp.float32))


def build_mhc_pre(case: Case, fns: Resolved) -> Workload:
    """mHC pre: 128 tokens' M = 4 residual streams of H = 128 channels, flat [128, 512] bf16, read through the
    gate projection `fn` [24, 512] f32: the post gates [128, 4], the Sinkhorn stream-mixing matrices
    [128, 4, 4] (f32) and the collapsed sublayer input [128, 128] (bf16). The kernel's token block is 64
    (tokamax's heuristic config): two grid steps."""
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    residual = jnp.asarray(rng.standard_normal((128, HC_MULT * HIDDEN), dtype=np.float32), jnp.bfloat16)
    fn, hc_scale, hc_base = _mhc_gate_inputs(rng)
    return Workload(args=(residual, fn, hc_scale, hc_base),
                    pallas=lambda r, f, s, b: fns.pallas(r, f, s, b, *GATE_CONSTANTS),
                    native=lambda r, f, s, b: fns.native(r, f, s, b, *GATE_CONSTANTS))


def build_mhc_post(case: Case, fns: Resolved) -> Workload:
    """mHC post: a sublayer's output [128, 128] bf16 written back into 128 tokens' M = 4 residual streams
    [128, 512] bf16 by the post gates [128, 4] and the stream-mixing matrices [128, 4, 4] (f32); the new
    streams [128, 512] bf16. Token blocks of 64 (tokamax's heuristic config): two grid steps."""
    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    x, residual, post_mix, comb_mix = _mhc_post_inputs(rng, 128)
    return Workload(args=(x, residual, post_mix, comb_mix), pallas=fns.pallas, native=fns.native)


def build_mhc_fused_post_pre(case: Case, fns: Resolved) -> Workload:
    """One sublayer's mHC post fused with the next one's pre: 64 tokens, mhc_post's inputs as in
    build_mhc_post and the next sublayer's gate parameters as in build_mhc_pre; the new streams [64, 512]
    bf16, then pre's post gates, mixing matrices and sublayer input computed from them. The fused kernel's
    token block is 32 (tokamax's heuristic config): two grid steps."""
    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    x, residual, post_mix, comb_mix = _mhc_post_inputs(rng, 64)
    fn, hc_scale, hc_base = _mhc_gate_inputs(rng)
    return Workload(args=(x, residual, post_mix, comb_mix, fn, hc_scale, hc_base),
                    pallas=lambda *a: fns.pallas(*a, *GATE_CONSTANTS),
                    native=lambda *a: fns.native(*a, *GATE_CONSTANTS))


# -- causal conv1d + gated delta rule (generation 6 and newer) ---------------------------------------------


def gdn_mosaic_tpu(*args, **kwargs):
    """`tokamax.ops.tpu.CausalConv1dGatedDeltaRule`, the public Pallas op (no functional API in tokamax.ops)."""
    import tokamax

    return tokamax.ops.tpu.CausalConv1dGatedDeltaRule()(*args, **kwargs)


def gdn_xla(*args, **kwargs):
    """Its XLA implementation, the reference the op is tested against: not public (tokamax._src's base class,
    `api.IMPLEMENTATIONS["xla"]`)."""
    from tokamax._src.ops.causal_conv1d_gated_delta_rule import base

    return base.CausalConv1dGatedDeltaRule()(*args, **kwargs)


# 1 key/query head and 2 value heads of 128 channels, a causal conv1d of width 4 over their 512 channels
GDN_HEADS = dict(n_kq=1, n_v=2, d_k=128, d_v=128, kernel_size=4)
# tokamax's own tile choice (decode tiles of 4 sequences, prefill chunks of 16 tokens: here one decode tile, two
# of its sequences padding, and an 8-token sequence padded to 16), and the op's overrides for several grid steps
GDN_TILES = {"default": {}, "small": dict(decode_tile_size=1, mixed_tile_size=8)}


def build_gdn(case: Case, fns: Resolved) -> Workload:
    """Qwen3-Next style GDN layer, vLLM's ragged batch: 4 sequences in slots 1..4 of 5-slot conv and recurrent
    state caches (slot 0 the null block), 2 one-token decodes resuming from their cached states (contexts of 5
    and 9 tokens) then 2 fresh prefills of 16 and 8 tokens (26 tokens, distribution [2, 4, 4]). The Pallas op
    runs its own tiles, or 1-sequence decode tiles and 8-token prefill tiles (2 and 3 grid steps); it returns
    the new conv state [5, 3, 512], recurrent state [5, 2, 128, 128] and output [26, 256], all f32."""
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    dim = 2 * 128 + 2 * 128
    f32 = lambda *s, scale=1.0: jnp.asarray(rng.standard_normal(s, dtype=np.float32) * scale)
    conv_state = f32(5, 3, dim).at[0].set(0)
    recurrent_state = f32(5, 2, 128, 128, scale=0.1).at[0].set(0)
    i32 = lambda v: jnp.asarray(np.asarray(v, np.int32))
    args = (f32(26, dim), f32(26, 2), f32(26, 2), conv_state, recurrent_state, f32(dim, 1, 4, scale=0.5), f32(dim),
            f32(2), f32(2), i32([0, 1, 2, 18, 26]), i32([1, 2, 3, 4]), i32([2, 4, 4]), i32([5, 9, 16, 8]))
    tiles = GDN_TILES[case["tiles"]]
    return Workload(args=args, pallas=lambda *a: fns.pallas(*a, **GDN_HEADS, **tiles),
                    native=lambda *a: fns.native(*a, **GDN_HEADS))


# the mHC ops' reason for no gradients check (their XLA implementation is differentiable; their Mosaic one is not)
NO_MHC_VJP = ("tokamax defines no VJP for the mHC ops (Op.vjp is None): its custom_vjp re-linearises the pallas_call, "
              "which JAX cannot, and the backward raises 'vjp not implemented' (ops/op.py:258)")


# -- ragged gather (generation 5+, SparseCore) ----------------------------------------------------------

ragged_gather_mosaic = _op_of_ops("ragged_gather", "mosaic")
ragged_gather_xla = _op_of_ops("ragged_gather", "xla")


def build_ragged_gather(case: Case, fns: Resolved) -> Workload:
    """4096 rows gathered from a [512, 128] table by random indices, the rows in [start, end) = [3, 3000)
    only: the kernel writes blocks of 16 lanes x 4 row subchunks x 32 vector subcores (2048 rows), so
    [3, 3000) is two of them, and leaves the rows outside [start, end) undefined (both sides zero them).
    JAX's interpreter refuses the kernel (the pair's interpret_refusal): only its device build is checked."""
    import jax.numpy as jnp

    [x] = _normal(case, (512, 128))
    rng = _rng(case)
    indices = jnp.asarray(rng.integers(0, 512, 4096).astype(np.int32))
    start, end = jnp.asarray([3], jnp.int32), jnp.asarray([3000], jnp.int32)  # arguments: the kernel reads them

    def valid(f):
        def run(x, indices, start, end):
            out = f(x, indices, start, end)
            rows = jnp.arange(out.shape[0], dtype=jnp.int32)[:, None]
            return jnp.where((rows >= start[0]) & (rows < end[0]), out, jnp.zeros_like(out))
        return run

    return Workload(args=(x, indices, start, end), pallas=valid(fns.pallas), native=valid(fns.native))


# -- DeepSeek-V4 reverse-RoPE wo_a projection (generation 7) ---------------------------------------

grouped_lowrank_proj_mosaic_tpu = _op_of_ops("grouped_lowrank_proj", "mosaic_tpu")
grouped_lowrank_proj_xla = _op_of_ops("grouped_lowrank_proj", "xla")


def build_grouped_lowrank_proj(case: Case, fns: Resolved) -> Workload:
    """DeepSeek-V4's attention output projection: 144 tokens of 2 groups of 8 heads of 256 channels (x in
    bf16 and wo_a in float8_e4m3fn, the dtypes the op requires), the last 64 channels of each head
    un-rotated by its token's [cos | sin] row (random positions in a 512-row table), each group's 2048
    features projected to rank 128 by its block of `wo_a` [2048, 256] scaled per column, the activations
    quantized to fp8 or not. 144 tokens is the fewest that split both kernels: the cos/sin row gather runs
    2 tiles of 72 tokens (its tile is the largest divisor up to 128, a multiple of 8), the projection's
    grid is (groups, token tiles, rank tiles) = (2, 1, 1), each step in 2 sub-chunks of 72 tokens."""
    import jax.numpy as jnp

    x, cos_sin, wo_a = _normal(case, (144, 16, 256), (512, 64), (2048, 256))
    rng = _rng(case)
    positions = jnp.asarray(rng.integers(0, 512, 144).astype(np.int32))
    scale = jnp.asarray(rng.uniform(0.5, 1.5, 256).astype(np.float32))
    x, wo_a = x.astype(jnp.bfloat16), wo_a.astype(jnp.float8_e4m3fn)
    opts = dict(quantize_activations=case["quantize"])
    return Workload(args=(x, positions, cos_sin, wo_a, scale), pallas=lambda *a: fns.pallas(*a, **opts),
                    native=lambda *a: fns.native(*a, **opts))


# -- DeepSeek-V4 compressor's compress-and-store (generation 7) -----------------------------------------

dsv4_compressor_mosaic_tpu = _op_of_ops("dsv4_compressor", "mosaic_tpu")
dsv4_compressor_xla = _op_of_ops("dsv4_compressor", "xla")
# tokamax's own cases (ops/dsv4_compressor/test_base.py: csa_*, hca_*, csa_indexer_*), cut to 8 boundary
# tokens, two of the kernel's 4-token tiles; each mode is its own cache layout (HCA at a ratio of 8, not 128)
DSV4_MODES = {
    "csa": dict(head_dim=512, rope_head_dim=64, compress_ratio=4, overlap=True, physical_page_size=256,
                positions=tuple(range(3, 32, 4)), prefill_len=32),
    "hca": dict(head_dim=512, rope_head_dim=64, compress_ratio=8, overlap=False, physical_page_size=16,
                state_physical_page_size=256, positions=tuple(range(7, 64, 8)), prefill_len=64),
    "indexer": dict(head_dim=128, rope_head_dim=64, compress_ratio=4, overlap=True, physical_page_size=32,
                    quant_block=128, positions=tuple(range(3, 32, 4)), prefill_len=32),
}


def build_dsv4_compressor(case: Case, fns: Resolved) -> Workload:
    """DeepSeek-V4's compress-and-store, its inputs built as tokamax's tests build them
    (`test_base.build_inputs`, seeded from the case): 8 boundary tokens (the last of each window of
    `compress_ratio` tokens: positions 3, 7, ..., 31 at CSA's ratio of 4, 7, 15, ..., 63 at a ratio of 8 for
    HCA, whose DeepSeek-V4 ratio of 128 costs 10 times the interpreter's time for the same kernel),
    whose f32 window states a projection of the prefix's hidden states (width 256) wrote into the state
    pages; each token's window softmax-pooled, RMS-normed, RoPE'd and stored, in one of the three cache
    layouts: CSA (head_dim 512, overlapping windows, fp8 records in an int32 cache that hosts the state,
    and its int32 RoPE cache), HCA (head_dim 512, bf16 records in a uint8 cache, the state in its own
    uint8 array) or the CSA indexer (head_dim 128, fp8 records in a uint8 cache). The kernel's grid: 2
    tiles of 4 tokens. The caches are the outputs, compared bit for bit."""
    import jax
    from tokamax._src.ops.dsv4_compressor import test_base

    # tokamax's helper is written for x64 off (its f32 draws and its state projection, whose reference pads
    # with a float64 zeros under x64: proj-and-save-state-reference-x64-zeros in tokamax's manifest): the
    # inputs are built so, and the op then runs as the case says
    with jax.enable_x64(False):
        inputs = test_base.build_inputs(num_tokens=8, hidden_size=256, seed=zlib.crc32(case.id.encode()) % 2 ** 31,
                                        **DSV4_MODES[case["mode"]])
    static = dict(block_table_stride=inputs.block_table_stride, state_block_size=inputs.state_block_size,
                  compress_ratio=inputs.compress_ratio, overlap=inputs.overlap, quant_block=inputs.quant_block,
                  rms_eps=inputs.rms_eps)

    # the optional caches of the mode (CSA's RoPE cache, HCA's separate state), as arguments where present
    optional = {k: v for k, v in dict(rope_cache=inputs.rope_cache, state_cache=inputs.state_cache).items()
                if v is not None}

    def call(f):
        def run(cache, positions, block_table, req, slots, rms_weight, cos_sin, *extra):
            return f(cache, positions, block_table, req, slots, rms_weight, cos_sin_cache=cos_sin,
                     **dict(zip(optional, extra)), **static)
        return run

    return Workload(args=(*inputs.args, inputs.cos_sin_cache, *optional.values()), pallas=call(fns.pallas),
                    native=call(fns.native))


# -- ragged gather reduce (SparseCore: the MoE combine) --------------------------------------------------

ragged_gather_reduce_mosaic_tpu = _op_of_ops("ragged_gather_reduce", "mosaic_tpu")
ragged_gather_reduce_xla = _op_of_ops("ragged_gather_reduce", "xla")


def build_ragged_gather_reduce(case: Case, fns: Resolved) -> Workload:
    """A mixture-of-experts combine: 1024 tokens of 2 routes each, every route a weighted row of x (4096
    expert-output rows of 2560 channels, bf16: the dtype the kernel requires), a token's valid routes (70%)
    summed. x is 20 MiB, twice that above 60% of a v7x's 64 MiB of VMEM: below it tokamax runs its XLA
    reference instead of the kernel (`_is_small_input`, ops/ragged_gather_reduce/pallas_mosaic_tpu.py:56).
    The 32 vector subcores split 2560 channels 4 ways and the tokens 8 ways, in blocks of 64 tokens: 1024
    tokens are 2 blocks per subcore. JAX's interpreter refuses the kernel: only its device build is checked."""
    import jax.numpy as jnp

    [x] = _normal(case, (4096, 2560))
    rng = _rng(case)
    indices = jnp.asarray(rng.integers(0, 4096, 2048).astype(np.int32))
    weights = jnp.asarray(rng.random(2048, dtype=np.float32), jnp.bfloat16)
    valid = jnp.asarray(rng.random(2048) < 0.7)
    return Workload(args=(x.astype(jnp.bfloat16), indices, weights, valid),
                    pallas=lambda *a: fns.pallas(*a, 2), native=lambda *a: fns.native(*a, 2))


def always(case: Case) -> bool:
    return True


TOKAMAX = dict(accepts=always, meshes=False, cuda=TPU_ONLY)

# ragged paged attention's refusal (TRACED_SIZE): its attention kernel moves ragged amounts by DMA, its schedule into SMEM a traced number of rows at a time
# (ops/batched_rpa/kernel/kernel.py:805-807, `h.at[pl.ds(src_off, read_size)]`) and each sequence's queries
# (bref_override.py:564-567, `q_hbm.at[:, pl.ds(q_src, q_sz)]`); JAX's interpreter discharges a DMA as a
# dynamic_slice, whose size must be static. No input avoids it (the schedule kernel before it runs).
# JAX's Triton lowering refuses its scalar prefetch (pltpu.PrefetchScalarGridSpec) before its compiler params
RPA = dict(TOKAMAX, cuda=(*TPU_ONLY, "scalar prefetch not implemented in the Triton backend"))

PAIRS = [
    Pair(name="attention", pallas="@pairs:attention_mosaic_tpu", native="@pairs:attention_xla", build=build_attention,
         autodiff="custom_vjp", emulate="tpu", axes={"causal": (False, True)},
         description="dot_product_attention: Mosaic TPU flash attention and its backward kernels", **TOKAMAX),
    Pair(name="ragged_dot", pallas="@pairs:ragged_dot_mosaic_tpu", native="@pairs:ragged_dot_xla",
         build=build_ragged_dot, autodiff="custom_vjp", emulate="tpu", axes={"groups": tuple(GROUP_SIZES)},
         description="ragged_dot: Mosaic TPU grouped matmul, 4 groups over 256 rows (one empty)", **TOKAMAX),
    Pair(name="linear_softmax_cross_entropy_loss", pallas="@pairs:lsce_mosaic_tpu", native="@pairs:lsce_xla",
         build=build_lsce, autodiff="custom_vjp", emulate="tpu",
         interpret_refusal=TRACED_SIZE,
         description="linear_softmax_cross_entropy_loss: Mosaic TPU fused projection and loss", **TOKAMAX),
    Pair(name="router_topk", pallas="@pairs:router_topk_mosaic_tpu", native="@pairs:router_topk_xla",
         build=build_router_topk, emulate="tpu:v7x", not_differentiable="an integer choice (expert ids): no derivative",
         description="ops.router_topk: Mosaic TPU top-8 of 512 experts per token (a TPU v7x kernel)",
         # a kernel that sizes itself by the TPU it runs on refuses CUDA at its query of the device
         **dict(TOKAMAX, cuda=(*TPU_ONLY, "Unsupported TPU device kind: NVIDIA"))),
    Pair(name="kimi_delta_attention", pallas="@pairs:kda_mosaic", native="@pairs:kda_xla", build=build_kda,
         emulate="tpu:v7x", autodiff="custom_vjp",  # tokamax's own VJP: Mosaic backward kernels
         description="ops.kimi_delta_attention: Mosaic TPU chunked delta-rule linear attention (a TPU v7x kernel)",
         **TOKAMAX),
    Pair(name="csa_gather", pallas="@pairs:csa_gather_mosaic_tpu", native="@pairs:csa_gather_xla",
         build=build_csa_gather, emulate="tpu:v7x", not_differentiable="a gather of int32 cache rows",
         interpret_refusal=SUBCORE,
         description="ops.csa_gather: SparseCore gather of DeepSeek-V4 sparse-attention cache rows (a TPU v7x kernel)",
         **TOKAMAX),
    Pair(name="proj_and_save_state", pallas="@pairs:proj_and_save_state_mosaic_tpu",
         native="@pairs:proj_and_save_state_xla", build=build_proj_and_save_state, emulate="tpu:v7x",
         not_differentiable="writes a cache: an inference kernel",
         interpret_refusal=TRACED_SIZE,
         description="ops.proj_and_save_state: DeepSeek-V4 compressor projection written into its cache (a TPU v7x "
                     "kernel)", **TOKAMAX),
    Pair(name="top_k", pallas="@pairs:top_k_mosaic_tpu", native="@pairs:top_k_xla",
         build=build_top_k, emulate="tpu:v7x", not_differentiable="an integer choice (indices): no derivative",
         interpret_refusal="No state discharge rule implemented for primitive: parallel_loop",
         description="ops.top_k: Mosaic TPU top-16 of 512 per row (a TPU v7x kernel)", **TOKAMAX),
    Pair(name="deepseek_rope", pallas="@pairs:deepseek_rope_mosaic_tpu", native="@pairs:deepseek_rope_xla",
         build=build_deepseek_rope, emulate="tpu:v7x", not_differentiable="an inference kernel (it donates x)",
         description="ops.deepseek_rope: Mosaic TPU DeepSeek-V4 rotary embedding, in place (a TPU v7x kernel)",
         **TOKAMAX),
    Pair(name="ragged_paged_attention", pallas="@pairs:rpa_mosaic_tpu", native="@pairs:rpa_reference",
         build=build_rpa, emulate="tpu:v7x", axes={"batch": tuple(RPA_BATCHES)},
         not_differentiable="an inference kernel that writes the kv cache (no VJP)", interpret_refusal=TRACED_SIZE,
         description="ops.ragged_paged_attention: Mosaic TPU batched ragged paged attention, decode, prefill and "
                     "mixed kernels with the kv-cache update (a TPU v7x kernel)", **RPA),
    Pair(name="batched_ragged_paged_attention", pallas="@pairs:batched_rpa_mosaic_tpu",
         native="@pairs:batched_rpa_reference", build=build_batched_rpa, emulate="tpu:v7x",
         axes={"batch": tuple(RPA_BATCHES)},
         not_differentiable="an inference kernel that writes the kv cache (no VJP)", interpret_refusal=TRACED_SIZE,
         description="ops.batched_ragged_paged_attention: the same kernels returning the log-sum-exp, soft-capped "
                     "(a TPU v7x kernel)", **RPA),
    Pair(name="sparse_mla", pallas="@pairs:sparse_mla_mosaic_tpu", native="@pairs:sparse_mla_xla",
         build=build_sparse_mla, emulate="tpu:v7x",
         not_differentiable="an inference kernel over int32 caches (tokamax gives it no VJP)",
         interpret_refusal=SUBCORE,  # its csa_gather, a SparseCore kernel
         description="ops.sparse_mla: DeepSeek-V4 sparse MLA, SparseCore gather then Mosaic TPU attention "
                     "(a TPU v7x kernel)", **TOKAMAX),
    Pair(name="masked_dense_mla", pallas="@pairs:masked_dense_mla_mosaic", native="@pairs:masked_dense_mla_xla",
         build=build_masked_dense_mla, emulate="tpu:v7x",
         not_differentiable="an inference kernel over fp8 caches (tokamax gives it no VJP)",
         axes={"mask": ("causal", "bitmap")},
         # the attention kernel's DMAs of a sequence's q rows (a dynamic size); with mask "bitmap", first the
         # SparseCore mask kernel (its subcore axis, unbound off a mesh)
         interpret_refusal=(TRACED_SIZE,
                            SUBCORE),
         description="ops.masked_dense_mla: DeepSeek-V4 masked-dense MLA, Mosaic TPU paged flash attention "
                     "(a TPU v7x kernel)", **TOKAMAX),
    Pair(name="lightning_indexer", pallas="@pairs:lightning_indexer_mosaic",
         native="@pairs:lightning_indexer_xla", build=build_lightning_indexer, emulate="tpu:v7x",
         not_differentiable="an integer choice (cache positions): no derivative",
         interpret_refusal=TRACED_SIZE,
         description="ops.lightning_indexer: DeepSeek-V4 indexer scores (Mosaic TPU) and SparseCore top-16 "
                     "(a TPU v7x kernel)", **TOKAMAX),
    Pair(name="mhc_pre", pallas="@pairs:mhc_pre_mosaic_tpu", native="@pairs:mhc_pre_xla", build=build_mhc_pre,
         emulate="tpu", not_differentiable=NO_MHC_VJP,
         description="ops.mhc_pre: Mosaic TPU mHC mix GEMM and stream collapse (DeepSeek-V4, TPU v5 and newer)",
         **TOKAMAX),
    Pair(name="mhc_post", pallas="@pairs:mhc_post_mosaic_tpu", native="@pairs:mhc_post_xla", build=build_mhc_post,
         emulate="tpu", not_differentiable=NO_MHC_VJP,
         description="ops.mhc_post: Mosaic TPU mHC stream recombine (DeepSeek-V4, TPU v5 and newer)", **TOKAMAX),
    Pair(name="mhc_fused_post_pre", pallas="@pairs:mhc_fused_post_pre_mosaic_tpu",
         native="@pairs:mhc_fused_post_pre_xla", build=build_mhc_fused_post_pre, emulate="tpu",
         not_differentiable=NO_MHC_VJP,
         description="ops.mhc_fused_post_pre: Mosaic TPU mHC seam, post fused with the next pre (DeepSeek-V4)",
         **TOKAMAX),
    Pair(name="causal_conv1d_gated_delta_rule", pallas="@pairs:gdn_mosaic_tpu", native="@pairs:gdn_xla",
         build=build_gdn, emulate="tpu:v7x", not_differentiable="an inference kernel: it updates state caches in place",
         axes={"tiles": tuple(GDN_TILES)}, interpret_refusal=TRACED_SIZE,
         description="ops.tpu.CausalConv1dGatedDeltaRule: Mosaic TPU fused causal conv1d and gated delta rule over "
                     "a ragged decode + prefill batch (TPU v6 and newer)", **TOKAMAX),
    Pair(name="ragged_gather", pallas="@pairs:ragged_gather_mosaic", native="@pairs:ragged_gather_xla",
         build=build_ragged_gather, emulate="tpu:v7x", not_differentiable="a gather of rows by integer indices",
         interpret_refusal=SUBCORE,
         description="ops.ragged_gather: SparseCore gather of the rows in [start, end) (a TPU v7x kernel)",
         **TOKAMAX),
    Pair(name="grouped_lowrank_proj", pallas="@pairs:grouped_lowrank_proj_mosaic_tpu",
         native="@pairs:grouped_lowrank_proj_xla", build=build_grouped_lowrank_proj, emulate="tpu:v7x",
         not_differentiable="an inference kernel: fp8 weights and no VJP", axes={"quantize": (False, True)},
         description="ops.grouped_lowrank_proj: Mosaic TPU DeepSeek-V4 reverse RoPE and fp8 wo_a projection "
                     "(a TPU v7x kernel)", **TOKAMAX),
    Pair(name="dsv4_compressor", pallas="@pairs:dsv4_compressor_mosaic_tpu", native="@pairs:dsv4_compressor_xla",
         build=build_dsv4_compressor, emulate="tpu:v7x", axes={"mode": tuple(DSV4_MODES)},
         not_differentiable="writes a cache: an inference kernel",
         description="ops.dsv4_compressor: Mosaic TPU DeepSeek-V4 compress-and-store into its caches (a TPU v7x "
                     "kernel)", **TOKAMAX),
    Pair(name="ragged_gather_reduce", pallas="@pairs:ragged_gather_reduce_mosaic_tpu",
         native="@pairs:ragged_gather_reduce_xla", build=build_ragged_gather_reduce, emulate="tpu:v7x",
         not_differentiable="a gather by integer indices with no VJP",
         interpret_refusal="No state discharge rule implemented for primitive: parallel_loop",
         description="ops.ragged_gather_reduce: SparseCore MoE combine, weighted gather and sum of each token's "
                     "routes (a TPU v7x kernel)", **TOKAMAX),
]

TARGET = Target(package="tokamax", version="0.0.17", name="tokamax", pairs=PAIRS, dtypes=("f32",))
