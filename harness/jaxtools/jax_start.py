"""JAX's start in a process the harness runs, without the CUDA plugin's start-up lines.

With the CUDA plugin installed (the `gpu-aot` extra) and no GPU, each process that imports jax and
discovers JAX's plugins writes this pair four times on stderr (file descriptor 2, from C++): three
from jaxlib's CUDA kernel modules, imported with jax, and one from the PJRT plugin, loaded when JAX
discovers its plugins (each carries its own copy of absl, whose logging nothing has initialised):

    WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
    I0000 00:00:... cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.

Nobody can act on them (the deviceless compile needs no driver), and they came before the suite's
own lines in a gate's log, one set per process: the controller, every xdist worker, every
option-coverage process. TF_CPP_MIN_LOG_LEVEL does not reach them (jaxlib 0.10.2 prints them at
every level, 3 included). `quietly()` imports jax and discovers its plugins (registration only:
no backend is created, so XLA_FLAGS set before still count) with exactly those lines taken out of
stderr; every other line written meanwhile is written out after, as it came. The harness calls it
in the processes it starts or configures (pytest_configure when a session asks for the harness,
the option-coverage processes), never in a session that does not ask for it. It also notes the
MLIR dialect modules that do not exist (`note_absent_dialect_modules`), which JAX's Triton lowering
otherwise searched for at every operation it built.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator

# What the lines say (a substring of each): the driver check and absl's note before its first line.
NOISE = (b"cudart_stub.cc", b"All log messages before absl::InitializeLog() is called")


def _plugins_discovered() -> bool:
    xb = sys.modules.get("jax._src.xla_bridge")
    return bool(xb is not None and getattr(xb, "_plugins_registered", False))


def quietly() -> bool:
    """Import jax and discover its PJRT plugins with the start-up lines (NOISE) kept out of stderr,
    and note the MLIR dialect modules that do not exist (`note_absent_dialect_modules`). False where
    there was nothing left to start (the plugins were already discovered)."""
    if _plugins_discovered():
        note_absent_dialect_modules()
        return False
    with stderr_without(NOISE):
        import jax  # noqa: F401 - jaxlib's CUDA modules log as they load
        from jax._src import xla_bridge

        # what JAX does at its first backend use, before it creates any: the plugins load here
        discover = getattr(xla_bridge, "_discover_and_register_pjrt_plugins", None)
        if discover is not None:
            try:
                discover()
            except Exception:  # noqa: BLE001 - JAX's own first backend use raises it again, where it belongs
                pass
    note_absent_dialect_modules()
    return True


# MLIR's Python bindings look for a Python module of a dialect each time they meet one of its types or
# operations without such a module loaded, under each of these prefixes (the bindings' dialect search
# modules: jaxlib's own, and those JAX's Mosaic modules append), and do not remember a miss. Pallas's
# Triton lowering builds Triton ("tt") operations, whose dialect has no such module: every lowering
# for CUDA and every deviceless H100 compile made about 10,000 failing imports per case (each a search
# of sys.meta_path and sys.path, pytest's assertion-rewriting hook first: about 0.1 ms each in a
# pytest process, so about 1 s of every such case's Python work).
DIALECT_SEARCH_PREFIXES = ("jaxlib.mlir.dialects", "jaxlib.mosaic.python", "jax.jaxlib.mosaic.python")
DIALECTS_WITHOUT_MODULE = ("tt",)


def note_absent_dialect_modules() -> list[str]:
    """Each dialect module MLIR would search for and not find, noted as absent in `sys.modules`
    (None: Python's own "no such module", answered without a search). Only names that cannot be
    imported now; returns them."""
    import importlib.util

    prefixes = list(DIALECT_SEARCH_PREFIXES)
    try:
        from jaxlib.mlir._mlir_libs import _mlir

        prefixes += [p for p in _mlir.globals.dialect_search_modules if p not in prefixes]
    except (ImportError, AttributeError):
        pass
    noted = []
    for prefix in prefixes:
        for dialect in DIALECTS_WITHOUT_MODULE:
            name = f"{prefix}.{dialect}"
            if name in sys.modules:
                continue
            try:
                found = importlib.util.find_spec(name) is not None
            except (ImportError, ValueError):  # a missing parent package
                found = False
            if not found:
                sys.modules[name] = None
                noted.append(name)
    return noted


@contextlib.contextmanager
def stderr_without(markers: tuple[bytes, ...]) -> Iterator[None]:
    """The process's stderr (file descriptor 2) held while inside and written out after, less the
    lines that contain one of `markers`."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            held.seek(0)
            kept = [line for line in held.read().splitlines(keepends=True)
                    if not any(marker in line for marker in markers)]
            if kept:
                os.write(2, b"".join(kept))
