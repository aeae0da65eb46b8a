module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf32>) -> (tensor<4x16x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %0 = call @_enforce_positivity(%arg0, %cst, %cst_0, %cst_1) : (tensor<4x16x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x16x16xf32>
    return %0 : tensor<4x16x16xf32>
  }
  func.func private @_enforce_positivity(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<16x16xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.divide %5, %3 : tensor<16x16xf32>
    %7 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %9 = stablehlo.divide %8, %3 : tensor<16x16xf32>
    %10 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.multiply %6, %6 : tensor<16x16xf32>
    %13 = stablehlo.multiply %9, %9 : tensor<16x16xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.subtract %arg1, %cst : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<16x16xf32>
    %18 = stablehlo.multiply %17, %14 : tensor<16x16xf32>
    %19 = stablehlo.subtract %11, %18 : tensor<16x16xf32>
    %20 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<16x16xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %23 = stablehlo.maximum %21, %22 : tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.subtract %arg1, %cst_1 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %26 = stablehlo.divide %23, %25 : tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %28 = stablehlo.multiply %27, %3 : tensor<16x16xf32>
    %29 = stablehlo.multiply %28, %14 : tensor<16x16xf32>
    %30 = stablehlo.add %26, %29 : tensor<16x16xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.scatter"(%arg0, %31, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %34 = "stablehlo.scatter"(%32, %33, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    return %34 : tensor<4x16x16xf32>
  }
}
