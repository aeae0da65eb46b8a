"""astronomix's pairs under `pytest conformance`: the plugin's checks, as `pytest astronomix/pairs.py` runs them."""

from harness.suite import *  # noqa: F401,F403
