"""The IR kinds are one table (harness.jaxtools.ir.KIND_TABLE): every list of kinds the harness keeps is
derived from it, and a kind made from a platform's lowering is one row with its producer, which the
engine then makes for every device build with no other change."""

import re
from pathlib import Path

from harness.jaxtools import ir, lower

TOY = Path(__file__).resolve().parent / "toy" / "pairs.py"


def test_every_list_of_kinds_is_read_from_the_table():
    from harness.analysis import filecheck_run
    from harness.store import golden_store
    from harness.tools import draft_check

    rows = {k.name: k for k in ir.KIND_TABLE}
    assert len(rows) == len(ir.KIND_TABLE) and ir.KINDS == tuple(rows) == filecheck_run.KINDS
    assert golden_store.IR_SNAPSHOT_KINDS == tuple(n for n, k in rows.items() if k.snapshot) == ("cuda", "tpu")
    assert draft_check.KINDS == tuple(n for n, k in rows.items() if k.draft)
    assert draft_check.STABLEHLO_KINDS == tuple(n for n, k in rows.items() if k.around_kernels)
    assert ir.DEVICE_KINDS == tuple(n for n, k in rows.items() if k.source in ir.LOWERED_FOR)
    assert all(k.produce is not None for k in ir.KIND_TABLE if k.source in ir.LOWERED_FOR)


def test_a_row_with_its_producer_is_a_new_kind_of_every_device_build(monkeypatch):
    """A new kind, `cuda_calls` (the custom-call targets of the CUDA lowering, one per line): one row."""
    from harness.declare import load_target
    from harness.run.engine import Engine

    def calls(low: ir.PlatformLowering) -> str:
        return "\n".join(re.findall(r"custom_call @([\w$.]+)", low.lowered.as_text()))

    row = ir.IrKind("cuda_calls", "cuda", "the custom-call targets of the CUDA lowering", produce=calls)
    monkeypatch.setattr(ir, "KIND_TABLE", (*ir.KIND_TABLE, row))
    target = load_target(TOY)
    pair = target.pairs[0]
    from harness.grid.cases import cases_for

    case = next(c for c in cases_for(target, pair, grid="default", mesh_sizes=[1], interpret=(True,)) if pair.accepts(c))
    outcomes, kernels = Engine(target).device_ir(pair, case)
    assert list(outcomes) == ["jaxpr", "cuda", "triton", "mosaic_gpu", "cuda_calls", "tpu", "mosaic"]
    assert outcomes["cuda_calls"].error is None and kernels
    assert outcomes["cuda_calls"].text.splitlines() == [ir.TRITON_CALL_TARGET] * len(kernels)


def test_docs_name_every_kind():
    """docs/checks.md's filecheck bullet lists the kinds a check file may name: a new row must be there too."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "checks.md").read_text()
    bullet = text[text.index("- **filecheck**"):text.index("- **golden**")]
    assert not [k for k in ir.KINDS if f"`{k}`" not in bullet]


def test_the_kernels_jaxpr_is_a_kind_made_only_where_read(tmp_path):
    """`jaxpr` (one row and its producer, ir.kernel_jaxprs): each kernel of the device build as traced,
    made when a check reads it, and FileChecked like any other kind."""
    from harness.analysis import filecheck_run
    from harness.declare import load_target
    from harness.grid.cases import cases_for
    from harness.run.engine import Engine

    target = load_target(TOY)
    pair = target.pairs[0]
    case = next(c for c in cases_for(target, pair, grid="default", mesh_sizes=[1], interpret=(True,)) if pair.accepts(c))
    outcome = Engine(target).device_ir(pair, case)[0]["jaxpr"]
    assert outcome.make is not None  # not printed yet
    head, *blocks = outcome.text.split("// kernel: ")
    assert outcome.make is None and head.startswith("// kernels: 1 ") and len(blocks) == 1
    assert "{ lambda ;" in blocks[0] and "Ref" in blocks[0]  # the kernel's refs, before any platform
    check = tmp_path / f"{pair.name}.jaxpr.check"
    check.write_text("// CHECK: // kernels: 1\n// CHECK: // kernel: [[NAME:[a-z_]+]]\n// CHECK: { lambda ;\n"
                     "// CHECK-NOT: // kernel:\n")
    parsed = filecheck_run.CheckFile(check, pair.name, "jaxpr", frozenset({"CHECK"}))
    result = filecheck_run.run(parsed, outcome.text, tmp_path / "in.txt", {"CHECK"}, {})
    assert result is not None and result.ok, result and result.message
    check.write_text("// CHECK: // kernels: 2\n")  # the same file saying two kernels fails
    result = filecheck_run.run(parsed, outcome.text, tmp_path / "in.txt", {"CHECK"}, {})
    assert result is not None and not result.ok


def test_a_mosaic_kernel_named_with_dashes_keeps_its_name():
    """MLIR quotes a function name that is not an identifier (`func.func @"MLA-d-bq_1"`): the Mosaic kind's
    label is the kernel's own name, not the next function's (an index map, `transform_0`)."""
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl

    def double(x_ref, o_ref):
        o_ref[...] = x_ref[...] * 2

    def fn(x):
        return pl.pallas_call(double, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(2,),
                              in_specs=[pl.BlockSpec((8, 128), lambda i: (i, 0))],
                              out_specs=pl.BlockSpec((8, 128), lambda i: (i, 0)), name="MLA-d-bq_1")(x)

    lowered = lower.lower_for("tpu", fn, [jax.ShapeDtypeStruct((16, 128), jnp.float32)])
    [kernel] = ir.mosaic_kernels(lowered)
    assert kernel.name == "MLA-d-bq_1" and 'func.func @"MLA-d-bq_1"' in kernel.ir
