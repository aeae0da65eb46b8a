"""IR diffs modulo renaming (harness.analysis.ir_diff): one operation inserted into a real kernel shows as the
few lines it changed, in every IR kind a golden keeps, while the plain line diff renumbers the rest."""

import difflib
import inspect
import sys
import types

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as pltriton

from conftest import PALLAS_CALL_TO_MOSAIC_GPU
from harness.store import golden_store, kernel_store
from harness.jaxtools import ir, lower
from harness.analysis import ir_diff


def _plain_changed(old: str, new: str) -> int:
    """What the golden diff showed before: a plain line diff."""
    return sum(1 for line in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
               if line[:1] in "+-" and line[:3] not in ("+++", "---"))


def _shown(diff: ir_diff.Diff) -> list[str]:
    return [line for line in diff.lines if line[:1] in "+-" and line[:3] not in ("+++", "---")]


# -- a real kernel: JAX's flash attention (pallas_ops' mha), one multiplication by 1.0 inserted ---------

def _attention(extra: bool):
    """JAX's own attention module, compiled from its source, with `qk = qk * 1.0` after the first
    scaling of the logits (the forward kernel's) where `extra`."""
    from jax.experimental.pallas.ops.gpu import attention

    source = inspect.getsource(attention)
    if extra:
        assert "    qk *= qk_scale\n" in source, "JAX's attention kernel changed: pick another line to edit"
        source = source.replace("    qk *= qk_scale\n", "    qk *= qk_scale\n    qk = qk * 1.0\n", 1)
    module = types.ModuleType(f"_attention_{'edited' if extra else 'as_shipped'}")
    module.__file__ = attention.__file__
    sys.modules[module.__name__] = module  # dataclasses look their module up
    try:
        exec(compile(source, attention.__file__, "exec"), module.__dict__)
    finally:
        del sys.modules[module.__name__]
    return module


def _golden_of(module) -> golden_store.Golden:
    """The CUDA snapshot and kernel texts of mha's forward program, as the golden check keeps them."""
    q = jax.ShapeDtypeStruct((1, 128, 2, 64), jnp.float32)
    lowered = lower.lower_for("cuda", lambda q, k, v: module.mha(q, k, v, segment_ids=None, interpret=False), [q, q, q])
    kernels = ir.triton_kernels(lowered)
    return golden_store.Golden("mha[edit]", "mha", {}, {"cuda": ir.cuda_stablehlo(lowered, kernels)}, {},
                         kernels={kernel_store.digest(k.ir): k.ir for k in kernels})


