module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x256x2x64xf32>, %arg2: tensor<2x256x2x64xf32>) -> (tensor<2x8x64xf32> {jax.result_info = "result"}) {
    %0 = call @gqa(%arg0, %arg1, %arg2) : (tensor<2x8x64xf32>, tensor<2x256x2x64xf32>, tensor<2x256x2x64xf32>) -> tensor<2x8x64xf32>
    return %0 : tensor<2x8x64xf32>
  }
  func.func private @gqa(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x256x2x64xf32>, %arg2: tensor<2x256x2x64xf32>) -> tensor<2x8x64xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2x8x64xf32>) -> tensor<2x2x4x64xf32>
    %1 = stablehlo.transpose %arg1, dims = [0, 2, 1, 3] : (tensor<2x256x2x64xf32>) -> tensor<2x2x256x64xf32>
    %2 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<2x256x2x64xf32>) -> tensor<2x2x256x64xf32>
    %3 = stablehlo.reshape %1 : (tensor<2x2x256x64xf32>) -> tensor<2x2x8x32x64xf32>
    %4 = stablehlo.reshape %2 : (tensor<2x2x256x64xf32>) -> tensor<2x2x8x32x64xf32>
    %5:3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%0, %3, %4) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 8 : i32, grid_y = 2 : i32, grid_z = 2 : i32, ir = "<triton kernel, 383 lines, sha256 0d97cbbd3f4098d6>", name = "mha_forward", num_stages = 2 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, dense<[4, 3, 2, 1, 0]> : tensor<5xindex>], result_layouts = [dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x2x4x64xf32>, tensor<2x2x8x32x64xf32>, tensor<2x2x8x32x64xf32>) -> (tensor<2x2x8x4x64xf32>, tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5#2 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %7 = stablehlo.optimization_barrier %6 : tensor<2x2x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 3] : (tensor<2x2x4xf32>) -> tensor<2x2x1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<2x2x1x4xf32>) -> tensor<2x2x8x4xf32>
    %10 = stablehlo.subtract %5#2, %9 : tensor<2x2x8x4xf32>
    %11 = stablehlo.exponential %10 : tensor<2x2x8x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x64xf32>
    %14 = stablehlo.multiply %5#0, %13 : tensor<2x2x8x4x64xf32>
    %15 = stablehlo.multiply %5#1, %11 : tensor<2x2x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x2x8x4x64xf32>, tensor<f32>) -> tensor<2x2x4x64xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %cst_2 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x4x1xf32>
    %20 = stablehlo.add %18, %19 : tensor<2x2x4x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x64xf32>
    %22 = stablehlo.divide %17, %21 : tensor<2x2x4x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x4x64xf32>) -> tensor<2x8x64xf32>
    return %23 : tensor<2x8x64xf32>
  }
}
