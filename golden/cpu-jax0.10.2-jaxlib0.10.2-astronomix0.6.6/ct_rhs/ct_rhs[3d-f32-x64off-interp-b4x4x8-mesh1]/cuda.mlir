// does not lower: MLIRError: Unable to parse module assembly:
