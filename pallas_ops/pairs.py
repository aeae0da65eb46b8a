"""The Pallas kernels the pinned JAX ships in `jax.experimental.pallas.ops`, each against its reference.

A second target for the harness: no spatial grid (each pair builds its own shapes), float32, bfloat16
and float16 cases, Triton (GPU) and Mosaic (TPU) kernels. The native side of every pair is the
kernel's reference evaluated on the inputs upcast to float32 and rounded once to the dtype the
reference returns: in bfloat16 the references themselves compute their statistics (norms) or their
logits (TPU flash attention) in bfloat16 and are the less accurate side, so they would force a
tolerance far above the dtype's rounding; the upcast oracle lets the default table hold.

TPU kernels without an `interpret` argument run in interpret mode under
`pltpu.force_tpu_interpret_mode`, the Workload's context: the harness enters it around every trace of
the Pallas side, the backward kernels of a custom_vjp included.
"""

from __future__ import annotations

import contextlib
import zlib

import numpy as np

from harness.declare import Case, Pair, Resolved, Target, Workload

GPU = "jax.experimental.pallas.ops.gpu"
TPU = "jax.experimental.pallas.ops.tpu"
# A Triton kernel refuses Mosaic, and a Mosaic kernel refuses Triton: declared, not errors. JAX words
# the refusal by whether the other platform's Pallas lowering rules are registered yet, which depends
# on what the process lowered before (the test order), so either wording is the declared outcome.
GPU_ONLY = ("Compiler params for platform gpu cannot be used for tpu lowering", "Cannot lower pallas_call on platform: tpu")
# JAX 0.12 has one more wording: its GPU lowering finds no GPU rule for TPU compiler params and asserts
# (a bare `assert rule is not None` in jax/_src/pallas/pallas_call.py's gpu_lowering).
TPU_ONLY = ("Compiler params for platform tpu cannot be used for gpu lowering", "Cannot lower pallas_call on platform: gpu",
            "AssertionError at jax/_src/pallas/pallas_call.py")
# A Mosaic GPU kernel (plgpu.kernel) reaches the TPU lowering with Mosaic GPU compiler params, where
# the TPU rule asserts it was given TPU ones (a bare assert in jax/_src/pallas/mosaic/pallas_call_registration.py:
# line 569 on jax 0.10.2, 623 on 0.12.0.1; the file names the refusal, its line is JAX's business)
MOSAIC_GPU_ONLY = "AssertionError at jax/_src/pallas/mosaic/pallas_call_registration.py:"
REPLICATED = ("replicated",) * 3


def _inputs(case: Case, *shapes: tuple[int, ...]) -> tuple:
    """Seeded standard-normal inputs in the case's dtype (the seed is the case id: same everywhere)."""
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    return tuple(jnp.asarray(rng.standard_normal(s, dtype=np.float32), case.dtype_name) for s in shapes)


def _at_float32(reference, out_dtype=None):
    """The reference on float32 copies of its floating inputs, rounded once to `out_dtype` (default:
    the dtype of the first input)."""
    import jax.numpy as jnp

    def oracle(*args, **kwargs):
        dtype = out_dtype or args[0].dtype
        up = [a.astype(jnp.float32) if jnp.issubdtype(a.dtype, jnp.floating) else a for a in args]
        return reference(*up, **kwargs).astype(dtype)

    return oracle


def _tpu_interpret(case: Case):
    from jax.experimental.pallas import tpu as pltpu

    return pltpu.force_tpu_interpret_mode(True) if case.interpret else contextlib.nullcontext()


# -- Triton (GPU) ------------------------------------------------------------------------------------

# A hidden size that is not a power of two: JAX's Triton kernels pad their block to the next power
# of two (256) and mask the lanes past the array's end, which no power-of-two input takes (kernel
# branch coverage found those arms of every masked load and store untaken: harness coverage --kernels).
PARTIAL_HEAD_DIM = 48  # mha pads a head_dim to the next power of two (64) and masks the rest
PARTIAL_WIDTH = 200
# A row count that is not a multiple of 16: the norms' backward dw/db kernel walks the rows in blocks of
# 16 and masks the rows past the last one, which 16 rows never take (harness coverage --kernels).
PARTIAL_ROWS = 6  # x (2, 6, width): 12 rows


def build_norm(case: Case, fns: Resolved, width: int = 256, rows: int = 8) -> Workload:
    x, w, b = _inputs(case, (2, rows, width), (width,), (width,))
    impl = case["backward"]
    return Workload(args=(x, w, b), shard=REPLICATED, grad_runs_pallas=True,
                    pallas=lambda x, w, b: fns.pallas(x, w, b, backward_pass_impl=impl, interpret=case.interpret),
                    native=_at_float32(fns.native))


