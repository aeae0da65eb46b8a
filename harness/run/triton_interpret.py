"""What JAX's CPU interpret mode lacks to run a Triton kernel as a GPU runs it.

JAX's generic interpreter (jax._src.pallas.hlo_interpreter) runs a kernel's programs one after
another on whole blocks. Three things a GPU kernel may rely on it does not do (JAX 0.10.2):

* an aliased input and output are one buffer on the device (the kernel updates in place, a later
  program reads what an earlier one wrote); the interpreter gives the input ref a copy, so a kernel
  that reads its input after writing the output reads stale values (its own TODO b/370563936).
  Here the kernel's input ref is its output ref wherever both have the same block mapping.
* `plgpu.load`/`plgpu.store` (and ref indexing) mixing slices with index arrays (a row gather
  `p[src, pl.ds(c, k)]`) raise NotImplementedError; with x64 on a store's int32 and int64 starts
  fail to trace. Here every load is a gather and every store a scatter over the element
  coordinates the indexer names (numpy's advanced-indexing shapes, as Pallas defines them); a
  masked-off lane reads `other` and writes nothing, an out-of-bounds one reads the fill (NaN, the
  integer minimum) and writes nothing, as the interpreter's padding does.
* `plgpu.debug_barrier` (a barrier of one program's threads) has no CPU rule; a program that runs
  whole blocks in sequence has nothing to wait for, so it lowers to nothing.

`completed()` holds all three for a `with` block (the platform emulation enters it around every
interpret-mode trace and lowering of an emulated pair: `harness.run.emulation`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from harness.errors import AliasUnsupported
from harness.jaxtools import jaxcompat


@contextlib.contextmanager
def completed() -> Iterator[None]:
    with jaxcompat.pallas_interpreter(_in_place), jaxcompat.pallas_ref_rules(_gather_load, _scatter_swap), \
            jaxcompat.triton_no_op_on_cpu():
        yield


def _in_place(interpret: Callable[..., Any]) -> Callable[..., Any]:
    """The interpreter's entry, with each aliased input ref replaced by its output ref in the body."""

    def run(*args: Any, jaxpr: Any, input_output_aliases: Any, grid_mapping: Any, **params: Any) -> Any:
        jaxpr = one_buffer_per_alias(jaxpr, input_output_aliases, grid_mapping, params.get("name"))
        return interpret(*args, jaxpr=jaxpr, input_output_aliases=input_output_aliases,
                         grid_mapping=grid_mapping, **params)

    return run


def one_buffer_per_alias(jaxpr: Any, aliases: Sequence[tuple[int, int]], grid_mapping: Any, name: Any = None) -> Any:
    """The kernel body with every aliased input ref read and written through its output ref.

    Operand i of the call (scalar prefetch first) is the body's invar i; output o is the invar after
    the prefetch operands and the inputs. The interpreter starts each aliased output from its input,
    so reading the output ref is reading the buffer as the device holds it."""
    gm = grid_mapping
    nidx, nin = gm.num_index_operands, gm.num_inputs
    swap: dict[Any, Any] = {}
    for i, o in aliases:
        if i < nidx:  # a scalar-prefetch operand has no block: left as JAX runs it
            continue
        source, target = gm.block_mappings[i - nidx], gm.block_mappings[nin + o]
        if not _same_window(source, target):
            raise AliasUnsupported(
                f"kernel {name or '?'}: input {i} and output {o} alias with different block mappings "
                f"({source.block_shape} vs {target.block_shape}); the CPU interpreter cannot model one "
                "buffer through two windows: run this pair without emulate=")
        swap[jaxpr.invars[i]] = jaxpr.invars[nidx + nin + o]
    if not swap:
        return jaxpr
    eqns = [e.replace(invars=[swap.get(v, v) if _is_var(v) else v for v in e.invars],
                      effects=_effects_on(e.effects, swap)) for e in jaxpr.eqns]
    return jaxpr.replace(eqns=eqns, outvars=[swap.get(v, v) if _is_var(v) else v for v in jaxpr.outvars],
                         effects=_effects_on(jaxpr.effects, swap))


def _effects_on(effects: Any, swap: dict[Any, Any]) -> Any:
    """`effects` with every read or write of a swapped ref moved to its replacement (a state effect
    names its ref by variable). JAX 0.12's interpreter reads a kernel's effects to keep an aliased
    input and output in step (after each program it copies the one written over the other; 0.10's
    does not): an effect left on the input ref would copy the unwritten input over the output."""
    from jax._src import effects as effects_lib

    moved = [e.replace(swap[e.input]) if isinstance(e, effects_lib.JaxprInputEffect) and _is_var(e.input)
             and e.input in swap else e for e in effects]
    return type(effects)(moved) if not isinstance(effects, (set, frozenset)) else frozenset(moved)


