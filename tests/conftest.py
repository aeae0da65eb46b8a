import os
import shutil
import subprocess
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parent.parent
TOY = REPO / "tests" / "toy" / "pairs.py"


def jax_line() -> tuple[int, int]:
    """The installed JAX's release line, (0, 12) for 0.12.0.1: the manifest's `jax` condition's reading."""
    from harness.manifest.known_failures import jax_line as line  # imports no JAX

    return tuple(int(part) for part in line().split("."))


# JAX 0.10 lowers a pallas_call without compiler params for CUDA to Mosaic GPU; 0.12 lowers it to Triton, and
# has no pallas_call rule for Mosaic GPU's compiler params (its Mosaic GPU kernels are plgpu.kernel's, which
# pallas_ops' pairs check on every line)
PALLAS_CALL_TO_MOSAIC_GPU = pytest.mark.skipif(
    jax_line() > (0, 10), reason="a pallas_call lowers to Mosaic GPU on JAX 0.10 only (0.12: to Triton, or not at all)")


def pytest_configure(config: pytest.Config) -> None:
    """The plugin leaves sessions that do not ask for it alone, and this one collects the harness's
    own tests, not a target; but these tests run harness code in this process, so they set the
    process up as a conformance run does (CPU devices, the pinned code generation)."""
    config.addinivalue_line("markers", "install: installs the plugin's wheel into a fresh venv with pip (the "
                                       "configured index, pip's cache; about 1.5 min): deselect with -m 'not install'")
    from harness.jaxtools import codegen
    from harness.grid import devices
    from harness.run.gpu import toolchain

    toolchain.prepare_environment()
    devices.configure(1)
    codegen.configure("portable", None)


_SHARED_JAX_CACHE: list[Path] = []


# The modules whose tests each run several harness sessions over real astronomix, pip or a browser (10-30 s
# a test): under xdist they go first, so that the run does not end on one of them while the other worker idles.
LONG_FIRST = ("test_mutate.py", "test_install.py", "test_portability.py", "test_scenario_coverage.py",
              "test_value_scale.py", "test_changed_only.py", "test_readme_commands.py", "test_html_report.py",
              "test_alias_rule.py", "test_shipped_data.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.pluginmanager.hasplugin("xdist") and getattr(config.option, "numprocesses", None):
        items.sort(key=lambda item: item.path.name not in LONG_FIRST)  # stable: the rest keep their order


@pytest.fixture(scope="session", autouse=True)
def shared_jax_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One JAX compilation cache (and its Triton/ptxas kernel cache beside it) for the harness runs of this
    test session, both xdist workers included: the toys' programs are the same in most runs, and the
    harness's verdicts do not depend on the cache (content-keyed, written atomically). Under pytest's base
    temp, so a session starts cold; a test about what a process compiles passes --no-jax-cache instead."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # popen-gwN's parent: shared by the session's workers
    _SHARED_JAX_CACHE[:] = [root / "shared-jax-cache"]
    return _SHARED_JAX_CACHE[0]


def require_distribution(name: str, reason: str) -> None:
    """Skip unless the distribution is installed: from the repository root, a target's folder (tokamax/)
    imports as a namespace package, so pytest.importorskip would not skip."""
    import importlib.metadata

    try:
        importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        pytest.skip(reason)


def jax_cache_args() -> list[str]:
    """The harness option that points a run at the session's shared JAX cache (`shared_jax_cache`); one
    word, `--jax-cache=DIR`: pytest takes a separate path argument into the run's rootdir, against which
    the harness resolves the run's relative paths."""
    return [f"--jax-cache={_SHARED_JAX_CACHE[0]}"]


@pytest.fixture
def toy_suite(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch):
    """A pytester directory running the real plugin over the toy pair (in a subprocess, so device
    flags and JAX state never leak between runs)."""
    pytester.makepyfile(test_pairs=(REPO / "conformance" / "test_pairs.py").read_text())
    monkeypatch.delenv("TOY_BUG", raising=False)

    def run(*args: str, bug: str = "", manifest: str | None = None, pairs: Path = TOY):
        if bug:
            monkeypatch.setenv("TOY_BUG", bug)
        else:
            monkeypatch.delenv("TOY_BUG", raising=False)
        extra = []
        if manifest is not None:
            path = pytester.path / "known.toml"
            path.write_text(manifest)
            extra = ["--known-failures", str(path)]
        else:
            extra = ["--known-failures", str(pytester.path / "none.toml")]
        extra += ["--golden-dir", str(pytester.path / "golden"), "--harness-artifacts",
                  str(pytester.path / "artifacts"), *jax_cache_args()]
        return pytester.runpytest_subprocess("--pairs", str(pairs), *extra, "-p", "no:cacheprovider", *args)

    return run


def copy_declarations(root: Path, plant: str) -> Path:
    """The real astronomix declarations, fixtures and suite in `root`, with `plant` appended to the
    declarations (a switch a test flips through the environment) and an empty manifest (no recorded bounds); the
    declarations file is returned."""
    import shutil

    for folder in ("astronomix", "fixtures", "conformance"):
        shutil.copytree(REPO / folder, root / folder)
    pairs = root / "astronomix" / "pairs.py"
    pairs.write_text(pairs.read_text() + plant)
    (root / "astronomix" / "known_failures.toml").write_text("")
    (root / "astronomix" / "known_failures.bounds.json").unlink(missing_ok=True)  # the empty manifest's: none
    return pairs


def k_expression(case_id: str) -> str:
    """A -k expression selecting exactly one case id."""
    pair, rest = case_id.split("[", 1)
    return f"({pair} and {' and '.join(rest.rstrip(']').split('-'))})"


def copied_toy(toy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flags: tuple[str, ...]):
    """A toy's pairs.py copied into tmp_path beside a suite module, its flag variables cleared, and a
    `run(*argv, **env)` that runs a command there with those flags set: (tmp_path, run)."""
    shutil.copy(toy, tmp_path / "pairs.py")
    (tmp_path / "test_pairs.py").write_text("from harness.suite import *  # noqa: F401,F403\n")
    for name in flags:
        monkeypatch.delenv(name, raising=False)

    def run(*args, **env):
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        return subprocess.run(args, cwd=tmp_path, capture_output=True, text=True)

    return tmp_path, run
