// does not lower: NotImplementedError: 64-bit types are not supported
