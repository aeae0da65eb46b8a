"""Condition coverage (MC/DC) beside arm coverage (`harness coverage --kernels`,
`harness.analysis.kernel_conditions`): a guard `(a > 0) & (b < cap)` whose inputs never reach `b >= cap` has
both arms taken yet `b < cap` is a condition gap, until an input past the cap shows it."""

import dataclasses
import sys
from pathlib import Path

import jax.numpy as jnp
import pytest
from conftest import copied_toy
from jax.experimental import pallas as pl

from harness.analysis import kernel_arms, kernel_conditions, memory_safety
from harness.errors import HarnessError
from toy.memory_kernels import N, OWN, _call

TOY = Path(__file__).resolve().parent / "toy_mcdc" / "pairs.py"
GUARD = next(n for n, line in enumerate(TOY.read_text().splitlines(), 1) if "jnp.where(ok" in line)
CAP_LINE = next(n for n, line in enumerate(TOY.read_text().splitlines(), 1) if "ok = (x > 0) & (y < CAP)" in line)


@pytest.fixture
def toy(tmp_path, monkeypatch):
    return copied_toy(TOY, tmp_path, monkeypatch, ("TOY_MCDC_HIGH", "TOY_MCDC_DECLARED"))


def _coverage(pairs, *more):
    return (sys.executable, "-m", "harness.cli", "coverage", "--kernels", "--pairs", pairs, *more)


def test_a_condition_that_never_decides_is_a_gap_though_both_arms_are_taken_until_an_input_past_the_cap(toy):
    root, run = toy
    pairs = str(root / "pairs.py")
    gap = run(*_coverage(pairs))
    assert gap.returncode == 1, gap.stdout + gap.stderr
    assert "all kernels: 2 of 2 reachable arms covered (100%" in gap.stdout  # arm coverage is full
    assert (f"pairs.py:{GUARD} select_n#0 condition 1 (pairs.py:{CAP_LINE} lt) of (c0 and c1): never shown [data]"
            in gap.stdout), gap.stdout
    assert "all kernels: 1 of 2 conditions shown" in gap.stdout
    assert "1 condition(s) of compound decisions that no case shows" in gap.stderr
    assert "arm(s) no case takes" not in gap.stderr

    covered = run(*_coverage(pairs), TOY_MCDC_HIGH="1")
    assert covered.returncode == 0, covered.stdout + covered.stderr
    assert "all kernels: 2 of 2 conditions shown (100%; 0 more proved unshowable)" in covered.stdout


def test_a_declared_condition_is_no_gap_and_a_declaration_a_case_contradicts_is_an_error(toy):
    root, run = toy
    pairs = str(root / "pairs.py")
    declared = run(*_coverage(pairs, "-v"), TOY_MCDC_DECLARED="1")
    assert declared.returncode == 0, declared.stdout + declared.stderr
    assert "(declared: the toy's callers never pass b at or past the cap)" in declared.stdout
    wrong = run(*_coverage(pairs), TOY_MCDC_HIGH="1")  # TOY_MCDC_DECLARED still set: a case shows it now
    assert wrong.returncode == 1
    assert (f"pairs.py:{GUARD} select_n#0 condition 1 is declared unreachable (Pair.unreachable_conditions) but a "
            "case showed it") in wrong.stderr, wrong.stderr


def _conditions(body, *args):
    def kernel(x_ref, o_ref):
        body(x_ref, o_ref)
    kernel.__name__ = "mcdc"
    [report] = memory_safety.check_function(lambda x: _call(kernel, x, in_spec=OWN), *args)
    return report.conditions


def test_a_when_on_a_compound_predicate_through_not_and_or_is_a_decision_evaluated_per_program():
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v

        @pl.when(jnp.logical_or(v[0] > 0.5, jnp.logical_not(v[1] < 0)))
        def _():
            o_ref[...] = 2 * v

    # every program's block: v[0] > 0.5 never holds, v[1] < 0 in the first blocks only
    conditions = _conditions(body, jnp.linspace(-1.0, 0.5, N, dtype=jnp.float32))
    [(site, record)] = conditions.items()
    assert site.endswith("cond#0") and record["expression"] == "(c0 or not c1)" and record["kind"] == "data"
    assert kernel_conditions.shown(2, record["seen"]) == [False, True]  # c0 never held: it decided nothing


def test_elementwise_vectors_and_unique_cause_pairs():
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = jnp.where((v > 0) & ((v < 0.5) | (v > 0.9)), v, 0.0)

    record = next(iter(_conditions(body, jnp.linspace(-1.0, 1.0, N, dtype=jnp.float32)).values()))
    assert record["expression"] == "(c0 and (c1 or c2))"
    # v <= 0: (F,T,F)->F; (0, 0.5): (T,T,F)->T; [0.5, 0.9]: (T,F,F)->F; > 0.9: (T,F,T)->T
    assert sorted(record["seen"]) == sorted([0b0010, 0b1011, 0b0001, 0b1101])
    assert kernel_conditions.shown(3, record["seen"]) == [True, True, True]
    merged = kernel_conditions.merge([("a", {"k": {"f.py:1 select_n#0": {**record, "seen": [0b0010, 0b1011]}}}),
                                      ("b", {"k": {"f.py:1 select_n#0": {**record, "seen": [0b0001]}}})])
    decision = merged["k"]["f.py:1 select_n#0"]
    assert decision.shown() == [True, True, False]  # c2 needs (T,F,T)->T beside (T,F,F)->F
    assert kernel_conditions.reason_for({"f.py:1 condition 2": "why"}, "f.py:1 select_n#0", 2) == "why"
    assert kernel_conditions.reason_for({"f.py:1 condition 2": "why"}, "f.py:1 select_n#0", 1) is None


