"""The plugin installs beside a team's own stack: its wheel, put with plain `pip install` into a fresh
venv that already holds the team's numpy and pytest (other releases than constraints.txt pins, inside
pyproject.toml's ranges) and no astronomix, changes none of what was there, brings no astronomix and
no matplotlib, and runs the README's example pair (the block tests/test_plugin.py runs in this
checkout) with its documented outcome. Real pip against the configured index, with pip's own cache:
70-80 s on 2 busy cores with a warm cache, so it runs in `pytest tests` (marked `install`: -m 'not
install' leaves it out where no index is reachable)."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# The team's stack: in the ranges of pyproject.toml, and not the releases constraints.txt pins (numpy
# 2.4.6, pytest 9.2.0: the newest on the index when this was written), so that pip would have to
# change them if the plugin pinned its own.
TEAM_STACK = ("numpy==2.3.5", "pytest==9.1.1")


def _readme_block(section: str) -> str:
    text = (REPO / "README.md").read_text()
    return text.split(f"## {section}\n", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]


def _run(argv: list, cwd: Path, check: bool = True) -> subprocess.CompletedProcess:
    """A command as in a shell of the team's own (none of this checkout's or this process's settings);
    `check`: it must succeed."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "XLA_FLAGS", "JAX_PLATFORMS", "VIRTUAL_ENV") and not k.startswith("HARNESS_")}
    done = subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0 or not check, \
        f"{' '.join(map(str, argv))} failed (exit {done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def _freeze(python: Path, cwd: Path) -> dict[str, str]:
    """Every distribution in the venv -> its version (`pip freeze --all`, with the version of what was
    installed from a file too)."""
    lines = _run([python, "-m", "pip", "list", "--format=freeze"], cwd).stdout.splitlines()
    return {name.lower().replace("_", "-"): version for name, _, version in (line.partition("==") for line in lines)
            if version}


@pytest.mark.install
def test_the_wheel_installs_beside_a_teams_stack_and_runs_the_readme_pair(tmp_path):
    dist, venv, work = tmp_path / "dist", tmp_path / "venv", tmp_path / "work"
    work.mkdir()
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", dist, REPO], tmp_path)
    [wheel] = dist.glob("pallas_conformance-*.whl")
    _run([sys.executable, "-m", "venv", venv], tmp_path)
    python = venv / "bin" / "python"
    _run([python, "-m", "pip", "install", *TEAM_STACK], tmp_path)
    before = _freeze(python, tmp_path)
    assert {f"{k}=={before[k]}" for k in ("numpy", "pytest")} == set(TEAM_STACK) and "astronomix" not in before

    _run([python, "-m", "pip", "install", wheel], tmp_path)
    after = _freeze(python, tmp_path)
    changed = {name: (version, after.get(name)) for name, version in before.items() if after.get(name) != version}
    assert not changed, f"installing the plugin changed the team's packages: {changed}"
    assert "astronomix" not in after and "matplotlib" not in after, sorted(after)
    assert after["jax"] == after["jaxlib"] and after["pallas-conformance"] == "0.1.0"
    where = _run([python, "-c", "import harness; print(harness.__file__)"], work).stdout.strip()
    assert Path(where).is_relative_to(venv), f"harness imported from {where}, not from the venv"

    (work / "pairs.py").write_text(_readme_block("Add your own kernels"))
    page = work / "report.html"
    done = _run([python, "-m", "pytest", "pairs.py", "-p", "no:cacheprovider", "-q", "-k", "test_path or test_values",
                 "--known-failures", work / "none.toml", "--golden-dir", work / "g", "--harness-artifacts",
                 work / "a", "--no-jax-cache", "--harness-html", page], work, check=False)
    tail = done.stdout[-3000:] + done.stderr[-2000:]
    assert re.search(r"\b2 failed, 2 passed\b", done.stdout), tail
    assert ("paged_attention[f32-x64on-interp-mesh1]: pallas side failed while tracing: TypeError: lax.div "
            "requires arguments to have the same dtypes") in done.stdout, tail
    assert "FAILED pairs.py::test_path[paged_attention[f32-x64on-interp-mesh1]]" in done.stdout, tail
    assert "FAILED pairs.py::test_values[paged_attention[f32-x64on-interp-mesh1]]" in done.stdout, tail
    html = page.read_text()
    assert '<p id="no-plots">matplotlib is not installed' in html and "<img " not in html


