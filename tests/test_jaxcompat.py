"""The bridges of harness/jaxtools/jaxcompat.py that can be proved on the pinned line: which XLA options each
jaxlib line gets, how narrowly JAX's Triton deprecations are silenced, what a declaration that names
a removed Triton op is told, and a scan's operands. The lines themselves run in tox.ini; the
canary (tests/test_version_canary.py) checks the APIs on whatever JAX is installed."""

import re
import warnings

import jax
import numpy as np
import pytest

from harness.jaxtools import jaxcompat
from harness.declare import resolve_name
from harness.errors import DeclarationError

# the warnings as JAX words them (jax-v0.11.0 jax/_src/pallas/pallas_call.py; from 0.11.2,
# jax/experimental/pallas/ops/gpu/attention.py)
BACKEND = ("The Pallas Triton backend is deprecated and will be removed in a future JAX version. To keep using "
           "Pallas on GPU, please migrate to the Mosaic GPU backend. To keep using Triton, switch to the official "
           "Triton bindings and jax_triton.")
OPS = ("jax.experimental.pallas.ops.gpu.attention is deprecated. Please use tokamax.dot_product_attention "
       "instead. See https://github.com/openxla/tokamax for more details.")


def test_xla_options_are_set_only_on_the_jaxlib_lines_that_have_them():
    options = {"xla_backend_optimization_level": 0, "xla_cpu_use_fusion_emitters": False,
               "xla_cpu_enable_platform_dependent_math": False}
    assert jaxcompat.known_xla_options(options, "0.10.2") == options
    assert jaxcompat.known_xla_options(options, "0.8.3") == options
    assert jaxcompat.known_xla_options(options, "0.7.2") == {"xla_backend_optimization_level": 0,
                                                             "xla_cpu_use_fusion_emitters": False}
    assert jaxcompat.known_xla_options(options, "0.11.2") == {"xla_backend_optimization_level": 0,
                                                              "xla_cpu_enable_platform_dependent_math": False}
    flags = ["--xla_cpu_max_isa=AVX", "--xla_cpu_enable_platform_dependent_math=false",
             "--xla_cpu_use_fusion_emitters=false"]
    assert jaxcompat.known_xla_flags(flags, "0.7.2") == [flags[0], flags[2]]
    assert jaxcompat.known_xla_flags(flags, "0.12.0.dev20260801+cuda") == flags[:2]


def test_only_jaxs_two_triton_deprecations_are_silenced():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with jaxcompat.quiet_triton_deprecation():
            warnings.warn(BACKEND, DeprecationWarning)
            warnings.warn(OPS, DeprecationWarning)
            with pytest.raises(DeprecationWarning, match="something else"):
                warnings.warn("something else is deprecated", DeprecationWarning)
            with pytest.raises(UserWarning):  # the same words in another category are not JAX's
                warnings.warn(BACKEND, UserWarning)
        with pytest.raises(DeprecationWarning, match="Pallas Triton backend"):  # only within
            warnings.warn(BACKEND, DeprecationWarning)


def test_a_declaration_naming_a_triton_op_jax_no_longer_ships_is_told_why():
    gone = "jax.experimental.pallas.ops.gpu.layer_norm"
    hint = jaxcompat.gone_module_hint(gone)
    assert hint and f"jax {jax.__version__} does not ship it" in hint and "tokamax" in hint
    for other in ("jax.experimental.pallas.ops.gpu.layer_nrom", "jax.experimental.pallas.ops.gpu.attention_mgpu",
                  "jax.experimental.pallas.ops.tpu.flash_attention", "mypkg.layer_norm"):
        assert jaxcompat.gone_module_hint(other) is None, other
    # resolve_name: the hint where such a module is missing, the usual advice for a typo
    with pytest.raises(DeclarationError, match="cannot import module 'jax.experimental.pallas.ops.gpu.softmax_v0'.*"
                                               "fix the module path in the declaration"):
        resolve_name("jax.experimental.pallas.ops.gpu.softmax_v0:softmax", where="pairs.py: pair 'softmax'")
    assert resolve_name("jax.experimental.pallas.ops.gpu.softmax:softmax", where="w") is not None


def test_scan_operands_as_the_scan_equation_holds_them():
    bias = np.float32(0.5)

    def fn(xs):
        def body(carry, x):
            a, b = carry
            return (a + x + bias, b * 2.0), a

        return jax.lax.scan(body, (np.float32(0.0), np.float32(1.0)), xs)

    jaxpr = jax.make_jaxpr(fn)(np.arange(4, dtype=np.float32))
    [eqn] = [e for e in jaxpr.jaxpr.eqns if e.primitive.name == "scan"]
    consts, carry, xs = jaxcompat.scan_operands(eqn.params, eqn.invars)
    assert (len(carry), len(xs)) == (2, 1) and consts + carry + xs == list(eqn.invars)
    assert [v.aval.shape for v in xs] == [(4,)] and all(v.aval.shape == () for v in carry)
