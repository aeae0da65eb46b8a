"""The gpu_compile check: the deviceless compile for an H100 (kernel resources within the device's
limits, memory and compile time within the case's budget, harness.store.budgets)."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any, Callable, Sequence

from harness.checks.case_filters import bless_options, gpu_case
from harness.checks.check import OUTCOME_LABEL, Check, html_text, Summary, UpgradePart, View, skip_reason
from harness.checks.row import Row, Rows
from harness.checks.filecheck import check_filecheck
from harness.checks.values import check_values
from harness.errors import CheckFailure, GoldenError
from harness.jaxtools.hlo_aliasing import copies_before_aliased_calls
from harness.jaxtools.ir import LoweringOutcome, normalize_hlo
from harness.run.case_run import CaseRun
from harness.run.gpu import mosaic_gpu_compile, toolchain, triton_compile
from harness.store import budgets, golden_store


def gpu_figures(run: CaseRun) -> dict[str, Any]:
    """The case's GPU facts as stored in budgets: exact figures, and compile time in calibration units."""

    gpu = run.gpu()
    kernels = {}
    for k in gpu.kernels:
        key = f"{k.name}@{k.arch}"
        source = gpu.sources.get(key)
        kernels[key] = {
            "registers": k.registers, "spill_stores_bytes": k.spill_stores_bytes,
            "spill_loads_bytes": k.spill_loads_bytes, "stack_bytes": k.stack_bytes,
            "shared_memory_bytes": k.shared_memory_bytes}
        if k.backend == "mosaic_gpu":  # its compile is inside XLA's: resources only (mosaic_gpu_compile)
            kernels[key]["kernel"] = mosaic_gpu_compile.kernel_digest(source[0])
            continue
        kernels[key]["compile_units"] = round(k.compile_cpu_seconds / gpu.calibration[key], 3)
        if source is not None:
            kernels[key]["kernel"] = triton_compile.kernel_digest(source[0])
    memory = {side: {"temp_bytes": m.temp_bytes, "argument_bytes": m.argument_bytes, "output_bytes": m.output_bytes,
                     "alias_bytes": m.alias_bytes} for side, m in gpu.memory.items()}
    return {"kernels": kernels, "memory": memory}


def unchanged_kernels(figures: dict[str, Any], budget: dict[str, Any], compiler: str) -> list[str]:
    """The budgeted kernels this case compiles exactly as when their budget was measured: the same
    kernel digest (Triton IR, warps, stages) under the same compilers. Such a compile does the same
    work, so its compile time is the budget's by construction and is not measured again (a reading
    would only add the machine's noise; a changed kernel or compiler is measured as always)."""
    if budget.get("provenance", {}).get("compiler") != compiler:
        return []
    return sorted(key for key, now in figures["kernels"].items()
                  if now.get("kernel") and budget["kernels"].get(key, {}).get("kernel") == now["kernel"])


def confirm_compile_units(figures: dict[str, Any], budget: dict[str, Any],
                          remeasure: Callable[[str], float], unchanged: Sequence[str] = ()) -> list[str]:
    """Replace a first compile-time reading (one pair) by nine pairs where it is above
    budgets.COMPILE_CONFIRM_AT of the budget: one pair decides only far below the limit. Kernels
    `unchanged` since their budget are not re-measured. Returns the kernels re-measured."""

    confirmed = []
    for key, now in figures["kernels"].items():
        was = budget["kernels"].get(key)
        if key.endswith(f"@{budgets.COMPILE_ARCH}") and was is not None and key not in unchanged and "compile_units" in now and \
                now["compile_units"] > max(was["compile_units"], budgets.COMPILE_FLOOR) * budgets.COMPILE_CONFIRM_AT:
            now["compile_units"] = round(remeasure(key), 3)
            confirmed.append(key)
    return confirmed


