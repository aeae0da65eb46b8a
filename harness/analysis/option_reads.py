"""Which config and params fields a traced function reads, and the values it saw.

A Pallas sibling is generated from its native twin: every option the native path honours must be
honoured by the Pallas path too, so the options both sides read are where silent divergence hides.
The target's config containers are NamedTuples; while recording, each field of each container
class of the package is a descriptor that notes (class, field, value) on every read. Reads through
iteration, hashing or `_replace` (what jit's static-argument caching does) are not reads of an
option and are not noted.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import sys
from collections.abc import Iterator
from typing import Any

TRACED = "<traced>"  # a field whose value is a jax array or tracer: a runtime input, not an option
OTHER = "<object>"  # a value that is not a plain constant (a function, an array, a container)


@dataclasses.dataclass(frozen=True)
class Read:
    field: str  # "Class.field"
    value: Any  # a hashable plain value, or TRACED / OTHER; a sub-container's class name for containers
    container: bool = False  # the value is itself a recorded container (a sub-config): not an option


def container_classes(package: str) -> list[type]:
    """The NamedTuple classes defined in the loaded modules of `package`."""
    out: dict[str, type] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        for obj in list(vars(module).values()):
            if (isinstance(obj, type) and issubclass(obj, tuple) and hasattr(obj, "_fields")
                    and getattr(obj, "__module__", "").startswith(package)):
                out[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return list(out.values())


def _plain(value: Any, classes: set[type]) -> tuple[Any, bool]:
    if type(value) in classes:
        return type(value).__name__, True
    if isinstance(value, enum.Enum):
        return value, False
    if isinstance(value, (bool, int, float, str, type(None))):
        return value, False
    if isinstance(value, tuple) and all(isinstance(v, (bool, int, float, str, type(None))) for v in value):
        return value, False
    import jax

    return (TRACED if isinstance(value, (jax.Array, jax.core.Tracer)) else OTHER), False


class _Field:
    """Stands in for a NamedTuple field descriptor while recording."""

    def __init__(self, recorder: "Recorder", owner: type, name: str, index: int):
        self.recorder, self.owner, self.name, self.index = recorder, owner, name, index

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        value = tuple.__getitem__(obj, self.index)
        field = f"{type(obj).__name__}.{self.name}"
        value = self.recorder.overrides.get(field, value)
        self.recorder.note(field, value)
        return value


class Recorder:
    """Collects reads while `active`; `side` labels them (pallas, gate, native)."""

    def __init__(self, package: str):
        self.package = package
        self.reads: dict[str, set[Read]] = {}
        self.side: str | None = None
        self._classes: set[type] = set()
        self.overrides: dict[str, Any] = {}  # "Class.field" -> the value every read returns (`overriding`)

    def note(self, field: str, value: Any) -> None:
        if self.side is None:
            return
        plain, container = _plain(value, self._classes)
        try:
            hash(plain)
        except TypeError:
            plain = OTHER
        self.reads.setdefault(self.side, set()).add(Read(field, plain, container))

    @contextlib.contextmanager
    def installed(self) -> Iterator["Recorder"]:
        """Swap in recording descriptors on every container class of the package; restore them after."""
        classes = container_classes(self.package)
        self._classes = set(classes)
        saved: list[tuple[type, str, Any]] = []
        try:
            for cls in classes:
                for index, name in enumerate(cls._fields):
                    original = cls.__dict__.get(name)
                    if original is None:
                        continue
                    saved.append((cls, name, original))
                    setattr(cls, name, _Field(self, cls, name, index))
            yield self
        finally:
            for cls, name, original in saved:
                setattr(cls, name, original)

    @contextlib.contextmanager
    def overriding(self, values: dict[str, Any]) -> Iterator[None]:
        """While installed: every read of these fields, on any instance, returns the given value (what a
        config with that one option changed would give), without building such a config."""
        previous, self.overrides = self.overrides, {**self.overrides, **values}
        try:
            yield
        finally:
            self.overrides = previous

    @contextlib.contextmanager
    def reading(self, side: str) -> Iterator[None]:
        previous, self.side = self.side, side
        try:
            yield
        finally:
            self.side = previous
