"""harness mutate: the operators find the faults they name, and a run over the toy pair says which
check caught each mutant (or that it survived)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from harness.tools import mutants, mutate

from conftest import jax_cache_args

REPO = Path(__file__).resolve().parent.parent
TOY = REPO / "tests" / "toy" / "pairs.py"

KERNEL_MODULE = textwrap.dedent('''\
    import jax.numpy as jnp
    from jax.experimental import pallas as pl


    def scale_supported(x, block):
        """A gate."""
        return x.shape[0] % block == 0


    def scale_pallas(x, dtdx, block, halo=(1,)):
        def kernel(x_ref, c_ref, o_ref):
            i = pl.program_id(0)
            flux = x_ref[(i + 1) % 8] - x_ref[i]
            o_ref[...] = -c_ref[()] * flux
        return wrap(pl.pallas_call(kernel, grid=(8 // block,), input_output_aliases={0: 0},
                                   out_shape=x)(x, jnp.asarray(dtdx, dtype=x.dtype)), halo=halo)


    def untouched(x):
        return x[(x + 1) % 8]
''')


def _source(tmp_path: Path) -> mutants.Source:
    path = tmp_path / "kern.py"
    path.write_text(KERNEL_MODULE)
    return mutants.Source("pkg/kern.py", "pkg.kern", path, path.read_bytes())


def test_each_operator_finds_its_fault_only_in_reached_functions(tmp_path):
    src = _source(tmp_path)
    reached = {"pkg.kern:scale_supported", "pkg.kern:scale_pallas"}
    found = mutants.find([src], reached, set(mutants.OPERATORS))
    by_op = {}
    for m in found:
        by_op.setdefault(m.operator, []).append(m)
    assert sorted(by_op) == ["alias", "axis", "f32", "grid", "halo", "offset", "predicate", "python-float", "sign"]
    assert [(m.original, m.replacement) for m in by_op["offset"]] == [("1", "2")]
    assert [(m.original, m.replacement) for m in by_op["axis"]] == [("0", "1")]
    assert [(m.original, m.replacement) for m in by_op["alias"]] == [("{0: 0}", "{}")]
    assert sorted(m.replacement for m in by_op["predicate"]) == ["return False", "return True"]
    assert [m.original for m in by_op["halo"]] == ["halo"]
    assert [m.original for m in by_op["python-float"]] == ["jnp.asarray(dtdx, dtype=x.dtype)"]
    assert {m.function for m in found} == reached  # `untouched` is reached by no pair: no mutant there
    assert len({m.id for m in found}) == len(found)
    for m in found:  # every mutant is valid Python that differs from the original
        mutated = mutants.apply(src.data, list(m.edits))
        assert mutated != src.data
        ast.parse(mutated)


def test_sign_flips_the_flux_term_and_grid_loses_a_program(tmp_path):
    src = _source(tmp_path)
    found = mutants.find([src], {"pkg.kern:scale_pallas"}, {"sign", "grid"})
    texts = {m.operator: mutants.apply(src.data, list(m.edits)).decode() for m in found}
    assert "flux = (x_ref[(i + 1) % 8]) + (x_ref[i])" in texts["sign"]
    namespace: dict = {}
    grid_expr = texts["grid"].split("grid=", 1)[1].split(", input_output_aliases")[0]
    assert eval(grid_expr.replace("8 // block", "4"), namespace) == (3,)


def test_twin_constant_changes_both_twins_identically(tmp_path):
    src = _source(tmp_path)
    native = tmp_path / "nat.py"
    native.write_text("def native(x):\n    return 0.25 * x + 0.75\n")
    twin = mutants.Source("pkg/nat.py", "pkg.nat", native, native.read_bytes())
    pallas = tmp_path / "pal.py"
    pallas.write_text("def pallas(x):\n    def kernel(r):\n        r[...] = 0.25 * r[...] + 0.75\n    return kernel\n")
    own = mutants.Source("pkg/pal.py", "pkg.pal", pallas, pallas.read_bytes())
    found = mutants.twin_constants({s.key: s for s in (src, twin, own)}, {"pkg.pal:pallas"}, {"pkg.nat:native"})
    assert len(found) == 1
    m = found[0]
    assert {e.file for e in m.edits} == {"pkg/pal.py", "pkg/nat.py"} and m.edits[0].file == "pkg/pal.py"
    assert "0.25025 * x" in mutants.apply(twin.data, [e for e in m.edits if e.file == "pkg/nat.py"]).decode()


def test_sample_keeps_a_bounded_spread_and_is_stable(tmp_path):
    src = _source(tmp_path)
    found = mutants.find([src], {"pkg.kern:scale_supported", "pkg.kern:scale_pallas"}, set(mutants.OPERATORS))
    one = mutants.sample(found, 1)
    assert len(one) == len({m.operator for m in found})
    assert [m.id for m in one] == [m.id for m in mutants.sample(list(reversed(found)), 1)]


def test_the_mutant_run_refuses_an_installed_package(toy_suite, monkeypatch, tmp_path):
    """Under harness mutate the target package must come from the copy: else no verdict, an error."""
    monkeypatch.setenv("HARNESS_MUTANT_ROOT", str(tmp_path))
    result = toy_suite("-q")
    assert result.ret == 4
    assert "not the mutated copy" in result.stderr.str()


def _harness(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("TOY_BUG", "HARNESS_MUTANT_ROOT")}
    return subprocess.run([sys.executable, "-m", "harness.cli", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=900)


def test_harness_mutate_on_the_toy_pair(tmp_path):
    """Two operators on the toy pair: the stencil offset is caught by the values check, the constant
    changed in both twins only by the golden; the run resumes from its report; an f32 mutant in dead code
    (the planted-bug branch) survives and fails --min-score."""
    golden, manifest = tmp_path / "golden", tmp_path / "none.toml"
    suite = str(REPO / "conformance" / "test_pairs.py")
    common = ["--golden-dir", str(golden), "--known-failures", str(manifest), *jax_cache_args()]
    bless = _harness("bless", "--pairs", str(TOY), "--suite", suite, *common, cwd=REPO)
    assert bless.returncode == 0, bless.stdout[-2000:] + bless.stderr[-2000:]
    report = tmp_path / "mutate.json"
    args = ["mutate", "--pairs", str(TOY), "--suite", suite, "--workdir", str(tmp_path / "work"),
            "--json", str(report), "-n", "2"]
    run = _harness(*args, "--operators", "offset,twin-constant", "--", *common, cwd=REPO)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    table = run.stdout[run.stdout.index("mutant  "):]
    rows = {line.split()[1]: line for line in table.splitlines()[1:] if line.split() and line.split()[1] in
            ("offset", "twin-constant")}
    right = next(n for n, line in enumerate(TOY.read_text().splitlines(), 1) if "right = x_ref[(idx + 1) % n]" in line)
    assert f"toy/pairs.py:{right}" in rows["offset"] and " values (toy_stencil[" in rows["offset"]  # the right neighbour
    assert " golden (toy_stencil[" in rows["twin-constant"]
    assert "mutation score: 2/2 killed = 100.0%" in table
    data = json.loads(report.read_text())
    assert data["score"] == 1.0 and {r["operator"] for r in data["mutants"]} == {"offset", "twin-constant"}
    assert all(r["pairs"] == ["toy_stencil"] for r in data["mutants"])
    assert TOY.read_text() == (REPO / "tests" / "toy" / "pairs.py").read_text()  # the original is untouched
    page = tmp_path / "report.html"
    html = _harness("run", "--pairs", str(TOY), "--suite", suite, *common, "-q", "--harness-html", str(page),
                    "--harness-mutation", str(report), cwd=REPO)
    assert html.returncode == 0, html.stdout[-2000:]
    text = page.read_text()
    assert "Mutation testing" in text and "2 of 2 mutants killed" in text
    assert all(r["id"] in text for r in data["mutants"])
    again = _harness(*args, "--operators", "offset,twin-constant", "--resume", "--", *common, cwd=REPO)
    assert again.returncode == 0 and "[1/" not in again.stdout  # nothing left to run
    assert "mutation score: 2/2 killed" in again.stdout
    dead = _harness(*args, "--operators", "f32", "--json", str(tmp_path / "f32.json"), "--min-score", "90",
                    "--escalate", "--", *common, cwd=REPO)
    assert dead.returncode == 1, dead.stdout[-3000:] + dead.stderr[-3000:]
    assert "SURVIVED (the full grid does not catch it either)" in dead.stdout
    assert "mutation score: 0/1 killed = 0.0%" in dead.stdout


def test_a_mutant_that_breaks_the_import_is_killed_by_collection(tmp_path):
    """A mutant the declarations cannot even load is a kill ("collection"), not an aborted run."""
    from harness.declare import load_target

    plan = mutate.plan(load_target(TOY), {"offset"}, None)
    key = next(k for k in plan.layout.sources if k.endswith("pairs.py"))
    end = len(plan.layout.sources[key].data)
    broken = mutants.Mutant("offset", (mutants.Edit(key, end, end, "\nraise ImportError('planted')\n"),),
                            plan.mutants[0].function, 1, "", "raise ImportError('planted')")
    slot = mutate.Slot(tmp_path / "slot", plan.layout)
    slot.apply(broken)
    try:
        outcome = mutate.run_pytest(slot, str(REPO / "conformance" / "test_pairs.py"), slot.pairs_file(TOY),
                                    ["toy_stencil"], [*jax_cache_args(), "--known-failures", str(tmp_path / "none.toml"),
                                                      "--golden-dir", str(tmp_path / "golden")], timeout=600)
    finally:
        slot.apply(None)
    assert outcome.verdict == mutate.KILLED and outcome.check == "collection", outcome
    assert "planted" in outcome.message
    assert slot.path(key).read_bytes() == plan.layout.sources[key].data  # undone


def test_the_copy_reads_as_the_installed_package(tmp_path, monkeypatch):
    """Verdicts text (a golden's "does not lower ... at FILE:LINE", a known failure's signature) names
    the package's files the same way from site-packages, an editable checkout or harness mutate's copy;
    the copy's first baseline failed a golden on exactly this."""
    from harness.jaxtools import lower
    from harness.manifest.observation import portable_text

    site = tmp_path / "slot-0" / "site"
    monkeypatch.setattr(sys, "path", [str(tmp_path), str(site), *sys.path])
    assert lower.importable_path(f"{site}/astronomix/_pallas_helpers.py") == "astronomix/_pallas_helpers.py"
    assert lower.importable_path("/x/lib/python3.11/site-packages/astronomix/a.py") == "astronomix/a.py"
    monkeypatch.setenv("HARNESS_MUTANT_ROOT", str(site))
    assert portable_text(f"raised at {site}/astronomix/a.py:3") == portable_text(
        "raised at /venv/lib/python3.11/site-packages/astronomix/a.py:3") == "raised at site-packages/astronomix/a.py:3"