def budget_differences(figures: dict[str, Any], budget: dict[str, Any], unchanged: Sequence[str] = ()) -> list[str]:
    """What a case's GPU figures break in its budget: memory and resources exactly, compile time
    within the slack (not for kernels `unchanged` since the budget was measured)."""

    over = []
    for side, now in figures["memory"].items():
        for key, value in now.items():
            was = budget["memory"].get(side, {}).get(key)
            if was != value:
                over.append(f"{side} {key}: {value} B, budget {was} B")
    for name, now in figures["kernels"].items():
        was = budget["kernels"].get(name)
        if was is None:
            over.append(f"{name}: new kernel, no budget")
            continue
        for key in ("registers", "spill_stores_bytes", "spill_loads_bytes", "stack_bytes", "shared_memory_bytes"):
            if now[key] != was[key]:
                over.append(f"{name} {key}: {now[key]}, budget {was[key]}")
        if not name.endswith(f"@{budgets.COMPILE_ARCH}") or name in unchanged or "compile_units" not in now:
            continue  # compile time is budgeted on the H100 build; the others for resources
        limit = max(was["compile_units"], budgets.COMPILE_FLOOR) * budgets.COMPILE_SLACK
        if now["compile_units"] > limit:
            over.append(f"{name} compile: {now['compile_units']:.2f} calibration units, budget "
                        f"{was['compile_units']:.2f} x {budgets.COMPILE_SLACK} slack")
    for name in budget["kernels"]:
        if name not in figures["kernels"]:
            over.append(f"{name}: in the budget but no longer compiled")
    return over


def check_gpu_compile(run: CaseRun, store: Any, *, bless: str | None = None, files: list | None = None,
                      artifacts: Path = Path("."), dry_run: bool = False, accept_moved: bool = False) -> dict[str, Any]:
    """PTX resources within the device limits, no undeclared spills, memory and compile time within
    the case's budget; the figures go to the report either way. A case with no budget in this
    environment is compared with the nearest environment's budget (harness.store.golden_store.Store.reference):
    what moved is reported (budget_changed, budget_moved), not failed. (`accept_moved` is the golden
    check's: budgets are never refused for having moved.)"""

    import pytest

    gpu = run.gpu()
    if gpu.unavailable:
        pytest.skip(gpu.unavailable)
    if gpu.error:
        raise CheckFailure(f"{run.case.id}: {gpu.error}")
    figures = gpu_figures(run)
    problems = _device_limit_problems(run, gpu.kernels)
    native, pallas = gpu.memory["native"], gpu.memory["pallas"]

    for copy in copies_before_aliased_calls(pallas.hlo_text, set(gpu.donated)):
        problems.append(f"H100 program at mesh {run.case.mesh}: {copy} (Workload.donate={gpu.donated})")
    delta = (pallas.temp_bytes - native.temp_bytes) / native.temp_bytes * 100 if native.temp_bytes else 0.0
    report = {"gpu": figures, "temp_delta_pct": round(delta, 1)}
    if gpu.calibration_seconds is not None:  # the unit of its Triton kernels' compile_units
        report["calibration_s"] = round(gpu.calibration_seconds, 3)
    if pallas.deprecations:  # said once by the summary (report.deprecation_lines), not at every compile
        report["jax_deprecation"] = " | ".join(pallas.deprecations)
    if files is not None:

        hlo = {"gpu_hlo": LoweringOutcome("gpu_hlo", normalize_hlo(gpu.memory["pallas"].hlo_text))}
        try:
            report.update(check_filecheck(run, files, artifacts, outcomes=hlo, require=False))
        except CheckFailure as err:
            problems.append(str(err))
    if problems:
        raise CheckFailure(f"{run.case.id}: GPU compile limits exceeded\n" + "\n".join(problems), report)
    compiler = toolchain.compiler_identity()
    if bless is not None and bless in ("all", "budgets"):
        return _bless_budgets(run, store, gpu, figures, report, compiler, dry_run)
    carried_from = budgets.reference(store, run.pair.name, run.case.id)
    try:
        budget = budgets.load_budgets(store, run.pair.name, run.case.id, carried_from)
    except GoldenError as err:
        raise CheckFailure(str(err), report) from None  # the figures a bless would record
    if carried_from is not None:
        return {**report, **carried_budget(figures, budget, carried_from, store.env, compiler)}
    same = unchanged_kernels(figures, budget, compiler)
    if same:
        report["compile_unchanged"] = same
    confirmed = confirm_compile_units(figures, budget, gpu.remeasure_compile_units, same)
    if confirmed:
        report["compile_confirmed"] = confirmed
    over = budget_differences(figures, budget, same)
    if over:
        raise CheckFailure(f"{run.case.id}: GPU budget not met ({store.folder(run.pair.name, run.case.id)}/budgets.json)\n"
                           + "\n".join(over) + f"\nIf the change is intended: {golden_store.bless_command(run.case.id)}",
                           report)
    return report