def build_softmax(case: Case, fns: Resolved, width: int = 256) -> Workload:
    (x,) = _inputs(case, (4, 8, width))
    return Workload(args=(x,), shard=("replicated",),
                    pallas=lambda x: fns.pallas(x, axis=-1, interpret=case.interpret),
                    native=_at_float32(lambda x: fns.native(x, axis=-1)))


def build_mha(case: Case, fns: Resolved, head_dim: int = 64) -> Workload:
    """One sequence of 128 (one block of the kernels' default 128 queries and keys); the probe `seq=256`
    runs two, so the forward kernel's running maximum meets a second key block."""
    q, k, v = _inputs(case, *[(1, case.get("seq", 128), 2, head_dim)] * 3)
    opts = dict(sm_scale=0.125, causal=case["causal"])
    return Workload(args=(q, k, v), shard=REPLICATED, grad_runs_pallas=True,
                    pallas=lambda q, k, v: fns.pallas(q, k, v, None, backward_pass_impl=case["backward"],
                                                      interpret=case.interpret, **opts),
                    native=_at_float32(lambda q, k, v: fns.native(q, k, v, None, **opts)))


def build_decode(case: Case, fns: Resolved) -> Workload:
    """Two sequences of 256 keys in the kernels' 16 splits (each one block of 16: the kernel caps its
    block_k of 256 at the split). The probe `lengths=ragged` gives them 200 and 77 valid keys: a split
    past a sequence's end is skipped and a split's length is cut; the probe `split_blocks=2` runs 8
    splits of two blocks of 16 (k_splits=8, block_k=16: the same blocks), so the running maximum meets
    a second block (at the defaults only a split of more than 256 keys, a context of 8192, has two)."""
    import jax.numpy as jnp

    kv = (2, 256, 64) if case.pair == "mqa" else (2, 256, 2, 64)
    q, k, v = _inputs(case, (2, 8, 64), kv, kv)
    ragged = {}
    if case.get("lengths") == "ragged":
        ragged = dict(kv_seq_len=jnp.array([200, 77], jnp.int32))
    splits = dict(k_splits=8, block_k=16) if case.get("split_blocks") == 2 else {}
    return Workload(args=(q, k, v), shard=REPLICATED,
                    pallas=lambda q, k, v: fns.pallas(q, k, v, interpret=case.interpret, **ragged, **splits),
                    native=_at_float32(lambda q, k, v: fns.native(q, k, v, **ragged)))


# The decode kernel's loop bound, min(cdiv(kv_len - j * split, block_k), split // block_k): the kernel caps
# kv_len at (j + 1) * split and decode_attn_unbatched asserts split % block_k == 0, so the first operand
# never exceeds the second; no input or option makes the second strictly smaller.
DECODE_PROVED_ARMS = {
    "jax/experimental/pallas/ops/gpu/decode_attention.py:96 min#0 arm 1":
        "kv_len <= (j + 1) * split (the kernel's cap) and split % block_k == 0 (asserted): "
        "cdiv(kv_len - j * split, block_k) <= split // block_k, never more",
}

FLASH_PROVED_ARMS = {
    "jax/experimental/pallas/ops/tpu/flash_attention.py:467 select_n#0 arm 1":
        "l_next == 0 never holds: each sequence starts at m = -inf, l = 0; where a step's row maximum is the "
        "running one, its own term is exp(0) = 1, else alpha = exp(0) = 1 carries l_prev >= 1, so l_next >= 1 "
        "(a finite score), or NaN (an infinite one: inf - inf), and NaN == 0 is false",
}


def _contiguous(pages, tokens: int):
    """The paged kernels' pages as their reference reads them: [kv heads, pages, page, d] ->
    [batch, seq, kv heads, d], each sequence's pages (rows of the page table) laid end to end."""
    def contiguous(p):
        return p[:, pages].reshape(p.shape[0], pages.shape[0], tokens, p.shape[-1]).transpose(1, 2, 0, 3)
    return contiguous


def build_paged(case: Case, fns: Resolved) -> Workload:
    """Two sequences of 4 pages of 16 tokens (lengths 64 and 40), 2 kv heads of 8 query heads each,
    in 2 splits of one compute block of 2 pages; the reference reads the same pages laid out
    contiguously. The probe `pages=8` gives each sequence 8 pages (lengths 128 and 40): a split of two
    compute blocks (the running maximum meets a second), and the second sequence's last split wholly
    past its length (skipped)."""
    import jax.numpy as jnp

    per_sequence = case.get("pages", 4)
    tokens = 16 * per_sequence
    q, k, v = _inputs(case, (2, 16, 64), *[(2, 2 * per_sequence, 16, 64)] * 2)
    pages = jnp.arange(2 * per_sequence, dtype=jnp.int32).reshape(2, per_sequence)
    lengths = jnp.array([tokens, 40], jnp.int32)

    contiguous = _contiguous(pages, tokens)
    return Workload(args=(q, k, v), shard=REPLICATED,
                    pallas=lambda q, k, v: fns.pallas(q, k, v, pages, lengths, pages_per_compute_block=2,
                                                      k_splits=2, interpret=case.interpret),
                    native=_at_float32(lambda q, k, v: fns.native(q, contiguous(k), contiguous(v), lengths)))


