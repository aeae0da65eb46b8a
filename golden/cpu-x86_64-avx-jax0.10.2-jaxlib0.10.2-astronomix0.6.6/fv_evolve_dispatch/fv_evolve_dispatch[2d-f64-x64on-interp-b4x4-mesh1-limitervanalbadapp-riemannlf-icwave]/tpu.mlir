module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf64>) -> (tensor<4x16x16xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.125000e-03> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_1 = stablehlo.constant dense<4.000000e-01> : tensor<f64>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0, %cst_1) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_boundary_handler(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %2:2 = call @_reconstruct_at_interface_unsplit(%0, %arg2, %arg3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> (tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>)
    %3 = call @_boundary_handler(%0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %4 = stablehlo.slice %2#0 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %6 = stablehlo.slice %2#1 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %8 = call @_riemann_solver(%5, %7, %3, %arg2) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %9 = call @_stencil_add_15(%8, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<4x16x16xf64>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %13 = stablehlo.multiply %11, %12 : tensor<4x16x16xf64>
    %14 = stablehlo.add %1, %13 : tensor<4x16x16xf64>
    %15 = call @_boundary_handler(%3) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %16 = stablehlo.slice %2#0 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %17 = stablehlo.reshape %16 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %18 = stablehlo.slice %2#1 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %20 = call @_riemann_solver_16(%17, %19, %15, %arg2) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %21 = call @_stencil_add_19(%20, %cst_2, %cst_3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %23 = stablehlo.multiply %22, %21 : tensor<4x16x16xf64>
    %24 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %25 = stablehlo.multiply %23, %24 : tensor<4x16x16xf64>
    %26 = stablehlo.add %14, %25 : tensor<4x16x16xf64>
    %27 = call @primitive_state_from_conserved(%26, %arg2) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %28 = call @_boundary_handler(%27) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %28 : tensor<4x16x16xf64>
  }
  func.func private @_boundary_handler(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = call @_apply_axis_bcs(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = call @_apply_axis_bcs_0(%0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %1 : tensor<4x16x16xf64>
  }
  func.func private @_apply_axis_bcs(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = call @_periodic_boundaries(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_periodic_boundaries(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
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
  func.func private @_apply_axis_bcs_0(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = call @_periodic_boundaries_1(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_periodic_boundaries_1(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
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
  func.func private @conserved_state_from_primitive(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = call @get_absolute_velocity(%arg0) : (tensor<4x16x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %5 = call @total_energy_from_primitives(%1, %2, %4, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
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
  func.func private @get_absolute_velocity(%arg0: tensor<4x16x16xf64>) -> tensor<16x16xf64> {
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
  func.func private @total_energy_from_primitives(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<16x16xf64>, %arg3: tensor<f64>) -> tensor<16x16xf64> {
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
  func.func private @_reconstruct_at_interface_unsplit(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %1 = call @_calculate_limited_gradients(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = "stablehlo.scatter"(%0, %2, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %4 = call @_calculate_limited_gradients_5(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.scatter"(%3, %5, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %8 = stablehlo.multiply %6, %7 : tensor<2x4x16x16xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %10 = stablehlo.divide %8, %9 : tensor<2x4x16x16xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x4x16x16xf64>
    %13 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %15 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %16 = stablehlo.reshape %15 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %17 = call @speed_of_sound(%14, %16, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %19 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %20 = stablehlo.reshape %19 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %21 = stablehlo.abs %20 : tensor<16x16xf64>
    %22 = stablehlo.add %21, %17 : tensor<16x16xf64>
    %cst_6 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf64>, tensor<f64>) -> tensor<f64>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %25 = "stablehlo.scatter"(%18, %24, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2xf64>, tensor<1xi32>, tensor<f64>) -> tensor<2xf64>
    %26 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %27 = stablehlo.reshape %26 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %28 = stablehlo.abs %27 : tensor<16x16xf64>
    %29 = stablehlo.add %28, %17 : tensor<16x16xf64>
    %cst_8 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf64>, tensor<f64>) -> tensor<f64>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.scatter"(%25, %31, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2xf64>, tensor<1xi32>, tensor<f64>) -> tensor<2xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %35 = stablehlo.divide %32, %34 : tensor<2xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.divide %cst_11, %arg2 : tensor<f64>
    %37 = stablehlo.slice %10 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %39 = stablehlo.abs %38 : tensor<2x16x16xf64>
    %cst_12 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %41 = stablehlo.compare GT, %39, %40, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %42 = stablehlo.slice %10 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %43 = stablehlo.reshape %42 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %cst_13 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %44 = call @_where(%41, %43, %cst_13) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %45 = stablehlo.slice %10 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %47 = stablehlo.abs %46 : tensor<2x16x16xf64>
    %cst_14 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %49 = stablehlo.compare GT, %47, %48, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %50 = stablehlo.slice %10 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %cst_15 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %52 = call @_where(%49, %51, %cst_15) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %53 = stablehlo.slice %10 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %55 = stablehlo.abs %54 : tensor<2x16x16xf64>
    %cst_16 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %57 = stablehlo.compare GT, %55, %56, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %58 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %59 = stablehlo.reshape %58 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %60 = stablehlo.abs %44 : tensor<2x16x16xf64>
    %cst_17 = stablehlo.constant dense<1.00000000000001> : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %62 = stablehlo.multiply %60, %61 : tensor<2x16x16xf64>
    %63 = stablehlo.broadcast_in_dim %59, dims = [1, 2] : (tensor<16x16xf64>) -> tensor<1x16x16xf64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x16x16xf64>) -> tensor<2x16x16xf64>
    %65 = stablehlo.divide %64, %62 : tensor<2x16x16xf64>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %67 = stablehlo.minimum %65, %66 : tensor<2x16x16xf64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %68 = call @_where_11(%57, %67, %c_19) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<i64>) -> tensor<2x16x16xf64>
    %69 = stablehlo.slice %10 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %71 = stablehlo.abs %70 : tensor<2x16x16xf64>
    %cst_20 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %73 = stablehlo.compare GT, %71, %72, FLOAT : (tensor<2x16x16xf64>, tensor<2x16x16xf64>) -> tensor<2x16x16xi1>
    %74 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %75 = stablehlo.reshape %74 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %76 = stablehlo.abs %52 : tensor<2x16x16xf64>
    %cst_21 = stablehlo.constant dense<1.00000000000001> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %78 = stablehlo.multiply %76, %77 : tensor<2x16x16xf64>
    %79 = stablehlo.broadcast_in_dim %75, dims = [1, 2] : (tensor<16x16xf64>) -> tensor<1x16x16xf64>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x16x16xf64>) -> tensor<2x16x16xf64>
    %81 = stablehlo.divide %80, %78 : tensor<2x16x16xf64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<2x16x16xf64>
    %83 = stablehlo.minimum %81, %82 : tensor<2x16x16xf64>
    %c_23 = stablehlo.constant dense<1> : tensor<i64>
    %84 = call @_where_11(%73, %83, %c_23) : (tensor<2x16x16xi1>, tensor<2x16x16xf64>, tensor<i64>) -> tensor<2x16x16xf64>
    %85 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<2xf64>) -> tensor<2x1x1xf64>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x1x1xf64>) -> tensor<2x16x16xf64>
    %87 = stablehlo.multiply %86, %68 : tensor<2x16x16xf64>
    %88 = stablehlo.slice %10 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %90 = stablehlo.multiply %87, %89 : tensor<2x16x16xf64>
    %91 = stablehlo.slice %10 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %92 = stablehlo.broadcast_in_dim %90, dims = [1, 2, 3] : (tensor<2x16x16xf64>) -> tensor<1x2x16x16xf64>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf64>) -> tensor<2x2x16x16xf64>
    %94 = stablehlo.multiply %93, %91 : tensor<2x2x16x16xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %95 = stablehlo.reduce(%94 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<2x2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %96 = stablehlo.multiply %95, %95 : tensor<2x16x16xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.reduce(%96 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %98 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<2xf64>) -> tensor<2x1x1xf64>
    %99 = stablehlo.slice %10 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %100 = stablehlo.multiply %99, %99 : tensor<2x2x16x16xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %101 = stablehlo.reduce(%100 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<2x2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x1x1xf64>) -> tensor<2x16x16xf64>
    %103 = stablehlo.multiply %102, %101 : tensor<2x16x16xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %104 = stablehlo.reduce(%103 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %105 = stablehlo.slice %10 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %106 = stablehlo.multiply %105, %105 : tensor<2x2x16x16xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x2x16x16xf64>, tensor<f64>) -> tensor<2x16x16xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.reduce(%107 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_30 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %110 = stablehlo.compare GT, %108, %109, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_31 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %111 = call @_where_12(%110, %97, %cst_31) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_32 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %113 = stablehlo.compare GT, %108, %112, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_33 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %114 = call @_where_12(%113, %104, %cst_33) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_34 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %115 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %116 = stablehlo.compare GT, %108, %115, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %117 = stablehlo.subtract %36, %cst_35 : tensor<f64>
    %118 = stablehlo.multiply %117, %117 : tensor<f64>
    %119 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %120 = stablehlo.reshape %119 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %121 = stablehlo.convert %118 : tensor<f64>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %123 = stablehlo.multiply %122, %120 : tensor<16x16xf64>
    %124 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %125 = stablehlo.reshape %124 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %126 = stablehlo.multiply %123, %125 : tensor<16x16xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %127 = stablehlo.subtract %arg1, %cst_36 : tensor<f64>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %128 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %129 = stablehlo.multiply %128, %111 : tensor<16x16xf64>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %130 = stablehlo.subtract %36, %cst_38 : tensor<f64>
    %131 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %132 = stablehlo.reshape %131 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %133 = stablehlo.multiply %132, %132 : tensor<16x16xf64>
    %134 = stablehlo.convert %130 : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %136 = stablehlo.multiply %135, %133 : tensor<16x16xf64>
    %137 = stablehlo.multiply %136, %114 : tensor<16x16xf64>
    %138 = stablehlo.add %129, %137 : tensor<16x16xf64>
    %139 = stablehlo.convert %127 : tensor<f64>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %141 = stablehlo.multiply %140, %138 : tensor<16x16xf64>
    %142 = stablehlo.divide %126, %141 : tensor<16x16xf64>
    %143 = stablehlo.sqrt %142 : tensor<16x16xf64>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %144 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %145 = stablehlo.minimum %143, %144 : tensor<16x16xf64>
    %c_40 = stablehlo.constant dense<1> : tensor<i64>
    %146 = call @_where_13(%116, %145, %c_40) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<i64>) -> tensor<16x16xf64>
    %147 = stablehlo.slice %10 [0:2, 0:1, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %148 = stablehlo.reshape %147 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %149 = stablehlo.multiply %148, %68 : tensor<2x16x16xf64>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %151 = "stablehlo.scatter"(%10, %150, %149) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<2x16x16xf64>) -> tensor<2x4x16x16xf64>
    %152 = stablehlo.slice %10 [0:2, 3:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x1x16x16xf64>
    %153 = stablehlo.reshape %152 : (tensor<2x1x16x16xf64>) -> tensor<2x16x16xf64>
    %154 = stablehlo.multiply %153, %84 : tensor<2x16x16xf64>
    %c_42 = stablehlo.constant dense<3> : tensor<i32>
    %155 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %156 = "stablehlo.scatter"(%151, %155, %154) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<2x16x16xf64>) -> tensor<2x4x16x16xf64>
    %157 = stablehlo.slice %10 [0:2, 1:3, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<2x2x16x16xf64>
    %158 = stablehlo.broadcast_in_dim %146, dims = [2, 3] : (tensor<16x16xf64>) -> tensor<1x1x16x16xf64>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xf64>) -> tensor<2x2x16x16xf64>
    %160 = stablehlo.multiply %157, %159 : tensor<2x2x16x16xf64>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %162 = "stablehlo.scatter"(%156, %161, %160) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<2x2x16x16xf64>) -> tensor<2x4x16x16xf64>
    %163 = stablehlo.slice %162 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %164 = stablehlo.reshape %163 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %165 = stablehlo.subtract %arg0, %164 : tensor<4x16x16xf64>
    %166 = stablehlo.slice %162 [0:1, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %167 = stablehlo.reshape %166 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %168 = stablehlo.add %arg0, %167 : tensor<4x16x16xf64>
    %169 = call @_roll_static(%168) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %171 = "stablehlo.scatter"(%11, %170, %169) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %173 = "stablehlo.scatter"(%12, %172, %165) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %174 = stablehlo.slice %162 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %175 = stablehlo.reshape %174 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %176 = stablehlo.subtract %arg0, %175 : tensor<4x16x16xf64>
    %177 = stablehlo.slice %162 [1:2, 0:4, 0:16, 0:16] : (tensor<2x4x16x16xf64>) -> tensor<1x4x16x16xf64>
    %178 = stablehlo.reshape %177 : (tensor<1x4x16x16xf64>) -> tensor<4x16x16xf64>
    %179 = stablehlo.add %arg0, %178 : tensor<4x16x16xf64>
    %180 = call @_roll_static_14(%179) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %182 = "stablehlo.scatter"(%171, %181, %180) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %184 = "stablehlo.scatter"(%173, %183, %176) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<2x4x16x16xf64>, tensor<1xi32>, tensor<4x16x16xf64>) -> tensor<2x4x16x16xf64>
    return %182, %184 : tensor<2x4x16x16xf64>, tensor<2x4x16x16xf64>
  }
  func.func private @_calculate_limited_gradients(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add(%arg0, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.divide %0, %1 : tensor<4x16x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_3(%arg0, %cst_2, %cst_3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_4 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.divide %3, %4 : tensor<4x16x16xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<4x16x16xf64>
    %cst_5 = stablehlo.constant dense<1.875000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.add %6, %7 : tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %2 : tensor<4x16x16xf64>
    %10 = stablehlo.multiply %2, %2 : tensor<4x16x16xf64>
    %cst_6 = stablehlo.constant dense<1.875000e-01> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %12 = stablehlo.add %10, %11 : tensor<4x16x16xf64>
    %13 = stablehlo.multiply %12, %5 : tensor<4x16x16xf64>
    %14 = stablehlo.add %9, %13 : tensor<4x16x16xf64>
    %15 = stablehlo.multiply %5, %5 : tensor<4x16x16xf64>
    %16 = stablehlo.multiply %2, %2 : tensor<4x16x16xf64>
    %17 = stablehlo.add %15, %16 : tensor<4x16x16xf64>
    %cst_7 = stablehlo.constant dense<3.750000e-01> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %19 = stablehlo.add %17, %18 : tensor<4x16x16xf64>
    %20 = stablehlo.divide %14, %19 : tensor<4x16x16xf64>
    return %20 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_2(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:0, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x0x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x16x16xf64>, tensor<4x0x16xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_2(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 15:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x1x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:15, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x15x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x1x16xf64>, tensor<4x15x16xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_3(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_4(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_4(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 1:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x15x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:1, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x1x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x15x16xf64>, tensor<4x1x16xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_calculate_limited_gradients_5(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_6(%arg0, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.divide %0, %1 : tensor<4x16x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_9(%arg0, %cst_2, %cst_3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_4 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.divide %3, %4 : tensor<4x16x16xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<4x16x16xf64>
    %cst_5 = stablehlo.constant dense<1.875000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.add %6, %7 : tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %2 : tensor<4x16x16xf64>
    %10 = stablehlo.multiply %2, %2 : tensor<4x16x16xf64>
    %cst_6 = stablehlo.constant dense<1.875000e-01> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %12 = stablehlo.add %10, %11 : tensor<4x16x16xf64>
    %13 = stablehlo.multiply %12, %5 : tensor<4x16x16xf64>
    %14 = stablehlo.add %9, %13 : tensor<4x16x16xf64>
    %15 = stablehlo.multiply %5, %5 : tensor<4x16x16xf64>
    %16 = stablehlo.multiply %2, %2 : tensor<4x16x16xf64>
    %17 = stablehlo.add %15, %16 : tensor<4x16x16xf64>
    %cst_7 = stablehlo.constant dense<3.750000e-01> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %19 = stablehlo.add %17, %18 : tensor<4x16x16xf64>
    %20 = stablehlo.divide %14, %19 : tensor<4x16x16xf64>
    return %20 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_6(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_7(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_8(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_7(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:0] : (tensor<4x16x16xf64>) -> tensor<4x16x0xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x16xf64>, tensor<4x16x0xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_8(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 15:16] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:15] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x1xf64>, tensor<4x16x15xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_9(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_10(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_7(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_10(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 1:16] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:1] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x15xf64>, tensor<4x16x1xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @speed_of_sound(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<16x16xf64>
    %3 = stablehlo.divide %2, %arg0 : tensor<16x16xf64>
    %4 = stablehlo.sqrt %3 : tensor<16x16xf64>
    return %4 : tensor<16x16xf64>
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
  func.func private @_riemann_solver(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_lax_friedrichs_solver(%arg0, %arg1, %arg2, %arg3) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_lax_friedrichs_solver(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @conserved_state_from_primitive(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %1 = call @conserved_state_from_primitive(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.slice %arg2 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %arg2 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %6 = stablehlo.slice %arg2 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %8 = call @speed_of_sound(%5, %7, %arg3) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %9 = stablehlo.abs %3 : tensor<16x16xf64>
    %10 = stablehlo.add %9, %8 : tensor<16x16xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf64>, tensor<f64>) -> tensor<f64>
    %12 = call @_euler_flux(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_euler_flux(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %14 = stablehlo.add %12, %13 : tensor<4x16x16xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %17 = stablehlo.multiply %cst_1, %11 : tensor<f64>
    %18 = stablehlo.subtract %1, %0 : tensor<4x16x16xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<4x16x16xf64>
    %21 = stablehlo.subtract %16, %20 : tensor<4x16x16xf64>
    return %21 : tensor<4x16x16xf64>
  }
  func.func private @_euler_flux(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<4x16x16xf64>) -> tensor<16x16xf64>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
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
  func.func private @_stencil_add_15(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_4(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @_riemann_solver_16(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_lax_friedrichs_solver_17(%arg0, %arg1, %arg2, %arg3) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_lax_friedrichs_solver_17(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @conserved_state_from_primitive(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %1 = call @conserved_state_from_primitive(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.slice %arg2 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %arg2 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %6 = stablehlo.slice %arg2 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %8 = call @speed_of_sound(%5, %7, %arg3) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %9 = stablehlo.abs %3 : tensor<16x16xf64>
    %10 = stablehlo.add %9, %8 : tensor<16x16xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<16x16xf64>, tensor<f64>) -> tensor<f64>
    %12 = call @_euler_flux_18(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_euler_flux_18(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %14 = stablehlo.add %12, %13 : tensor<4x16x16xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %17 = stablehlo.multiply %cst_1, %11 : tensor<f64>
    %18 = stablehlo.subtract %1, %0 : tensor<4x16x16xf64>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %20 = stablehlo.multiply %19, %18 : tensor<4x16x16xf64>
    %21 = stablehlo.subtract %16, %20 : tensor<4x16x16xf64>
    return %21 : tensor<4x16x16xf64>
  }
  func.func private @_euler_flux_18(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<4x16x16xf64>) -> tensor<16x16xf64>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
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
  func.func private @_stencil_add_19(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_7(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_10(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
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
}
