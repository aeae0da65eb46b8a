"""The check registry: every check of a case, once.

A check is one `Check`: its name (the test `test_<name>`, the manifest's `check = "<name>"`), the
cases it runs on, whether it is heavy (scheduled first), what its skip says when no case of the grid
needs it, and how it runs. The test functions (`harness.suite`), the manifest's check names, case
selection, ordering and skip reasons all read `PAIR_CHECKS`; adding a check is adding an entry.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from harness.declare import Case, Pair, Target


class HarnessError(Exception):
    """An error in the harness's own code while it checked a case: not a verdict on the kernel."""


class CheckFailure(AssertionError):
    """A check that does not hold (pair and scenario checks alike); `figures` carries what it
    measured, for the report either way. An internal error of the harness is never one."""

    def __init__(self, message: str, figures: dict[str, Any] | None = None):
        super().__init__(message)
        self.figures = figures or {}


@dataclasses.dataclass(frozen=True)
class Context:
    """What a check's run reads besides the case's shared run."""

    state: Any  # plugin.SessionState: declarations, manifest, check files, golden store
    config: Any  # pytest.Config: --harness-bless and the like
    request: Any  # pytest.FixtureRequest, for a fixture only one check needs (timing: benchmark)


def _always(target: "Target", pair: "Pair", case: "Case") -> bool:
    return True


@dataclasses.dataclass(frozen=True)
class Check:
    name: str
    run: Callable[[Any, Context], dict[str, Any]]  # (CaseRun, Context) -> figures; raises checks.CheckFailure
    applies: Callable[["Target", "Pair", "Case"], bool] = _always  # where the entry accepts the input
    on_refusal: bool = False  # also runs where the entry refuses the input (no fallback, it raises)
    pick: Callable[["Target", list], set[str]] | None = None  # among the cases it applies to, those it runs on
    heavy: bool = False  # gradient programs, GPU compiles, memory runs: their cases are scheduled first
    figures_on_failure: bool = False  # a failure still records its figures (the tables list failing cases)
    nothing_to_run: Callable[[Any], str] | None = None  # (DevicePlan) -> the skip reason when no case needs it
    wanted: Callable[[list, "Pair", "Case"], bool] | None = None  # (manifest entries, pair, case): keep the case?
    prepare: Callable[[Any], Any] | None = None  # (SessionState) at collection: input errors surface there, named
    needs_interpret_run: bool = True  # reads the interpret-mode run (not where the interpreter refuses the kernel)
    # (CaseRun) -> what the check is about, recorded before it runs: a check that raises (a side JAX
    # cannot differentiate, a known failure) still reports it
    about: Callable[[Any], dict[str, Any]] | None = None

    def runs_on(self, target: "Target", pair: "Pair", case: "Case") -> bool:
        if not self.on_refusal and pair.on_reject == "raises" and not pair.accepts(case):
            return False
        if self.needs_interpret_run and pair.interpret_refusal and case.interpret:
            return False
        return self.applies(target, pair, case)

    def skip_reason(self, plan: Any) -> str:
        return self.nothing_to_run(plan) if self.nothing_to_run else f"no case of this grid needs the {self.name} check"


# --- which cases: the kernel as it ships, one case per kernel variant -------------------------------

def gpu_case(target: "Target", pair: "Pair", case: "Case") -> bool:
    """GPU compile runs on each pair's base case (first ndim, first precision, the default block,
    first variants and options) at every mesh size: the kernel as it ships, at mesh 1 and N. A
    kernel written for TPUs only (the pair declares its CUDA refusal) or for another GPU than the
    deviceless H100 (Pair.not_for_h100) has no GPU compile."""
    from harness.grid import default_block, precisions

    if (pair.cuda is not None or pair.not_for_h100 or (case.dtype, case.x64) != precisions(pair)[0]
            or case.ndim != pair.ndims[0] or case.shape
            or case.mesh_axes != "auto"):
        return False
    if any(case.get(key) != values[0] for key, values in {**pair.axes, **pair.options}.items()):
        return False
    if any(key in dict(case.extra) and key not in pair.options for key in pair.probes):  # a probe of a new key
        return False
    return case.block == default_block(target, pair, case.ndim)


def memory_cases(target: "Target", cases: list) -> set[str]:
    """The memory check's cases: for every kernel variant the grid runs (a pair's axis and option
    values; and each `required` key where the pair sets `memory_on_required`), one case where the gate
    lets it run, the closest to the kernel as it ships (first ndim, first precision, default block) and
    otherwise the grid's first."""
    from harness.grid import default_block, precisions

    best: dict[tuple, tuple[tuple, str]] = {}
    for position, (pair, case) in enumerate(cases):
        if case.shape or not MEMORY.runs_on(target, pair, case):  # the target's own shapes (_own_shape)
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


