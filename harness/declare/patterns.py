"""Case and site patterns as declarations and the manifest write them: `weno_flux[3d-*-mesh2]`,
`flash_attention.py:825 arm 1`. Shell-style `*` and `?` only, so a case id's brackets stay literal."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping


def pattern_matches(pattern: str, case_id: str) -> bool:
    """Shell-style `*` and `?` only: the brackets of a case id are literal, not character classes."""
    return pattern_regex(pattern).fullmatch(case_id) is not None


@functools.lru_cache(maxsize=None)
def pattern_regex(pattern: str) -> re.Pattern:
    return re.compile("".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern))


def declared_reason(declared: Mapping[str, str], key: str, part: str) -> str | None:
    """The reason a pair declares (Pair.unreachable_arms, Pair.unreachable_conditions) for one part of a
    kernel site (`part`: "arm 1", "condition 0"): declared under the site's file:line, its full key,
    or either followed by the part."""
    where = key.split(" ", 1)[0]
    for pattern, why in declared.items():
        for name in (where, key, f"{where} {part}", f"{key} {part}"):
            if pattern_matches(pattern, name):
                return why
    return None
