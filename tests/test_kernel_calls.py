"""`harness.analysis.kernel_calls`: a program's pallas_calls reach the handler in program order, with the
operands and results an eager run gives them, through calls, custom derivatives and control flow;
what the walk cannot follow is found before anything runs, and the memory check then runs the
program eagerly."""

import types

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from harness.analysis import kernel_calls, memory_safety
from toy.memory_kernels import KERNELS, N, OWN, _call, scale, smooth
from harness.errors import Unfollowed

X = jnp.sin(jnp.arange(N, dtype=jnp.float32)) + 2.0


def _double(x):
    return _call(scale, x, in_spec=OWN)


@jax.custom_vjp
def _smoothed(x):
    return _call(smooth, x)


_smoothed.defvjp(lambda x: (_call(smooth, x), None), lambda _, g: (_double(g),))


def program(x):
    y = jax.jit(lambda v: _double(jnp.cos(v)))(x)  # a kernel inside a jitted helper
    y = _smoothed(y) * 3.0  # inside a custom_vjp
    y = jax.lax.cond(y[0] > -100.0, lambda v: _double(v), lambda v: v, y)  # in the branch taken

    def step(carry, _):
        return _call(smooth, carry) + 1.0, carry[0]

    y, firsts = jax.lax.scan(step, y, None, length=2)  # once per trip
    return jax.lax.fori_loop(0, 2, lambda i, v: _double(v) - i, y), firsts  # a while loop


def _recorded(run):
    """What reaches the handler (each kernel's name and operands) and the program's result; each
    kernel runs in the memory model's row-major order."""
    calls = []

    def handler(params, operands):
        values = [np.asarray(x) for x in operands]
        call = types.SimpleNamespace(params=params)
        calls.append((params["name"], values))
        return [jnp.asarray(o) for o in memory_safety.run_order(call, values, "row-major", memory_safety.operand_names(call),
                                                         record=False)[0]]

    return calls, run(handler)


def test_kernels_reach_the_handler_in_program_order_with_the_eager_operands():
    walked, out = _recorded(lambda h: kernel_calls.run(program, (X,), h))
    eager, expected = _recorded(lambda h: _eager(program, (X,), h))
    assert [name for name, _ in walked] == ["scale", "smooth", "scale", "smooth", "smooth", "scale", "scale"]
    assert [name for name, _ in walked] == [name for name, _ in eager]
    for (_, a), (_, b) in zip(walked, eager):
        np.testing.assert_allclose(a[0], b[0], rtol=1e-6)
    np.testing.assert_allclose(out[0], expected[0], rtol=1e-6)
    np.testing.assert_allclose(out[1], expected[1], rtol=1e-6)


def test_the_reverse_program_runs_the_custom_rules_kernels():
    reverse = lambda x, c: jax.vjp(_smoothed, x)[1](c)
    walked, (grad,) = _recorded(lambda h: kernel_calls.run(reverse, (X, X), h))
    assert [name for name, _ in walked] == ["smooth", "scale"]  # the forward rule's kernel, then the backward's
    np.testing.assert_allclose(grad, 2.0 * X, rtol=1e-6)


def test_a_kernel_under_custom_vmap_is_followed():
    """tokamax wraps its ops in jax.custom_batching.custom_vmap: its `custom_vmap_call` runs its body."""
    from jax.custom_batching import custom_vmap

    @custom_vmap
    def batched(x):
        return _double(x)

    batched.def_vmap(lambda axis_size, in_batched, x: (jax.vmap(_double)(x), True))
    walked, (out,) = _recorded(lambda h: kernel_calls.run(lambda x: (batched(jnp.cos(x)),), (X,), h))
    assert [name for name, _ in walked] == ["scale"]
    np.testing.assert_allclose(out, 2.0 * jnp.cos(X), rtol=1e-6)


def test_a_kernel_under_shard_map_is_unfollowed_before_anything_runs():
    from jax.sharding import Mesh, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:1]), ("x",))
    sharded = jax.shard_map(lambda v: _double(v), mesh=mesh, in_specs=P("x"), out_specs=P("x"),
                            check_vma=False)
    walked = []
    with pytest.raises(Unfollowed, match="under shard_map"):
        kernel_calls.run(lambda x: sharded(jnp.cos(x)), (X,), lambda params, ops: walked.append(params) or [])
    assert walked == []  # (the memory check then runs the program eagerly, as it always did)


def test_a_program_that_does_not_trace_is_unfollowed_and_checked_eagerly():
    def concrete(x):
        y = _double(x)
        return y * 2.0 if float(y[0]) > 0 else y  # Python control flow on a value: eager only

    with pytest.raises(Unfollowed, match="does not trace"):
        kernel_calls.run(concrete, (X,), lambda params, ops: [])
    [report] = memory_safety.check_function(concrete, X)
    assert report.name == "scale" and report.findings == []


def test_memory_findings_are_the_same_either_way():
    racy = KERNELS["alias_race"][0]
    walked = memory_safety.check_function(lambda x: racy(jnp.cos(x)) * 2.0, X)
    eager = _eager_reports(lambda x: racy(jnp.cos(x)) * 2.0, X)
    assert [(r.name, [f.message for f in r.findings]) for r in walked] == \
        [(r.name, [f.message for f in r.findings]) for r in eager]
    assert any(f.kind == "alias_hazard" for f in walked[0].findings)


def _eager(fn, args, handler):
    with jax.disable_jit(), memory_safety._kernels_intercepted(handler):
        return fn(*args)


def _eager_reports(fn, x):
    reports = []

    def handler(params, operands):
        report, outputs = memory_safety.check_kernel(types.SimpleNamespace(params=params), [np.asarray(v) for v in operands])
        reports.append(report)
        return [jnp.asarray(o) for o in outputs]

    _eager(fn, (x,), handler)
    return reports


def test_the_handler_hears_which_outputs_the_program_reads():
    """Asked to, the walk says per output whether anything reads it: an output no later equation reads
    and its jaxpr does not return is dropped (splash attention's running statistics)."""
    from jax.experimental import pallas as pl

    def both(x_ref, a_ref, b_ref):
        a_ref[...] = x_ref[...] * 2.0
        b_ref[...] = x_ref[...] + 1.0

    def two(x):
        return pl.pallas_call(both, out_shape=[jax.ShapeDtypeStruct((N,), jnp.float32)] * 2, grid=(N // 8,),
                              in_specs=[OWN], out_specs=[OWN, OWN], interpret=True, name="both")(x)

    heard = []

    def handler(params, operands, live=None):
        heard.append(live)
        return list(two(*operands))

    kernel_calls.run(lambda x: (jax.jit(lambda v: two(v)[1])(x), two(x)[0] + two(x)[1]), (X,), handler, live=True)
    assert heard == [(False, True), (True, False), (False, True)]
