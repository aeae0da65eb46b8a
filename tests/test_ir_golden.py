"""IR normalisation, FileCheck hygiene and the golden store, on real files and real FileCheck."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from harness.analysis import filecheck_run
from harness.store import drift, golden_store
from harness.jaxtools import ir
from harness.declare import load_target
from harness.errors import DeclarationError
from harness.grid.cases import declared_cases
from harness.errors import GoldenError

TOY = Path(__file__).parent / "toy" / "pairs.py"


def test_normalize_mlir_drops_locations_and_keeps_ops():
    text = ('#loc1 = loc("/home/me/kernel.py":12:3)\n'
            'module @m {\n  %0 = arith.addf %a, %b : f32 loc(#loc1)\n'
            '  %1 = arith.mulf %0, %0 : f32 loc(callsite("f"("/x.py":1:2) at "g"("/y.py":3:4)))\n}\n')
    out = ir.normalize_mlir(text)
    assert "loc" not in out and "/home/me" not in out
    assert "%0 = arith.addf %a, %b : f32\n" in out and "%1 = arith.mulf %0, %0 : f32\n" in out


def test_normalize_hlo_renumbers_and_drops_metadata():
    a = ('%fusion.41 = f32[8]{0} fusion(%p.7), kind=kLoop, metadata={op_name="jit(f)/add" source_file="/a.py" '
         'source_line=3}\n%all-gather.9 = f32[16]{0} all-gather(%fusion.41)\n')
    b = a.replace("41", "1003").replace("%p.7", "%p.2").replace("gather.9", "gather.77").replace("/a.py", "/b.py")
    assert ir.normalize_hlo(a) == ir.normalize_hlo(b)
    assert "metadata" not in ir.normalize_hlo(a) and "%fusion.0" in ir.normalize_hlo(a)


def test_mlir_string_escapes_round_trip_every_byte():
    """Kernel bytecode embeds install paths, so any byte pattern (a backslash before hex digits
    included) can appear on some machine; the decoder must invert MLIR's printer for all of them."""
    from jax._src.interpreters.mlir import make_ir_context
    from jax._src.lib.mlir import ir as mlir_ir

    raw = bytes(range(256)) + b"\\A1\\\\22\"\\"
    with make_ir_context(), mlir_ir.Location.unknown():
        printed = str(mlir_ir.StringAttr.get(raw))
    assert printed.startswith('"') and printed.endswith('"')
    assert ir.unescape_mlir_string(printed[1:-1]) == raw


@pytest.fixture(scope="module")
def toy_cases():
    target = load_target(TOY)
    return target, declared_cases(target)


def _checks(tmp_path: Path, files: dict[str, str]):
    folder = tmp_path / "filecheck"
    folder.mkdir()
    shutil.copy(TOY, tmp_path / "pairs.py")
    for name, text in files.items():
        (folder / name).write_text(text)
    target = load_target(tmp_path / "pairs.py")
    return filecheck_run.discover(target, declared_cases(target))


@pytest.mark.parametrize("name,text,message", [
    ("toy_stencil.triton.check", "// CHEK: tt.func\n", "prefix 'CHEK' is never active*did you mean CHECK"),
    ("toy_stencil.triton.check", "// CHECK-NOTT: f64\n", "'CHECK-NOTT:' is not a FileCheck directive"),
    ("toy_stencil.triton.check", "// F16-NOT: f64\n", "prefix 'F16' is never active"),
    ("toy_stencil.triton.check", "// just prose\n", "no FileCheck directive found"),
    ("no_such_pair.triton.check", "// CHECK: x\n", "no declared pair is named 'no_such_pair'"),
    ("toy_stencil.ptx.check", "// CHECK: x\n", "unknown IR kind 'ptx'"),
    ("toy_stencil.check", "// CHECK: x\n", "named <pair>.<kind>.check"),
])
def test_check_file_hygiene_errors_name_file_and_line(tmp_path, name, text, message):
    with pytest.raises(DeclarationError) as err:
        _checks(tmp_path, {name: text})
    assert str(tmp_path / "filecheck" / name) in str(err.value)
    assert all(part in str(err.value) for part in message.split("*")), str(err.value)


