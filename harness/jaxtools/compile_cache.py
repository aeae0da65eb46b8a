"""JAX's persistent compilation cache, and a count of what XLA really compiled.

The cache is keyed by the module's fingerprint, so it also removes repeated work inside one cold
session: the native side of a pair is the same program for every block shape, and a Pallas side
that falls back to native is often the same program too. The counts come from JAX's own
monitoring events, so the summary says how many compiles XLA did and how many the cache served.
"""

from __future__ import annotations

import threading
from pathlib import Path

_EVENTS = {
    "/jax/compilation_cache/compile_requests_use_cache": "requests",
    "/jax/compilation_cache/cache_hits": "cache_hits",
    "/jax/compilation_cache/cache_misses": "cache_misses",
}
_lock = threading.Lock()
_counts: dict[str, int] = {name: 0 for name in _EVENTS.values()}
_listening = False


def _on_event(event: str, **_: object) -> None:
    name = _EVENTS.get(event)
    if name is not None:
        with _lock:
            _counts[name] += 1


def enable(directory: Path | None) -> None:
    """Use the persistent cache in `directory` (None: in-memory caches only) and start counting."""
    global _listening
    import jax
    from jax import monitoring

    if directory is not None:
        directory.mkdir(parents=True, exist_ok=True)
        jax.config.update("jax_compilation_cache_dir", str(directory))
        # Every program of a case is worth caching: the interpret-mode kernels are small but slow to compile.
        jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)
        jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
    if not _listening:
        monitoring.register_event_listener(_on_event)
        _listening = True


def counts() -> dict[str, int]:
    """requests, cache_hits and cache_misses (= programs XLA compiled) in this process so far."""
    with _lock:
        return dict(_counts)
