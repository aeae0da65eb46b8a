import math

import ml_dtypes
import numpy as np
import pytest

from harness.analysis.compare import Tolerance, compare_arrays, compare_trees, tolerance_for, ulp_distance


def test_ulp_distance_counts_representable_steps_across_zero():
    a = np.array([0.0, 1.0, -1e-45], np.float32)
    b = np.array([-0.0, np.nextafter(np.float32(1), np.float32(2)), 1e-45], np.float32)
    assert ulp_distance(a, b).tolist() == [0, 1, 2]
    assert ulp_distance(np.array([1.0]), np.array([np.nextafter(1.0, 0.0)])).tolist() == [1]


def test_within_tolerance_reports_headroom_below_one():
    e = np.linspace(1, 2, 100, dtype=np.float32)
    a = e * np.float32(1 + 2e-7)
    c = compare_arrays(a, e, tolerance_for(np.float32))
    assert c.ok and 0 < c.headroom < 1 and c.max_ulp >= 1


def test_a_real_error_is_counted_with_its_statistics():
    e = np.ones(1000, np.float32)
    a = e.copy()
    a[[3, 500]] += 1e-3
    c = compare_arrays(a, e, tolerance_for(np.float32))
    assert not c.ok and c.n_differ == 2
    assert c.max_abs == pytest.approx(1e-3, rel=1e-3) and c.headroom > 40
    assert "2 of 1000 elements differ" in c.describe() and "worst at [3]" in c.describe()


def test_nan_must_sit_at_the_same_positions():
    e = np.array([1.0, np.nan, 3.0], np.float32)
    same = compare_arrays(e.copy(), e, tolerance_for(np.float32))
    assert same.ok and same.n_nonfinite == 1
    unwritten = np.array([1.0, np.nan, np.nan], np.float32)  # a kernel that left a cell unwritten
    c = compare_arrays(unwritten, e, tolerance_for(np.float32))
    assert not c.ok and c.n_nonfinite_mismatch == 1 and math.isinf(c.headroom)
    inf = compare_arrays(np.array([np.inf]), np.array([-np.inf]), Tolerance(1, 1))
    assert not inf.ok


def test_float64_tolerance_is_tight():
    e = np.ones(4)
    assert not compare_arrays(e + 1e-10, e, tolerance_for(np.float64)).ok
    assert compare_arrays(e + 1e-14, e, tolerance_for(np.float64)).ok


def test_overrides_and_unknown_dtypes():
    assert tolerance_for(np.float32, {"float32": (1e-3, 0)}) == Tolerance(1e-3, 0)
    with pytest.raises(KeyError, match="complex64"):  # integers and booleans compare exactly (below)
        tolerance_for(np.complex64)


def test_bfloat16_compares_and_counts_ulps_in_its_own_width():
    e = np.array([1.0, 2.0], ml_dtypes.bfloat16)
    a = np.array([1.0, 2.015625], ml_dtypes.bfloat16)  # one bf16 step above 2
    c = compare_arrays(a, e, tolerance_for(e.dtype))
    assert c.max_ulp == 1 and c.ok


def test_shape_and_tree_mismatch_fail():
    c = compare_arrays(np.zeros(3), np.zeros(4), Tolerance(1, 1))
    assert not c.ok and "pallas gives" in c.describe()
    t = compare_trees((np.zeros(2),), (np.zeros(2), np.zeros(2)))
    assert not t.ok and math.isinf(t.headroom)
    ok = compare_trees({"a": np.ones(2, np.float32)}, {"a": np.ones(2, np.float32)})
    assert ok.ok and ok.leaves[0].path == "out['a']"


def test_the_absolute_tolerance_scales_with_the_quantity_each_element_guards():
    """A density floored at 1e-14 doubled to 2e-14 hides below atol=1e-5, unless the absolute part
    is scaled by the floor; O(1) elements keep their tolerance; a scale that is no prefix is named."""
    e = np.array([[1e-14, 1.0], [0.5, 1e-14]], np.float32)
    a = e.copy()
    a[0, 0] = 2e-14
    a[1, 1] = 2e-14  # the second variable is not floored: its 1e-14 is noise of an O(1) quantity
    assert compare_arrays(a, e, tolerance_for(np.float32)).ok
    scale = np.array([[1e-14], [1.0]])
    c = compare_arrays(a, e, tolerance_for(np.float32), atol_scale=scale)
    assert not c.ok and c.n_differ == 1 and c.worst_index == (0, 0)
    assert "x scale (down to 1e-14)" in c.describe()
    trees = compare_trees({"q": a, "t": np.float32(3)}, {"q": e, "t": np.float32(3)}, atol_scales={"q": scale, "t": None})
    assert not trees.ok and [l.ok for l in trees.leaves] == [False, True]
    with pytest.raises(ValueError, match="pytree prefix of the outputs"):
        compare_trees((a,), (e,), atol_scales=(scale, scale))


def test_integer_and_boolean_outputs_compare_exactly_without_a_declared_tolerance():
    """A top-k's indices or a router's expert ids: equal, or wrong by one element (no pair has to declare
    a tolerance for them)."""
    ids = np.array([[3, 1, 4], [1, 5, 9]], np.int32)
    assert compare_trees(ids, ids.copy()).ok
    off = ids.copy()
    off[1, 2] = 8
    failed = compare_trees(off, ids)
    assert not failed.ok and failed.leaves[0].n_differ == 1
    assert not compare_trees(np.array([True, False]), np.array([True, True])).ok
