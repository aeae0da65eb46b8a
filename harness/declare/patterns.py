"""Case and site patterns as declarations and the manifest write them: `weno_flux[3d-*-mesh2]`,
`flash_attention.py:825 arm 1`. Shell-style `*` and `?` only, so a case id's brackets stay literal."""

from __future__ import annotations

import functools
import re


def pattern_matches(pattern: str, case_id: str) -> bool:
    """Shell-style `*` and `?` only: the brackets of a case id are literal, not character classes."""
    return pattern_regex(pattern).fullmatch(case_id) is not None


@functools.lru_cache(maxsize=None)
def pattern_regex(pattern: str) -> re.Pattern:
    return re.compile("".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern))
