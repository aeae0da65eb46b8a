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
