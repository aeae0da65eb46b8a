"""The check registry is the one place a check is declared: the suites' tests, the manifest's check
names and the heavy-first ordering all come from it, and its test wrapper records figures as the
check declares."""

import ast
import dataclasses
from pathlib import Path

import pytest

from harness.manifest import known_failures
from harness.checks import registry
from harness.checks.check import Check
from harness import scenario_suite, suite
from harness.errors import CheckFailure, HarnessError


def test_every_registered_check_is_a_test_and_a_manifest_name():
    for check in registry.PAIR_CHECKS:
        test = getattr(suite, f"test_{check.name}")
        assert test.pytestmark[0].name == "harness_check" and test.pytestmark[0].args == (check.name,)
    assert suite.__all__ == [f"test_{c.name}" for c in registry.PAIR_CHECKS]
    assert known_failures.CHECKS == registry.NAMES
    assert scenario_suite.__all__ == [f"test_{c.name}" for c in registry.SCENARIO_CHECKS]
    assert registry.HEAVY == {"gradients", "gpu_compile", "memory"}


def _call(check, run="RUN"):
    recorded = []
    test = registry.pair_test(check)
    test(run, recorded.append, harness_state=None, pytestconfig=None, request=None)
    return recorded


def test_the_wrapper_records_a_checks_figures_and_on_failure_only_where_declared():
    assert _call(Check("toy", lambda run, ctx: {"seen": run})) == [{"seen": "RUN"}]

    def failing(run, ctx):
        raise CheckFailure("toy: 3 of 8 elements differ", {"n_bad": 3})

    for keeps, expected in ((True, [{"n_bad": 3}]), (False, [])):
        recorded = []
        test = registry.pair_test(Check("toy", failing, figures_on_failure=keeps))
        with pytest.raises(CheckFailure, match="3 of 8"):
            test("RUN", recorded.append, harness_state=None, pytestconfig=None, request=None)
        assert recorded == expected


def test_an_internal_error_says_it_is_the_harnesss_and_a_finding_stays_one():
    """A bug in a check (a KeyError in our own code) must not read as a verdict on the kernel; a side
    of the case that failed, or a reference assertion, stays what it is (the manifest matches it)."""
    import types

    from harness.errors import CaseError

    run = types.SimpleNamespace(case=types.SimpleNamespace(id="toy[f32-mesh1]"))

    def buggy(run, ctx):
        return {}["figures"]

    test = registry.pair_test(Check("toy", buggy))
    with pytest.raises(HarnessError, match=r"toy\[f32-mesh1\]: internal error of the harness in its toy "
                                                    r"check, not a verdict on the kernel \(KeyError") as raised:
        test(run, [].append, harness_state=None, pytestconfig=None, request=None)
    assert isinstance(raised.value.__cause__, KeyError)  # the traceback into the harness is kept
    for finding in (CaseError("toy[f32-mesh1]", "pallas", "tracing", TypeError("bad dtype")),
                    AssertionError("Not equal to tolerance rtol=1e-05")):
        def failing(run, ctx, finding=finding):
            raise finding
        with pytest.raises(type(finding)):
            registry.pair_test(Check("toy", failing))(run, [].append, harness_state=None,
                                                               pytestconfig=None, request=None)


def test_a_refused_input_runs_only_the_checks_that_say_so():
    class Pair:
        on_reject = "raises"
        interpret_refusal = None

        @staticmethod
        def accepts(case):
            return False

    runs = {c.name for c in registry.PAIR_CHECKS if c.runs_on(None, Pair, type("Case", (), {"mesh_axes": "auto"}))}
    assert runs == {"path"}  # native_mesh runs on a user's mesh only


def test_a_kernel_the_interpreter_refuses_keeps_its_device_build_checks_and_a_blackwell_one_no_h100_compile():
    from harness.declare import Case, Pair, Target

    def case(interpret):
        return Case(pair="k", ndim=0, dtype="f16", x64=False, interpret=interpret, block=(), mesh=1, extra=(),
                    mesh_axes="auto")

    pair = Pair(name="k", pallas="m:f", native="m:g", build=lambda case, fns: None, accepts=lambda case: True,
                meshes=False, dtypes=("f16",), ndims=(0,), not_differentiable="none",
                interpret_refusal="Unsupported memory space")
    target = Target(package="jax", version="0", name="t", pairs=[pair], dtypes=("f16",))
    runs = {c.name for c in registry.PAIR_CHECKS if c.runs_on(target, pair, case(True))}
    # the memory model evaluates the kernel itself: no interpreter needed (JAX's ragged paged attention)
    assert runs == {"path", "lowering", "filecheck", "gpu_compile", "memory"}
    blackwell = dataclasses.replace(pair, not_for_h100="an sm_100a kernel", cuda_backend="mosaic_gpu")
    assert {c.name for c in registry.PAIR_CHECKS if c.runs_on(target, blackwell, case(True))} == \
        {"path", "lowering", "filecheck"}  # a Mosaic GPU kernel: nothing the model follows
    plain = dataclasses.replace(pair, interpret_refusal=None)
    assert {"values", "golden", "memory"} <= {c.name for c in registry.PAIR_CHECKS if c.runs_on(target, plain, case(True))}