MOVED_KEYS = ("registers", "spill_stores_bytes", "spill_loads_bytes", "shared_memory_bytes", "stack_bytes")


def carried_budget(figures: dict[str, Any], budget: dict[str, Any], env: str, now: str,
                   compiler: str) -> dict[str, Any]:
    """A case's GPU figures against another environment's budget: reported as changed, never a failure
    (the device limits and declared spills are checked as always). Compile time is one reading here,
    not confirmed by nine pairs: it is a figure to look at, not a verdict."""
    same = unchanged_kernels(figures, budget, compiler)
    moved: dict[str, dict[str, list[Any]]] = {}
    for name, now_k in figures["kernels"].items():
        was = budget["kernels"].get(name)
        if was is None:
            moved[name] = {"kernel": [None, "new"]}
            continue
        for key in MOVED_KEYS:
            if key in now_k and was.get(key) != now_k[key]:
                moved.setdefault(name, {})[key] = [was.get(key), now_k[key]]
    for name in budget["kernels"]:
        if name not in figures["kernels"]:
            moved[name] = {"kernel": ["compiled", None]}
    for side, values in figures["memory"].items():
        for key, value in values.items():
            was = budget["memory"].get(side, {}).get(key)
            if was != value:
                moved.setdefault(f"memory:{side}", {})[key] = [was, value]
    changed = budget_differences(figures, budget, same)
    return {"gpu_budget": (f"judged against {env} (no budget for {now}): "
                           + (f"{len(changed)} figure(s) changed, reported, not failed" if changed else "unchanged")),
            "budget_env": env, "budget_now": now, "budget_changed": changed, "budget_moved": moved}


def _device_limit_problems(run: CaseRun, kernels: Sequence[Any]) -> list[str]:
    """Registers and shared memory within the device's limits, spills within the pair's declaration."""

    problems = []
    for k in kernels:
        limits = triton_compile.DEVICE_LIMITS[k.arch]
        if k.registers > limits["registers_per_thread"]:
            problems.append(f"{k.name}@{k.arch}: {k.registers} registers > {limits['registers_per_thread']}")
        if k.shared_memory_bytes > limits["shared_memory_bytes"]:
            problems.append(f"{k.name}@{k.arch}: {k.shared_memory_bytes} B shared memory > {limits['shared_memory_bytes']}")
        spill = k.spill_stores_bytes + k.spill_loads_bytes
        if spill > run.pair.spill_bytes:
            problems.append(f"{k.name}@{k.arch}: spills {k.spill_stores_bytes} B stores + {k.spill_loads_bytes} B "
                            f"loads, {run.pair.spill_bytes} B declared (Pair.spill_bytes)")
    return problems


