"""What every astronomix pair family shares: the grid, the case's setup with astronomix's own config and
the fixtures in `fixtures/`, and the small helpers (`shape_of`, `divides`, `scalar`, `axis_halo`, ...).

Loaded by path (`harness.declare.load_file`) from the family modules beside it, never imported: this
folder has no `__init__.py` and never shadows `astronomix`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp

from harness.declare import Case, load_file

from astronomix import (
    FINITE_DIFFERENCE,
    NATIVE_JAX,
    PALLAS,
    SimulationConfig,
    SimulationParams,
    construct_primitive_state,
    finalize_config,
    get_registered_variables,
)
from astronomix.option_classes.simulation_config import (
    IDEAL_GAS,
    PERIODIC_BOUNDARY,
    BoundarySettings,
    BoundarySettings1D,
    StaticFloatVector,
)
from astronomix._fluid_equations._equations import conserved_state_from_primitive
from astronomix._fluid_equations._equations_mhd import (
    conserved_state_from_primitive_isothermal,
    conserved_state_from_primitive_mhd,
)

states = load_file(Path(__file__).resolve().parent.parent / "fixtures" / "states.py")

SIZES = {1: (64,), 2: (16, 16), 3: (8, 8, 8)}
# Non-cubic grids (Target.shapes): every axis its own extent, each tiled by the default block, so a
# kernel that reads one axis' extent for another's cannot pass; equal spacing (astronomix's rule).
SHAPES = {2: [(16, 8)], 3: [(8, 4, 16)]}
# Blocks of 1 and 2 cells along the sharded x axis (Target.sharded_blocks), narrower than every kernel's
# halo (1-3 cells): run at mesh 2, where _pallas_call_sharded's halo exchange meets them.
SHARDED_BLOCKS = {1: [(1,), (2,)], 2: [(1, 4), (2, 4)], 3: [(1, 4, 8), (2, 4, 8)]}
# Per ndim: astronomix's config default first (SimulationConfig.pallas_block_shape = (4, 4, 8)),
# then another block that divides the grid, then one that does not (the fallback path).
BLOCKS = {1: [(4,), (16,), (12,)], 2: [(4, 4), (16, 16), (4, 6)], 3: [(4, 4, 8), (8, 4, 4), (4, 4, 3)]}

DT_OVER_DX = 0.05
# The density below which redistribute_positivity treats a cell as a defect (the integrators pass 1e-6).
REDISTRIBUTE_THRESHOLD = 1e-6


# -- building blocks -----------------------------------------------------------------------------


@dataclasses.dataclass
class Setup:
    config: Any  # Pallas side
    native_config: Any
    params: Any
    rv: Any
    primitive: jax.Array
    conserved: jax.Array  # gas state (MHD: the 8 cell-centred variables)
    interface_b: tuple[jax.Array, ...] = ()


def dtype_of(case: Case):
    return jnp.float64 if case.dtype == "f64" else jnp.float32


def shape_of(case: Case) -> tuple[int, ...]:
    """The case's grid: a non-cubic one (SHAPES) or the target's for its ndim."""
    return tuple(case.shape) or SIZES[case.ndim]


def divides(case: Case) -> bool:
    """Every Pallas gate in astronomix requires the block to tile the grid exactly."""
    return all(n % b == 0 for n, b in zip(shape_of(case), case.block))


def setup(case: Case, *, ic: str = "wave", mhd: bool = False, eos: int = IDEAL_GAS,
          solver: int = FINITE_DIFFERENCE, field_in_vacuum: bool = False, flow_bands: bool = False,
          shear: bool = False, **config_fields: Any) -> Setup:
    shape = shape_of(case)
    periodic = BoundarySettings1D(PERIODIC_BOUNDARY, PERIODIC_BOUNDARY)
    # one cell spacing on every axis (finalize_config requires it): the box is as long as the axis
    box = 1.0 if len(set(shape)) == 1 else StaticFloatVector(*(n / shape[0] for n in (shape + (shape[0],) * 3)[:3]))
    config = SimulationConfig(
        backend=PALLAS,
        pallas_interpret=case.interpret,
        pallas_block_shape=case.block3,
        dimensionality=case.ndim,
        mhd=mhd,
        equation_of_state=eos,
        solver_mode=solver,
        box_size=box,
        num_cells=shape[0],
        boundary_settings=periodic if case.ndim == 1 else BoundarySettings(periodic, periodic, periodic),
        **config_fields,
    )
    with contextlib.redirect_stdout(io.StringIO()):  # finalize_config narrates its choices
        config = finalize_config(config, shape)
    rv = get_registered_variables(config)
    params = SimulationParams()
    dtype = dtype_of(case)
    if ic == "vacuum":
        fields = states.near_vacuum(shape, params.minimum_density, params.minimum_pressure,
                                    density_thresholds=(REDISTRIBUTE_THRESHOLD,), bands=flow_bands, shear=shear)
        if mhd and field_in_vacuum:  # the magnetised wave's field through the hole: Alfven outruns sound there
            fields.update(states.field_through_hole(fields, states.magnetised(shape)))
            if flow_bands:
                fields = states.band_fields(fields, shape, gamma=params.gamma if eos == IDEAL_GAS else None)
    elif ic == "shock":
        fields = states.shock(shape)
    elif ic == "cold":
        fields = states.cold(shape)
    elif mhd or ic == "magnetised":
        fields = states.magnetised(shape)
    else:
        fields = states.smooth_wave(shape)
    if not mhd:
        fields = {k: v for k, v in fields.items() if not k.startswith("magnetic")}
    if case.ndim < 3 and not mhd:
        fields = {k: v for k, v in fields.items() if k[-1] in "xyz"[: case.ndim] or not k.startswith("velocity")}
    primitive = construct_primitive_state(config, rv, **{k: jnp.asarray(v, dtype) for k, v in fields.items()})
    primitive = primitive.astype(dtype)
    interface_b: tuple[jax.Array, ...] = ()
    if mhd and solver == FINITE_DIFFERENCE:
        gas = primitive[:-3]
        interface_b = tuple(primitive[i] for i in rv.interface_magnetic_field_index)
        conserved = (conserved_state_from_primitive_mhd(gas, params.gamma, rv) if eos == IDEAL_GAS
                     else conserved_state_from_primitive_isothermal(gas, config, rv))
    else:
        conserved = conserved_state_from_primitive(primitive, params.gamma, config, rv)
    return Setup(config, config._replace(backend=NATIVE_JAX), params, rv, primitive,
                 conserved.astype(dtype), tuple(b.astype(dtype) for b in interface_b))


def axis_halo(reach: int):
    def halo(case: Case) -> tuple[int, ...]:
        out = [0, 0, 0]
        out[case["axis"]] = reach
        return tuple(out[: case.ndim])
    return halo


def on_axis(case: Case) -> bool:
    return case.get("axis", 0) < case.ndim


def scalar(value: float, case: Case) -> jax.Array | float:
    """A scalar argument as a caller passes it. With x64 on and a float32 state, a Python float (a
    user's `0.1`, astronomix's `params.gamma`) is a float64 value: the entry must type it from the
    state (the seeds' x64 rule), which only such a case can show (harness mutate: the python-float
    mutants of flux_div_axis, ct_curl and enforce_positivity survived typed scalars). Elsewhere a
    Python float and a typed scalar are the same program, and the typed one is kept."""
    if case.x64 and case.dtype == "f32":
        return float(value)
    return jnp.asarray(value, dtype_of(case))


# the axis a one-axis kernel (WENO, FV) runs along
HYDRO_AXES = {"axis": (0, 1, 2)}
