"""The finite-volume pairs: one axis' update, the unsplit update and its dispatcher; each builder with
its `Pair` beside it."""

from __future__ import annotations

from pathlib import Path

from harness.declare import Case, GateRejects, Pair, Resolved, Workload, load_file

from astronomix import FINITE_VOLUME
from astronomix.option_classes.simulation_config import HLL, LAX_FRIEDRICHS, MINMOD, OSHER, VAN_ALBADA_PP, VAN_ALBADA
from astronomix._fluid_equations._equations import conserved_state_from_primitive
from astronomix._geometry.boundaries import _boundary_handler

# the shared setup, loaded by path like every file here (this folder must never shadow astronomix)
_shared = load_file(Path(__file__).resolve().parent / "pairs_shared.py")
Setup, setup, shape_of, divides, scalar, axis_halo, on_axis, DT_OVER_DX, HYDRO_AXES = (
    _shared.Setup, _shared.setup, _shared.shape_of, _shared.divides, _shared.scalar, _shared.axis_halo,
    _shared.on_axis, _shared.DT_OVER_DX, _shared.HYDRO_AXES)

FV_PALLAS = "astronomix._finite_volume._state_evolution._pallas_evolve"
FV = "astronomix._finite_volume._state_evolution.evolve_state"

KERNELS: list[Pair] = []  # the raw kernels, in the order the target lists them
DISPATCHERS: list[Pair] = []  # astronomix's functions run with backend=PALLAS against backend=NATIVE_JAX

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


KERNELS.append(Pair(
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
))


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


KERNELS.append(Pair(
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
))


def build_fv_dispatch(case: Case, fns: Resolved) -> Workload:
    s = fv_setup(case)
    dt = scalar(DT_OVER_DX / shape_of(case)[0], case)
    return Workload(
        args=(s.primitive,),
        pallas=lambda p: fns.pallas(p, dt, s.params.gamma, s.config, s.params, None, s.rv),
        native=lambda p: fns.native(p, dt, s.params.gamma, s.native_config, s.params, None, s.rv),
        predicate=lambda: fns.supported(s.primitive, s.config),
    )


DISPATCHERS.append(Pair(
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
))
