"""The declaration API: what a kernel developer writes to put a native/Pallas pair under test.

A target file (e.g. `astronomix/pairs.py`) defines `TARGET = Target(...)` holding `Pair`s. Each pair
names both sides by qualified name ("package.module:function"), says how to build a `Workload` for a
`Case`, which grid axes it supports, and what its `_supported` predicate must answer.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from harness.errors import DeclarationError
from harness.declare.workload import Workload
from harness.jaxtools import jaxcompat

# Grid axis values understood by the case grid. ndim 0 is a target without spatial dimensions (its
# shapes are the pair's business): the id then carries no "Nd" facet.
__all__ = ["NDIMS", "DTYPE_NAMES", "DTYPES", "MESH_AXES", "EMULATED_PLATFORMS", "Case", "Resolved", "Pair", "GateRejects",
           "MeshLayout", "OptionSpace", "Target", "format_extra", "resolve_name", "resolve", "load_sibling",
           "load_file"]

NDIMS = (0, 1, 2, 3)
DTYPE_NAMES = {"bf16": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64"}
DTYPES = tuple(DTYPE_NAMES)
# Axis types of a mesh case: "auto" builds `Mesh(..., axis_types=Auto)`; "explicit" calls `jax.make_mesh`
# with no axis types, which in the pinned JAX gives Explicit axes (the engine checks that it does).
MESH_AXES = ("auto", "explicit")
# Pair.emulate: what harness.run.emulation can run a pair as. "tpu" is a v5e; a TPU generation can be
# named, for a library whose kernels need a newer chip (its own test of get_tpu_info().generation).
EMULATED_PLATFORMS = ("cuda", "tpu", "tpu:v5e", "tpu:v6e", "tpu:v7x")


@dataclasses.dataclass(frozen=True)
class Case:
    """One point of a pair's grid. Its `id` is what pytest shows and `-k` selects on."""

    pair: str
    ndim: int  # 0 where the target has no spatial dimensions
    dtype: str  # a key of DTYPE_NAMES
    x64: bool
    interpret: bool
    block: tuple[int, ...]  # spatial block, ndim entries; () where block shapes do not apply
    mesh: int
    extra: tuple[tuple[str, Any], ...] = ()
    # the mesh's axis types at mesh > 1: "auto" (the gate's own mesh) or "explicit" (the mesh the
    # pinned JAX's `jax.make_mesh` returns by default, as a user builds it); see MESH_AXES
    mesh_axes: str = "auto"
    # the grid's spatial shape where it is not the target's for this ndim (Target.shapes); () = Target.sizes
    shape: tuple[int, ...] = ()

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.extra)

    def __getitem__(self, key: str) -> Any:
        for name, value in self.extra:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.extra:  # a few items: no dict built (the full grid's gates ask ~700,000 times)
            if name == key:
                return value
        return default

    @property
    def dtype_name(self) -> str:
        """The NumPy name of the case's dtype ("bfloat16", "float32", ...)."""
        return DTYPE_NAMES[self.dtype]

    @property
    def block3(self) -> tuple[int, int, int]:
        return tuple(self.block) + (1,) * (3 - len(self.block))  # type: ignore[return-value]

    @property
    def id(self) -> str:
        kept = self.__dict__.get("_id")  # building the grids asks ~500,000 times
        if kept is None:
            kept = self.__dict__["_id"] = self._make_id()
        return kept

    def _make_id(self) -> str:
        parts = [f"{self.ndim}d"] if self.ndim else []
        parts += [self.dtype, "x64on" if self.x64 else "x64off", "interp" if self.interpret else "compiled"]
        parts += ["b" + "x".join(str(b) for b in self.block)] if self.block else []
        parts += ["s" + "x".join(str(n) for n in self.shape)] if self.shape else []
        parts.append(f"mesh{self.mesh}" + ("" if self.mesh_axes == "auto" else self.mesh_axes))
        parts += [format_extra(k, v) for k, v in self.extra]
        return f"{self.pair}[{'-'.join(parts)}]"


def format_extra(key: str, value: Any) -> str:
    if isinstance(value, bool):
        return key if value else f"no{key}"
    return f"{key}{value}"


@dataclasses.dataclass(frozen=True)
class Resolved:
    """The pair's functions, imported."""

    pallas: Callable[..., Any]
    native: Any  # a callable, or a tuple of callables when the pair declares one twin per axis
    supported: Callable[..., Any] | None


