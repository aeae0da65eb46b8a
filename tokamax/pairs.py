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


def always(case: Case) -> bool:
    return True


TOKAMAX = dict(accepts=always, meshes=False, cuda=TPU_ONLY)

PAIRS = [
    Pair(name="attention", pallas="@pairs:attention_mosaic_tpu", native="@pairs:attention_xla", build=build_attention,
         autodiff="custom_vjp", emulate="tpu", axes={"causal": (False, True)},
         description="dot_product_attention: Mosaic TPU flash attention and its backward kernels", **TOKAMAX),
    Pair(name="ragged_dot", pallas="@pairs:ragged_dot_mosaic_tpu", native="@pairs:ragged_dot_xla",
         build=build_ragged_dot, autodiff="custom_vjp", emulate="tpu", axes={"groups": tuple(GROUP_SIZES)},
         description="ragged_dot: Mosaic TPU grouped matmul, 4 groups over 256 rows (one empty)", **TOKAMAX),
    Pair(name="linear_softmax_cross_entropy_loss", pallas="@pairs:lsce_mosaic_tpu", native="@pairs:lsce_xla",
         build=build_lsce, autodiff="custom_vjp", emulate="tpu",
         interpret_refusal="Shapes must be 1D sequences of concrete values of integer type",
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
         interpret_refusal="Found an unbound axis name: subcore",
         description="ops.csa_gather: SparseCore gather of DeepSeek-V4 sparse-attention cache rows (a TPU v7x kernel)",
         **TOKAMAX),
    Pair(name="proj_and_save_state", pallas="@pairs:proj_and_save_state_mosaic_tpu",
         native="@pairs:proj_and_save_state_xla", build=build_proj_and_save_state, emulate="tpu:v7x",
         not_differentiable="writes a cache: an inference kernel",
         interpret_refusal="Shapes must be 1D sequences of concrete values of integer type",
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
]

TARGET = Target(package="tokamax", version="0.0.17", name="tokamax", pairs=PAIRS, dtypes=("f32",))
