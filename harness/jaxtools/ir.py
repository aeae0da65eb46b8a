"""The lowered IR of a case, for every platform its kernels target, as normalised text.

The IR kinds (each a FileCheck input, `<pair>.<kind>.check`) are one table, `KIND_TABLE` at the end
of this module: each row says where its text comes from, how it is made and what reads it (an IR
golden, `harness draft-check`); every other list of kinds is derived from it. A new kind made from the
device build (its trace, or a platform's lowering) is one row with its `produce` function.

CUDA and TPU lowering run on a CPU-only machine (harness.jaxtools.lower): the case's Pallas side is
rebuilt with interpret=False and lowered with `lowering_platforms`; no device is involved.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import re
from typing import Any, Callable

from harness.jaxtools import jaxcompat
from harness.jaxtools.jaxpr_walk import iter_eqns

TRITON_CALL_TARGET = "__gpu$xla.gpu.triton"


@dataclasses.dataclass
class TritonKernel:
    name: str
    ir: str  # normalised Triton IR text
    bytecode: bytes  # as found in the custom call, for the PTX compile
    grid: tuple[int, int, int]
    num_warps: int
    num_stages: int
    aliases: list[tuple[int, int]]  # (output index, operand index)


class _MadeOnFirstRead:
    """A LoweringOutcome's text: as given, or made on first read by its `make` (a kind that costs
    something to print is made only where a check reads it)."""

    def __get__(self, outcome: Any, owner: Any = None) -> str | None:
        if outcome is None:
            return None  # the field's default
        if outcome.__dict__.get("_text") is None and outcome.make is not None:
            outcome.__dict__["_text"], outcome.make = outcome.make(), None
        return outcome.__dict__.get("_text")

    def __set__(self, outcome: Any, text: str | None) -> None:
        outcome.__dict__["_text"] = text


@dataclasses.dataclass
class LoweringOutcome:
    """Text of one IR kind, or why it could not be produced (an expected outcome for some kernels)."""

    kind: str
    text: _MadeOnFirstRead = _MadeOnFirstRead()  # str | None
    error: str | None = None
    # where an error arose: "lowering" (the platform refused the kernel), or "building"/"tracing" the
    # interpret=False program itself (no platform was ever asked)
    stage: str = "lowering"
    # digest -> normalised text of every kernel this snapshot names only by digest (cuda, tpu)
    kernels: dict[str, str] = dataclasses.field(default_factory=dict)
    backend: str = ""  # cuda: the kernels' Pallas backend (cuda_backend)
    deprecations: list[str] = dataclasses.field(default_factory=list)  # JAX's, said while lowering (jaxcompat)
    # cuda, tpu: the pallas_calls the device build's trace holds (a build that interprets them off the device
    # traces kernels and lowers none)
    traced_kernels: int = 0
    exception: Any = dataclasses.field(default=None, compare=False, repr=False)  # the error, for its traceback
    make: Callable[[], str] | None = dataclasses.field(default=None, compare=False, repr=False)  # text, when read

    @property
    def device_build_failed(self) -> bool:
        return self.error is not None and self.stage in ("building", "tracing")


# -- normalisation ---------------------------------------------------------------------------------

_LOC_LINE = re.compile(r"^#loc\d*\s*=.*$\n?", re.M)
_HLO_METADATA = re.compile(r",?\s*metadata=\{[^{}]*\}")
_HLO_NAME = re.compile(r"(%?[A-Za-z_][\w\-]*?)\.(\d+)\b")
_IR_BLOB = re.compile(r'ir = "((?:[^"\\]|\\.)*)"')
_MLIR_ESCAPE = re.compile(rb"\\(\\|[0-9A-Fa-f]{2})")


def unescape_mlir_string(body: str) -> bytes:
    """The bytes of an MLIR string literal's body: MLIR prints a backslash as two and any other
    unprintable byte as a backslash and two hex digits."""
    return _MLIR_ESCAPE.sub(
        lambda m: b"\\" if m.group(1) == b"\\" else bytes([int(m.group(1), 16)]), body.encode("latin-1"))


def normalize_mlir(text: str) -> str:
    """No locations, no file paths; MLIR prints attribute dictionaries sorted already."""
    text = _LOC_LINE.sub("", text)
    text = _strip_locations(text)
    text = re.sub(r"\{-#.*?#-\}", "", text, flags=re.S)  # dialect resources (blobs)
    return "\n".join(line.rstrip() for line in text.splitlines()).strip() + "\n"


def _strip_locations(text: str) -> str:
    """Remove every ` loc(...)` suffix, however deeply its parentheses nest (callsite, fused)."""
    out, i = [], 0
    while True:
        j = text.find(" loc(", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        depth, k, quoted = 0, j + 4, False
        while k < len(text):
            c = text[k]
            if c == '"' and text[k - 1] != "\\":
                quoted = not quoted
            elif not quoted and c == "(":
                depth += 1
            elif not quoted and c == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        i = k + 1


def normalize_hlo(text: str) -> str:
    """Compiled HLO: drop metadata (source lines), renumber instruction suffixes by first use."""
    text = _HLO_METADATA.sub("", text)
    seen: dict[tuple[str, str], int] = {}
    counters: dict[str, int] = {}

    def rename(m: re.Match) -> str:
        base, num = m.group(1), m.group(2)
        key = (base, num)
        if key not in seen:
            seen[key] = counters.get(base, 0)
            counters[base] = seen[key] + 1
        return f"{base}.{seen[key]}"

    text = _HLO_NAME.sub(rename, text)
    return "\n".join(line.rstrip() for line in text.splitlines()).strip() + "\n"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]  # harness.store.kernel_store.digest: the name of a stored kernel


# -- walking MLIR modules ----------------------------------------------------------------------------

def _ops(module: Any):
    stack = [module.operation]
    while stack:
        op = stack.pop()
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    yield child
                    stack.append(child.operation)


def custom_calls(lowered: Any, target: str) -> list[Any]:
    """The lowering's `stablehlo.custom_call`s to `target`, in `_ops` order."""
    from jax._src.lib.mlir import ir

    return [op for op in _ops(lowered.compiler_ir("stablehlo")) if op.operation.name == "stablehlo.custom_call"
            and ir.StringAttr(op.attributes["call_target_name"]).value == target]


