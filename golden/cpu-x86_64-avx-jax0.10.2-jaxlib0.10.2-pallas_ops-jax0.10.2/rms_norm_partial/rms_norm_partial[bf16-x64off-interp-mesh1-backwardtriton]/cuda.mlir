module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x200xbf16>, %arg1: tensor<200xbf16>, %arg2: tensor<200xbf16>) -> (tensor<2x6x200xbf16> {jax.result_info = "result"}) {
    %0 = call @rms_norm(%arg0, %arg1, %arg2) : (tensor<2x6x200xbf16>, tensor<200xbf16>, tensor<200xbf16>) -> tensor<2x6x200xbf16>
    return %0 : tensor<2x6x200xbf16>
  }
  func.func private @rms_norm(%arg0: tensor<2x6x200xbf16>, %arg1: tensor<200xbf16>, %arg2: tensor<200xbf16>) -> tensor<2x6x200xbf16> {
    %0 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %arg1, %arg2) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 6 : i32, grid_y = 2 : i32, grid_z = 1 : i32, ir = "<triton kernel, 190 lines, sha256 0cf45f464210f623>", name = "rms_norm_forward_kernel", num_stages = 3 : i32, num_warps = 1 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x6x200xbf16>, tensor<200xbf16>, tensor<200xbf16>) -> tensor<2x6x200xbf16>
    return %0 : tensor<2x6x200xbf16>
  }
}