@dataclasses.dataclass(frozen=True)
class Pair:
    """A native/Pallas pair and everything the grid needs to know about it.

    accepts(case) is the declaration's own statement of whether the `_supported` predicate must
    accept the case; the harness fails a case where the predicate, or the traced program, disagrees.
    """

    name: str
    pallas: str
    native: str | tuple[str, ...]
    build: Callable[[Case, Resolved], Workload]
    accepts: Callable[[Case], bool]
    supported: str | None = None
    kind: str = "entry"  # "entry": a Pallas entry point; "dispatcher": a function choosing between sides
    ndims: Sequence[int] | None = None  # None: the target's
    dtypes: Sequence[str] | None = None  # None: the target's
    x64: Sequence[bool] = (False, True)
    blocks: Mapping[int, Sequence[tuple[int, ...]]] = dataclasses.field(default_factory=dict)
    meshes: bool = True  # runs at mesh > 1
    # Kernel variants: the default grid runs their full product at the base point.
    axes: Mapping[str, Sequence[Any]] = dataclasses.field(default_factory=dict)
    # Options: the default grid varies them one at a time (first value is the base); full runs all.
    options: Mapping[str, Sequence[Any]] = dataclasses.field(default_factory=dict)
    valid: Callable[[Case], bool] | None = None
    # What the Pallas entry does where its gate rejects: "fallback" (runs native), "raises" (refuses),
    # or "unguarded" (has no gate of its own and runs the kernel anyway: its callers must check).
    on_reject: str = "fallback"
    fd_check: bool = True  # finite-difference check of the native side (off for kinks such as floors)
    halo: Callable[[Case], tuple[int, ...]] | tuple[int, ...] = (0, 0, 0)
    aliases: bool = False
    autodiff: str | None = None  # None | "custom_jvp" | "custom_vjp" | "custom_jvp+custom_vjp"
    tolerances: Mapping[str, tuple[float, float]] = dataclasses.field(default_factory=dict)
    grad_tolerances: Mapping[str, tuple[float, float]] = dataclasses.field(default_factory=dict)
    # None: the kernels lower for TPU (Mosaic). Otherwise text the TPU lowering error must contain:
    # a kernel written for GPUs only is an expected outcome, declared, not an error.
    # Alternatives (a tuple) where the wording depends on what the process imported before.
    tpu: str | tuple[str, ...] | None = None
    cuda: str | tuple[str, ...] | None = None  # likewise for CUDA (Triton): a TPU-only kernel declares it
    # The Pallas GPU backend its CUDA lowering must use: "triton" (Triton compiler params) or
    # "mosaic_gpu" (a plain pallas_call, plgpu.kernel); None: either, as the golden's snapshot records.
    cuda_backend: str | None = None
    # Text of the error with which JAX's CPU interpreter refuses the kernel (it lacks something the
    # kernel uses): the checks that need the interpret-mode run do not run, and the path check holds
    # the interpreter to this refusal; the device build's checks (lowering, FileCheck, GPU compile) run.
    # A tuple: any one of these texts (JAX's lines word the same refusal differently).
    interpret_refusal: str | tuple[str, ...] | None = None
    # The platform the Pallas side runs as in interpret mode ("cuda", "tpu" or "tpu:v7x"...; harness.run.emulation): for a
    # library that picks its kernels by platform (lax.platform_dependent, a device-platform test, the TPU's
    # get_tpu_info()) and takes no interpret= argument. Every pallas_call is interpreted, platform_dependent
    # takes that platform's branch and device queries answer as its device (an H100; a TPU v5e, or the
    # generation named); the device build keeps the answers only (and lowers for that TPU generation).
    emulate: str | None = None
    # Why the deviceless GPU compile (an H100, sm_90a) does not apply, e.g. a kernel written for
    # Blackwell (sm_100a: tcgen05, tensor memory); None: it is compiled and budgeted.
    not_for_h100: str | None = None
    # Kernel branch coverage (harness coverage --kernels): arms of a kernel's data-dependent choices
    # that no input of a user can take, by site ("file.py:LINE", "file.py:LINE max#0", either with
    # " arm N"; * and ? match) -> why. An uncovered arm without a reason is a gap.
    unreachable_arms: Mapping[str, str] = dataclasses.field(default_factory=dict)
    # Condition coverage (MC/DC, the same command): conditions of a compound decision no input can show
    # to change it with the others held, by site ("file.py:LINE", "file.py:LINE select_n#0", either with
    # " condition N") -> the proof. A condition never shown without a reason is a gap.
    unreachable_conditions: Mapping[str, str] = dataclasses.field(default_factory=dict)
    golden_slack: float = 1.0  # multiplies the norm-wise drift a golden allows (harness.store.drift.GOLDEN_EPS)
    spill_bytes: int = 0  # register spill traffic (stores + loads, per kernel and arch) the author accepts
    # (case, check) -> True where that check costs too much for the PR gate: marked slow, it runs
    # with --grid full or -m slow (nightly), and the PR summary counts it as deselected.
    slow: Callable[[Case, str], bool] | None = None
    # case -> a key, or None: the PR grid holds one case per distinct key (the cheapest: one the
    # covering array chose, else the lowest ndim, first in grid order), and no check of it is slow.
    # What must never wait for --grid full, e.g. every axis of a hand-written adjoint.
    required: Callable[[Case], Any] | None = None
    # Whether the memory check, and so kernel branch coverage, also runs one case per `required` key, not
    # only one per kernel variant (at the lowest ndim): where a required key names a program the variant's
    # lowest-ndim case never builds, e.g. a 3D kernel's transverse-velocity fields.
    memory_on_required: bool = False
    # Option values run as probes, outside the covering array: option -> values beyond those in `options`,
    # or a key of its own (the other cases run the build's default and keep their ids). Each runs in the
    # pair's base case of every variant (each `axes` value once, options at their first value), at the
    # first ndim where it is valid and the gate accepts it, at mesh 1 in the PR and full grids: an input
    # that takes a kernel's rarer arms (a zero sound speed, ragged sequence lengths, a mean that rounds
    # below a threshold) without reshuffling which other cases the array picks.
    probes: Mapping[str, tuple] = dataclasses.field(default_factory=dict)
    # Gradients are checked for every pair that has an autodiff wrap (`autodiff`) and every
    # dispatcher; any other pair says here, in one line, why it is not differentiated.
    not_differentiable: str = ""
    # The pair (a dispatcher) whose program runs this pair's aliased kernels inside custom_jvp/custom_vjp,
    # where this entry has no wrap of its own: the aliasing convention holds for every aliased call, so
    # the conventions check traces that pair and fails unless it wraps the same kernel ("" = no wrapper)
    ad_wrapped_by: str = ""
    # Option values the Pallas path or its twin reads that the full grid never runs, each with a
    # one-line reason: "Class.field" (every missing value) or "Class.field=NAME" (one value).
    # `harness coverage` lists what is read; a missing value declared nowhere is a collection error.
    out_of_scope: Mapping[str, str] = dataclasses.field(default_factory=dict)
    description: str = ""

    @property
    def differentiable(self) -> bool:
        """Gradient cases run for pairs the target wraps for autodiff (`autodiff`), and for every
        dispatcher: the solver it sits in promises gradients whichever side the dispatcher picks."""
        return self.autodiff is not None or self.kind == "dispatcher"

    def halo_for(self, case: Case) -> tuple[int, ...]:
        return self.halo(case) if callable(self.halo) else tuple(self.halo)


