"""What the gradients check differentiates follows the declaration (issue 48, items 2 and 3): a
custom_vjp pair has reverse mode only without a workload flag, every floating-point argument is
differentiated unless the build names them, and a JVP JAX refuses says what to change. The toy
(`tests/toy_grads/pairs.py`) is a Pallas product of three inputs with one backward kernel per input."""

import json
import subprocess
import sys
from pathlib import Path

import jax.numpy as jnp
import pytest

from harness.declare import (DeclarationError, Pair, Workload, argument_names, describe_arguments, differentiated,
                             forward_mode)

TOY = Path(__file__).resolve().parent / "toy_grads" / "pairs.py"
FLAGS = ("TOY_GRADS_BUG", "TOY_GRADS_AUTODIFF", "TOY_GRADS_ARGNUMS")


@pytest.fixture
def grads_toy(toy_suite, monkeypatch):
    def run(*args, **env):
        for name in FLAGS:
            monkeypatch.delenv(name, raising=False)
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        return toy_suite("-q", "-k", "test_gradients", *args, pairs=TOY)

    return run


def test_a_custom_vjp_pair_without_flags_has_its_gradients_checked_in_reverse_mode(grads_toy, pytester):
    report = pytester.path / "r.json"
    result = grads_toy("--harness-report", str(report))
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*gradients with respect to*", "*toy_product*0:x0 1:x1 2:x2, reverse only*"])
    row, = [r for r in json.loads(report.read_text())["results"] if r["check"] == "gradients"]
    assert row["figures"]["differentiated"] == "0:x0 1:x1 2:x2" and row["figures"]["modes"] == "reverse only"


def test_a_wrong_backward_kernel_for_the_second_input_is_caught_with_no_flag_set(grads_toy):
    result = grads_toy(TOY_GRADS_BUG="dx1")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*Pallas and native derivatives differ*",
                                 "with respect to 0:x0 1:x1 2:x2 (vjp[[]i[]] is the i-th of these; reverse only)",
                                 "vjp[[]1[]] float32[[]64[]]*elements differ*"])
    assert "vjp[0]" not in result.stdout.str() and "vjp[2]" not in result.stdout.str()
    # an explicit diff_argnums still wins: the first input alone hides the second's wrong kernel
    grads_toy(TOY_GRADS_BUG="dx1", TOY_GRADS_ARGNUMS="0").assert_outcomes(passed=1)


def test_a_pair_declared_custom_jvp_whose_side_is_a_custom_vjp_is_told_what_to_declare(grads_toy, pytester):
    report = pytester.path / "r.json"
    result = grads_toy("--harness-report", str(report), TOY_GRADS_AUTODIFF="custom_jvp")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*DeclarationError: *pairs.py: pair 'toy_product' (toy_product[[]*[]]): the pallas side is a custom_vjp (JAX: "
        "can't apply forward-mode autodiff (jvp) to a custom_vjp function), but the gradients check takes its JVP "
        "because the pair declares autodiff='custom_jvp': declare autodiff='custom_vjp' on the pair*"
        "or return Workload(forward_mode=False) from its build*"])
    # a check that raises still reports what it was about
    row, = [r for r in json.loads(report.read_text())["results"] if r["check"] == "gradients"]
    assert row["figures"]["differentiated"] == "0:x0 1:x1 2:x2" and row["figures"]["modes"] == "forward and reverse"


def test_kernel_coverage_names_the_backward_kernels_and_the_ones_no_derivative_reads(tmp_path, monkeypatch):
    (tmp_path / "pairs.py").write_text(TOY.read_text())
    for name in FLAGS:
        monkeypatch.delenv(name, raising=False)
    command = (sys.executable, "-m", "harness.cli", "coverage", "--kernels", "--pairs", str(tmp_path / "pairs.py"))
    every = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
    assert every.returncode == 0, every.stdout + every.stderr
    lines = every.stdout.split("kernels only a reverse program runs", 1)[1].splitlines()
    assert any("toy_bwd_x0" in ln and "toy_product w.r.t. 0:x0 1:x1 2:x2" in ln for ln in lines), every.stdout
    assert any("toy_bwd_x1" in ln and "toy_product w.r.t. 0:x0 1:x1 2:x2" in ln for ln in lines), every.stdout
    assert "calls but never reads" not in every.stdout
    monkeypatch.setenv("TOY_GRADS_ARGNUMS", "0")
    first = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
    ran, unread = first.stdout.split("kernels only a reverse program runs", 1)[1].split("calls but never reads", 1)
    assert "toy_bwd_x0" in ran and "toy_product w.r.t. 0:x0" in ran and "toy_bwd_x1" not in ran, first.stdout
    assert "toy_bwd_x1" in unread and "toy_product[f32-x64off-interp-mesh1]" in unread, first.stdout


