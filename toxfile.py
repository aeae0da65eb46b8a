"""tox's inline plugin: pyenv's interpreters for the lines that need another Python.

tox.ini's py312/py313 lines ask for `python3.12` / `python3.13`. Where pyenv installs them, the
names on PATH are pyenv's shims, which answer only for the versions PYENV_VERSION (or pyenv's global
version) selects: tox then finds no interpreter and, with skip_missing_interpreters, skips the line as
if it had passed. Here, before tox looks, PYENV_VERSION gains every installed 3.12 and 3.13, after the
version already selected (which keeps answering `python3`). A PYENV_VERSION the user set is left as it is.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from tox.plugin import impl


def _pyenv(*args: str) -> list[str]:
    done = subprocess.run(["pyenv", *args], capture_output=True, text=True, check=False)
    return done.stdout.split() if done.returncode == 0 else []


def pyenv_version_with_new_pythons() -> str | None:
    """The PYENV_VERSION that selects pyenv's current version and then its Pythons 3.12 and 3.13
    (newest patch release first); None where pyenv is absent, PYENV_VERSION is set already, or pyenv
    has no such Python."""
    if "PYENV_VERSION" in os.environ or shutil.which("pyenv") is None:
        return None
    current = _pyenv("version-name")
    versions = sorted((v for v in _pyenv("versions", "--bare") if re.fullmatch(r"3\.1[23]\.\d+", v)),
                      key=lambda v: tuple(int(p) for p in v.split(".")), reverse=True)
    if not versions:
        return None
    return ":".join(dict.fromkeys([*current[:1], *versions]))


@impl
def tox_add_core_config(core_conf, state) -> None:  # noqa: ANN001 - tox's hook signature
    selected = pyenv_version_with_new_pythons()
    if selected is not None:
        os.environ["PYENV_VERSION"] = selected
