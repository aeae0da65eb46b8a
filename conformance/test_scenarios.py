"""Whole simulations through the target's public entry point (astronomix: `time_integration`):
the Pallas backend (interpret mode on a CPU-only machine) against the native one, for every scenario
variant declared in the `scenarios.py` beside the pair declarations. `-m "not slow"` is the PR subset.
"""

from harness.scenario_suite import *  # noqa: F401,F403
