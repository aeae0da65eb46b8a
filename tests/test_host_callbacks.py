"""The host_callbacks check (harness/checks/host_callbacks.py) through the real plugin on a toy
(`tests/toy_callbacks/pairs.py`): a debug print left in a kernel or in its wrapper fails it while the
values still agree; a print the native twin makes too does not."""

from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parent / "toy_callbacks" / "pairs.py"


@pytest.fixture
def callbacks_toy(toy_suite, monkeypatch):
    def run(plant: str):
        monkeypatch.setenv("TOY_CALLBACK", plant)
        return toy_suite("-q", "-k", "test_host_callbacks or test_values", pairs=TOY)

    return run


@pytest.mark.parametrize("plant", ["kernel", "wrapper"])
def test_a_debug_print_left_in_the_pallas_side_fails_while_values_agree(callbacks_toy, plant):
    result = callbacks_toy(plant)
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*toy_affine*: the Pallas side calls back to the host where its native twin does "
                                 "not: 1 more debug_*"])  # debug_print, or debug_callback on older JAX


@pytest.mark.parametrize("plant", ["", "both"])
def test_no_more_callbacks_than_the_native_twin_passes(callbacks_toy, plant):
    callbacks_toy(plant).assert_outcomes(passed=2)
