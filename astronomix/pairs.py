"""The native/Pallas pairs of astronomix 0.6.6: the entry point every command names (`pytest conformance`,
`harness ... --pairs astronomix/pairs.py`), holding the TARGET.

Each family module beside this file holds its builders and, beside each, its `Pair`: `pairs_weno.py` (WENO
interface fluxes, SSPRK flux divergence), `pairs_fv.py` (finite volume), `pairs_ct.py` (constrained
transport), `pairs_positivity.py` (floors, redistribution); `pairs_shared.py` holds the grid and the
setup they share. A `Pair` names the Pallas entry point and its native twin by qualified name, builds the
inputs of a case with astronomix's own config, registry, setup helpers and the fixtures in `fixtures/`, and
states what the `_supported` gate must answer. Twins that astronomix has no standalone function for are
composed from its native helpers in `twins.py` beside this file ("@twins:..." names).

This folder has no `__init__.py` on purpose: every file in it is loaded by path and never shadows `astronomix`.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from harness.declare import MeshLayout, OptionSpace, Target, load_file

HERE = Path(__file__).resolve().parent
shared = load_file(HERE / "pairs_shared.py")
weno, fv, ct, positivity = (load_file(HERE / f"pairs_{family}.py") for family in ("weno", "fv", "ct", "positivity"))

# The order is the test ids' and the scheduler's: every raw kernel, family by family, then every dispatcher.
PAIRS = [*weno.KERNELS, *fv.KERNELS, *ct.KERNELS, *positivity.KERNELS,
         *weno.DISPATCHERS, *fv.DISPATCHERS, *positivity.DISPATCHERS, *ct.DISPATCHERS]

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
    sizes=shared.SIZES,
    shapes=shared.SHAPES,
    sharded_blocks=shared.SHARDED_BLOCKS,
    blocks=shared.BLOCKS,
    options=OPTIONS,
    # astronomix's state is (variables, x, y, z); meshes split x, as its _pallas_call_sharded does
    mesh=MeshLayout(axes=("var", "x", "y", "z"), split="x",
                    kinds={"state": lambda ndim: ("var", "x", "y", "z")[: 1 + ndim],
                           "field": lambda ndim: ("x", "y", "z")[:ndim]}),
)
