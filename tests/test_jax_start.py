"""harness.jaxtools.jax_start: what JAX's start in a harness process sets up besides the quiet start
(tests/test_log_noise.py has that one)."""

import importlib
import sys

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

from harness.jaxtools import jax_start, lower


class _Searches:
    """A meta path finder that counts the imports that reach the finders (none found here)."""

    def __init__(self):
        self.names: list[str] = []

    def find_spec(self, name, path=None, target=None):
        self.names.append(name)
        return None


def _lower_fresh_triton_kernel(c: float) -> None:
    def kernel(x_ref, o_ref):
        o_ref[...] = x_ref[...] * 2.0 + c

    def call(x):
        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                              compiler_params=plgpu.CompilerParams(num_warps=4))(x)

    lower.lower_for("cuda", call, [jax.ShapeDtypeStruct((64, 64), jnp.float32)])  # with JAX 0.12's abstract GPU


def _dialect_searches(c: float) -> list[str]:
    searches = _Searches()
    sys.meta_path.insert(0, searches)
    try:
        _lower_fresh_triton_kernel(c)
    finally:
        sys.meta_path.remove(searches)
    return [n for n in searches.names if n.endswith(".tt") or n in ("jax.jaxlib",)]


def test_a_triton_lowering_searches_no_dialect_module_once_the_absent_ones_are_noted(monkeypatch):
    """MLIR's bindings looked for a Python module of the Triton dialect ("tt") under each dialect search
    prefix at every operation the lowering built, and never remembered the miss: 16 failing imports per
    small kernel, ~10,000 per astronomix case (0.1 ms each under pytest)."""
    _lower_fresh_triton_kernel(0.0)  # JAX's Mosaic and Triton modules loaded: every search prefix registered
    for name in [n for n in sys.modules if n.endswith(".tt") and sys.modules[n] is None]:
        monkeypatch.delitem(sys.modules, name)  # as before any note (another test may have noted them)
    assert _dialect_searches(1.0), "JAX no longer searches for the dialect module: the note is not needed"
    noted = jax_start.note_absent_dialect_modules()
    for name in noted:
        monkeypatch.setitem(sys.modules, name, None)  # undone after the test, like the deletions above
    assert "jaxlib.mlir.dialects.tt" in noted
    assert _dialect_searches(2.0) == []
    assert jax_start.note_absent_dialect_modules() == []  # noted once


def test_only_modules_that_cannot_be_imported_are_noted():
    jax_start.note_absent_dialect_modules()
    for prefix in jax_start.DIALECT_SEARCH_PREFIXES:
        for dialect in ("arith", "scf", "tpu", "mosaic_gpu"):
            name = f"{prefix}.{dialect}"
            assert sys.modules.get(name, "absent") is not None, name  # never marked absent
    importlib.import_module("jaxlib.mlir.dialects.arith")  # still imports
