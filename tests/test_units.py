import jax
import jax.numpy as jnp
import pytest
from jax.experimental import pallas as pl

from harness.grid import devices
from harness.manifest import claims, known_failures, observation
from harness.analysis.paths import count_primitive
from harness.errors import DeviceError, ManifestError


def _kernel_call(x):
    def kernel(x_ref, o_ref):
        o_ref[...] = x_ref[...] * 2

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=True)(x)


def test_pallas_calls_are_found_inside_jit_and_custom_jvp():
    @jax.custom_jvp
    def wrapped(x):
        return jax.jit(_kernel_call)(x)

    wrapped.defjvp(lambda p, t: (wrapped(p[0]), 2 * t[0]))
    x = jnp.ones(8)
    assert count_primitive(jax.make_jaxpr(lambda v: wrapped(v) + _kernel_call(v))(x), "pallas_call") == 2
    assert count_primitive(jax.make_jaxpr(lambda v: v * 2)(x), "pallas_call") == 0


def test_device_plan():
    assert devices.plan(2, gpus_present=0).describe() == "2 simulated CPU device(s) (no GPU present)"
    assert devices.plan(2, gpus_present=4).interpret_modes == (True, False)
    with pytest.raises(DeviceError, match="this machine has 1 GPU.s.; ask for at most 1"):
        devices.plan(2, gpus_present=1)
    with pytest.raises(DeviceError, match="at least 1"):
        devices.plan(0, gpus_present=0)


def test_configure_sets_the_device_count_before_jax_starts(monkeypatch):
    monkeypatch.setenv("XLA_FLAGS", "--xla_cpu_foo=1 --xla_force_host_platform_device_count=1")
    monkeypatch.setattr(devices, "count_gpus", lambda: 0)
    devices.configure(4)
    import os

    assert "--xla_force_host_platform_device_count=4" in os.environ["XLA_FLAGS"]
    assert "--xla_cpu_foo=1" in os.environ["XLA_FLAGS"]


ENTRY = ('[[known_failure]]\ndefect = "d"\nwhy = "because"\ncheck = "values"\ncases = ["p[3d-*-mesh2-*]"]\n'
         'match = "values differ"\n')


def test_manifest_patterns_treat_brackets_literally(tmp_path):
    path = tmp_path / "k.toml"
    path.write_text(ENTRY)
    [entry] = known_failures.load(path, {"p"})
    assert entry.matches("p", "p[3d-f32-x64off-interp-b4x4x8-mesh2-axis0]", "values")
    assert not entry.matches("p", "p[3d-f32-x64off-interp-b4x4x8-mesh1-axis0]", "values")
    assert not entry.matches("p", "p[3d-f32-x64off-interp-b4x4x8-mesh2-axis0]", "gradients")


def test_a_pattern_matches_only_its_pairs_cases_unless_its_pair_name_has_a_wildcard(tmp_path):
    path = tmp_path / "k.toml"
    ids = {"p": ["p[3d-f32-mesh2-a]"], "pq": ["pq[3d-f32-mesh2-a]"], "q": ["q[3d-f32-mesh2-a]"]}
    path.write_text(ENTRY.replace('"p[3d-*-mesh2-*]"', '"p[3d-*]", "p?[3d-*]"'))
    [entry] = known_failures.load(path, {"p", "pq", "q"})
    assert entry.pair_names is None  # p?[...] names its pair with a wildcard
    assert [entry.matches(n, i[0], "values") for n, i in ids.items()] == [True, True, False]
    assert claims.claimed_cases(entry, [i[0] for i in ids.values()]) == {"p[3d-f32-mesh2-a]", "pq[3d-f32-mesh2-a]"}
    path.write_text(ENTRY.replace('"p[3d-*-mesh2-*]"', '"p[3d-*]", "q[*-a]"'))
    [entry] = known_failures.load(path, {"p", "pq", "q"})
    assert entry.pair_names == {"p", "q"}
    assert [entry.matches(n, i[0], "values") for n, i in ids.items()] == [True, False, True]
    assert claims.claimed_cases(entry, [i[0] for i in ids.values()]) == {"p[3d-f32-mesh2-a]", "q[3d-f32-mesh2-a]"}


