"""The astronomix inputs (`fixtures/states.py`) hold the properties the kernel arms they exist for need:
an input that silently lost them would leave arms untaken with every check still green."""

from pathlib import Path

import numpy as np
import pytest

from harness.declare import load_file

states = load_file(Path(__file__).resolve().parent.parent / "fixtures" / "states.py")

SHAPE = (16, 16, 16)
GAMMA = 5.0 / 3.0


def _vacuum_mhd(shape=SHAPE):
    fields = states.near_vacuum(shape, 1e-14, 1e-14, bands=True)
    fields.update(states.field_through_hole(fields, states.magnetised(shape)))
    return states.band_fields(fields, shape)


def test_the_hole_is_below_both_floors_and_marks_sit_on_both_sides_of_them():
    fields = states.near_vacuum(SHAPE, 1e-14, 1e-14, bands=True)
    assert (fields["density"] < 1e-14).any() and (fields["gas_pressure"] < 1e-14).any()
    for name in ("density", "gas_pressure"):
        values = set(np.round(fields[name].reshape(-1) / 1e-14, 6))
        assert {0.5, 1.5, 3.0} <= values, name


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_on_every_axis_the_bands_hold_a_degenerate_and_a_low_beta_field(axis):
    """Some band cell has no normal field, some no transverse field (the Alfven/slow speeds' floors),
    and some runs the Alfven speed along the normal above the sound speed (low beta)."""
    f = _vacuum_mhd()
    band = states.flow_bands(SHAPE)[0] | states.flow_bands(SHAPE)[1]
    b = [f[f"magnetic_field_{c}"][band] for c in "xyz"]
    normal = np.abs(b[axis])
    transverse = np.hypot(*[b[k] for k in range(3) if k != axis])
    assert ((normal == 0) & (transverse > 0)).any() and ((transverse == 0) & (normal > 0)).any()
    sound = np.sqrt(GAMMA * f["gas_pressure"][band] / f["density"][band])
    alfven = normal / np.sqrt(f["density"][band])
    assert (alfven > sound).any() and (alfven < sound).any()


def test_the_field_through_the_hole_keeps_the_alfven_speed_bounded():
    f = _vacuum_mhd()
    b2 = sum(f[f"magnetic_field_{c}"] ** 2 for c in "xyz")
    assert np.max(b2 / f["density"]) < 10.0


@pytest.mark.parametrize("shape", [(64,), (16, 16), (16, 8), (8, 8, 8), (8, 4, 16)])
def test_the_clump_is_thousands_of_times_denser_than_every_cell_within_a_weno_window(shape):
    """Every smoothness indicator of a WENO window centred on the clump (three cells each side) grows
    with the jump squared: at 5e3 and above, past where the weights' sum falls below the kernels' floor."""
    f = states.near_vacuum(shape, 1e-14, 1e-14, bands=True)
    rho = f["density"]
    clump = np.unravel_index(np.argmax(rho), shape)
    for axis in range(len(shape)):
        for step in (-3, -2, -1, 1, 2, 3):
            near = list(clump)
            near[axis] = (near[axis] + step) % shape[axis]
            assert rho[clump] >= 5e3 * rho[tuple(near)], (axis, step)


@pytest.mark.parametrize("shape", [(64,), (16, 16), (16, 8), (8, 8, 8), (8, 4, 16)])
def test_the_gap_in_the_fast_slab_makes_a_face_sound_speed_squared_below_zero_on_every_axis(shape):
    """The WENO kernels' face average (densities floored, momenta and enthalpies averaged) between the
    gap and a Mach-2.3 neighbour: c^2 = (gamma - 1)(h - v^2/2) < 0, the arm its floor and inverse guard."""
    rho_min = p_min = 1e-14
    f = states.near_vacuum(shape, rho_min, p_min, bands=True)
    rho = np.maximum(f["density"], rho_min)
    p = np.maximum(f["gas_pressure"], p_min)
    v = [f.get(f"velocity_{c}", np.zeros(shape)) for c in "xyz"[: len(shape)]]
    h = GAMMA / (GAMMA - 1) * p / rho + 0.5 * sum(u ** 2 for u in v)
    gap = np.unravel_index(np.argmin(np.where(states.flow_bands(shape)[0], f["density"], np.inf)), shape)
    assert f["density"][gap] < 1e-3 and f["gas_pressure"][gap] < p_min
    for axis in range(len(shape)):
        near = list(gap)
        near[axis] = (near[axis] - 1) % shape[axis]
        pair = (gap, tuple(near))
        rho_face = 0.5 * sum(rho[c] for c in pair)
        v_face = [0.5 * sum(rho[c] * u[c] for c in pair) / rho_face for u in v]
        c2 = (GAMMA - 1) * (0.5 * sum(h[c] for c in pair) - 0.5 * sum(u ** 2 for u in v_face))
        assert c2 < 0, (axis, c2)