def _bless_budgets(run: CaseRun, store: Any, gpu: Any, figures: dict[str, Any], report: dict[str, Any],
                   compiler: str, dry_run: bool) -> dict[str, Any]:
    """Record the case's GPU budget: compile units measured as a verdict is (nine pairs), kept for
    kernels that compile exactly as when it was measured; a budget the run still meets stays as it is."""

    try:
        if not run.pair.interpret_refusal:  # else there is no interpret-mode run to compare (the path check)
            check_values(run)
    except CheckFailure as err:
        raise CheckFailure(f"{run.case.id}: refusing to bless a case whose parity fails:\n{err}") from None
    try:
        stored = budgets.load_budgets(store, run.pair.name, run.case.id)
    except GoldenError:
        stored = None
    same = unchanged_kernels(figures, stored, compiler) if stored is not None else []
    for key, now in figures["kernels"].items():  # a budget is measured as a verdict is: nine pairs
        if "compile_units" not in now:
            continue  # a Mosaic GPU kernel: compiled inside XLA's program compile
        if key in same:
            now["compile_units"] = stored["kernels"][key]["compile_units"]  # the same compile: kept
        elif key.endswith(f"@{budgets.COMPILE_ARCH}"):
            now["compile_units"] = round(gpu.remeasure_compile_units(key), 3)
    if stored is None:
        over, state = [], "new"
    else:
        over = budget_differences(figures, stored, same)
        # a budget without kernel digests (older format) is re-recorded with them
        digests = all(stored["kernels"].get(k, {}).get("kernel") == v.get("kernel")
                      for k, v in figures["kernels"].items()) and stored.get("provenance", {}).get("compiler") == compiler
        state = "changed" if over else "unchanged" if digests else "re-recorded"
    if state != "unchanged" and not dry_run:  # a budget the run still meets stays as it is, byte for byte
        budgets.write_budgets(store, run.pair.name, run.case.id, {
            **figures, "provenance": {"ptxas": gpu.kernels[0].ptxas_version if gpu.kernels else None,
                                      "calibration_seconds": gpu.calibration_seconds, "compiler": compiler}})
    return {**report, "blessed_budgets": state + (" (dry run)" if dry_run else ""),
            "bless_summary": "; ".join(over)}


# --- its tables: the terminal summary, the Markdown comment, the HTML page ------------------------

def h100_kernels(row: dict[str, Any]) -> list[dict[str, Any]]:
    """The figures of a gpu_compile row's kernels compiled for the H100 (sm_90a)."""
    return [v for k, v in row["figures"]["gpu"]["kernels"].items() if k.endswith("@sm_90a")]


def compile_cost(row: dict[str, Any], ms: bool = True) -> str:
    """The case's H100 kernel compile cost as the tables print it: estimated ms (or calibration
    units), or "in XLA" where every kernel compiles inside XLA's program compile (Mosaic GPU)."""
    h100 = h100_kernels(row)
    units = [v["compile_units"] for v in h100 if "compile_units" in v]
    if h100 and not units:
        return "in XLA"
    if not ms:
        return f"{sum(units):.2f}"
    return f"{sum(units) * float(row['figures'].get('calibration_s', 0)) * 1000:.0f}"


def _compiled(rows: Rows) -> Rows:
    return [r for r in rows if "gpu" in (r.get("figures") or {})]


