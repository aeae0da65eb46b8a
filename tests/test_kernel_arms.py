"""Kernel branch coverage (`harness coverage --kernels`, `harness.analysis.kernel_arms`): a floor no input
reaches is reported uncovered with its line; an input below the floor covers it, and only then
does the values check see a wrong constant planted in that arm."""

import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest
from conftest import copied_toy, jax_cache_args
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from harness.analysis import kernel_arms, memory_safety
from toy.memory_kernels import N, OWN, _call

TOY = Path(__file__).resolve().parent / "toy_arms" / "pairs.py"
LINE = next(n for n, line in enumerate(TOY.read_text().splitlines(), 1) if "jnp.where(v < FLOOR" in line)


@pytest.fixture
def toy(tmp_path, monkeypatch):
    return copied_toy(TOY, tmp_path, monkeypatch, ("TOY_ARMS_LOW", "TOY_ARMS_BUG", "TOY_ARMS_DECLARED"))


def _harness(*args):
    return (sys.executable, "-m", "harness.cli", *args)


def test_a_floor_no_input_reaches_is_uncovered_until_an_input_below_it_and_then_a_wrong_constant_is_caught(toy):
    root, run = toy
    pairs = str(root / "pairs.py")
    gate = (sys.executable, "-m", "pytest", "test_pairs.py", "--pairs", pairs, "-k", "values", "-q",
            "-p", "no:cacheprovider", "--known-failures", str(root / "none.toml"), "--golden-dir", str(root / "g"),
            *jax_cache_args())
    scratch = root / "tmp"
    scratch.mkdir()
    uncovered = run(*_harness("coverage", "--kernels", "--pairs", pairs), TMPDIR=str(scratch))
    assert uncovered.returncode == 1, uncovered.stdout + uncovered.stderr
    assert not list(scratch.iterdir()), "the run's report folder was left behind"
    assert f"pairs.py:{LINE} select_n#0: true (case 1) never taken" in uncovered.stdout
    assert "1 arm(s) no case takes" in uncovered.stderr
    hidden = run(*gate, TOY_ARMS_BUG="1")  # the wrong constant sits in the arm no input takes
    assert hidden.returncode == 0 and "1 passed" in hidden.stdout, hidden.stdout[-2000:]

    covered = run(*_harness("coverage", "--kernels", "--pairs", pairs), TOY_ARMS_LOW="1")
    assert covered.returncode == 0 and "toy_floor" in covered.stdout and "100%" in covered.stdout, covered.stdout
    caught = run(*gate)  # TOY_ARMS_BUG and TOY_ARMS_LOW both set now
    assert caught.returncode == 1 and "Pallas and native values differ" in caught.stdout, caught.stdout[-2000:]


def test_a_declared_unreachable_arm_is_no_gap_and_the_report_can_be_read_back(toy):
    root, run = toy
    pairs = str(root / "pairs.py")
    report = root / "gate.json"
    gate = run(sys.executable, "-m", "pytest", "test_pairs.py", "--pairs", pairs, "-q", "-p", "no:cacheprovider",
               "-k", "memory", "--known-failures", str(root / "none.toml"), "--golden-dir", str(root / "g"),
               *jax_cache_args(), "--harness-report", str(report))
    assert gate.returncode == 0, gate.stdout[-2000:]
    read = run(*_harness("coverage", "--kernels", "--pairs", pairs, "--from", str(report)))
    assert read.returncode == 1 and f"pairs.py:{LINE} select_n#0" in read.stdout  # from the gate's report
    declared = run(*_harness("coverage", "--kernels", "--pairs", pairs, "--from", str(report), "-v"),
                   TOY_ARMS_DECLARED="1")
    assert declared.returncode == 0, declared.stdout + declared.stderr
    assert "(declared: the toy's callers never pass a value below the floor)" in declared.stdout


def _arms(fn, x):
    [report] = memory_safety.check_function(fn, x)
    return report.arms


def _kernel(body):
    def kernel(x_ref, o_ref):
        o_ref[...] = body(x_ref[...])
    kernel.__name__ = "arms"
    return lambda x: _call(kernel, x, in_spec=OWN)


def test_each_kind_of_choice_records_the_arms_its_elements_take():
    x = jnp.linspace(-1.0, 1.0, N, dtype=jnp.float32)
    arms = _arms(_kernel(lambda v: jnp.maximum(v, 0.0) + jnp.minimum(v, 5.0) + jax.lax.clamp(-0.5, v, 2.0)), x)
    line = next(n for n, text in enumerate(Path(__file__).read_text().splitlines(), 1) if "jax.lax.clamp(-0.5" in text)
    assert arms == {f"test_kernel_arms.py:{line} clamp#0": [3, [0, 1], "data", []],  # nothing above 2.0
                    f"test_kernel_arms.py:{line} max#0": [2, [0, 1], "data", []],  # both sides of the floor
                    f"test_kernel_arms.py:{line} min#0": [2, [0], "data", []]}  # the cap at 5 is never reached
    # a choice by position only (an iota), on data: an index choice, whatever its arms hold
    index = _arms(_kernel(lambda v: jnp.where(jnp.arange(v.shape[0]) < 4, v, 0.0)), x)
    assert [(taken, kind) for _, taken, kind, _ in index.values()] == [([0, 1], "index")]


