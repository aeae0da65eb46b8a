"""The finite-difference pairs: WENO5 interface fluxes (hydro, MHD, isothermal MHD, the fused RHS, the
dispatcher) and the SSPRK flux divergence; each builder with its `Pair` beside it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import jax.numpy as jnp
import numpy as np

from harness.declare import Case, Pair, Resolved, Workload, load_file

from astronomix.option_classes.simulation_config import BACKWARDS, FORWARDS, IDEAL_GAS, ISOTHERMAL, PositivityConfig

# the shared setup, loaded by path like every file here (this folder must never shadow astronomix)
_shared = load_file(Path(__file__).resolve().parent / "pairs_shared.py")
Setup, setup, shape_of, divides, scalar, axis_halo, on_axis, states, DT_OVER_DX, HYDRO_AXES = (
    _shared.Setup, _shared.setup, _shared.shape_of, _shared.divides, _shared.scalar, _shared.axis_halo,
    _shared.on_axis, _shared.states, _shared.DT_OVER_DX, _shared.HYDRO_AXES)

WENO = "astronomix._finite_difference._interface_fluxes._weno"
WENO_PALLAS = "astronomix._finite_difference._interface_fluxes._weno_pallas"
SSPRK_PALLAS = "astronomix._finite_difference._time_integrators._ssprk_pallas"

KERNELS: list[Pair] = []  # the raw kernels, in the order the target lists them
DISPATCHERS: list[Pair] = []  # astronomix's functions run with backend=PALLAS against backend=NATIVE_JAX

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
# Option values no case runs through a pair, and why (harness coverage: each value a pair's Pallas
# path, gate or twin reads is run by some case, or named here).
NOT_MHD = {"SimulationConfig.mhd=True": "the hydro kernel: MHD states go to weno_mhd_flux and weno_mhd_iso_flux "
                                        "(weno_flux_dispatch runs all three)",
           "SimulationConfig.equation_of_state=ISOTHERMAL": "the hydro kernel is ideal-gas: isothermal MHD is "
                                                             "weno_mhd_iso_flux's kernel"}
NOT_HYDRO = {"SimulationConfig.mhd=False": "an MHD kernel: hydro states go to weno_hydro_flux (weno_flux_dispatch "
                                           "runs both)"}


WENO_NATIVE = tuple(f"{WENO}:_weno_flux_{a}_native" for a in "xyz")


def mhd_vacuum_in_float64(case: Case) -> bool:
    """MHD near vacuum in float64 only: in float32 its fluxes move by up to 1e6 eps between two XLA:CPU
    code generations (AVX and SSE4.2, the simulated second host), so no golden of it holds on another host."""
    return not (case.get("ic") == "vacuum" and case.get("physics", "mhd") != "hydro" and case.dtype == "f32")


def weno_mhd_valid(case: Case) -> bool:
    return on_axis(case) and mhd_vacuum_in_float64(case)


def weno_dispatch_valid(case: Case) -> bool:
    return on_axis(case) and (case["physics"] == "hydro" or case.ndim == 3) and not (
        case["physics"] == "mhdiso" and case["mode"] == "bwd") and mhd_vacuum_in_float64(case)


def build_weno_hydro(case: Case, fns: Resolved) -> Workload:
    s = setup(case, flow_bands=True, ic=case.get("ic", "wave"))
    axis = case["axis"]
    return Workload(
        args=(s.conserved,),
        pallas=lambda q: fns.pallas(q, s.params, s.config, s.rv, axis=axis),
        native=lambda q: fns.native[axis](q, s.params, s.native_config, s.rv),
        predicate=lambda: fns.supported(s.conserved, s.config),
    )


KERNELS.append(Pair(
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
))


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

KERNELS.append(Pair(
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
))
KERNELS.append(Pair(
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
))


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


KERNELS.append(Pair(
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
))


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


DISPATCHERS.append(Pair(
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
))


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


KERNELS.append(Pair(
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
))