def _weno_weight_sums(s, q, speed):
    """The WENO kernels' weight sums (1/IS0^2 + 6/IS1^2 + 3/IS2^2, epsilon negligible) of both sides of
    a face, from one characteristic field's flux `s` and state `q` over its six-cell window and the
    window's largest signal speed."""
    d = np.diff(s)
    dq = np.diff(q)
    sums = []
    for sign, order in ((1, (0, 1, 2, 3)), (-1, (4, 3, 2, 1))):
        a, b, c, e = (0.5 * (d[k] + sign * speed * dq[k]) for k in order)
        indicators = (13 * (a - b) ** 2 + 3 * (a - 3 * b) ** 2, 13 * (b - c) ** 2 + 3 * (b + c) ** 2,
                      13 * (c - e) ** 2 + 3 * (3 * c - e) ** 2)
        with np.errstate(divide="ignore"):  # a flat window (IS = 0): an infinite sum, far above the floor
            sums.append(sum(w / i ** 2 for w, i in zip((1, 6, 3), indicators)))
    return sums


@pytest.mark.parametrize("shape", [(16, 16), (16, 8), (8, 8, 8), (8, 4, 16)])
def test_the_jet_floors_the_weno_weight_sums_of_the_shear_field_on_every_axis(shape):
    """The shear field (m_t - v_t,face rho, the projection a density jump at rest never reaches) of a
    face whose window holds the jet: on every axis some face has a side whose three smoothness
    indicators are so large that the weights' sum falls below the kernels' floor of 1e-14."""
    f = states.near_vacuum(shape, 1e-14, 1e-14, bands=True)
    rho = f["density"]
    v = [f[f"velocity_{c}"] for c in "xyz"[: len(shape)]]
    jet = np.unravel_index(np.argmax(np.abs(v[0])), shape)
    assert min(abs(u[jet]) for u in v) >= 250.0
    for axis in range(len(shape)):
        t = (axis + 1) % len(shape)
        floored = []
        for face in range(jet[axis] - 3, jet[axis] + 2):  # the faces face+1/2 whose windows hold the jet
            cells = []
            for k in range(face - 2, face + 4):
                c = list(jet)
                c[axis] = k % shape[axis]
                cells.append(tuple(c))
            i, j = cells[2], cells[3]
            rho_face = 0.5 * (rho[i] + rho[j])
            vt_face = 0.5 * (rho[i] * v[t][i] + rho[j] * v[t][j]) / rho_face
            s = np.array([rho[c] * v[axis][c] * (v[t][c] - vt_face) for c in cells])
            q = np.array([rho[c] * (v[t][c] - vt_face) for c in cells])
            speed = max(abs(v[axis][c]) for c in cells)
            floored.append(min(_weno_weight_sums(s, q, speed)) < 1e-14)
        assert any(floored), axis


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("axis", [0, 1, 2])
def test_on_every_axis_two_band_cells_hold_a_normal_field_whose_alfven_speed_is_the_isothermal_sound_speed(axis, dtype):
    """Two neighbours along the axis with density 1 and a purely normal field of Alfven speed exactly
    astronomix's isothermal sound speed: the fast-slow discriminant (B^2/rho + cs^2)^2 - 4 B_n^2/rho cs^2
    of their face is exactly 0 in both precisions (the isothermal kernels' degenerate arms)."""
    from astronomix.option_classes.simulation_params import SimulationParams

    cs2 = dtype(SimulationParams().isothermal_sound_speed) ** 2
    f = {k: v.astype(dtype) for k, v in _vacuum_mhd((8, 8, 8)).items()}
    b = [f[f"magnetic_field_{c}"] for c in "xyz"]
    here = (f["density"] == 1) & (b[axis] != 0)
    for k in range(3):
        if k != axis:
            here &= b[k] == 0
    face = here & np.roll(here, -1, axis) & (b[axis] == np.roll(b[axis], -1, axis))
    bn2 = b[axis][face] ** 2 / f["density"][face]
    assert (((bn2 + cs2) ** 2 - 4 * bn2 * cs2) == 0).any()


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_on_every_axis_the_isothermal_layer_has_a_discriminant_that_rounds_below_zero(axis):
    """The isothermal kernels' face arithmetic in float64 (as XLA:CPU under the pinned ISA: no FMA) at a
    face of two cells of the layer's near-degenerate quarter: (B^2/rho + c^2)^2 - 4 (B_n^2/rho) c^2, exactly
    (B_n^2/rho - c^2)^2 >= 0, rounds below zero, where the kernels floor it at zero."""
    from astronomix.option_classes.simulation_params import SimulationParams

    shape, f64 = (8, 8, 8), np.float64
    cs2 = f64(SimulationParams().isothermal_sound_speed) ** 2
    f = _vacuum_mhd(shape)
    b = [f[f"magnetic_field_{c}"] for c in "xyz"]
    here = states.degenerate_cells(shape, ideal=True) & np.logical_and.reduce([b[k] == 0 for k in range(3) if k != axis])
    face = here & np.roll(here, -1, axis)
    rho = 0.5 * (f["density"] + np.roll(f["density"], -1, axis))[face]
    bn = 0.5 * (b[axis] + np.roll(b[axis], -1, axis))[face]
    assert face.any() and (rho < 1).all()
    b2 = bn * bn / rho
    assert (((b2 + cs2) ** 2 - 4.0 * b2 * cs2) < 0).all()


