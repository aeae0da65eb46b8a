"""pallas-conformance: native/Pallas pair verification as a pytest plugin."""

__version__ = "0.1.0"
