module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf32>) -> (tensor<3x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %0 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %cst, %cst_0, %cst_1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 16 : i32, grid_y = 1 : i32, grid_z = 1 : i32, ir = "<triton kernel, 255 lines, sha256 11e4b76ab41890f9>", name = "enforce_positivity", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
}