def conventions_cases(target: "Target", cases: list) -> set[str]:
    """The memory check's cases, plus for every kernel variant one case with x64 on and a state
    narrower than float64, where the x64 rule (float literals typed from the inputs) can be broken."""
    narrow = [(pair, case) for pair, case in cases if case.x64 and case.dtype != "f64"]
    return memory_cases(target, cases) | memory_cases(target, narrow)


def _own_shape(target: "Target", pair: "Pair", case: "Case") -> bool:
    """On the target's own grid shape and declared blocks: a case on another shape (Target.shapes,
    non-cubic) or a narrow sharded block (Target.sharded_blocks) asks one question, whether the sides
    still agree (path, values, gradients); IR, goldens and kernel-level checks read the target's own."""
    from harness.grid import own_block

    return not case.shape and own_block(target, pair, case)


def _kernel_runs_once(target: "Target", pair: "Pair", case: "Case") -> bool:
    return case.mesh == 1 and case.interpret and pair.accepts(case)


# --- how each runs ---------------------------------------------------------------------------------

def _checks():
    from harness import checks

    return checks


def _gpu_checks():
    from harness import gpu_checks

    return gpu_checks


def _bless(ctx: Context) -> dict[str, Any]:
    return {"bless": ctx.config.getoption("harness_bless"), "dry_run": ctx.config.getoption("harness_bless_dry_run")}


def _golden(run: Any, ctx: Context) -> dict[str, Any]:
    from harness import known_failures as kf

    parity = kf.matching(ctx.state.known, run.case.pair, run.case.id, "values", run.case)
    return _checks().check_golden(run, ctx.state.store, known_parity=parity,
                                  optional=ctx.state.golden_optional(run.case.id), **_bless(ctx))


def _golden_reproducible(known: list, pair: "Pair", case: "Case") -> bool:
    """No golden where the case crashes or its failing output is not reproducible (the manifest says)."""
    from harness import known_failures as kf

    parity = kf.matching(known, pair.name, case.id, "values", case)
    return parity is None or parity.keeps_golden


def _golden_kept(target: "Target", pair: "Pair", case: "Case") -> bool:
    return case.mesh_axes == "auto"  # the values check compares with the native reference; the Auto twin holds the golden


PATH = Check("path", lambda run, ctx: _checks().check_path(run), on_refusal=True,
             needs_interpret_run=False)  # where the interpreter refuses the kernel, it checks the refusal
VALUES = Check("values", lambda run, ctx: _checks().check_values(run))
NATIVE_MESH = Check(
    "native_mesh", lambda run, ctx: _checks().check_native_mesh(run), on_refusal=True,  # gate or no gate
    applies=lambda target, pair, case: case.mesh_axes != "auto",
    nothing_to_run=lambda plan: ("no case on a user's mesh (jax.make_mesh, explicit axes): they run at mesh > 1 "
                                 "(--gpus 2 or more) for targets whose Target.mesh_axes holds 'explicit'"))
GRADIENTS = Check(  # where the gate rejects, both sides are native: a gradient comparison proves nothing
    "gradients", lambda run, ctx: _checks().check_gradients(run), heavy=True,
    applies=lambda target, pair, case: pair.differentiable and pair.accepts(case),
    about=lambda run: _checks().differentiated_about(run))
LOWERING = Check("lowering", lambda run, ctx: _checks().check_lowering(run),
                 applies=lambda target, pair, case: case.mesh == 1 and _own_shape(target, pair, case),
                 needs_interpret_run=False)
FILECHECK = Check("filecheck", lambda run, ctx: _checks().check_filecheck(run, ctx.state.check_files,
                                                                          ctx.state.artifacts()),
                  applies=_own_shape,
                  prepare=lambda state: state.check_files,  # hygiene errors at collection, by file and line
                  needs_interpret_run=False)
GOLDEN = Check("golden", _golden, applies=lambda target, pair, case: _own_shape(target, pair, case)
               and _golden_kept(target, pair, case), wanted=_golden_reproducible)
MEMORY = Check("memory", lambda run, ctx: _checks().check_memory(run), applies=_kernel_runs_once,
               pick=memory_cases, heavy=True, figures_on_failure=True)  # the summary names every kernel
CONVENTIONS = Check("conventions", lambda run, ctx: _checks().check_conventions(run), applies=_kernel_runs_once,
                    pick=conventions_cases)
GPU_COMPILE = Check(  # the deviceless compile builds interpret=False itself: once per case
    "gpu_compile",
    lambda run, ctx: _gpu_checks().check_gpu_compile(run, ctx.state.store, files=ctx.state.check_files,
                                                     artifacts=ctx.state.artifacts(), **_bless(ctx)),
    applies=lambda target, pair, case: gpu_case(target, pair, case) and case.interpret,
    heavy=True, figures_on_failure=True, needs_interpret_run=False)  # the GPU table shows failing cases too