def test_arms_merge_over_cases_and_reasons_match_by_site():
    merged = kernel_arms.merge([("a", {"k": {"f.py:1 max#0": [2, [0]]}}), ("b", {"k": {"f.py:1 max#0": [2, [1]]}})])
    assert merged["k"].uncovered() == [] and merged["k"].cases == {"a", "b"}
    once = kernel_arms.merge([("a", {"k": {"f.py:1 max#0": [2, [0]], "f.py:2 select_n#0": [2, [0, 1]]}})])
    assert once["k"].uncovered() == [("f.py:1 max#0", 1)] and once["k"].total == 4
    assert kernel_arms.reason_for({"f.py:1 arm 1": "why"}, "f.py:1 max#0", 1) == "why"
    assert kernel_arms.reason_for({"f.py:1 arm 1": "why"}, "f.py:1 max#0", 0) is None
    assert kernel_arms.reason_for({"f.py:1": "why"}, "f.py:1 max#0", 0) == "why"
    kinds = kernel_arms.merge([("a", {"k": {"f.py:1 max#0": [2, [0, 1], "data"], "f.py:2 select_n#0": [2, [1], "index"]}})])
    assert kinds["k"].by_kind() == {"data": (2, 2), "index": (1, 2)}
    # an arm proved unreachable is no gap and leaves the denominator, but only if every case proved it
    # (a geometry's ranges are that case's: another block shape may take the arm)
    both = kernel_arms.merge([("a", {"k": {"f.py:2 select_n#0": [2, [0], "index", [1]]}}),
                              ("b", {"k": {"f.py:2 select_n#0": [2, [0], "index", [1]]}})])
    assert both["k"].uncovered() == [] and both["k"].total == 1 and both["k"].by_kind() == {"index": (1, 1)}
    one = kernel_arms.merge([("a", {"k": {"f.py:2 select_n#0": [2, [0], "index", [1]]}}),
                             ("b", {"k": {"f.py:2 select_n#0": [2, [0], "index", []]}})])
    assert one["k"].uncovered() == [("f.py:2 select_n#0", 1)] and one["k"].unreachable == 0


def _floor(v):
    return jnp.maximum(v, 0.5)  # one line, two call sites: two choices told apart by ordinal


def test_a_site_keeps_its_name_whichever_branch_the_data_takes():
    from jax.experimental import pallas as pl

    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v

        @pl.when(v[0] > 0)  # taken for one input, not for the other
        def _():
            o_ref[...] = _floor(v)

        o_ref[...] = o_ref[...] + _floor(2.0 * v)

    body.__name__ = "arms"
    line = next(n for n, text in enumerate(Path(__file__).read_text().splitlines(), 1) if "jnp.maximum(v, 0.5)" in text)
    taken = [_arms(lambda x: _call(body, x, in_spec=OWN), sign * (jnp.arange(N, dtype=jnp.float32) + 1.0))
             for sign in (1.0, -1.0)]
    outside = [arms[f"test_kernel_arms.py:{line} max#1"] for arms in taken]
    assert outside == [[2, [0], "data", []], [2, [1], "data", []]]  # the call after the branch, in both runs


def _line(marker):
    return next(n for n, text in enumerate(Path(__file__).read_text().splitlines(), 1) if marker in text)


def test_arms_no_block_position_can_take_are_proved_and_those_one_can_are_not():
    from jax.experimental import pallas as pl

    def body(x_ref, o_ref):
        i = pl.program_id(0) * 8 + jnp.arange(8)
        ahead = x_ref[(i + 1) % N]  # a non-negative index: floor-mod's two guards cannot run
        behind = x_ref[(i - 1) % N]  # the first block wraps: the sign correction runs there
        o_ref[...] = ahead + behind + x_ref[jnp.clip(i + 1, 0, N - 1)]  # the low bound never bites

    body.__name__ = "arms"
    arms = _arms(lambda x: _call(body, x), jnp.arange(N, dtype=jnp.float32))
    ahead, behind, clip = (f"test_kernel_arms.py:{_line(m)}" for m in ("(i + 1) % N", "(i - 1) % N", "jnp.clip(i + 1, 0"))
    assert arms[f"{ahead} select_n#0"] == [2, [0], "index", [1]]  # the divisor N is never 0
    assert arms[f"{ahead} select_n#1"] == [2, [0], "index", [1]]  # i + 1 is never negative
    assert arms[f"{behind} select_n#1"] == [2, [0, 1], "index", []]  # taken by the first block: not proved
    assert arms[f"{clip} max#0"] == [2, [1], "index", [0]]  # max(0, i + 1): 0 is never the larger
    assert arms[f"{clip} min#0"] == [2, [0, 1], "index", []]  # min(N - 1, i + 1): the last index is clipped