# -- Mosaic (TPU) ------------------------------------------------------------------------------------

def build_matmul(case: Case, fns: Resolved) -> Workload:
    x, y = _inputs(case, (case["m"], 256), (256, 256))

    return Workload(args=(x, y), shard=REPLICATED[:2], context=lambda: _tpu_interpret(case),
                    pallas=lambda x, y: fns.pallas(x, y, block_shape=(128, 128), block_k=128),
                    native=_at_float32(fns.native))


def build_flash(case: Case, fns: Resolved) -> Workload:
    """A sequence of 128 (one block of the kernels' default 128); the probe `seq=256` gives every kernel
    two blocks along it: the dK/dV and dQ kernels' steps that are not the first or the last of their
    sequential axis, and, causal, the block above the diagonal that they skip."""
    seq = case.get("seq", 128)
    q, k, v = _inputs(case, (1, 2, seq, 64), (1, 2, seq, 64), (1, 2, seq, 64))
    opts = dict(causal=case["causal"], sm_scale=0.125)

    return Workload(args=(q, k, v), shard=REPLICATED, grad_runs_pallas=True, context=lambda: _tpu_interpret(case),
                    pallas=lambda q, k, v: fns.pallas(q, k, v, **opts),
                    native=_at_float32(lambda q, k, v: fns.native(q, k, v, **opts)))


def build_tpu_paged(case: Case, fns: Resolved) -> Workload:
    """JAX's TPU paged attention on the GPU pair's shapes at a TPU head size: two sequences of 4 pages of
    16 tokens (lengths 64 and 40), 2 kv heads of 8 query heads each, compute blocks of 2 pages, against the
    GPU module's reference on the same pages laid out contiguously. The kernel copies its pages from HBM
    itself (`memory_space=ANY`, DMA semaphores): the memory check follows its copies (memory_dma)."""
    import jax.numpy as jnp

    q, k, v = _inputs(case, (2, 16, 128), *[(2, 8, 16, 128)] * 2)
    pages = jnp.arange(8, dtype=jnp.int32).reshape(2, 4)
    lengths = jnp.array([64, 40], jnp.int32)

    contiguous = _contiguous(pages, 64)
    return Workload(args=(q, k, v), shard=REPLICATED, context=lambda: _tpu_interpret(case),
                    pallas=lambda q, k, v: fns.pallas(q, k, v, lengths, pages, pages_per_compute_block=2),
                    native=_at_float32(lambda q, k, v: fns.native(q, contiguous(k), contiguous(v), lengths)))


RAGGED_Q_LENS, RAGGED_KV_LENS = (1, 16, 7), (40, 16, 30)  # a decode, a prefill, a chunk of a longer prefill


def build_tpu_ragged_paged(case: Case, fns: Resolved) -> Workload:
    """JAX's TPU ragged paged attention on a mixed batch, as its module calls it (vLLM's TPU backend): a
    decode step (1 query, 40 cached tokens), a whole prefill (16 and 16) and a chunk of one (7 queries, 30
    tokens), concatenated to 24 query tokens over 4 query heads (2 kv heads, k and v interleaved in the
    cache), pages of 16 tokens given in reverse order, compute blocks of 2 pages and 8 queries: each
    program double-buffers its pages by DMA, the sequence and buffer it is at held in scalar-prefetch
    refs across the grid. The reference is the module's own (`ref_ragged_paged_attention`)."""
    import jax.numpy as jnp

    tokens = sum(RAGGED_Q_LENS)
    q, kv = _inputs(case, (tokens, 4, 128), (12, 16, 4, 128))
    q = (q * 128 ** -0.5).astype(q.dtype)
    pages = jnp.asarray(np.arange(12, dtype=np.int32)[::-1].reshape(3, 4).copy())
    cu_q_lens = jnp.asarray(np.concatenate([[0], np.cumsum(RAGGED_Q_LENS)]).astype(np.int32))
    kv_lens, num_seqs = jnp.asarray(RAGGED_KV_LENS, jnp.int32), jnp.array([len(RAGGED_Q_LENS)], jnp.int32)
    # the reference loops over the sequences in Python: its lengths and pages as numpy, concrete under jit
    concrete = [np.asarray(a) for a in (kv_lens, pages, cu_q_lens, num_seqs)]
    return Workload(args=(q, kv), shard=REPLICATED, context=lambda: _tpu_interpret(case),
                    pallas=lambda q, kv: fns.pallas(q, kv, kv_lens, pages, cu_q_lens, num_seqs,
                                                    num_kv_pages_per_block=2, num_queries_per_block=8),
                    native=_at_float32(lambda q, kv: fns.native(q, kv, *concrete)))


