"""Native-JAX twins of astronomix Pallas entry points that have no standalone native counterpart.

astronomix ships these Pallas kernels (the staged CT pipeline, the fused WENO
flux + divergence, the fused FV reconstruct + Riemann + divergence) with their
native equivalent only inlined in a larger native function or in a closure.
Each twin below takes the same arguments as its Pallas entry point, returns the
same pytree, and is built only from astronomix's own native helpers, so the
conformance suite can compare kernel and native code path one to one.
"""

from typing import Optional, Union

import jax.numpy as jnp
from jax import Array

from astronomix.option_classes.simulation_config import SimulationConfig
from astronomix.option_classes.simulation_params import SimulationParams
from astronomix.variable_registry.registered_variables import RegisteredVariables
from astronomix._spatial_operators._differencing import finite_difference_int6
from astronomix._spatial_operators._interpolate import (
    interp_center_to_face,
    point_values_to_averages,
    point_values_to_averages_single_axis,
)
from astronomix._finite_difference._interface_fluxes._weno import (
    _weno_flux_x_native,
    _weno_flux_y_native,
    _weno_flux_z_native,
)
from astronomix._finite_difference._time_integrators._ssprk_pallas import _hydro_flux_div_axis_native
from astronomix._finite_volume._riemann_solver._riemann_solver import _riemann_solver
from astronomix._finite_volume._state_evolution.reconstruction import _reconstruct_at_interface_unsplit_single
from astronomix._stencil_operations._stencil_operations import _stencil_add

Scalar = Union[float, Array]
XAXIS, YAXIS, ZAXIS = 0, 1, 2


def _c2f(arr: Array, axis: int, config: SimulationConfig) -> Array:
    """interp_center_to_face along an active axis; identity along an inactive one (as the native CT code)."""
    return interp_center_to_face(arr, axis) if axis < config.dimensionality else arr


def _pva(q: Array, axes: tuple, config: SimulationConfig) -> Array:
    """Native CT point-values-to-averages smoothing over the active ones of ``axes``."""
    active = [a for a in axes if a < config.dimensionality]
    if len(active) == 2:
        return point_values_to_averages(q, *active)
    return point_values_to_averages_single_axis(q, active[0]) if active else q


def _curl_term(sign_dt: Scalar, omega: Array, axis: int, config: SimulationConfig):
    """One ``±dt/dx * finite_difference_int6`` curl term; 0.0 along an inactive axis (as native)."""
    return sign_dt * finite_difference_int6(omega, axis) if axis < config.dimensionality else 0.0


def ct_modified_flux_native(
    conserved_state: Array,
    By_flux_x_interface: Array, Bz_flux_x_interface: Array,
    Bx_flux_y_interface: Array, Bz_flux_y_interface: Array,
    Bx_flux_z_interface: Array, By_flux_z_interface: Array,
    config: SimulationConfig,
    registered_variables: RegisteredVariables,
) -> tuple:
    """Mirrors Step 1 (modified B fluxes) of native ``_constrained_transport_rhs_from_slices``."""
    rv = registered_variables
    rho = conserved_state[rv.density_index]
    vx = conserved_state[rv.momentum_index.x] / rho
    vy = conserved_state[rv.momentum_index.y] / rho
    vz = conserved_state[rv.momentum_index.z] / rho
    Bx = conserved_state[rv.magnetic_index.x]
    By = conserved_state[rv.magnetic_index.y]
    Bz = conserved_state[rv.magnetic_index.z]
    return (
        By_flux_x_interface + _c2f(Bx * vy, XAXIS, config),
        Bz_flux_x_interface + _c2f(Bx * vz, XAXIS, config),
        Bx_flux_y_interface + _c2f(By * vx, YAXIS, config),
        Bz_flux_y_interface + _c2f(By * vz, YAXIS, config),
        Bx_flux_z_interface + _c2f(Bz * vx, ZAXIS, config),
        By_flux_z_interface + _c2f(Bz * vy, ZAXIS, config),
    )


