"""The filecheck check: every FileCheck file that applies to the case, on the IR kind it names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.analysis import filecheck_run
from harness.checks.case_filters import own_shape
from harness.checks.check import Check
from harness.errors import CheckFailure
from harness.jaxtools import ir
from harness.run import time_ledger
from harness.run.case_run import CaseRun


def check_filecheck(run: CaseRun, files: list, artifacts: Path, outcomes: dict[str, Any] | None = None,
                    require: bool = True) -> dict[str, Any]:
    """Every check file that applies to this case, on the IR kind it names."""

    import dataclasses

    outcomes = run.ir() if outcomes is None else outcomes
    device_case = dataclasses.replace(run.case, interpret=False)
    ran, failures, records = [], [], []
    for check in files:
        if check.kind == "stablehlo" and check.applies_to(run.pair.name) and outcomes is run.ir():
            run.stablehlo()
        if not check.applies_to(run.pair.name) or check.kind not in outcomes:
            continue
        outcome = outcomes[check.kind]
        if outcome.text is None:
            continue  # the lowering check reports why this kind could not be produced
        prefixes, variables = filecheck_run.facets(
            run.pair, device_case if check.kind in ir.DEVICE_BUILD_KINDS else run.case,
            run.target.mesh.split_dim)
        with time_ledger.stage("filecheck"):
            result = filecheck_run.run(check, outcome.text, artifacts / run.case.id / f"{check.kind}.mlir",
                                       prefixes, variables)
        if result is None:
            continue
        ran.append(f"{check.path.name}({','.join(result.prefixes)})")
        if not result.ok:
            failures.append(f"FileCheck {check.path} --check-prefixes={','.join(result.prefixes)} on "
                            f"{artifacts / run.case.id / (check.kind + '.mlir')}:\n{result.message.rstrip()}")
            records.append(filecheck_record(check, result, outcome.text, artifacts / run.case.id / f"{check.kind}.mlir"))
    if failures:
        raise CheckFailure(f"{run.case.id}: IR invariants do not hold\n" + "\n\n".join(failures),
                           {"filecheck_failures": records})
    if not ran and require and all(outcomes[k].text is None for k in outcomes if k in ir.DEVICE_KINDS):
        import pytest

        pytest.skip("no IR to check: the device build did not lower (the lowering check says why)")
    if not ran and require:
        raise CheckFailure(f"{run.case.id}: no check file applies to this case; add "
                           f"filecheck/{run.pair.name}.<kind>.check or all.<kind>.check beside the declarations "
                           f"(`harness draft-check {run.pair.name}` drafts them from the pair's IR, for you to cut "
                           "down to invariants)")
    return {"filecheck": " ".join(ran)}


def filecheck_record(check: Any, result: Any, text: str, input_path: Path, before: int = 6,
                     after: int = 14) -> dict[str, Any]:
    """A FileCheck failure for the reports: the directive that failed and the IR around the line
    where FileCheck was scanning (the first input position its message names)."""
    import re

    lines = text.splitlines()
    at = re.search(rf"{re.escape(str(input_path))}:(\d+)(?::\d+)?", result.message)
    line = int(at.group(1)) if at else 1
    start = max(1, line - before)
    directive = ""
    failed_at = re.search(rf"{re.escape(str(check.path))}:(\d+)", result.message)
    if failed_at:
        n = int(failed_at.group(1))
        source = check.path.read_text().splitlines()
        directive = f"{check.path.name}:{n}: {source[n - 1].strip()}" if 0 < n <= len(source) else ""
    error = next((ln for ln in result.message.splitlines() if "error:" in ln), "")
    return {"check_file": str(check.path), "kind": check.kind, "prefixes": list(result.prefixes),
            "input": str(input_path), "line": line, "directive": directive, "error": error.split("error:", 1)[-1].strip(),
            "message": result.message.rstrip()[:4000],
            "context": [[n, lines[n - 1][:400]] for n in range(start, min(len(lines), line + after) + 1)]}


CHECK = Check("filecheck", lambda run, ctx: check_filecheck(run, ctx.state.check_files, ctx.state.artifacts()), label="FileCheck",
              applies=own_shape,
              prepare=lambda state: state.check_files,  # hygiene errors at collection, by file and line
              needs_interpret_run=False)