def terminal_lines(rows: Rows, view: View) -> list[str]:
    """The deviceless H100 compile's figures: a case per line with -v, else the cases that did not
    pass (and the worst figures of those that did)."""
    compiled = _compiled(rows)
    if not compiled:
        skipped = [r for r in rows if r["outcome"] == "skipped"]
        return [f"GPU compile: {len(skipped)} case(s) skipped: {skip_reason(skipped[0])}"] if skipped else []
    lines = ["GPU compile without a GPU (H100 target; per device; registers/spills/smem/compile of sm_90a):"]
    shown = compiled if view.verbose else [r for r in compiled if r["outcome"] != "passed"]
    if not view.verbose:
        h100 = [v for r in compiled for v in h100_kernels(r)]
        spilling = sum(1 for r in compiled
                       if any(v["spill_stores_bytes"] + v["spill_loads_bytes"] for v in h100_kernels(r)))
        lines[0] += (f" {len(compiled)} cases, {len(shown)} not passed; at most "
                     f"{max((v['registers'] for v in h100), default=0)} registers, "
                     f"{max((v['shared_memory_bytes'] for v in h100), default=0)} B shared memory, spills in "
                     f"{spilling} (-v: every case)")
        if not shown:
            return lines
    lines.append(f"  {'case':72s} {'native temp':>11s} {'pallas temp':>11s} {'delta':>7s} {'alias':>7s} "
                 f"{'regs':>5s} {'spill':>6s} {'smem':>6s} {'compile ms':>10s}")
    for r in sorted(shown, key=lambda r: r["case"]):
        mem = r["figures"]["gpu"]["memory"]
        h100 = h100_kernels(r)
        regs = max((v["registers"] for v in h100), default=0)
        spill = sum(v["spill_stores_bytes"] + v["spill_loads_bytes"] for v in h100)
        smem = max((v["shared_memory_bytes"] for v in h100), default=0)
        flag = {"passed": "", "xfailed": "  known failure"}.get(r["outcome"], f"  {r['outcome'].upper()}")
        lines.append(f"  {r['case'][:72]:72s} {mem['native']['temp_bytes']:11d} {mem['pallas']['temp_bytes']:11d} "
                     f"{r['figures'].get('temp_delta_pct', 0):6.1f}% {mem['pallas']['alias_bytes']:7d} {regs:5d} "
                     f"{spill:6d} {smem:6d} {compile_cost(r):>10s}{flag}")
    return lines