def test_prefix_of_a_variant_is_known_and_comments_are_allowed(tmp_path):
    files = _checks(tmp_path, {"toy_stencil.triton.check": "// COM: a note\n// F64: f64\n// D1: x\n"})
    assert files[0].prefixes == {"F64", "D1"}


def test_filecheck_runs_with_case_prefixes_and_shows_the_ir(tmp_path):
    [check] = _checks(tmp_path, {"toy_stencil.triton.check": "// CHECK: // kernels: 1 [[PAIR]]\n// F32-NOT: f64\n"})
    ok = filecheck_run.run(check, "// kernels: 1 toy_stencil\n%0 = arith.addf : f32\n", tmp_path / "a.mlir",
                           {"CHECK", "F32"}, {"PAIR": "toy_stencil"})
    assert ok is not None and ok.ok, ok.message
    bad = filecheck_run.run(check, "// kernels: 1 toy_stencil\n%0 = arith.addf : f64\n", tmp_path / "b.mlir",
                            {"CHECK", "F32"}, {"PAIR": "toy_stencil"})
    assert bad is not None and not bad.ok
    assert "F32-NOT" in bad.message or "f64" in bad.message
    assert (tmp_path / "b.mlir").read_text().endswith("f64\n")
    assert filecheck_run.run(check, "x", tmp_path / "c.mlir", {"D3"}, {}) is None  # no active prefix


def _golden(values=None, ir_text="module {}\n") -> golden_store.Golden:
    import ml_dtypes

    values = values or {"native": [np.linspace(0, 1, 7, dtype=np.float32),
                                   np.array([1.5, -2.0], dtype=ml_dtypes.bfloat16)],
                        "pallas": [np.linspace(0, 1, 7, dtype=np.float32),
                                   np.array([1.5, -2.0], dtype=ml_dtypes.bfloat16)]}
    return golden_store.Golden("p[1d-f32]", "p", values, {"triton": ir_text}, {"jax": "x"})


def test_golden_round_trip_keeps_bits_and_dtypes(tmp_path):
    store = golden_store.Store(tmp_path, "numpy")
    g = _golden()
    folder = store.write(g)
    back = store.load("p", "p[1d-f32]")
    assert back.values["native"][1].dtype.name == "bfloat16"
    assert golden_store.compare(back, g) == []
    assert not list(folder.glob(".*tmp"))  # atomic writes leave nothing behind
    assert folder.parent.parent.name == store.env and "numpy" in store.env


def test_golden_reports_drift_nan_and_ir_diff(tmp_path):
    store = golden_store.Store(tmp_path, "numpy")
    store.write(_golden())
    changed = _golden()
    x = changed.values["pallas"][0]
    changed.values["pallas"][0] = (x * np.float32(1 + 1e-5)).astype(np.float32)  # 84 eps: over the 2 allowed
    changed.values["native"][0] = changed.values["native"][0].copy()
    changed.values["native"][0][3] = np.nan
    changed.ir["triton"] = "module {\n  tt.func @k\n}\n"
    diffs = {d.what: d for d in golden_store.compare(store.load("p", "p[1d-f32]"), changed)}
    assert "eps in the 2-norm (allowed 2)" in diffs["values:pallas[0]"].summary
    assert "6 of 7 elements changed" in diffs["values:pallas[0]"].summary
    assert "NaN at 1 positions" in diffs["values:native[0]"].summary
    assert "+  tt.func @k" in diffs["ir:triton"].detail


def _state(rng, dtype):
    """A (variables, x) state: one variable a thousand times smaller than the other, one all zero."""
    wave = 2 + np.sin(np.linspace(0, 6, 256)) + 0.01 * rng.standard_normal(256)
    return np.stack([1e3 * wave, wave, 0 * wave]).astype(dtype)