def _python312() -> Path | None:
    """pyenv's Python 3.12 (every machine of this kind has one), or a python3.12 on PATH."""
    import shutil

    prefix = subprocess.run(["pyenv", "prefix", "3.12.1"], capture_output=True, text=True) \
        if shutil.which("pyenv") else None
    if prefix is not None and prefix.returncode == 0:
        found = Path(prefix.stdout.strip()) / "bin" / "python3.12"
        if found.exists():
            return found
    on_path = shutil.which("python3.12")
    return Path(on_path) if on_path and _run([on_path, "--version"], REPO, check=False).returncode == 0 else None


# The newest JAX line's stack (constraints-jax012.txt's jax and jaxlib) as a team on it has it
NEWEST_LINE = ("jax==0.12.0.1", "jaxlib==0.12.0.1", "numpy==2.3.5", "pytest==9.1.1")


@pytest.mark.install
def test_the_wheel_installs_beside_jax_012_on_python_312_and_changes_nothing(tmp_path):
    python312 = _python312()
    if python312 is None:
        pytest.skip("no Python 3.12 here (pyenv prefix 3.12.1, python3.12): JAX 0.12 needs Python >= 3.12")
    dist, venv = tmp_path / "dist", tmp_path / "venv"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", dist, REPO], tmp_path)
    [wheel] = dist.glob("pallas_conformance-*.whl")
    _run([python312, "-m", "venv", venv], tmp_path)
    python = venv / "bin" / "python"
    _run([python, "-m", "pip", "install", *NEWEST_LINE], tmp_path)
    before = _freeze(python, tmp_path)
    assert {f"{k}=={before[k]}" for k in ("jax", "jaxlib", "numpy", "pytest")} == set(NEWEST_LINE), before

    _run([python, "-m", "pip", "install", wheel], tmp_path)
    after = _freeze(python, tmp_path)
    changed = {name: (version, after.get(name)) for name, version in before.items() if after.get(name) != version}
    assert not changed, f"installing the plugin beside jax 0.12 changed the team's packages: {changed}"
    assert after["pallas-conformance"] == "0.1.0" and "astronomix" not in after
    loaded = _run([python, "-c", "import jax, harness.plugin, harness.jaxtools.jaxcompat; print(jax.__version__)"],
                  tmp_path).stdout.strip()
    assert loaded == "0.12.0.1", loaded


# astronomix is absent for this process: a finder ahead of every other one refuses it, as a missing
# package is refused (the wheel test above has it absent for real; this runs in this checkout, whose
# ini names the astronomix target, so a start-up that read the ini's target would import it)
WITHOUT_ASTRONOMIX = """
import sys, pytest
class Absent:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "astronomix":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Absent())
sys.exit(pytest.main(sys.argv[1:]))
"""


def test_collecting_another_target_here_never_imports_astronomix():
    done = _run([sys.executable, "-c", WITHOUT_ASTRONOMIX, "pallas_ops", "--collect-only", "-q", "-p",
                 "no:cacheprovider"], REPO)
    assert re.search(r"\b\d{3,} tests collected\b", done.stdout), done.stdout[-2000:]
    conformance = _run([sys.executable, "-c", WITHOUT_ASTRONOMIX, "conformance", "--collect-only", "-q", "-p",
                        "no:cacheprovider"], REPO, check=False)
    assert conformance.returncode != 0 and "No module named 'astronomix'" in conformance.stdout + conformance.stderr


def test_the_timing_check_without_its_extra_is_skipped_and_names_it(pytester):
    """pytest-benchmark is the `timing` extra; without it (here: the plugin left out of the session)
    the timing check says how to get it instead of failing as an internal error of the harness."""
    pytester.makepyfile(test_timing="""
from harness.checks.registry import BY_NAME, Context

def test_timing(request, pytestconfig):
    BY_NAME["timing"].run(None, Context(None, pytestconfig, request))
""")
    result = pytester.runpytest_subprocess("-p", "no:benchmark", "-p", "no:cacheprovider", "-rs")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*the timing check needs pytest-benchmark*pip install 'pallas-conformance[[]timing[]]'"])