@pytest.mark.parametrize("shape", [(16, 16), (8, 8, 8), (8, 4, 16)])
def test_the_sheared_input_gives_every_transverse_velocity_every_limiter_ratio_on_every_axis(shape):
    """The FV limiters' ratio of successive differences b/a (OSHER: its guard |a| > 1e-11, its clip to
    [0, 1.3]) of each velocity component along every other axis: below 0, within, and above 1.3."""
    f = states.near_vacuum(shape, 1e-14, 1e-14, bands=True, shear=True)
    for axis in range(len(shape)):
        for k in range(len(shape)):
            if k == axis:
                continue
            v = f[f"velocity_{'xyz'[k]}"].astype(np.float32)
            a, b = v - np.roll(v, 1, axis), np.roll(v, -1, axis) - v
            guard = np.abs(a) > 1e-11
            ratio = b[guard] / a[guard]
            assert (ratio < 0).any() and ((ratio > 0) & (ratio < 1.3)).any() and (ratio >= 1.3).any(), (axis, k)


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_on_every_axis_the_ideal_gas_layer_has_fast_and_slow_speeds_equal_to_the_last_bit(axis):
    """The ideal MHD kernels' arithmetic at a face of two cells of the ideal gas's degenerate layer,
    replayed in float64 (IEEE, as XLA:CPU under the pinned ISA: no FMA): B_n^2/rho and the face's c^2
    are the same bits, so the discriminant is exactly 0, and its floored root (1e-15) does not part
    the fast and slow speeds squared: their gap is 0, below the kernels' floor 1e-20."""
    shape, f64 = (8, 8, 8), np.float64
    fields = states.near_vacuum(shape, 1e-14, 1e-14, bands=True)
    fields.update(states.field_through_hole(fields, states.magnetised(shape)))
    f = {k: v.astype(f64) for k, v in states.band_fields(fields, shape, gamma=GAMMA).items()}
    layer = states.degenerate_cells(shape, ideal=True)
    b = [f[f"magnetic_field_{c}"] for c in "xyz"]
    here = layer & (b[axis] != 0) & np.logical_and.reduce([b[k] == 0 for k in range(3) if k != axis])
    face = here & np.roll(here, -1, axis)
    assert face.any()
    gamma, gm1 = f64(GAMMA), f64(GAMMA) - f64(1)
    rho, p, bn = f["density"][face], f["gas_pressure"][face], b[axis][face]
    v = [f[f"velocity_{c}"][face] for c in "xyz"]
    u2 = v[0] ** 2 + v[1] ** 2 + v[2] ** 2
    energy = p / gm1 + 0.5 * rho * u2 + 0.5 * bn ** 2  # astronomix's conserved state
    m = [rho * u for u in v]  # the kernel: primitives back, enthalpy, then the face of two equal cells
    vk = [mk * (1 / rho) for mk in m]
    pk = gm1 * (energy - 0.5 * (rho * (vk[0] * vk[0] + vk[1] * vk[1] + vk[2] * vk[2]) + bn * bn))
    h = (energy + pk) / rho
    bn2 = (bn * bn) / rho
    c2 = gm1 * (h - 0.5 * ((vk[0] * vk[0] + vk[1] * vk[1] + vk[2] * vk[2]) + bn2))
    assert (bn2 == c2).all()
    ssqrt = lambda x: np.sqrt(np.maximum(x, 1e-30))
    root = ssqrt((bn2 + c2) ** 2 - 4.0 * bn2 * c2)
    fast, slow = ssqrt(0.5 * (bn2 + c2 + root)), ssqrt(0.5 * (bn2 + c2 - root))
    assert (fast * fast - slow * slow < 1e-20).all()