def count_ops(lowered: Any) -> int:
    """Operations in a lowered program, nested regions (kernel bodies, loops) included."""
    return sum(1 for _ in _ops(lowered.compiler_ir("stablehlo")))


def triton_kernels(lowered: Any) -> list[TritonKernel]:
    """Every Triton kernel in a CUDA lowering, in program order, as text."""
    from jax._src.lib.mlir import ir

    kernels = []
    for op in custom_calls(lowered, TRITON_CALL_TARGET):
        config = ir.DictAttr(op.attributes["mhlo.backend_config"])
        bytecode = ir.StringAttr(config["ir"]).value_bytes
        text = _triton_asm(bytecode)
        aliases = []
        if "output_operand_aliases" in op.attributes:
            for alias in ir.ArrayAttr(op.attributes["output_operand_aliases"]):
                m = re.search(r"output_tuple_indices = \[(\d*)\], operand_index = (\d+)", str(alias))
                if m:
                    aliases.append((int(m.group(1) or 0), int(m.group(2))))
        kernels.append(TritonKernel(
            name=ir.StringAttr(config["name"]).value,
            ir=text,
            bytecode=bytes(bytecode),
            grid=tuple(ir.IntegerAttr(config[f"grid_{d}"]).value for d in "xyz"),  # type: ignore[arg-type]
            num_warps=ir.IntegerAttr(config["num_warps"]).value,
            num_stages=ir.IntegerAttr(config["num_stages"]).value,
            aliases=aliases,
        ))
    return kernels


@functools.lru_cache(maxsize=256)  # the case's device build and its H100 compile lower the same kernels
def _triton_asm(bytecode: bytes) -> str:
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    from jaxlib.triton import dialect as triton_dialect

    ctx = jax_mlir.make_ir_context()
    triton_dialect.register_dialect(ctx)
    with ctx:
        return normalize_mlir(ir.Module.parse(bytecode).operation.get_asm(enable_debug_info=False))


