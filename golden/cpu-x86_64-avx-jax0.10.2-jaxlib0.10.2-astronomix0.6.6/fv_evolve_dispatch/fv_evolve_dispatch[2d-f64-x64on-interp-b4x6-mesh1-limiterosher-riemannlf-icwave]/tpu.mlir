module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf64>) -> (tensor<4x16x16xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.125000e-03> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_boundary_handler(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %2 = call @_boundary_handler(%0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %3:2 = call @_reconstruct_at_interface_unsplit_single(%2) : (tensor<4x16x16xf64>) -> (tensor<4x16x16xf64>, tensor<4x16x16xf64>)
    %4 = call @_riemann_solver(%3#0, %3#1, %2, %arg2) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %5 = call @_stencil_add_5(%4, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.multiply %6, %5 : tensor<4x16x16xf64>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %7, %8 : tensor<4x16x16xf64>
    %10 = stablehlo.add %1, %9 : tensor<4x16x16xf64>
    %11 = call @_boundary_handler(%2) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %12:2 = call @_reconstruct_at_interface_unsplit_single_6(%11) : (tensor<4x16x16xf64>) -> (tensor<4x16x16xf64>, tensor<4x16x16xf64>)
    %13 = call @_riemann_solver_14(%12#0, %12#1, %11, %arg2) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %14 = call @_stencil_add_17(%13, %cst_2, %cst_3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<4x16x16xf64>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %18 = stablehlo.multiply %16, %17 : tensor<4x16x16xf64>
    %19 = stablehlo.add %10, %18 : tensor<4x16x16xf64>
    %20 = call @primitive_state_from_conserved(%19, %arg2) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %21 = call @_boundary_handler(%20) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %21 : tensor<4x16x16xf64>
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
  func.func private @_reconstruct_at_interface_unsplit_single(%arg0: tensor<4x16x16xf64>) -> (tensor<4x16x16xf64>, tensor<4x16x16xf64>) {
    %0 = call @_calculate_limited_gradients(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<4x16x16xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %4 = stablehlo.divide %2, %3 : tensor<4x16x16xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16x16xf64>
    %6 = stablehlo.add %arg0, %4 : tensor<4x16x16xf64>
    %7 = call @_roll_static(%6) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %7, %5 : tensor<4x16x16xf64>, tensor<4x16x16xf64>
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
    %6 = stablehlo.abs %2 : tensor<4x16x16xf64>
    %cst_5 = stablehlo.constant dense<9.9999999999999993E-12> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xi1>
    %cst_6 = stablehlo.constant dense<9.9999999999999993E-12> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %10 = stablehlo.add %2, %9 : tensor<4x16x16xf64>
    %11 = stablehlo.divide %5, %10 : tensor<4x16x16xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_where(%8, %11, %12) : (tensor<4x16x16xi1>, tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %cst_8 = stablehlo.constant dense<1.300000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %15 = stablehlo.minimum %14, %13 : tensor<4x16x16xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %17 = stablehlo.maximum %16, %15 : tensor<4x16x16xf64>
    %18 = stablehlo.multiply %17, %2 : tensor<4x16x16xf64>
    return %18 : tensor<4x16x16xf64>
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
  func.func private @_where(%arg0: tensor<4x16x16xi1>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x16x16xi1>, tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_roll_static(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 15:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x1x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:15, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x15x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x1x16xf64>, tensor<4x15x16xf64>) -> tensor<4x16x16xf64>
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
  func.func private @speed_of_sound(%arg0: tensor<16x16xf64>, %arg1: tensor<16x16xf64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<16x16xf64>
    %3 = stablehlo.divide %2, %arg0 : tensor<16x16xf64>
    %4 = stablehlo.sqrt %3 : tensor<16x16xf64>
    return %4 : tensor<16x16xf64>
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
  func.func private @_stencil_add_5(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
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
  func.func private @_reconstruct_at_interface_unsplit_single_6(%arg0: tensor<4x16x16xf64>) -> (tensor<4x16x16xf64>, tensor<4x16x16xf64>) {
    %0 = call @_calculate_limited_gradients_7(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<4x16x16xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %4 = stablehlo.divide %2, %3 : tensor<4x16x16xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16x16xf64>
    %6 = stablehlo.add %arg0, %4 : tensor<4x16x16xf64>
    %7 = call @_roll_static_13(%6) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    return %7, %5 : tensor<4x16x16xf64>, tensor<4x16x16xf64>
  }
  func.func private @_calculate_limited_gradients_7(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_8(%arg0, %cst, %cst_0) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %2 = stablehlo.divide %0, %1 : tensor<4x16x16xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_11(%arg0, %cst_2, %cst_3) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    %cst_4 = stablehlo.constant dense<6.250000e-02> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.divide %3, %4 : tensor<4x16x16xf64>
    %6 = stablehlo.abs %2 : tensor<4x16x16xf64>
    %cst_5 = stablehlo.constant dense<9.9999999999999993E-12> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xi1>
    %cst_6 = stablehlo.constant dense<9.9999999999999993E-12> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %10 = stablehlo.add %2, %9 : tensor<4x16x16xf64>
    %11 = stablehlo.divide %5, %10 : tensor<4x16x16xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_where(%8, %11, %12) : (tensor<4x16x16xi1>, tensor<4x16x16xf64>, tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %cst_8 = stablehlo.constant dense<1.300000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %15 = stablehlo.minimum %14, %13 : tensor<4x16x16xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %17 = stablehlo.maximum %16, %15 : tensor<4x16x16xf64>
    %18 = stablehlo.multiply %17, %2 : tensor<4x16x16xf64>
    return %18 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_8(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_9(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
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
  func.func private @custom_roll_9(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:0] : (tensor<4x16x16xf64>) -> tensor<4x16x0xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x16xf64>, tensor<4x16x0xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_10(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 15:16] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:15] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x1xf64>, tensor<4x16x15xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_stencil_add_11(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_12(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_9(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x16xf64>
    %10 = stablehlo.add %5, %9 : tensor<4x16x16xf64>
    return %10 : tensor<4x16x16xf64>
  }
  func.func private @custom_roll_12(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 1:16] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:1] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x15xf64>, tensor<4x16x1xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_roll_static_13(%arg0: tensor<4x16x16xf64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:4, 0:16, 15:16] : (tensor<4x16x16xf64>) -> tensor<4x16x1xf64>
    %1 = stablehlo.slice %arg0 [0:4, 0:16, 0:15] : (tensor<4x16x16xf64>) -> tensor<4x16x15xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x16x1xf64>, tensor<4x16x15xf64>) -> tensor<4x16x16xf64>
    return %2 : tensor<4x16x16xf64>
  }
  func.func private @_riemann_solver_14(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @_lax_friedrichs_solver_15(%arg0, %arg1, %arg2, %arg3) : (tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_lax_friedrichs_solver_15(%arg0: tensor<4x16x16xf64>, %arg1: tensor<4x16x16xf64>, %arg2: tensor<4x16x16xf64>, %arg3: tensor<f64>) -> tensor<4x16x16xf64> {
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
    %12 = call @_euler_flux_16(%arg0, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
    %13 = call @_euler_flux_16(%arg1, %arg3) : (tensor<4x16x16xf64>, tensor<f64>) -> tensor<4x16x16xf64>
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
  func.func private @_euler_flux_16(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>) -> tensor<4x16x16xf64> {
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
  func.func private @_stencil_add_17(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = call @custom_roll_9(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<4x16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x16x16xf64>
    %5 = stablehlo.add %4, %3 : tensor<4x16x16xf64>
    %6 = call @custom_roll_12(%arg0) : (tensor<4x16x16xf64>) -> tensor<4x16x16xf64>
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
