"""One Pallas-Triton kernel compiled to PTX the way XLA compiles it, without a GPU (jax >= 0.11).

jax <= 0.10 compiles a kernel's Triton IR to PTX with the CUDA plugin's own Triton compiler
(`jaxcompat.plugin_triton_compiler`). From jax 0.11 there is none: the plugin no longer registers it
and its PJRT library has lost the Triton extension behind it. What remains is what runs a Pallas
kernel on those lines anyway: XLA's GPU compiler, which turns the `__gpu$xla.gpu.triton` custom call
into a custom kernel of its own (Triton IR -> LLVM -> PTX -> cubin, one kernel per call). So a
kernel is compiled here as the only call of a program, deviceless, for the target config of the
architecture asked (`toolchain.TARGET_CONFIGS`: an H100 for sm_90a, an A100 for sm_80), with XLA's
dump on and limited to what is read back:

* the PTX: `xla_dump_emitter_re=ptx` writes the kernel's PTX (`module_*.<n>.ptx`, one entry
  function, the kernel's name);
* the shared memory: the thunk sequence XLA dumps for the program (`*.thunk_sequence.txt`) gives
  the kernel's launch, `shared_memory: N bytes`: Triton's `ttg.shared` (static + dynamic), what
  the plugin's `smem_bytes` was on the older lines.

Operands: a Pallas-Triton kernel takes one pointer per input and output; XLA passes each operand's
and result's buffer to it in order and compiles the Triton module by itself (buffer shapes and
element types do not reach the PTX), so each pointer is given a small byte buffer, the last one as
the call's result. The grid is not part of the compile (it is the launch's), and XLA always builds
one CTA per program.
"""

from __future__ import annotations

import functools
import re
import tempfile
from pathlib import Path
from typing import Any

from harness.jaxtools import jaxcompat
from harness.run.gpu import toolchain

CALL_TARGET = "__gpu$xla.gpu.triton"
DUMP_OPTIONS = {"xla_dump_emitter_re": "ptx"}  # plus xla_dump_to: the PTX of each emitted kernel, nothing else
_SHARED = re.compile(r"shared_memory: (\d+) bytes")
# An empty kernel, compiled once per target when a worker starts: the one-off set-up of XLA's GPU
# compiler, Triton and LLVM's NVPTX backend in a process (about 0.2 s of CPU) is not a kernel's.
WARM_UP = b"""module {
  tt.func public @warm_up(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    tt.return
  }
}
"""


@functools.lru_cache(maxsize=1)
def _primitive() -> Any:
    """A primitive that lowers to one Triton custom call, as Pallas's Triton lowering writes it
    (jax/_src/pallas/triton/pallas_call_registration.py): name, IR bytecode, warps, stages, grid."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir
    from jax.extend.core import Primitive

    prim = Primitive("harness_triton_kernel_alone")
    prim.multiple_results = True
    prim.def_abstract_eval(lambda *avals, out_avals, **params: out_avals)

    def lowering(ctx: Any, *operands: Any, out_avals: Any, name: str, module: bytes, num_warps: int,
                 num_stages: int) -> Any:
        config = dict(name=ir.StringAttr.get(name), ir=ir.StringAttr.get(module),
                      num_stages=mlir.i32_attr(num_stages), num_warps=mlir.i32_attr(num_warps),
                      grid_x=mlir.i32_attr(1), grid_y=mlir.i32_attr(1), grid_z=mlir.i32_attr(1),
                      debug=ir.BoolAttr.get(False))
        types = [ir.RankedTensorType.get(a.shape, mlir.dtype_to_ir_type(a.dtype)) for a in out_avals]
        return mlir.custom_call(CALL_TARGET, result_types=types, operands=list(operands),
                                backend_config=config, api_version=4).results

    mlir.register_lowering(prim, lowering, platform="cuda")
    return prim


def kernel_signature(module: bytes) -> tuple[str, int]:
    """The public `tt.func` of a Triton module (bytecode or text): its name and argument count.
    Raises ValueError where the bytes are not a Triton module with one."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir
    from jaxlib.triton import dialect as triton_dialect

    ctx = mlir.make_ir_context()
    triton_dialect.register_dialect(ctx)
    with ctx:
        try:
            parsed = ir.Module.parse(module)
        except Exception as e:  # noqa: BLE001 - MLIR's diagnostics, in one line
            first = next((ln.strip() for ln in str(e).splitlines() if ln.strip()), type(e).__name__)
            raise ValueError(f"not a Triton module: {first}") from None
        for op in parsed.body.operations:
            if op.operation.name == "tt.func" and "sym_visibility" in op.attributes and \
                    ir.StringAttr(op.attributes["sym_visibility"]).value == "public":
                kind = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                return ir.StringAttr(op.attributes["sym_name"]).value, len(kind.inputs)
    raise ValueError("the Triton module has no public tt.func")


