module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<8x8x8xf32>) -> (tensor<8x8x8x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %arg1, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 1 : i32, grid_y = 2 : i32, grid_z = 2 : i32, ir = "<triton kernel, 1688 lines, sha256 94f9469936030dfd>", name = "ct_update_cell_center_fields", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<8x8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    return %0 : tensor<8x8x8x8xf32>
  }
}
