"""Scenario check golden: both backends' final states and step counts against the golden store;
written under `harness bless`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from harness.checks.case_filters import bless_options
from harness.checks.check import Check
from harness.checks.scenario.parity import check_parity
from harness.checks.scenario.sides import sides
from harness.declare.scenario import golden_pair
from harness.errors import CheckFailure, GoldenError, MissingGolden
from harness.store import environment, golden_store

if TYPE_CHECKING:
    from harness.run.scenario_engine import ScenarioRun


def produced_golden(run: ScenarioRun, package: str) -> Any:
    """Both backends' final states and step counts, as the golden store keeps a case's outputs."""

    import types

    native, pallas = sides(run)
    values = {side.backend: [np.asarray(side.final), np.asarray(side.steps, np.int64)] for side in (native, pallas)}
    where = types.SimpleNamespace(x64=run.scenario.x64, mesh=1, interpret=True)
    provenance = {**environment.provenance(package, where), "t_end": run.t_end}
    by_variable = {side: [True, False] for side in values}  # the state (variables first), the step count
    return golden_store.Golden(run.id, golden_pair(run.scenario.name), values, {}, provenance, run.scenario.golden_slack,
                             by_variable)


def check_golden(run: ScenarioRun, store: Any, *, bless: str | None = None, dry_run: bool = False,
                 optional: bool = False, accept_moved: bool = False) -> dict[str, Any]:
    """The final states against the golden store; under `harness bless`, written (never when the
    backends disagree). An `optional` golden (a full-grid-only variant) never blessed is a skip. A variant
    with no golden here is judged against the nearest environment's, as a pair's case is."""

    if bless in ("budgets", "ir"):
        return {"golden": f"left alone (blessing {bless} only)"}
    actual = produced_golden(run, store.package)
    if bless is None:
        try:
            return golden_store.verify(store, actual)
        except MissingGolden as err:
            if not optional:
                raise CheckFailure(str(err)) from None
            import pytest

            pytest.skip(golden_store.FULL_ONLY)
        except GoldenError as err:
            raise CheckFailure(str(err), dict(err.figures)) from None
    try:
        check_parity(run)
    except CheckFailure as err:
        raise CheckFailure(f"{run.id}: refusing to bless a scenario whose backends disagree:\n{err}") from None
    try:
        return golden_store.bless(store, actual, bless, dry_run, accept_moved)
    except GoldenError as err:
        raise CheckFailure(str(err), dict(err.figures)) from None


CHECK = Check("golden", lambda run, ctx: check_golden(run, ctx.state.store, **bless_options(ctx),
                                                      optional=ctx.state.golden_optional(run.id)))
