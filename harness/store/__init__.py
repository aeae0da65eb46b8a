"""What persists between runs: atomic files, goldens, kernel IR blobs, GPU budgets, fingerprints."""
