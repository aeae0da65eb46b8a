"""`harness draft-check`: a pair with no check file gets drafts from its own lowered IR that pass the
filecheck check as written and fail once the kernel changes; an existing check file is never
replaced without --force. Real lowering, the real `filecheck` package, real JAX kernels."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, TOY, jax_cache_args
from harness.tools import draft_check
from harness.analysis import filecheck_run


def draft(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness.cli", "draft-check", *args], cwd=cwd,
                          capture_output=True, text=True)


# -- drafting and settling, on IR texts -------------------------------------------------------------

KERNEL = """// kernels: 1 k
// kernel: k grid=8x1x1 warps=1 stages=1 aliases=none
module @k {
  tt.func public @k(%arg0: !tt.ptr<{t}>, %arg1: !tt.ptr<{t}>) {
    %c8_i32 = arith.constant 8 : i32
    %c8_i32_0 = arith.constant 8 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.splat %arg0 : !tt.ptr<{t}> -> tensor<8x!tt.ptr<{t}>>
    %2 = tt.load %1 {tag = [[a]]} : tensor<8x!tt.ptr<{t}>>
    %3 = arith.extf %2 : tensor<8x{t}> to tensor<8xf32>
    %4 = arith.mulf %3, %3 : tensor<8xf32>
    %5 = tt.dot %2, %2, %4 : tensor<8x{t}> * tensor<8x{t}> -> tensor<8xf32>
    tt.store %1, %5 : tensor<8x!tt.ptr<f32>>
    scf.for %arg2 = %c8_i32 to %c8_i32_0 step %c8_i32 : i32 {
    }
    tt.return
  }
}
"""


def case_ir(case_id: str, dtype: str, *facets: str, text: str | None = None) -> draft_check.CaseIR:
    return draft_check.CaseIR(case_id, text if text is not None else KERNEL.replace("{t}", dtype),
                              frozenset({"CHECK", dtype.upper(), *facets}), {"DTYPE": dtype, "PAIR": "k"})


def settled(cases: list[draft_check.CaseIR], tmp_path: Path) -> draft_check.Draft:
    source = cases[0]
    made = draft_check.draw("k", "triton", source.case_id, source.text, draft_check.names_of(source.variables))
    draft_check.rejected_lines(made, cases)
    draft_check.settle(made, cases, source.prefixes, tmp_path)
    return made


def passes(made: draft_check.Draft, case: draft_check.CaseIR, tmp_path: Path) -> bool:
    path = tmp_path / "k.triton.check"
    path.write_text(made.text)
    used = filecheck_run.parse(path, {"CHECK", "ACCEPTED", "REJECTED", "F32", "BF16", "F16"})
    result = filecheck_run.run(filecheck_run.CheckFile(path, "k", "triton", used), case.text, tmp_path / "in.mlir",
                               set(case.prefixes), case.variables)
    return result is not None and result.ok


def test_a_draft_names_values_by_their_operation_and_escapes_the_ir(tmp_path):
    cases = [case_ir("k[bf16]", "bf16", "ACCEPTED"), case_ir("k[f16]", "f16", "ACCEPTED")]
    made = settled(cases, tmp_path)
    lines = made.text.splitlines()
    assert lines[0].startswith("// COM: DRAFT by `harness draft-check k`")
    # definitions become variables named after their operation, their uses the variable; the constant's
    # name keeps its value; IR text that reads as FileCheck syntax ([[a]]) is escaped
    assert "// CHECK: [[LOAD_0:%[0-9a-z_]+]] = tt.load {{%[0-9a-z_]+}} {tag = {{\\[\\[}}a]]} : " \
           "tensor<8x!tt.ptr<[[DTYPE]]>>" in lines
    assert "// CHECK: [[DOT_0:%[0-9a-z_]+]] = tt.dot [[LOAD_0]], [[LOAD_0]], [[MULF_0]] : tensor<8x[[DTYPE]]> * " \
           "tensor<8x[[DTYPE]]> -> tensor<8xf32>" in lines  # the dtype where it is the case's, f32 where not
    assert "// CHECK: tt.store {{%[0-9a-z_]+}}, [[DOT_0]] : tensor<8x!tt.ptr<f32>>" in lines
    assert "// CHECK: scf.for %arg2 = %c8_i32{{(_[0-9]+)?}} to %c8_i32{{(_[0-9]+)?}} step %c8_i32{{(_[0-9]+)?}} : " \
           "i32 {" in lines
    assert "// CHECK-LABEL: // kernel: k{{( |$)}}" in lines and "// CHECK-SAME: grid=8x1x1" in lines
    assert all(passes(made, case, tmp_path) for case in cases)
    # the variables carry the data flow: the dot reading another value is caught
    changed = case_ir("k[bf16]", "bf16", "ACCEPTED",
                      text=cases[0].text.replace("tt.dot %2, %2, %4", "tt.dot %2, %2, %3"))
    assert not passes(made, changed, tmp_path)


def test_lines_that_differ_across_cases_move_under_the_prefix_that_tells_them_apart(tmp_path):
    rejected = "// kernels: 0\n"
    cases = [case_ir("k[f32]", "f32", "ACCEPTED"), case_ir("k[bf16]", "bf16", "ACCEPTED"),
             case_ir("k[bf16-b12]", "bf16", "REJECTED", text=rejected)]
    # the f32 case has no extf (f32 to f32): only its own dtype's prefix may say it has
    cases[0] = case_ir("k[f32]", "f32", "ACCEPTED", text=cases[0].text.replace(
        "    %3 = arith.extf %2 : tensor<8xf32> to tensor<8xf32>\n", "    %3 = arith.addf %2, %2 : tensor<8xf32>\n"))
    made = settled(cases, tmp_path)
    lines = made.text.splitlines()
    assert "// REJECTED: // kernels: 0{{$}}" in lines  # the gate's fallback: no kernel
    assert "// ACCEPTED: // kernels: 1 k{{$}}" in lines
    assert any(line.startswith("// F32: ") and "arith.addf" in line for line in lines), made.text
    assert not any("arith.extf" in line for line in lines if not line.startswith("// COM:")), made.text
    # drawn from the f32 case, the dot's accumulator stays f32 where its operands are the case's dtype:
    # the bf16 case has bf16 operands there and an f32 accumulator
    assert "// ACCEPTED: [[DOT_0:%[0-9a-z_]+]] = tt.dot [[LOAD_0]], [[LOAD_0]], [[MULF_0]] : tensor<8x[[DTYPE]]> * " \
           "tensor<8x[[DTYPE]]> -> tensor<8xf32>" in lines, made.text
    assert all(passes(made, case, tmp_path) for case in cases)


# -- the command, on real pairs -----------------------------------------------------------------------

@pytest.fixture
def toy_copy(tmp_path: Path) -> Path:
    """The toy declarations with no check file: a new pair as `harness bless` leaves it."""
    folder = tmp_path / "toy"
    shutil.copytree(TOY.parent, folder)
    shutil.rmtree(folder / "filecheck")
    return folder / "pairs.py"


def test_a_drafted_check_passes_as_written_and_fails_on_a_changed_kernel(toy_suite, toy_copy):
    missing = toy_suite("-q", "-k", "test_filecheck", pairs=toy_copy)
    missing.assert_outcomes(failed=6)
    missing.stdout.fnmatch_lines(["*no check file applies to this case*`harness draft-check toy_stencil` drafts*"])

    made = draft("toy_stencil", "--pairs", str(toy_copy), cwd=toy_copy.parent)
    assert made.returncode == 0, made.stdout + made.stderr
    folder = toy_copy.parent / "filecheck"
    for kind in ("triton", "cuda"):
        assert f"wrote {folder / f'toy_stencil.{kind}.check'}: " in made.stdout
    assert "not drafted: toy_stencil tpu, mosaic" in made.stdout  # the toy declares it does not lower for TPU
    assert sorted(p.name for p in folder.iterdir()) == ["toy_stencil.cuda.check", "toy_stencil.triton.check"]

    toy_suite("-q", "-k", "test_filecheck", pairs=toy_copy).assert_outcomes(passed=6)
    # one operation added (a multiplication by 1.0 before the store): values agree, the IR does not
    added = toy_suite("-q", "-k", "test_filecheck", bug="f64", pairs=toy_copy)
    added.assert_outcomes(passed=3, failed=3)  # b12 falls back to native: no kernel to change
    added.stdout.fnmatch_lines(["*toy_stencil.triton.check:*: error: Couldn't match \"tt.store *"])
    # eight blocks a program: another block size, launch grid and tile
    bigger = toy_suite("-q", "-k", "test_filecheck", bug="bigblock", pairs=toy_copy)
    bigger.assert_outcomes(passed=3, failed=3)
    bigger.stdout.fnmatch_lines(["*toy_stencil.cuda.check:*: error: Couldn't match \"grid_x = 8 : i32\"*"])


def test_an_existing_check_file_is_left_alone_unless_forced(toy_copy):
    folder = toy_copy.parent / "filecheck"
    folder.mkdir()
    edited = folder / "toy_stencil.triton.check"
    edited.write_text("// CHECK: toy_stencil\n")  # an author's file
    refused = draft("toy_stencil", "--pairs", str(toy_copy), "--kind", "triton", cwd=toy_copy.parent)
    assert refused.returncode == 1
    assert f"{edited} exists; left alone (--force replaces it, --print shows the draft)" in refused.stdout
    assert edited.read_text() == "// CHECK: toy_stencil\n"
    assert sorted(p.name for p in folder.iterdir()) == [edited.name]  # no temporary left behind

    shown = draft("toy_stencil", "--pairs", str(toy_copy), "--kind", "triton", "--print", cwd=toy_copy.parent)
    assert shown.returncode == 0 and f"==> {edited} (not written)" in shown.stdout
    assert "// ACCEPTED: // kernels: 1 toy_stencil{{$}}" in shown.stdout
    assert edited.read_text() == "// CHECK: toy_stencil\n"

    forced = draft("toy_stencil", "--pairs", str(toy_copy), "--kind", "triton", "--force", cwd=toy_copy.parent)
    assert forced.returncode == 0 and f"wrote {edited}: " in forced.stdout
    assert edited.read_text() == shown.stdout.split("(not written)\n", 1)[1]


def test_an_unknown_pair_is_named(toy_copy):
    result = draft("toy_stencl", "--pairs", str(toy_copy), cwd=toy_copy.parent)
    assert result.returncode == 2
    assert "no pair named toy_stencl; declared: toy_stencil" in result.stderr


SOFTMAX_PAIRS = '''
import jax.numpy as jnp, numpy as np
from harness.declare import Pair, Target, Workload


def build(case, fns):
    x = jnp.asarray(np.random.default_rng(0).standard_normal((4, 8, 256)), case.dtype_name)
    return Workload(args=(x,), pallas=lambda x: fns.pallas(x, interpret=case.interpret),
                    native=lambda x: fns.native(x.astype(jnp.float32)).astype(x.dtype))


TARGET = Target(package="jax", version=">=0.7", name="drafted", dtypes=("f32", "bf16"), pairs=[
    Pair(name="softmax", pallas="@softmax_mutant:softmax", native="jax.nn:softmax", build=build,
         accepts=lambda case: True, meshes=False, tpu="cannot be used for tpu lowering",
         not_differentiable="JAX's Triton softmax has no custom_vjp")])
'''
# a real edit: the row maximum is no longer subtracted before exp (same values on these inputs,
# an overflow for large ones)
UNSHIFTED = ("  row_max = jnp.max(row, axis=0)\n  numerator = jnp.exp((row - row_max).astype(jnp.float32))",
             "  numerator = jnp.exp(row.astype(jnp.float32))")


def test_jax_triton_softmax_as_a_new_pair_gets_a_draft_that_catches_an_unshifted_exp(pytester):
    import importlib.util

    jax_dir = Path(importlib.util.find_spec("jax").submodule_search_locations[0])
    source = (jax_dir / "experimental" / "pallas" / "ops" / "gpu" / "softmax.py").read_text()
    assert source.count(UNSHIFTED[0]) == 1  # the pinned kernel still reads so
    (pytester.path / "softmax_mutant.py").write_text(source)
    (pytester.path / "pairs.py").write_text(SOFTMAX_PAIRS)

    def filecheck():
        return pytester.runpytest_subprocess(
            "pairs.py", "-p", "no:cacheprovider", "-q", "--known-failures", str(pytester.path / "none.toml"),
            "--golden-dir", str(pytester.path / "golden"), "--harness-artifacts", str(pytester.path / "artifacts"),
            *jax_cache_args(), "-k", "test_filecheck")

    made = draft("softmax", "--pairs", "pairs.py", cwd=pytester.path)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "holding on the 4 case(s) of the default grid" in made.stdout  # f32, bf16; x64 off and on
    text = (pytester.path / "filecheck" / "softmax.triton.check").read_text()
    assert "// CHECK: // kernels: 1 _vmappable_softmax_kernel{{$}}" in text
    filecheck().assert_outcomes(passed=4)
    (pytester.path / "softmax_mutant.py").write_text(source.replace(*UNSHIFTED))
    changed = filecheck()
    changed.assert_outcomes(failed=4)
    changed.stdout.fnmatch_lines(["*softmax.triton.check:*: error: *"])


def test_mosaic_tpu_and_mosaic_gpu_drafts_pass_as_written(pytester):
    """JAX's TPU matmul (Mosaic, and the tpu_custom_call around it) and Hopper matmul (Mosaic GPU, and
    the mosaic_gpu_v2 call), drafted from pallas_ops' declarations with no check file."""
    folder = pytester.path / "pallas_ops"
    folder.mkdir()
    shutil.copy(REPO / "pallas_ops" / "pairs.py", folder / "pairs.py")
    made = draft("tpu_matmul", "hopper_matmul", "--pairs", str(folder / "pairs.py"), cwd=pytester.path)
    assert made.returncode == 0, made.stdout + made.stderr
    drafted = sorted(p.name for p in (folder / "filecheck").iterdir())
    assert drafted == ["hopper_matmul.cuda.check", "hopper_matmul.mosaic_gpu.check", "tpu_matmul.mosaic.check",
                       "tpu_matmul.tpu.check"], drafted
    mosaic = (folder / "filecheck" / "tpu_matmul.mosaic.check").read_text()
    assert "-SAME: dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, " \
           "#tpu.dimension_semantics<arbitrary>]" in mosaic
    result = pytester.runpytest_subprocess(
        str(folder / "pairs.py"), "-p", "no:cacheprovider", "-q", "--known-failures", str(pytester.path / "none.toml"),
        "--golden-dir", str(pytester.path / "golden"), "--harness-artifacts", str(pytester.path / "artifacts"),
        *jax_cache_args(), "-k", "test_filecheck and (tpu_matmul or hopper_matmul)")
    result.assert_outcomes(passed=16)  # tpu_matmul's 12 cases, hopper_matmul's 4
