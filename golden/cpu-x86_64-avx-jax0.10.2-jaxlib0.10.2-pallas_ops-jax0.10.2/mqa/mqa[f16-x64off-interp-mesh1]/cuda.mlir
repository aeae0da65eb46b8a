module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x64xf16>, %arg1: tensor<2x256x64xf16>, %arg2: tensor<2x256x64xf16>) -> (tensor<2x8x64xf32> {jax.result_info = "result"}) {
    %0 = call @mqa(%arg0, %arg1, %arg2) : (tensor<2x8x64xf16>, tensor<2x256x64xf16>, tensor<2x256x64xf16>) -> tensor<2x8x64xf32>
    return %0 : tensor<2x8x64xf32>
  }
  func.func private @mqa(%arg0: tensor<2x8x64xf16>, %arg1: tensor<2x256x64xf16>, %arg2: tensor<2x256x64xf16>) -> tensor<2x8x64xf32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2x256x64xf16>) -> tensor<2x16x16x64xf16>
    %1 = stablehlo.reshape %arg2 : (tensor<2x256x64xf16>) -> tensor<2x16x16x64xf16>
    %2:3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %0, %1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 1 : i32, grid_y = 16 : i32, grid_z = 2 : i32, ir = "<triton kernel, 334 lines, sha256 99fcd9c8ed7f2ca9>", name = "mha_forward", num_stages = 2 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x8x64xf16>, tensor<2x16x16x64xf16>, tensor<2x16x16x64xf16>) -> (tensor<2x16x8x64xf16>, tensor<2x16x8xf32>, tensor<2x16x8xf32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2#2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x16x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.optimization_barrier %3 : tensor<2x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x16x8xf32>
    %7 = stablehlo.subtract %2#2, %6 : tensor<2x16x8xf32>
    %8 = stablehlo.exponential %7 : tensor<2x16x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8x1xf32>
    %10 = stablehlo.convert %9 : (tensor<2x16x8x1xf32>) -> tensor<2x16x8x1xf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x16x8x1xf16>) -> tensor<2x16x8x64xf16>
    %12 = stablehlo.multiply %2#0, %11 : tensor<2x16x8x64xf16>
    %13 = stablehlo.multiply %2#1, %8 : tensor<2x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x16x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.convert %12 : (tensor<2x16x8x64xf16>) -> tensor<2x16x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16x8x64xf32>, tensor<f32>) -> tensor<2x8x64xf32>
    %17 = stablehlo.convert %16 : (tensor<2x8x64xf32>) -> tensor<2x8x64xf16>
    %18 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %19 = stablehlo.convert %18 : (tensor<2x8x1xf32>) -> tensor<2x8x1xf16>
    %20 = stablehlo.convert %19 : (tensor<2x8x1xf16>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x8x1xf32>
    %23 = stablehlo.convert %17 : (tensor<2x8x64xf16>) -> tensor<2x8x64xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x64xf32>
    %25 = stablehlo.divide %23, %24 : tensor<2x8x64xf32>
    return %25 : tensor<2x8x64xf32>
  }
}
