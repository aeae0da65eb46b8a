import jax
import jax.numpy as jnp
import pytest
from jax.experimental import pallas as pl

from harness import devices
from harness import known_failures as kf
from harness.paths import count_primitive


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
    with pytest.raises(devices.DeviceError, match="this machine has 1 GPU.s.; ask for at most 1"):
        devices.plan(2, gpus_present=1)
    with pytest.raises(devices.DeviceError, match="at least 1"):
        devices.plan(0, gpus_present=0)


def test_configure_sets_the_device_count_before_jax_starts(monkeypatch):
    monkeypatch.setenv("XLA_FLAGS", "--xla_cpu_foo=1 --xla_force_host_platform_device_count=1")
    monkeypatch.setattr(devices, "count_gpus", lambda: 0)
    devices.configure(4)
    import os

    assert "--xla_force_host_platform_device_count=4" in os.environ["XLA_FLAGS"]
    assert "--xla_cpu_foo=1" in os.environ["XLA_FLAGS"]


def test_manifest_patterns_treat_brackets_literally(tmp_path):
    path = tmp_path / "k.toml"
    path.write_text('[[known_failure]]\npair = "p"\ncase = "p[3d-*-mesh2-*]"\ncheck = "values"\n'
                    'observed = "1e-3"\nwhy = "because"\n')
    [entry] = kf.load(path, {"p"})
    assert entry.matches("p", "p[3d-f32-x64off-interp-b4x4x8-mesh2-axis0]", "values")
    assert not entry.matches("p", "p[3d-f32-x64off-interp-b4x4x8-mesh1-axis0]", "values")
    assert not entry.matches("p", "p[3d-f32-x64off-interp-b4x4x8-mesh2-axis0]", "gradients")


@pytest.mark.parametrize("text, message", [
    ("[[known_failure]]\npair = 'q'\ncase = 'q[*]'\ncheck = 'values'\nobserved = 'x'\nwhy = 'y'\n", "no pair named 'q'"),
    ("[[known_failure]]\npair = 'p'\ncase = 'p[*]'\ncheck = 'speed'\nobserved = 'x'\nwhy = 'y'\n", "check must be one of"),
    ("[[known_failure]]\npair = 'p'\ncase = 'p[*]'\ncheck = 'values'\nobserved = ''\nwhy = 'y'\n", "non-empty"),
    ("[[known_failure]]\npair = 'p'\ncase = 'p[*]'\ncheck = 'values'\nobserved = 'x'\nwhy = 'y'\nextra = 1\n", "unknown keys"),
    ("[[known_failure]\n", "not valid TOML"),
])
def test_malformed_manifest_entries(tmp_path, text, message):
    path = tmp_path / "k.toml"
    path.write_text(text)
    with pytest.raises(kf.ManifestError, match=message):
        kf.load(path, {"p"})


def undifferentiable(x):
    """A Pallas-side stand-in that JAX cannot differentiate (a callback without a derivative rule)."""
    return jax.pure_callback(lambda v: v * 2, jax.ShapeDtypeStruct(x.shape, x.dtype), x)


def doubled(x):
    return x * 2


def test_gradients_of_an_undifferentiable_pallas_side_skip_the_native_work_and_name_the_pallas_side():
    from harness import checks
    from harness.declare import Case, Pair, Target, Workload
    from harness.engine import CaseError, Engine

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
