"""The public API a target's `pairs.py` and `scenarios.py` are written in: pairs, cases, workloads,
targets and scenarios, and loading them. `from harness.declare import Pair, Target, Workload`."""

from harness.declare import target, workload
from harness.declare.scenario import Axis, Convergence, Gradients, Level, Scenario, Simulation, Trajectory, Variant
from harness.declare.target import *  # noqa: F401,F403  (target.py's __all__: the declaration vocabulary)
from harness.declare.workload import *  # noqa: F401,F403  (a case's arrays and callables, what is differentiated)
from harness.declare.load import load_target, validate
from harness.errors import DeclarationError

__all__ = [*target.__all__, *workload.__all__, "Axis", "Convergence", "DeclarationError", "Gradients", "Level", "Scenario", "Simulation",
           "Trajectory", "Variant", "load_target", "validate"]
