"""Known failures: the manifest of real discrepancies, loading, matching a failure to its entry, refreshing what it observed."""