def test_every_registered_check_is_documented_in_the_readme_and_docs():
    """A new check cannot be left out of the documents: the README's table has a row for each pair check,
    docs/checks.md a bullet (its name in bold), docs/scenarios.md names each scenario check."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    readme = re.findall(r"^\| `([a-z_]+)` \|", (root / "README.md").read_text(), re.MULTILINE)
    checks = (root / "docs" / "checks.md").read_text()
    scenarios = (root / "docs" / "scenarios.md").read_text()
    assert sorted(readme) == sorted(registry.NAMES), "README's table: a row per check, once"
    assert not [n for n in registry.NAMES if f"**{n}**" not in checks], "docs/checks.md: a bullet per check"
    assert not [n for n in registry.SCENARIO_NAMES if f"`{n}`" not in scenarios], "docs/scenarios.md"


def test_a_refused_kernel_skips_the_memory_check_only_for_the_refusal_and_never_hides_a_harness_error():
    """Where JAX's interpreter refuses a kernel, the model may stop on it too (the declared text, or a primitive
    JAX cannot evaluate): no verdict, said so. Any other error is the harness's and must surface."""
    import types

    from harness.checks import memory

    def run(refusal, interpret=True):
        return types.SimpleNamespace(pair=types.SimpleNamespace(interpret_refusal=refusal),
                                     case=types.SimpleNamespace(interpret=interpret))

    refused = run("Found an unbound axis name: subcore")
    assert memory._refused_for_the_model_too(refused, NameError("Found an unbound axis name: subcore."))
    assert memory._refused_for_the_model_too(refused, NotImplementedError("no rule for parallel_loop"))
    assert not memory._refused_for_the_model_too(refused, KeyError("a bug of the harness"))
    assert not memory._refused_for_the_model_too(run(None), NotImplementedError("x"))
    assert not memory._refused_for_the_model_too(run("Found an unbound", interpret=False), NameError("Found an unbound"))


def test_a_kernel_the_model_cannot_follow_names_only_the_checks_that_run_instead():
    """The memory check's skip says what checks the kernel instead: never gradients of a pair that is not
    differentiated, nor values where JAX's interpreter refuses the kernel."""
    import types

    from harness.checks import memory

    def run(refusal, differentiable):
        return types.SimpleNamespace(pair=types.SimpleNamespace(interpret_refusal=refusal, differentiable=differentiable),
                                     case=types.SimpleNamespace(interpret=True))

    assert memory._checked_instead(run(None, True)) == "its values, gradients and lowering are checked"
    assert memory._checked_instead(run(None, False)) == "its values and lowering are checked"
    assert memory._checked_instead(run("Shapes must be", False)).startswith("its lowering is checked")


def test_a_declared_refusal_on_a_side_that_fell_back_says_it_fell_back():
    """No kernel ran, so nothing refused: the path check names the fallback (tokamax's ragged_gather_reduce
    runs its XLA reference below a size), not 'the kernel now runs: remove the declaration'."""
    import types

    from harness.checks import path
    from harness.errors import CheckFailure

    import jax

    def run(calls):
        return types.SimpleNamespace(
            pair=types.SimpleNamespace(interpret_refusal="parallel_loop", emulate="tpu:v7x"),
            case=types.SimpleNamespace(id="c"), native=types.SimpleNamespace(error=None),
            pallas=types.SimpleNamespace(error=None, pallas_calls=calls, jaxpr=jax.make_jaxpr(abs)(1.0)))

    with pytest.raises(CheckFailure, match="contains no pallas_call: it silently fell back to native"):
        path._check_interpret_refusal(run(0))
    with pytest.raises(CheckFailure, match="now runs in interpret mode although the pair declares"):
        path._check_interpret_refusal(run(1))


def test_a_declared_platform_refusal_on_a_build_with_no_kernel_is_no_advice_to_remove_it():
    """A device build that traces no pallas_call lowers anywhere: 'now lowers, remove the declaration' would
    lead to a pass with nothing lowered; the verdict names the empty build instead."""
    import types

    from harness.checks import lowering

    def outcome(kernels, traced):
        return types.SimpleNamespace(error=None, device_build_failed=False, kernels=kernels, traced_kernels=traced,
                                     exception=None)

    text, _ = lowering._declared_outcome("CUDA", "cuda", outcome({}, 0), "Cannot lower pallas_call")
    assert "with no kernel in it" in text and "traces no pallas_call" in text and "remove the declaration" not in text
    text, _ = lowering._declared_outcome("CUDA", "cuda", outcome({"d": "ir"}, 1), "Cannot lower pallas_call")
    assert text.startswith("now lowers for CUDA although the pair declares") and text.endswith("remove the declaration")


def _names_a_check(tree: ast.AST, names: set[str]) -> list[int]:
    """Lines where a module picks rows by a check's name: `...["check"] == "<name>"` (or `in`, `!=`),
    `.where("<name>")`, `BY_NAME["<name>"]`."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and "check" in {c.value for c in ast.walk(node) if isinstance(c, ast.Constant)}:
            if names & {c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)}:
                found.append(node.lineno)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "where":
            if any(isinstance(a, ast.Constant) and a.value in names for a in node.args):
                found.append(node.lineno)
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value in names:
            if "BY_NAME" in ast.unparse(node.value):
                found.append(node.lineno)
    return sorted(found)


def test_the_reports_know_no_check_by_name():
    """report/ loops over the registry: a check's tables, plot, upgrade part and moved figures are its own
    (harness.checks.check.Summary), so a new check touches no report module."""
    names = set(registry.NAMES) | set(registry.SCENARIO_NAMES)
    report_dir = Path(registry.__file__).parents[1] / "report"
    named = {path.name: lines for path in sorted(report_dir.glob("*.py"))
             if (lines := _names_a_check(ast.parse(path.read_text()), names))}
    assert named == {}, f"report modules pick rows by a check's name (lines): {named}"
    # the checker finds one put back
    planted = ast.parse('rows = [r for r in rows if r["check"] == "parity"]\nresults.where("golden")\n'
                        'registry.BY_NAME["gpu_compile"]\nok = r["check"] == "x"\n')
    assert _names_a_check(planted, names) == [1, 2, 3]