def markdown_lines(rows: Rows) -> list[str]:
    compiled = _compiled(rows)
    if not compiled:
        return []
    lines = ["", "### GPU compile (deviceless H100, per device)", "",
             "| case | native temp B | Pallas temp B | delta | alias B | regs sm_90a | spills B | compile units |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in sorted(compiled, key=lambda r: r["case"]):
        g, h100 = r["figures"]["gpu"], h100_kernels(r)
        flag = {"passed": "", "xfailed": " (known failure)"}.get(r["outcome"], f" ({r['outcome']})")
        lines.append(f"| `{r['case']}`{flag} | {g['memory']['native']['temp_bytes']} | {g['memory']['pallas']['temp_bytes']} "
                     f"| {r['figures'].get('temp_delta_pct', 0)}% | {g['memory']['pallas']['alias_bytes']} "
                     f"| {max((v['registers'] for v in h100), default=0)} "
                     f"| {sum(v['spill_stores_bytes'] + v['spill_loads_bytes'] for v in h100)} "
                     f"| {compile_cost(r, ms=False)} |")
    return lines


def html_sections(rows: Rows) -> list[tuple[str, str]]:
    compiled = _compiled(rows)
    if not compiled:
        return [("GPU compile without a GPU (H100 target, per device)", "<p>No deviceless GPU compile in this run.</p>")]
    out = ['<table class="rows"><thead><tr><th>case</th><th>outcome</th><th>native temp B</th><th>Pallas temp B</th>'
           "<th>delta</th><th>alias B</th><th>regs (sm_90a)</th><th>spills B</th><th>smem B</th>"
           "<th>compile ms (est.)</th></tr></thead><tbody>"]
    for r in sorted(compiled, key=lambda r: r["case"]):
        g, h100 = r["figures"]["gpu"], h100_kernels(r)
        out.append(f'<tr class="{html_text(r["outcome"])}"><td><code>{html_text(r["case"])}</code></td>'
                   f'<td>{html_text(OUTCOME_LABEL.get(r["outcome"], r["outcome"]))}</td>'
                   f"<td>{g['memory']['native']['temp_bytes']}</td><td>{g['memory']['pallas']['temp_bytes']}</td>"
                   f"<td>{html_text(r['figures'].get('temp_delta_pct', 0))}%</td><td>{g['memory']['pallas']['alias_bytes']}</td>"
                   f"<td>{max((v['registers'] for v in h100), default=0)}</td>"
                   f"<td>{sum(v['spill_stores_bytes'] + v['spill_loads_bytes'] for v in h100)}</td>"
                   f"<td>{max((v['shared_memory_bytes'] for v in h100), default=0)}</td><td>{html_text(compile_cost(r))}</td></tr>")
    return [("GPU compile without a GPU (H100 target, per device)", "".join(out) + "</tbody></table>")]


def bless_lines(rows: Rows, dry_run: bool) -> tuple[str, list[str]]:
    """The GPU budgets' part of the bless headline, and a line per budget blessed other than unchanged."""
    budgets_blessed = [r for r in rows if "blessed_budgets" in r["figures"]]
    counts: dict[str, int] = defaultdict(int)
    for r in budgets_blessed:
        counts[r["figures"]["blessed_budgets"].split(" ")[0]] += 1
    headline = (f"GPU budgets: {counts['new']} new, {counts['changed']} changed, "
                + (f"{counts['re-recorded']} re-recorded (with kernel digests), " if counts["re-recorded"] else "")
                + f"{counts['unchanged']} unchanged")
    return headline, [f"{f['blessed_budgets']:>10s}  {r['case']} budgets" + (f": {f['bless_summary']}"
                                                                          if f.get("bless_summary") else "")
                      for r in budgets_blessed if not (f := r["figures"])["blessed_budgets"].startswith("unchanged")]


def carried_lines(rows: Rows) -> list[str]:
    """Cases with no GPU budget in this environment, judged against another's: which, and how many moved."""
    by_env: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        if r["figures"].get("budget_env"):
            by_env[r["figures"]["budget_env"]].append(r)
    return [f"{len(judged)} case(s) had no GPU budget for this environment and were judged against {env}: "
            f"{sum(1 for r in judged if r['figures'].get('budget_changed'))} with compile figures changed, reported "
            f"(`harness upgrade --from {env}` lists what moved; `harness bless` writes this environment's own)"
            for env, judged in sorted(by_env.items())]


def moved_figures(old: Row, new: Row) -> list[str]:
    """What moved in one case between two reports: each side's temporary bytes, each kernel's resources."""
    ga, gb = old["figures"].get("gpu"), new["figures"].get("gpu")
    if not isinstance(ga, dict) or not isinstance(gb, dict):
        return []
    moved = []
    for side in ("native", "pallas"):
        ta, tb = ga["memory"][side]["temp_bytes"], gb["memory"][side]["temp_bytes"]
        if ta != tb:
            moved.append(f"{side} temp bytes {ta} -> {tb}")
    for kernel, kb in gb.get("kernels", {}).items():
        ka = ga.get("kernels", {}).get(kernel)
        for key in ("registers", "spill_stores_bytes", "shared_memory_bytes"):
            if ka and ka.get(key) != kb.get(key):
                moved.append(f"{kernel} {key} {ka.get(key)} -> {kb.get(key)}")
    return moved


def upgrade_fields(r: Row) -> dict[str, Any]:
    """A case judged against another environment's GPU budget: the figures that moved, the lines that changed."""
    f = r["figures"]
    return {"gpu": f.get("budget_moved") or {}, "gpu_changed": f.get("budget_changed") or [], "budget_env": f["budget_env"]}


CHECK = Check(  # the deviceless compile builds interpret=False itself: once per case
    "gpu_compile",
    lambda run, ctx: check_gpu_compile(run, ctx.state.store, files=ctx.state.check_files,
                                       artifacts=ctx.state.artifacts(), **bless_options(ctx)), label="gpu",
    applies=lambda target, pair, case: gpu_case(target, pair, case) and case.interpret,
    heavy=True, figures_on_failure=True, needs_interpret_run=False,  # the GPU table shows failing cases too
    summary=Summary(terminal_lines, markdown_lines, html_sections, bless=bless_lines, carried=carried_lines,
                    moved=moved_figures, upgrade=UpgradePart("budget_env", "budget_now", upgrade_fields)))
