"""The README's commands, as printed there, run against this repository. Its two set-up commands
install what CI, tox and the workflow install (checked here as text; tests/test_install.py installs
the wheel for real). Each line of its "Everyday use" block has a test here (a new line without one
fails), so the README cannot drift from what the commands do. The gate runs in full in `.ci/run`;
here a pytest command is collected (what it selects is what its comment says) and a `harness`
command runs on one cheap real case."""

import hashlib
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CHEAP_CASE = "positivity_dispatch and 1d-f32-x64off-interp-b4-mesh1-icvacuum"  # one golden, ~3 s of work


def setup_commands() -> list[str]:
    """The README's first block: the two commands that set up a fresh machine."""
    block = (REPO / "README.md").read_text().split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.strip() for line in block.splitlines() if line.strip()]


def _extras(install: str) -> set[str]:
    """The extras a `pip install ... -e ".[a,b]"` (or `-e .`) installs."""
    m = re.search(r'-e "?\.(?:\[([\w,-]+)\])?"?', install)
    assert m, f"no editable install of this project in {install!r}"
    return set(filter(None, (m.group(1) or "").split(",")))


def _extra_requirements() -> dict[str, set[str]]:
    """pyproject.toml's extras -> the distributions each installs."""
    import tomllib

    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    return {extra: {re.split(r"[\[<>=!~; ]", req, maxsplit=1)[0].lower() for req in reqs}
            for extra, reqs in extras.items()}


def _declared_extras() -> set[str]:
    return set(_extra_requirements())


def _workflow_jobs() -> dict[str, str]:
    """Each job of the CI workflow, by name, as its text."""
    text = (REPO / ".github" / "workflows" / "conformance.yml").read_text().split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([\w-]+):\n", text, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2]))


def test_the_readme_sets_up_everything_and_ci_tox_and_the_workflow_install_the_same():
    """A fresh machine needs nothing but the README's two commands: both install the project over
    constraints.txt with every extra pyproject.toml declares; `.ci/run` runs the second as written;
    tox's pinned line installs the same extras over the same constraints; each workflow job installs
    over constraints.txt the extras its own commands need, and none that is not declared."""
    commands = setup_commands()
    assert len(commands) == 2, commands
    installs = [c.split(" && ")[1] for c in commands]
    assert installs[0] == installs[1] and installs[0].startswith(".venv/bin/pip install -c constraints.txt -e ")
    declared = _declared_extras()
    assert _extras(installs[0]) == declared, f"the README installs {sorted(_extras(installs[0]))}, pyproject.toml " \
                                             f"declares {sorted(declared)}"
    assert commands[1] in (REPO / ".ci" / "run").read_text().splitlines()
    tox = (REPO / "tox.ini").read_text()
    extras = re.search(r"^\[testenv\]\n(?:.*\n)*?extras = (.*)$", tox, re.M)
    assert extras and set(map(str.strip, extras.group(1).split(","))) == declared
    assert "-c {toxinidir}/constraints.txt" in re.search(r"^\[testenv\]\n(?:.*\n)*?install_command = (.*)$",
                                                         tox, re.M).group(1)
    needs = {"astronomix": r"pytest conformance", "pytest-xdist": r" -n \d", "pytest-split": r"--splits",
             "matplotlib": r"--(harness-)?html", "pytest-benchmark": r"runs-on: \[self-hosted, gpu\]"}
    requirements = _extra_requirements()
    for job, text in _workflow_jobs().items():
        pips = re.findall(r"pip install [^\n]*", text)
        if not pips:  # the CPU gate: .ci/run, which installs as the README does (above)
            assert ".ci/run" in text or not re.search(r"\.venv/bin/(pytest|harness)", text), job
            continue
        [pip] = pips
        assert pip.startswith("pip install -c constraints.txt -e "), (job, pip)
        got = _extras(pip)
        assert got <= declared, (job, got - declared)
        installed = set().union(*(requirements[extra] for extra in got))
        wanted = {dist for dist, pattern in needs.items() if re.search(pattern, text)}
        assert wanted <= installed, f"workflow job {job} needs {sorted(wanted - installed)}: install its extra"


def everyday_commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    block = text.split("## Everyday use\n", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("#", 1)[0].strip() for line in block.splitlines() if line.strip()]


