"""fermix 0.1.0 (PyPI): batched determinants and Pfaffians whose Triton kernels run on CUDA GPUs only.

A third target, and a library as GPU libraries are written: fermix picks its kernels by platform twice
(a Python test of the device, `api._use_kernels`: the default backend must be "gpu"; and
`lax.platform_dependent(x, cuda=kernels, default=generic)` in `_diff._on_cuda`) and takes no
`interpret=` argument. On a CPU it runs its generic XLA path, so every pair runs as on CUDA
(`emulate="cuda"`, harness.run.emulation): the kernels in interpret mode, device queries answered as an
H100 answers them (fermix then tunes for "hopper", as the deviceless GPU compile's target).

Inputs: a batch of three matrices of n = 41, above the sizes where fermix sends slogdet and det to
its generic path even on a GPU (hopper: n <= 32 float32, n <= 40 float64) and padded to two LU
blocks of 32; the Pfaffians at n = 40 (two Parlett-Reid blocks). The second matrix of each batch is
exactly singular with one zero pivot (rank n-1; the Pfaffians': rank n-2), the third with two (rank
n-2; rank n-4): the paths of the singular-safe gradients fermix promises (det: the adjugate, rank-1
and zero; slogdet: a zero gradient). float32 runs `prec="ieee"`: fermix's float32 default, three
TF32 products per dot (`DotAlgorithmPreset.TF32_TF32_F32_X3`), has no XLA:CPU implementation, so
the interpreter refuses it; and the determinants `unroll_steps=False` (fermix's float64 default):
unrolled, the float32 gradient program passes 20k operations and compiles at XLA's -O3 (4-5 minutes).
"""

from __future__ import annotations

import zlib

import numpy as np

from harness.declare import Case, Pair, Resolved, Target, Workload

BATCH, N_LU, N_PF = 3, 41, 40


