module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x8x8xf64>) -> (tensor<8x8x8x8xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<> : tensor<0xf32>
    %cst_2 = stablehlo.constant dense<> : tensor<0xf32>
    %cst_3 = stablehlo.constant dense<4.000000e-01> : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_9 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_10 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_11 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_12 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_14 = stablehlo.constant dense<2.000000e-01> : tensor<f64>
    %cst_15 = stablehlo.constant dense<2.000000e-02> : tensor<f64>
    %cst_16 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.000000e+05> : tensor<f64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %cst_26 = stablehlo.constant dense<7.600000e-01> : tensor<f64>
    %cst_27 = stablehlo.constant dense<2.000000e-02> : tensor<f64>
    %cst_28 = stablehlo.constant dense<1.000000e+04> : tensor<f64>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_31 = stablehlo.constant dense<1.000000e+08> : tensor<f64>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.convert %cst_8 : tensor<f64>
    %1 = stablehlo.convert %cst_9 : tensor<f64>
    %2 = stablehlo.convert %cst_10 : tensor<f64>
    %cst_32 = stablehlo.constant dense<9.9999999999999995E-21> : tensor<f64>
    %cst_33 = stablehlo.constant dense<9.9999999999999998E-13> : tensor<f64>
    %3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %0, %1, %2, %cst_32, %cst_33) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 2 : i32, grid_z = 1 : i32, ir = "<triton kernel, 11347 lines, sha256 8d724b9c548e566f>", name = "mhd_weno_flux_axis_2", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf64>
    return %3 : tensor<8x8x8x8xf64>
  }
}
