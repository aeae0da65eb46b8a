module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.250000e-03> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e-01> : tensor<f32>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0, %cst_1) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_boundary_handler(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %2:2 = call @_reconstruct_at_interface_unsplit(%0, %arg2, %arg3) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<3x5x8x8x8xf32>, tensor<3x5x8x8x8xf32>)
    %3 = stablehlo.slice %2#0 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.slice %2#1 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = call @_riemann_solver(%4, %6, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %8 = call @_stencil_add_24(%7, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<5x8x8x8xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<5x8x8x8xf32>
    %13 = stablehlo.add %1, %12 : tensor<5x8x8x8xf32>
    %14 = stablehlo.slice %2#0 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %16 = stablehlo.slice %2#1 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %18 = call @_riemann_solver_25(%15, %17, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %19 = call @_stencil_add_28(%18, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<5x8x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<5x8x8x8xf32>
    %24 = stablehlo.add %13, %23 : tensor<5x8x8x8xf32>
    %25 = stablehlo.slice %2#0 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %27 = stablehlo.slice %2#1 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %29 = call @_riemann_solver_29(%26, %28, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %30 = call @_stencil_add_32(%29, %cst_5, %cst_6) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<5x8x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<5x8x8x8xf32>
    %35 = stablehlo.add %24, %34 : tensor<5x8x8x8xf32>
    %36 = call @primitive_state_from_conserved(%35, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %37 = call @_boundary_handler(%36) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %37 : tensor<5x8x8x8xf32>
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
  func.func private @conserved_state_from_primitive(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %2, %4, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
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
  func.func private @total_energy_from_primitives(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<f32>) -> tensor<8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
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
  func.func private @_reconstruct_at_interface_unsplit(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<3x5x8x8x8xf32>, tensor<3x5x8x8x8xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5x8x8x8xf32>
    %1 = call @_calculate_limited_gradients(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = "stablehlo.scatter"(%0, %2, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %4 = call @_calculate_limited_gradients_7(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.scatter"(%3, %5, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %7 = call @_calculate_limited_gradients_13(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.scatter"(%6, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5x8x8x8xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<3x5x8x8x8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5x8x8x8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x5x8x8x8xf32>
    %16 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %18 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = call @speed_of_sound(%17, %19, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.abs %23 : tensor<8x8x8xf32>
    %25 = stablehlo.add %24, %20 : tensor<8x8x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%21, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3xf32>, tensor<1xi32>, tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.abs %30 : tensor<8x8x8xf32>
    %32 = stablehlo.add %31, %20 : tensor<8x8x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_9) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3xf32>, tensor<1xi32>, tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.abs %37 : tensor<8x8x8xf32>
    %39 = stablehlo.add %38, %20 : tensor<8x8x8xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_11) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %42 = "stablehlo.scatter"(%35, %41, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3xf32>, tensor<1xi32>, tensor<f32>) -> tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.divide %42, %44 : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.divide %cst_14, %arg2 : tensor<f32>
    %47 = stablehlo.slice %13 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %49 = stablehlo.abs %48 : tensor<3x8x8x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %51 = stablehlo.compare GT, %49, %50, FLOAT : (tensor<3x8x8x8xf32>, tensor<3x8x8x8xf32>) -> tensor<3x8x8x8xi1>
    %52 = stablehlo.slice %13 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %cst_16 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %54 = call @_where(%51, %53, %cst_16) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf32>, tensor<f32>) -> tensor<3x8x8x8xf32>
    %55 = stablehlo.slice %13 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %57 = stablehlo.abs %56 : tensor<3x8x8x8xf32>
    %cst_17 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %59 = stablehlo.compare GT, %57, %58, FLOAT : (tensor<3x8x8x8xf32>, tensor<3x8x8x8xf32>) -> tensor<3x8x8x8xi1>
    %60 = stablehlo.slice %13 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %cst_18 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %62 = call @_where(%59, %61, %cst_18) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf32>, tensor<f32>) -> tensor<3x8x8x8xf32>
    %63 = stablehlo.slice %13 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %65 = stablehlo.abs %64 : tensor<3x8x8x8xf32>
    %cst_19 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %67 = stablehlo.compare GT, %65, %66, FLOAT : (tensor<3x8x8x8xf32>, tensor<3x8x8x8xf32>) -> tensor<3x8x8x8xi1>
    %68 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.abs %54 : tensor<3x8x8x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<3x8x8x8xf32>
    %73 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %75 = stablehlo.divide %74, %72 : tensor<3x8x8x8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %77 = stablehlo.minimum %75, %76 : tensor<3x8x8x8xf32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %78 = call @_where_19(%67, %77, %c_22) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf32>, tensor<i32>) -> tensor<3x8x8x8xf32>
    %79 = stablehlo.slice %13 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %81 = stablehlo.abs %80 : tensor<3x8x8x8xf32>
    %cst_23 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %83 = stablehlo.compare GT, %81, %82, FLOAT : (tensor<3x8x8x8xf32>, tensor<3x8x8x8xf32>) -> tensor<3x8x8x8xi1>
    %84 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %86 = stablehlo.abs %62 : tensor<3x8x8x8xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<3x8x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [1, 2, 3] : (tensor<8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %91 = stablehlo.divide %90, %88 : tensor<3x8x8x8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %93 = stablehlo.minimum %91, %92 : tensor<3x8x8x8xf32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %94 = call @_where_19(%83, %93, %c_26) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf32>, tensor<i32>) -> tensor<3x8x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<3xf32>) -> tensor<3x1x1x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xf32>) -> tensor<3x8x8x8xf32>
    %97 = stablehlo.multiply %96, %78 : tensor<3x8x8x8xf32>
    %98 = stablehlo.slice %13 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<3x8x8x8xf32>
    %101 = stablehlo.slice %13 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x3x8x8x8xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [1, 2, 3, 4] : (tensor<3x8x8x8xf32>) -> tensor<1x3x8x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3, 4] : (tensor<1x3x8x8x8xf32>) -> tensor<3x3x8x8x8xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<3x3x8x8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<3x3x8x8x8xf32>, tensor<f32>) -> tensor<3x8x8x8xf32>
    %106 = stablehlo.multiply %105, %105 : tensor<3x8x8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<3x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<3xf32>) -> tensor<3x1x1x1xf32>
    %109 = stablehlo.slice %13 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x3x8x8x8xf32>
    %110 = stablehlo.multiply %109, %109 : tensor<3x3x8x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<3x3x8x8x8xf32>, tensor<f32>) -> tensor<3x8x8x8xf32>
    %112 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xf32>) -> tensor<3x8x8x8xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<3x8x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<3x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %115 = stablehlo.slice %13 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x3x8x8x8xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<3x3x8x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<3x3x8x8x8xf32>, tensor<f32>) -> tensor<3x8x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<3x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %cst_33 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.compare GT, %118, %119, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %cst_34 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %121 = call @_where_20(%120, %107, %cst_34) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %cst_35 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.compare GT, %118, %122, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %cst_36 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %124 = call @_where_20(%123, %114, %cst_36) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %cst_37 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %126 = stablehlo.compare GT, %118, %125, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %127 = stablehlo.subtract %46, %cst_38 : tensor<f32>
    %128 = stablehlo.multiply %127, %127 : tensor<f32>
    %129 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.convert %128 : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %133 = stablehlo.multiply %132, %130 : tensor<8x8x8xf32>
    %134 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %136 = stablehlo.multiply %133, %135 : tensor<8x8x8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.subtract %arg1, %cst_39 : tensor<f32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.multiply %138, %121 : tensor<8x8x8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %140 = stablehlo.subtract %46, %cst_41 : tensor<f32>
    %141 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<8x8x8xf32>
    %144 = stablehlo.convert %140 : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %146 = stablehlo.multiply %145, %143 : tensor<8x8x8xf32>
    %147 = stablehlo.multiply %146, %124 : tensor<8x8x8xf32>
    %148 = stablehlo.add %139, %147 : tensor<8x8x8xf32>
    %149 = stablehlo.convert %137 : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.multiply %150, %148 : tensor<8x8x8xf32>
    %152 = stablehlo.divide %136, %151 : tensor<8x8x8xf32>
    %153 = stablehlo.sqrt %152 : tensor<8x8x8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.minimum %153, %154 : tensor<8x8x8xf32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %156 = call @_where_21(%126, %155, %c_43) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<i32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.slice %13 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %159 = stablehlo.multiply %158, %78 : tensor<3x8x8x8xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %160 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %161 = "stablehlo.scatter"(%13, %160, %159) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<3x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %162 = stablehlo.slice %13 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x1x8x8x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<3x1x8x8x8xf32>) -> tensor<3x8x8x8xf32>
    %164 = stablehlo.multiply %163, %94 : tensor<3x8x8x8xf32>
    %c_45 = stablehlo.constant dense<4> : tensor<i32>
    %165 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %166 = "stablehlo.scatter"(%161, %165, %164) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<3x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %167 = stablehlo.slice %13 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<3x3x8x8x8xf32>
    %168 = stablehlo.broadcast_in_dim %156, dims = [2, 3, 4] : (tensor<8x8x8xf32>) -> tensor<1x1x8x8x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x8x8xf32>) -> tensor<3x3x8x8x8xf32>
    %170 = stablehlo.multiply %167, %169 : tensor<3x3x8x8x8xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %171 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %172 = "stablehlo.scatter"(%166, %171, %170) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3, 4], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<3x3x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %173 = stablehlo.slice %172 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %175 = stablehlo.subtract %arg0, %174 : tensor<5x8x8x8xf32>
    %176 = stablehlo.slice %172 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %178 = stablehlo.add %arg0, %177 : tensor<5x8x8x8xf32>
    %179 = call @_roll_static(%178) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %181 = "stablehlo.scatter"(%14, %180, %179) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %183 = "stablehlo.scatter"(%15, %182, %175) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %184 = stablehlo.slice %172 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %186 = stablehlo.subtract %arg0, %185 : tensor<5x8x8x8xf32>
    %187 = stablehlo.slice %172 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %189 = stablehlo.add %arg0, %188 : tensor<5x8x8x8xf32>
    %190 = call @_roll_static_22(%189) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %191 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %192 = "stablehlo.scatter"(%181, %191, %190) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %193 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %194 = "stablehlo.scatter"(%183, %193, %186) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %195 = stablehlo.slice %172 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %197 = stablehlo.subtract %arg0, %196 : tensor<5x8x8x8xf32>
    %198 = stablehlo.slice %172 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf32>) -> tensor<1x5x8x8x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %200 = stablehlo.add %arg0, %199 : tensor<5x8x8x8xf32>
    %201 = call @_roll_static_23(%200) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_51 = stablehlo.constant dense<2> : tensor<i32>
    %202 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %203 = "stablehlo.scatter"(%192, %202, %201) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    %c_52 = stablehlo.constant dense<2> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %205 = "stablehlo.scatter"(%194, %204, %197) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<3x5x8x8x8xf32>, tensor<1xi32>, tensor<5x8x8x8xf32>) -> tensor<3x5x8x8x8xf32>
    return %203, %205 : tensor<3x5x8x8x8xf32>, tensor<3x5x8x8x8xf32>
  }
  func.func private @_calculate_limited_gradients(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %0 = call @_stencil_add(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %3 = call @_stencil_add_5(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.add %6, %7 : tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<5x8x8x8xf32>
    %10 = stablehlo.multiply %2, %2 : tensor<5x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<5x8x8x8xf32>
    %13 = stablehlo.multiply %12, %5 : tensor<5x8x8x8xf32>
    %14 = stablehlo.add %9, %13 : tensor<5x8x8x8xf32>
    %15 = stablehlo.multiply %5, %5 : tensor<5x8x8x8xf32>
    %16 = stablehlo.multiply %2, %2 : tensor<5x8x8x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %19 = stablehlo.add %17, %18 : tensor<5x8x8x8xf32>
    %20 = stablehlo.divide %14, %19 : tensor<5x8x8x8xf32>
    return %20 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_4(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
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
  func.func private @_stencil_add_5(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_6(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
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
  func.func private @_calculate_limited_gradients_7(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %0 = call @_stencil_add_8(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %3 = call @_stencil_add_11(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.add %6, %7 : tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<5x8x8x8xf32>
    %10 = stablehlo.multiply %2, %2 : tensor<5x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<5x8x8x8xf32>
    %13 = stablehlo.multiply %12, %5 : tensor<5x8x8x8xf32>
    %14 = stablehlo.add %9, %13 : tensor<5x8x8x8xf32>
    %15 = stablehlo.multiply %5, %5 : tensor<5x8x8x8xf32>
    %16 = stablehlo.multiply %2, %2 : tensor<5x8x8x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %19 = stablehlo.add %17, %18 : tensor<5x8x8x8xf32>
    %20 = stablehlo.divide %14, %19 : tensor<5x8x8x8xf32>
    return %20 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_8(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_9(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_10(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_9(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:0, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x0x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x8x8xf32>, tensor<5x8x0x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_10(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 7:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x1x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:7, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x7x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x1x8xf32>, tensor<5x8x7x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_11(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_12(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_9(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_12(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 1:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x7x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:1, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x1x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x7x8xf32>, tensor<5x8x1x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_calculate_limited_gradients_13(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %0 = call @_stencil_add_14(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %3 = call @_stencil_add_17(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x8x8x8xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<5x8x8x8xf32>
    %cst_5 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %8 = stablehlo.add %6, %7 : tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<5x8x8x8xf32>
    %10 = stablehlo.multiply %2, %2 : tensor<5x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<3.750000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<5x8x8x8xf32>
    %13 = stablehlo.multiply %12, %5 : tensor<5x8x8x8xf32>
    %14 = stablehlo.add %9, %13 : tensor<5x8x8x8xf32>
    %15 = stablehlo.multiply %5, %5 : tensor<5x8x8x8xf32>
    %16 = stablehlo.multiply %2, %2 : tensor<5x8x8x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %19 = stablehlo.add %17, %18 : tensor<5x8x8x8xf32>
    %20 = stablehlo.divide %14, %19 : tensor<5x8x8x8xf32>
    return %20 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_14(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_15(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_16(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_15(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:0] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x0xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x8xf32>, tensor<5x8x8x0xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_16(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 7:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x1xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:7] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x7xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x1xf32>, tensor<5x8x8x7xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_stencil_add_17(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_18(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_15(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @custom_roll_18(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 1:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x7xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:1] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x7xf32>, tensor<5x8x8x1xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @speed_of_sound(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<8x8x8xf32>
    %3 = stablehlo.divide %2, %arg0 : tensor<8x8x8xf32>
    %4 = stablehlo.sqrt %3 : tensor<8x8x8xf32>
    return %4 : tensor<8x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<3x8x8x8xi1>, %arg1: tensor<3x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<3x8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x8x8x8xi1>, tensor<3x8x8x8xf32>
    return %2 : tensor<3x8x8x8xf32>
  }
  func.func private @_where_19(%arg0: tensor<3x8x8x8xi1>, %arg1: tensor<3x8x8x8xf32>, %arg2: tensor<i32>) -> tensor<3x8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x8x8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x8x8x8xi1>, tensor<3x8x8x8xf32>
    return %2 : tensor<3x8x8x8xf32>
  }
  func.func private @_where_20(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @_where_21(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<i32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 7:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:7, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x1x8x8xf32>, tensor<5x7x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_roll_static_22(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 7:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x1x8xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:7, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x7x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x1x8xf32>, tensor<5x8x7x8xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_roll_static_23(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 7:8] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x1xf32>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:7] : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x7xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x1xf32>, tensor<5x8x8x7xf32>) -> tensor<5x8x8x8xf32>
    return %2 : tensor<5x8x8x8xf32>
  }
  func.func private @_riemann_solver(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_hll_solver(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_hll_solver(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
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
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %14 = call @_euler_flux(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %15 = call @_euler_flux(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
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
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
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
  func.func private @_euler_flux(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
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
  func.func private @_stencil_add_24(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_6(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @_riemann_solver_25(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_hll_solver_26(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_hll_solver_26(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
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
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %14 = call @_euler_flux_27(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %15 = call @_euler_flux_27(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
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
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
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
  func.func private @_euler_flux_27(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
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
  func.func private @_stencil_add_28(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_9(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_12(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @_riemann_solver_29(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @_hll_solver_30(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    return %0 : tensor<5x8x8x8xf32>
  }
  func.func private @_hll_solver_30(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<5x8x8x8xf32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
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
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %14 = call @_euler_flux_31(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %15 = call @_euler_flux_31(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
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
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
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
  func.func private @_euler_flux_31(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<8x8x8xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
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
  func.func private @_stencil_add_32(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_15(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_18(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf32>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf32>
    return %10 : tensor<5x8x8x8xf32>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f32>) -> tensor<5x8x8x8xf32> {
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
    %21 = call @pressure_from_energy(%3, %1, %20, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
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
  func.func private @pressure_from_energy(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>, %arg3: tensor<f32>) -> tensor<8x8x8xf32> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
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
  func.func private @pressure_from_internal_energy(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f32>) -> tensor<8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<8x8x8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8x8x8xf32>
    return %4 : tensor<8x8x8xf32>
  }
}
