module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x2x64xf32>, %arg1: tensor<1x256x2x64xf32>, %arg2: tensor<1x256x2x64xf32>) -> (tensor<1x256x2x64xf32> {jax.result_info = "result"}) {
    %0 = call @mha(%arg0, %arg1, %arg2) : (tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x64xf32>
    return %0 : tensor<1x256x2x64xf32>
  }
  func.func private @mha(%arg0: tensor<1x256x2x64xf32>, %arg1: tensor<1x256x2x64xf32>, %arg2: tensor<1x256x2x64xf32>) -> tensor<1x256x2x64xf32> {
    %0 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %arg1, %arg2) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 1 : i32, grid_z = 2 : i32, ir = "<triton kernel, 261 lines, sha256 7a4d34d2995beab0>", name = "mha_forward", num_stages = 2 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x64xf32>
    return %0 : tensor<1x256x2x64xf32>
  }
}
