"""The scenario checks, one test function per scenario check of `harness.checks.registry`, run on every
variant of every scenario declared in the `scenarios.py` beside the pair declarations
(`harness.declare.scenario`). Collected by the plugin for that file itself, or re-exported by a test module
(`from harness.scenario_suite import *`); ids read `test_parity[density_wave_fd[ssprk-none]]`. Each
variant runs once per session, whatever checks ask for it.
"""

from harness.checks import registry

for _check in registry.SCENARIO_CHECKS:
    globals()[f"test_{_check.name}"] = registry.scenario_test(_check)

__all__ = [f"test_{_check.name}" for _check in registry.SCENARIO_CHECKS]