def ct_edge_emf_native(
    By_flux_x_mod: Array, Bz_flux_x_mod: Array,
    Bx_flux_y_mod: Array, Bz_flux_y_mod: Array,
    Bx_flux_z_mod: Array, By_flux_z_mod: Array,
    config: SimulationConfig,
) -> tuple:
    """Mirrors Step 2 (edge EMFs Omega_z, Omega_x, Omega_y) of native ``_constrained_transport_rhs_from_slices``."""
    Omega_z = _c2f(Bx_flux_y_mod, XAXIS, config) - _c2f(By_flux_x_mod, YAXIS, config)
    Omega_x = _c2f(By_flux_z_mod, YAXIS, config) - _c2f(Bz_flux_y_mod, ZAXIS, config)
    Omega_y = _c2f(Bz_flux_x_mod, ZAXIS, config) - _c2f(Bx_flux_z_mod, XAXIS, config)
    return Omega_z, Omega_x, Omega_y


def ct_curl_native(
    Omega_z_edge: Array, Omega_x_edge: Array, Omega_y_edge: Array,
    dtdx: Scalar, dtdy: Scalar, dtdz: Scalar,
    config: SimulationConfig,
) -> tuple:
    """Mirrors Step 3 (point_values_to_averages + finite_difference_int6 curl) of native ``_constrained_transport_rhs_from_slices``."""
    dtdx, dtdy, dtdz = (jnp.asarray(d, dtype=Omega_z_edge.dtype) for d in (dtdx, dtdy, dtdz))
    Omega_z = _pva(Omega_z_edge, (XAXIS, YAXIS), config)
    Omega_x = _pva(Omega_x_edge, (YAXIS, ZAXIS), config)
    Omega_y = _pva(Omega_y_edge, (XAXIS, ZAXIS), config)
    rhs_bx = _curl_term(-dtdy, Omega_z, YAXIS, config) + _curl_term(dtdz, Omega_y, ZAXIS, config)
    rhs_by = _curl_term(-dtdz, Omega_x, ZAXIS, config) + _curl_term(dtdx, Omega_z, XAXIS, config)
    rhs_bz = _curl_term(-dtdx, Omega_y, XAXIS, config) + _curl_term(dtdy, Omega_x, YAXIS, config)
    return rhs_bx, rhs_by, rhs_bz


def weno_flux_hydro_rhs_native(
    conserved_state: Array,
    dt_over_dx: Scalar,
    params: SimulationParams,
    config: SimulationConfig,
    registered_variables: RegisteredVariables,
    *,
    axis: int,
    rhs_accumulator: Optional[Array] = None,
) -> Array:
    """Mirrors native ``_weno_flux_{x,y,z}_native`` followed by ``_hydro_flux_div_axis_native`` (-dt/dx * (F_{i+1/2} - F_{i-1/2}) [+ accumulator])."""
    weno_flux = (_weno_flux_x_native, _weno_flux_y_native, _weno_flux_z_native)[axis]
    F = weno_flux(conserved_state, params, config, registered_variables)
    dt_over_dx = jnp.asarray(dt_over_dx, dtype=conserved_state.dtype)
    return _hydro_flux_div_axis_native(F, dt_over_dx, axis=axis, rhs_accumulator=rhs_accumulator)


def fv_evolve_axis_native(
    primitive_state: Array,
    dt_over_dx: Scalar,
    params: SimulationParams,
    config: SimulationConfig,
    registered_variables: RegisteredVariables,
    *,
    axis_index: int,
    conserved_accumulator: Optional[Array] = None,
) -> Array:
    """Mirrors ``_native_branch`` of ``_evolve_gas_state_unsplit_pallas`` (reconstruct -> Riemann -> -(dt/dx) flux divergence [+ accumulator])."""
    # helper_data is only read for 1D SPHERICAL geometry; the Pallas kernel requires CARTESIAN.
    p_left, p_right = _reconstruct_at_interface_unsplit_single(primitive_state, config, None, axis_index)
    fluxes = _riemann_solver(
        p_left, p_right, primitive_state, params.gamma, config, registered_variables, axis_index
    )
    flux_diff = _stencil_add(fluxes, indices=(0, 1), factors=(1.0, -1.0), axis=axis_index)
    change = jnp.asarray(dt_over_dx, dtype=primitive_state.dtype) * flux_diff
    return change if conserved_accumulator is None else conserved_accumulator + change
