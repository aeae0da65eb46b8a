"""The positivity pairs: the density and pressure floors and the redistribution of vacuum defects, each
kernel and its dispatcher (a custom_jvp around the in-place kernel); each builder with its `Pair` beside it."""

from __future__ import annotations

from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

from harness.declare import Case, Pair, Resolved, Workload, load_file

from astronomix.option_classes.simulation_config import IDEAL_GAS, ISOTHERMAL, PositivityConfig

# the shared setup, loaded by path like every file here (this folder must never shadow astronomix)
_shared = load_file(Path(__file__).resolve().parent / "pairs_shared.py")
Setup, setup, shape_of, divides, scalar, states, REDISTRIBUTE_THRESHOLD = (
    _shared.Setup, _shared.setup, _shared.shape_of, _shared.divides, _shared.scalar, _shared.states,
    _shared.REDISTRIBUTE_THRESHOLD)

POS = "astronomix._fluid_equations._enforce_positivity"
POS_PALLAS = "astronomix._fluid_equations._enforce_positivity_pallas"

KERNELS: list[Pair] = []  # the raw kernels, in the order the target lists them
DISPATCHERS: list[Pair] = []  # astronomix's functions run with backend=PALLAS against backend=NATIVE_JAX

# The positivity dispatchers: astronomix's function with a custom_jvp around an in-place kernel; floors
# and thresholds are kinks, where finite differences straddle them.
POS_DISPATCH = dict(kind="dispatcher", autodiff="custom_jvp", aliases=True, fd_check=False)

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


KERNELS.append(Pair(
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
))


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


DISPATCHERS.append(Pair(
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
))


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


KERNELS.append(Pair(
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
))
DISPATCHERS.append(Pair(
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
))
