"""A scenario run's two sides, native and Pallas, as every scenario check reads them."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun, Side


def sides(run: ScenarioRun) -> tuple[Side, Side]:
    return run.native.result(), run.pallas.result()