@pytest.mark.parametrize("shape", [(64,), (16, 16), (8, 8, 8)])
def test_two_defects_have_run_away_neighbours_past_the_positivity_speed_limit_both_ways(shape):
    """The redistribution kernels give a negative-density cell the mass-weighted velocity of its valid
    neighbours (density above the threshold, 1e-6; every cell of the 3^d block around it): beside the
    two run-away cells it is beyond +-50 (astronomix's positivity_max_velocity), where they clip it."""
    f = states.near_vacuum(shape, 1e-14, 1e-14, density_thresholds=(1e-6,))
    v = [f[f"velocity_{c}"] for c in "xyz"[: len(shape)]]
    q = np.stack([f["density"], *(f["density"] * u for u in v), f["gas_pressure"] / (GAMMA - 1)])
    q = states.vacuum_conserved_defects(q, len(shape) + 1, 0, tuple(range(1, len(shape) + 1)))
    means = []
    for cell in np.flatnonzero(q[0] < 0):
        at = np.unravel_index(cell, shape)
        block = [tuple((i + d) % n for i, d, n in zip(at, step, shape))
                 for step in np.ndindex(*(3,) * len(shape)) for step in [tuple(s - 1 for s in step)] if any(step)]
        valid = [c for c in block if q[0][c] > 1e-6]
        if valid:  # the defect inside the hole has none: its velocity is its own
            means.append([sum(q[k][c] for c in valid) / sum(q[0][c] for c in valid) for k in range(1, len(shape) + 1)])
    assert any(min(m) > 50 for m in means) and any(max(m) < -50 for m in means)


def test_the_cold_input_has_a_field_free_slab_and_a_divergence_free_field():
    """`cold` (run at a zero isothermal sound speed): where z < 0.25 no field at all, so no signal speed
    (the isothermal kernels' zero fast speed); elsewhere the magnetised wave's B_x, B_y, neither varying
    along its own axis."""
    shape = (8, 8, 8)
    f = states.cold(shape)
    b = [f[f"magnetic_field_{c}"] for c in "xyz"]
    free = states.coordinates(shape)[2] < 0.25
    assert free.any() and all((c[free] == 0).all() for c in b) and (b[0][~free] != 0).all()
    for k in range(3):
        assert (np.diff(b[k], axis=k) == 0).all(), k


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_every_field_component_is_negative_in_some_band_cell(axis):
    f = _vacuum_mhd()
    band = states.flow_bands(SHAPE)[0] | states.flow_bands(SHAPE)[1]
    assert (f[f"magnetic_field_{'xyz'[axis]}"][band] < 0).any()


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_a_void_at_a_threshold_of_1e_13_has_neighbours_whose_mean_rounds_below_it(dtype):
    """The redistribution kernels floor a patched density at the threshold: the mean of the valid
    neighbours (each above it), summed in their order and divided by their count. Only rounding takes
    that floor; at 1e-13 the rounding void's does, in the kernels' dtype. At astronomix's 1e-6 no count
    of neighbours up to 26 does, even at the threshold itself, and a larger sum only rounds up (rounding is
    monotone), so no input reaches it there."""
    shape, t = (8, 8, 8), 1e-13
    f = states.near_vacuum(shape, 1e-14, 1e-14, density_thresholds=(1e-6,))
    q = np.stack([f["density"], *(f["density"] * f[f"velocity_{c}"] for c in "xyz"), f["gas_pressure"] / (GAMMA - 1)])
    before = states.vacuum_conserved_defects(q, 4, 0, (1, 2, 3)).astype(dtype)
    q = states.rounding_void(before, 0, 4, (1, 2, 3), t)
    floored = []
    for at in zip(*np.nonzero(q[0] <= dtype(t))):
        total, count = dtype(0), 0
        for step in np.ndindex(3, 3, 3):
            rho = q[0][tuple((i + s - 1) % n for i, s, n in zip(at, step, shape))]
            if step != (1, 1, 1) and rho > dtype(t):
                total, count = dtype(total + rho), count + 1
        if count and dtype(total / dtype(count)) < dtype(t):
            floored.append(at)
    assert len(floored) == 1 and all(q[k][floored[0]] == 0 for k in (1, 2, 3))  # at rest
    def pressure(q):
        return (GAMMA - 1) * (q[4] - (q[1] ** 2 + q[2] ** 2 + q[3] ** 2) / (2 * q[0]))

    changed = np.any(q != before, axis=0)
    assert changed.sum() == 27 and np.allclose(pressure(q)[changed], pressure(before)[changed], rtol=1e-5)
    for threshold in (1e-6, np.nextafter(dtype(1e-6), dtype(0))):
        total = dtype(0)
        for k in range(1, 27):
            total = dtype(total + dtype(threshold))
            assert dtype(total / dtype(k)) >= dtype(threshold)
    assert states.rounding_count(dtype, 1e-6) is None