class GateRejects(str):
    """An out-of-scope reason the harness checks rather than trusts: the pair's gate (its Workload's
    `predicate`) rejects the value. `harness coverage` evaluates the gate with that one value set
    (every other option as the PR grid's first case has it); where it accepts, or never reads the
    field, the declaration is wrong and the run fails naming it. Any other reason is shown as a
    claim that is not checked."""

    def __new__(cls, reason: str) -> "GateRejects":
        return super().__new__(cls, reason)


@dataclasses.dataclass(frozen=True)
class MeshLayout:
    """How a target's arrays sit on a device mesh: the mesh's axis names (the devices lie along
    `split`, every other axis has size 1), and per argument kind (`Workload.shard`) the mesh axis
    naming each array dimension for a case of `ndim` spatial dimensions. "replicated" is built in."""

    axes: tuple[str, ...] = ("x",)
    split: str = "x"
    kinds: Mapping[str, Callable[[int], tuple[str | None, ...]]] = dataclasses.field(default_factory=dict)
    split_dim: int = 0  # the spatial dimension `split` divides (a halo along it crosses devices)

    def spec(self, kind: str, ndim: int) -> tuple[str | None, ...]:
        if kind == "replicated":
            return ()
        if kind not in self.kinds:
            raise ValueError(f"shard kind {kind!r} is not in the target's MeshLayout.kinds "
                             f"({', '.join(sorted(self.kinds)) or 'none declared'}); declare it, or use 'replicated'")
        return tuple(self.kinds[kind](ndim))