def test_one_extreme_cell_does_not_blind_the_golden_to_the_other_variables():
    """A floored vacuum cell can hold an energy of 1e13 (momentum over a 1e-14 density floor): the
    unit of the near-zero variables is a median, so an O(1) change of the density is still seen."""
    rng = np.random.default_rng(1)
    want = _state(rng, np.float32)
    want[0, 17] = 2e13
    got = want.copy()
    got[1, 40] += 1.0
    figures = drift.drift(want, got, by_variable=True)
    assert figures["variable"] == 1 and figures["normmax_eps"] > 1e6, figures
    noise = want.copy()
    noise[2] = np.finfo(np.float32).eps * rng.standard_normal(256)  # the all-zero variable, rounding noise
    figures = drift.drift(want, noise, by_variable=True)
    assert figures["norm2_eps"] <= drift.GOLDEN_EPS["float32"][0], figures


@pytest.mark.parametrize("dtype, relative", [(np.float32, 1e-6), (np.float64, 1e-12)])
def test_golden_drift_sees_a_relative_change_of_one_variable(dtype, relative):
    """Sharp: a change of 1e-6 (float32) or 1e-12 (float64) relative in one variable is reported,
    in the smaller variable too; portable: every element moved by up to 3 ulps, as another host's
    code generation moves them, is not, nor is rounding noise where the golden is zero."""
    rng = np.random.default_rng(0)
    want = _state(rng, dtype)
    eps = np.finfo(dtype).eps
    k2, kmax = drift.GOLDEN_EPS[np.dtype(dtype).name]
    for v in range(2):
        got = want.copy()
        got[v] = (got[v] * (1 + relative)).astype(dtype)
        figures = drift.drift(want, got, by_variable=True)
        assert figures["variable"] == v and figures["norm2_eps"] > 2 * k2, figures
    noisy = want.copy()
    steps = rng.integers(-3, 4, size=want.shape)  # up to 3 ulps on every element
    for _ in range(3):
        noisy = np.where(steps > 0, np.nextafter(noisy, np.inf), np.where(steps < 0, np.nextafter(noisy, -np.inf), noisy))
        steps = steps - np.sign(steps)
    noisy[2] = eps * rng.standard_normal(256)  # rounding noise of O(1) terms cancelling to zero
    figures = drift.drift(want, noisy.astype(dtype), by_variable=True)
    assert figures["norm2_eps"] <= k2 and figures["normmax_eps"] <= kmax, figures
    assert figures["max_ulp"] > 3  # element-wise, the zero variable moved by "infinitely many" ulps