SPLASH_BLOCK = 128  # every block of the forward, dQ and dK/dV kernels; a sequence of 256 is two of them


def build_splash(case: Case, fns: Resolved) -> Workload:
    """Splash attention as its module builds it (`make_splash_mha_single_device(mask, ...)`): the mask's
    block structure becomes the kernels' scalar-prefetch operands (`pltpu.PrefetchScalarGridSpec`), the
    running max, sum and output live in VMEM scratch reset at the first kv step of a grid whose axes are
    ("parallel", "arbitrary", "arbitrary"). Two heads and two blocks along the sequence, so each kernel has
    a first and a last kv step and, causal, a block it skips; the reference is the module's own
    (`make_masked_mha_reference`) on the same mask."""
    from jax.experimental.pallas.ops.tpu.splash_attention import BlockSizes, CausalMask, FullMask, MultiHeadMask

    heads, seq, head_dim = 2, 2 * SPLASH_BLOCK, 128
    q, k, v = _inputs(case, *[(heads, seq, head_dim)] * 3)
    q = (q * head_dim ** -0.5).astype(q.dtype)  # the kernel takes q scaled (no sm_scale): logits of unit variance
    one = CausalMask((seq, seq)) if case["causal"] else FullMask((seq, seq))
    mask = MultiHeadMask([one] * heads)
    b = SPLASH_BLOCK
    blocks = BlockSizes(block_q=b, block_kv=b, block_kv_compute=b, block_q_dkv=b, block_kv_dkv=b,
                        block_kv_dkv_compute=b, block_q_dq=b, block_kv_dq=b)
    kernel = fns.pallas(mask, block_sizes=blocks, interpret=case.interpret)
    return Workload(args=(q, k, v), shard=REPLICATED, grad_runs_pallas=True, pallas=kernel,
                    native=_at_float32(fns.native(mask)))


GROUP_SIZES = {"full": (50, 0, 130, 76), "partial": (50, 0, 100, 50)}  # 256 rows; "partial" covers 200


def grouped_matmul(lhs, rhs, group_sizes):
    """A grouped matmul in jnp: row i of lhs times rhs[group of i]; rows past the groups are 0."""
    import jax.numpy as jnp

    m = lhs.shape[0]
    group = jnp.repeat(jnp.arange(rhs.shape[0]), group_sizes, total_repeat_length=m)
    out = jnp.einsum("mk,mkn->mn", lhs, rhs[group], preferred_element_type=jnp.float32)
    return jnp.where((jnp.arange(m) < jnp.sum(group_sizes))[:, None], out, 0.0)


def build_gmm(case: Case, fns: Resolved) -> Workload:
    import jax.numpy as jnp

    lhs, rhs = _inputs(case, (256, 128), (4, 128, 128))
    sizes = jnp.asarray(GROUP_SIZES[case["groups"]], jnp.int32)
    return Workload(args=(lhs, rhs, sizes), shard=REPLICATED, grad_runs_pallas=True,  # sizes: int32, not differentiated
                    pallas=lambda lhs, rhs, g: fns.pallas(lhs, rhs, g, interpret=case.interpret),
                    native=_at_float32(fns.native, jnp.float32))


# -- Mosaic GPU (NVIDIA Hopper) ---------------------------------------------------------------------

# wgmma with these operands (a transposed shared-memory tile) takes 16-bit floats only: for float32
# the device build raises "Only f16 WGMMA supports transposes" (interpret mode runs it regardless)
MOSAIC_GPU_DTYPES = ("f16", "bf16")
H100_SMS = 132  # what the kernels ask the device for; a CPU has no SM count


@contextlib.contextmanager
def _mosaic_gpu(case: Case, kernel=None, **device):
    """Mosaic GPU's interpret mode around the Pallas side's traces (it must be active when a kernel is
    traced, like the TPU one); and, where a kernel asks the device what a CPU cannot say (its SM
    count), the answers `device` gives in place of the names the kernel's module reads."""
    from unittest import mock

    from jax._src.pallas.mosaic_gpu.interpret.interpret_pallas_call import reset_gpu_interpret_mode_state
    from jax._src.pallas.mosaic_gpu.interpret.params import InterpretGPUParams, force_gpu_interpret_mode

    with contextlib.ExitStack() as stack:
        if device:
            stack.enter_context(mock.patch.dict(kernel.__globals__, device))
        if case.interpret:
            # a kernel that failed in the interpreter leaves its simulated threads' state behind, and
            # the next kernel with another thread count then fails on it: every run starts afresh
            reset_gpu_interpret_mode_state()
            stack.enter_context(force_gpu_interpret_mode(InterpretGPUParams()))
        yield


