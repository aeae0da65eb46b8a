"""Unit tests of the scenario layer's arithmetic and checks (no simulation runs): declarations `S`,
checks and their helpers `C`, the engine's run records `E`."""

import math

import numpy as np
import pytest

from harness.declare import scenario as S
from harness.analysis import scenario_figures as F
from harness.checks.scenario import conservation, convergence, pallas_ran, parity, step_count
from harness.checks.scenario import scenario_golden
from harness.checks.scenario import scenario_gradients
from harness.run import scenario_engine as E
from harness.errors import CheckFailure

# -- order fit -------------------------------------------------------------------------------------


@pytest.mark.parametrize("order", [1.0, 2.0, 4.0, 5.0])
def test_fit_order_recovers_a_known_order(order):
    ns = [16, 32, 64, 128]
    errors = [3.0 * n ** -order for n in ns]
    assert F.fit_order(ns, errors) == pytest.approx(order, abs=1e-12)
    assert F.pairwise_orders(ns, errors) == pytest.approx([order] * 3, abs=1e-12)


def test_fit_order_is_a_least_squares_fit_over_all_points():
    ns = [16, 32, 64, 128]
    # second order, with the coarsest point polluted (pre-asymptotic): the fit lies between
    errors = [n ** -2.0 for n in ns]
    errors[0] *= 2.0
    fitted = F.fit_order(ns, errors)
    assert 2.0 < fitted < 2.5
    pairwise = F.pairwise_orders(ns, errors)
    assert pairwise[0] == pytest.approx(3.0)
    assert pairwise[1:] == pytest.approx([2.0, 2.0])


def test_fit_order_refuses_zero_or_nonfinite_errors():
    with pytest.raises(ValueError):
        F.fit_order([16, 32], [1e-3, 0.0])
    with pytest.raises(ValueError):
        F.fit_order([16, 32], [1e-3, float("nan")])
    with pytest.raises(ValueError):
        F.fit_order([16], [1e-3])


# -- error growth and parity tolerance -------------------------------------------------------------


def test_error_growth_linear_and_random_walk():
    times = [0.0, 0.25, 0.5, 0.75, 1.0]
    linear = [0.0, 1e-7, 2e-7, 3e-7, 4e-7]
    g = F.error_growth(times, linear, steps=40)
    assert g["growth_exponent"] == pytest.approx(1.0)
    assert g["error_per_step"] == pytest.approx(4e-7 / 40)
    assert g["final_error"] == pytest.approx(4e-7)
    walk = [0.0] + [1e-7 * math.sqrt(t) for t in times[1:]]
    assert F.error_growth(times, walk, steps=40)["growth_exponent"] == pytest.approx(0.5)


def test_error_growth_flags_exponential_blow_up():
    times = np.linspace(0.0, 1.0, 6)
    errors = 1e-7 * np.exp(12 * times)
    errors[0] = 0.0
    assert F.error_growth(times, errors, steps=50)["growth_exponent"] > 2.0


def test_error_growth_without_enough_points_is_nan():
    g = F.error_growth([0.0, 1.0], [0.0, 1e-6], steps=10)
    assert math.isnan(g["growth_exponent"])
    assert g["error_per_step"] == pytest.approx(1e-7)


def test_allowed_parity_grows_linearly_with_steps():
    assert F.allowed_parity(0, 1e-7, 1e-6) == pytest.approx(1.1e-6)  # at least one step
    assert F.allowed_parity(10, 1e-7, 1e-6) == pytest.approx(2e-6)
    assert F.allowed_parity(100, 1e-7, 1e-6) == pytest.approx(1.1e-5)


def test_relative_difference_scales_each_variable_and_catches_nan_placement():
    b = np.stack([np.full(8, 1.0), np.full(8, 1e-3)])
    a = b.copy()
    a[1, 3] += 1e-6  # 1e-3 relative to the small variable, 1e-6 absolute
    d, k = F.relative_difference(a, b)
    assert k == 1 and d == pytest.approx(1e-3)
    a2 = b.copy()
    a2[0, 2] = np.nan
    assert F.relative_difference(a2, b) == (float("inf"), 0)
    both = b.copy()
    both[0, 2] = np.nan
    assert F.relative_difference(both, both) == (0.0, -1)


