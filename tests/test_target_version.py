"""A target's `version` is checked against the installed distribution, named apart from the import
name where they differ (`Target.distribution`): a golden key must never say "absent" because the two
names differ, and a library upgrade must not go unseen."""

from importlib import metadata

from harness.declare import Target
from harness.declare.target import version_mismatch
from harness.store import environment

from conftest import jax_cache_args

XDIST = metadata.version("pytest-xdist")  # imported as `xdist`, installed as `pytest-xdist`


def test_an_import_name_that_is_no_distribution_is_a_clear_error_naming_the_fix():
    target = Target(package="xdist", version=XDIST, pairs=[], source="pairs.py")
    message = version_mismatch(target)
    assert message is not None and "no distribution named 'xdist' is installed" in message
    assert "Target(distribution=...)" in message and message.startswith("pairs.py: Target(package='xdist')")
    assert environment.version(target.distribution) == "absent"  # what the goldens were keyed by before


def test_the_distribution_is_what_the_version_is_checked_against_and_goldens_are_keyed_by():
    target = Target(package="xdist", distribution="pytest-xdist", version=XDIST, pairs=[], source="pairs.py")
    assert version_mismatch(target) is None
    assert environment.version(target.distribution) == XDIST
    assert Target(package="numpy", version="any", pairs=[]).distribution == "numpy"  # default: the package


def test_an_installed_release_other_than_the_declared_one_is_an_error_and_ranges_are_allowed():
    upgraded = Target(package="xdist", distribution="pytest-xdist", version="0.0.1", pairs=[], source="pairs.py")
    message = version_mismatch(upgraded)
    assert message is not None
    assert f"declares version='0.0.1' but pytest-xdist {XDIST} is installed" in message
    assert f"version={XDIST!r}" in message and "bless its goldens" in message
    for ok in (f">={XDIST}", f">=1,<{int(XDIST.split('.')[0]) + 1}", "any", ""):
        assert version_mismatch(Target(package="xdist", distribution="pytest-xdist", version=ok, pairs=[])) is None, ok
    assert version_mismatch(Target(package="xdist", distribution="pytest-xdist", version=">=999", pairs=[]))


def test_a_target_that_is_not_installed_is_told_so_before_anything_imports_it(tmp_path):
    """`pytest tokamax` on a JAX line without tokamax: the error says which distribution to install, not
    a ModuleNotFoundError from the check that the declaration folder does not shadow the package."""
    import subprocess
    import sys

    folder = tmp_path / "nosuchlib_xyz"
    folder.mkdir()
    (folder / "pairs.py").write_text(  # the library imported where it is called, as tokamax/pairs.py does
        "from harness.declare import Pair, Target\n"
        "def f(x):\n    import nosuchlib_xyz\n    return x\n"
        "TARGET = Target(package='nosuchlib_xyz', version='1.0', pairs=[Pair(name='p', pallas='@pairs:f', "
        "native='@pairs:f', build=None, accepts=lambda c: True, meshes=False, not_differentiable='-')])\n")
    done = subprocess.run([sys.executable, "-m", "pytest", "nosuchlib_xyz", "-q", "-p", "no:cacheprovider", "-x",
                           "-k", "path", *jax_cache_args()], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "no distribution named 'nosuchlib_xyz' is installed" in done.stdout, done.stdout[-3000:]
    assert "ModuleNotFoundError" not in done.stdout
