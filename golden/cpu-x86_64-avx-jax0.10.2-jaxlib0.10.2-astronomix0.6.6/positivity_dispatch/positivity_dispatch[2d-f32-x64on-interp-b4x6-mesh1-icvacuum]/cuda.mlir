module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf32>) -> (tensor<4x16x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_0 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_1 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_enforce_positivity(%arg0, %cst, %cst_0, %cst_1) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    return %0 : tensor<4x16x16xf32>
  }
  func.func private @_enforce_positivity(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %4 = stablehlo.maximum %1, %3 : tensor<16x16xf32>
    %5 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %7 = stablehlo.divide %6, %4 : tensor<16x16xf32>
    %8 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.divide %9, %4 : tensor<16x16xf32>
    %11 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %13 = stablehlo.multiply %7, %7 : tensor<16x16xf32>
    %14 = stablehlo.multiply %10, %10 : tensor<16x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.subtract %arg1, %cst : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %18 = stablehlo.multiply %17, %4 : tensor<16x16xf32>
    %19 = stablehlo.multiply %18, %15 : tensor<16x16xf32>
    %20 = stablehlo.subtract %12, %19 : tensor<16x16xf32>
    %21 = stablehlo.convert %16 : (tensor<f64>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<16x16xf32>
    %24 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %26 = stablehlo.maximum %23, %25 : tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %28 = stablehlo.convert %27 : (tensor<f64>) -> tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %30 = stablehlo.divide %26, %29 : tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %32 = stablehlo.multiply %31, %4 : tensor<16x16xf32>
    %33 = stablehlo.multiply %32, %15 : tensor<16x16xf32>
    %34 = stablehlo.add %30, %33 : tensor<16x16xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %36 = "stablehlo.scatter"(%arg0, %35, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %38 = "stablehlo.scatter"(%36, %37, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    return %38 : tensor<4x16x16xf32>
  }
}
