"""The checks: the Check record (check.py), one module per check, and the registry that lists them in order."""
