module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf64>) -> (tensor<3x64xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_0 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_1 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_enforce_positivity(%arg0, %cst, %cst_0, %cst_1) : (tensor<3x64xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_enforce_positivity(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %3 = stablehlo.maximum %1, %2 : tensor<64xf64>
    %4 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf64>) -> tensor<64xf64>
    %6 = stablehlo.divide %5, %3 : tensor<64xf64>
    %7 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x64xf64>) -> tensor<64xf64>
    %9 = stablehlo.multiply %6, %6 : tensor<64xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %10 = stablehlo.subtract %arg1, %cst : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %12 = stablehlo.multiply %11, %3 : tensor<64xf64>
    %13 = stablehlo.multiply %12, %9 : tensor<64xf64>
    %14 = stablehlo.subtract %8, %13 : tensor<64xf64>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<64xf64>
    %17 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %18 = stablehlo.maximum %16, %17 : tensor<64xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %21 = stablehlo.divide %18, %20 : tensor<64xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %23 = stablehlo.multiply %22, %3 : tensor<64xf64>
    %24 = stablehlo.multiply %23, %9 : tensor<64xf64>
    %25 = stablehlo.add %21, %24 : tensor<64xf64>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%arg0, %26, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    return %29 : tensor<3x64xf64>
  }
}
