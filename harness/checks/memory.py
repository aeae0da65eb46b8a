"""The memory check: what a GPU's concurrent programs (or a TPU's cores) would race on, from the
kernels' footprints; run on one case per kernel variant."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from harness.analysis import kernel_arms
from harness.checks.case_filters import kernel_runs_once
from harness.checks.check import OUTCOME_LABEL, Check, html_text, Rows, Summary, View
from harness.checks.gradients import differentiated_figures
from harness.checks.shared import skip_kernel_maps
from harness.errors import CheckFailure, Unsupported
from harness.grid.cases import default_block, precisions
from harness.run.case_run import CaseRun

if TYPE_CHECKING:
    from harness.declare import Target


def check_memory(run: CaseRun) -> dict[str, Any]:
    """What a GPU's concurrent programs would race on, from the kernels' footprints (`harness.analysis.memory_safety`):
    no aliased element read by one program and written by another, every element of an unaliased
    output written exactly once, no read outside an operand, the same outputs in every grid order;
    on TPU, no scratch read before its sweep wrote it and no output block held by two cores (JAX's
    race detector's second opinion in the figures)."""

    from harness.analysis import memory_safety  # lazy: imports JAX, which starts after the device flags are set

    skip_kernel_maps(run, "the memory check models pallas_call grids and BlockSpecs; a Mosaic GPU kernel "
                           "(plgpu.kernel) moves its own memory (TMA, shared memory): its shared memory and "
                           "registers are in the GPU budget (gpu_compile)")
    try:
        reports = run.memory()
    except Unsupported as err:  # no verdict, said as such: not a pass, and not a finding of the kernel's
        import pytest

        pytest.skip(f"{run.case.id}: not memory-checked: the memory check models pallas_call grids, BlockSpecs and "
                    f"scratch, and cannot model this kernel ({err}); {_checked_instead(run)}")
    except Exception as err:
        if not _refused_for_the_model_too(run, err):
            raise
        import pytest  # the kernel JAX's interpreter refuses does not run for the model either: no verdict

        pytest.skip(f"{run.case.id}: not memory-checked: JAX's interpreter refuses this kernel (the pair's "
                    f"interpret_refusal) and it does not run for the memory model either ({type(err).__name__}: "
                    f"{str(err).splitlines()[0] if str(err) else ''}); its lowering is checked")
    if not reports:
        raise CheckFailure(f"{run.case.id}: the Pallas side ran no pallas_call: there is no kernel to check "
                           "(see the path check)")
    findings = [f for r in reports for f in r.findings]
    figures = kernel_figures(reports)
    figures.update({"orders": len(memory_safety.ORDERS),
                    "reverse_program": memory_safety.reverse_figure(run.memory_run.reverse, reports),
                    # the kernels only the reverse program ran, and its arguments (harness coverage --kernels)
                    **({"backward_kernels": " ".join(run.memory_run.backward),
                        "discarded_kernels": " ".join(run.memory_run.discarded),
                        "differentiated": differentiated_figures(run)["differentiated"]}
                       if run.memory_run.backward or run.memory_run.discarded else {})})
    disagreements = [f"  (JAX's race detector on {r.label} {r.race_detector['verdict']})" for r in reports
                     if r.race_detector is not None and r.race_detector["verdict"].startswith("disagrees")]
    if findings:
        raise CheckFailure(f"{run.case.id}: {len(findings)} memory-safety finding(s) in "
                           f"{len({f.kernel for f in findings})} kernel(s):\n"
                           + "\n".join([f"  [{f.kind}] {f.message}" for f in findings] + disagreements),
                           figures=figures)
    return figures


def _checked_instead(run: CaseRun) -> str:
    """What checks the case where the memory model cannot: as many of values, gradients and lowering as run."""
    if run.pair.interpret_refusal and run.case.interpret:
        return "its lowering is checked (JAX's interpreter refuses the kernel: the pair's interpret_refusal)"
    return "its values, gradients and lowering are checked" if run.pair.differentiable else \
        "its values and lowering are checked"


def _refused_for_the_model_too(run: CaseRun, err: Exception) -> bool:
    """A kernel JAX's interpreter refuses (Pair.interpret_refusal) stops the model for the same reason (the
    declared text) or on a primitive JAX cannot evaluate (NotImplementedError); any other error is the
    harness's and is reported as such."""
    declared = run.pair.interpret_refusal
    if not declared or not run.case.interpret:
        return False
    texts = declared if isinstance(declared, tuple) else (declared,)
    return isinstance(err, NotImplementedError) or any(text in str(err) for text in texts)


def kernel_figures(reports: list) -> dict[str, Any]:
    """The figures of the kernels a case checked (`harness.analysis.memory_safety.KernelReport`s), each by
    its label (its code's: six unnamed `lambda *refs:` kernels are six): which have findings (the
    summary's verdict per kernel), how many calls the programs made, the outputs used as scratch,
    the race detector's verdicts."""
    figures = {"kernels": " ".join(r.label for r in reports),
               "kernels_with_findings": " ".join(r.label for r in reports if r.findings),
               # every call the case's programs made: the kernels checked, and kernels met again (same code)
               "kernel_calls": sum(sum(r.calls.values()) or 1 for r in reports),
               "programs": sum(math.prod(r.grid) for r in reports),
               "aliased": " ".join(f"{r.label}{sorted(r.aliases.items())}" for r in reports if r.aliases) or "none",
               # TPU outputs the program never reads: per core and per sweep, like scratch
               **({"scratch_outputs": " ".join(f"{r.label}[{','.join(r.scratch_outputs)}]" for r in reports
                                               if r.scratch_outputs)}
                  if any(r.scratch_outputs for r in reports) else {}),
               "memory_seconds": round(sum(r.seconds for r in reports), 2),
               # harness.analysis.kernel_arms and kernel_conditions (harness coverage --kernels): a label's
               # reports (one function on other shapes) merged
               "arms": _merged({}, ((r.label, r.arms) for r in reports), _merge_arms),
               "conditions": _merged({}, ((r.label, r.conditions) for r in reports if r.conditions),
                                     _merge_conditions)}
    opinions = [(r.label, r.race_detector) for r in reports if r.race_detector is not None]
    if opinions:  # TPU kernels: JAX's race detector's second opinion (harness.analysis.tpu_race_detector)
        verdicts: dict[str, str] = {}
        for label, o in opinions:  # a label's reports: the verdict that is not agreement, if any
            if label not in verdicts or verdicts[label].startswith(("agrees", "not needed")):
                verdicts[label] = o["verdict"]
        figures["race_detector"] = verdicts
        figures["race_detector_seconds"] = round(sum(o["seconds"] for _, o in opinions), 2)
    return figures


def _merged(out: dict, items: Any, merge: Any) -> dict:
    for label, summary in items:
        out[label] = merge(out[label], summary) if label in out else summary
    return out


def _merge_arms(a: dict, b: dict) -> dict:
    """Two kernel_arms summaries of one kernel (site -> [arms, taken, kind, proved]): every arm either took."""
    out = dict(a)
    for key, (n, taken, *more) in b.items():
        if key not in out:
            out[key] = [n, taken, *more]
            continue
        m, was, *before = out[key]
        kind = "data" if "data" in (more[:1] + before[:1]) else (before or more or ["data"])[0]
        proved = sorted(set(before[1] if len(before) > 1 else ()) & set(more[1] if len(more) > 1 else ()))
        out[key] = [max(n, m), sorted(set(was) | set(taken)), kind, proved]
    return out


def _merge_conditions(a: dict, b: dict) -> dict:
    """Two kernel_conditions summaries of one kernel: the condition vectors either showed."""
    out = dict(a)
    for key, record in b.items():
        if key in out and out[key]["conditions"] == record["conditions"]:
            merged = dict(out[key], seen=sorted(set(out[key]["seen"]) | set(record["seen"])))
            proved = set(out[key].get("proved", ())) & set(record.get("proved", ()))
            merged.pop("proved", None)
            if proved:
                merged["proved"] = sorted(proved)
            out[key] = merged
        else:
            out.setdefault(key, record)
    return out


def memory_cases(target: "Target", cases: list) -> set[str]:
    """The memory check's cases: for every kernel variant the grid runs (a pair's axis and option
    values; and each `required` key where the pair sets `memory_on_required`), one case where the gate
    lets it run, the closest to the kernel as it ships (first ndim, first precision, default block) and
    otherwise the grid's first."""

    best: dict[tuple, tuple[tuple, str]] = {}
    for position, (pair, case) in enumerate(cases):
        if case.shape or not CHECK.runs_on(target, pair, case):  # the target's own shapes (own_shape)
            continue
        variant = (pair.name,) + tuple((key, case.get(key)) for key in sorted({**pair.axes, **pair.options,
                                                                             **pair.probes}))
        if pair.memory_on_required and pair.required is not None:
            variant += (pair.required(case),)
        rank = (case.ndim != pair.ndims[0], (case.dtype, case.x64) != precisions(pair)[0],
                case.block != default_block(target, pair, case.ndim), position)
        if variant not in best or rank < best[variant][0]:
            best[variant] = (rank, case.id)
    return {case_id for _, case_id in best.values()}


# --- its tables: the terminal summary, the Markdown comment, the HTML page ------------------------

def memory_verdicts(rows: Rows) -> dict[str, dict[str, Any]]:
    """kernel -> its memory verdict over the cases that ran it (the worst outcome wins) and the cases.
    A case that names its kernels with findings (`kernels_with_findings`) passes the others: a
    failing case of six kernels with one defective is one kernel with findings, not six."""
    rank = {"failed": 0, "xpassed-strict": 0, "xfailed": 1, "passed": 2}
    out: dict[str, dict[str, Any]] = {}
    for r in rows:
        found = r["figures"].get("kernels_with_findings")
        found = None if found is None else set(str(found).split())
        for kernel in dict.fromkeys(str(r["figures"].get("kernels", "")).split()):  # a case counts once a kernel
            entry = out.setdefault(kernel, {"outcome": "passed", "cases": 0, "seconds": 0.0})
            entry["cases"] += 1
            entry["seconds"] += float(r["figures"].get("memory_seconds", 0.0))
            outcome = r["outcome"] if not found or kernel in found else "passed"
            if rank.get(outcome, 2) < rank[entry["outcome"]]:
                entry["outcome"] = outcome
    return out


def terminal_lines(rows: Rows, view: View) -> list[str]:
    """Each kernel's memory verdict (without -v only those with findings), and kernel branch coverage."""
    verdicts = memory_verdicts(rows)
    if not verdicts:
        return []
    bad = sum(v["outcome"] != "passed" for v in verdicts.values())
    label = {"passed": "safe", "xfailed": "known failure", "failed": "FINDINGS", "xpassed-strict": "XPASS(strict)"}
    lines = [f"memory safety (footprints, {len(rows)} cases, each grid in 4 orders): {len(verdicts)} kernels, "
             f"{bad} with findings"]
    for kernel, v in sorted(verdicts.items()):
        if not view.verbose and v["outcome"] == "passed":
            continue
        lines.append(f"  {kernel:44s} {label.get(v['outcome'], v['outcome']):14s} {v['cases']:3d} case(s) "
                     f"{v['seconds']:7.1f} s")
    lines += _race_detector_lines(rows)
    arms = kernel_arms.merge((r["case"], r["figures"].get("arms") or {}) for r in rows)
    total = sum(k.total for k in arms.values())
    if total:
        untaken = sum(len(k.uncovered()) for k in arms.values())
        lines.append(f"kernel branch coverage: {total - untaken} of {total} reachable arms of {len(arms)} kernels' "
                     f"choices taken by some input; {untaken} not (harness coverage --kernels lists those no pair "
                     f"declares unreachable, -v all)")
    return lines


def _race_detector_lines(rows: Rows) -> list[str]:
    """JAX's TPU race detector's second opinion over the memory cases (harness.analysis.tpu_race_detector):
    how many kernels it ran on, and each kernel and case where it disagrees or did not run."""
    opinions = [(r["case"], kernel, verdict) for r in rows
                for kernel, verdict in (r["figures"].get("race_detector") or {}).items()]
    if not opinions:
        return []
    seconds = sum(float(r["figures"].get("race_detector_seconds", 0.0)) for r in rows)
    ran = [o for o in opinions if not o[2].startswith("not needed")]  # one sweep: no second core to race
    if not ran:  # it agrees with nothing it did not run on
        return [f"JAX's TPU race detector (second opinion): run on no kernel; each of the {len(opinions)} TPU "
                "kernel(s) is one sweep (nothing runs on a second core)"]
    odd = [f"  {kernel} in {case}: {verdict}" for case, kernel, verdict in ran if not verdict.startswith("agrees")]
    return [f"JAX's TPU race detector (second opinion, {len(ran)} kernel runs, {seconds:.1f} s): "
            + (f"{len(odd)} disagree or did not run" if odd else "agrees on every one")] + odd


def markdown_lines(rows: Rows) -> list[str]:
    verdicts = memory_verdicts(rows)
    if not verdicts:
        return []
    return (["", "### Memory safety (footprints; grid in 4 orders)", "", "| kernel | verdict | cases |", "|---|---|---:|"]
            + [f"| `{k}` | {v['outcome']} | {v['cases']} |" for k, v in sorted(verdicts.items())])


def html_sections(rows: Rows) -> list[tuple[str, str]]:
    """The kernels' verdicts, and per kernel the arms of its choices the check's inputs took
    (harness.analysis.kernel_arms) with the sites of those no input took."""
    verdicts = memory_verdicts(rows)
    if not verdicts:
        table = "<p>No memory check in this run.</p>"
    else:
        out = ['<table class="rows"><thead><tr><th>kernel</th><th>verdict</th><th>cases</th><th>seconds</th></tr>'
               "</thead><tbody>"]
        out += [f'<tr class="{html_text(v["outcome"])}"><td><code>{html_text(k)}</code></td><td>{html_text(OUTCOME_LABEL.get(v["outcome"], v["outcome"]))}</td>'
                f'<td>{v["cases"]}</td><td>{v["seconds"]:.1f}</td></tr>' for k, v in sorted(verdicts.items())]
        table = "".join(out) + "</tbody></table>"
    return [("Memory safety", table), ("Kernel branch coverage", _arms_html(rows))]


def _arms_html(rows: Rows) -> str:
    merged = kernel_arms.merge((r["case"], (r.get("figures") or {}).get("arms") or {}) for r in rows)
    if not merged:
        return "<p>No memory check recorded kernel arms in this run.</p>"
    covered = sum(k.total - len(k.uncovered()) for k in merged.values())
    total = sum(k.total for k in merged.values())
    proved = sum(k.unreachable for k in merged.values())
    out = [f"<p>{covered} of {total} reachable arms of the kernels' choices taken by some input; {proved} more "
           "proved unreachable from program ids, iotas and constants "
           "(<code>harness coverage --kernels</code> says which are declared unreachable).</p>"
           '<table class="rows"><thead><tr><th>kernel</th><th>cases</th><th>choices</th><th>arms covered</th>'
           "<th>never taken</th></tr></thead><tbody>"]
    for name, k in sorted(merged.items()):
        missing = k.uncovered()
        sites = "<br>".join(f"<code>{html_text(key)}</code>: {html_text(kernel_arms.arm_name(key.rsplit(' ', 1)[1].split('#')[0], arm))}"
                            for key, arm in missing)
        out.append(f'<tr class="{"xfailed" if missing else "passed"}"><td><code>{html_text(name)}</code></td>'
                   f"<td>{len(k.cases)}</td><td>{len(k.arms)}</td><td>{k.total - len(missing)} of {k.total}</td>"
                   f"<td>{sites}</td></tr>")
    return "".join(out) + "</tbody></table>"


def memory_applies(target: "Target", pair: Any, case: Any) -> bool:
    """One case per kernel variant; a kernel JAX's interpreter refuses (Pair.interpret_refusal) too, since the
    model evaluates kernels itself, unless it is a Mosaic GPU one (the model follows pallas_call grids of
    Triton and Mosaic TPU kernels: without the interpreter's run there is nothing to check)."""
    if pair.interpret_refusal and pair.cuda_backend == "mosaic_gpu":
        return False
    return kernel_runs_once(target, pair, case)


CHECK = Check("memory", lambda run, ctx: check_memory(run), applies=memory_applies, pick=memory_cases, heavy=True,
              figures_on_failure=True, lists_findings=True, needs_interpret_run=False,  # the summary names every kernel
              summary=Summary(terminal_lines, markdown_lines, html_sections))