def build_hopper_matmul(case: Case, fns: Resolved) -> Workload:
    """A 128x64 @ 64x128 matmul in 64x64 output tiles (two per axis: a single tile would make
    `planar_snake` divide by zero), K in one step of 64."""
    import importlib

    a, b = _inputs(case, (128, 64), (64, 128))
    ops = importlib.import_module(f"{GPU}.hopper_matmul_mgpu")
    config = ops.TuningConfig(tile_m=64, tile_n=64, tile_k=64,
                              max_concurrent_steps=2, epi_tile_m=64, epi_tile_n=64)
    sms = 1 if case.interpret else H100_SMS  # one simulated SM walks every tile; an H100's for the device build
    return Workload(args=(a, b), shard=REPLICATED[:2],
                    context=lambda: _mosaic_gpu(case, fns.pallas, get_num_sms=lambda: sms),
                    pallas=lambda a, b: fns.pallas(a, b, None, config=config),
                    native=_at_float32(fns.native))


def ragged_dot(lhs, rhs, group_sizes):
    """The reference grouped matmul: lax.ragged_dot accumulating in float32."""
    import jax
    import jax.numpy as jnp

    return jax.lax.ragged_dot(lhs, rhs, group_sizes=group_sizes, preferred_element_type=jnp.float32)


def build_ragged_dot(case: Case, fns: Resolved) -> Workload:
    """128 rows in two groups of 48 and 80 (neither a multiple of the 64-row block), K 64, N 128."""
    import jax.numpy as jnp

    lhs, rhs = _inputs(case, (128, 64), (2, 64, 128))
    sizes = jnp.asarray([48, 80], jnp.int32)
    blocks = dict(block_m=64, block_n=64, block_k=64, max_concurrent_steps=2, grid_block_n=1)
    return Workload(args=(lhs, rhs, sizes), shard=REPLICATED, context=lambda: _mosaic_gpu(case),
                    pallas=lambda lhs, rhs, g: fns.pallas(lhs, rhs, group_sizes=g, **blocks),
                    native=_at_float32(fns.native))


@contextlib.contextmanager
def _cuda_runtime_as_built():
    """attention_mgpu asks the CUDA runtime for its version (to refuse causal masking under a ptxas
    that miscompiles it); without a GPU the runtime does not load, so it gets the version the pinned
    CUDA plugin was built against, which is what a GPU machine with these wheels answers."""
    from unittest import mock

    from jax._src.lib import cuda_versions

    with mock.patch.object(cuda_versions, "cuda_runtime_get_version", cuda_versions.cuda_runtime_build_version):
        yield


@contextlib.contextmanager
def _attention_context(case: Case):
    with _cuda_runtime_as_built(), _mosaic_gpu(case):
        yield


def build_attention_mgpu(case: Case, fns: Resolved) -> Workload:
    """[batch 1, seq 128, heads 2, head_dim 64] in 64x64 blocks, not causal (the kernel refuses causal
    masking under the plugin's CUDA 12.9.0: a ptxas miscompilation)."""
    import importlib

    q, k, v = _inputs(case, (1, 128, 2, 64), (1, 128, 2, 64), (1, 128, 2, 64))
    ops = importlib.import_module(f"{GPU}.attention_mgpu")
    config = ops.TuningConfig(block_q=64, block_kv=64, max_concurrent_steps=2)
    return Workload(args=(q, k, v), shard=REPLICATED, grad_runs_pallas=True, context=lambda: _attention_context(case),
                    pallas=lambda q, k, v: fns.pallas(q, k, v, config),
                    native=_at_float32(fns.native))


def build_blackwell_matmul(case: Case, fns: Resolved) -> Workload:
    """128x64 @ 64x128 in one 128x128 tile (K in one step of 64), not collective (one CTA per tile)."""
    import importlib

    a, b = _inputs(case, (128, 64), (64, 128))
    ops = importlib.import_module(f"{GPU}.blackwell_matmul_mgpu")
    config = ops.TuningConfig(tile_m=128, tile_n=128, tile_k=64, max_concurrent_steps=2, collective=False,
                              grid_tile_width=2)
    return Workload(args=(a, b), shard=REPLICATED[:2], context=lambda: _mosaic_gpu(case),
                    pallas=lambda a, b: fns.pallas(a, b, config), native=_at_float32(fns.native))


B200_SMS = 148


class _OneDevice:
    """Stands in for the `jax` module inside a kernel module that reads `jax.local_devices()[0].core_count`
    at trace time (a CPU device has no SM count): one device with `sms` SMs, the rest is jax."""

    def __init__(self, sms: int):
        import jax
        import types

        self._jax, self._device = jax, types.SimpleNamespace(core_count=sms)

    def __getattr__(self, name: str):
        return getattr(self._jax, name)

    def local_devices(self, *args, **kwargs):
        return [self._device]


