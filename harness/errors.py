"""Every exception the harness raises, in one leaf module that imports nothing of the harness.

Three kinds: a verdict (`CheckFailure`), an input to fix (the declaration, a golden, the manifest, a
device request, a compile that hung: each message names the file, pair or case and what to do), and
the harness's own fault (`HarnessError`, never posed as a verdict). The rest are internal signals a
module raises and its caller catches (a kernel the model cannot follow, a branch not taken).
"""

from __future__ import annotations

from typing import Any


class HarnessError(Exception):
    """An error in the harness's own code while it checked a case: not a verdict on the kernel."""


class CheckFailure(AssertionError):
    """A check that does not hold (pair and scenario checks alike); `figures` carries what it
    measured, for the report either way. An internal error of the harness is never one."""

    def __init__(self, message: str, figures: dict[str, Any] | None = None):
        super().__init__(message)
        self.figures = figures or {}


class DeclarationError(Exception):
    """A declaration that cannot be used; the message names the file, the pair and the fix."""


class DeviceError(Exception):
    """A device or mesh request this machine cannot meet (--gpus, a mesh layout): says what to pass instead."""


class CaseError(Exception):
    """A side of a case could not be built, traced, compiled or run."""

    def __init__(self, case_id: str, side: str, stage: str, error: BaseException):
        self.case_id, self.side, self.stage, self.error = case_id, side, stage, error
        super().__init__(f"{case_id}: {side} side failed while {stage}: {type(error).__name__}: {error}")
        self.__cause__ = error  # every check that re-raises it shows the traceback into JAX or the kernel


class GpuCompileError(Exception):
    """A kernel or program could not be compiled for the GPU target (message names it and says why)."""


class KernelCompileTimeout(GpuCompileError):
    """A kernel compile ran past its limit; the worker or ptxas doing it was killed."""


class GoldenError(Exception):
    """A golden that cannot be used (missing, corrupt, from another environment) or that differs:
    says what to do; `differences` holds what differs, for the reports."""

    def __init__(self, message: str, differences: list[Any] | None = None, stored: Any = None,
                 figures: dict[str, Any] | None = None):
        super().__init__(message)
        self.differences = differences or []  # store.golden_store.Difference records
        self.stored = stored  # the golden that differs, as loaded
        self.figures = figures or {}  # what the comparison measured (a golden carried from another environment)


class MissingGolden(GoldenError):
    """No golden was ever blessed for this case in this environment (none for another one either)."""


class ManifestError(Exception):
    """A known-failure manifest that cannot be used, or an entry the run contradicts: names the file and entry."""


class BoundsError(ValueError):
    """A known-failure bounds file that cannot be read or does not fit its manifest."""


class MergeError(Exception):
    """The shards' reports do not make one run (message names the reports and what is wrong)."""


class MutateError(Exception):
    """A run that gives no verdict on any mutant (the baseline fails, pytest cannot start)."""


class NoBranch(Exception):
    """A `lax.platform_dependent` with neither the platform's branch nor a default: it does not lower
    for that platform."""


class Unfollowed(Exception):
    """A kernel sits under a primitive this walk does not follow."""


class Unsupported(Exception):
    """The kernel uses something this interpreter does not model (named in the message)."""


class AliasUnsupported(NotImplementedError):
    """An aliased input and output with different block mappings: one buffer seen through two
    windows, which the interpreter's per-program blocks cannot model."""


class NoProof(Exception):
    """A decision reads something harness.analysis.condition_proofs does not model (the kernel's data, a
    float, an index with no finite range): no proof, and the condition stays to be shown by an input."""
