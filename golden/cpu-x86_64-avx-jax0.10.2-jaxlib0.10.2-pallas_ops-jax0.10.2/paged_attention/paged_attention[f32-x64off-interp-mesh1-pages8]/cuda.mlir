module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x16x64xf32>, %arg2: tensor<2x16x16x64xf32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<2x8xi32>
    %c_0 = stablehlo.constant dense<[128, 40]> : tensor<2xi32>
    %0 = call @paged_attention(%arg0, %arg1, %arg2, %c, %c_0) : (tensor<2x16x64xf32>, tensor<2x16x16x64xf32>, tensor<2x16x16x64xf32>, tensor<2x8xi32>, tensor<2xi32>) -> tensor<2x16x64xf32>
    return %0 : tensor<2x16x64xf32>
  }
  func.func private @paged_attention(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x16x64xf32>, %arg2: tensor<2x16x16x64xf32>, %arg3: tensor<2x8xi32>, %arg4: tensor<2xi32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.reshape %arg3 : (tensor<2x8xi32>) -> tensor<2x2x4xi32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x16x64xf32>) -> tensor<2x2x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad(%2, %c) : (tensor<2x2x8x64xf32>, tensor<i32>) -> tensor<2x2x16x64xf32>
    %4:3 = stablehlo.custom_call @__gpu$xla.gpu.triton(%3, %arg1, %arg2, %1, %0) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 2 : i32, grid_z = 2 : i32, ir = "<triton kernel, 447 lines, sha256 238c3271a037f8ce>", name = "paged_attention_block_h_16_pages_per_compute_block_2", num_stages = 2 : i32, num_warps = 8 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<2x2x16x64xf32>, tensor<2x16x16x64xf32>, tensor<2x16x16x64xf32>, tensor<2x2x4xi32>, tensor<2x1xi32>) -> (tensor<2x2x2x16x64xf32>, tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>)
    %5 = stablehlo.slice %4#0 [0:2, 0:2, 0:2, 0:8, 0:64] : (tensor<2x2x2x16x64xf32>) -> tensor<2x2x2x8x64xf32>
    %6 = stablehlo.slice %4#1 [0:2, 0:2, 0:2, 0:8] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x8xf32>
    %7 = stablehlo.slice %4#2 [0:2, 0:2, 0:2, 0:8] : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x2x2x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3] : (tensor<2x2x8xf32>) -> tensor<2x1x2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<2x1x2x8xf32>) -> tensor<2x2x2x8xf32>
    %11 = stablehlo.subtract %7, %10 : tensor<2x2x2x8xf32>
    %12 = stablehlo.exponential %11 : tensor<2x2x2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x2x2x8xf32>) -> tensor<2x2x2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x8x1xf32>) -> tensor<2x2x2x8x64xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x2x2x8x64xf32>
    %16 = stablehlo.multiply %6, %12 : tensor<2x2x2x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x2x2x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x2x2x8x64xf32>, tensor<f32>) -> tensor<2x2x8x64xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %21 = stablehlo.add %19, %20 : tensor<2x2x8x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x64xf32>
    %23 = stablehlo.divide %18, %22 : tensor<2x2x8x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x2x8x64xf32>) -> tensor<2x16x64xf32>
    return %24 : tensor<2x16x64xf32>
  }
  func.func private @_pad(%arg0: tensor<2x2x8x64xf32>, %arg1: tensor<i32>) -> tensor<2x2x16x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 8, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x64xf32>, tensor<f32>) -> tensor<2x2x16x64xf32>
    return %1 : tensor<2x2x16x64xf32>
  }
}
