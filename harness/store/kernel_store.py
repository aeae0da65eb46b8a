"""The kernel IR that snapshots name only by digest, kept readable: one xz-compressed blob per
distinct normalised kernel text (Triton, Mosaic GPU or Mosaic TPU), named by that digest and shared by every case
that produces it. A `cuda.mlir` snapshot stays short and machine-independent
(`ir = "<triton kernel, 2876 lines, sha256 5c580fe6b2946c4e>"`), and when a kernel changes, bless and
`harness diff` show what changed in its IR (modulo renamed values: harness.analysis.ir_diff), not only that a
digest moved."""

from __future__ import annotations

import hashlib
import lzma
import re
from pathlib import Path
from typing import Callable, Iterator

from harness.analysis import ir_diff
from harness.store.atomic import write_atomic

FOLDER = "_kernels"  # beside the pair folders of an environment's goldens
SUFFIX = ".mlir.xz"
DIGEST_LINE = re.compile(r"<(triton|mosaic gpu|mosaic) kernel, (\d+) lines, sha256 ([0-9a-f]{16})>")
_NAME = re.compile(r'\bname = "([^"]+)"')


def digest(text: str) -> str:
    """The digest a snapshot names a kernel by (sha256 of its normalised text, 16 hex digits)."""
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class KernelStore:
    def __init__(self, folder: Path):
        self.folder = folder

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def __contains__(self, key: str) -> bool:
        return self.path(key).is_file()

    def put(self, text: str) -> bool:
        """Store a kernel's text under its digest; False where it was there already (content-addressed:
        the same digest is the same text, so nothing is ever overwritten)."""

        key = digest(text)
        if key in self:
            return False
        write_atomic(self.path(key), lzma.compress(text.encode(), preset=6))
        return True

    def get(self, key: str) -> str | None:
        """The kernel's text, or None where the store lacks it (goldens blessed before it existed) or
        holds a blob that does not match its name (reported as absent, never trusted)."""
        try:
            text = lzma.decompress(self.path(key).read_bytes()).decode()
        except (OSError, lzma.LZMAError, UnicodeDecodeError):
            return None
        return text if digest(text) == key else None

    def keys(self) -> list[str]:
        if not self.folder.is_dir():
            return []
        return sorted(p.name[: -len(SUFFIX)] for p in self.folder.glob(f"*{SUFFIX}"))

    def size(self) -> tuple[int, int]:
        """(blobs, bytes on disk)."""
        paths = list(self.folder.glob(f"*{SUFFIX}")) if self.folder.is_dir() else []
        return len(paths), sum(p.stat().st_size for p in paths)


def references(snapshot: str) -> Iterator[tuple[str, str, str]]:
    """(kind, kernel name, digest) of every kernel a snapshot names, in program order."""
    for line in snapshot.splitlines():
        for m in DIGEST_LINE.finditer(line):
            name = _NAME.search(line, m.end())
            yield m.group(1).replace(" ", "_"), name.group(1) if name else "kernel", m.group(3)


def kernel_diffs(old_snapshot: str, new_snapshot: str, old_text: Callable[[str], str | None],
                 new_text: Callable[[str], str | None], context: int = 3, limit: int = 400) -> list[str]:
    """A unified diff of each kernel whose digest changed between two snapshots (kernels paired in
    program order, by name where the names line up), modulo generated names (harness.analysis.ir_diff); a side the
    store cannot supply is said so."""
    old, new = list(references(old_snapshot)), list(references(new_snapshot))
    out = []
    for i in range(max(len(old), len(new))):
        if i >= len(old) or i >= len(new):
            kind, name, key = (new[i] if i < len(new) else old[i])
            out.append(f"kernel {name} ({kind}, {key}): {'added' if i >= len(old) else 'removed'}")
            continue
        (kind, name, was), (_, now_name, now) = old[i], new[i]
        if was == now:
            continue
        a, b = old_text(was), new_text(now)
        label = name if name == now_name else f"{name} -> {now_name}"
        if a is None or b is None:
            missing = "the golden's" if a is None else "the new"
            out.append(f"kernel {label} ({kind}): sha256 {was} -> {now}; {missing} text is not stored "
                       f"(goldens blessed before the kernel store: re-bless to keep kernel texts)")
            continue
        diff = ir_diff.diff(a, b, f"golden/{name}.{kind}", f"now/{now_name}.{kind}", context)
        head = f"kernel {label} ({kind}): sha256 {was} -> {now}, {diff.summary()}"
        out.append("\n".join([head, *diff.lines[:limit]] + (["..."] if len(diff.lines) > limit else [])))
    return out