def _run(argv: list[str]) -> subprocess.CompletedProcess:
    """A command as a user's shell runs it: from the repository root, without the device and code
    generation settings this test process gave itself."""
    env = {k: v for k, v in os.environ.items() if k not in ("XLA_FLAGS", "JAX_PLATFORMS")}
    if argv[0] == "pytest":
        argv = [sys.executable, "-m", "pytest", *argv[1:]]
    else:
        argv = [str(Path(sys.executable).parent / argv[0]), *argv[1:]]
    return subprocess.run(argv, cwd=REPO, env=env, capture_output=True, text=True, timeout=900)


def _collected(argv: list[str]) -> list[str]:
    """The test ids a pytest command selects (collected, not run; xdist's -n left out). Option coverage, which
    can make collection fail, is not what these checks are about (tests/test_coverage.py, and every gate run,
    measure it): off, a fresh clone's collection does not trace all 19 astronomix pairs for it (70 s cold)."""
    words = [w for i, w in enumerate(argv) if w != "-n" and (i == 0 or argv[i - 1] != "-n")]
    done = _run([*words, "--collect-only", "-q", "-p", "no:cacheprovider", "--option-coverage=off"])
    assert done.returncode == 0, f"{shlex.join(argv)} failed to collect:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return [line for line in done.stdout.splitlines() if "::" in line]


def _last_line(done: subprocess.CompletedProcess) -> str:
    """pytest's outcome line."""
    return done.stdout.strip().splitlines()[-1]


def _golden_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted((REPO / "golden").rglob("*")):
        if path.is_file():
            digest.update(str(path).encode() + path.read_bytes())
    return digest.hexdigest()


def check_weno(argv: list[str]) -> None:
    ids = _collected(argv)
    assert ids and all("weno" in i.lower() for i in ids), ids[:5]
    assert any("-mesh1" in i for i in ids) and any("-mesh2" in i for i in ids), "WENO cases at mesh sizes 1 and 2"


def check_changed_only(argv: list[str]) -> None:
    """Selects a part of the gate: only case ids the gate collects (which ones depends on what the
    cache recorded; tests/test_changed_only.py proves the selection itself)."""
    selected = set(_collected(argv))
    gate = set(_collected(["pytest", "conformance"]))
    assert selected <= gate, sorted(selected - gate)[:5]


def check_pallas_ops(argv: list[str]) -> None:
    """Run in full by CI: .ci/run carries the same command."""
    assert f".venv/bin/{shlex.join(argv)} " in (REPO / ".ci" / "run").read_text()
    assert any("pallas_ops/" in i for i in _collected(argv))


def check_bless(argv: list[str]) -> None:
    """On one real case, as a dry run: it reports and writes nothing."""
    before = _golden_digest()
    done = _run([w if w != "EXPR" else CHEAP_CASE for w in argv] + ["--dry-run"])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert re.fullmatch(r"[= ]*\d+ passed, \d+ deselected.*", _last_line(done)), done.stdout[-2000:]
    assert "dry run: nothing written" in done.stdout
    assert _golden_digest() == before, "a dry-run bless wrote a golden"


def check_diff(argv: list[str]) -> None:
    """On one real case whose golden holds: exit 0, nothing written."""
    before = _golden_digest()
    done = _run([w if w != "EXPR" else CHEAP_CASE for w in argv])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert re.fullmatch(r"[= ]*1 passed, \d+ deselected.*", _last_line(done)), done.stdout[-2000:]
    assert _golden_digest() == before


CHECKS = {
    "pytest conformance -k weno --gpus 2": check_weno,
    "pytest conformance --changed-only -n 2": check_changed_only,
    "pytest pallas_ops -n 2": check_pallas_ops,
    "harness bless -k EXPR": check_bless,
    "harness diff -k EXPR": check_diff,
}


def test_every_everyday_command_has_a_check():
    commands = [shlex.join(shlex.split(line)) for line in everyday_commands()]
    assert commands, "the README lost its Everyday use block"
    missing = [c for c in commands if c not in CHECKS]
    assert not missing, f"README commands with no check in {__file__}: {missing}"


@pytest.mark.parametrize("command", sorted(CHECKS))
def test_everyday_command(command):
    assert command in [shlex.join(shlex.split(line)) for line in everyday_commands()], \
        f"{command!r} is no longer in the README: remove its check"
    CHECKS[command](shlex.split(command))
