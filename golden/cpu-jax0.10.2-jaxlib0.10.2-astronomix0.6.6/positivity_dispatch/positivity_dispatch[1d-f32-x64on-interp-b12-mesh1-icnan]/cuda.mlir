module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf32>) -> (tensor<3x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %0 = call @_enforce_positivity(%arg0, %cst, %cst_0, %cst_1) : (tensor<3x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
  func.func private @_enforce_positivity(%arg0: tensor<3x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<3x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = call @nan_to_num(%arg0, %cst, %cst_0, %cst_1) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf32>
    %1 = stablehlo.slice %0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64xf32>) -> tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<64xf32>
    %5 = stablehlo.slice %0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x64xf32>) -> tensor<64xf32>
    %7 = stablehlo.divide %6, %4 : tensor<64xf32>
    %8 = stablehlo.slice %0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x64xf32>) -> tensor<64xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %arg1, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.multiply %12, %4 : tensor<64xf32>
    %14 = stablehlo.multiply %13, %10 : tensor<64xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<64xf32>
    %16 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.maximum %17, %18 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %arg1, %cst_4 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %22 = stablehlo.divide %19, %21 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %24 = stablehlo.multiply %23, %4 : tensor<64xf32>
    %25 = stablehlo.multiply %24, %10 : tensor<64xf32>
    %26 = stablehlo.add %22, %25 : tensor<64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%0, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.scatter"(%28, %29, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    return %30 : tensor<3x64xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<3x64xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<3x64xi1>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<3x64xi1>, tensor<f32>, tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<3x64xi1>
    %5 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<3x64xi1>, tensor<f32>, tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<3x64xi1>
    %9 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<3x64xi1>, tensor<f32>, tensor<3x64xf32>) -> tensor<3x64xf32>
    return %10 : tensor<3x64xf32>
  }
  func.func private @_where(%arg0: tensor<3x64xi1>, %arg1: tensor<f32>, %arg2: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3x64xi1>, tensor<3x64xf32>
    return %1 : tensor<3x64xf32>
  }
}
