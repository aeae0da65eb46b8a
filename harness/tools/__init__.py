"""Commands over the suite rather than checks of it: mutation testing, option and kernel coverage, reach, attribution, drafting FileCheck files."""