def test_an_arm_proved_unreachable_yet_taken_is_the_harnesss_error_not_a_verdict():
    from harness.errors import HarnessError

    x = jnp.linspace(-1.0, 1.0, N, dtype=jnp.float32)
    rec = kernel_arms.Recorder("k")
    rec.arms, rec.taken, rec.kinds, rec.proved = {"f.py:1 max#0": 2}, {"f.py:1 max#0": {0, 1}}, {"f.py:1 max#0": "data"}, \
        {"f.py:1 max#0": {1}}
    with pytest.raises(HarnessError, match="proved arm"):
        rec.summary()
    assert _arms(_kernel(lambda v: jnp.maximum(v, 0.0)), x)  # and a real run proves nothing it then takes


def _adjoint(x_ref, g_ref, o_ref):
    o_ref[...] = jnp.where(x_ref[...] > 0, g_ref[...], 0.0)  # the adjoint kernel's own choice


@jax.custom_vjp
def _relu(x):
    return jnp.maximum(x, 0.0)


def _relu_bwd(x, g):
    from jax.experimental import pallas as pl

    return (pl.pallas_call(_adjoint, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True)(x, g),)


_relu.defvjp(lambda x: (jnp.maximum(x, 0.0), x), _relu_bwd)


def _reverse(x, g):
    return jax.vjp(_relu, x)[1](g)  # JAX names everything the backward rule builds by this line


def test_an_adjoint_kernels_choices_are_named_by_their_own_lines_not_the_custom_vjp_call():
    from jax._src import source_info_util

    from harness.jaxtools import jaxcompat

    x = jnp.linspace(-1.0, 1.0, N, dtype=jnp.float32)
    [report] = memory_safety.check_call(_reverse, (x, x))
    assert set(report.arms) == {f"test_kernel_arms.py:{_line('the adjoint kernel')} select_n#0"}, report.arms

    def where_select(traced):
        [call] = [e for e in traced.jaxpr.eqns if e.primitive.name == "pallas_call"]
        [choice] = [e for e in call.params["jaxpr"].eqns if e.primitive.name == "jit"]
        return source_info_util.user_frame(choice.source_info.traceback).start_line

    jax.clear_caches()  # the kernel body's trace is cached: each trace below starts afresh
    assert where_select(jax.make_jaxpr(_reverse)(x, x)) == _line("JAX names everything")  # JAX alone
    jax.clear_caches()
    with jaxcompat.backward_rule_lines():
        assert where_select(jax.make_jaxpr(_reverse)(x, x)) == _line("the adjoint kernel")


def test_a_declaration_that_names_an_arm_some_case_took_is_reported_wrong():
    """Pair.unreachable_arms can be wrong: an arm it names that a case took contradicts it (a line-wide
    declaration speaks only of the arms no case took)."""
    from harness.analysis.kernel_arms import KernelArms

    k = KernelArms("toy")
    k.add("toy[a]", {"k.py:7 max#0": [2, [0], "data"], "k.py:9 max#0": [2, [0, 1], "data"]})
    assert k.contradicted({"k.py:7 max#0 arm 1": "proved"}) == []
    assert k.contradicted({"*k.py:9 max#* arm 1": "proved"}) == [("k.py:9 max#0", 1)]
    assert k.contradicted({"k.py:9": "the untaken arms of this line"}) == []


def test_a_guarded_division_by_zero_in_a_kernel_raises_no_numpy_warning_in_the_memory_check():
    """A kernel's `jnp.where(c > 0, 1 / c, 0)` on a zero scalar (the isothermal kernels' 1/cs^2 at a zero
    sound speed) evaluates both arms on concrete values in the memory check's interpreter: numpy's
    divide-by-zero warning there is no finding about the kernel, and the arm it keeps is recorded."""
    import warnings

    def kernel(c_ref, x_ref, o_ref):
        c = c_ref[0] * c_ref[0]
        o_ref[...] = x_ref[...] * jnp.where(c > 0.0, 1.0 / c, 0.0)

    kernel.__name__ = "guarded"
    x = jnp.ones(N, jnp.float32)

    def fn(c, x):
        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(N // 8,),
                              in_specs=[pl.BlockSpec(memory_space=pltpu.SMEM), OWN], out_specs=OWN,
                              interpret=True, name="guarded")(c, x)

    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        [report] = memory_safety.check_function(fn, jnp.zeros(1, jnp.float32), x)
    assert [taken for _, taken, _, _ in report.arms.values()] == [[0]]  # c = 0: the guard's 0
