"""How a check failed, as a manifest entry's signature names it: the `Observed` record of a failure
(`observe`), its text made portable across machines (`portable_text`, `unportable`), and the `observed`
lines of a manifest rewritten in place (`refresh`)."""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harness.errors import CaseError, CheckFailure
from harness.store.atomic import write_atomic

VERDICT = "CheckFailure"  # the type name of a check's own verdict (harness.checks.CheckFailure)


@dataclasses.dataclass(frozen=True)
class Observed:
    """How one check failed, reduced to what a signature can name."""

    kind: str  # "verdict" (the check's own finding) or "raises" (the run or the check crashed)
    error: str  # exception type name: CheckFailure for a verdict, else the underlying error's
    message: str  # portable text (no machine paths)
    figures: Mapping[str, float] = dataclasses.field(default_factory=dict)
    outputs: Mapping[str, Mapping[str, float]] = dataclasses.field(default_factory=dict)  # harness.manifest.ratchet's figures

    def describe(self) -> str:
        head = self.message.strip().splitlines()[0] if self.message.strip() else ""
        figures = ", ".join(f"{k}={fmt(v)}" for k, v in sorted(self.figures.items()))
        return f"{self.error}: {head}" + (f" [{figures}]" if figures else "")


def fmt(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3g}"
    return str(value)


def observe(error: BaseException, root: Path | None = None) -> Observed:
    """What a check's exception says, reduced to a signature; paths made portable."""

    if isinstance(error, CheckFailure):
        figures = {k: float(v) for k, v in error.figures.items() if isinstance(v, (int, float))
                   and not isinstance(v, bool)}
        outputs = error.figures.get("outputs")
        return Observed("verdict", VERDICT, portable_text(str(error), root), figures,
                        outputs if isinstance(outputs, dict) else {})
    inner = error.error if isinstance(error, CaseError) else error
    return Observed("raises", type(inner).__name__, portable_text(str(error), root))


# one path segment per repetition (no "/" inside one): a segment class that admits "/" backtracks
# exponentially on a long slash-separated text that names no site-packages (a FileCheck failure's IR)
_SITE = re.compile(r"(?:/[^\s'\"():/]+)*/(?:site|dist)-packages/")
_ABSOLUTE = re.compile(r"(?<![\w.~])/(?:[\w.\-+@]+/)+([\w.\-+@\[\]]+)")
_REPR = re.compile(r"<[\w.]+ object at 0x[0-9a-f]+>")


def portable_text(text: str, root: Path | None = None) -> str:
    """Text a manifest or a golden may keep: the repository root dropped, installed packages named
    from site-packages/, other absolute paths reduced to their file name, object addresses dropped."""
    copy = os.environ.get("HARNESS_MUTANT_ROOT")  # harness mutate's copy of the package reads as installed
    if copy:
        text = text.replace(str(Path(copy).resolve()) + "/", "site-packages/").replace(copy.rstrip("/") + "/",
                                                                                       "site-packages/")
    if root is not None:
        text = text.replace(str(Path(root).resolve()) + "/", "").replace(str(root) + "/", "")
    text = _SITE.sub("site-packages/", text)
    text = _ABSOLUTE.sub(lambda m: m.group(1), text)
    return _REPR.sub("<object>", text)


def unportable(text: str) -> list[str]:
    """Absolute paths and object reprs in `text` (what `portable_text` removes)."""
    found = [m.group(0) for m in _ABSOLUTE.finditer(text) if not m.group(0).startswith("//")]
    return found + _REPR.findall(text) + re.findall(r"\b[A-Z]\w*\((?:\w+=)", text)


# -- refreshing the observed text ----------------------------------------------------------------------

def refresh(path: Path, observed: Mapping[int, str]) -> int:
    """Rewrite the `observed` line of the entries named by index (1-based), keeping every other
    line of the file as it is; returns how many lines changed."""
    import json

    lines = path.read_text().splitlines(keepends=True)
    index, changed, out = 0, 0, []
    pending: str | None = None

    def flush() -> None:
        """Add the observed line to an entry that had none, before its trailing blank lines."""
        nonlocal pending, changed
        if pending is not None:
            at = len(out)
            while at and (not out[at - 1].strip() or out[at - 1].lstrip().startswith("#")):
                at -= 1
            out.insert(at, f"observed = {json.dumps(pending)}\n")
            changed += 1
            pending = None

    for line in lines:
        stripped = line.strip()
        if stripped == "[[known_failure]]":
            flush()
            index += 1
            pending = observed.get(index)
            out.append(line)
            continue
        if stripped.startswith("observed") and stripped.split("=", 1)[0].strip() == "observed" and pending is not None:
            new = f"observed = {json.dumps(pending)}\n"
            changed += new != line
            out.append(new)
            pending = None
            continue
        if pending is not None and stripped.startswith("[") and stripped != "[[known_failure]]":
            flush()
        out.append(line)
    if pending is not None:
        if out and not out[-1].endswith("\n"):
            out[-1] += "\n"
        flush()

    write_atomic(path, "".join(out).encode())
    return changed
