module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_0 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %0 = call @_enforce_positivity(%arg0, %cst, %cst_0, %cst_1) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_enforce_positivity(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @nan_to_num(%arg0, %cst, %cst_0, %cst_1) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.slice %0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<8x8x8xf32>
    %5 = stablehlo.slice %0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.divide %6, %4 : tensor<8x8x8xf32>
    %8 = stablehlo.slice %0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.divide %9, %4 : tensor<8x8x8xf32>
    %11 = stablehlo.slice %0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %13 = stablehlo.divide %12, %4 : tensor<8x8x8xf32>
    %14 = stablehlo.slice %0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %16 = stablehlo.multiply %7, %7 : tensor<8x8x8xf32>
    %17 = stablehlo.multiply %10, %10 : tensor<8x8x8xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x8x8xf32>
    %19 = stablehlo.multiply %13, %13 : tensor<8x8x8xf32>
    %20 = stablehlo.add %18, %19 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %arg1, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.multiply %22, %4 : tensor<8x8x8xf32>
    %24 = stablehlo.multiply %23, %20 : tensor<8x8x8xf32>
    %25 = stablehlo.subtract %15, %24 : tensor<8x8x8xf32>
    %26 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<8x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.subtract %arg1, %cst_4 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.divide %29, %31 : tensor<8x8x8xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.multiply %33, %4 : tensor<8x8x8xf32>
    %35 = stablehlo.multiply %34, %20 : tensor<8x8x8xf32>
    %36 = stablehlo.add %32, %35 : tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %38 = "stablehlo.scatter"(%0, %37, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %40 = "stablehlo.scatter"(%38, %39, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %40 : tensor<5x8x8x8xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<5x8x8x8xi1>, tensor<f32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<5x8x8x8xi1>, tensor<f32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<5x8x8x8xi1>, tensor<f32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<5x8x8x8xi1>, %arg1: tensor<f32>, %arg2: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<5x8x8x8xi1>, tensor<5x8x8x8xf32>
    return %1 : tensor<5x8x8x8xf32>
  }
}
