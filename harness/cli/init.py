"""`harness init`: a new project's starting `pairs.py` and pytest configuration."""

from __future__ import annotations

import argparse
from pathlib import Path

NAME = "init"
HELP = "start a project: a pairs.py to edit and the pytest configuration"
PARENTS = ()
PASSES_EXTRA = False
NEEDS_PROJECT = False  # it makes the project

INIT_PAIRS = '''"""Native/Pallas pairs under test: `pytest pairs.py` runs every check on every case of their grid."""

import jax.numpy as jnp
import numpy as np

from harness.declare import Pair, Target, Workload


def build(case, fns):
    """The arrays one case runs on, and a callable per side taking exactly those arrays."""
    (x,) = (jnp.asarray(np.random.default_rng(0).standard_normal(s), case.dtype_name) for s in [(4, 8, 256)])
    return Workload(args=(x,), pallas=lambda x: fns.pallas(x, interpret=case.interpret), native=fns.native)


TARGET = Target(package="jax", version="{jax}", name="{name}", dtypes=("f32", "bf16"), pairs=[
    Pair(name="softmax", pallas="jax.experimental.pallas.ops.gpu.softmax:softmax", native="jax.nn:softmax",
         build=build, accepts=lambda case: True, meshes=False, tpu="cannot be used for tpu lowering",
         not_differentiable="JAX's Triton softmax has no custom_vjp: reverse mode cannot transpose the kernel"),
])
'''
INIT_INI = {"harness_pairs": "pairs.py", "harness_golden": "golden"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("dir", nargs="?", default=".", help="the project folder (default: here)")


def run(args: argparse.Namespace, extra: list[str]) -> int:
    """A new project: a starting `pairs.py` (one real pair to edit) and the pytest configuration the
    plugin and this command read. Nothing that exists is overwritten."""
    from importlib import metadata

    root = Path(args.dir).resolve()
    root.mkdir(parents=True, exist_ok=True)
    pairs = root / "pairs.py"
    if pairs.exists():
        print(f"harness init: {pairs} exists; left alone")
    else:
        pairs.write_text(INIT_PAIRS.replace("{jax}", metadata.version("jax")).replace("{name}", root.name))
        print(f"harness init: wrote {pairs}")
    pyproject = root / "pyproject.toml"
    lines = "".join(f'{key} = "{value}"\n' for key, value in INIT_INI.items())
    text = pyproject.read_text() if pyproject.exists() else ""
    if "[tool.pytest.ini_options]" in text:
        print(f"harness init: {pyproject} already configures pytest; make sure it holds:\n{lines}", end="")
    else:
        pyproject.write_text(text + ("\n" if text and not text.endswith("\n") else "")
                             + ("\n" if text else "") + "[tool.pytest.ini_options]\n" + lines)
        print(f"harness init: {'added [tool.pytest.ini_options] to' if text else 'wrote'} {pyproject}")
    print(f"next: cd {root} && pytest pairs.py")
    return 0
