"""The conformance checks, one test function per check of `harness.checks.registry`, run on every case of
every declared pair.

The plugin collects these for the declaration file itself (`pytest path/to/pairs.py`, or the folder
holding it): a project declares pairs and writes no test file. One shared run per case feeds every check.
"""

from harness.checks import registry

for _check in registry.PAIR_CHECKS:
    globals()[f"test_{_check.name}"] = registry.pair_test(_check)

__all__ = [f"test_{_check.name}" for _check in registry.PAIR_CHECKS]