def _is_var(v: Any) -> bool:
    from jax.extend.core import Literal

    return not isinstance(v, Literal)


def _same_window(a: Any, b: Any) -> bool:
    return (tuple(map(str, a.block_shape)) == tuple(map(str, b.block_shape))
            and tuple(jaxcompat.block_array_aval(a).shape) == tuple(jaxcompat.block_array_aval(b).shape)
            and str(a.index_map_jaxpr) == str(b.index_map_jaxpr))


def element_coordinates(indexer: Any, shape: Sequence[int]) -> list[Any]:
    """Per ref dimension, the coordinate of every element `indexer` names, as int32 arrays of the
    indexed `shape`: a slice spans its own axis of the result, the index arrays (and scalars)
    broadcast together and sit where numpy's advanced indexing puts them (at the first of them if
    they are adjacent, else in front), as `NDIndexer.get_indexer_shape` lays the result out."""
    import jax.numpy as jnp
    from jax import lax
    from jax._src.state import indexing

    indices = indexer.indices
    is_array = [not isinstance(s, indexing.Slice) for s in indices]
    array_shape = tuple(indexer.int_indexer_shape)
    at = [d for d, a in enumerate(is_array) if a]
    adjacent = bool(at) and at == list(range(at[0], at[0] + len(at)))
    array_axis = at[0] if adjacent else 0
    rank = len(shape)
    coordinates, k = [], 0
    for s in indices:
        placed = [1] * rank
        if isinstance(s, indexing.Slice):
            axis = k if k < array_axis else k + len(array_shape)
            placed[axis] = s.size
            line = jnp.asarray(s.start, jnp.int32) + jnp.int32(s.stride) * lax.iota(jnp.int32, s.size)
            k += 1
        else:
            placed[array_axis:array_axis + len(array_shape)] = array_shape
            line = jnp.broadcast_to(jnp.asarray(s).astype(jnp.int32), array_shape)
        coordinates.append(jnp.broadcast_to(line.reshape(placed), tuple(shape)))
    return coordinates


def _single_indexer(transforms: Any) -> Any:
    from jax._src.state import indexing

    transforms = tuple(transforms or ())
    if len(transforms) == 1 and isinstance(transforms[0], indexing.NDIndexer) and transforms[0].indices:
        return transforms[0]
    return None


def _gather_load(original: Callable[..., Any], in_avals: Any, out_avals: Any, *args_flat: Any, args_tree: Any,
                 **params: Any) -> Any:
    import jax.numpy as jnp

    ref, transforms, mask, other = args_tree.unflatten(args_flat)
    indexer = _single_indexer(transforms)
    if indexer is None:  # a ref view of views, or no indexer: JAX's own rule
        return original(in_avals, out_avals, *args_flat, args_tree=args_tree, **params)
    where = element_coordinates(indexer, out_avals[0].shape)
    out = _read(ref, where)
    if mask is not None and other is not None:
        out = jnp.where(mask, out, other)
    return (None,) * len(in_avals), out


def _scatter_swap(original: Callable[..., Any], in_avals: Any, out_avals: Any, *args_flat: Any, args_tree: Any,
                  **params: Any) -> Any:
    import jax.numpy as jnp

    ref, transforms, val, mask = args_tree.unflatten(args_flat)
    indexer = _single_indexer(transforms)
    if indexer is None:
        return original(in_avals, out_avals, *args_flat, args_tree=args_tree, **params)
    shape = out_avals[0].shape
    where = element_coordinates(indexer, shape)
    old = _read(ref, where)
    val = jnp.broadcast_to(val, shape)
    if mask is not None:
        mask = jnp.broadcast_to(mask, shape)
        where[0] = jnp.where(mask, where[0], ref.shape[0])  # a masked-off lane writes past the end: dropped
        old = jnp.where(mask, old, val)  # what JAX's own rule returns for a masked-off lane
    new = ref.at[tuple(where)].set(val, mode="drop", wrap_negative_indices=False)
    return (new,) + (None,) * (len(in_avals) - 1), old


def _read(ref: Any, where: list[Any]) -> Any:
    """The elements at `where`; past either end (a negative index too: an address before the buffer
    on the device) the fill the interpreter pads with."""
    return ref.at[tuple(where)].get(mode="fill", wrap_negative_indices=False)
