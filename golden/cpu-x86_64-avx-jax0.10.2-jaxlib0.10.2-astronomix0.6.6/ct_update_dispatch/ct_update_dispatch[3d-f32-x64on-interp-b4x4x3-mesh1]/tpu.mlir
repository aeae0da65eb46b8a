module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<8x8x8xf32>) -> (tensor<8x8x8x8xf32> {jax.result_info = "result"}) {
    %0 = call @update_cell_center_fields(%arg0, %arg1, %arg2, %arg3) : (tensor<8x8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    return %0 : tensor<8x8x8x8xf32>
  }
  func.func private @update_cell_center_fields(%arg0: tensor<8x8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x8x8xf32>
    %3 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x8x8xf32>
    %6 = stablehlo.add %2, %5 : tensor<8x8x8xf32>
    %7 = stablehlo.slice %arg0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<8x8x8xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x8x8xf32>
    %11 = call @interp_face_to_center(%arg1) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %12 = call @interp_face_to_center_4(%arg2) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %13 = call @interp_face_to_center_10(%arg3) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %15 = "stablehlo.scatter"(%arg0, %14, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%15, %16, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.scatter"(%17, %18, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %20 = stablehlo.slice %19 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<8x8x8xf32>
    %23 = stablehlo.slice %19 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<8x8x8xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x8x8xf32>
    %27 = stablehlo.slice %19 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<8x8x8xf32>
    %30 = stablehlo.add %26, %29 : tensor<8x8x8xf32>
    %31 = stablehlo.subtract %30, %10 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<8x8x8xf32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.scatter"(%19, %34, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    return %35 : tensor<8x8x8x8xf32>
  }
  func.func private @interp_face_to_center(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = call @custom_roll(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x8x8xf32>
    %3 = call @custom_roll_0(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x8x8xf32>
    %6 = stablehlo.subtract %2, %5 : tensor<8x8x8xf32>
    %7 = call @custom_roll_1(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x8x8xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.500000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<8x8x8xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x8x8xf32>
    %14 = call @custom_roll_2(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_3 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<8x8x8xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<8x8x8xf32>
    %18 = call @custom_roll_3(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x8x8xf32>
    %21 = stablehlo.add %17, %20 : tensor<8x8x8xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x8x8xf32>
    return %23 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [5:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<3x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<5x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<3x8x8xf32>, tensor<5x8x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_0(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [6:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<2x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:6, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<6x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x8x8xf32>, tensor<6x8x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_1(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_2(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_3(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [2:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<6x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<2x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<6x8x8xf32>, tensor<2x8x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @interp_face_to_center_4(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = call @custom_roll_5(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x8x8xf32>
    %3 = call @custom_roll_6(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x8x8xf32>
    %6 = stablehlo.subtract %2, %5 : tensor<8x8x8xf32>
    %7 = call @custom_roll_7(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x8x8xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.500000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<8x8x8xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x8x8xf32>
    %14 = call @custom_roll_8(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_3 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<8x8x8xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<8x8x8xf32>
    %18 = call @custom_roll_9(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x8x8xf32>
    %21 = stablehlo.add %17, %20 : tensor<8x8x8xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x8x8xf32>
    return %23 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_5(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 5:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x3x8xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:5, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x5x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x3x8xf32>, tensor<8x5x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_6(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 6:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x2x8xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:6, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x6x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x2x8xf32>, tensor<8x6x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_7(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_8(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_9(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 2:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x6x8xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:2, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x2x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x6x8xf32>, tensor<8x2x8xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @interp_face_to_center_10(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = call @custom_roll_11(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x8x8xf32>
    %3 = call @custom_roll_12(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x8x8xf32>
    %6 = stablehlo.subtract %2, %5 : tensor<8x8x8xf32>
    %7 = call @custom_roll_13(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x8x8xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.500000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.multiply %11, %arg0 : tensor<8x8x8xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x8x8xf32>
    %14 = call @custom_roll_14(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_3 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<8x8x8xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<8x8x8xf32>
    %18 = call @custom_roll_15(%arg0) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x8x8xf32>
    %21 = stablehlo.add %17, %20 : tensor<8x8x8xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x8x8xf32>
    return %23 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_11(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 5:8] : (tensor<8x8x8xf32>) -> tensor<8x8x3xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:8, 0:5] : (tensor<8x8x8xf32>) -> tensor<8x8x5xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<8x8x3xf32>, tensor<8x8x5xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_12(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 6:8] : (tensor<8x8x8xf32>) -> tensor<8x8x2xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:8, 0:6] : (tensor<8x8x8xf32>) -> tensor<8x8x6xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<8x8x2xf32>, tensor<8x8x6xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_13(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_14(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @custom_roll_15(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 2:8] : (tensor<8x8x8xf32>) -> tensor<8x8x6xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:8, 0:2] : (tensor<8x8x8xf32>) -> tensor<8x8x2xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<8x8x6xf32>, tensor<8x8x2xf32>) -> tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
}
