"""`--changed-only` (a pull request pays only for what it changed): a pair verified by an earlier run
is left out while nothing its verdicts depend on changed, and runs again when its kernel's source,
the run's mesh sizes or the manifest's entries for it change."""

import shutil

from conftest import REPO


def _run(toy_suite, pairs, fingerprints, *args, manifest=None):
    return toy_suite("-q", "-k", "toy_stencil", "--fingerprints", str(fingerprints), *args, pairs=pairs,
                     manifest=manifest)


def test_a_verified_pair_is_left_out_until_something_it_depends_on_changes(toy_suite, pytester):
    shutil.copytree(REPO / "tests" / "toy", pytester.path / "toy")
    pairs, fingerprints = pytester.path / "toy" / "pairs.py", pytester.path / "fingerprints.json"
    _run(toy_suite, pairs, fingerprints, "--harness-bless", "all")  # goldens and budgets, so the pair can pass
    first = _run(toy_suite, pairs, fingerprints)
    assert first.ret == 0
    assert fingerprints.exists() and "toy_stencil" in fingerprints.read_text()

    unchanged = _run(toy_suite, pairs, fingerprints, "--changed-only")
    assert "passed" not in unchanged.parseoutcomes()  # nothing of the pair ran
    unchanged.stdout.fnmatch_lines(["*deselected*"])

    more_meshes = _run(toy_suite, pairs, fingerprints, "--changed-only", "--gpus", "2")
    assert more_meshes.parseoutcomes()["passed"] > 0  # verified at mesh 1 only: mesh 2 is not vouched for

    claimed = ('[[known_failure]]\ndefect = "d"\nwhy = "w"\ncheck = "values"\n'
               'cases = ["toy_stencil[1d-f64-*-b12-mesh1]"]\nmatch = "x"\n')
    with_entry = _run(toy_suite, pairs, fingerprints, "--changed-only", manifest=claimed)
    assert with_entry.parseoutcomes()["passed"] > 0  # a new manifest entry for the pair: its verdicts may change

    source = pairs.read_text()
    pairs.write_text(source.replace("        o_ref[...] = out\n", "        o_ref[...] = out  # touched\n", 1))
    assert pairs.read_text() != source
    touched = _run(toy_suite, pairs, fingerprints, "--changed-only")
    assert touched.parseoutcomes()["passed"] > 0  # the kernel's source changed: verified again
    again = _run(toy_suite, pairs, fingerprints, "--changed-only")
    assert "passed" not in again.parseoutcomes()  # and recorded once more
