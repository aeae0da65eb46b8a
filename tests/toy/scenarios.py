"""The toy target's one whole program (`simulation.py`): what the scenario engine must run for any target."""

from harness.declare import load_sibling
from harness.declare.scenario import Convergence, Gradients, Scenario, Variant

sim = load_sibling(__file__, "simulation")
SIMULATION = sim.Advection()

SCENARIOS = [
    Scenario(
        name="toy_advection",
        description="periodic linear advection, first-order upwind, a Pallas step per time step",
        build=sim.build,
        n=64,
        t_end=0.25,
        periodic=True,
        conserved=("mass",),
        parity_per_step=1e-7,
        parity_floor=1e-6,
        convergence=Convergence(resolutions=(32, 64, 128), expected_order=1.0, margin=0.2, order_margin=0.02,
                                t_end=0.25, dt_over_dx=0.5, variable="u", note="first-order upwind"),
        gradients=Gradients(params=("amplitude", "speed"), rtol=1e-4, reverse_kernels=("toy_advect_vjp",)),
        variants=(Variant("upwind", expect_kernels=("toy_advect",)),),
    ),
]