# -- the declaration's rules, on their own ----------------------------------------------------------

def _workload(*args, **flags):
    return Workload(args=args, pallas=lambda q, k, lengths: q, native=lambda *a: a[0], **flags)


def test_every_floating_point_argument_is_differentiated_unless_the_build_names_them():
    q, k, lengths = jnp.ones(4), jnp.ones(4, jnp.bfloat16), jnp.arange(4)
    assert differentiated(_workload(q, k, lengths), "p") == (0, 1)
    assert differentiated(_workload(q, k, lengths, diff_argnums=(1,)), "p") == (1,)
    with pytest.raises(DeclarationError, match=r"here: Workload.diff_argnums=\(3,\) must name distinct positions "
                                               r"of its 3 argument\(s\)"):
        differentiated(_workload(q, k, lengths, diff_argnums=(3,)), "here")
    with pytest.raises(DeclarationError, match=r"here: Workload.diff_argnums=\(0, 2\) names argument\(s\) \[2\], "
                                               "which are not floating-point"):
        differentiated(_workload(q, k, lengths, diff_argnums=(0, 2)), "here")
    with pytest.raises(DeclarationError, match="here: no argument of the workload is floating-point.*"
                                               "not_differentiable"):
        differentiated(_workload(lengths, lengths, lengths), "here")


def test_arguments_are_named_as_the_build_s_callable_names_them():
    q = jnp.ones(4)
    assert argument_names(_workload(q, q, q)) == ["q", "k", "lengths"]
    assert describe_arguments(_workload(q, q, q), (0, 2)) == "0:q 2:lengths"
    starred = Workload(args=(q, q, q), pallas=lambda state, *fluxes: state, native=lambda *a: a[0])
    assert argument_names(starred) == ["state", "fluxes[0]", "fluxes[1]"]
    nameless = Workload(args=(q, q), pallas=jnp.add, native=jnp.add)  # a ufunc-like callable: whatever it says
    assert len(argument_names(nameless)) == 2
    assert describe_arguments(Workload(args=(q,), pallas=print, native=print), (0,)) in ("0", "0:args[0]")


def test_forward_mode_follows_the_declaration_and_an_explicit_flag_wins():
    def pair(autodiff, kind="entry"):
        return Pair(name="p", pallas="m:f", native="m:g", build=None, accepts=None, autodiff=autodiff, kind=kind)

    q = jnp.ones(4)
    assert not forward_mode(pair("custom_vjp"), _workload(q, q, q))
    assert forward_mode(pair("custom_jvp"), _workload(q, q, q))
    assert forward_mode(pair("custom_jvp+custom_vjp"), _workload(q, q, q))
    assert forward_mode(pair(None, "dispatcher"), _workload(q, q, q))
    assert not forward_mode(pair("custom_jvp"), _workload(q, q, q, forward_mode=False))
    assert forward_mode(pair("custom_vjp"), _workload(q, q, q, forward_mode=True))


def test_a_kernel_whose_results_nothing_reads_is_not_counted_as_run_inside_a_jit_too():
    import jax
    from jax.experimental import pallas as pl

    from harness.analysis.paths import pallas_kernel_names, used_kernel_names

    def doubled(x, name):
        def kernel(x_ref, o_ref):
            o_ref[...] = x_ref[...] * 2

        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True, name=name)(x)

    @jax.jit
    def inner(x):
        return doubled(x, "read"), doubled(x, "unread")

    closed = jax.make_jaxpr(lambda x: inner(x)[0] + 1)(jnp.ones(8))
    assert sorted(pallas_kernel_names(closed)) == ["read", "unread"]  # JAX keeps both in the program
    assert used_kernel_names(closed) == {"read"}
    assert used_kernel_names(jax.make_jaxpr(lambda x: inner(x))(jnp.ones(8))) == {"read", "unread"}