def test_a_single_condition_decision_is_left_to_arm_coverage():
    def body(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = jnp.where(v > 0, v, 0.0)

    assert _conditions(body, jnp.linspace(-1.0, 1.0, N, dtype=jnp.float32)) == {}


def test_the_conditions_of_a_decision_proved_constant_are_proved_unshowable_not_gaps():
    """jnp.remainder of a non-negative index carries floor-mod's sign correction, `(r != 0) & ((r < 0) != (d < 0))`:
    harness.analysis.index_ranges proves its true arm unreachable, so neither condition can ever change it."""
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v + jnp.remainder(jnp.arange(v.shape[0]) + pl.program_id(0), 3).astype(v.dtype)
    kernel.__name__ = "mcdc"
    [report] = memory_safety.check_function(lambda x: _call(kernel, x, in_spec=OWN), jnp.zeros(N, jnp.float32))
    decisions = kernel_conditions.merge([("a", {"mcdc": report.conditions})])["mcdc"]
    arms = kernel_arms.merge([("a", {"mcdc": report.arms})])["mcdc"]
    constant = [key for key, proved in arms.proved.items() if proved]
    assert set(decisions) <= set(constant) and decisions  # the sign correction's decision, proved constant
    for d in decisions.values():  # harness.analysis.condition_proofs proves them too (a constant decision shows none)
        assert d.proved == {0, 1}
    assert kernel_conditions.rows_for("mcdc", decisions, {})["proved"] == 2 * len(decisions)
    unproved = {key: dataclasses.replace(d, proved=None) for key, d in decisions.items()}
    assert kernel_conditions.rows_for("mcdc", unproved, {})["gaps"]
    row = kernel_conditions.rows_for("mcdc", unproved, {}, constant)
    assert row["gaps"] == [] and row["conditions"] == 0 and row["proved"] == 2 * len(decisions)


def _halo_read(offset):
    def kernel(x_ref, o_ref):
        i = jnp.arange(x_ref.shape[0]) + pl.program_id(0) * x_ref.shape[0]
        o_ref[...] = x_ref[...] + jnp.remainder(i + offset, N).astype(x_ref.dtype)
    kernel.__name__ = "mcdc"
    [report] = memory_safety.check_function(lambda x: _call(kernel, x, in_spec=OWN), jnp.zeros(N, jnp.float32))
    return report


def test_remainder_of_a_halo_index_takes_both_arms_and_its_coupled_condition_is_proved_unshowable():
    """`(i - 1) % n` wraps at the left edge: floor-mod's sign correction `((r < 0) != (n < 0)) & (r != 0)` takes
    both arms, so no arm is proved; `r != 0` is implied by `r < 0` (n > 0), so it can never change the decision
    with the other held. harness.analysis.condition_proofs proves that by evaluating both conditions at every r."""
    report = _halo_read(-1)
    [(site, record)] = report.conditions.items()
    assert record["expression"] == "(c0 and c1)" and record["kind"] == "index"
    assert set(report.arms[site][1]) == {0, 1} and not report.arms[site][3]  # both arms run: no arm proof
    assert kernel_conditions.shown(2, record["seen"]) == [True, False]  # the sign test shown; r != 0 never
    assert record["proved"] == [1]
    row = kernel_conditions.rows_for("mcdc", kernel_conditions.merge([("a", {"mcdc": report.conditions})])["mcdc"], {})
    assert row["gaps"] == [] and (row["conditions"], row["shown"], row["proved"]) == (1, 1, 1)


def test_a_proof_holds_for_its_case_only_and_a_condition_a_run_shows_is_never_proved():
    """Merged over cases, a condition is proved only where every case proves it; and a proof against
    what a run showed is the harness's own error."""
    halo = _halo_read(-1).conditions
    [(site, record)] = halo.items()
    unproved = {site: {key: value for key, value in record.items() if key != "proved"}}
    merged = kernel_conditions.merge([("a", {"mcdc": halo}), ("b", {"mcdc": unproved})])["mcdc"]
    assert merged[site].proved == set()
    assert kernel_conditions.rows_for("mcdc", merged, {})["gaps"]

    conditions = kernel_conditions.Conditions()
    conditions.atoms[site], conditions.expressions[site], conditions.kinds[site] = record["conditions"], "(c0 and c1)", "index"
    conditions.seen[site] = {0b000, 0b011, 0b111, 0b010}  # (c0, c1) = (F, T) -> F beside (T, T) -> T: c0 shown
    conditions.proofs[site] = (record["conditions"], {0})
    with pytest.raises(HarnessError, match="proved condition.s. .0. unshowable, yet the run showed them"):
        conditions.summary()