def cuda_stablehlo(lowered: Any, kernels: list[TritonKernel] = (), mosaic_gpu: list[Any] = ()) -> str:
    """The CUDA StableHLO with each kernel's bytecode (Triton or Mosaic GPU) replaced by the digest of
    its normalised text: the bytecode itself embeds source locations (install paths), which differ per
    machine, and so does a Mosaic GPU call's kernel_hash. `kernels` and `mosaic_gpu` (of the same
    lowering) already hold the texts: no bytecode is parsed twice."""
    text = lowered.as_text(debug_info=False)
    parsed = {k.bytecode: k.ir for k in kernels}
    parsed_mgpu = {k.module: k.ir for k in mosaic_gpu}

    def blob(m: re.Match) -> str:
        raw = unescape_mlir_string(m.group(1))
        asm = parsed[raw] if raw in parsed else _triton_asm(raw)
        return f'ir = "<triton kernel, {asm.count(chr(10))} lines, sha256 {_digest(asm.encode())}>"'

    def module(m: re.Match) -> str:
        raw = unescape_mlir_string(m.group(1))
        asm = parsed_mgpu[raw] if raw in parsed_mgpu else _mosaic_gpu_asm(raw)
        return f'module = "<mosaic gpu kernel, {asm.count(chr(10))} lines, sha256 {_digest(asm.encode())}>"'

    text = _IR_BLOB.sub(blob, text)
    if MOSAIC_GPU_CALL_TARGET in text:
        text = _MOSAIC_GPU_MODULE.sub(module, _MOSAIC_GPU_HASH.sub('kernel_hash = "<per module>"', text))
    return normalize_mlir(text)


MOSAIC_GPU_CALL_TARGET = "mosaic_gpu_v2"
_MOSAIC_GPU_MODULE = re.compile(r'module = "((?:[^"\\]|\\.)*)"')
_MOSAIC_GPU_HASH = re.compile(r'kernel_hash = "(?:[^"\\]|\\.)*"')


@dataclasses.dataclass
class MosaicGpuKernel:
    """A Mosaic GPU kernel of a CUDA lowering (JAX 0.10 lowers a `pallas_call` without Triton compiler
    params so): its module deserialized to text, normalised."""

    name: str
    ir: str
    module: bytes = b""  # the bytecode the custom call carries


def mosaic_gpu_kernels(lowered: Any) -> list[MosaicGpuKernel]:
    """Every Mosaic GPU kernel in a CUDA lowering, in program order, as text."""
    from jax._src.lib.mlir import ir

    kernels = []
    for op in custom_calls(lowered, MOSAIC_GPU_CALL_TARGET):
        module = bytes(ir.StringAttr(ir.DictAttr(op.attributes["mhlo.backend_config"])["module"]).value_bytes)
        text = _mosaic_gpu_asm(module)
        m = re.match(r"module @([\w$.]+)", text)
        kernels.append(MosaicGpuKernel(m.group(1) if m else "kernel", text, module))
    return kernels


@functools.lru_cache(maxsize=256)  # likewise: decoded once per module
def _mosaic_gpu_asm(module: bytes) -> str:
    """A serialized Mosaic GPU module as text: parsed (its dialects registered), de-serialized
    (mosaic_gpu-serde), printed without locations."""
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    from jax._src.lib.mlir import passmanager
    from jax.experimental.mosaic.gpu import dialect as mgpu_dialect

    ctx = jax_mlir.make_ir_context()
    mgpu_dialect.register_dialect(ctx)
    ctx.allow_unregistered_dialects = True  # the serialized form names the dialect's stable alias
    with ctx, ir.Location.unknown():
        parsed = ir.Module.parse(module)
        passmanager.PassManager.parse("builtin.module(mosaic_gpu-serde{serialize=false})").run(parsed.operation)
        return normalize_mlir(parsed.operation.get_asm(enable_debug_info=False))


def cuda_backend(triton: list[TritonKernel], mosaic_gpu: list[MosaicGpuKernel]) -> str:
    """Which Pallas GPU backend a CUDA lowering's kernels use: "triton", "mosaic_gpu", "both" or "none"."""
    return {(True, False): "triton", (False, True): "mosaic_gpu", (True, True): "both"}.get(
        (bool(triton), bool(mosaic_gpu)), "none")


@dataclasses.dataclass
class MosaicKernel:
    name: str
    ir: str  # normalised Mosaic IR text
    body: str = ""  # the serialized body it was read from (base64), as the custom call carries it


def _tpu_custom_calls(lowered: Any) -> list[tuple[Any, dict]]:
    import json

    from jax._src.lib.mlir import ir

    return [(op, json.loads(ir.StringAttr(op.attributes["backend_config"]).value))
            for op in custom_calls(lowered, "tpu_custom_call")]


def _mosaic_asm(body_base64: str) -> str:
    """A serialized Mosaic body as text: deserialized (mosaic-serde) in a context with the TPU dialect."""
    import base64

    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    from jaxlib.mlir.passmanager import PassManager
    from jax.experimental.mosaic.dialects import tpu

    ctx = jax_mlir.make_ir_context()
    tpu.register_dialect(ctx)
    with ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(base64.b64decode(body_base64))
        PassManager.parse("builtin.module(mosaic-serde{serialize=false})").run(module.operation)
        return normalize_mlir(module.operation.get_asm(enable_debug_info=False))