def _timing(run: Any, ctx: Context) -> dict[str, Any]:
    """pytest-benchmark is the `timing` extra: without it the check is skipped and says how to get it,
    as gpu_compile is without the `gpu-aot` extra."""
    if not ctx.config.pluginmanager.hasplugin("benchmark"):
        import pytest

        pytest.skip("the timing check needs pytest-benchmark (not installed, or disabled with -p no:benchmark): "
                    "pip install 'pallas-conformance[timing]'")
    return _gpu_checks().check_timing(run, ctx.request.getfixturevalue("benchmark"))


TIMING = Check(  # compiled Pallas exists in the grid only where GPUs are present
    "timing", _timing,
    applies=lambda target, pair, case: gpu_case(target, pair, case) and not case.interpret,
    nothing_to_run=lambda plan: ("no GPU here: compiled-Pallas timings run with --gpus N on a machine with GPUs"
                                 if plan.platform != "gpu" else "no case of this grid needs the timing check"))

PAIR_CHECKS: tuple[Check, ...] = (PATH, VALUES, NATIVE_MESH, GRADIENTS, LOWERING, FILECHECK, GOLDEN, MEMORY,
                                  CONVENTIONS, GPU_COMPILE, TIMING)
BY_NAME = {check.name: check for check in PAIR_CHECKS}
NAMES = tuple(BY_NAME)


def _reported_as_is(err: Exception) -> bool:
    """Errors that are findings or the user's to fix, each naming the case, file or declaration: a
    side of the case that failed (the target's code), an assertion of a reference check (the
    finite-difference check of the native side), a kernel compile that hung, a golden or declaration
    to fix.
    Anything else a check raises is the harness's own error."""
    from harness.case_run import CaseError
    from harness.declare import DeclarationError
    from harness.golden import GoldenError
    from harness.gpu_aot import GpuCompileError
    from harness.known_failures import ManifestError

    return isinstance(err, (AssertionError, CaseError, GpuCompileError, GoldenError, DeclarationError, ManifestError))


def pair_test(check: Check) -> Callable:
    """The test function of a pair check: the case's shared run, the check, its figures recorded."""
    import pytest

    def test(case_run, record, harness_state, pytestconfig, request):
        try:
            if check.about is not None:
                record(check.about(case_run))
            record(check.run(case_run, Context(harness_state, pytestconfig, request)))
        except CheckFailure as failure:
            if check.figures_on_failure:
                record(failure.figures)
            raise
        except Exception as err:
            if not _reported_as_is(err):
                raise HarnessError(f"{case_run.case.id}: internal error of the harness in its {check.name} check, "
                                   f"not a verdict on the kernel ({type(err).__name__}: {err}); please report it "
                                   "with the traceback below") from err
            raise

    test.__name__ = test.__qualname__ = f"test_{check.name}"
    test.__doc__ = f"The {check.name} check on one case (harness.registry.{check.name.upper()})."
    return pytest.mark.harness_check(check.name)(test)
HEAVY = frozenset(check.name for check in PAIR_CHECKS if check.heavy)


# --- scenario checks: whole simulations, one run per variant (harness.scenario_checks) --------------

def _scenario_checks():
    from harness import scenario_checks

    return scenario_checks


def _convergence(run: Any, ctx: Context) -> dict[str, Any]:
    from harness.scenario import convergence_of

    checks = _scenario_checks()
    try:
        return checks.check_convergence(run)
    finally:
        if run.convergence_result is not None:  # the table, whether or not the check passed
            with ctx.request.getfixturevalue("capsys").disabled():
                print("\n" + checks.convergence_table(run.id, run.convergence_result))
                conv = convergence_of(run.scenario, run.variant)
                if conv.note:
                    print(f"  expected order {conv.expected_order}: {conv.note}")


SCENARIO_CHECKS: tuple[Check, ...] = (
    Check("pallas_ran", lambda run, ctx: _scenario_checks().check_pallas_ran(run)),
    Check("parity", lambda run, ctx: _scenario_checks().check_parity(run)),
    Check("conservation", lambda run, ctx: _scenario_checks().check_conservation(run)),
    Check("step_count", lambda run, ctx: _scenario_checks().check_step_count(run)),
    Check("convergence", _convergence),
    Check("gradients", lambda run, ctx: _scenario_checks().check_gradients(run)),
    Check("golden", lambda run, ctx: _scenario_checks().check_golden(run, ctx.state.store, **_bless(ctx),
                                                             optional=ctx.state.golden_optional(run.id))),
)
SCENARIO_BY_NAME = {check.name: check for check in SCENARIO_CHECKS}
SCENARIO_NAMES = tuple(SCENARIO_BY_NAME)


def scenario_test(check: Check) -> Callable:
    """The test function of a scenario check: the variant's shared run, the check, its figures recorded."""
    import pytest

    def test(scenario_run, record, harness_state, pytestconfig, request):
        record(check.run(scenario_run, Context(harness_state, pytestconfig, request)))

    test.__name__ = test.__qualname__ = f"test_{check.name}"
    test.__doc__ = f"The scenario check {check.name} on one variant (harness.registry.SCENARIO_CHECKS)."
    return pytest.mark.harness_scenario_check(check.name)(test)
