module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.250000e-03> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @_boundary_handler(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %2 = call @_boundary_handler(%0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %3:2 = call @_reconstruct_at_interface_unsplit_single(%2) : (tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>)
    %4 = call @_riemann_solver(%3#0, %3#1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %5 = call @_stencil_add_7(%4, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<5x8x8x8xf32>
    %8 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<5x8x8x8xf32>
    %11 = stablehlo.add %1, %10 : tensor<5x8x8x8xf32>
    %12 = call @_boundary_handler(%2) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %13:2 = call @_reconstruct_at_interface_unsplit_single_8(%12) : (tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>)
    %14 = call @_riemann_solver_16(%13#0, %13#1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %15 = call @_stencil_add_19(%14, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<5x8x8x8xf32>
    %18 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<5x8x8x8xf32>
    %21 = stablehlo.add %11, %20 : tensor<5x8x8x8xf32>
    %22 = call @_boundary_handler(%12) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %23:2 = call @_reconstruct_at_interface_unsplit_single_20(%22) : (tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>)
    %24 = call @_riemann_solver_28(%23#0, %23#1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %25 = call @_stencil_add_31(%24, %cst_5, %cst_6) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<5x8x8x8xf32>
    %28 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<5x8x8x8xf32>
    %31 = stablehlo.add %21, %30 : tensor<5x8x8x8xf32>
    %32 = call @primitive_state_from_conserved(%31, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %33 = call @_boundary_handler(%32) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %33 : tensor<5x8x8x8xf32>
  }
  func.func private @_boundary_handler(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_apply_axis_bcs(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = call @_apply_axis_bcs_0(%0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %2 = call @_apply_axis_bcs_2(%1) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_apply_axis_bcs(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_periodic_boundaries(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_periodic_boundaries(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 4:6, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x2x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<5x2x8x8xf32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.slice %2 [0:5, 2:4, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x2x8x8xf32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<5x2x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %5 : tensor<5x8x8x8xf32>
  }
  func.func private @_apply_axis_bcs_0(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_periodic_boundaries_1(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_periodic_boundaries_1(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 4:6, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x2x8xf32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.slice %2 [0:5, 0:8, 2:4, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x2x8xf32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x2x8xf32>) -> tensor<5x8x8x8xf32>
    return %5 : tensor<5x8x8x8xf32>
  }
  func.func private @_apply_axis_bcs_2(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_periodic_boundaries_3(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_periodic_boundaries_3(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 4:6] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x2xf32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.slice %2 [0:5, 0:8, 0:8, 2:4] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x2xf32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x2xf32>) -> tensor<5x8x8x8xf32>
    return %5 : tensor<5x8x8x8xf32>
  }
  func.func private @conserved_state_from_primitive(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %2, %4, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.multiply %1, %9 : tensor<8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %15 = stablehlo.multiply %1, %14 : tensor<8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %1, %19 : tensor<8x8x8xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %22 : tensor<5x8x8x8xf32>
  }
  func.func private @get_absolute_velocity(%arg0: tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x8x8xf32>
    %3 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x8x8xf32>
    %6 = stablehlo.add %2, %5 : tensor<8x8x8xf32>
    %7 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<8x8x8xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<9.99999968E-21> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x8x8xf32>
    %13 = stablehlo.sqrt %12 : tensor<8x8x8xf32>
    return %13 : tensor<8x8x8xf32>
  }
  func.func private @total_energy_from_primitives(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<f64>) -> tensor<8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.divide %arg2, %2 : tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x8x8xf32>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<8x8x8xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<8x8x8xf32>
    %8 = stablehlo.add %3, %7 : tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_reconstruct_at_interface_unsplit_single(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) {
    %0 = call @_calculate_limited_gradients(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<5x8x8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.add %arg0, %4 : tensor<5x8x8x8xf32>
    %7 = call @_roll_static(%6) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %7, %5 : tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>
  }
  func.func private @_calculate_limited_gradients(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_5(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.abs %2 : tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-12> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xi1>
    %cst_6 = stablehlo.constant dense<9.99999996E-12> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %10 = stablehlo.add %2, %9 : tensor<5x8x8x8xf32>
    %11 = stablehlo.divide %5, %10 : tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %13 = call @_where(%8, %11, %12) : (tensor<5x8x8x8xi1>, tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_8 = stablehlo.constant dense<1.300000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %15 = stablehlo.minimum %14, %13 : tensor<5x8x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<5x8x8x8xf32>
    %18 = stablehlo.multiply %17, %2 : tensor<5x8x8x8xf32>
    return %18 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_4(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:0, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x8x8x8xf32>, tensor<5x0x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_4(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 7:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:7, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x1x8x8xf32>, tensor<5x7x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_5(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_6(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_6(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 1:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x7x8x8xf32>, tensor<5x1x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<5x8x8x8xi1>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5x8x8x8xi1>, tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_roll_static(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 7:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:7, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x1x8x8xf32>, tensor<5x7x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_riemann_solver(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @_hll_solver(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_hll_solver(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %arg1 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %arg1 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.slice %arg1 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %14 = call @_euler_flux(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %15 = call @_euler_flux(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %16 = stablehlo.add %3, %12 : tensor<8x8x8xf32>
    %17 = stablehlo.add %7, %13 : tensor<8x8x8xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<8x8x8xf32>
    %21 = stablehlo.subtract %3, %12 : tensor<8x8x8xf32>
    %22 = stablehlo.subtract %7, %13 : tensor<8x8x8xf32>
    %23 = stablehlo.minimum %21, %22 : tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.minimum %23, %24 : tensor<8x8x8xf32>
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %30 = stablehlo.multiply %29, %14 : tensor<5x8x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %33 = stablehlo.multiply %32, %15 : tensor<5x8x8x8xf32>
    %34 = stablehlo.subtract %30, %33 : tensor<5x8x8x8xf32>
    %35 = stablehlo.multiply %25, %20 : tensor<8x8x8xf32>
    %36 = stablehlo.subtract %27, %26 : tensor<5x8x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<5x8x8x8xf32>
    %40 = stablehlo.add %34, %39 : tensor<5x8x8x8xf32>
    %41 = stablehlo.subtract %20, %25 : tensor<8x8x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %44 = stablehlo.divide %40, %43 : tensor<5x8x8x8xf32>
    return %44 : tensor<5x8x8x8xf32>
  }
  func.func private @speed_of_sound(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f64>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<8x8x8xf32>
    %3 = stablehlo.divide %2, %arg0 : tensor<8x8x8xf32>
    %4 = stablehlo.sqrt %3 : tensor<8x8x8xf32>
    return %4 : tensor<8x8x8xf32>
  }
  func.func private @_euler_flux(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.multiply %9, %1 : tensor<8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %15 = stablehlo.multiply %14, %1 : tensor<8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %19, %1 : tensor<8x8x8xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %23 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<5x8x8x8xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %29 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_7(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_6(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @_reconstruct_at_interface_unsplit_single_8(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) {
    %0 = call @_calculate_limited_gradients_9(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<5x8x8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.add %arg0, %4 : tensor<5x8x8x8xf32>
    %7 = call @_roll_static_15(%6) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %7, %5 : tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>
  }
  func.func private @_calculate_limited_gradients_9(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_10(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_13(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.abs %2 : tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-12> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xi1>
    %cst_6 = stablehlo.constant dense<9.99999996E-12> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %10 = stablehlo.add %2, %9 : tensor<5x8x8x8xf32>
    %11 = stablehlo.divide %5, %10 : tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %13 = call @_where(%8, %11, %12) : (tensor<5x8x8x8xi1>, tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_8 = stablehlo.constant dense<1.300000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %15 = stablehlo.minimum %14, %13 : tensor<5x8x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<5x8x8x8xf32>
    %18 = stablehlo.multiply %17, %2 : tensor<5x8x8x8xf32>
    return %18 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_10(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_11(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_12(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_11(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:0, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x0x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x8x8xf32>, tensor<5x8x0x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_12(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 7:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x1x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:7, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x7x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x1x8xf32>, tensor<5x8x7x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_13(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_14(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_11(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_14(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 1:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x7x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:1, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x1x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x7x8xf32>, tensor<5x8x1x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_roll_static_15(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 7:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x1x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:7, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x7x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x1x8xf32>, tensor<5x8x7x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_riemann_solver_16(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @_hll_solver_17(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_hll_solver_17(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %arg1 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %arg1 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.slice %arg1 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %14 = call @_euler_flux_18(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %15 = call @_euler_flux_18(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %16 = stablehlo.add %3, %12 : tensor<8x8x8xf32>
    %17 = stablehlo.add %7, %13 : tensor<8x8x8xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<8x8x8xf32>
    %21 = stablehlo.subtract %3, %12 : tensor<8x8x8xf32>
    %22 = stablehlo.subtract %7, %13 : tensor<8x8x8xf32>
    %23 = stablehlo.minimum %21, %22 : tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.minimum %23, %24 : tensor<8x8x8xf32>
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %30 = stablehlo.multiply %29, %14 : tensor<5x8x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %33 = stablehlo.multiply %32, %15 : tensor<5x8x8x8xf32>
    %34 = stablehlo.subtract %30, %33 : tensor<5x8x8x8xf32>
    %35 = stablehlo.multiply %25, %20 : tensor<8x8x8xf32>
    %36 = stablehlo.subtract %27, %26 : tensor<5x8x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<5x8x8x8xf32>
    %40 = stablehlo.add %34, %39 : tensor<5x8x8x8xf32>
    %41 = stablehlo.subtract %20, %25 : tensor<8x8x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %44 = stablehlo.divide %40, %43 : tensor<5x8x8x8xf32>
    return %44 : tensor<5x8x8x8xf32>
  }
  func.func private @_euler_flux_18(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.multiply %9, %1 : tensor<8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %15 = stablehlo.multiply %14, %1 : tensor<8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %19, %1 : tensor<8x8x8xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %23 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<5x8x8x8xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %29 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_19(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_11(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_14(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @_reconstruct_at_interface_unsplit_single_20(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) {
    %0 = call @_calculate_limited_gradients_21(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<5x8x8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.add %arg0, %4 : tensor<5x8x8x8xf32>
    %7 = call @_roll_static_27(%6) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %7, %5 : tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>
  }
  func.func private @_calculate_limited_gradients_21(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_22(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_25(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.abs %2 : tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-12> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xi1>
    %cst_6 = stablehlo.constant dense<9.99999996E-12> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %10 = stablehlo.add %2, %9 : tensor<5x8x8x8xf32>
    %11 = stablehlo.divide %5, %10 : tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %13 = call @_where(%8, %11, %12) : (tensor<5x8x8x8xi1>, tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_8 = stablehlo.constant dense<1.300000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %15 = stablehlo.minimum %14, %13 : tensor<5x8x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<5x8x8x8xf32>
    %18 = stablehlo.multiply %17, %2 : tensor<5x8x8x8xf32>
    return %18 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_22(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_23(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_24(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_23(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:0] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x0xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x8xf32>, tensor<5x8x8x0xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_24(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 7:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x1xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:7] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x7xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x1xf32>, tensor<5x8x8x7xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_25(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_26(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_23(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_26(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 1:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x7xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:1] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x7xf32>, tensor<5x8x8x1xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_roll_static_27(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 7:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x1xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:7] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x7xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x1xf32>, tensor<5x8x8x7xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_riemann_solver_28(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @_hll_solver_29(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_hll_solver_29(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %arg1 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %arg1 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.slice %arg1 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %14 = call @_euler_flux_30(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %15 = call @_euler_flux_30(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %16 = stablehlo.add %3, %12 : tensor<8x8x8xf32>
    %17 = stablehlo.add %7, %13 : tensor<8x8x8xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<8x8x8xf32>
    %21 = stablehlo.subtract %3, %12 : tensor<8x8x8xf32>
    %22 = stablehlo.subtract %7, %13 : tensor<8x8x8xf32>
    %23 = stablehlo.minimum %21, %22 : tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.minimum %23, %24 : tensor<8x8x8xf32>
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %30 = stablehlo.multiply %29, %14 : tensor<5x8x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %33 = stablehlo.multiply %32, %15 : tensor<5x8x8x8xf32>
    %34 = stablehlo.subtract %30, %33 : tensor<5x8x8x8xf32>
    %35 = stablehlo.multiply %25, %20 : tensor<8x8x8xf32>
    %36 = stablehlo.subtract %27, %26 : tensor<5x8x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<5x8x8x8xf32>
    %40 = stablehlo.add %34, %39 : tensor<5x8x8x8xf32>
    %41 = stablehlo.subtract %20, %25 : tensor<8x8x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %44 = stablehlo.divide %40, %43 : tensor<5x8x8x8xf32>
    return %44 : tensor<5x8x8x8xf32>
  }
  func.func private @_euler_flux_30(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.multiply %9, %1 : tensor<8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %15 = stablehlo.multiply %14, %1 : tensor<8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.multiply %19, %1 : tensor<8x8x8xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %23 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<5x8x8x8xf32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %29 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_31(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_23(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_26(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.divide %5, %1 : tensor<8x8x8xf32>
    %7 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.divide %8, %1 : tensor<8x8x8xf32>
    %10 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.divide %11, %1 : tensor<8x8x8xf32>
    %13 = stablehlo.multiply %6, %6 : tensor<8x8x8xf32>
    %14 = stablehlo.multiply %9, %9 : tensor<8x8x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x8x8xf32>
    %16 = stablehlo.multiply %12, %12 : tensor<8x8x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<9.99999968E-21> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x8x8xf32>
    %20 = stablehlo.sqrt %19 : tensor<8x8x8xf32>
    %21 = call @pressure_from_energy(%3, %1, %20, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg0, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %25 = "stablehlo.scatter"(%23, %24, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%25, %26, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %29 : tensor<5x8x8x8xf32>
  }
  func.func private @pressure_from_energy(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<f64>) -> tensor<8x8x8xf32> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    return %1 : tensor<8x8x8xf32>
  }
  func.func private @internal_energy_from_energy(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8x8x8xf32>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8x8x8xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<8x8x8xf32>
    return %4 : tensor<8x8x8xf32>
  }
  func.func private @pressure_from_internal_energy(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f64>) -> tensor<8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<8x8x8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8x8x8xf32>
    return %4 : tensor<8x8x8xf32>
  }
}