# The kernel's function, the module's first: a name that is not an identifier is quoted (`@"MLA-d-bq_1"`)
_MOSAIC_MAIN = re.compile(r'func\.func @(?:"((?:[^"\\]|\\.)*)"|([\w$.]+))')


def mosaic_kernels(lowered: Any) -> list[MosaicKernel]:
    """Every Mosaic kernel of a TPU lowering, in program order, as text."""
    out = []
    for _, config in _tpu_custom_calls(lowered):
        text = _mosaic_asm(config["custom_call_config"]["body"])
        m = _MOSAIC_MAIN.search(text)
        out.append(MosaicKernel((m.group(1) or m.group(2)) if m else "kernel", text, config["custom_call_config"]["body"]))
    return out


def mosaic_text(kernels: list[MosaicKernel] | list[MosaicGpuKernel]) -> str:
    """One FileCheck input for all Mosaic kernels (TPU or GPU) of a case: a count line, then one
    labelled block each."""
    out = [f"// kernels: {len(kernels)} {' '.join(k.name for k in kernels)}".rstrip()]
    for k in kernels:
        out += [f"// kernel: {k.name}", k.ir]
    return "\n".join(out)


_ADDRESS = re.compile(r" at 0x[0-9a-f]+")  # a function's repr in a param: differs per process


def kernel_jaxprs(traced: Any) -> str:
    """One FileCheck input for the jaxpr of every `pallas_call` the device build traces, in program order:
    a count line, then one block each, headed `// kernel: NAME`: the kernel as written, before any
    platform lowers it (what it computes in which dtype, whatever the platform)."""
    calls = [e for e in iter_eqns(traced.jaxpr) if e.primitive.name == "pallas_call"]
    names = [jaxcompat.pallas_call_name(e.params) for e in calls]
    out = [f"// kernels: {len(calls)} {' '.join(names)}".rstrip()]
    for name, eqn in zip(names, calls):
        out += [f"// kernel: {name}", _ADDRESS.sub("", str(eqn.params["jaxpr"]))]
    return "\n".join(out)


_TPU_BODY = re.compile(r'\\22body\\22: \\22([A-Za-z0-9+/=]+)\\22')
# JAX 0.12 adds the kernel's serialized source locations (install paths, which differ per machine and venv)
_TPU_DEBUG_LOCATIONS = re.compile(r'\\22debug_locations\\22: \\22[A-Za-z0-9+/=]+\\22')


def tpu_stablehlo(lowered: Any, kernels: list[MosaicKernel] = ()) -> str:
    """The TPU StableHLO with each Mosaic body replaced by the digest of its normalised text, and its
    serialized debug locations (JAX 0.12) left out: both embed source locations (install paths), which
    differ per machine and venv. `kernels` (mosaic_kernels of the same lowering) already hold the texts:
    no body is deserialized twice."""
    text = lowered.as_text(debug_info=False)
    parsed = {k.body: k.ir for k in kernels}

    def body(m: re.Match) -> str:
        asm = parsed[m.group(1)] if m.group(1) in parsed else _mosaic_asm(m.group(1))
        return f'\\22body\\22: \\22<mosaic kernel, {asm.count(chr(10))} lines, sha256 {_digest(asm.encode())}>\\22'

    text = _TPU_DEBUG_LOCATIONS.sub(r'\\22debug_locations\\22: \\22<source locations>\\22', text)
    return normalize_mlir(_TPU_BODY.sub(body, text))


def triton_text(kernels: list[TritonKernel]) -> str:
    """One FileCheck input for all kernels of a case: a count line, then one labelled block each."""
    names = " ".join(k.name for k in kernels)
    out = [f"// kernels: {len(kernels)} {names}".rstrip()]
    for k in kernels:
        aliases = ",".join(f"{o}<-{i}" for o, i in k.aliases) or "none"
        out.append(f"// kernel: {k.name} grid={k.grid[0]}x{k.grid[1]}x{k.grid[2]} "
                   f"warps={k.num_warps} stages={k.num_stages} aliases={aliases}")
        out.append(k.ir)
    return "\n".join(out)


# --- the IR kinds ---------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class PlatformLowering:
    """One lowering of the device build (interpret=False) for a platform, and the kernels found in it:
    what the kinds made from that lowering read."""

    lowered: Any
    triton: list = dataclasses.field(default_factory=list)
    mosaic_gpu: list = dataclasses.field(default_factory=list)
    mosaic: list = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True)
