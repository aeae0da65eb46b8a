import os
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parent.parent
TOY = REPO / "tests" / "toy" / "pairs.py"


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
                  str(pytester.path / "artifacts"), "--no-jax-cache"]
        return pytester.runpytest_subprocess("--pairs", str(pairs), *extra, "-p", "no:cacheprovider", *args)

    return run
