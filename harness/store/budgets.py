"""GPU budgets: a case's deviceless-compile figures (kernel resources, XLA memory, compile time in
calibration units) as blessed, stored beside its golden, and how far a reading may stray from them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness.errors import GoldenError
from harness.store.atomic import write_atomic
from harness.store.golden_store import FORMAT, Store, bless_command

BUDGETS = "budgets.json"
# A kernel's compile cost is budgeted in calibration units (triton_compile.compile_units: the geometric
# mean of 9 interleaved calibration/kernel CPU-time ratios). bench/compile_noise.py (2 cores; 5
# kernels, 27 pairs each, idle and with one or two other compiles running, as under -n 2): one
# pair's readings spread by up to 2.65x, three pairs' by 1.46x, nine pairs' by 1.19x. So an
# unchanged kernel passes under a 1.5x slack, and one that compiles 1.5 x 1.19 = 1.79x slower or
# worse always fails.
COMPILE_SLACK = 1.5
# The gate's first reading (one pair, from the compile it needs anyway) may sit up to 2.65x below
# another: a 1.79x regression can read as low as 1.79 / 2.65 = 0.68 of the budget. At or below this
# fraction it passes at once; above it nine pairs decide.
COMPILE_CONFIRM_AT = 0.65
COMPILE_FLOOR = 0.2  # below a fifth of the calibration (~40 ms of CPU) a compile time is noise: not budgeted
COMPILE_ARCH = "sm_90a"  # compile time is budgeted for the H100 build


def _budgets_path(store: Store, pair: str, case_id: str, env: str | None = None) -> Path:
    return store.folder(pair, case_id, env) / BUDGETS


def reference(store: Store, pair: str, case_id: str) -> str | None:
    """The environment whose budget judges this case where it is not this environment's own (no budget
    here and a nearer environment has one, or `--golden-from`): harness.store.golden_store.Store.reference."""
    return store.reference(pair, case_id, BUDGETS)


def load_budgets(store: Store, pair: str, case_id: str, env: str | None = None) -> dict[str, Any]:
    """This environment's budget for the case, or `env`'s (a budget carried from another environment)."""
    path = _budgets_path(store, pair, case_id, env)
    if not path.exists():
        raise GoldenError(f"{case_id}: no GPU budget at {path}; record it with `{bless_command(case_id)}`")
    try:
        data = json.loads(path.read_text())
        if data.get("format") != FORMAT or data.get("case") != case_id:
            raise ValueError(f"format {data.get('format')!r}, case {data.get('case')!r}")
        data["kernels"], data["memory"]  # noqa: B018 - both must be there
    except (ValueError, KeyError, TypeError, json.JSONDecodeError) as err:
        raise GoldenError(f"{case_id}: GPU budget {path} is corrupt ({type(err).__name__}: {err}); restore it "
                          f"with `git checkout -- '{path}'` or re-record it with `{bless_command(case_id)}`") from None
    return data


def write_budgets(store: Store, pair: str, case_id: str, budgets: dict[str, Any]) -> Path:
    path = _budgets_path(store, pair, case_id)
    record = {"format": FORMAT, "case": case_id, "environment": store.env, **budgets}
    write_atomic(path, (json.dumps(record, indent=1, sort_keys=True) + "\n").encode())
    return path