def test_an_entry_claims_the_compiled_twins_of_its_cases_unless_interpret_only(tmp_path):
    path = tmp_path / "k.toml"
    path.write_text(ENTRY.replace("p[3d-*-mesh2-*]", "p[3d-f32-x64off-interp-b4x4x8-mesh2-axis0]")
                    + ENTRY.replace('"d"', '"e"').replace("p[3d-*-mesh2-*]", "p[1d-f32-x64off-interp-b4-mesh1]")
                    + "interpret_only = true\n")
    device, interpreter = known_failures.load(path, {"p"})
    assert device.matches("p", "p[3d-f32-x64off-compiled-b4x4x8-mesh2-axis0]", "values")  # a GPU run's twin
    assert not device.matches("p", "p[3d-f32-x64off-compiled-b4x4x8-mesh1-axis0]", "values")
    assert interpreter.matches("p", "p[1d-f32-x64off-interp-b4-mesh1]", "values")
    assert not interpreter.matches("p", "p[1d-f32-x64off-compiled-b4-mesh1]", "values")
    assert known_failures.interpret_twin("p[1d-f32-x64off-interp-b4-mesh1]") is None


@pytest.mark.parametrize("text, message", [
    (ENTRY.replace("p[3d", "q[3d"), "names no declared pair"),
    (ENTRY + "interpret_only = 1\n", "interpret_only must be true or false"),
    (ENTRY.replace('"values"', '"speed"'), "unknown checks"),
    (ENTRY.replace('why = "because"', 'why = ""'), "why must be a non-empty string"),
    (ENTRY + "extra = 1\n", "unknown keys"),
    (ENTRY.replace('match = "values differ"', 'match = "(unclosed"'), "not a regular expression"),
    (ENTRY + 'raises = "TypeError"\nat_most = { max_rel = 1e-3 }\n', "a crash has no figures"),
    (ENTRY + "at_most = { max_rel = 'small' }\n", "table of figure = number"),
    (ENTRY + ENTRY.replace('"p[3d-*-mesh2-*]"', '"p[1d-*]"'), "defect 'd' is named by entries #1 and #2"),
    ('[[known_failure]]\npair = "p"\ncase = "p[*]"\ncheck = "values"\nobserved = "x"\nwhy = "y"\n',
     "'pair' and 'case' are gone"),
    ("[[known_failure]\n", "not valid TOML"),
])
def test_malformed_manifest_entries(tmp_path, text, message):
    path = tmp_path / "k.toml"
    path.write_text(text)
    with pytest.raises(ManifestError, match=message):
        known_failures.load(path, {"p"})


def test_stale_and_overlapping_entries_are_errors(tmp_path):
    ids = {"p": ["p[1d-f32-mesh1]", "p[3d-f32-mesh2]"]}
    path = tmp_path / "k.toml"
    path.write_text(ENTRY.replace("p[3d-*-mesh2-*]", "p[2d-*]"))
    with pytest.raises(ManifestError, match="'p.2d-.]' matches no case"):
        claims.check_manifest(known_failures.load(path, {"p"}), ids, path)
    path.write_text(ENTRY.replace("p[3d-*-mesh2-*]", "p[3d-*]") + ENTRY.replace('"d"', '"e"').replace(
        "p[3d-*-mesh2-*]", "p[*-mesh2]"))
    with pytest.raises(ManifestError, match=r"#1 \('d'\) and #2 \('e'\) both claim p\[3d-f32-mesh2\]"):
        claims.check_manifest(known_failures.load(path, {"p"}), ids, path)


def test_a_signature_names_the_error_type_the_message_and_the_figures(tmp_path):
    from harness.errors import CaseError
    from harness.errors import CheckFailure

    path = tmp_path / "k.toml"
    path.write_text(ENTRY + "at_least = { max_rel = 1e-3 }\nat_most = { max_rel = 0.5 }\n"
                    + ENTRY.replace('"d"', '"crash"').replace('"values differ"', '"No constant handler"')
                    + 'raises = "TypeError"\n')
    verdict, crash = known_failures.load(path, {"p"})
    same = observation.observe(CheckFailure("p[3d]: Pallas and native values differ", {"max_rel": 0.01}))
    assert verdict.mismatch(same) is None
    assert "max_rel = 0.6" in verdict.mismatch(observation.observe(CheckFailure("values differ", {"max_rel": 0.6})))
    assert "does not match" in verdict.mismatch(observation.observe(CheckFailure("IR invariants do not hold", {})))
    raised = observation.observe(CaseError("p[3d]", "pallas", "tracing", TypeError("No constant handler for type X")))
    assert raised.error == "TypeError" and crash.mismatch(raised) is None
    assert "expected a check verdict, the run raised TypeError" in verdict.mismatch(raised)
    other = observation.observe(CaseError("p[3d]", "pallas", "tracing", ValueError("No constant handler")))
    assert "expected the run to raise TypeError, it raised ValueError" in crash.mismatch(other)


