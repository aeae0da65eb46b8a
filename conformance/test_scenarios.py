"""Whole simulations through astronomix's public `time_integration`: backend=PALLAS (interpret mode
on a CPU-only machine) against backend=NATIVE_JAX, for every scenario variant declared in
`astronomix/scenarios.py`. Ids read `test_parity[density_wave_fd[ssprk]]`; `-m "not slow"` is the
PR subset. Each variant runs once per session, whatever checks ask for it (`harness.scenario`).
"""

from pathlib import Path

import pytest

from harness import scenario as S

DECLARATIONS = Path(__file__).resolve().parent.parent / "astronomix" / "scenarios.py"
SCENARIOS = S.load_scenarios(DECLARATIONS)


def variants(check: str) -> list:
    params = []
    for sc in SCENARIOS:
        for variant in sc.variants:
            if not S.applies(sc, variant, check):
                continue
            name = S.scenario_id(sc, variant)
            marks = [pytest.mark.xdist_group(name)]  # one worker per variant: its run is shared
            if S.is_slow(sc, variant, check):
                marks.append(pytest.mark.slow)
            if check in variant.known_failures:
                marks.append(pytest.mark.xfail(strict=True, raises=S.CheckFailure,
                                               reason=variant.known_failures[check]))
            params.append(pytest.param(sc, variant, id=name, marks=marks))
    return params


def _run(request, sc, variant, check: str):
    """The variant's shared run; the test joins the session summary and report as a case of
    `scenario.<name>` (set first, so a failure is attributed too)."""
    request.node.user_properties += [("harness.case", S.scenario_id(sc, variant)),
                                     ("harness.pair", S.golden_pair(sc)), ("harness.check", check)]
    return S.engine().run(sc, variant)


@pytest.fixture(autouse=True)
def _astronomix_target_only(harness_state):
    """These scenarios are astronomix's: under another target (--pairs) they neither run nor write
    goldens into that target's store."""
    if Path(harness_state.target.source).resolve().parent != DECLARATIONS.parent:
        pytest.skip(f"astronomix scenarios; this run verifies {harness_state.target.source}")


def _record(request, figures: dict) -> None:
    for key, value in figures.items():
        request.node.user_properties.append((f"harness.{key}", value))


@pytest.mark.parametrize("sc, variant", variants("pallas_ran"))
def test_pallas_ran(request, sc, variant):
    _record(request, S.check_pallas_ran(_run(request, sc, variant, "pallas_ran")))


@pytest.mark.parametrize("sc, variant", variants("parity"))
def test_parity(request, sc, variant):
    _record(request, S.check_parity(_run(request, sc, variant, "parity")))


@pytest.mark.parametrize("sc, variant", variants("conservation"))
def test_conservation(request, sc, variant):
    _record(request, S.check_conservation(_run(request, sc, variant, "conservation")))


@pytest.mark.parametrize("sc, variant", variants("step_count"))
def test_step_count(request, sc, variant):
    _record(request, S.check_step_count(_run(request, sc, variant, "step_count")))


@pytest.mark.parametrize("sc, variant", variants("convergence"))
def test_convergence(request, capsys, sc, variant):
    run = _run(request, sc, variant, "convergence")
    try:
        figures = S.check_convergence(run)
    finally:
        if run._convergence is not None:  # print the table whether or not the check passed
            with capsys.disabled():
                print("\n" + S.convergence_table(run.id, run._convergence))
                conv = S.convergence_of(sc, variant)
                if conv.note:
                    print(f"  expected order {conv.expected_order}: {conv.note}")
    _record(request, figures)


@pytest.mark.parametrize("sc, variant", variants("gradients"))
def test_gradients(request, sc, variant):
    _record(request, S.check_gradients(_run(request, sc, variant, "gradients")))


@pytest.mark.parametrize("sc, variant", variants("golden"))
def test_golden(request, harness_state, pytestconfig, sc, variant):
    run = _run(request, sc, variant, "golden")
    _record(request, S.check_golden(run, harness_state.store, bless=pytestconfig.getoption("harness_bless"),
                                    dry_run=pytestconfig.getoption("harness_bless_dry_run")))
