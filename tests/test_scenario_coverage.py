"""The scenario axes against what astronomix's time integration reads (`harness coverage --scenarios`):
every value of a swept option is run by a full-grid variant or declared out of scope with a reason."""
import dataclasses
from pathlib import Path

import pytest

from harness.declare import load_target
from harness.declare.scenario import load_scenarios
from harness.tools.scenario_coverage import gap_message, load_sweep, scenario_coverage, trace_reads

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = REPO / "astronomix" / "scenarios.py"


@pytest.fixture(scope="module")
def traced():
    target = load_target(REPO / "astronomix" / "pairs.py")
    return target, trace_reads(target, load_scenarios(SCENARIOS)), load_sweep(SCENARIOS)


def test_astronomix_scenarios_leave_no_swept_value_unrun(traced):
    target, reads, sweep = traced
    cov, unread = scenario_coverage(target, reads, sweep)
    assert not reads.errors, reads.errors[:3]
    assert not cov.gaps and not unread and not cov.unused_out_of_scope, gap_message(sweep, cov, unread)
    # discovered from the trace, not the declarations: the options the time integration reads
    ran = {f.field: set(f.exercised) for f in cov.fields}
    assert ran["SimulationConfig.time_integrator"] == {"RK2_SSP", "MUSCL", "RK4_SSP", "RK4_LSRK"}
    for flag in ("PositivityConfig.deepvoid_blend", "PositivityConfig.nan_safe", "PositivityConfig.vacuum_rest",
                 "PositivityConfig.clamp_in_estimates", "PositivityConfig.preserving_flux",
                 "SimulationConfig.first_order_fallback"):
        assert ran[flag] == {"False", "True"}, flag


def test_a_value_no_variant_runs_is_a_gap_until_declared(traced):
    target, reads, sweep = traced
    values = {side: {f: [v for v in vs if not (f == "PositivityConfig.nan_safe" and v == "True")]
                     for f, vs in fields.items()} for side, fields in reads.values.items()}
    cov, unread = scenario_coverage(target, dataclasses.replace(reads, values=values), sweep)
    message = gap_message(sweep, cov, unread)
    assert [(f.field, f.gaps) for f in cov.gaps] == [("PositivityConfig.nan_safe", ["True"])]
    assert "scenarios.py" in message and "SWEPT_OUT_OF_SCOPE" in message
    declared = dataclasses.replace(sweep, out_of_scope={**sweep.out_of_scope, "PositivityConfig.nan_safe=True": "why"})
    assert not scenario_coverage(target, dataclasses.replace(reads, values=values), declared)[0].gaps
    # a reason for a value that does run is stale, and so is a swept field nobody reads
    stale = dataclasses.replace(sweep, fields=sweep.fields + ("GravityConfig.nonexistent",),
                                out_of_scope={**sweep.out_of_scope, "PositivityConfig.nan_safe=True": "why"})
    cov, unread = scenario_coverage(target, reads, stale)
    assert unread == ["GravityConfig.nonexistent"] and cov.unused_out_of_scope == ["PositivityConfig.nan_safe=True"]


def test_the_sweep_declaration_is_validated(tmp_path):
    from harness.errors import DeclarationError

    bare = tmp_path / "scenarios.py"
    bare.write_text("SCENARIOS = []\n")
    with pytest.raises(DeclarationError, match="declares no SWEPT"):
        load_sweep(bare)
    reasonless = tmp_path / "other" / "scenarios.py"
    reasonless.parent.mkdir()
    reasonless.write_text("SWEPT = ('A.b',)\nSWEPT_OUT_OF_SCOPE = {'A.b=C': ''}\n")
    with pytest.raises(DeclarationError, match="needs a one-line reason"):
        load_sweep(reasonless)

