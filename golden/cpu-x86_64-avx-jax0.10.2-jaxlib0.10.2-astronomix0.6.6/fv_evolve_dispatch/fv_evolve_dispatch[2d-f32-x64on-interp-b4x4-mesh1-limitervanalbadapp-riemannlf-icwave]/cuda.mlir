module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf32>) -> (tensor<4x16x16xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.125000e-03> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_1 = stablehlo.constant dense<4.000000e-01> : tensor<f64>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0, %cst_1) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_boundary_handler(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<4x16x16xf32>, tensor<f64>) -> tensor<4x16x16xf32>
    %2:2 = call @_reconstruct_at_interface_unsplit(%0, %arg2, %arg3) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>) -> (tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>)
    %3 = call @_boundary_handler(%0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %4 = stablehlo.slice %2#0 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %6 = stablehlo.slice %2#1 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %8 = call @_riemann_solver(%5, %7, %3, %arg2) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf32>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %9 = call @_stencil_add_18(%8, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<4x16x16xf64>
    %12 = stablehlo.convert %arg1 : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %14 = stablehlo.multiply %11, %13 : tensor<4x16x16xf64>
    %15 = stablehlo.convert %1 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %16 = stablehlo.add %15, %14 : tensor<4x16x16xf64>
    %17 = call @_boundary_handler(%3) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %18 = stablehlo.slice %2#0 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %20 = stablehlo.slice %2#1 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %21 = stablehlo.reshape %20 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %22 = call @_riemann_solver_21(%19, %21, %17, %arg2) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf32>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %23 = call @_stencil_add_24(%22, %cst_2, %cst_3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %25 = stablehlo.multiply %24, %23 : tensor<4x16x16xf64>
    %26 = stablehlo.convert %arg1 : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %28 = stablehlo.multiply %25, %27 : tensor<4x16x16xf64>
    %29 = stablehlo.add %16, %28 : tensor<4x16x16xf64>
    %30 = call @primitive_state_from_conserved(%29, %arg2) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %31 = call @_boundary_handler_27(%30) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %31 : tensor<4x16x16xf64>
  }
  func.func private @_boundary_handler(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = call @_apply_axis_bcs(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = call @_apply_axis_bcs_0(%0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
  func.func private @_apply_axis_bcs(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = call @_periodic_boundaries(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    return %0 : tensor<4x16x16xf32>
  }
  func.func private @_periodic_boundaries(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 12:14, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x2x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<4x2x16xf32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.slice %2 [0:4, 2:4, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x2x16xf32>
    %c_0 = stablehlo.constant dense<14> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<4x2x16xf32>) -> tensor<4x16x16xf32>
    return %5 : tensor<4x16x16xf32>
  }
  func.func private @_apply_axis_bcs_0(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = call @_periodic_boundaries_1(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    return %0 : tensor<4x16x16xf32>
  }
  func.func private @_periodic_boundaries_1(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 12:14] : (tensor<4x16x16xf32>) -> tensor<4x16x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<4x16x2xf32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.slice %2 [0:4, 0:16, 2:4] : (tensor<4x16x16xf32>) -> tensor<4x16x2xf32>
    %c_0 = stablehlo.constant dense<14> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<4x16x2xf32>) -> tensor<4x16x16xf32>
    return %5 : tensor<4x16x16xf32>
  }
  func.func private @conserved_state_from_primitive(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %2 = call @get_absolute_velocity(%arg0) : (tensor<4x16x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %5 = call @total_energy_from_primitives(%1, %2, %4, %arg1) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.multiply %1, %9 : tensor<16x16xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %13 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %15 = stablehlo.multiply %1, %14 : tensor<16x16xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    return %17 : tensor<4x16x16xf32>
  }
  func.func private @get_absolute_velocity(%arg0: tensor<4x16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<16x16xf32>
    %3 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<16x16xf32>
    %6 = stablehlo.add %2, %5 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<9.99999968E-21> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<16x16xf32>
    %9 = stablehlo.sqrt %8 : tensor<16x16xf32>
    return %9 : tensor<16x16xf32>
  }
  func.func private @total_energy_from_primitives(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<f64>) -> tensor<16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.divide %arg2, %2 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<16x16xf32>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<16x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<16x16xf32>
    %8 = stablehlo.add %3, %7 : tensor<16x16xf32>
    return %8 : tensor<16x16xf32>
  }
  func.func private @_reconstruct_at_interface_unsplit(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %1 = call @_calculate_limited_gradients(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.convert %1 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %4 = "stablehlo.scatter"(%0, %2, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %5 = call @_calculate_limited_gradients_5(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.convert %5 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %8 = "stablehlo.scatter"(%4, %6, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %10 = stablehlo.multiply %8, %9 : tensor<2x4x16x16xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %12 = stablehlo.divide %10, %11 : tensor<2x4x16x16xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %15 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %17 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %19 = call @speed_of_sound(%16, %18, %arg1) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %21 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %23 = stablehlo.abs %22 : tensor<16x16xf32>
    %24 = stablehlo.add %23, %19 : tensor<16x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = stablehlo.convert %25 : (tensor<f32>) -> tensor<f64>
    %28 = "stablehlo.scatter"(%20, %26, %27) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2xf64>, tensor<1xi32>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.abs %30 : tensor<16x16xf32>
    %32 = stablehlo.add %31, %19 : tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.convert %33 : (tensor<f32>) -> tensor<f64>
    %36 = "stablehlo.scatter"(%28, %34, %35) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2xf64>, tensor<1xi32>, tensor<f64>) -> tensor<2xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %39 = stablehlo.divide %36, %38 : tensor<2xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %40 = stablehlo.divide %cst_11, %arg2 : tensor<f64>
    %41 = stablehlo.slice %12 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %42 = stablehlo.reshape %41 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %43 = stablehlo.abs %42 : tensor<2x16x16xf64>
    %cst_12 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %45 = stablehlo.compare GT, %43, %44, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %46 = stablehlo.slice %12 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %47 = stablehlo.reshape %46 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %cst_13 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %48 = call @_where(%45, %47, %cst_13) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %49 = stablehlo.slice %12 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %51 = stablehlo.abs %50 : tensor<2x16x16xf64>
    %cst_14 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %53 = stablehlo.compare GT, %51, %52, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %54 = stablehlo.slice %12 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %cst_15 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %56 = call @_where(%53, %55, %cst_15) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %57 = stablehlo.slice %12 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %59 = stablehlo.abs %58 : tensor<2x16x16xf64>
    %cst_16 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %61 = stablehlo.compare GT, %59, %60, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %62 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %64 = stablehlo.abs %48 : tensor<2x16x16xf64>
    %cst_17 = stablehlo.constant dense<1.00000000000001> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %66 = stablehlo.multiply %64, %65 : tensor<2x16x16xf64>
    %67 = stablehlo.convert %63 : (tensor<16x16xf32>) -> tensor<16x16xf64>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<16x16xf64>) -> tensor<1x16x16xf64>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x16x16xf64>) -> tensor<2x16x16xf64>
    %70 = stablehlo.divide %69, %66 : tensor<2x16x16xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %72 = stablehlo.minimum %70, %71 : tensor<2x16x16xf64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %73 = call @_where_11(%61, %72, %c_19) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<i64>) -> tensor<2x16x16xf64>
    %74 = stablehlo.slice %12 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %75 = stablehlo.reshape %74 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %76 = stablehlo.abs %75 : tensor<2x16x16xf64>
    %cst_20 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %78 = stablehlo.compare GT, %76, %77, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %79 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %81 = stablehlo.abs %56 : tensor<2x16x16xf64>
    %cst_21 = stablehlo.constant dense<1.00000000000001> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %83 = stablehlo.multiply %81, %82 : tensor<2x16x16xf64>
    %84 = stablehlo.convert %80 : (tensor<16x16xf32>) -> tensor<16x16xf64>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 2] : (tensor<16x16xf64>) -> tensor<1x16x16xf64>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x16x16xf64>) -> tensor<2x16x16xf64>
    %87 = stablehlo.divide %86, %83 : tensor<2x16x16xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %88 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %89 = stablehlo.minimum %87, %88 : tensor<2x16x16xf64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %90 = call @_where_11(%78, %89, %c_23) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<i64>) -> tensor<2x16x16xf64>
    %91 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<2xf64>) -> tensor<2x1x1xf64>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x1x1xf64>) -> tensor<2x16x16xf64>
    %93 = stablehlo.multiply %92, %73 : tensor<2x16x16xf64>
    %94 = stablehlo.slice %12 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %95 = stablehlo.reshape %94 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %96 = stablehlo.multiply %93, %95 : tensor<2x16x16xf64>
    %97 = stablehlo.slice %12 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %98 = stablehlo.broadcast_in_dim %96, dims = [1, 2, 3] : (tensor<2x16x16xf64>) -> tensor<1x2x16x16xf64>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %100 = stablehlo.multiply %99, %97 : tensor<2x2x16x16xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %101 = stablehlo.reduce(%100 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<2x2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %102 = stablehlo.multiply %101, %101 : tensor<2x16x16xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.reduce(%102 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %104 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<2xf64>) -> tensor<2x1x1xf64>
    %105 = stablehlo.slice %12 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %106 = stablehlo.multiply %105, %105 : tensor<2x2x16x16xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<2x2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %108 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x1x1xf64>) -> tensor<2x16x16xf64>
    %109 = stablehlo.multiply %108, %107 : tensor<2x16x16xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %110 = stablehlo.reduce(%109 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %111 = stablehlo.slice %12 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %112 = stablehlo.multiply %111, %111 : tensor<2x2x16x16xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.reduce(%112 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %114 = stablehlo.reduce(%113 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_30 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %115 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %116 = stablehlo.compare GT, %114, %115, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_31 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %117 = call @_where_12(%116, %103, %cst_31) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_32 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %118 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %119 = stablehlo.compare GT, %114, %118, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_33 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %120 = call @_where_12(%119, %110, %cst_33) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_34 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %122 = stablehlo.compare GT, %114, %121, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %123 = stablehlo.subtract %40, %cst_35 : tensor<f64>
    %124 = stablehlo.multiply %123, %123 : tensor<f64>
    %125 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.convert %124 : (tensor<f64>) -> tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<16x16xf32>
    %130 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %132 = stablehlo.multiply %129, %131 : tensor<16x16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %133 = stablehlo.subtract %arg1, %cst_36 : tensor<f64>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %134 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %135 = stablehlo.multiply %134, %117 : tensor<16x16xf64>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %136 = stablehlo.subtract %40, %cst_38 : tensor<f64>
    %137 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<16x16xf32>
    %140 = stablehlo.convert %136 : (tensor<f64>) -> tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<16x16xf32>
    %143 = stablehlo.convert %142 : (tensor<16x16xf32>) -> tensor<16x16xf64>
    %144 = stablehlo.multiply %143, %120 : tensor<16x16xf64>
    %145 = stablehlo.add %135, %144 : tensor<16x16xf64>
    %146 = stablehlo.convert %133 : tensor<f64>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %148 = stablehlo.multiply %147, %145 : tensor<16x16xf64>
    %149 = stablehlo.convert %132 : (tensor<16x16xf32>) -> tensor<16x16xf64>
    %150 = stablehlo.divide %149, %148 : tensor<16x16xf64>
    %151 = stablehlo.sqrt %150 : tensor<16x16xf64>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %153 = stablehlo.minimum %151, %152 : tensor<16x16xf64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %154 = call @_where_13(%122, %153, %c_40) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<i64>) -> tensor<16x16xf64>
    %155 = stablehlo.slice %12 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %156 = stablehlo.reshape %155 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %157 = stablehlo.multiply %156, %73 : tensor<2x16x16xf64>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %159 = "stablehlo.scatter"(%12, %158, %157) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<2x16x16xf64>) -> tensor<2x4x16x16xf64>
    %160 = stablehlo.slice %12 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %161 = stablehlo.reshape %160 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %162 = stablehlo.multiply %161, %90 : tensor<2x16x16xf64>
    %c_42 = stablehlo.constant dense<3> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %164 = "stablehlo.scatter"(%159, %163, %162) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<2x16x16xf64>) -> tensor<2x4x16x16xf64>
    %165 = stablehlo.slice %12 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %166 = stablehlo.broadcast_in_dim %154, dims = [2, 3] : (tensor<16x16xf64>) -> tensor<1x1x16x16xf64>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf64>) -> tensor<2x2x16x16xf64>
    %168 = stablehlo.multiply %165, %167 : tensor<2x2x16x16xf64>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %170 = "stablehlo.scatter"(%164, %169, %168) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<2x2x16x16xf64>) -> tensor<2x4x16x16xf64>
    %171 = stablehlo.slice %170 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %172 = stablehlo.reshape %171 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %173 = stablehlo.convert %arg0 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %174 = stablehlo.subtract %173, %172 : tensor<4x16x16xf64>
    %175 = stablehlo.slice %170 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %176 = stablehlo.reshape %175 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %177 = stablehlo.convert %arg0 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %178 = stablehlo.add %177, %176 : tensor<4x16x16xf64>
    %179 = call @_roll_static(%178) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %181 = "stablehlo.scatter"(%13, %180, %179) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %183 = "stablehlo.scatter"(%14, %182, %174) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %184 = stablehlo.slice %170 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %185 = stablehlo.reshape %184 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %186 = stablehlo.convert %arg0 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %187 = stablehlo.subtract %186, %185 : tensor<4x16x16xf64>
    %188 = stablehlo.slice %170 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %189 = stablehlo.reshape %188 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %190 = stablehlo.convert %arg0 : (tensor<4x16x16xf32>) -> tensor<4x16x16xf64>
    %191 = stablehlo.add %190, %189 : tensor<4x16x16xf64>
    %192 = call @_roll_static_14(%191) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %193 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %194 = "stablehlo.scatter"(%181, %193, %192) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %195 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %196 = "stablehlo.scatter"(%183, %195, %187) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    return %194, %196 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>
  }
  func.func private @_calculate_limited_gradients(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add(%arg0, %cst, %cst_0) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x16x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_3(%arg0, %cst_2, %cst_3) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    %cst_4 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x16x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x16x16xf32>
    %cst_5 = stablehlo.constant dense<1.875000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x16x16xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<4x16x16xf32>
    %10 = stablehlo.multiply %2, %2 : tensor<4x16x16xf32>
    %cst_6 = stablehlo.constant dense<1.875000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x16x16xf32>
    %13 = stablehlo.multiply %12, %5 : tensor<4x16x16xf32>
    %14 = stablehlo.add %9, %13 : tensor<4x16x16xf32>
    %15 = stablehlo.multiply %5, %5 : tensor<4x16x16xf32>
    %16 = stablehlo.multiply %2, %2 : tensor<4x16x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<4x16x16xf32>
    %cst_7 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %19 = stablehlo.add %17, %18 : tensor<4x16x16xf32>
    %20 = stablehlo.divide %14, %19 : tensor<4x16x16xf32>
    return %20 : tensor<4x16x16xf32>
  }
  func.func private @_stencil_add(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = call @custom_roll(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf32>
    %6 = call @custom_roll_2(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf32>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf32>
    return %10 : tensor<4x16x16xf32>
  }
  func.func private @custom_roll(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:0, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x0x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x16x16xf32>, tensor<4x0x16xf32>) -> tensor<4x16x16xf32>
    return %2 : tensor<4x16x16xf32>
  }
  func.func private @custom_roll_2(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 15:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x1x16xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:15, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x15x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x1x16xf32>, tensor<4x15x16xf32>) -> tensor<4x16x16xf32>
    return %2 : tensor<4x16x16xf32>
  }
  func.func private @_stencil_add_3(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = call @custom_roll_4(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf32>
    %6 = call @custom_roll(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf32>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf32>
    return %10 : tensor<4x16x16xf32>
  }
  func.func private @custom_roll_4(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 1:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x15x16xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:1, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x1x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x15x16xf32>, tensor<4x1x16xf32>) -> tensor<4x16x16xf32>
    return %2 : tensor<4x16x16xf32>
  }
  func.func private @_calculate_limited_gradients_5(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_6(%arg0, %cst, %cst_0) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x16x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_9(%arg0, %cst_2, %cst_3) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    %cst_4 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x16x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x16x16xf32>
    %cst_5 = stablehlo.constant dense<1.875000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x16x16xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<4x16x16xf32>
    %10 = stablehlo.multiply %2, %2 : tensor<4x16x16xf32>
    %cst_6 = stablehlo.constant dense<1.875000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x16x16xf32>
    %13 = stablehlo.multiply %12, %5 : tensor<4x16x16xf32>
    %14 = stablehlo.add %9, %13 : tensor<4x16x16xf32>
    %15 = stablehlo.multiply %5, %5 : tensor<4x16x16xf32>
    %16 = stablehlo.multiply %2, %2 : tensor<4x16x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<4x16x16xf32>
    %cst_7 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %19 = stablehlo.add %17, %18 : tensor<4x16x16xf32>
    %20 = stablehlo.divide %14, %19 : tensor<4x16x16xf32>
    return %20 : tensor<4x16x16xf32>
  }
  func.func private @_stencil_add_6(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = call @custom_roll_7(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf32>
    %6 = call @custom_roll_8(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf32>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf32>
    return %10 : tensor<4x16x16xf32>
  }
  func.func private @custom_roll_7(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:0] : (tensor<4x16x16xf32>) -> tensor<4x16x0xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x16xf32>, tensor<4x16x0xf32>) -> tensor<4x16x16xf32>
    return %2 : tensor<4x16x16xf32>
  }
  func.func private @custom_roll_8(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 15:16] : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:15] : (tensor<4x16x16xf32>) -> tensor<4x16x15xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x1xf32>, tensor<4x16x15xf32>) -> tensor<4x16x16xf32>
    return %2 : tensor<4x16x16xf32>
  }
  func.func private @_stencil_add_9(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = call @custom_roll_10(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf32>
    %6 = call @custom_roll_7(%arg0) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf32>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf32>
    return %10 : tensor<4x16x16xf32>
  }
  func.func private @custom_roll_10(%arg0: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 1:16] : (tensor<4x16x16xf32>) -> tensor<4x16x15xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:1] : (tensor<4x16x16xf32>) -> tensor<4x16x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x15xf32>, tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    return %2 : tensor<4x16x16xf32>
  }
  func.func private @speed_of_sound(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<f64>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<16x16xf32>
    %3 = stablehlo.divide %2, %arg0 : tensor<16x16xf32>
    %4 = stablehlo.sqrt %3 : tensor<16x16xf32>
    return %4 : tensor<16x16xf32>
  }
  func.func private @_where(%arg0: tensor<2x16x16xi1>, %arg1: tensor<2x16x16xf64>, %arg2: tensor<f64>) -> tensor<2x16x16xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<2x16x16xi1>, tensor<2x16x16xf64>
    return %2 : tensor<2x16x16xf64>
  }
  func.func private @_where_11(%arg0: tensor<2x16x16xi1>, %arg1: tensor<2x16x16xf64>, %arg2: tensor<i64>) -> tensor<2x16x16xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<2x16x16xi1>, tensor<2x16x16xf64>
    return %2 : tensor<2x16x16xf64>
  }
  func.func private @_where_12(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x16xi1>, tensor<16x16xf64>
    return %2 : tensor<16x16xf64>
  }
  func.func private @_where_13(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf64>, %arg2: tensor<i64>) -> tensor<16x16xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x16xi1>, tensor<16x16xf64>
    return %2 : tensor<16x16xf64>
  }
  func.func private @_roll_static(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 15:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x1x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:15, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x15x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x1x16xf64>, tensor<4x15x16xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_roll_static_14(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 15:16] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:15] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x1xf64>, tensor<4x16x15xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_riemann_solver(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf32>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_lax_friedrichs_solver(%arg0, %arg1, %arg2, %arg3) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf32>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_lax_friedrichs_solver(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf32>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @conserved_state_from_primitive_15(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %1 = call @conserved_state_from_primitive_15(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.slice %arg2 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.slice %arg2 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %8 = call @speed_of_sound(%5, %7, %arg3) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %9 = stablehlo.abs %3 : tensor<16x16xf32>
    %10 = stablehlo.add %9, %8 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
    %12 = call @_euler_flux(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_euler_flux(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %14 = stablehlo.add %12, %13 : tensor<4x16x16xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.multiply %cst_1, %11 : tensor<f32>
    %18 = stablehlo.subtract %1, %0 : tensor<4x16x16xf64>
    %19 = stablehlo.convert %17 : (tensor<f32>) -> tensor<f64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %21 = stablehlo.multiply %20, %18 : tensor<4x16x16xf64>
    %22 = stablehlo.subtract %16, %21 : tensor<4x16x16xf64>
    return %22 : tensor<4x16x16xf64>
  }
  func.func private @conserved_state_from_primitive_15(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = call @get_absolute_velocity_16(%arg0) : (tensor<4x16x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %5 = call @total_energy_from_primitives_17(%1, %2, %4, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %10 = stablehlo.multiply %1, %9 : tensor<16x16xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %15 = stablehlo.multiply %1, %14 : tensor<16x16xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    return %17 : tensor<4x16x16xf64>
  }
  func.func private @get_absolute_velocity_16(%arg0: tensor<4x16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.multiply %1, %1 : tensor<16x16xf64>
    %3 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<16x16xf64>
    %6 = stablehlo.add %2, %5 : tensor<16x16xf64>
    %cst = stablehlo.constant dense<9.9999999999999995E-21> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %8 = stablehlo.add %6, %7 : tensor<16x16xf64>
    %9 = stablehlo.sqrt %8 : tensor<16x16xf64>
    return %9 : tensor<16x16xf64>
  }
  func.func private @total_energy_from_primitives_17(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<16x16xf64>, %arg3: tensor<f64>) -> tensor<16x16xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %3 = stablehlo.divide %arg2, %2 : tensor<16x16xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %5 = stablehlo.multiply %4, %arg0 : tensor<16x16xf64>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<16x16xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<16x16xf64>
    %8 = stablehlo.add %3, %7 : tensor<16x16xf64>
    return %8 : tensor<16x16xf64>
  }
  func.func private @_euler_flux(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = call @get_absolute_velocity_16(%arg0) : (tensor<4x16x16xf64>) -> tensor<16x16xf64>
    %5 = call @total_energy_from_primitives_17(%1, %4, %3, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %25 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %25 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %10 = stablehlo.multiply %9, %1 : tensor<16x16xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %15 = stablehlo.multiply %14, %1 : tensor<16x16xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %18 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<16x16xf64>) -> tensor<1x16x16xf64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x16x16xf64>) -> tensor<4x16x16xf64>
    %22 = stablehlo.multiply %21, %17 : tensor<4x16x16xf64>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %24 = "stablehlo.scatter"(%22, %23, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %25 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %25 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    return %24 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_18(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_19(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_20(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_19(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:0, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x0x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x16x16xf64>, tensor<4x0x16xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_20(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 1:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x15x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:1, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x1x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x15x16xf64>, tensor<4x1x16xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_riemann_solver_21(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf32>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_lax_friedrichs_solver_22(%arg0, %arg1, %arg2, %arg3) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf32>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_lax_friedrichs_solver_22(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf32>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @conserved_state_from_primitive_15(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %1 = call @conserved_state_from_primitive_15(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.slice %arg2 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.slice %arg2 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %8 = call @speed_of_sound(%5, %7, %arg3) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %9 = stablehlo.abs %3 : tensor<16x16xf32>
    %10 = stablehlo.add %9, %8 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
    %12 = call @_euler_flux_23(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_euler_flux_23(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %14 = stablehlo.add %12, %13 : tensor<4x16x16xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.multiply %cst_1, %11 : tensor<f32>
    %18 = stablehlo.subtract %1, %0 : tensor<4x16x16xf64>
    %19 = stablehlo.convert %17 : (tensor<f32>) -> tensor<f64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %21 = stablehlo.multiply %20, %18 : tensor<4x16x16xf64>
    %22 = stablehlo.subtract %16, %21 : tensor<4x16x16xf64>
    return %22 : tensor<4x16x16xf64>
  }
  func.func private @_euler_flux_23(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = call @get_absolute_velocity_16(%arg0) : (tensor<4x16x16xf64>) -> tensor<16x16xf64>
    %5 = call @total_energy_from_primitives_17(%1, %4, %3, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %25 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %25 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %10 = stablehlo.multiply %9, %1 : tensor<16x16xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %15 = stablehlo.multiply %14, %1 : tensor<16x16xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %18 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<16x16xf64>) -> tensor<1x16x16xf64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x16x16xf64>) -> tensor<4x16x16xf64>
    %22 = stablehlo.multiply %21, %17 : tensor<4x16x16xf64>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %24 = "stablehlo.scatter"(%22, %23, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %25 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %25 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    return %24 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_24(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_25(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_26(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_25(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:0] : (tensor<4x16x16xf64>) -> tensor<4x16x0xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x16xf64>, tensor<4x16x0xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_26(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 1:16] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:1] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x15xf64>, tensor<4x16x1xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %6 = stablehlo.divide %5, %1 : tensor<16x16xf64>
    %7 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %9 = stablehlo.divide %8, %1 : tensor<16x16xf64>
    %10 = stablehlo.multiply %6, %6 : tensor<16x16xf64>
    %11 = stablehlo.multiply %9, %9 : tensor<16x16xf64>
    %12 = stablehlo.add %10, %11 : tensor<16x16xf64>
    %cst = stablehlo.constant dense<9.9999999999999995E-21> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %14 = stablehlo.add %12, %13 : tensor<16x16xf64>
    %15 = stablehlo.sqrt %14 : tensor<16x16xf64>
    %16 = call @pressure_from_energy(%3, %1, %15, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.scatter"(%arg0, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.scatter"(%18, %19, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%20, %21, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    return %22 : tensor<4x16x16xf64>
  }
  func.func private @pressure_from_energy(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<16x16xf64>, %arg3: tensor<f64>) -> tensor<16x16xf64> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    return %1 : tensor<16x16xf64>
  }
  func.func private @internal_energy_from_energy(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<16x16xf64>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<16x16xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<16x16xf64>
    %4 = stablehlo.subtract %0, %3 : tensor<16x16xf64>
    return %4 : tensor<16x16xf64>
  }
  func.func private @pressure_from_internal_energy(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %3 = stablehlo.multiply %2, %arg1 : tensor<16x16xf64>
    %4 = stablehlo.multiply %3, %arg0 : tensor<16x16xf64>
    return %4 : tensor<16x16xf64>
  }
  func.func private @_boundary_handler_27(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = call @_apply_axis_bcs_28(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = call @_apply_axis_bcs_30(%0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %1 : tensor<4x16x16xf64>
  }
  func.func private @_apply_axis_bcs_28(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = call @_periodic_boundaries_29(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_periodic_boundaries_29(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 12:14, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x2x16xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<4x2x16xf64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.slice %2 [0:4, 2:4, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x2x16xf64>
    %c_0 = stablehlo.constant dense<14> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<4x2x16xf64>) -> tensor<4x16x16xf64>
    return %5 : tensor<4x16x16xf64>
  }
  func.func private @_apply_axis_bcs_30(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = call @_periodic_boundaries_31(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_periodic_boundaries_31(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 12:14] : (tensor<4x16x16xf64>) -> tensor<4x16x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<4x16x2xf64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.slice %2 [0:4, 0:16, 2:4] : (tensor<4x16x16xf64>) -> tensor<4x16x2xf64>
    %c_0 = stablehlo.constant dense<14> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<4x16x2xf64>) -> tensor<4x16x16xf64>
    return %5 : tensor<4x16x16xf64>
  }
}