def test_one_operation_inserted_into_a_real_kernel_shows_as_the_lines_it_changed():
    before, after = _golden_of(_attention(False)), _golden_of(_attention(True))
    (old_text,), (new_text,) = before.kernels.values(), after.kernels.values()
    diffs = golden_store.compare(before, after, {}, before.kernels.get)
    assert [d.what for d in diffs] == ["ir:cuda"]  # only the kernel's digest moved in the snapshot
    detail = diffs[0].detail
    snapshot, kernel = detail.split("\nkernel mha_forward (triton): ")
    assert sum(1 for line in snapshot.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")) == 2
    changed = [line for line in kernel.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    # the constant 1.0, its splat and the multiplication; the two reads of the product (the row maximum
    # and the subtraction of it) now read the new value: each shown as the old line and the new one
    assert len(changed) <= 8, "\n".join(changed)
    assert any(line.startswith("+") and "arith.mulf" in line for line in changed)
    assert any(line.startswith("+") and "arith.constant 1.000000e+00" in line for line in changed)
    assert not any(line.startswith("-") and "arith.mulf" in line for line in changed)
    assert kernel.split("\n", 1)[0].endswith("more differ only in generated names: not shown)")
    # what a plain line diff shows: every value after the insertion renamed
    assert _plain_changed(old_text, new_text) > 100


# -- every IR kind a golden keeps: StableHLO, Triton, Mosaic GPU, Mosaic TPU ------------------------------

def _chain(x, extra: bool):
    """Twenty-odd operations; `extra` inserts a multiplication by 1.0 after the third."""
    y = jnp.sin(x) * 2.0 + x
    if extra:
        y = y * 1.0
    for k in range(8):
        y = jnp.exp(-y) * (k + 1.5) - y
    return y


def _kernel(extra: bool):
    def kernel(x_ref, o_ref):
        o_ref[...] = _chain(x_ref[...], extra)
    return kernel


def _text(kind: str, extra: bool) -> str:
    # Mosaic GPU splits an (8, 128) operation over a warpgroup into four vector ops: one vector here
    x = jax.ShapeDtypeStruct((256,) if kind == "mosaic_gpu" else (8, 128), jnp.float32)
    if kind == "stablehlo":
        return ir.normalize_mlir(jax.jit(lambda v: _chain(v, extra)).trace(x).lower().as_text(debug_info=False))
    params = {"compiler_params": pltriton.CompilerParams(num_warps=4, num_stages=1)} if kind == "triton" else {}
    call = pl.pallas_call(_kernel(extra), out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), **params)
    lowered = lower.lower_for("tpu" if kind == "mosaic" else "cuda", call, [x])
    kernels = {"triton": ir.triton_kernels, "mosaic_gpu": ir.mosaic_gpu_kernels, "mosaic": ir.mosaic_kernels}[kind](lowered)
    assert len(kernels) == 1
    return kernels[0].ir


# JAX's deprecation of pl.pallas_call for Mosaic GPU: the harness notes it (jaxcompat); this test lowers directly
QUICKSTART_DEPRECATED = pytest.mark.filterwarnings("ignore:Using ``pl.pallas_call`` for Mosaic GPU:DeprecationWarning")


@pytest.mark.parametrize("kind", ["stablehlo", "triton", pytest.param("mosaic_gpu", marks=[QUICKSTART_DEPRECATED, PALLAS_CALL_TO_MOSAIC_GPU]), "mosaic"])
def test_an_inserted_operation_is_a_few_lines_in_every_ir_kind(kind):
    old, new = _text(kind, False), _text(kind, True)
    diff = ir_diff.diff(old, new)
    shown = _shown(diff)
    assert any(line.startswith("+") and "mulf" in line or "multiply" in line for line in shown), "\n".join(shown)
    assert not any(line.startswith("-") and ("mulf" in line or "multiply" in line) and "1.0" in line for line in shown)
    # the constant, its broadcast or splat, the multiplication; the two reads of its result, old and new
    assert diff.changed == len(shown) <= 8, "\n".join(diff.lines)
    assert _plain_changed(old, new) >= 2 * diff.changed + 10  # renaming hid them before
    assert ir_diff.diff(old, old).lines == [] and ir_diff.diff(new, new).changed == 0


# -- what renaming may hide and may not -----------------------------------------------------------------

OLD = """module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @clip_1(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<2.0> : tensor<4xf32>
    %1 = stablehlo.multiply %0, %cst : tensor<4xf32>
    %2 = stablehlo.add %1, %0 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @clip_1(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.abs %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_an_operand_that_reads_another_value_is_a_change_though_its_line_looks_alike():
    rewired = OLD.replace("stablehlo.add %1, %0", "stablehlo.add %0, %1")
    diff = ir_diff.diff(OLD, rewired)
    assert _shown(diff) == ["-    %2 = stablehlo.add %1, %0 : tensor<4xf32>", "+    %2 = stablehlo.add %0, %1 : tensor<4xf32>"]


def test_names_alone_are_no_change_and_are_counted():
    renamed = (OLD.replace("%cst", "%cst_7").replace("@clip_1", "@clip_4").replace("%1", "%9")
               .replace("%2", "%1").replace("%9", "%2"))
    diff = ir_diff.diff(OLD, renamed)
    assert diff.lines == [] and diff.changed == 0 and diff.renamed == 6
    assert diff.summary() == "0 lines changed (6 more differ only in generated names: not shown)"
    # a call to another function is a change, though both names are generated
    other = OLD.replace("call @clip_1", "call @clip_2") + "func.func private @clip_2(%arg0: tensor<4xf32>)\n"
    assert "+    %0 = call @clip_2(%arg0) : (tensor<4xf32>) -> tensor<4xf32>" in ir_diff.diff(OLD, other).lines


def test_each_function_binds_its_own_names():
    """`%0` of one function is not `%0` of the next: a value inserted in the first renames nothing in
    the second, and the second's reads are checked against its own definitions."""
    inserted = OLD.replace("    %cst = stablehlo", "    %neg = stablehlo.negate %0 : tensor<4xf32>\n    %cst = stablehlo")
    diff = ir_diff.diff(OLD, inserted)
    assert _shown(diff) == ["+    %neg = stablehlo.negate %0 : tensor<4xf32>"]
    swapped = OLD.replace("    %0 = stablehlo.abs %arg0", "    %0 = stablehlo.abs %arg1")
    assert ir_diff.diff(OLD, swapped).changed == 2


def test_a_large_rewrite_stays_fast():
    """Two kernels that differ in almost every line (another block shape: 4x the lines of a real
    kernel's change): the alignment is not quadratic in masked IR's many repeated lines."""
    import time

    rng = np.random.default_rng(0)
    ops = ["arith.addf", "arith.mulf", "arith.subf", "tt.splat", "arith.constant 8 : i32"]
    old = "\n".join(f"    %{k} = {ops[rng.integers(5)]} %{max(k - 1, 0)} : tensor<4xf32>" for k in range(20000))
    new = old.replace("tensor<4xf32>", "tensor<8xf32>")
    started = time.perf_counter()
    diff = ir_diff.diff(old, new)
    assert diff.changed == 40000 and time.perf_counter() - started < 30
