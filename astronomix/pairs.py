"""The native/Pallas pairs of astronomix 0.6.6: the one place to edit when a kernel is added.

Each `Pair` names the Pallas entry point and its native twin by qualified name, builds the inputs of
a case with astronomix's own config, registry, setup helpers and the fixtures in `fixtures/`, and
states what the `_supported` gate must answer. Twins that astronomix has no standalone function for
are composed from its native helpers in `twins.py` beside this file ("@twins:..." names).

This folder has no `__init__.py` on purpose: it is loaded by path and never shadows `astronomix`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from harness.declare import Case, GateRejects, MeshLayout, OptionSpace, Pair, Resolved, Target, Workload, load_file, resolve_name

from astronomix import (
    FINITE_DIFFERENCE,
    FINITE_VOLUME,
    NATIVE_JAX,
    PALLAS,
    SimulationConfig,
    SimulationParams,
    construct_primitive_state,
    finalize_config,
    get_registered_variables,
)
from astronomix.option_classes.simulation_config import (
    BACKWARDS,
    FORWARDS,
    HLL,
    IDEAL_GAS,
    ISOTHERMAL,
    LAX_FRIEDRICHS,
    MINMOD,
    OSHER,
    VAN_ALBADA_PP,
    PERIODIC_BOUNDARY,
    VAN_ALBADA,
    BoundarySettings,
    BoundarySettings1D,
    PositivityConfig,
    StaticFloatVector,
)
from astronomix._fluid_equations._equations import conserved_state_from_primitive
from astronomix._fluid_equations._equations_mhd import (
    conserved_state_from_primitive_isothermal,
    conserved_state_from_primitive_mhd,
)
from astronomix._geometry.boundaries import _boundary_handler

states = load_file(Path(__file__).resolve().parent.parent / "fixtures" / "states.py")

WENO = "astronomix._finite_difference._interface_fluxes._weno"
WENO_PALLAS = "astronomix._finite_difference._interface_fluxes._weno_pallas"
SSPRK_PALLAS = "astronomix._finite_difference._time_integrators._ssprk_pallas"
FV_PALLAS = "astronomix._finite_volume._state_evolution._pallas_evolve"
FV = "astronomix._finite_volume._state_evolution.evolve_state"
CT = "astronomix._finite_difference._magnetic_update._constrained_transport"
CT_PALLAS = "astronomix._finite_difference._magnetic_update._constrained_transport_pallas"
POS = "astronomix._fluid_equations._enforce_positivity"
POS_PALLAS = "astronomix._fluid_equations._enforce_positivity_pallas"

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


def _dtype(case: Case):
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
    dtype = _dtype(case)
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
    return jnp.asarray(value, _dtype(case))


# -- WENO interface fluxes -----------------------------------------------------------------------

WENO_NATIVE = tuple(f"{WENO}:_weno_flux_{a}_native" for a in "xyz")


def build_weno_hydro(case: Case, fns: Resolved) -> Workload:
    s = setup(case, flow_bands=True, ic=case.get("ic", "wave"))
    axis = case["axis"]
    return Workload(
        args=(s.conserved,),
        pallas=lambda q: fns.pallas(q, s.params, s.config, s.rv, axis=axis),
        native=lambda q: fns.native[axis](q, s.params, s.native_config, s.rv),
        predicate=lambda: fns.supported(s.conserved, s.config),
    )


def build_weno_mhd(eos: int):
    def build(case: Case, fns: Resolved) -> Workload:
        ic = case.get("ic", "magnetised")
        s = setup(case, flow_bands=True, mhd=True, eos=eos, ic=ic, field_in_vacuum=True,
                  positivity_config=PositivityConfig(clamp_in_estimates=case.get("clamp", True)))
        if ic == "cold":  # a zero isothermal sound speed: the field's signal speeds alone, none where it is 0
            s = dataclasses.replace(s, params=s.params._replace(isothermal_sound_speed=0.0))
        axis = case["axis"]
        return Workload(
            args=(s.conserved,),
            pallas=lambda q: fns.pallas(q, s.params, s.config, s.rv, axis=axis),
            native=lambda q: fns.native[axis](q, s.params, s.native_config, s.rv),
            predicate=lambda: fns.supported(s.conserved, s.config),
        )
    return build


def build_weno_rhs(case: Case, fns: Resolved) -> Workload:
    s = setup(case, flow_bands=True, ic=case.get("ic", "wave"))
    axis = case["axis"]
    dtdx = scalar(DT_OVER_DX, case)
    if case["acc"]:
        acc = (0.01 * s.conserved[::-1]).astype(s.conserved.dtype)
        return Workload(
            args=(s.conserved, acc),
            shard=("state", "state"),
            pallas=lambda q, r: fns.pallas(q, dtdx, s.params, s.config, s.rv, axis=axis, rhs_accumulator=r),
            native=lambda q, r: fns.native(q, dtdx, s.params, s.native_config, s.rv, axis=axis, rhs_accumulator=r),
            predicate=lambda: fns.supported(s.conserved, s.config),
            diff_argnums=(0, 1),
            donate=(1,),
        )
    return Workload(
        args=(s.conserved,),
        pallas=lambda q: fns.pallas(q, dtdx, s.params, s.config, s.rv, axis=axis),
        native=lambda q: fns.native(q, dtdx, s.params, s.native_config, s.rv, axis=axis),
        predicate=lambda: fns.supported(s.conserved, s.config),
    )


def build_weno_dispatch(case: Case, fns: Resolved) -> Workload:
    physics = case["physics"]
    s = setup(case, flow_bands=True, mhd=physics != "hydro", eos=ISOTHERMAL if physics == "mhdiso" else IDEAL_GAS,
              differentiation_mode=BACKWARDS if case["mode"] == "bwd" else FORWARDS, ic=case.get("ic", "wave"),
              field_in_vacuum=True)
    from astronomix._finite_difference._interface_fluxes import _weno_pallas

    gate = {"hydro": _weno_pallas._hydro_pallas_flux_supported, "mhd": _weno_pallas._mhd_pallas_flux_supported,
            "mhdiso": _weno_pallas._mhd_iso_pallas_flux_supported}[physics]
    axis = case["axis"]
    # off the ties of the smooth wave's local signal speeds: there the hydro BACKWARDS adjoint gives
    # the cotangent to one cell where lax.max splits it (both sub-gradients; 1D f64 rel 4e-6, 2D 0.45),
    # which hid whether the adjoint is right; off them it agrees with the native VJP to 1e-13 (f64)
    # The ideal-gas degenerate layer stays exact (the hand-written adjoints' fast-slow fallbacks)
    keep = states.degenerate_cells(shape_of(case), ideal=True) if physics == "mhd" and case.get("ic") == "vacuum" else None
    q = jnp.asarray(states.off_ties(np.asarray(s.conserved), keep=keep), s.conserved.dtype)
    return Workload(
        args=(q,),
        pallas=lambda q: fns.pallas(q, s.params, s.config, s.rv, axis),
        native=lambda q: fns.native(q, s.params, s.native_config, s.rv, axis),
        predicate=lambda: gate(q, s.config),
        # BACKWARDS routes reverse mode through hand-written Pallas adjoint kernels (pallas_vjp_call,
        # a custom_vjp: reverse mode only, so no jvp on that side).
        grad_runs_pallas=case["mode"] == "bwd",
        forward_mode=case["mode"] == "fwd",
    )


def mhd_vacuum_in_float64(case: Case) -> bool:
    """MHD near vacuum in float64 only: in float32 its fluxes move by up to 1e6 eps between two XLA:CPU
    code generations (AVX and SSE4.2, the simulated second host), so no golden of it holds on another host."""
    return not (case.get("ic") == "vacuum" and case.get("physics", "mhd") != "hydro" and case.dtype == "f32")


def weno_mhd_valid(case: Case) -> bool:
    return on_axis(case) and mhd_vacuum_in_float64(case)


def weno_dispatch_valid(case: Case) -> bool:
    return on_axis(case) and (case["physics"] == "hydro" or case.ndim == 3) and not (
        case["physics"] == "mhdiso" and case["mode"] == "bwd") and mhd_vacuum_in_float64(case)


# -- flux divergence (SSPRK / LSRK stages) ---------------------------------------------------------


def build_flux_div(case: Case, fns: Resolved) -> Workload:
    s = setup(case)
    axis = case["axis"]
    dF = (0.5 * s.conserved + 0.1 * jnp.roll(s.conserved, 1, axis=1 + axis)).astype(s.conserved.dtype)
    dtdx = scalar(DT_OVER_DX, case)
    gate = lambda: fns.supported(s.conserved, s.config)  # noqa: E731
    if case["acc"]:
        acc = (0.3 * s.conserved[::-1]).astype(s.conserved.dtype)
        scale = scalar(0.5, case)
        return Workload(
            args=(dF, acc),
            shard=("state", "state"),
            pallas=lambda d, r: fns.pallas(d, dtdx, s.config, axis=axis, rhs_accumulator=r, scale_in=scale),
            native=lambda d, r: fns.native(d, dtdx, axis=axis, rhs_accumulator=r, scale_in=scale),
            predicate=gate,
            diff_argnums=(0, 1),
            donate=(1,),
        )
    return Workload(
        args=(dF,),
        pallas=lambda d: fns.pallas(d, dtdx, s.config, axis=axis),
        native=lambda d: fns.native(d, dtdx, axis=axis),
        predicate=gate,
    )


# -- finite volume ---------------------------------------------------------------------------------

# Every limiter the FV gate accepts; "firstorder" is config.first_order_fallback (zero slope), the
# reconstruction the Pallas kernel honours (harness coverage found both missing from the grid).
FV_LIMITERS = {"minmod": MINMOD, "vanalbada": VAN_ALBADA, "osher": OSHER, "vanalbadapp": VAN_ALBADA_PP,
               "firstorder": MINMOD}
FV_RIEMANN = {"hll": HLL, "lf": LAX_FRIEDRICHS}


def fv_setup(case: Case) -> Setup:
    limiter = case.get("limiter", "minmod")
    # shear: the limiters' ratio on the transverse velocities takes every arm
    return setup(case, flow_bands=True, shear=True, solver=FINITE_VOLUME, limiter=FV_LIMITERS[limiter],
                 first_order_fallback=limiter == "firstorder",
                 riemann_solver=FV_RIEMANN[case.get("riemann", "hll")], ic=case.get("ic", "wave"))


FV_NO_FD = dict(fd_check=False)  # limiters are kinks: finite differences straddle them


def fv_accepts(case: Case) -> bool:
    return divides(case) and (case.interpret or not case.x64)


def build_fv_axis(case: Case, fns: Resolved) -> Workload:
    s = fv_setup(case)
    axis = case["axis"] + 1
    dtdx = scalar(DT_OVER_DX, case)
    if case["acc"]:
        return Workload(
            args=(s.primitive, s.conserved),
            shard=("state", "state"),
            pallas=lambda p, c: fns.pallas(p, dtdx, s.params, s.config, s.rv, axis_index=axis,
                                           conserved_accumulator=c),
            native=lambda p, c: fns.native(p, dtdx, s.params, s.native_config, s.rv, axis_index=axis,
                                           conserved_accumulator=c),
            predicate=lambda: fns.supported(s.primitive, s.config),
            diff_argnums=(0, 1),
            donate=(1,),
        )
    return Workload(
        args=(s.primitive,),
        pallas=lambda p: fns.pallas(p, dtdx, s.params, s.config, s.rv, axis_index=axis),
        native=lambda p: fns.native(p, dtdx, s.params, s.native_config, s.rv, axis_index=axis),
        predicate=lambda: fns.supported(s.primitive, s.config),
    )


def build_fv_unsplit(case: Case, fns: Resolved) -> Workload:
    """The entry expects a boundary-handled primitive state and its conserved form (its caller's job)."""
    s = fv_setup(case)
    dt = scalar(DT_OVER_DX / shape_of(case)[0], case)
    gamma = s.params.gamma

    def pallas(p):
        p = _boundary_handler(p, s.config, s.rv, s.params)
        c = conserved_state_from_primitive(p, gamma, s.config, s.rv)
        return fns.pallas(p, c, dt, gamma, s.config, s.params, None, s.rv)

    return Workload(
        args=(s.primitive,),
        pallas=pallas,
        native=lambda p: fns.native(p, dt, gamma, s.native_config, s.params, None, s.rv),
        predicate=lambda: fns.supported(s.primitive, s.config),
    )


def build_fv_dispatch(case: Case, fns: Resolved) -> Workload:
    s = fv_setup(case)
    dt = scalar(DT_OVER_DX / shape_of(case)[0], case)
    return Workload(
        args=(s.primitive,),
        pallas=lambda p: fns.pallas(p, dt, s.params.gamma, s.config, s.params, None, s.rv),
        native=lambda p: fns.native(p, dt, s.params.gamma, s.native_config, s.params, None, s.rv),
        predicate=lambda: fns.supported(s.primitive, s.config),
    )


# -- constrained transport (3D ideal MHD, opt-in through config.pallas_ct) --------------------------


def ct_setup(case: Case) -> Setup:
    return setup(case, mhd=True, pallas_ct=True)


def ct_flux_slices(s: Setup, case: Case) -> tuple[jax.Array, ...]:
    """The six magnetic-flux slices the CT integrator hands over: By/Bz of F_x, Bx/Bz of F_y, Bx/By of F_z."""
    from astronomix._finite_difference._interface_fluxes._weno import (
        _weno_flux_x_native, _weno_flux_y_native, _weno_flux_z_native)

    mi = s.rv.magnetic_index
    fx = _weno_flux_x_native(s.conserved, s.params, s.native_config, s.rv)
    fy = _weno_flux_y_native(s.conserved, s.params, s.native_config, s.rv)
    fz = _weno_flux_z_native(s.conserved, s.params, s.native_config, s.rv)
    return fx[mi.y], fx[mi.z], fy[mi.x], fy[mi.z], fz[mi.x], fz[mi.y]


def build_ct_cell_center(case: Case, fns: Resolved) -> Workload:
    s = ct_setup(case)
    return Workload(
        args=(s.conserved, *s.interface_b),
        shard=("state", "field", "field", "field"),
        pallas=lambda q, bx, by, bz: fns.pallas(q, bx, by, bz, s.config, s.rv),
        native=lambda q, bx, by, bz: fns.native(q, bx, by, bz, s.native_config, s.rv),
        predicate=lambda: fns.supported(s.conserved, s.config),
        diff_argnums=(0, 1, 2, 3),
    )


def build_ct_rhs(case: Case, fns: Resolved) -> Workload:
    s = ct_setup(case)
    slices = ct_flux_slices(s, case)
    d = scalar(DT_OVER_DX, case)
    return Workload(
        args=(s.conserved, *slices),
        shard=("state",) + ("field",) * 6,
        pallas=lambda q, *f: fns.pallas(q, *f, d, d, d, s.config, s.rv),
        native=lambda q, *f: fns.native(q, *f, d, d, d, s.native_config, s.rv),
        predicate=lambda: fns.supported(s.conserved, s.config),
        diff_argnums=tuple(range(7)),
    )


def build_ct_modified_flux(case: Case, fns: Resolved) -> Workload:
    s = ct_setup(case)
    slices = ct_flux_slices(s, case)
    return Workload(
        args=(s.conserved, *slices),
        shard=("state",) + ("field",) * 6,
        pallas=lambda q, *f: fns.pallas(q, *f, s.config, s.rv),
        native=lambda q, *f: fns.native(q, *f, s.native_config, s.rv),
        predicate=lambda: fns.supported(s.conserved, s.config),
    )


def build_ct_edge_emf(case: Case, fns: Resolved) -> Workload:
    # Inputs from the native twin of the previous stage: the same on every backend and build
    # (a Pallas stage here would have to run eagerly, which a device build cannot do on CPU).
    modified_flux = resolve_name("@twins:ct_modified_flux_native", where=f"{__file__}: build_ct_edge_emf",
                                 anchor=__file__)

    s = ct_setup(case)
    modified = modified_flux(s.conserved, *ct_flux_slices(s, case), s.native_config, s.rv)
    return Workload(
        args=tuple(modified),
        shard=("field",) * 6,
        pallas=lambda *m: fns.pallas(*m, s.config),
        native=lambda *m: fns.native(*m, s.native_config),
        predicate=lambda: fns.supported(s.conserved, s.config),
    )


def build_ct_curl(case: Case, fns: Resolved) -> Workload:
    s = ct_setup(case)
    rng = np.random.default_rng(11)
    shape = shape_of(case)
    xs = states.coordinates(shape)
    omegas = tuple(jnp.asarray(0.1 * np.sin(2 * np.pi * (xs[0] + 2 * xs[1] + 3 * xs[2] + k / 3))
                               + 0.01 * rng.standard_normal(shape), _dtype(case)) for k in range(3))
    d = scalar(DT_OVER_DX, case)
    return Workload(
        args=omegas,
        shard=("field",) * 3,
        pallas=lambda *o: fns.pallas(*o, d, d, d, s.config),
        native=lambda *o: fns.native(*o, d, d, d, s.native_config),
        predicate=lambda: fns.supported(s.conserved, s.config),
    )


# -- positivity --------------------------------------------------------------------------------------


NAN_SAFE_PROVED_CONDITIONS = {
    "astronomix/_fluid_equations/_enforce_positivity_pallas.py:192 condition 0":
        "nan_safe's finite = (val == val) & (|val| < 3e38): val == val is false only for NaN, where "
        "|val| < 3e38 is false too, so the first condition never changes the decision with the second held "
        "(it is redundant: the second alone excludes NaN)",
}


def positivity_setup(case: Case) -> tuple[Setup, jax.Array]:
    nonfinite = case.get("nonfinite")  # the probe: this physics with NaN and +-inf cells
    physics = nonfinite or case.get("physics", "hydro")
    ic = "nan" if nonfinite else case.get("ic", "vacuum")
    nan_safe = ic == "nan"
    s = setup(case, ic="vacuum" if ic == "nan" else ic, mhd=physics.startswith("mhd"),
              eos=ISOTHERMAL if physics.endswith("iso") else IDEAL_GAS,
              positivity_config=PositivityConfig(nan_safe=nan_safe, vacuum_rest=case.get("vacuum_rest", False)))
    q = np.asarray(s.conserved)
    momentum = s.rv.momentum_index
    momentum = (momentum,) if isinstance(momentum, int) else tuple(momentum)[: 3 if physics.startswith("mhd") else case.ndim]
    q = states.vacuum_conserved_defects(q, s.rv.energy_index, s.rv.density_index, momentum)
    if ic == "nan":
        q = states.with_nans(q)
    if nonfinite:
        q = states.with_infinities(q)
    if case.get("threshold") is not None:  # a void whose neighbours' mean rounds below it (3D, redistribution)
        q = states.rounding_void(q.astype(s.conserved.dtype), s.rv.density_index,
                                 s.rv.energy_index if s.config.equation_of_state == IDEAL_GAS else None,
                                 momentum, case["threshold"])
    return s, jnp.asarray(q, s.conserved.dtype)


def floor_scale(s: Setup, q: jax.Array, density_floor: float) -> np.ndarray:
    """What each conserved variable guards, for the values check: density its floor, total energy the
    energy of a floored cell at rest, the rest their O(1) size; a wrong floor is a relative error."""
    scale = np.ones((q.shape[0],) + (1,) * (q.ndim - 1))
    scale[s.rv.density_index] = density_floor
    if s.config.equation_of_state == IDEAL_GAS:
        scale[s.rv.energy_index] = s.params.minimum_pressure / (s.params.gamma - 1)
    return scale


def positivity_valid(case: Case) -> bool:
    # MHD in 3D only; the rounding void (a threshold probe) needs a 3D neighbourhood's count of neighbours
    physics = case.get("nonfinite") or case.get("physics", "hydro")  # (the nonfinite probe names its physics)
    return (physics == "hydro" or case.ndim == 3) and (case.get("threshold") is None
                                                                           or case.ndim == 3)


def build_positivity(case: Case, fns: Resolved) -> Workload:
    s, q = positivity_setup(case)
    g, rmin, pmin = scalar(s.params.gamma, case), scalar(s.params.minimum_density, case), scalar(
        s.params.minimum_pressure, case)
    return Workload(
        args=(q,),
        pallas=lambda x: fns.pallas(x, s.config, g, rmin, pmin, s.rv),
        native=lambda x: fns.native(x, g, rmin, pmin, s.native_config, s.rv),
        predicate=lambda: fns.supported(q, s.config),
        donate=(0,),
        value_scale=floor_scale(s, q, s.params.minimum_density),
    )


def build_positivity_dispatch(case: Case, fns: Resolved) -> Workload:
    s, q = positivity_setup(case)
    g, rmin, pmin = scalar(s.params.gamma, case), scalar(s.params.minimum_density, case), scalar(
        s.params.minimum_pressure, case)
    return Workload(
        args=(q,),
        pallas=lambda x: fns.pallas(x, s.config, g, rmin, pmin, s.rv),
        native=lambda x: fns.native(x, s.native_config, g, rmin, pmin, s.rv),
        predicate=lambda: fns.supported(q, s.config),
        donate=(0,),
        value_scale=floor_scale(s, q, s.params.minimum_density),
    )


def redistribute_accepts(case: Case) -> bool:
    return divides(case) and (case.interpret or not case.x64)


def build_redistribute(case: Case, fns: Resolved) -> Workload:
    s, q = positivity_setup(case)
    threshold = case.get("threshold", REDISTRIBUTE_THRESHOLD)
    thr, vmax = scalar(threshold, case), scalar(s.params.positivity_max_velocity, case)
    g, pmin = scalar(s.params.gamma, case), scalar(s.params.minimum_pressure, case)
    return Workload(
        args=(q,),
        pallas=lambda x: fns.pallas(x, thr, vmax, g, pmin, s.config, s.rv),
        native=lambda x: fns.native(x, thr, vmax, g, pmin, s.native_config, s.rv),
        predicate=lambda: fns.supported(q, s.config),
        donate=(0,),
        value_scale=floor_scale(s, q, threshold),
    )


# -- the declarations -------------------------------------------------------------------------------

HYDRO_AXES = {"axis": (0, 1, 2)}
# Kernel arms of the WENO kernels that no input can take, each proved from the kernel's own arithmetic
# (harness coverage --kernels; max's first operand counts on a tie, a NaN takes neither arm). Checked by
# interpreting the kernels' plain-JAX twins with the harness's own arm recorder; docs/coverage.md.
_FACE_FLOOR = ("the face density averages two cell densities the kernel has already floored (rho_f = max(rho, rhomin) "
               "in every troubled cell, else rho >= rhomin): the rounded average is >= rhomin, so the floor at most ties")
_FAST_FLOOR = ("the fast speed's square 0.5*(B^2/rho + c^2 + sqrt(max(disc, eps))) is >= 0.5*sqrt(eps) > eps (eps = 1e-20 "
               "in float32, 1e-30 in float64; rho >= rhomin > 0, c^2 = max(0, .)): its square root's floor never acts")
_ZERO_SOUND = ("c^2 = max(0, gamma*|p_f/rho_f|) takes its 0 only where p_f/rho_f rounds to 0, and p_f >= "
               "minimum_pressure (the troubled-cell floor above it: max(p, pmin) in a troubled cell, else p >= pmin): "
               "with the grid's floor (SimulationParams' 1e-14) only a rho_f of at least 8e23 in float32 (4e293 in "
               "float64) can underflow the ratio. A zero minimum_pressure over gas at exactly zero pressure would "
               "take it; no case runs a zero floor")
_W = "*_weno_pallas.py"
WENO_PROVED_ARMS = {
    **{f"{_W}:{line} max#* arm 1": _FACE_FLOOR
       for line in (750, 877, 1033, 1638, 1639, 1703, 2738, 3192, 3702, 3703, 3748, 4226, 4227)},
    f"{_W}:2306 max#0 arm 1": _FACE_FLOOR,
    **{f"{_W}:{line} max#{n} arm 1": _FAST_FLOOR for line in (1555, 2042) for n in (1, 5, 9, 13, 17, 21, 25)},
    **{f"{_W}:2205 max#{n} arm 1": _FAST_FLOOR for n in (0, 4, 8, 12, 16, 20)},
    f"{_W}:2042 select_n#3 arm 1": "the derivative's test eps == max(x, eps) of the fast speed: " + _FAST_FLOOR,
    **{f"{_W}:{line} max#* arm 0": _ZERO_SOUND for line in (1577, 2063, 2188)},
    # the hand-written adjoint's tests of the same quantities
    **{f"{_W}:2206 select_n#{n} arm 0": "the fast speed's derivative's test arg > eps: " + _FAST_FLOOR
       for n in (0, 4, 8, 12, 16, 20)},
    f"{_W}:2241 select_n#* arm 0": "the adjoint's test c^2 > 0 of the c^2 above (2188): " + _ZERO_SOUND,
    # jax.vjp of max(x, floor) tests x == max(x, floor) (JAX's _balanced_eq): its false arm is the floor acting
    f"{_W}:2042 select_n#2 arm 0": "the derivative's test x == max(x, eps) of the fast speed: " + _FAST_FLOOR,
    f"{_W}:2306 select_n#0 arm 0": "the derivative's test rho == max(rho, rhomin) of the face density: " + _FACE_FLOOR,
}
# The FV kernels' sound speed, sqrt(max(0, gamma*pgas/rho)) (astronomix's _pallas_evolve.py:436): the line
# above floors both, so the same proof as the WENO kernels' _ZERO_SOUND holds.
FV_PROVED_ARMS = {
    "*_pallas_evolve.py:436 max#* arm 0": (
        "c^2 = max(0, gamma*pgas/rho) takes its 0 only where pgas/rho rounds to 0, and pgas = max(p, minimum_pressure), "
        "rho = max(rho, minimum_density) are floored on the line above: with the grid's floor (SimulationParams' "
        "1e-14) only a density of at least 8e23 in float32 (4e293 in float64), or +inf, underflows the ratio (a NaN "
        "takes neither arm). A zero minimum_pressure over gas at exactly zero pressure would take it; no case runs "
        "a zero floor, and no FV pair has a non-finite input"),
}
# Option values no case runs through a pair, and why (harness coverage: each value a pair's Pallas
# path, gate or twin reads is run by some case, or named here).
NOT_MHD = {"SimulationConfig.mhd=True": "the hydro kernel: MHD states go to weno_mhd_flux and weno_mhd_iso_flux "
                                        "(weno_flux_dispatch runs all three)",
           "SimulationConfig.equation_of_state=ISOTHERMAL": "the hydro kernel is ideal-gas: isothermal MHD is "
                                                             "weno_mhd_iso_flux's kernel"}
NOT_HYDRO = {"SimulationConfig.mhd=False": "an MHD kernel: hydro states go to weno_hydro_flux (weno_flux_dispatch "
                                           "runs both)"}
FV_OUT = {  # GateRejects: `harness coverage` evaluates the pair's gate with the value and fails if it accepts
    "GravityConfig.gravity": GateRejects("_fv_pallas_evolve_supported rejects it: the native chain runs on both sides"),
    "CosmicRayConfig.cosmic_rays": GateRejects("_fv_pallas_evolve_supported rejects it: the native chain runs on both "
                                               "sides"),
    "SimulationConfig.diffusion": GateRejects("_fv_pallas_evolve_supported rejects it: the native chain runs on both "
                                              "sides"),
    **{f"SimulationConfig.geometry={v}": GateRejects("_fv_pallas_evolve_supported rejects non-Cartesian geometry: "
                                                     "the native chain runs") for v in ("CYLINDRICAL", "SPHERICAL")},
    "SimulationConfig.mhd=True": GateRejects("_fv_pallas_evolve_supported rejects MHD (FV MHD keeps the native gas "
                                             "update)"),
    "SimulationConfig.equation_of_state=ISOTHERMAL": GateRejects("_fv_pallas_evolve_supported accepts the ideal gas "
                                                                 "only"),
    # per value, not per field: a field-wide reason would also excuse an accepted value dropped from the grid
    **{f"SimulationConfig.limiter={v}": GateRejects("_fv_pallas_evolve_supported rejects it: the native chain runs on "
                                                    "both sides") for v in ("DOUBLE_MINMOD", "SUPERBEE")},
    **{f"SimulationConfig.riemann_solver={v}": GateRejects("_fv_pallas_evolve_supported accepts HLL and "
                                                           "LAX_FRIEDRICHS only: the native chain runs on both sides")
       for v in ("HLLC", "HLLC_LM", "HYBRID_HLLC", "AM_HLLC")},
    "BoundarySettings1D.left_boundary": "ghost cells are filled by _boundary_handler, the same astronomix function on "
                                        "both sides before any kernel: the kernel sees the filled state either way",
    "BoundarySettings1D.right_boundary": "ghost cells are filled by _boundary_handler, the same astronomix function on "
                                         "both sides before any kernel: the kernel sees the filled state either way",
}
CT_OUT = {"SimulationConfig.mhd=False": "constrained transport updates the magnetic field: no hydro state reaches it",
          "SimulationConfig.pallas_ct=False": "the opt-in that routes CT to these kernels: False runs the native CT, "
                                              "the twin itself",
          "SimulationConfig.equation_of_state=ISOTHERMAL": GateRejects("the CT gates accept ideal MHD only (the "
                                                                       "energy fix-up)")}
CT_COMMON = dict(ndims=(3,), accepts=divides, on_reject="raises", supported=f"{CT_PALLAS}:_ct_rhs_pallas_supported",
                 out_of_scope=CT_OUT)
# The three stage kernels have no gate of their own: only _ct_rhs_pallas asserts before chaining them.
CT_STAGE = {**CT_COMMON, "on_reject": "unguarded",
            "out_of_scope": {k: v for k, v in CT_OUT.items() if "equation_of_state" not in k}}
# The positivity dispatchers: astronomix's function with a custom_jvp around an in-place kernel; floors
# and thresholds are kinks, where finite differences straddle them.
POS_DISPATCH = dict(kind="dispatcher", autodiff="custom_jvp", aliases=True, fd_check=False)

PAIRS = [
    Pair(
        name="weno_hydro_flux",
        unreachable_arms=WENO_PROVED_ARMS,
        pallas=f"{WENO_PALLAS}:_weno_flux_hydro_pallas",
        native=WENO_NATIVE,
        supported=f"{WENO_PALLAS}:_hydro_pallas_flux_supported",
        build=build_weno_hydro,
        accepts=divides,
        axes=HYDRO_AXES,
        # vacuum: a hole below the density and pressure floors (the kernel's troubled-cell floors act)
        options={"ic": ("wave", "shock", "vacuum")},
        # every kernel (axis) at every ndim near vacuum, memory check included: a 3D kernel has a fifth
        # characteristic field (the right acoustic one) whose weight-sum floor a 2D one lacks
        required=lambda case: (case.ndim, case["axis"]) if case["ic"] == "vacuum" else None,
        memory_on_required=True,
        valid=on_axis,
        halo=axis_halo(3),
        out_of_scope=NOT_MHD,
        not_differentiable="a raw kernel: astronomix differentiates it only inside _weno_flux_axis_dispatch (custom_jvp, or the Pallas adjoint in BACKWARDS mode), whose gradients weno_flux_dispatch checks",
        description="ideal-gas hydro WENO5 interface flux along one axis",
    ),
    Pair(
        name="weno_mhd_flux",
        unreachable_arms=WENO_PROVED_ARMS,
        pallas=f"{WENO_PALLAS}:_weno_flux_mhd_pallas",
        native=WENO_NATIVE,
        supported=f"{WENO_PALLAS}:_mhd_pallas_flux_supported",
        build=build_weno_mhd(IDEAL_GAS),
        accepts=divides,
        valid=weno_mhd_valid,
        ndims=(3,),
        axes=HYDRO_AXES,
        # the clamp of density and pressure in the signal-speed estimates (on by default)
        options={"clamp": (True, False), "ic": ("magnetised", "vacuum")},
        out_of_scope={**NOT_HYDRO, "SimulationConfig.equation_of_state=ISOTHERMAL": "weno_mhd_iso_flux's kernel"},
        halo=axis_halo(3),
        not_differentiable="a raw kernel: astronomix differentiates it only inside _weno_flux_axis_dispatch (custom_jvp, or the Pallas adjoint in BACKWARDS mode), whose gradients weno_flux_dispatch checks",
        description="ideal MHD WENO5 interface flux (3D only)",
    ),
    Pair(
        name="weno_mhd_iso_flux",
        unreachable_arms=WENO_PROVED_ARMS,
        pallas=f"{WENO_PALLAS}:_weno_flux_mhd_iso_pallas",
        native=WENO_NATIVE,
        supported=f"{WENO_PALLAS}:_mhd_iso_pallas_flux_supported",
        build=build_weno_mhd(ISOTHERMAL),
        accepts=divides,
        valid=weno_mhd_valid,
        ndims=(3,),
        axes=HYDRO_AXES,
        # the clamp of density and pressure in the signal-speed estimates (on by default)
        options={"clamp": (True, False), "ic": ("magnetised", "vacuum")},
        # cold: a zero sound speed (the kernel's degenerate arms where the fast and slow speeds meet at 0)
        probes={"ic": ("cold",)},
        out_of_scope={**NOT_HYDRO, "SimulationConfig.equation_of_state=IDEAL_GAS": "weno_mhd_flux's kernel"},
        halo=axis_halo(3),
        not_differentiable="a raw kernel: astronomix differentiates it only inside _weno_flux_axis_dispatch (custom_jvp, or the Pallas adjoint in BACKWARDS mode), whose gradients weno_flux_dispatch checks",
        description="isothermal MHD WENO5 interface flux (3D only)",
    ),
    Pair(
        name="weno_hydro_flux_rhs",
        unreachable_arms=WENO_PROVED_ARMS,
        pallas=f"{WENO_PALLAS}:_weno_flux_hydro_pallas_rhs",
        native="@twins:weno_flux_hydro_rhs_native",
        supported=f"{WENO_PALLAS}:_hydro_pallas_flux_supported",
        build=build_weno_rhs,
        accepts=divides,
        on_reject="raises",
        axes={**HYDRO_AXES, "acc": (False, True)},
        options={"ic": ("wave", "vacuum")},  # vacuum: the troubled-cell floors it shares with weno_hydro_flux
        valid=on_axis,
        halo=axis_halo(3),
        aliases=True,
        out_of_scope=NOT_MHD,
        not_differentiable="the fused LSRK4 right-hand-side kernel has no autodiff wrap in astronomix 0.6.6 (aliased when it accumulates: a known failure of the conventions check, rhs-alias-without-ad-wrap); astronomix never calls it (harness coverage: not reached from the public API)",
        description="fused WENO5 flux + divergence into an RHS accumulator (aliased when accumulating)",
    ),
    Pair(
        name="flux_div_axis",
        pallas=f"{SSPRK_PALLAS}:_hydro_flux_div_axis_pallas",
        native=f"{SSPRK_PALLAS}:_hydro_flux_div_axis_native",
        supported=f"{SSPRK_PALLAS}:_div_axis_pallas_shape_ok",
        build=build_flux_div,
        accepts=divides,
        on_reject="unguarded",  # callers check _div_axis_pallas_shape_ok; the entry does not
        axes={**HYDRO_AXES, "acc": (False, True)},
        valid=on_axis,
        halo=axis_halo(1),
        aliases=True,
        autodiff="custom_jvp",
        # every kernel variant the lowering can produce (precision x accumulator) lowered where it runs
        required=lambda case: (case.dtype, case.x64, case["acc"]),
        description="per-axis flux divergence with optional in-place accumulator (SSPRK/LSRK stages)",
    ),
    Pair(
        name="fv_evolve_axis",
        pallas=f"{FV_PALLAS}:_fv_evolve_axis_pallas",
        native="@twins:fv_evolve_axis_native",
        supported=f"{FV_PALLAS}:_fv_pallas_evolve_supported",
        build=build_fv_axis,
        accepts=fv_accepts,
        on_reject="raises",
        axes={**HYDRO_AXES, "acc": (False, True)},
        options={"limiter": tuple(FV_LIMITERS), "riemann": tuple(FV_RIEMANN), "ic": ("wave", "vacuum")},
        # every kernel (axis, accumulating or not) at every ndim (a 3D kernel has transverse velocities a 1D
        # one lacks) sees the vacuum input's jumps and uniform slabs through OSHER's ratio guard and clip and
        # HLL's upwind arms, memory check included: the pairwise array need not pair them (kernel branch
        # coverage; the unsplit entries overwrite the slabs with ghost cells in 3D)
        required=lambda case: (case.ndim, case["axis"], case["acc"]) if (
            case["ic"], case["limiter"], case["riemann"]) == ("vacuum", "osher", "hll") else None,
        memory_on_required=True,
        out_of_scope={k: v for k, v in FV_OUT.items() if not k.startswith("BoundarySettings")},
        valid=on_axis,
        halo=axis_halo(2),
        aliases=True,
        meshes=True,
        not_differentiable="a raw kernel: astronomix differentiates it only as the Pallas branch of the FV dispatcher's diffable_pallas_call, whose gradients fv_evolve_dispatch checks",
        ad_wrapped_by="fv_evolve_dispatch",
        unreachable_arms=FV_PROVED_ARMS,
        description="fused FV reconstruction + Riemann + divergence along one axis",
    ),
    Pair(
        name="fv_evolve_unsplit",
        **FV_NO_FD,
        pallas=f"{FV_PALLAS}:_evolve_gas_state_unsplit_pallas",
        native=f"{FV}:_evolve_gas_state_unsplit_inner",
        supported=f"{FV_PALLAS}:_fv_pallas_evolve_supported",
        build=build_fv_unsplit,
        accepts=fv_accepts,
        on_reject="raises",
        options={"limiter": tuple(FV_LIMITERS), "riemann": tuple(FV_RIEMANN), "ic": ("wave", "vacuum")},
        out_of_scope=FV_OUT,
        halo=(2, 2, 2),
        aliases=True,
        autodiff="custom_jvp",
        # 3D gradient programs took 44-90 s each on the CI machine, 2D ones 19-25 s; 1D stays in the PR gate
        slow=lambda case, check: check == "gradients" and case.ndim >= 2,
        unreachable_arms=FV_PROVED_ARMS,
        description="unsplit FV gas update, all axes (native twin: the native unsplit update)",
    ),
    Pair(
        name="ct_update_cell_center_fields",
        pallas=f"{CT_PALLAS}:_ct_update_cell_center_fields_pallas",
        native=f"{CT}:update_cell_center_fields",
        build=build_ct_cell_center,
        **{**CT_COMMON, "supported": f"{CT_PALLAS}:_ct_update_cell_center_fields_pallas_supported"},
        halo=(3, 3, 3),
        not_differentiable="no custom_jvp/custom_vjp wraps the CT kernels in astronomix 0.6.6; ct_update_dispatch checks the dispatcher's gradients (a known failure: ct-update-not-diffable)",
        description="CT face-to-centre B interpolation and energy fix-up (pallas_ct)",
    ),
    Pair(
        name="ct_modified_flux",
        pallas=f"{CT_PALLAS}:_ct_modified_flux_pallas",
        native="@twins:ct_modified_flux_native",
        build=build_ct_modified_flux,
        **CT_STAGE,
        halo=(2, 2, 2),
        not_differentiable="no custom_jvp/custom_vjp wraps the CT kernels in astronomix 0.6.6; ct_update_dispatch checks the dispatcher's gradients (a known failure: ct-update-not-diffable)",
        description="CT stage 1: modified magnetic fluxes",
    ),
    Pair(
        name="ct_edge_emf",
        pallas=f"{CT_PALLAS}:_ct_edge_emf_pallas",
        native="@twins:ct_edge_emf_native",
        build=build_ct_edge_emf,
        **CT_STAGE,
        halo=(2, 2, 2),
        not_differentiable="no custom_jvp/custom_vjp wraps the CT kernels in astronomix 0.6.6; ct_update_dispatch checks the dispatcher's gradients (a known failure: ct-update-not-diffable)",
        description="CT stage 2: edge EMFs",
    ),
    Pair(
        name="ct_curl",
        pallas=f"{CT_PALLAS}:_ct_curl_pallas",
        native="@twins:ct_curl_native",
        build=build_ct_curl,
        **CT_STAGE,
        halo=(4, 4, 4),
        not_differentiable="no custom_jvp/custom_vjp wraps the CT kernels in astronomix 0.6.6; ct_update_dispatch checks the dispatcher's gradients (a known failure: ct-update-not-diffable)",
        description="CT stage 3: edge averaging + 6th-order curl",
    ),
    Pair(
        name="ct_rhs",
        pallas=f"{CT_PALLAS}:_ct_rhs_pallas",
        native=f"{CT}:_constrained_transport_rhs_from_slices",
        build=build_ct_rhs,
        **{**CT_COMMON, "out_of_scope": CT_STAGE["out_of_scope"]},  # the chain reads no equation of state
        halo=(4, 4, 4),
        # The RHS is a difference of curls of EMFs: cancellation. Checked under AVX against goldens
        # blessed under SSE4.2, its float32 outputs moved up to 6.83 eps in the 2-norm (every other
        # pair 1.64 at most); a 1e-6 relative change (8 eps once rounded to float32) moves them 8.
        # A bound of 7 eps separates the two (tests/test_portability.py holds both sides).
        golden_slack=3.5,
        not_differentiable="no custom_jvp/custom_vjp wraps the CT kernels in astronomix 0.6.6; ct_update_dispatch checks the dispatcher's gradients (a known failure: ct-update-not-diffable)",
        description="CT right-hand side: the three staged kernels chained",
    ),
    Pair(
        name="enforce_positivity",
        pallas=f"{POS_PALLAS}:_enforce_positivity_pallas",
        native=f"{POS}:_enforce_positivity_native",
        supported=f"{POS_PALLAS}:_enforce_positivity_pallas_supported",
        build=build_positivity,
        accepts=divides,
        on_reject="raises",
        fd_check=False,
        options={"ic": ("vacuum", "nan"), "physics": ("hydro", "mhd", "mhdiso"), "vacuum_rest": (False, True)},
        # +-inf beside the NaNs, per physics: the nan_safe guard's |x| < 3e38 decides alone only on an infinity
        probes={"nonfinite": ("hydro", "mhd", "mhdiso")},
        unreachable_conditions=NAN_SAFE_PROVED_CONDITIONS,
        valid=positivity_valid,
        aliases=True,
        not_differentiable="the in-place kernel: astronomix differentiates it only through _enforce_positivity's custom_jvp, whose gradients positivity_dispatch checks",
        ad_wrapped_by="positivity_dispatch",
        description="pointwise density/pressure floors, in place",
    ),
    Pair(
        name="redistribute_positivity",
        pallas=f"{POS_PALLAS}:_redistribute_positivity_pallas",
        native=f"{POS}:_redistribute_positivity_native",
        supported=f"{POS_PALLAS}:_redistribute_positivity_pallas_supported",
        build=build_redistribute,
        accepts=redistribute_accepts,
        on_reject="raises",
        options={"physics": ("hydro", "mhd", "mhdiso"), "ic": ("vacuum", "nan"), "vacuum_rest": (False, True)},
        # a user's minimum density of 1e-13 (the threshold): a void whose valid neighbours' mean rounds below
        # it, where the kernels' floor of the patched density acts (at 1e-6 no input reaches that floor)
        probes={"threshold": (1e-13,)},
        valid=positivity_valid,
        halo=(1, 1, 1),
        aliases=True,
        not_differentiable="the in-place kernel: astronomix differentiates it only through _redistribute_positivity's diffable_pallas_call_n, whose gradients redistribute_dispatch checks",
        ad_wrapped_by="redistribute_dispatch",
        description="3^ndim neighbour redistribution of positivity defects, in place",
    ),
    # Dispatchers: the same astronomix function with backend=PALLAS against backend=NATIVE_JAX.
    Pair(
        name="weno_flux_dispatch",
        unreachable_arms=WENO_PROVED_ARMS,
        kind="dispatcher",
        pallas=f"{WENO}:_weno_flux_axis_dispatch",
        native=f"{WENO}:_weno_flux_axis_dispatch",
        build=build_weno_dispatch,
        accepts=divides,
        axes={"physics": ("hydro", "mhd", "mhdiso"), "mode": ("fwd", "bwd"), **HYDRO_AXES},
        # vacuum: the troubled-cell floors of the flux kernels and of their hand-written adjoints
        options={"ic": ("wave", "vacuum")},
        valid=weno_dispatch_valid,
        halo=axis_halo(3),
        autodiff="custom_jvp+custom_vjp",
        # the full product of 3D MHD and of 2D/3D BACKWARDS gradients stays in --grid full;
        # 1D BACKWARDS, FORWARDS hydro and 2D FORWARDS gradients run in the PR gate
        slow=lambda case, check: check == "gradients" and (
            (case.ndim == 3 and case["physics"] != "hydro") or (case.ndim >= 2 and case["mode"] == "bwd")),
        # ...but every hand-written BACKWARDS adjoint is checked in the PR gate, once per kernel and
        # axis, at the cheapest case that runs it: hydro (1D, 2D and 3D kernels, every axis) in
        # float64, where it agrees with the native VJP to ~1e-13 relative (sharp); the MHD adjoint
        # (one axis-0 kernel that axes 1 and 2 reach through plain-JAX transposes) on every axis in
        # float32 (near vacuum in float64: MHD vacuum runs in float64 only). Unfused on XLA:CPU
        # (engine.CPU_GRADIENT_COMPILE_OPTIONS) one MHD adjoint case takes
        # ~40 s on 2 cores; fused it took 1512 s in CI, which had kept axes 1 and 2 out of the gate
        # (on both inputs: the vacuum one takes the adjoints' troubled-cell floors, kernel branch coverage)
        required=lambda case: (case["physics"], case.ndim, case["axis"], case["ic"]) if case["mode"] == "bwd" and (
            (case["physics"] == "hydro" and case.dtype == "f64")
            or (case["physics"] == "mhd" and (case.dtype == "f64" if case["ic"] == "vacuum"
                                               else case.dtype == "f32" and not case.x64))) else None,
        # float32 adjoint vs native VJP: up to 5.5e-4 abs (rel 4e-2) on the off-ties wave; the same
        # cases in float64 agree to ~1e-13 relative, i.e. both are rounding amplified ~1e3x by the
        # WENO weights 1 / (eps + IS)^2. 1e-4 failed all 8 float32 adjoint cases (headroom 1.2-3.9).
        grad_tolerances={"float32": (1e-3, 1e-3)},
        out_of_scope={"PositivityConfig.clamp_in_estimates": "read by the MHD kernels the dispatcher calls: "
                                                             "weno_mhd_flux and weno_mhd_iso_flux run both values"},
        description="_weno_flux_{x,y,z}: custom_jvp (FORWARDS) or Pallas adjoint kernels (BACKWARDS)",
    ),
    Pair(
        name="fv_evolve_dispatch",
        **FV_NO_FD,
        kind="dispatcher",
        pallas=f"{FV}:_evolve_gas_state_unsplit_inner",
        native=f"{FV}:_evolve_gas_state_unsplit_inner",
        supported=f"{FV_PALLAS}:_fv_pallas_evolve_supported",
        build=build_fv_dispatch,
        accepts=fv_accepts,
        options={"limiter": tuple(FV_LIMITERS), "riemann": tuple(FV_RIEMANN), "ic": ("wave", "vacuum")},
        out_of_scope=FV_OUT,
        halo=(2, 2, 2),
        autodiff="custom_jvp",
        unreachable_arms=FV_PROVED_ARMS,
        description="_evolve_gas_state_unsplit_inner: Pallas-fused unsplit FV or the native chain",
    ),
    Pair(
        name="positivity_dispatch",
        **POS_DISPATCH,
        pallas=f"{POS}:_enforce_positivity",
        native=f"{POS}:_enforce_positivity",
        supported=f"{POS_PALLAS}:_enforce_positivity_pallas_supported",
        build=build_positivity_dispatch,
        accepts=divides,
        options={"ic": ("vacuum", "nan")},
        out_of_scope={
            f"{field}": "the custom_jvp wraps the kernel that enforce_positivity runs over every physics and "
                        "vacuum_rest; this pair checks the wrap (gradients, the in-place call) on the hydro state"
            for field in ("PositivityConfig.vacuum_rest", "SimulationConfig.mhd", "SimulationConfig.equation_of_state")},
        description="_enforce_positivity: custom_jvp around the Pallas floors",
    ),
    Pair(
        name="redistribute_dispatch",
        **POS_DISPATCH,
        pallas=f"{POS}:_redistribute_positivity",
        native=f"{POS}:_redistribute_positivity",
        supported=f"{POS_PALLAS}:_redistribute_positivity_pallas_supported",
        build=build_redistribute,
        accepts=redistribute_accepts,
        options={"physics": ("hydro", "mhd", "mhdiso"), "ic": ("vacuum", "nan"), "vacuum_rest": (False, True)},
        valid=positivity_valid,
        halo=(1, 1, 1),
        description="_redistribute_positivity: diffable_pallas_call_n around the in-place redistribution",
    ),
    Pair(
        name="ct_update_dispatch",
        kind="dispatcher",
        pallas=f"{CT}:update_cell_center_fields",
        native=f"{CT}:update_cell_center_fields",
        supported=f"{CT_PALLAS}:_ct_update_cell_center_fields_pallas_supported",
        build=build_ct_cell_center,
        accepts=divides,
        ndims=(3,),
        halo=(3, 3, 3),
        out_of_scope=CT_OUT,
        description="update_cell_center_fields with pallas_ct (astronomix does not wrap it for autodiff)",
    ),
]

# Every astronomix kernel passes Triton compiler params (_pallas_compiler_params): they target GPUs
# only, and Mosaic TPU refuses them. Declared once here; a pair that learns TPU overrides it.
GPU_ONLY = "Compiler params for platform gpu cannot be used for tpu lowering"
PAIRS = [p if p.tpu is not None else dataclasses.replace(p, tpu=GPU_ONLY) for p in PAIRS]

# -- the option space: what astronomix's config fields can hold (harness coverage) ----------------

from astronomix.option_classes import simulation_config as _sc  # noqa: E402


def _enum(*names: str) -> dict[str, int]:
    """An int-coded option's members, by their names in astronomix.option_classes.simulation_config."""
    return {name: getattr(_sc, name) for name in names}


BOUNDARIES = _enum("OPEN_BOUNDARY", "REFLECTIVE_BOUNDARY", "PERIODIC_BOUNDARY", "FIXED_BOUNDARY",
                   "MHD_JET_BOUNDARY", "FIXED_BOUNDARY_OPEN_MOMENTUM")
POSITIVITY_MODES = _enum("POSITIVITY_NONE", "POSITIVITY_HARD_FLOOR", "POSITIVITY_REDISTRIBUTE",
                         "POSITIVITY_CONSERVATIVE")
OPTIONS = OptionSpace(
    domains={
        "SimulationConfig.backend": _enum("NATIVE_JAX", "PALLAS", "OPTIMAL_BACKEND"),
        "SimulationConfig.solver_mode": _enum("FINITE_VOLUME", "FINITE_DIFFERENCE"),
        "SimulationConfig.equation_of_state": _enum("IDEAL_GAS", "ISOTHERMAL"),
        "SimulationConfig.differentiation_mode": _enum("FORWARDS", "BACKWARDS"),
        "SimulationConfig.limiter": _enum("MINMOD", "OSHER", "DOUBLE_MINMOD", "SUPERBEE", "VAN_ALBADA",
                                          "VAN_ALBADA_PP"),
        "SimulationConfig.riemann_solver": _enum("HLL", "HLLC", "HLLC_LM", "LAX_FRIEDRICHS", "HYBRID_HLLC",
                                                 "AM_HLLC"),
        "SimulationConfig.split": _enum("UNSPLIT", "SPLIT"),
        "SimulationConfig.time_integrator": _enum("RK2_SSP", "MUSCL", "RK4_SSP", "RK4_LSRK"),
        "SimulationConfig.geometry": _enum("CARTESIAN", "CYLINDRICAL", "SPHERICAL"),
        "SimulationConfig.boundary_handling": _enum("GHOST_CELLS", "PERIODIC_ROLL"),
        "SimulationConfig.fv_magnetic_integrator": _enum("IMPLICIT_MIDPOINT", "IMPLICIT_EULER"),
        "SimulationConfig.numerical_precision": _enum("SINGLE_PRECISION", "DOUBLE_PRECISION"),
        "SimulationConfig.viscosity_type": _enum("KINEMATIC_VISCOSITY", "DYNAMIC_VISCOSITY"),
        "SimulationConfig.snapshot_storage_mode": _enum("ON_DEVICE", "TO_DISK"),
        "SimulationConfig.pallas_num_warps": {"4": 4, "8": 8},  # Triton's usual choices (astronomix: 4)
        "GravityConfig.self_gravity_version": _enum("SIMPLE_SOURCE", "SECOND_ORDER_CONSERVATIVE",
                                                    "FOURTH_ORDER_CONSERVATIVE"),
        "PositivityConfig.per_stage_mode": POSITIVITY_MODES,
        "PositivityConfig.per_step_mode": POSITIVITY_MODES,
        "BoundarySettings1D.left_boundary": BOUNDARIES,
        "BoundarySettings1D.right_boundary": BOUNDARIES,
    },
    derived={
        "RegisteredVariables": "variable indices, derived from the physics (mhd, equation of state) the grid varies",
        "StaticIntVector": "per-axis index triples (axis permutations, cell counts) derived from the axis and shape",
        "StaticFloatVector": "per-axis box sizes and spacings, derived from the grid shape",
        "SimulationConfig.dimensionality": "the grid's ndim axis",
        "SimulationConfig.pallas_block_shape": "the grid's block axis (default, another dividing, one not dividing)",
        "SimulationConfig.pallas_interpret": "the grid's interpret mode: interpreted on CPU, compiled with --gpus on GPUs",
        "SimulationConfig.num_cells": "the grid's shape per ndim (Target.sizes)",
        "SimulationConfig.box_size": "the domain size; scales grid_spacing, which the kernels take as dx",
        "SimulationConfig.grid_spacing": "box_size / num_cells, set by finalize_config",
        "SimulationConfig.num_ghost_cells": "set by finalize_config from the solver and its reconstruction order",
        "SimulationConfig.reconstruction_order": "fixed by the solver: finalize_config sets it",
        "SimulationConfig.boundary_handling": "set by finalize_config from the boundaries and the solver",
    },
    out_of_scope={
        "SimulationConfig.backend=NATIVE_JAX": "selects the native twin, which every case runs as its other side; "
                                               "the dispatcher pairs run the backend both ways",
        "SimulationConfig.pallas_use_triton": "False drops the Triton compiler params (JAX then lowers for Mosaic "
                                              "GPU): interpret mode runs the same kernel body, and the CUDA IR "
                                              "checks lower astronomix's default, Triton",
        "SimulationConfig.backend=OPTIMAL_BACKEND": "a request, not a backend: finalize_config resolves it to "
                                                    "PALLAS or NATIVE_JAX before any kernel or gate reads it",
        "SimulationConfig.pallas_num_warps=8": "a Triton launch parameter: no path's values depend on it and "
                                               "interpret mode ignores it; the CUDA lowering runs at astronomix's 4",
    },
)

TARGET = Target(
    package="astronomix",
    version="0.6.6",
    pairs=PAIRS,
    mesh_context="astronomix._pallas_helpers:pallas_mesh_context",
    sharded_call="_pallas_call_sharded",  # the pallasify recipe: every kernel reaches pallas_call through it
    sizes=SIZES,
    shapes=SHAPES,
    sharded_blocks=SHARDED_BLOCKS,
    blocks=BLOCKS,
    options=OPTIONS,
    # astronomix's state is (variables, x, y, z); meshes split x, as its _pallas_call_sharded does
    mesh=MeshLayout(axes=("var", "x", "y", "z"), split="x",
                    kinds={"state": lambda ndim: ("var", "x", "y", "z")[: 1 + ndim],
                           "field": lambda ndim: ("x", "y", "z")[:ndim]}),
)
