"""Loading a target: its declaration file read, and its declarations checked (`validate`): every mistake a clear
error that names the file, the pair and the fix, before any case is built."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from pathlib import Path

from harness.declare.target import (DTYPES, EMULATED_PLATFORMS, MESH_AXES, NDIMS, Pair, Target, load_file, resolve,
                                    resolve_name)
from harness.errors import DeclarationError


def load_target(path: Path | str) -> Target:
    """Load and validate the target declared in `path` (a Python file defining TARGET)."""
    path = Path(path)
    if not path.is_file():
        raise DeclarationError(f"{path}: declaration file not found; pass --pairs PATH or set "
                               "harness_pairs in the [tool.pytest.ini_options] of pyproject.toml")
    module = load_file(path)
    target = getattr(module, "TARGET", None)
    if not isinstance(target, Target):
        raise DeclarationError(f"{path}: defines no TARGET = harness.declare.Target(...)")
    target = dataclasses.replace(target, source=str(path))
    validate(target)
    return target


def validate(target: Target) -> None:
    src = target.source
    seen: set[str] = set()
    for pair in target.pairs:
        where = f"{src}: pair '{pair.name}'"
        _name(pair, where, seen)
        _grid(target, pair, where)
        _autodiff(target, pair, where)
        _fields(pair, where)
        _coverage(target, pair, where)
        resolve(pair, src)
    _target(target)


def _name(pair: Pair, where: str, seen: set[str]) -> None:
    """A pair's name: an identifier, unique, not `all`."""
    if not pair.name.isidentifier():
        raise DeclarationError(f"{where}: a pair name must be an identifier (used in case ids)")
    if pair.name in seen:
        raise DeclarationError(f"{where}: declared twice; pair names must be unique")
    if pair.name == "all":
        raise DeclarationError(f"{where}: 'all' is reserved (filecheck/all.<kind>.check applies to every pair)")
    seen.add(pair.name)


def _grid(target: Target, pair: Pair, where: str) -> None:
    """Its dimensions, dtypes, sizes, blocks and shapes, and meshes only where there is a dimension to split."""
    src = target.source
    bad = [n for n in pair.ndims if n not in NDIMS]
    if bad:
        raise DeclarationError(f"{where}: ndims {bad} not in {NDIMS}")
    bad = [d for d in pair.dtypes if d not in DTYPES]
    if bad:
        raise DeclarationError(f"{where}: dtypes {bad} not in {DTYPES}")
    for ndim in pair.ndims:
        if ndim and ndim not in target.sizes:
            raise DeclarationError(f"{where}: no grid size for {ndim}d in Target.sizes")
        for block in target.sharded_blocks.get(ndim, ()):
            if len(block) != ndim:
                raise DeclarationError(f"{src}: Target.sharded_blocks[{ndim}] holds {block!r}: a block of {ndim} "
                                       "extents")
            split, default = target.mesh.split_dim, tuple((target.blocks.get(ndim) or [()])[0])
            if split < ndim and len(default) == ndim and block[split] >= default[split]:
                raise DeclarationError(f"{src}: Target.sharded_blocks[{ndim}] holds {block!r}, no narrower than the "
                                       f"default block {default!r} along the axis the mesh splits (MeshLayout."
                                       f"split_dim={split}), where the sharded call exchanges halos: narrow it there")
        for shape in target.shapes.get(ndim, ()):
            if len(shape) != ndim or not all(isinstance(n, int) and n > 0 for n in shape):
                raise DeclarationError(f"{src}: Target.shapes[{ndim}] holds {shape!r}: a shape of {ndim} positive "
                                       "extents")
        if ndim == 0 and pair.meshes:
            raise DeclarationError(f"{where}: runs on meshes but has no spatial dimension for a mesh to "
                                   "split; declare meshes=False, or Target.sizes and the pair's ndims")
        for block in {**target.blocks, **pair.blocks}.get(ndim, ()):
            if len(block) != ndim:
                raise DeclarationError(f"{where}: block {block} has {len(block)} entries for {ndim}d")


def _autodiff(target: Target, pair: Pair, where: str) -> None:
    """How its gradients are checked, or why they are not."""
    if pair.autodiff not in (None, "custom_jvp", "custom_vjp", "custom_jvp+custom_vjp"):
        raise DeclarationError(f"{where}: autodiff must be None, 'custom_jvp', 'custom_vjp' or "
                               f"'custom_jvp+custom_vjp', not {pair.autodiff!r}")
    if pair.ad_wrapped_by and pair.ad_wrapped_by not in {p.name for p in target.pairs}:
        raise DeclarationError(f"{where}: ad_wrapped_by={pair.ad_wrapped_by!r} names no declared pair; name the "
                               "pair (a dispatcher) whose program wraps this kernel in custom_jvp/custom_vjp")
    if not pair.differentiable and not pair.not_differentiable.strip():
        raise DeclarationError(f"{where}: gradients are checked for every entry: declare its autodiff wrap "
                               "(autodiff='custom_jvp' / 'custom_vjp' / ...) or say in one line why it is not "
                               "differentiable (not_differentiable='...')")
    if pair.differentiable and pair.not_differentiable.strip():
        raise DeclarationError(f"{where}: declares not_differentiable but its gradients are checked "
                               f"({'autodiff=' + repr(pair.autodiff) if pair.autodiff else 'a dispatcher'}): "
                               "drop one of the two")