# -- checks on synthetic runs ----------------------------------------------------------------------


def _scenario(**kw):
    base = dict(name="toy", build=lambda n, **o: None, n=8, t_end=1.0, parity_per_step=1e-7, parity_floor=1e-6,
                periodic=True, conservation_ulps=2.0)
    base.update(kw)
    return S.Scenario(**base)


def _side(name, *, steps=10, calls=0, kernels=(), final=None, states=None, times=None, totals=None, in_loop=None):
    times = np.asarray(times if times is not None else [0.0, 0.5, 1.0])
    final = np.ones((2, 4)) if final is None else final
    states = np.stack([np.ones((2, 4))] * (len(times) - 1) + [final]) if states is None else states
    return E.Side(name, pallas_calls=calls, pallas_calls_in_loop=calls if in_loop is None else in_loop,
                  kernels=tuple(kernels), times=times, states=states, final=final,
                  steps=steps, totals=totals or {})


def _run(native, pallas, scenario=None, variant=None, eps=1.2e-7):
    sc = scenario or _scenario()
    run = E.ScenarioRun(sc, variant or S.Variant("v"), E.ScenarioEngine())
    run._sides, run._eps = (native, pallas), eps
    return run


def test_parity_passes_within_and_fails_beyond_the_step_scaled_tolerance():
    ok = np.ones((2, 4))
    ok[0, 0] += 1.5e-6  # allowed after 10 steps: 1e-6 + 10 * 1e-7 = 2e-6
    figures = parity.check_parity(_run(_side("native"), _side("pallas", final=ok)))
    assert figures["final_rel_error"] == pytest.approx(1.5e-6)
    assert figures["headroom"] == pytest.approx(0.75)
    bad = np.ones((2, 4))
    bad[1, 2] += 3e-6
    with pytest.raises(CheckFailure, match=r"toy\[v\].*variable 1"):
        parity.check_parity(_run(_side("native"), _side("pallas", final=bad)))


def test_parity_compares_intermediate_snapshots():
    mid = np.ones((3, 2, 4))
    mid[1, 0, 0] += 1e-3  # the difference at t=0.5 disappears by the end: still a failure
    with pytest.raises(CheckFailure, match="t=0.5"):
        parity.check_parity(_run(_side("native"), _side("pallas", states=mid)))


def test_parity_fails_on_nan_on_one_side_only():
    final = np.ones((2, 4))
    final[0, 1] = np.nan
    with pytest.raises(CheckFailure):
        parity.check_parity(_run(_side("native"), _side("pallas", final=final)))


def test_step_count_must_match():
    step_count.check_step_count(_run(_side("native", steps=12), _side("pallas", steps=12)))
    with pytest.raises(CheckFailure, match="13 steps on PALLAS and 12 on NATIVE_JAX"):
        step_count.check_step_count(_run(_side("native", steps=12), _side("pallas", steps=13)))


def test_pallas_ran_needs_kernels_on_pallas_and_none_on_native():
    v = S.Variant("v", expect_kernels=("weno",), forbid_kernels=("ct_",))
    good = _run(_side("native"), _side("pallas", calls=4, kernels=("hydro_weno_flux_axis_0",)), variant=v)
    assert pallas_ran.check_pallas_ran(good)["pallas_calls_in_time_loop"] == 4
    outside = _run(_side("native"), _side("pallas", calls=4, in_loop=0, kernels=("weno",)), variant=v)
    with pytest.raises(CheckFailure, match="outside the time loop"):
        pallas_ran.check_pallas_ran(outside)
    with pytest.raises(CheckFailure, match="no pallas_call"):
        pallas_ran.check_pallas_ran(_run(_side("native"), _side("pallas"), variant=v))
    with pytest.raises(CheckFailure, match="NATIVE_JAX program contains 2"):
        pallas_ran.check_pallas_ran(_run(_side("native", calls=2, kernels=("x",)), _side("pallas", calls=4,
                                                                                 kernels=("weno",)), variant=v))
    with pytest.raises(CheckFailure, match=r"matching \['weno'\]"):
        pallas_ran.check_pallas_ran(_run(_side("native"), _side("pallas", calls=1, kernels=("fv_evolve",)), variant=v))
    with pytest.raises(CheckFailure, match="must not"):
        pallas_ran.check_pallas_ran(_run(_side("native"), _side("pallas", calls=2, kernels=("weno", "ct_curl")), variant=v))