@pytest.mark.parametrize("shape", [(8, 8, 8), (16, 16, 16)])
def test_on_every_axis_band_jets_move_both_ways_beside_a_low_beta_normal_field(shape):
    """The ideal MHD slow fields' weight-sum floors: on every axis a jet moving + at 1e3 (at 300 the sums
    stayed above the floor) whose downwind neighbour, and one moving - whose upwind neighbour, hold a
    purely normal field whose Alfven speed outruns the sound speed (the slow field is then the sound
    wave along the field, onto which the jet's velocity jump projects), their windows clear of the
    clump, the gap and the wave's jet."""
    fields = states.near_vacuum(shape, 1e-14, 1e-14, bands=True)
    fields.update(states.field_through_hole(fields, states.magnetised(shape)))
    f = states.band_fields(fields, shape, gamma=GAMMA)
    b = [f[f"magnetic_field_{c}"] for c in "xyz"]
    v = [f[f"velocity_{c}"] for c in "xyz"]
    clump, gap, jet = (tuple(int(i) for i in np.argwhere(where)[0]) for where in (
        f["density"] == f["density"].max(), f["density"] == states.GAP_DENSITY, v[0] == states.JET_SPEED))
    jets = states.band_jets(shape)
    assert all(v[k].reshape(-1)[j] == s * states.BAND_JET_SPEED for j, s in jets for k in range(3))
    for axis in range(3):
        normal = (b[axis] != 0) & np.logical_and.reduce([b[k] == 0 for k in range(3) if k != axis])
        low_beta = normal & (b[axis] ** 2 > GAMMA * f["gas_pressure"]) & (np.abs(v[axis]) < 10)
        for sign in (1.0, -1.0):
            found = False
            for j, s in jets:
                at = np.unravel_index(j, shape)
                beside = tuple((i + int(sign) * (k == axis)) % n for k, (i, n) in enumerate(zip(at, shape)))
                window = {tuple((i + d * (k == axis)) % n for k, (i, n) in enumerate(zip(at, shape)))
                          for d in range(-3, 4)}
                if (s == sign and sign * v[axis][at] >= 1e3 and normal[at] and low_beta[beside]
                        and not window & {clump, gap, jet}):
                    found = True
            assert found, (axis, sign)


def test_with_infinities_adds_plus_and_minus_infinity_to_every_variable_beside_the_nans():
    """The positivity pairs' `nonfinite` probe: nan_safe's |x| < 3e38 decides alone only on an infinity."""
    q = states.with_nans(np.ones((5, 8, 8)))
    out = states.with_infinities(q)
    for variable in out.reshape(5, -1):
        assert np.isposinf(variable).sum() == 1 and np.isneginf(variable).sum() == 1
        assert np.isnan(variable).sum() == 3  # the NaNs kept, none overwritten
    assert np.array_equal(np.isfinite(out), np.isfinite(q) & ~np.isinf(out))