def _fields(pair: Pair, where: str) -> None:
    """Its kind, its refusal to reject, its CUDA backend, its emulated platform, and the texts and reasons it gives."""
    if pair.kind not in ("entry", "dispatcher"):
        raise DeclarationError(f"{where}: kind must be 'entry' or 'dispatcher', not {pair.kind!r}")
    if pair.on_reject not in ("fallback", "raises", "unguarded"):
        raise DeclarationError(f"{where}: on_reject must be 'fallback', 'raises' or 'unguarded', "
                               f"not {pair.on_reject!r}")
    if pair.cuda_backend not in (None, "triton", "mosaic_gpu"):
        raise DeclarationError(f"{where}: cuda_backend must be 'triton', 'mosaic_gpu' or None (either), "
                               f"not {pair.cuda_backend!r}")
    if pair.emulate is not None:
        if pair.emulate not in EMULATED_PLATFORMS:
            raise DeclarationError(f"{where}: emulate={pair.emulate!r} names no platform the harness emulates; "
                                   f"use one of {EMULATED_PLATFORMS} or None (run as the machine is)")
    for field, what in (("interpret_refusal", "the text of the interpreter's error"),
                        ("not_for_h100", "why the H100 compile does not apply")):
        value = getattr(pair, field)
        texts = value if field == "interpret_refusal" and isinstance(value, tuple) and value else (value,)
        if value is not None and not all(isinstance(v, str) and v for v in texts):
            raise DeclarationError(f"{where}: {field} must be {what}, not {value!r}")
    if not isinstance(pair.unreachable_arms, Mapping) or not all(
            isinstance(k, str) and ":" in k and isinstance(v, str) and v.strip()
            for k, v in pair.unreachable_arms.items()):
        raise DeclarationError(f"{where}: unreachable_arms maps a site ('file.py:LINE', optionally ' max#0' and "
                               "' arm N') to why no input reaches it, e.g. {'kernel.py:42 arm 1': 'the gate "
                               "rejects densities below the floor'}")
    if not isinstance(pair.unreachable_conditions, Mapping) or not all(
            isinstance(k, str) and ":" in k and isinstance(v, str) and v.strip()
            for k, v in pair.unreachable_conditions.items()):
        raise DeclarationError(f"{where}: unreachable_conditions maps a decision's site ('file.py:LINE', "
                               "optionally ' select_n#0' and ' condition N') to the proof that no input shows "
                               "that condition deciding, e.g. {'kernel.py:42 condition 1': 'cap is the "
                               "array's length: b < cap always holds'}")


def _coverage(target: Target, pair: Pair, where: str) -> None:
    """What it declares out of the option coverage, its axes, options and probes."""
    _validate_out_of_scope(pair.out_of_scope, where=f"{where}: out_of_scope")
    if pair.out_of_scope and target.options is None:
        raise DeclarationError(f"{where}: declares out_of_scope but the target declares no options "
                               "(Target.options = OptionSpace(...)) to measure coverage against")
    clash = set(pair.axes) & set(pair.options)
    if clash:
        raise DeclarationError(f"{where}: {sorted(clash)} declared both as axes and as options")
    if pair.memory_on_required and pair.required is None:
        raise DeclarationError(f"{where}: memory_on_required runs the memory check on each `required` key's "
                               f"case, and the pair declares no `required`: declare one or drop the flag")
    for key, values in pair.probes.items():
        if key in pair.axes or not values or set(values) & set(pair.options.get(key, ())):
            raise DeclarationError(f"{where}: probes.{key} must name an option ({sorted(pair.options)}) or a "
                                   f"key of its own (not an axis) and values the option does not already have, "
                                   f"not {tuple(values)!r}")


def _target(target: Target) -> None:
    """The target's own fields: its mesh context and axes, its option space."""
    src = target.source
    if target.mesh_context:
        resolve_name(target.mesh_context, where=f"{src}: Target.mesh_context")
    if not target.mesh_axes or target.mesh_axes[0] != "auto" or not set(target.mesh_axes) <= set(MESH_AXES):
        raise DeclarationError(f"{src}: Target.mesh_axes must be 'auto' followed by any of {MESH_AXES[1:]}, "
                               f"not {tuple(target.mesh_axes)!r}")
    if target.options is not None:
        _validate_out_of_scope(target.options.out_of_scope, where=f"{src}: OptionSpace.out_of_scope")
        for field, domain in target.options.domains.items():
            if not _FIELD.match(field) or not domain:
                raise DeclarationError(f"{src}: OptionSpace.domains[{field!r}]: key it 'Class.field' and give "
                                       "at least one value, by name")
        for key, reason in target.options.derived.items():
            if not (_FIELD.match(key) or key.isidentifier()) or not str(reason).strip():
                raise DeclarationError(f"{src}: OptionSpace.derived[{key!r}]: key it 'Class' or 'Class.field' "
                                       "and say why it is not an option")


_FIELD = re.compile(r"^[A-Za-z_]\w*\.[A-Za-z_]\w*$")
_OUT_OF_SCOPE = re.compile(r"^[A-Za-z_]\w*\.[A-Za-z_]\w*(=\S+)?$")


def _validate_out_of_scope(entries: Mapping[str, str], *, where: str) -> None:
    for key, reason in entries.items():
        if not _OUT_OF_SCOPE.match(key):
            raise DeclarationError(f"{where}: {key!r} names no option value; write 'Class.field' (every value "
                                   "no case runs) or 'Class.field=VALUE' (one value, by name)")
        if not isinstance(reason, str) or not reason.strip():
            raise DeclarationError(f"{where}: {key!r} needs a one-line reason")