def compile_to_ptx(module: bytes, arch: str, num_warps: int, num_ctas: int, num_stages: int) -> tuple[str, int]:
    """(PTX, shared memory bytes) of a Triton module as XLA compiles it for `arch` ("sm_90a",
    "sm_80"): see the module docstring. Raises ValueError for what cannot be compiled this way and
    RuntimeError where XLA compiled but dumped no kernel."""
    import jax
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec


    if arch not in toolchain.TARGET_CONFIGS:
        raise ValueError(f"no target config for {arch}: XLA compiles for "
                         f"{', '.join(sorted(toolchain.TARGET_CONFIGS))} here (harness/run/gpu/targets)")
    if num_ctas != 1:
        raise ValueError(f"num_ctas={num_ctas}: XLA compiles a Pallas Triton call with one CTA")
    name, arity = kernel_signature(module)
    if arity < 1:
        raise ValueError(f"kernel {name!r} takes no arguments: a Pallas-Triton kernel writes at least one output")
    mesh = Mesh(np.array(toolchain.topology(1, arch).devices[:1]), ("x",))
    on_the_gpu = NamedSharding(mesh, PartitionSpec())
    byte_buffer = jax.ShapeDtypeStruct((16,), np.uint8, sharding=on_the_gpu)
    out_avals = (jax.core.ShapedArray((16,), np.dtype(np.uint8)),)
    prim = _primitive()

    def kernel_alone(*operands: Any) -> Any:
        return prim.bind(*operands, out_avals=out_avals, name=name, module=bytes(module),
                         num_warps=int(num_warps), num_stages=int(num_stages))

    with tempfile.TemporaryDirectory(prefix="xla_triton_") as folder, jaxcompat.persistent_cache_off():
        # out_shardings: a kernel of one argument has no operand to say which GPU it is compiled for
        lowered = jax.jit(kernel_alone, out_shardings=on_the_gpu).trace(*[byte_buffer] * (arity - 1)).lower()
        lowered.compile({"xla_dump_to": folder, **DUMP_OPTIONS})
        return read_dump(Path(folder), name)


def read_dump(folder: Path, name: str) -> tuple[str, int]:
    """The PTX of kernel `name` and its launch's shared memory from an XLA dump in `folder`."""
    entry = re.compile(r"^\.(visible\s+)?\.entry\s+" + re.escape(name) + r"\s*\(", re.M)
    ptx = [p.read_text() for p in sorted(folder.glob("*.ptx"))]
    mine = [text for text in ptx if entry.search(text)] or (ptx if len(ptx) == 1 else [])  # or XLA renamed it
    if len(mine) != 1:
        raise RuntimeError(f"XLA dumped {len(ptx)} PTX file(s), {len(mine)} with the entry function {name!r}, "
                           f"in {sorted(p.name for p in folder.iterdir())}")
    launches = [line for path in sorted(folder.glob("*thunk_sequence.txt"))
                for line in path.read_text().splitlines() if _SHARED.search(line)]
    named = [line for line in launches if re.search(rf"\b{re.escape(name)}\b", line)]
    chosen = named or launches
    if len(chosen) != 1:
        raise RuntimeError(f"XLA's thunk sequence has {len(launches)} kernel launch(es), {len(named)} of {name!r}: "
                           "cannot tell the kernel's shared memory")
    return mine[0], int(_SHARED.search(chosen[0]).group(1))  # type: ignore[union-attr]


def warm_up() -> None:
    """Start what every compile needs (the plugin, each target's topology, XLA's GPU compiler and
    Triton) by compiling WARM_UP for each target, so that no kernel's compile time includes it."""
    for arch in toolchain.TARGET_CONFIGS:
        compile_to_ptx(WARM_UP, arch, num_warps=4, num_ctas=1, num_stages=3)