def test_portable_text_drops_machine_paths_and_reprs(tmp_path):
    text = (f"{tmp_path}/astronomix/filecheck/all.triton.check:7: error; /opt/venv/lib/python3.11/site-packages/"
            "jax/_src/core.py:12; run = CaseRun(pair=Pair(name='x'), _engine=<harness.run.engine.Engine object at "
            "0x7f3a2b>) /tmp/pytest-1/a.mlir")
    out = observation.portable_text(text, tmp_path)
    assert "astronomix/filecheck/all.triton.check:7" in out and "site-packages/jax/_src/core.py:12" in out
    assert str(tmp_path) not in out and "/opt/" not in out and "0x7f3a2b" not in out and "/tmp/" not in out
    assert observation.unportable(out) == ["CaseRun(pair=", "Pair(name="]  # a repr is flagged, not rewritten
    assert observation.unportable("// kernel: k grid=1x1x1 aliases=0<-0 ratio 1/2") == []


def test_portable_text_of_a_long_slash_separated_text_ends():
    """A FileCheck failure quotes IR, whose lines can be long runs of "/x" with no site-packages in
    them: the site-packages pattern backtracked exponentially there (2 s at 22 segments, so a failing
    tokamax FileCheck case hung its worker). Run apart, so a hang is a failure, not a stuck suite."""
    import subprocess
    import sys

    code = ("from harness.manifest import observation; "
            "print(observation.portable_text('a' + '/x' * 80 + ' /usr/lib/python3/dist-packages/foo.py'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "a" + "/x" * 80 + " site-packages/foo.py"


def test_refresh_rewrites_observed_and_keeps_everything_else(tmp_path):
    path = tmp_path / "k.toml"
    original = "# header\n\n" + ENTRY + 'observed = "old"\n\n# about e\n' + ENTRY.replace('"d"', '"e"').replace(
        "p[3d-*-mesh2-*]", "p[1d-*]")
    path.write_text(original)
    assert observation.refresh(path, {1: "new one", 2: 'with "quotes"'}) == 2
    text = path.read_text()
    assert text.startswith("# header\n\n") and 'observed = "new one"\n' in text and "# about e" in text
    assert 'observed = "with \\"quotes\\""\n\n' not in text  # inserted before the blank line, not after
    first, second = known_failures.load(path, {"p"})
    assert (first.observed, second.observed) == ("new one", 'with "quotes"')


def undifferentiable(x):
    """A Pallas-side stand-in that JAX cannot differentiate (a callback without a derivative rule)."""
    return jax.pure_callback(lambda v: v * 2, jax.ShapeDtypeStruct(x.shape, x.dtype), x)


def doubled(x):
    return x * 2


def test_gradients_of_an_undifferentiable_pallas_side_skip_the_native_work_and_name_the_pallas_side():
    from harness.checks import gradients as checks
    from harness.errors import CaseError
    from harness.declare import Case, Pair, Target, Workload
    from harness.run.engine import Engine

    def build(case, fns):
        return Workload(args=(jnp.linspace(0.0, 1.0, 8, dtype=jnp.float32),), pallas=fns.pallas, native=fns.native)

    pair = Pair(name="undiff", pallas=f"{__name__}:undifferentiable", native=f"{__name__}:doubled", build=build,
                accepts=lambda case: True, autodiff="custom_vjp")
    engine = Engine(Target(package="none", version="0", pairs=[pair], source=__file__))
    run = engine.run(pair, Case("undiff", 1, "f32", False, True, (8,), 1))
    traces = engine.counters["traces"]
    native, pallas = run.gradients()
    assert pallas.error is not None and native.error is pallas.error
    assert engine.counters["traces"] == traces  # the native VJP/JVP were never traced
    with pytest.raises(CaseError, match="pallas"):
        checks.check_gradients(run)


def test_large_gradient_programs_compile_unfused_on_cpu_and_the_check_says_so(monkeypatch):
    """Fused at XLA's defaults, XLA:CPU took 1512 s over the MHD adjoint's reverse program (LLVM over the
    fused kernel body); unfused, ~20 s. The option must really turn fusion off on the pinned jaxlib (a
    renamed pass would silently bring the 25 minutes back); only large programs get it, and both sides alike."""
    from harness.checks import gradients as checks
    from harness.run import engine, gradient_programs as programs
    from harness.declare import Case, Pair, Target, Workload

    options = programs.gradient_compile_options(programs.UNFUSED_FROM_OPS)
    assert options == programs.CPU_GRADIENT_COMPILE_OPTIONS  # this suite runs on XLA:CPU
    assert programs.gradient_compile_options(programs.UNFUSED_FROM_OPS - 1) is None
    # 16-bit floats round differently under the fast flags: their gradient programs keep XLA's defaults
    assert programs.gradient_compile_options(100, "f16") == programs.XLA_DEFAULT_COMPILE
    assert programs.gradient_compile_options(100, "bf16") == programs.XLA_DEFAULT_COMPILE
    lowered = jax.jit(lambda x: jnp.sin(x) * 2.0 + jnp.exp(x)).lower(jnp.ones((8, 8), jnp.float32))
    assert "fused_computation" in lowered.compile().as_text(), "XLA:CPU no longer fuses by default"
    assert "fused_computation" not in lowered.compile(options).as_text(), (
        f"{options} no longer turns XLA:CPU fusion off: name the pinned jaxlib's fusion passes")

    def build(case, fns):
        return Workload(args=(jnp.linspace(0.0, 1.0, 8, dtype=jnp.float32),), pallas=fns.pallas, native=fns.native)

    pair = Pair(name="twice", pallas=f"{__name__}:doubled", native=f"{__name__}:doubled", build=build,
                accepts=lambda case: True, autodiff="custom_vjp")

    def run_with_threshold(ops: int):
        monkeypatch.setattr(programs, "UNFUSED_FROM_OPS", ops)
        run = engine.Engine(Target(package="none", version="0", pairs=[pair], source=__file__)).run(
            pair, Case("twice", 1, "f32", False, True, (8,), 1))
        native, pallas = run.gradients()
        return native, pallas, checks.check_gradients(run)["grad_compile"]

    native, pallas, said = run_with_threshold(10**6)  # a small program: the gate's code generation
    assert native.compile_options is None and pallas.compile_options is None and 0 < pallas.program_ops < 10**6
    assert said == f"fused, the gate's code generation ({pallas.program_ops} ops in the Pallas reverse program)"
    native, pallas, said = run_with_threshold(1)  # as if large: both sides unfused
    assert native.compile_options == pallas.compile_options == options
    # at XLA's default -O where the elemental emitters exist; at -O0 where each op is a kernel of its own
    level = 3 if programs.ELEMENTAL_EMITTERS else 0
    assert said.startswith(f"unfused, xla_backend_optimization_level={level}, ") and \
        "xla_disable_hlo_passes=fusion,multi_output_fusion" in said


LISTING = ('[[known_failure]]\ndefect = "bypass"\nwhy = "calls pallas_call directly"\ncheck = "conventions"\n'
           'cases = ["p[*]"]\nmatch = "is called without going through"\n')


def test_a_check_that_lists_findings_is_explained_only_finding_by_finding(tmp_path):
    """A known defect of one kernel must not hide a second defect of the same kernel: every finding
    of a memory or conventions failure needs an entry that explains it."""
    from harness.errors import CheckFailure

    ids = {"p": ["p[1d-f32-mesh1]", "p[3d-f32-mesh1]"]}
    path = tmp_path / "k.toml"
    path.write_text(LISTING + LISTING.replace('"bypass"', '"x64"').replace("p[*]", "p[3d-*]").replace(
        "is called without going through", r"\\[float64-in-narrow-kernel\\]"))
    bypass, x64 = known_failures.load(path, {"p"})
    claims.check_manifest([bypass, x64], ids, path)  # two entries may share a case of a listing check
    bypass_line = "  [not-through-sharded-call] kernel k is called without going through sharded_call"
    x64_line = "  [float64-in-narrow-kernel] kernel k reads only float32 and holds 2 float64 value(s)"
    one = observation.observe(CheckFailure(f"p[1d-f32-mesh1]: 1 convention(s) broken:\n{bypass_line}"))
    both = observation.observe(CheckFailure(f"p[3d-f32-mesh1]: 2 convention(s) broken:\n{bypass_line}\n{x64_line}"))
    assert known_failures.all_matching([bypass, x64], "p", "p[1d-f32-mesh1]", "conventions") == [bypass]
    assert known_failures.explain([bypass], one, "conventions") is None
    hidden = known_failures.explain([bypass], both, "conventions")
    assert "1 finding(s) no entry explains" in hidden and "[float64-in-narrow-kernel]" in hidden
    assert known_failures.all_matching([bypass, x64], "p", "p[3d-f32-mesh1]", "conventions") == [bypass, x64]
    assert known_failures.explain([bypass, x64], both, "conventions") is None
    assert known_failures.explain([bypass], both, "values") is None  # one verdict: its message is matched as a whole
    assert "'x64': the message does not match" in known_failures.explain([bypass, x64], one, "conventions")  # a claimed defect that is gone
    # for a check with one verdict, two entries on one case stay ambiguous
    values = path.read_text().replace('"conventions"', '"values"')
    path.write_text(values)
    with pytest.raises(ManifestError, match=r"#1 \('bypass'\) and #2 \('x64'\) both claim p\[3d-f32-mesh1\]"):
        claims.check_manifest(known_failures.load(path, {"p"}), ids, path)
