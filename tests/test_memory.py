"""The memory check (`harness.analysis.memory_safety`) on toy kernels with one defect each: every defect is found and
named by program and element; each correct twin passes."""

import inspect

import jax
import jax.numpy as jnp
import pytest
from jax.experimental import pallas as pl

from harness.analysis import memory_safety
from harness.checks.check import View
from harness.checks.memory import kernel_figures, terminal_lines
from toy.memory_kernels import B, KERNELS, N, OWN, WHOLE, smooth

X = jnp.sin(jnp.arange(N, dtype=jnp.float32)) + 2.0


def kinds(fn) -> dict[str, str]:
    [report] = memory_safety.check_function(fn, X)
    return {f.kind: f.message for f in report.findings}


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_correct_twin_passes(name):
    [report] = memory_safety.check_function(KERNELS[name][1], X)
    assert report.findings == [] and report.grid == (N // 8,)


def test_race_through_an_alias_names_reader_writer_and_element():
    found = kinds(KERNELS["alias_race"][0])
    assert set(found) == {"alias_hazard", "order_dependent"}
    assert found["alias_hazard"].startswith("smooth: program (0,) reads x[8] which program (1,) writes through "
                                            "alias 0->0 (8 such reads")
    # program 1 reads x[7], which program 0 has already overwritten in row-major order
    assert "reversed: o in " in found["order_dependent"] and "against row-major" in found["order_dependent"]


def test_double_write_names_both_programs_and_the_element():
    found = kinds(KERNELS["double_write"][0])
    assert set(found) == {"double_write"}
    assert found["double_write"].startswith("overlap: programs (0,) and (1,) both write o[8] (4 elements written "
                                            "by more than one program")


def test_unwritten_block_is_counted_and_located():
    found = kinds(KERNELS["unwritten"][0])
    assert set(found) == {"unwritten"}
    assert found["unwritten"].startswith("scale: 8 of 32 elements of o are written by no program, e.g. o[24]")


def test_out_of_bounds_read_names_the_program_and_index():
    found = kinds(KERNELS["out_of_bounds"][0])
    assert set(found) == {"out_of_bounds"}
    assert found["out_of_bounds"] == "shift: program (3,) reads x out of its block's bounds (dimension 0: index 32 of extent 32)"


def test_an_output_that_keeps_what_the_buffer_held_is_found():
    found = kinds(KERNELS["uninitialised"][0])
    assert set(found) == {"uninitialised"}
    assert found["uninitialised"].startswith("keep_half: 16 elements of o depend on what the output buffer held "
                                             "before the kernel, e.g. o[1]")


def test_an_in_place_kernel_reading_only_its_own_block_is_safe():
    [report] = memory_safety.check_function(KERNELS["in_place"][1], X)
    assert report.aliases == {0: 0} and report.findings == []


def test_a_kernel_inside_a_loop_is_checked_once_and_its_race_found():
    import jax

    racy = KERNELS["alias_race"][0]
    reports = memory_safety.check_function(lambda x: jax.lax.fori_loop(0, 3, lambda i, v: racy(v), x), X)
    assert [r.name for r in reports] == ["smooth"]
    assert {f.kind for f in reports[0].findings} == {"alias_hazard", "order_dependent"}


def test_a_program_reading_output_its_neighbour_writes_is_order_dependent():
    found = kinds(KERNELS["reads_neighbour_output"][0])
    assert "order_dependent" in found and "reversed: o in " in found["order_dependent"]


def test_every_order_runs_only_where_programs_touch_each_others_elements():
    """The row-major footprint proves the other orders redundant when no program reads or writes
    what another writes: those kernels run once; the racy ones run in every order (and are found)."""
    for name, (broken, correct) in KERNELS.items():
        [report] = memory_safety.check_function(correct, X)
        assert report.orders_run == 1, name
    for name in ("alias_race", "double_write", "reads_neighbour_output"):
        [report] = memory_safety.check_function(KERNELS[name][0], X)
        assert report.orders_run == len(memory_safety.ORDERS), name
    [in_place] = memory_safety.check_function(KERNELS["in_place"][1], X)  # aliased, but each program its own block
    assert in_place.aliases == {0: 0} and in_place.orders_run == 1


def test_masked_loads_and_control_flow_inside_the_kernel_are_followed():
    """A Triton-style kernel: a loop over chunks with masked loads and stores. The mask keeps the
    last chunk inside the array; without it the same kernel reads past the end."""
    import jax
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import triton as pltriton

    def kernel(masked):
        def body(x_ref, o_ref):
            base = pl.program_id(0) * 8

            def chunk(c, carry):
                idx = base + c * 3 + jnp.arange(3)
                mask = idx < base + 8 if masked else None
                v = pltriton.load(x_ref.at[idx], mask=mask, other=0.0)
                pltriton.store(o_ref.at[idx - base], v * 2.0, mask=(idx - base < 8) if masked else None)
                return carry

            jax.lax.fori_loop(0, 3, chunk, 0)
        return body

    def call(masked):
        return lambda x: pl.pallas_call(kernel(masked), out_shape=jax.ShapeDtypeStruct((N,), jnp.float32),
                                        grid=(N // 8,), in_specs=[pl.BlockSpec((N,), lambda i: (0,))],
                                        out_specs=pl.BlockSpec((8,), lambda i: (i,)), interpret=True,
                                        name="chunks")(x)

    [safe] = memory_safety.check_function(call(True), X)
    assert safe.findings == []
    [unsafe] = memory_safety.check_function(call(False), X)
    messages = [f.message for f in unsafe.findings]
    assert {f.kind for f in unsafe.findings} == {"out_of_bounds"}
    assert messages == ["chunks: program (0,) writes o out of its block's bounds (dimension 0: index 8 of extent 8) "
                        "(and 3 more programs)",
                        "chunks: program (3,) reads x out of its block's bounds (dimension 0: index 32 of extent 32)"]


def test_the_plugin_runs_the_memory_check_and_names_the_unwritten_cells(toy_suite):
    clean = toy_suite("-q", "-k", "test_memory")
    clean.assert_outcomes(passed=1)  # one case per kernel variant, and the toy pair has one
    clean.stdout.fnmatch_lines(["memory safety (footprints, 1 cases, each grid in 4 orders): 1 kernels, 0 with findings"])
    clean.stdout.no_fnmatch_line("*toy_stencil*safe*")  # a safe kernel is listed under -v only
    toy_suite("-v", "-k", "test_memory").stdout.fnmatch_lines(["*memory safety*", "*toy_stencil*safe*"])
    broken = toy_suite("-q", "-k", "test_memory", bug="nan")
    broken.assert_outcomes(failed=1)
    broken.stdout.fnmatch_lines(["*[[]unwritten] toy_stencil: 8 of 64 elements of o are written by no program, "
                                 "e.g. o[[]56]*", "*toy_stencil*FINDINGS*"])


@pytest.mark.parametrize("dtype", [jnp.bfloat16, jnp.float16])
def test_outputs_of_every_dtype_are_poisoned_so_an_unwritten_block_is_found(dtype):
    """The unwritten-output poison (NaN, then a second value) for every dtype a kernel writes, bfloat16
    included (numpy sees ml_dtypes' floats as kind 'V'; mha on a partial head_dim hit it)."""
    [report] = memory_safety.check_function(KERNELS["unwritten"][0], X.astype(dtype))
    assert [f.kind for f in report.findings] == ["unwritten"]
    [report] = memory_safety.check_function(KERNELS["unwritten"][1], X.astype(dtype))
    assert report.findings == []


def test_two_unnamed_kernels_with_one_grid_are_two_kernels():
    """A kernel met again is skipped as the same code on other data; two kernels that pallas_call
    does not name (JAX's TPU flash attention: forward, dK/dV and dQ on one grid) are told apart by
    their bodies' names, so the second, racy one is checked too."""
    import jax
    from jax.experimental import pallas as pl

    from toy.memory_kernels import B, OWN, WHOLE, overlap, smooth

    def unnamed(kernel, out_spec):
        return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((N,), jnp.float32), grid=(N // B,),
                              in_specs=[WHOLE], out_specs=out_spec, interpret=True)

    reports = memory_safety.check_function(lambda x: unnamed(overlap, WHOLE)(unnamed(smooth, OWN)(x)), X)
    assert [r.name for r in reports] == ["smooth", "overlap"]
    assert [f.kind for f in reports[1].findings] == ["double_write"]


def test_a_masked_off_lane_writes_nothing_where_another_lane_writes():
    """A scatter whose masked-off lanes point at an element an earlier lane writes (fermix's row maps
    park them so): on the device they write nothing; written back with the old value, they would
    undo the write and read as output that depends on what the buffer held."""
    import jax
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import triton as pltriton

    def body(x_ref, o_ref):
        lanes = jnp.arange(16)
        block = x_ref[pl.ds(pl.program_id(0) * 8, 8)]
        pltriton.store(o_ref.at[jnp.where(lanes < 8, lanes, 0)], jnp.concatenate([block, block]) * 2.0,
                       mask=lanes < 8)

    def call(x):
        return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((N,), jnp.float32), grid=(N // 8,),
                              in_specs=[pl.BlockSpec((N,), lambda i: (0,))],
                              out_specs=pl.BlockSpec((8,), lambda i: (i,)), interpret=True, name="parked")(x)

    [report] = memory_safety.check_function(call, X)
    assert report.findings == []


def _call_lambda(kernel):
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((N,), jnp.float32), grid=(N // 8,),
                          in_specs=[OWN], out_specs=OWN, interpret=True)


SIX = [  # six unnamed kernels on one grid; the last writes half of each block
    lambda *refs: refs[1].__setitem__(Ellipsis, refs[0][...] * 2.0),
    lambda *refs: refs[1].__setitem__(Ellipsis, refs[0][...] + 1.0),
    lambda *refs: refs[1].__setitem__(Ellipsis, refs[0][...] - 1.0),
    lambda *refs: refs[1].__setitem__(Ellipsis, refs[0][...] * 3.0),
    lambda *refs: refs[1].__setitem__(Ellipsis, refs[0][...] * 4.0),
    lambda *refs: refs[1].__setitem__(slice(0, 4), refs[0][0:4] * 4.0),
]


def test_six_unnamed_kernels_on_one_grid_are_six_kernels_and_the_summary_counts_them():
    """Kernels are told apart by their code, not their name: six `lambda *refs:` bodies on one grid
    are six kernels, each checked (one per (name, grid) checked the first only and said "1 kernels,
    0 with findings"), each named by its source line; one called twice is one kernel, two calls."""
    def program(x):
        for kernel in SIX + SIX[:1]:
            x = _call_lambda(kernel)(x)
        return x

    reports = memory_safety.check_function(program, X)
    lines = [inspect.getsourcelines(k)[1] for k in SIX]
    assert [r.label for r in reports] == [f"<lambda>@test_memory.py:{line}" for line in lines]
    assert [r.calls for r in reports] == [{0: 2}] + [{0: 1}] * 5
    assert [f.kind for r in reports for f in r.findings] == ["unwritten"]
    assert reports[-1].findings[0].message.startswith(f"<lambda>@test_memory.py:{lines[-1]}: 16 of 32 elements of "
                                                      "refs[1] are written by no program")
    figures = kernel_figures(reports)
    assert figures["kernel_calls"] == 7 and figures["kernels_with_findings"] == reports[-1].label
    row = {"nodeid": "x::memory[toy]", "pair": "toy", "case": "toy[f32]", "check": "memory", "outcome": "failed",
           "figures": figures}
    assert terminal_lines([row], View())[0] == \
        "memory safety (footprints, 1 cases, each grid in 4 orders): 6 kernels, 1 with findings"


def test_unnamed_kernels_of_one_line_are_told_apart_by_their_code():
    """Lambdas made on one line (a comprehension) share a source line: the second code there is #2."""
    kernels = [lambda *refs, c=c: refs[1].__setitem__(Ellipsis, refs[0][...] * c) for c in (2.0, 3.0)]
    reports = memory_safety.check_function(lambda x: _call_lambda(kernels[1])(_call_lambda(kernels[0])(x)), X)
    assert len({r.label for r in reports}) == 2 and reports[1].label == reports[0].label + "#2"


def test_the_reverse_program_never_says_checked_of_no_kernel():
    """A reverse program that runs only kernels the forward program ran checks none of its own: its
    figure says what it ran, never "checked (0 kernels of its own)"; one that runs no kernel says so."""
    kernel = pl.pallas_call(smooth, out_shape=jax.ShapeDtypeStruct((N,), jnp.float32), grid=(N // B,),
                            in_specs=[WHOLE], out_specs=OWN, interpret=True, name="smooth")
    seen = set()
    forward = memory_safety.check_call(kernel, (X,), seen=seen)
    again = memory_safety.check_call(lambda x: kernel(kernel(x)), (X,), seen=seen)
    assert again == [] and forward[0].calls == {0: 1, 1: 2}
    engine = "checked (0 kernels of its own: none; w.r.t. x)"
    assert memory_safety.reverse_figure(engine, forward) == (
        "no kernel of its own (2 pallas_call(s), each a kernel the forward program ran, checked there: smooth; "
        "w.r.t. x)")
    forward[0].calls = {0: 1}
    assert memory_safety.reverse_figure(engine, forward) == "no kernel (it calls no pallas_call; w.r.t. x)"
    assert memory_safety.reverse_figure("checked (1 kernels of its own: bwd; w.r.t. x)", forward) == \
        "checked (1 kernels of its own: bwd; w.r.t. x)"