def matrices(case: Case, n: int, skew: bool = False):
    """The case's batch (seeded by its id): well-conditioned matrices whose rows come shuffled, so that
    partial pivoting swaps at every step (the identity, or the skew pairing J, plus noise of norm ~0.5),
    with values and derivatives of order one; the second with one exact zero pivot and the third with
    two: zero rows (an LU with partial pivoting leaves them for last and ends on an exact zero), zero
    rows and columns of a skew matrix. Not zero columns: there jnp.linalg.det's derivative is 0
    (JAX 0.10.2), where the adjugate's column is not."""
    import jax.numpy as jnp

    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    noise = rng.standard_normal((BATCH, n, n)) * (0.5 / np.sqrt(n))
    base = np.kron(np.eye(n // 2), [[0.0, 1.0], [-1.0, 0.0]]) + (noise - np.swapaxes(noise, -1, -2)) / 2 if skew \
        else np.eye(n) + noise
    a = np.stack([m[p][:, p] if skew else m[p] for m, p in zip(base, (rng.permutation(n) for _ in range(BATCH)))])
    a[1, 5, :] = 0
    a[2, [5, 9], :] = 0
    if skew:
        a[1, :, 5] = 0
        a[2, :, [5, 9]] = 0
    return jnp.asarray(a, case.dtype_name)


def build(case: Case, fns: Resolved, n: int = N_LU, skew: bool = False) -> Workload:
    options = dict(prec="ieee") if skew else dict(prec="ieee", unroll_steps=False)
    return Workload(args=(matrices(case, n, skew),), grad_runs_pallas=True,
                    pallas=lambda a: fns.pallas(a, **options), native=fns.native)


def slogdet(a):
    """jnp.linalg.slogdet with fermix's derivative: d log|det A| = tr(A^-1 dA), zero where A is exactly
    singular (sign 0), where jnp.linalg.slogdet's is inf or NaN."""
    import jax
    import jax.numpy as jnp

    @jax.custom_jvp
    def f(a):
        return tuple(jnp.linalg.slogdet(a))

    @f.defjvp
    def f_jvp(primals, tangents):
        (a,), (da,) = primals, tangents
        sign, logabs = f(a)
        singular = (sign == 0)[..., None, None]
        regular = jnp.where(singular, jnp.eye(a.shape[-1], dtype=a.dtype), a)
        inv_t = jnp.where(singular, 0, jnp.swapaxes(jnp.linalg.inv(regular), -1, -2))
        return (sign, logabs), (jnp.zeros_like(sign), jnp.sum(inv_t * da, axis=(-1, -2)))

    return f(a)


def pfaffian_generic(a, logarithm: bool = False):
    """fermix's own generic path (fermix/_fallback.py's Parlett-Reid in jax.numpy, with the same
    derivative rules): the library's reference, on the skew-symmetrised input as fermix.pf takes it."""
    import jax.numpy as jnp
    from fermix import _diff

    s = (a - jnp.swapaxes(a, -1, -2)) * 0.5
    core = (_diff._slogpf_diff if logarithm else _diff._pf_diff)(a.shape[-1], a.dtype, "ieee", None, False)
    return core(s)


def slogpf_generic(a):
    return pfaffian_generic(a, logarithm=True)


def nightly(case: Case, check: str) -> bool:
    """float32 with x64 on checks what x64 changes (path, values, conventions, lowering, FileCheck,
    golden); its gradients, memory check and GPU compile, the float32 kernels again at a minute or two
    of compiling each, run with --grid full (nightly)."""
    return case.dtype == "f32" and case.x64 and check in ("gradients", "memory", "gpu_compile")


def nightly_for_twins(case: Case, check: str) -> bool:
    """slogdet and slogpf run det's and pf's kernels (their forward the very same launches, their
    derivatives another formula from the same factors): the PR grid checks them in float64; float32
    and their GPU compile (det's and pf's kernels again) run with --grid full (nightly)."""
    return check == "gpu_compile" or case.dtype == "f32"


FERMIX = dict(accepts=lambda case: True, meshes=False, autodiff="custom_jvp", emulate="cuda", cuda_backend="triton")

PAIRS = [
    # golden_slack: the native side's LU (jnp.linalg.det, float32 under x64) differs by 5 ulps between an AVX-512
    # host and an AVX2 one (4.34 eps in the 2-norm; the library kernels choose their code by the CPU at run time,
    # which the codegen profile does not pin); 2.5 allows 5 eps, still well under a 1e-6 relative change (8.4 eps)
    Pair(name="det", pallas="fermix:det", native="jax.numpy.linalg:det", build=build, slow=nightly, golden_slack=2.5,
         description="determinants: blocked LU kernels; the gradient's adjugate from the kernels' LU", **FERMIX),
    # the log-derivatives have no derivative at an exactly singular input (log|det| = -inf there): fermix's
    # zero is a convention, which finite differences cannot check
    Pair(name="slogdet", pallas="fermix:slogdet", native="@pairs:slogdet", build=build, fd_check=False,
         slow=nightly_for_twins,
         description="sign and log|det|: the same LU kernels; the gradient A^-T from the kernels' inverse", **FERMIX),
    Pair(name="pf", pallas="fermix:pf", native="@pairs:pfaffian_generic", slow=nightly,
         build=lambda case, fns: build(case, fns, N_PF, skew=True),
         description="Pfaffians: blocked Parlett-Reid kernels; the gradient's Pfaffian adjugate", **FERMIX),
    Pair(name="slogpf", pallas="fermix:slogpf", native="@pairs:slogpf_generic", fd_check=False,
         slow=nightly_for_twins,
         build=lambda case, fns: build(case, fns, N_PF, skew=True),
         description="sign and log|pf|: the same Parlett-Reid kernels; the gradient S^-T / 2", **FERMIX),
]

TARGET = Target(package="fermix", version="0.1.0", name="fermix", pairs=PAIRS, dtypes=("f32", "f64"))