class IrKind:
    name: str  # the FileCheck file's `<pair>.<name>.check`, the artifact's and the golden's key
    # "cpu": the shared run's programs; "trace": the device build (interpret=False) traced; "cuda", "tpu":
    # the device build lowered for that platform; "mesh": the Pallas side compiled at mesh > 1;
    # "gpu_compile": the deviceless H100 compile
    source: str
    about: str
    # a device build's kind's text, from its source: the traced program (jax.stages.Traced) for "trace",
    # the PlatformLowering for "cuda"/"tpu"; a "trace" kind's text is made where a check reads it
    produce: Callable[[Any], str] | None = None
    snapshot: bool = False  # kept as an IR golden (harness.store.golden_store)
    draft: bool = False  # `harness draft-check` drafts a check file for it
    around_kernels: bool = False  # StableHLO naming its kernels' custom calls by digest (the kernels ride along)


KIND_TABLE: tuple[IrKind, ...] = (
    IrKind("stablehlo", "cpu", "StableHLO of the jitted native and Pallas sides on CPU (from the shared run)"),
    IrKind("jaxpr", "trace", "the jaxpr of every Pallas kernel of the device build, one block per kernel headed "
           "`// kernel: NAME`: the kernel as written, for every platform", produce=kernel_jaxprs),
    IrKind("cuda", "cuda", "StableHLO of the Pallas side lowered for CUDA: the `__gpu$xla.gpu.triton` (Triton) and "
           "`mosaic_gpu_v2` (Mosaic GPU) custom calls with their aliasing, each kernel's bytecode replaced by its "
           "size and digest", produce=lambda low: cuda_stablehlo(low.lowered, low.triton, low.mosaic_gpu),
           snapshot=True, draft=True, around_kernels=True),
    IrKind("triton", "cuda", "Triton IR of every Triton kernel, one block per kernel headed `// kernel: NAME`",
           produce=lambda low: triton_text(low.triton), draft=True),
    IrKind("mosaic_gpu", "cuda", "Mosaic GPU IR of every Mosaic GPU kernel (a `pallas_call` without Triton "
           "compiler params, `plgpu.kernel`), one block per kernel", produce=lambda low: mosaic_text(low.mosaic_gpu),
           draft=True),
    IrKind("tpu", "tpu", "StableHLO of the Pallas side lowered for TPU: the `tpu_custom_call`s, each Mosaic body "
           "replaced by its size and digest", produce=lambda low: tpu_stablehlo(low.lowered, low.mosaic),
           snapshot=True, draft=True, around_kernels=True),
    IrKind("mosaic", "tpu", "Mosaic IR of every TPU kernel, one block per kernel headed `// kernel: NAME`",
           produce=lambda low: mosaic_text(low.mosaic), draft=True),
    IrKind("sharded", "mesh", "compiled HLO of the Pallas side at mesh > 1 on CPU (interpret mode)"),
    IrKind("gpu_hlo", "gpu_compile", "compiled HLO of the Pallas side for H100s at the case's mesh size (deviceless "
           "compile): what XLA really does around the kernels on a GPU"),
)
KINDS = tuple(k.name for k in KIND_TABLE)
LOWERED_FOR = ("cuda", "tpu")  # the platforms the device build is lowered for, in order
DEVICE_SOURCES = ("trace", *LOWERED_FOR)  # what the engine makes from the device build (Engine.device_ir)
DEVICE_KINDS = tuple(k.name for k in KIND_TABLE if k.source in LOWERED_FOR)  # what the interpret=False build lowers to
FROM_DEVICE_BUILD = tuple(k.name for k in KIND_TABLE if k.source in DEVICE_SOURCES)  # made by Engine.device_ir
DEVICE_BUILD_KINDS = tuple(k.name for k in KIND_TABLE if k.source in (*DEVICE_SOURCES, "gpu_compile"))  # read from it
SNAPSHOT_KINDS = tuple(k.name for k in KIND_TABLE if k.snapshot)
DRAFT_KINDS = tuple(k.name for k in KIND_TABLE if k.draft)
AROUND_KERNELS = tuple(k.name for k in KIND_TABLE if k.around_kernels)


def kinds_from(source: str) -> tuple[IrKind, ...]:
    """The kinds made from one source (a platform's lowering), in the table's order."""
    return tuple(k for k in KIND_TABLE if k.source == source)

