"""The plugin is installed in the environment of every pytest session; it must leave the sessions
that do not ask for it exactly as they would be without it (JAX's platform, XLA's flags, devices,
no subprocess such as nvidia-smi), and set itself up as soon as one of its options is given."""

import json
import os
import stat

import pytest

PLAIN_JAX_TEST = '''
import json, os
from pathlib import Path


def test_a_teams_own_jax_test(request):
    import jax
    import jax.numpy as jnp

    assert float(jnp.sum(jnp.arange(4.0))) == 6.0
    seen = {"env": {k: v for k, v in os.environ.items() if k.startswith(("XLA_", "JAX_", "TF_", "HARNESS_"))},
            "devices": [str(d) for d in jax.devices()],
            "plugin": request.config.pluginmanager.has_plugin("pallas_conformance")}
    Path(os.environ["SEEN"]).write_text(json.dumps(seen))
'''


@pytest.fixture
def plain_session(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch):
    """A folder with a plain JAX test (no conformance target), run in a clean environment with an
    nvidia-smi on PATH that leaves a mark when called."""
    pytester.makepyfile(test_model=PLAIN_JAX_TEST)
    for key in list(os.environ):  # what this session's own set-up exported must not mask the plugin's
        if key.startswith(("XLA_", "JAX_", "TF_", "HARNESS_")):
            monkeypatch.delenv(key)
    bin_dir = pytester.path / "bin"
    bin_dir.mkdir()
    smi = bin_dir / "nvidia-smi"
    smi.write_text(f"#!/bin/sh\ntouch {pytester.path / 'smi-called'}\nexit 1\n")
    smi.chmod(smi.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")

    def run(*args: str) -> dict:
        seen = pytester.path / "seen.json"
        seen.unlink(missing_ok=True)
        (pytester.path / "smi-called").unlink(missing_ok=True)
        monkeypatch.setenv("SEEN", str(seen))
        result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "test_model.py", *args)
        result.assert_outcomes(passed=1)
        return {**json.loads(seen.read_text()), "smi_called": (pytester.path / "smi-called").exists()}

    return run


def test_a_session_that_does_not_ask_runs_as_without_the_plugin(plain_session):
    installed = plain_session()
    without = plain_session("-p", "no:pallas_conformance")
    assert installed["plugin"] and not without["plugin"]  # it was loaded, and it changed nothing
    assert installed["env"] == without["env"]
    assert installed["devices"] == without["devices"]
    assert not installed["smi_called"]


def test_one_of_its_options_sets_it_up(plain_session):
    asked = plain_session("--gpus", "2")
    assert asked["env"]["JAX_PLATFORMS"] == "cpu"
    assert "--xla_force_host_platform_device_count=2" in asked["env"]["XLA_FLAGS"]
    assert len(asked["devices"]) == 2


def test_a_folder_of_tests_that_writes_a_suite_module_from_a_string_stays_inert(pytester, monkeypatch):
    """The harness's own tests write `from harness.suite import *` into pytester files from strings:
    `pytest tests` names no target and must not set the plugin up (it used to measure astronomix's
    option coverage, minutes, before the first test). A real suite module still counts."""
    pytester.makepyfile(test_model=PLAIN_JAX_TEST, test_writer='SOURCE = "from harness.suite import *"\n\n\n'
                        'def test_source():\n    assert "suite" in SOURCE\n')
    for key in list(os.environ):
        if key.startswith(("XLA_", "JAX_", "TF_", "HARNESS_")):
            monkeypatch.delenv(key)
    monkeypatch.setenv("SEEN", str(pytester.path / "seen.json"))
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", str(pytester.path))
    result.assert_outcomes(passed=2)
    assert "pallas-conformance:" not in result.stdout.str()  # its header lines
    assert "--xla_force_host_platform_device_count" not in json.loads((pytester.path / "seen.json").read_text())[
        "env"].get("XLA_FLAGS", "")
    from harness.plugin.options import _imports_suite

    (pytester.path / "test_pairs.py").write_text("from harness.suite import *  # noqa: F401,F403\n")
    assert _imports_suite(pytester.path / "test_pairs.py")
    assert not _imports_suite(pytester.path / "test_writer.py")


NO_JAX_TEST = '''
import json, os, sys
from pathlib import Path


def test_a_teams_test_without_jax(request):
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("numpy", "jax", "jaxlib", "harness"))
    plugins = sorted(name for name, _ in request.config.pluginmanager.list_name_plugin() if "conformance" in str(name))
    Path(os.environ["SEEN"]).write_text(json.dumps({"loaded": loaded, "plugins": plugins}))
'''


@pytest.mark.parametrize("ask", [(), ("--gpus", "1")], ids=["not-asked", "asked"])
def test_a_session_that_does_not_ask_loads_no_numpy_no_jax_and_only_the_entry_point(pytester, monkeypatch, ask):
    """The entry point loads in every session; the harness itself (and numpy and JAX with it) only in
    one that asks: the same test, asked by an option, sees the plugin proper registered."""
    pytester.makepyfile(test_model=NO_JAX_TEST)
    monkeypatch.setenv("SEEN", str(pytester.path / "seen.json"))
    # (jaxtyping, which astronomix installs, has a pytest plugin of its own that loads numpy in every session)
    pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:jaxtyping", "test_model.py",
                                  *ask).assert_outcomes(passed=1)
    seen = json.loads((pytester.path / "seen.json").read_text())
    if ask:
        assert "pallas_conformance.hooks" in seen["plugins"] and "harness.plugin.hooks" in seen["loaded"]
        assert "numpy" in seen["loaded"]
        return
    assert seen["plugins"] == ["pallas_conformance"], seen["plugins"]
    assert seen["loaded"] == ["harness", "harness.grid", "harness.plugin", "harness.plugin.options",
                              "harness.target_files"], seen["loaded"]
