module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x8x8x8xf64>) -> (tensor<7x8x8x8xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_1 = stablehlo.constant dense<9.9999999999999995E-21> : tensor<f64>
    %0 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %cst, %cst_0, %cst_1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 1 : i32, grid_y = 2 : i32, grid_z = 2 : i32, ir = "<triton kernel, 9025 lines, sha256 46e9c26daebf84cd>", name = "mhd_iso_weno_flux_axis_0", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<7x8x8x8xf64>
    return %0 : tensor<7x8x8x8xf64>
  }
}
