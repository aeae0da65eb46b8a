module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %0 = call @_enforce_positivity(%arg0, %cst, %cst_0, %cst_1) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_enforce_positivity(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<8x8x8xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.divide %5, %3 : tensor<8x8x8xf32>
    %7 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.divide %8, %3 : tensor<8x8x8xf32>
    %10 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.divide %11, %3 : tensor<8x8x8xf32>
    %13 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %15 = stablehlo.multiply %6, %6 : tensor<8x8x8xf32>
    %16 = stablehlo.multiply %9, %9 : tensor<8x8x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x8x8xf32>
    %18 = stablehlo.multiply %12, %12 : tensor<8x8x8xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %arg1, %cst : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %22 = stablehlo.multiply %21, %3 : tensor<8x8x8xf32>
    %23 = stablehlo.multiply %22, %19 : tensor<8x8x8xf32>
    %24 = stablehlo.subtract %14, %23 : tensor<8x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x8x8xf32>
    %27 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %28 = stablehlo.maximum %26, %27 : tensor<8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.subtract %arg1, %cst_1 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.divide %28, %30 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.multiply %32, %3 : tensor<8x8x8xf32>
    %34 = stablehlo.multiply %33, %19 : tensor<8x8x8xf32>
    %35 = stablehlo.add %31, %34 : tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.scatter"(%arg0, %36, %35) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %39 = "stablehlo.scatter"(%37, %38, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %39 : tensor<5x8x8x8xf32>
  }
}
