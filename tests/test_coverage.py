"""harness coverage: which option values a pair's sides read and the grid never runs."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from harness.tools import coverage
from harness.declare import load_target
from harness.run.engine import Engine

TOY = Path(__file__).resolve().parent / "toy_coverage"
PACKAGES = TOY.parent / "toy_packages"  # covtoy lives apart from the declarations, as an installed package does


@pytest.fixture
def covtoy(monkeypatch):
    monkeypatch.syspath_prepend(str(PACKAGES))
    monkeypatch.delenv("COVTOY_FIX", raising=False)
    sys.modules.pop("covtoy", None)

    def load(fix: bool = False):
        if fix:
            monkeypatch.setenv("COVTOY_FIX", "1")
        else:
            monkeypatch.delenv("COVTOY_FIX", raising=False)
        for name in [m for m in sys.modules if m.startswith("harness_declared.") and "toy_coverage" in m]:
            del sys.modules[name]
        target = load_target(TOY / "pairs.py")
        return target, {p.name: p for p in target.pairs}, Engine(target)

    return load


def _fields(cov):
    return {f.field: f for f in cov.fields}


def test_gaps_name_each_value_no_case_runs_and_who_reads_it(covtoy):
    target, pairs, engine = covtoy()
    a = coverage.pair_coverage(target, pairs["toy_a"], engine, None)
    f = _fields(a)
    assert (f["Config.mode"].kind, f["Config.mode"].exercised, f["Config.mode"].gaps) == (
        "enum", ["LINEAR", "SQUARE"], ["CUBE"])
    assert f["Config.mode"].sides == ("pallas", "gate", "native")
    assert (f["Config.clamp"].kind, f["Config.clamp"].gaps) == ("bool", ["False"])
    assert f["Config.extra"].native_only and f["Config.extra"].gaps == ["True"]
    assert f["Config.scale"].kind == "numeric" and not f["Config.scale"].gaps
    message = coverage.gap_message(target, a)
    assert "pair 'toy_a'" in message and "Config.mode (pallas/gate/native): never runs CUBE" in message
    assert "out_of_scope" in message and "toy_coverage/pairs.py" in message
    b = coverage.pair_coverage(target, pairs["toy_b"], engine, None)
    assert _fields(b)["Config.level"].kind == "undeclared" and b.gaps


def test_declared_reasons_close_the_gaps_and_unused_ones_are_named(covtoy):
    target, pairs, engine = covtoy(fix=True)
    stale = dataclasses.replace(pairs["toy_a"], out_of_scope={**pairs["toy_a"].out_of_scope, "Config.gone": "old"})
    a = coverage.pair_coverage(target, stale, engine, None)
    assert not a.gaps
    assert _fields(a)["Config.mode"].out_of_scope == {"CUBE": "supported() takes LINEAR and SQUARE"}
    assert a.unused_out_of_scope == ["Config.gone"]
    assert not coverage.pair_coverage(target, pairs["toy_b"], engine, None).gaps
    assert "no undeclared gap" in coverage.format_report([a])


def test_a_gate_rejects_reason_is_checked_against_the_gate(covtoy, monkeypatch):
    """Config.mode=CUBE is declared out of scope because the gate rejects it (GateRejects): the gate is
    evaluated with CUBE. The day it accepts CUBE, the declaration is a gap naming it; a plain-string
    reason stays a claim, shown as not checked."""
    target, pairs, engine = covtoy(fix=True)
    a = coverage.pair_coverage(target, pairs["toy_a"], engine, None)
    assert a.reads.gate == {"Config.mode=CUBE": "rejects"} and not a.gaps
    report = coverage.format_report([a])
    assert "out of scope CUBE (checked: the gate rejects it): supported() takes LINEAR and SQUARE" in report
    assert "out of scope True (not checked): a native-only debug switch" in report
    monkeypatch.setenv("COVTOY_GATE_ACCEPTS_CUBE", "1")
    a = coverage.pair_coverage(target, pairs["toy_a"], engine, None)
    assert a.reads.gate == {"Config.mode=CUBE": "accepts"}
    assert [f.field for f in a.gaps] == ["Config.mode"] and _fields(a)["Config.mode"].gaps == ["CUBE"]
    message = coverage.gap_message(target, a)
    assert ("Config.mode=CUBE: declared out of scope because the gate rejects it (GateRejects: 'supported() takes "
            "LINEAR and SQUARE'), but the gate accepts it: add its cases to the grid") in message
    assert "FALSE: the gate accepts it" in coverage.format_report([a])
    from harness.declare import GateRejects

    unread = dataclasses.replace(pairs["toy_a"], out_of_scope={**pairs["toy_a"].out_of_scope,
                                                               "Config.extra=True": GateRejects("the gate says no")})
    f = _fields(coverage.pair_coverage(target, unread, engine, None))["Config.extra"]
    assert f.false_reasons == {"True": "the gate never reads this field: it cannot reject the value"}


def test_reads_do_not_depend_on_what_was_traced_before(covtoy, monkeypatch):
    """toy_b's shared helper is jitted with the config static: after toy_a traced it with the same
    config, a cache hit would read nothing. The tracing caches are dropped per pair, so toy_b's
    record is the same alone and after toy_a; without that it loses Config.mode."""
    target, pairs, engine = covtoy()
    cases = coverage.coverage_cases(target, pairs["toy_b"])
    alone = coverage.trace_reads(target, pairs["toy_b"], cases, engine).values
    coverage.trace_reads(target, pairs["toy_a"], coverage.coverage_cases(target, pairs["toy_a"]), engine)
    after = coverage.trace_reads(target, pairs["toy_b"], cases, engine).values
    assert alone == after and "Config.mode" in alone["pallas"]
    import harness.jaxtools.jaxcompat

    monkeypatch.setattr(harness.jaxtools.jaxcompat, "forget_traces", lambda: "none")
    coverage.trace_reads(target, pairs["toy_a"], coverage.coverage_cases(target, pairs["toy_a"]), engine)
    stale = coverage.trace_reads(target, pairs["toy_b"], cases, engine).values
    assert "Config.mode" not in stale.get("pallas", {})


def test_records_are_reused_until_the_declaration_changes(covtoy, tmp_path):
    target, pairs, engine = covtoy()
    first = coverage.pair_coverage(target, pairs["toy_a"], engine, tmp_path)
    again = coverage.pair_coverage(target, pairs["toy_a"], engine, tmp_path)
    assert (first.cached, again.cached) == (False, True)
    assert [dataclasses.asdict(f) for f in first.fields] == [dataclasses.asdict(f) for f in again.fields]
    narrowed = dataclasses.replace(pairs["toy_a"], options={"mode": ("linear",)})
    changed = coverage.pair_coverage(target, narrowed, engine, tmp_path)
    assert not changed.cached and _fields(changed)["Config.mode"].gaps == ["SQUARE", "CUBE"]


def test_out_of_scope_keys_are_validated(covtoy):
    from harness.declare import validate
    from harness.errors import DeclarationError

    target, pairs, _ = covtoy()
    bad = dataclasses.replace(target, pairs=[dataclasses.replace(pairs["toy_a"], out_of_scope={"mode": "x"})])
    with pytest.raises(DeclarationError, match="toy_a.*names no option value"):
        validate(bad)
    bad = dataclasses.replace(target, pairs=[dataclasses.replace(pairs["toy_a"], out_of_scope={"Config.mode": " "})])
    with pytest.raises(DeclarationError, match="one-line reason"):
        validate(bad)


def test_an_undeclared_gap_is_a_collection_error(pytester, monkeypatch):
    """The plugin measures coverage before collecting: a gap stops the run, naming the pair, the
    field, the value and the fix; with the reasons declared the same suite collects."""
    monkeypatch.setenv("PYTHONPATH", str(PACKAGES))
    pytester.makepyfile(test_pairs="from harness.suite import *  # noqa: F401,F403\n")
    args = ("--pairs", str(TOY / "pairs.py"), "--known-failures", str(pytester.path / "none.toml"),
            "--coverage-dir", str(pytester.path / "coverage"), "-p", "no:cacheprovider", "--co", "-q")
    monkeypatch.delenv("COVTOY_FIX", raising=False)
    result = pytester.runpytest_subprocess(*args)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*pair 'toy_a'*", "*Config.mode (pallas/gate/native): never runs CUBE*",
                                 "*Config.level*domain unknown*"])
    monkeypatch.setenv("COVTOY_FIX", "1")
    fixed = pytester.runpytest_subprocess(*args[:-1])  # not -q: the header line says what was measured
    assert fixed.ret == pytest.ExitCode.OK, fixed.stdout.str()[-3000:]
    fixed.stdout.fnmatch_lines(["*option coverage of 2 pairs: no undeclared gap*"])
    off = pytester.runpytest_subprocess(*args[:-2], "--option-coverage", "off", "--co", "-q")
    assert off.ret == pytest.ExitCode.OK
    # the gate's source changes to accept CUBE: the warm record no longer applies (its key holds the
    # source of every function the pair reaches), and the run fails naming the declaration it disproves
    changed = pytester.path / "changed" / "covtoy"
    changed.mkdir(parents=True)
    source = (PACKAGES / "covtoy" / "__init__.py").read_text()
    (changed / "__init__.py").write_text(source.replace("    return config.mode in (LINEAR, SQUARE)\n",
                                                        "    return config.mode in (LINEAR, SQUARE, CUBE)\n"))
    monkeypatch.setenv("PYTHONPATH", f"{changed.parent}:{PACKAGES}")
    accepts = pytester.runpytest_subprocess(*args)
    assert accepts.ret == pytest.ExitCode.INTERRUPTED
    accepts.stdout.fnmatch_lines(["*Config.mode=CUBE: declared out of scope because the gate rejects it*but the "
                                  "gate accepts it*"])


def test_harness_coverage_prints_each_field_and_exits_1_on_a_gap(covtoy, capsys, tmp_path):
    from harness.cli import main

    covtoy()
    argv = ["coverage", "--pairs", str(TOY / "pairs.py"), "--cache", str(tmp_path)]
    assert main(argv) == 1
    out = capsys.readouterr()
    assert "GAP  Config.mode" in out.out and "never CUBE" in out.out and "NATV" not in out.out.split("GAP")[0]
    assert "toy_a, toy_b" in out.err
    covtoy(fix=True)
    assert main(argv + ["--pair", "toy_a"]) == 0
    out = capsys.readouterr().out
    assert "toy_a: 4 fields read over 2 cases (cached); no undeclared gap" in out  # reasons need no new trace
    assert "out of scope True (not checked): a native-only debug switch" in out
    assert main(argv + ["--pair", "nope"]) == 2


def test_pairs_without_a_record_are_traced_in_parallel_processes_with_the_same_reads(covtoy, monkeypatch, tmp_path,
                                                                                    capfd):
    """The gate traces the pairs it has no record of in as many processes as it has workers (the serial
    part before the first test); a record written there reads exactly as one traced here. Those processes
    start JAX without the CUDA plugin's start-up lines (harness.jaxtools.jax_start)."""
    monkeypatch.setenv("PYTHONPATH", str(PACKAGES))  # the spawned processes find covtoy as this one does
    target, pairs, engine = covtoy()
    capfd.readouterr()
    assert sorted(coverage.record_in_parallel(target, target.pairs, tmp_path, 2)) == sorted(pairs)
    err = capfd.readouterr().err
    assert "cudart_stub" not in err and "absl::InitializeLog" not in err, err[-2000:]
    assert coverage.record_in_parallel(target, target.pairs, tmp_path, 2) == []  # recorded: nothing to trace
    for name, pair in pairs.items():
        recorded = coverage.pair_coverage(target, pair, engine, tmp_path)
        traced = coverage.pair_coverage(target, pair, engine, None)
        assert recorded.cached and not traced.cached
        assert dataclasses.replace(recorded.reads, seconds=0) == dataclasses.replace(traced.reads, seconds=0), name


def test_the_header_counts_pairs_traced_in_parallel_as_traced(pytester, monkeypatch):
    """With -n 2 the pairs without a record are traced in parallel processes and then read from the
    records just written: the header said '0 traced, N from records' for a cold run's whole trace
    (311 s of a gate run), and the report charged none of it to option coverage."""
    monkeypatch.setenv("PYTHONPATH", str(PACKAGES))
    monkeypatch.setenv("COVTOY_FIX", "1")
    pytester.makepyfile(test_pairs="from harness.suite import *  # noqa: F401,F403\n")
    args = ("--pairs", str(TOY / "pairs.py"), "--known-failures", str(pytester.path / "none.toml"),
            "--coverage-dir", str(pytester.path / "coverage"), "-p", "no:cacheprovider", "--co", "-n", "2")
    cold = pytester.runpytest_subprocess(*args)
    assert cold.ret == pytest.ExitCode.OK, cold.stdout.str()[-3000:]
    cold.stdout.fnmatch_lines(["*option coverage of 2 pairs: no undeclared gap (2 traced, 0 from records*"])
    warm = pytester.runpytest_subprocess(*args)
    warm.stdout.fnmatch_lines(["*option coverage of 2 pairs: no undeclared gap (0 traced, 2 from records*"])
