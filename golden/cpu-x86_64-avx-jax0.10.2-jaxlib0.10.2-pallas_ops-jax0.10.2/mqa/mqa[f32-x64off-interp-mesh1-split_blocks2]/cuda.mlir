module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x256x64xf32>, %arg2: tensor<2x256x64xf32>) -> (tensor<2x8x64xf32> {jax.result_info = "result"}) {
    %0 = call @mqa(%arg0, %arg1, %arg2) : (tensor<2x8x64xf32>, tensor<2x256x64xf32>, tensor<2x256x64xf32>) -> tensor<2x8x64xf32>
    return %0 : tensor<2x8x64xf32>
  }
  func.func private @mqa(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x256x64xf32>, %arg2: tensor<2x256x64xf32>) -> tensor<2x8x64xf32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2x256x64xf32>) -> tensor<2x8x32x64xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<2x256x64xf32>) -> tensor<2x8x32x64xf32>
    %2:3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%arg0, %0, %1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 1 : i32, grid_y = 8 : i32, grid_z = 2 : i32, ir = "<triton kernel, 332 lines, sha256 b09d92895a6dc413>", name = "mha_forward", num_stages = 2 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2x8x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x64xf32>) -> (tensor<2x8x8x64xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2#2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.optimization_barrier %3 : tensor<2x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x8x8xf32>
    %7 = stablehlo.subtract %2#2, %6 : tensor<2x8x8xf32>
    %8 = stablehlo.exponential %7 : tensor<2x8x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x64xf32>
    %11 = stablehlo.multiply %2#0, %10 : tensor<2x8x8x64xf32>
    %12 = stablehlo.multiply %2#1, %8 : tensor<2x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x8x64xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x64xf32>
    %19 = stablehlo.divide %14, %18 : tensor<2x8x64xf32>
    return %19 : tensor<2x8x64xf32>
  }
}
