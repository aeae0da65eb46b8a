module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>) -> (tensor<8x8x8xf32> {jax.result_info = "result[0]"}, tensor<8x8x8xf32> {jax.result_info = "result[1]"}, tensor<8x8x8xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %0:3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %arg1, %arg2, %cst, %cst_0, %cst_1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 2 : i32, grid_z = 1 : i32, ir = "<triton kernel, 19628 lines, sha256 6001f4435d21126b>", name = "ct_curl", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>)
    return %0#0, %0#1, %0#2 : tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>
  }
}