def build_blackwell_ragged_dot(case: Case, fns: Resolved) -> Workload:
    """256 rows in groups of 96 and 160 over 128-row tiles, K 64, N 128, not collective."""
    import importlib

    import jax.numpy as jnp

    lhs, rhs = _inputs(case, (256, 64), (2, 64, 128))
    sizes = jnp.asarray([96, 160], jnp.int32)
    ops = importlib.import_module(f"{GPU}.blackwell_ragged_dot_mgpu")
    config = ops.TuningConfig(tile_m=128, tile_n=128, tile_k=64, max_concurrent_steps=2, collective=False,
                              grid_tile_width=2, grid_minor_dim=ops.blackwell_matmul_mgpu.MatmulDimension.N)
    return Workload(args=(lhs, rhs, sizes), shard=REPLICATED,
                    context=lambda: _mosaic_gpu(case, fns.pallas, jax=_OneDevice(B200_SMS)),
                    pallas=lambda a, b, g: fns.pallas(a, b, g, config), native=_at_float32(fns.native))


def always(case: Case) -> bool:
    return True


NORM = dict(kind="entry", accepts=always, meshes=False, autodiff="custom_vjp", build=build_norm, tpu=GPU_ONLY,
            cuda_backend="triton",
            axes={"backward": ("triton", "xla")})