def test_budget_leaves_mutants_not_run_and_resume_runs_them(tmp_path):
    golden, manifest = tmp_path / "golden", tmp_path / "none.toml"
    suite = str(REPO / "conformance" / "test_pairs.py")
    common = ["--golden-dir", str(golden), "--known-failures", str(manifest), *jax_cache_args()]
    assert _harness("bless", "--pairs", str(TOY), "--suite", suite, *common, cwd=REPO).returncode == 0
    report = tmp_path / "mutate.json"
    args = ["mutate", "--pairs", str(TOY), "--suite", suite, "--workdir", str(tmp_path / "work"), "--json",
            str(report), "--operators", "offset,axis", "--no-baseline"]
    first = _harness(*args, "--budget", "0", "--", *common, cwd=REPO)
    assert first.returncode == 0, first.stdout[-2000:] + first.stderr[-2000:]
    assert [r["verdict"] for r in json.loads(report.read_text())["mutants"]] == ["not run", "not run"]
    second = _harness(*args, "--resume", "--", *common, cwd=REPO)
    assert second.returncode == 0, second.stdout[-2000:] + second.stderr[-2000:]
    verdicts = {r["operator"]: (r["verdict"], r["check"]) for r in json.loads(report.read_text())["mutants"]}
    assert verdicts["offset"] == ("killed", "values") and verdicts["axis"][0] == "killed", verdicts