@dataclasses.dataclass(frozen=True)
class OptionSpace:
    """What the target's config containers (its NamedTuple classes) hold, for `harness coverage`.

    `domains`: per field ("Class.field") the values it can take, by name (an int-coded enum's
    members); booleans need none. `derived`: a class or field that is not a user option (variable
    indices, a value the grid already varies as ndim or block), with the reason. `out_of_scope`:
    values no pair runs, with the reason, for every pair ("Class.field" or "Class.field=NAME")."""

    domains: Mapping[str, Mapping[str, Any]] = dataclasses.field(default_factory=dict)
    derived: Mapping[str, str] = dataclasses.field(default_factory=dict)
    out_of_scope: Mapping[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class Target:
    """A package under verification, its grid axes and its pairs.

    `sizes` declares the spatial shapes (one per ndim): a target without them has no ndim axis (its
    pairs build their own shapes, ndim 0) and no mesh cases. `blocks` declares block shapes per ndim;
    where neither the target nor a pair declares any, block shapes do not apply. `dtypes` and `ndims`
    are what a pair runs unless it narrows them."""

    package: str  # the import name
    # the release verified: a version ("0.6.6"), a specifier (">=0.10.2,<0.13") or "any"; the installed
    # distribution must match it (`version_mismatch`)
    version: str
    pairs: Sequence[Pair]
    mesh_context: str | None = None  # "module:function" taking a Mesh (or None), entered on the Pallas side
    sizes: Mapping[int, tuple[int, ...]] = dataclasses.field(default_factory=dict)  # spatial shape per ndim
    blocks: Mapping[int, Sequence[tuple[int, ...]]] = dataclasses.field(default_factory=dict)
    source: str = ""  # file the target was loaded from
    name: str = ""  # names the golden folder beside the versions; default: the package
    dtypes: Sequence[str] = ("f32", "f64")
    ndims: Sequence[int] | None = None  # default: the ndims of `sizes`, or (0,) without sizes
    mesh: MeshLayout = MeshLayout()  # how mesh cases lay the arguments out
    # the helper every pallas_call must be reached through (halo exchange on a mesh), e.g.
    # "_pallas_call_sharded"; None: not checked
    sharded_call: str | None = None
    # The config containers' option domains: None: option coverage is not measured for this target.
    options: OptionSpace | None = None
    # the axis types mesh cases run on (MESH_AXES): "auto" always; "explicit" adds cases on the mesh a
    # user builds with jax.make_mesh (grid.user_mesh_cases)
    mesh_axes: Sequence[str] = MESH_AXES
    # Spatial shapes besides `sizes`, per ndim: non-cubic grids (every axis a different extent), where a
    # kernel that takes one axis' extent for another's (nx for ny, a captured shape) fails; a cubic grid
    # cannot show it. The PR grid runs each at mesh 1 for every pair of that ndim whose gate accepts it
    # (the base case, the first declared block that tiles the shape): `Case.shape`, read by `shape_of`.
    shapes: Mapping[int, Sequence[tuple[int, ...]]] = dataclasses.field(default_factory=dict)
    # Blocks narrower than a halo along the sharded axis (1 and 2 cells along `mesh.split_dim`), per ndim:
    # where a sharded call's halo rounding to the block changes meaning. The PR grid runs each at mesh 2 on
    # every ndim a pair runs, its base case and each variant with another halo width across the split axis,
    # where the gate accepts it (`grid.sharded_block_cases`); parity only, like `shapes`.
    sharded_blocks: Mapping[int, Sequence[tuple[int, ...]]] = dataclasses.field(default_factory=dict)
    # the pip distribution that installs `package`, where its name differs (import `foo`, install
    # `foo-kernels`): its version is what `version` is checked against and what goldens are keyed by
    distribution: str = ""

    def shape_of(self, case: Case) -> tuple[int, ...]:
        """The spatial shape the case runs on: its own (`Case.shape`) or the target's for its ndim."""
        return tuple(case.shape) or tuple(self.sizes.get(case.ndim, ()))

    def shard_block(self, case: Case) -> str:
        """How the case's block meets one device's shard along the axis the mesh splits: "unsharded"
        (mesh 1, or no such axis), "fits" (the block's extent there divides the shard's), "wider" (it
        exceeds the shard's) or "ragged" (it does not divide it). A gate that checks the global shape
        accepts blocks that do not fit a shard: the known-failure key `shard_block` names the cases."""
        split, shape = self.mesh.split_dim, self.shape_of(case)
        if case.mesh == 1 or split >= min(len(shape), len(case.block)):
            return "unsharded"
        extent, width = shape[split], case.block[split]
        if width * case.mesh > extent:
            return "wider"
        return "fits" if extent % (width * case.mesh) == 0 else "ragged"

    def __post_init__(self) -> None:
        ndims = tuple(self.ndims) if self.ndims is not None else (tuple(sorted(self.sizes)) or (0,))
        object.__setattr__(self, "ndims", ndims)
        object.__setattr__(self, "name", self.name or self.package)
        object.__setattr__(self, "distribution", self.distribution or self.package)
        filled = [dataclasses.replace(p, ndims=tuple(p.ndims) if p.ndims is not None else ndims,
                                      dtypes=tuple(p.dtypes) if p.dtypes is not None else tuple(self.dtypes))
                  for p in self.pairs]
        object.__setattr__(self, "pairs", filled)


def version_mismatch(target: Target) -> str | None:
    """Why the installed distribution is not the release the target declares, or None where it is
    (or the target declares "any")."""
    from importlib import metadata

    from packaging.specifiers import InvalidSpecifier, SpecifierSet
    from packaging.version import InvalidVersion, Version

    declared = target.version.strip()
    if declared in ("", "any"):
        return None
    where = f"{target.source or 'the declaration'}: Target(package={target.package!r}"
    where += f", distribution={target.distribution!r})" if target.distribution != target.package else ")"
    try:
        installed = metadata.version(target.distribution)
    except metadata.PackageNotFoundError:
        return (f"{where}: no distribution named {target.distribution!r} is installed; install it, or, where "
                f"the pip distribution's name differs from the import name, name it: Target(distribution=...)")
    try:
        spec = SpecifierSet(declared if declared[0] in "<>=!~" else f"=={declared}")
        ok = Version(installed) in spec
    except (InvalidSpecifier, InvalidVersion):
        ok = installed == declared
    if ok:
        return None
    return (f"{where} declares version={declared!r} but {target.distribution} {installed} is installed: install "
            f"the declared release, or declare the one you verify (version={installed!r}, or a range such as "
            f"'>={installed}') and bless its goldens")


def resolve_name(qualname: str, *, where: str, anchor: str = "") -> Any:
    """Import "package.module:attr.attr"; raise DeclarationError naming `where` on failure.

    "@name:attr" names a module `name.py` beside the declaration file `anchor` (loaded by path).
    """
    if ":" not in qualname:
        raise DeclarationError(f"{where}: '{qualname}' is not a qualified name; write 'package.module:function'")
    module_name, _, attr_path = qualname.partition(":")
    try:
        if module_name.startswith("@"):
            if not anchor:
                raise ImportError("'@module' names need the declaration file they sit beside")
            obj: Any = load_sibling(anchor, module_name[1:])
        else:
            obj = jaxcompat.import_module(module_name)  # quiet about JAX deprecating its Triton ops
    except (ImportError, DeclarationError) as err:
        raise DeclarationError(f"{where}: cannot import module '{module_name}' ({err}); "
                               f"{jaxcompat.gone_module_hint(module_name) or 'fix the module path in the declaration'}"
                               ) from err
    for attr in attr_path.split("."):
        if not hasattr(obj, attr):
            raise DeclarationError(f"{where}: '{module_name}' has no attribute '{attr_path}'; "
                                   "the function was renamed or removed: update the declaration")
        obj = getattr(obj, attr)
    return obj


def resolve(pair: Pair, source: str) -> Resolved:
    where = f"{source}: pair '{pair.name}'"
    native = (resolve_name(pair.native, where=where, anchor=source) if isinstance(pair.native, str)
              else tuple(resolve_name(n, where=where, anchor=source) for n in pair.native))
    return Resolved(
        pallas=resolve_name(pair.pallas, where=where, anchor=source),
        native=native,
        supported=resolve_name(pair.supported, where=where, anchor=source) if pair.supported else None,
    )


def load_sibling(anchor: str, name: str) -> ModuleType:
    """Import `name`.py from the folder of `anchor` without putting that folder on sys.path.

    Declaration folders are named after the package they verify (`astronomix/`); importing them by
    file path keeps them from ever shadowing the installed package.
    """
    path = Path(anchor).resolve().parent / f"{name}.py"
    return load_file(path)


def load_file(path: Path) -> ModuleType:
    path = Path(path).resolve()
    module_name = "harness_declared." + "_".join(path.with_suffix("").parts[-2:])
    if module_name in sys.modules and getattr(sys.modules[module_name], "__file__", None) == str(path):
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise DeclarationError(f"{path}: cannot be loaded as a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except DeclarationError:
        sys.modules.pop(module_name, None)
        raise
    except Exception as err:
        sys.modules.pop(module_name, None)
        raise DeclarationError(f"{path}: failed to load: {type(err).__name__}: {err}") from err
    return module
