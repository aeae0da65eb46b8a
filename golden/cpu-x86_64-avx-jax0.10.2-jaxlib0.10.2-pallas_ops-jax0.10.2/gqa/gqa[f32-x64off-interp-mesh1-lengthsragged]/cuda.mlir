module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x256x2x64xf32>, %arg2: tensor<2x256x2x64xf32>) -> (tensor<2x8x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[200, 77]> : tensor<2xi32>
    %0 = call @gqa(%arg0, %arg1, %arg2, %c) : (tensor<2x8x64xf32>, tensor<2x256x2x64xf32>, tensor<2x256x2x64xf32>, tensor<2xi32>) -> tensor<2x8x64xf32>
    return %0 : tensor<2x8x64xf32>
  }
  func.func private @gqa(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x256x2x64xf32>, %arg2: tensor<2x256x2x64xf32>, %arg3: tensor<2xi32>) -> tensor<2x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x2xi32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8x64xf32>) -> tensor<2x2x4x64xf32>
    %3 = stablehlo.transpose %arg1, dims = [0, 2, 1, 3] : (tensor<2x256x2x64xf32>) -> tensor<2x2x256x64xf32>
    %4 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<2x256x2x64xf32>) -> tensor<2x2x256x64xf32>
    %5 = stablehlo.reshape %3 : (tensor<2x2x256x64xf32>) -> tensor<2x2x16x16x64xf32>
    %6 = stablehlo.reshape %4 : (tensor<2x2x256x64xf32>) -> tensor<2x2x16x16x64xf32>
    %7:3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%2, %5, %6, %1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 16 : i32, grid_y = 2 : i32, grid_z = 2 : i32, ir = "<triton kernel, 420 lines, sha256 4fd155ebf4041f15>", name = "mha_forward", num_stages = 2 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x2x4x64xf32>, tensor<2x2x16x16x64xf32>, tensor<2x2x16x16x64xf32>, tensor<2x2xi32>) -> (tensor<2x2x16x4x64xf32>, tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7#2 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x2x16x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %9 = stablehlo.optimization_barrier %8 : tensor<2x2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 3] : (tensor<2x2x4xf32>) -> tensor<2x2x1x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<2x2x1x4xf32>) -> tensor<2x2x16x4xf32>
    %12 = stablehlo.subtract %7#2, %11 : tensor<2x2x16x4xf32>
    %13 = stablehlo.exponential %12 : tensor<2x2x16x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<2x2x16x4xf32>) -> tensor<2x2x16x4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<2x2x16x4x1xf32>) -> tensor<2x2x16x4x64xf32>
    %16 = stablehlo.multiply %7#0, %15 : tensor<2x2x16x4x64xf32>
    %17 = stablehlo.multiply %7#1, %13 : tensor<2x2x16x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x2x16x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x2x16x4x64xf32>, tensor<f32>) -> tensor<2x2x4x64xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %cst_2 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x4x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x2x4x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x64xf32>
    %24 = stablehlo.divide %19, %23 : tensor<2x2x4x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x2x4x64xf32>) -> tensor<2x8x64xf32>
    return %25 : tensor<2x8x64xf32>
  }
}