PAIRS = [
    Pair(name="layer_norm", pallas=f"{GPU}.layer_norm:layer_norm", native=f"{GPU}.layer_norm:layer_norm_reference",
         description="Triton layer norm over the last axis of [batch, seq, hidden]", **NORM),
    Pair(name="rms_norm", pallas=f"{GPU}.rms_norm:rms_norm", native=f"{GPU}.rms_norm:rms_norm_reference",
         description="Triton RMS norm (with a bias) over the last axis", **NORM),
    Pair(name="softmax", pallas=f"{GPU}.softmax:softmax", native="jax.nn:softmax", build=build_softmax,
         accepts=always, meshes=False, cuda_backend="triton", tpu=GPU_ONLY,
         not_differentiable="JAX's Triton softmax has no custom_vjp: reverse mode cannot transpose the kernel",
         description="Triton softmax over the trailing axis (no custom_vjp: not differentiable in reverse mode)"),
    Pair(name="softmax_partial", pallas=f"{GPU}.softmax:softmax", native="jax.nn:softmax",
         build=lambda case, fns: build_softmax(case, fns, PARTIAL_WIDTH),
         accepts=always, meshes=False, cuda_backend="triton", tpu=GPU_ONLY,
         not_differentiable="JAX's Triton softmax has no custom_vjp: reverse mode cannot transpose the kernel",
         description="the Triton softmax on a trailing axis of 200: its block's last 56 lanes masked off"),
    Pair(name="layer_norm_partial", pallas=f"{GPU}.layer_norm:layer_norm",
         native=f"{GPU}.layer_norm:layer_norm_reference",
         description=("the Triton layer norm on a hidden size of 200 and 12 rows: its block's last 56 lanes "
                      "masked off, and the backward dw/db kernel's last 4 rows"),
         **{**NORM, "build": lambda case, fns: build_norm(case, fns, PARTIAL_WIDTH, PARTIAL_ROWS)}),
    Pair(name="rms_norm_partial", pallas=f"{GPU}.rms_norm:rms_norm", native=f"{GPU}.rms_norm:rms_norm_reference",
         description=("the Triton RMS norm on a hidden size of 200 and 12 rows: its block's last 56 lanes "
                      "masked off, and the backward dw/db kernel's last 4 rows"),
         **{**NORM, "build": lambda case, fns: build_norm(case, fns, PARTIAL_WIDTH, PARTIAL_ROWS)}),
    Pair(name="mha", pallas=f"{GPU}.attention:mha", native=f"{GPU}.attention:mha_reference", build=build_mha,
         accepts=always, meshes=False, autodiff="custom_vjp", cuda_backend="triton", tpu=GPU_ONLY,
         axes={"causal": (False, True), "backward": ("triton", "xla")},
         probes={"seq": (256,)},  # two key blocks: the forward kernel's running maximum meets a second
         description="Triton flash attention, [batch, seq, heads, head_dim]"),
    Pair(name="mha_partial", pallas=f"{GPU}.attention:mha", native=f"{GPU}.attention:mha_reference",
         build=lambda case, fns: build_mha(case, fns, PARTIAL_HEAD_DIM), accepts=always, meshes=False,
         autodiff="custom_vjp", cuda_backend="triton", tpu=GPU_ONLY, axes={"causal": (False, True), "backward": ("triton", "xla")},
         description="the Triton flash attention at a head_dim of 48: the kernels pad it to 64 and mask the last 16 lanes "
                     "of every load and store, forward and backward"),
    Pair(name="mqa", pallas=f"{GPU}.decode_attention:mqa", native=f"{GPU}.decode_attention:mqa_reference",
         build=build_decode, accepts=always, meshes=False, cuda_backend="triton", tpu=GPU_ONLY,
         # per-sequence lengths: the split kernel's skip and cut arms; two blocks a split: its running maximum's
         probes={"lengths": ("ragged",), "split_blocks": (2,)}, unreachable_arms=DECODE_PROVED_ARMS,
         not_differentiable="a decode (inference) kernel with no custom_vjp: reverse mode cannot transpose it",
         description="Triton multi-query decode attention (not differentiable: no custom_vjp)"),
    Pair(name="gqa", pallas=f"{GPU}.decode_attention:gqa", native=f"{GPU}.decode_attention:gqa_reference",
         build=build_decode, accepts=always, meshes=False, cuda_backend="triton", tpu=GPU_ONLY,
         # per-sequence lengths: the split kernel's skip and cut arms; two blocks a split: its running maximum's
         probes={"lengths": ("ragged",), "split_blocks": (2,)}, unreachable_arms=DECODE_PROVED_ARMS,
         not_differentiable="a decode (inference) kernel with no custom_vjp: reverse mode cannot transpose it",
         description="Triton grouped-query decode attention (not differentiable: no custom_vjp)"),
    Pair(name="paged_attention", pallas=f"{GPU}.paged_attention:paged_attention",
         native=f"{GPU}.paged_attention:paged_attention_reference", build=build_paged, accepts=always,
         meshes=False, cuda_backend="triton", tpu=GPU_ONLY,
         probes={"pages": (8,)},  # two compute blocks a split, and a split wholly past a sequence's length
         not_differentiable="a decode (inference) kernel with no custom_vjp: reverse mode cannot transpose it",
         description="Triton paged grouped-query decode attention"),
    Pair(name="tpu_matmul", pallas=f"{TPU}.matmul:matmul", native="jax.numpy:matmul", build=build_matmul,
         accepts=always, meshes=False, cuda=TPU_ONLY, axes={"m": (256, 200)},
         # a K=256 dot of unit normals: the terms are O(1) and the sum O(16), so float32 rounding of
         # the accumulation (block order against XLA's) reaches ~16 * 16 * eps = 3e-5 absolute
         tolerances={"float32": (1e-4, 1e-5)},
         not_differentiable="JAX's Mosaic matmul example has no custom_vjp: reverse mode cannot transpose the kernel",
         description="Mosaic blocked matmul, block (128, 128, 128); m=200 is not a multiple of the block"),
    Pair(name="flash_attention", pallas=f"{TPU}.flash_attention:flash_attention",
         native=f"{TPU}.flash_attention:mha_reference_no_custom_vjp", build=build_flash, accepts=always,
         meshes=False, autodiff="custom_vjp", cuda=TPU_ONLY, axes={"causal": (False, True)},
         probes={"seq": (256,)},  # two blocks: the backward kernels' middle steps and the skipped causal block
         unreachable_arms=FLASH_PROVED_ARMS,
         description="Mosaic flash attention, [batch, heads, seq, head_dim]"),
    Pair(name="tpu_paged_attention", pallas=f"{TPU}.paged_attention:paged_attention",
         native=f"{GPU}.paged_attention:paged_attention_reference", build=build_tpu_paged, accepts=always,
         meshes=False, cuda=TPU_ONLY,
         not_differentiable="a decode (inference) kernel with no custom_vjp: reverse mode cannot transpose it",
         description="Mosaic paged grouped-query decode attention: scalar-prefetched lengths and page table, "
                     "pages copied from HBM by DMA"),
    Pair(name="tpu_ragged_paged_attention", pallas=f"{TPU}.ragged_paged_attention:ragged_paged_attention",
         native=f"{TPU}.ragged_paged_attention:ref_ragged_paged_attention", build=build_tpu_ragged_paged,
         accepts=always, meshes=False, cuda=TPU_ONLY,
         dtypes=("f32", "bf16"),  # its kernel folds its statistics for bfloat16 and float32 only (an assert,
         # ragged_paged_attention/kernel.py:396 on jax 0.10.2 and 0.12.0.1): float16 is outside its contract
         # JAX's interpreter stops on the kernel's masked stores into `.at[...]` views (primitives.py's swap
         # discharge reads `.shape` of an index that is a TypedInt): its interpret-mode run is the refusal;
         # the memory model and the device build check it
         interpret_refusal="'TypedInt' object has no attribute 'shape'",
         not_differentiable="a serving (inference) kernel with no custom_vjp: reverse mode cannot transpose it",
         description="Mosaic ragged paged attention (mixed prefill and decode): scalar-prefetched lengths, page "
                     "table and cumulative query lengths, pages double-buffered from HBM by DMA"),
    Pair(name="splash_attention", pallas=f"{TPU}.splash_attention:make_splash_mha_single_device",
         native=f"{TPU}.splash_attention:make_masked_mha_reference", build=build_splash, accepts=always,
         meshes=False, autodiff="custom_vjp", cuda=TPU_ONLY, axes={"causal": (False, True)},
         description="Mosaic splash (masked) attention, [heads, seq, head_dim]: scalar-prefetched mask blocks, "
                     "VMEM scratch carried along the kv axis"),
    Pair(name="hopper_matmul", pallas=f"{GPU}.hopper_matmul_mgpu:matmul", native="jax.numpy:matmul",
         build=build_hopper_matmul, accepts=always, meshes=False, dtypes=MOSAIC_GPU_DTYPES, cuda_backend="mosaic_gpu", tpu=MOSAIC_GPU_ONLY,
         not_differentiable="JAX's Mosaic GPU matmul defines no derivative (jax.grad: 'must override')",
         description="Mosaic GPU warpgroup matmul for Hopper (wgmma, TMA pipeline), 64x64 tiles"),
    Pair(name="ragged_dot", pallas=f"{GPU}.ragged_dot_mgpu:ragged_dot", native="@pairs:ragged_dot",
         build=build_ragged_dot, accepts=always, meshes=False, dtypes=MOSAIC_GPU_DTYPES, cuda_backend="mosaic_gpu", tpu=MOSAIC_GPU_ONLY,
         not_differentiable="JAX's Mosaic GPU ragged dot defines no derivative (jax.grad: 'must override')",
         description="Mosaic GPU grouped (ragged) matmul for Hopper, groups of 48 and 80 rows"),
    Pair(name="attention_mgpu", pallas=f"{GPU}.attention_mgpu:attention",
         native=f"{GPU}.attention_mgpu:attention_reference", build=build_attention_mgpu, accepts=always,
         meshes=False, dtypes=MOSAIC_GPU_DTYPES, autodiff="custom_vjp", cuda_backend="mosaic_gpu",
         tpu=MOSAIC_GPU_ONLY,
         # jax 0.10: the interpreter has no rule for run_state; 0.12 traces it and fails to lower the
         # warpgroup pipeline's effects inside its callback
         interpret_refusal=("Higher-order primitive run_state", "Cannot lower jaxpr with effects"),
         description="Mosaic GPU flash attention for Hopper (wgmma, TMA, warp specialisation); the CPU "
                     "interpreter cannot run it (run_state), so its device build is what is checked"),
    Pair(name="blackwell_matmul", pallas=f"{GPU}.blackwell_matmul_mgpu:matmul_kernel", native="jax.numpy:matmul",
         build=build_blackwell_matmul, accepts=always, meshes=False, dtypes=MOSAIC_GPU_DTYPES,
         cuda_backend="mosaic_gpu", tpu=MOSAIC_GPU_ONLY,
         # jax 0.10: no tensor memory in the interpreter; 0.12 stops first at the kernel's inline PTX
         interpret_refusal=("Unsupported memory space: tmem", "GPU interpret mode does not support `inline_mgpu`"),
         not_for_h100="a Blackwell kernel (sm_100a: tcgen05 MMA into tensor memory); the deviceless target is an H100",
         not_differentiable="JAX's Blackwell matmul defines no derivative",
         description="Mosaic GPU matmul for Blackwell (tcgen05, TMEM accumulator); the CPU interpreter has "
                     "no tensor memory, so its device build is what is checked"),
    Pair(name="blackwell_ragged_dot", pallas=f"{GPU}.blackwell_ragged_dot_mgpu:ragged_dot_kernel",
         native="@pairs:ragged_dot", build=build_blackwell_ragged_dot, accepts=always, meshes=False,
         dtypes=MOSAIC_GPU_DTYPES, cuda_backend="mosaic_gpu", tpu=MOSAIC_GPU_ONLY,
         interpret_refusal="Unsupported memory space: tmem",
         not_for_h100="a Blackwell kernel (sm_100a: tcgen05 MMA into tensor memory); the deviceless target is an H100",
         not_differentiable="JAX's Blackwell ragged dot defines no derivative",
         description="Mosaic GPU grouped (ragged) matmul for Blackwell, not collective"),
    Pair(name="gmm", pallas=f"{TPU}.megablox:gmm", native="@pairs:grouped_matmul", build=build_gmm,
         accepts=lambda case: case.dtype != "f16", on_reject="raises", meshes=False, autodiff="custom_vjp",
         cuda=TPU_ONLY, axes={"groups": ("full", "partial")},
         description="megablox grouped matmul (float32 and bfloat16 only: float16 is refused)"),
]

TARGET = Target(package="jax", version=">=0.10.2,<0.13", name="pallas_ops", pairs=PAIRS,
                dtypes=("f32", "bf16", "f16"))