def _totals(mass):
    mass = np.asarray(mass, dtype=float)
    return {"mass": mass, "mass_scale": np.asarray(float(np.max(np.abs(mass))))}


def test_conservation_allows_rounding_and_catches_drift():
    eps = 1.2e-7  # allowed: 2 eps x 10 steps = 2.4e-6 relative
    fine = _totals([1.0, 1.0 + 1e-6, 1.0 - 1e-6])
    conservation.check_conservation(_run(_side("native", totals=fine), _side("pallas", totals=fine), eps=eps))
    leak = _totals([1.0, 1.0 - 1e-5, 1.0 - 3e-5])
    with pytest.raises(CheckFailure, match="pallas mass drifts by 3.00e-05"):
        conservation.check_conservation(_run(_side("native", totals=fine), _side("pallas", totals=leak), eps=eps))


def _converged(native_order, pallas_order, expected=5.0, margin=0.5, order_margin=0.05):
    ns = (16, 32, 64, 128)
    sc = _scenario(convergence=S.Convergence(resolutions=ns, expected_order=expected, margin=margin,
                                             order_margin=order_margin))
    run = _run(_side("native"), _side("pallas"), scenario=sc)
    rows = [{"n": n, "steps": n // 2, "native": n ** -native_order, "pallas": n ** -pallas_order} for n in ns]
    run._convergence = {"rows": rows, "native_order": F.fit_order(ns, [r["native"] for r in rows]),
                        "pallas_order": F.fit_order(ns, [r["pallas"] for r in rows]),
                        "native_pairwise": F.pairwise_orders(ns, [r["native"] for r in rows]),
                        "pallas_pairwise": F.pairwise_orders(ns, [r["pallas"] for r in rows])}
    return run


def test_convergence_checks_expected_order_and_backend_agreement():
    figures = convergence.check_convergence(_converged(5.02, 5.03))
    assert figures["pallas_order"] == pytest.approx(5.03)
    assert "128" in figures["table"]
    with pytest.raises(CheckFailure, match="pallas order 3.00 < expected 5.0"):
        convergence.check_convergence(_converged(5.0, 3.0, order_margin=10.0))
    with pytest.raises(CheckFailure, match="differ by 0.200"):
        convergence.check_convergence(_converged(5.0, 4.8))


class _Parameters:
    """The one attribute of a Simulation the gradient check reads (the order of the derivative vector)."""

    parameters = ("amplitude", "gamma")


def test_gradient_check_compares_backends_per_parameter_and_demands_adjoint_kernels():
    sc = _scenario(gradients=S.Gradients(params=("amplitude", "gamma"), modes=("bwd",), rtol=1e-3,
                                         reverse_kernels=("vjp",)), simulation=_Parameters())
    run = _run(_side("native"), _side("pallas"), scenario=sc)
    native = {"pallas_calls": 0, "kernels": (), "grad": np.array([2.0, -0.027]), "seconds": 1.0}
    pallas = {"pallas_calls": 10, "kernels": ("weno", "weno_vjp"), "grad": np.array([2.0, 0.038]), "seconds": 1.0}
    run._gradients = {"bwd_native": native, "bwd_pallas": pallas}
    with pytest.raises(CheckFailure, match="d/dgamma"):
        scenario_gradients.check_gradients(run)
    amplitude_only = E.ScenarioRun(sc, S.Variant("a", grad_params=("amplitude",)), run._engine)
    amplitude_only._gradients = run._gradients
    assert scenario_gradients.check_gradients(amplitude_only)["bwd_damplitude_rel"] == 0.0
    no_adjoint = dict(pallas, kernels=("weno",))
    amplitude_only._gradients = {"bwd_native": native, "bwd_pallas": no_adjoint}
    with pytest.raises(CheckFailure, match="no Pallas adjoint kernel"):
        scenario_gradients.check_gradients(amplitude_only)


def test_declarations_must_name_a_simulation_and_its_parameters(tmp_path):
    path = tmp_path / "scenarios.py"
    path.write_text("from harness.declare import Scenario\n"
                    "SCENARIOS = [Scenario(name='wave', build=lambda n: None, n=8, t_end=1.0)]\n")
    with pytest.raises(ValueError, match=r"scenarios.py: scenarios \['wave'\] name no Simulation: define SIMULATION"):
        S.load_scenarios(path)
    path = tmp_path / "second" / "scenarios.py"  # a fresh module: declarations are loaded once per path
    path.parent.mkdir()
    path.write_text("from harness.declare import Gradients, Scenario\n"
                    "class Sim:\n    parameters = ('amplitude',)\n"
                    "SIMULATION = Sim()\n"
                    "SCENARIOS = [Scenario(name='wave', build=lambda n: None, n=8, t_end=1.0,\n"
                    "                      gradients=Gradients(params=('amplitude', 'gamma')))]\n")
    with pytest.raises(ValueError, match=r"differentiates wrt unknown \['gamma'\]; its simulation's parameters are"):
        S.load_scenarios(path)


def test_real_declarations_load_with_unique_ids():
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    assert not (root / "astronomix" / "__init__.py").exists()
    scenarios = S.load_scenarios(root / "astronomix" / "scenarios.py")
    ids = [S.scenario_id(sc, v) for sc in scenarios for v in sc.variants]
    assert len(ids) == len(set(ids)) and ids
    pr = [i for sc in scenarios for v in sc.variants for i in [S.scenario_id(sc, v)]
          if not S.is_slow(sc, v, "parity")]
    assert pr, "the PR subset must not be empty"


# -- scenario goldens --------------------------------------------------------------------------------


def _finished_run(pallas_scale: float = 1.0) -> "E.ScenarioRun":
    rng = np.random.default_rng(0)
    start = rng.random((3, 16)).astype(np.float32) + 1.0
    end = (start * 1.01).astype(np.float32)
    sides = []
    for backend, scale in (("native", 1.0), ("pallas", pallas_scale)):
        final = (end * np.float32(scale)).astype(np.float32)
        sides.append(E.Side(backend, times=np.array([0.0, 0.5]), states=np.stack([start, final]), final=final,
                            steps=20))
    sc = S.Scenario(name="toy_wave", build=lambda n, **kw: None, n=16, t_end=0.5)
    return E.ScenarioRun(sc, sc.variants[0], _engine=None, _sides=tuple(sides), _eps=float(np.finfo(np.float32).eps))


def test_scenario_golden_bless_then_match_then_catch_a_change(tmp_path):
    from harness.store.golden_store import Store

    store = Store(tmp_path, "astronomix")
    run = _finished_run()
    assert scenario_golden.check_golden(run, store, bless="all")["blessed"] == "new"
    folder = store.folder("scenario.toy_wave", "toy_wave[default]")
    assert (folder / "record.json").exists()
    assert scenario_golden.check_golden(_finished_run(), store)["golden"] == "matches"
    changed = _finished_run()
    for side in changed.sides():
        side.final = (side.final * np.float32(1 + 1e-4)).astype(np.float32)  # 839 eps: over 2 eps x golden_slack 64
    with pytest.raises(CheckFailure, match=r"differs from its golden[\s\S]*harness bless -k 'toy_wave\[default\]'"):
        scenario_golden.check_golden(changed, store)
    assert S.declared_ids(tmp_path / "pairs.py") == set()  # no scenarios.py beside: nothing declared


def test_scenario_golden_refuses_to_bless_disagreeing_backends(tmp_path):
    from harness.store.golden_store import Store

    store = Store(tmp_path, "astronomix")
    with pytest.raises(CheckFailure, match="refusing to bless a scenario whose backends disagree"):
        scenario_golden.check_golden(_finished_run(pallas_scale=1.01), store, bless="all")
    assert not store.folder("scenario.toy_wave", "toy_wave[default]").exists()
