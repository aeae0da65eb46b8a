"""The deviceless GPU compile: whole programs for an H100 (gpu_aot), one Triton kernel to PTX and ptxas (triton_compile), Mosaic GPU kernels (mosaic_gpu_compile)."""
