"""The pytest entry point (`pytest11`: `pallas_conformance`), loaded by every pytest session of an
environment that has the suite installed.

It registers the options, ini keys and markers, and decides whether the session asked for the
harness (one of its options, or a conformance target on the command line: `options.asked`). Only
then does it load and register the plugin proper (`harness.plugin.hooks`); a team's other test
suites in the same environment load neither the harness nor numpy nor JAX.
"""

from __future__ import annotations

import pytest

from harness.plugin import options

HOOKS = "pallas_conformance.hooks"  # the name the plugin proper is registered under
MARKERS = (
    "harness_check(name): a conformance check run on every case",
    "harness_scenario_check(name): a scenario check run on every variant",
    "slow: kept out of the PR gate (run with --grid full or -m slow)",
    "harness_known_failure(*index): the manifest entries this check is expected to fail as",
)


def pytest_addoption(parser: pytest.Parser) -> None:
    options.add_options(parser)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    for line in MARKERS:
        config.addinivalue_line("markers", line)
    if options.asked(config) and not config.pluginmanager.has_plugin(HOOKS):
        from harness.plugin import hooks  # lazy: a session that does not ask loads none of the harness

        config.pluginmanager.register(hooks, HOOKS)  # its pytest_configure runs now, before the other plugins'