@pytest.mark.parametrize("damage", ["truncate_npz", "edit_ir", "bad_json"])
def test_corrupt_golden_is_named_with_the_next_step(tmp_path, damage):
    store = golden_store.Store(tmp_path, "numpy")
    folder = store.write(_golden())
    if damage == "truncate_npz":
        data = (folder / "values.npz").read_bytes()
        (folder / "values.npz").write_bytes(data[: len(data) // 2])
    elif damage == "edit_ir":
        (folder / "triton.mlir").write_text("module { edited }\n")
    else:
        (folder / "record.json").write_text('{"format": 2, "case": ')
    with pytest.raises(GoldenError) as err:
        store.load("p", "p[1d-f32]")
    assert "is corrupt or truncated" in str(err.value) and str(folder) in str(err.value)
    assert "git checkout" in str(err.value) and "harness bless -k 'p[1d-f32]'" in str(err.value)


def test_golden_from_another_environment_is_visible(tmp_path):
    store = golden_store.Store(tmp_path, "numpy")
    folder = store.write(_golden())
    other = tmp_path / "cpu-jax0.0.1-jaxlib0.0.1-numpy0" / "p"
    other.mkdir(parents=True)
    shutil.move(str(folder), other / "p[1d-f32]")
    with pytest.raises(GoldenError) as err:
        store.load("p", "p[1d-f32]")
    assert "no golden for this environment" in str(err.value) and "cpu-jax0.0.1" in str(err.value)
    assert store.unused({"p[1d-f32]"}) == []
    assert store.unused(set()) == [other / "p[1d-f32]"]


def test_record_holds_provenance_and_digests(tmp_path):
    store = golden_store.Store(tmp_path, "numpy")
    folder = store.write(_golden())
    record = json.loads((folder / "record.json").read_text())
    assert record["environment"] == store.env and record["provenance"] == {"jax": "x"}
    assert set(record["files"]) == {"values.npz", "triton.mlir"}
    assert record["values"]["native"][1] == {"dtype": "bfloat16", "shape": [2], "by_variable": False}


def test_halo_facet_only_where_the_stencil_crosses_the_split_axis():
    """The mesh splits x: a halo along y or z needs no exchange, so HALO must not demand one."""
    target = load_target(Path(__file__).resolve().parents[1] / "astronomix" / "pairs.py")
    pair = next(p for p in target.pairs if p.name == "weno_hydro_flux")
    from harness.declare import Case

    def prefixes(axis: int, mesh: int) -> set[str]:
        case = Case(pair.name, 2, "f32", False, True, (4, 4), mesh, (("axis", axis), ("ic", "wave")))
        return filecheck_run.facets(pair, case)[0]

    assert "HALO" in prefixes(0, 2)
    assert "HALO" not in prefixes(1, 2)
    assert "HALO" not in prefixes(0, 1)


def test_bless_re_records_a_golden_produced_under_another_code_generation(tmp_path):
    """A golden moved to another profile's key and still within bounds there is rewritten, so its
    provenance names the profile its folder is keyed by; one from the same profile is left alone."""
    store = golden_store.Store(tmp_path, "numpy")
    old = _golden()
    old.provenance = {"host": {"codegen": "x86_64-sse4_2"}}
    store.write(old)
    same = _golden()
    same.provenance = {"host": {"codegen": "x86_64-sse4_2"}}
    assert golden_store.bless(store, same, "values", dry_run=False)["blessed"] == "unchanged"
    moved = _golden()
    moved.values["pallas"][0] = np.nextafter(moved.values["pallas"][0], np.float32(2))  # 1 ulp: within bounds
    moved.provenance = {"host": {"codegen": "x86_64-avx"}}
    assert golden_store.compare(store.load("p", "p[1d-f32]"), moved) == []
    assert golden_store.bless(store, moved, "values", dry_run=True)["blessed"] == "re-recorded (dry run)"
    assert store.load("p", "p[1d-f32]").provenance["host"]["codegen"] == "x86_64-sse4_2"
    assert golden_store.bless(store, moved, "values", dry_run=False)["blessed"] == "re-recorded"
    assert store.load("p", "p[1d-f32]").provenance["host"]["codegen"] == "x86_64-avx"


def test_the_tpu_snapshot_keeps_no_install_path_of_the_kernels_source():
    """JAX 0.12's TPU custom call carries the kernel's serialized source locations (`debug_locations`) beside
    its body: site-packages paths that differ per venv, so a golden blessed in one venv differed in another
    (tokamax's, from a fresh clone). The snapshot keeps neither; what the kernel is stays (the body's digest)."""
    import base64
    import types

    from harness.jaxtools import ir

    where = base64.b64encode(b"/work/venvs/a/lib/python3.12/site-packages/lib/kernel.py").decode()
    body = base64.b64encode(b"module").decode()
    line = ('%0 = stablehlo.custom_call @tpu_custom_call(%arg0) {backend_config = "{\\22custom_call_config\\22: '
            f'{{\\22body\\22: \\22{body}\\22, \\22debug_locations\\22: \\22{where}\\22}}}}"}} : (tensor<8xf32>) -> tensor<8xf32>')
    kernel = ir.MosaicKernel("kernel", "func.func @kernel\n", body)
    text = ir.tpu_stablehlo(types.SimpleNamespace(as_text=lambda debug_info: line), [kernel])
    assert where not in text and body not in text and "<source locations>" in text, text
    assert "<mosaic kernel, 1 lines, sha256 " in text
    other = base64.b64encode(b"/tmp/clone/.tox/py312/lib/python3.12/site-packages/lib/kernel.py").decode()
    assert ir.tpu_stablehlo(types.SimpleNamespace(as_text=lambda debug_info: line.replace(where, other)),
                            [kernel]) == text
