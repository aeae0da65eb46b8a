module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.250000e-03> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_1 = stablehlo.constant dense<4.000000e-01> : tensor<f64>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0, %cst_1) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_boundary_handler(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<5x8x8x8xf32>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %2:2 = call @_reconstruct_at_interface_unsplit(%0, %arg2, %arg3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> (tensor<3x5x8x8x8xf64>, tensor<3x5x8x8x8xf64>)
    %3 = stablehlo.slice %2#0 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %5 = stablehlo.slice %2#1 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %7 = call @_riemann_solver(%4, %6, %arg2) : (tensor<5x8x8x8xf64>, tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %8 = call @_stencil_add_28(%7, %cst, %cst_0) : (tensor<5x8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %10 = stablehlo.multiply %9, %8 : tensor<5x8x8x8xf64>
    %11 = stablehlo.convert %arg1 : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %13 = stablehlo.multiply %10, %12 : tensor<5x8x8x8xf64>
    %14 = stablehlo.convert %1 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %15 = stablehlo.add %14, %13 : tensor<5x8x8x8xf64>
    %16 = stablehlo.slice %2#0 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %17 = stablehlo.reshape %16 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %18 = stablehlo.slice %2#1 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %20 = call @_riemann_solver_31(%17, %19, %arg2) : (tensor<5x8x8x8xf64>, tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %21 = call @_stencil_add_34(%20, %cst_2, %cst_3) : (tensor<5x8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %23 = stablehlo.multiply %22, %21 : tensor<5x8x8x8xf64>
    %24 = stablehlo.convert %arg1 : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %26 = stablehlo.multiply %23, %25 : tensor<5x8x8x8xf64>
    %27 = stablehlo.add %15, %26 : tensor<5x8x8x8xf64>
    %28 = stablehlo.slice %2#0 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %29 = stablehlo.reshape %28 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %30 = stablehlo.slice %2#1 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %31 = stablehlo.reshape %30 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %32 = call @_riemann_solver_37(%29, %31, %arg2) : (tensor<5x8x8x8xf64>, tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_6 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %33 = call @_stencil_add_40(%32, %cst_5, %cst_6) : (tensor<5x8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %35 = stablehlo.multiply %34, %33 : tensor<5x8x8x8xf64>
    %36 = stablehlo.convert %arg1 : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %38 = stablehlo.multiply %35, %37 : tensor<5x8x8x8xf64>
    %39 = stablehlo.add %27, %38 : tensor<5x8x8x8xf64>
    %40 = call @primitive_state_from_conserved(%39, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %41 = call @_boundary_handler_43(%40) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %41 : tensor<5x8x8x8xf64>
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
  func.func private @_reconstruct_at_interface_unsplit(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<3x5x8x8x8xf64>, tensor<3x5x8x8x8xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x5x8x8x8xf64>
    %1 = call @_calculate_limited_gradients(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.convert %1 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %4 = "stablehlo.scatter"(%0, %2, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %5 = call @_calculate_limited_gradients_7(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.convert %5 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %8 = "stablehlo.scatter"(%4, %6, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %9 = call @_calculate_limited_gradients_13(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.convert %9 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %12 = "stablehlo.scatter"(%8, %10, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x5x8x8x8xf64>
    %14 = stablehlo.multiply %12, %13 : tensor<3x5x8x8x8xf64>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x5x8x8x8xf64>
    %16 = stablehlo.divide %14, %15 : tensor<3x5x8x8x8xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x5x8x8x8xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x5x8x8x8xf64>
    %19 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %21 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %23 = call @speed_of_sound(%20, %22, %arg1) : (tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %25 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %27 = stablehlo.abs %26 : tensor<8x8x8xf32>
    %28 = stablehlo.add %27, %23 : tensor<8x8x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.convert %29 : (tensor<f32>) -> tensor<f64>
    %32 = "stablehlo.scatter"(%24, %30, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3xf64>, tensor<1xi32>, tensor<f64>) -> tensor<3xf64>
    %33 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %35 = stablehlo.abs %34 : tensor<8x8x8xf32>
    %36 = stablehlo.add %35, %23 : tensor<8x8x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %39 = stablehlo.convert %37 : (tensor<f32>) -> tensor<f64>
    %40 = "stablehlo.scatter"(%32, %38, %39) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3xf64>, tensor<1xi32>, tensor<f64>) -> tensor<3xf64>
    %41 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %43 = stablehlo.abs %42 : tensor<8x8x8xf32>
    %44 = stablehlo.add %43, %23 : tensor<8x8x8xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %47 = stablehlo.convert %45 : (tensor<f32>) -> tensor<f64>
    %48 = "stablehlo.scatter"(%40, %46, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3xf64>, tensor<1xi32>, tensor<f64>) -> tensor<3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %51 = stablehlo.divide %48, %50 : tensor<3xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.divide %cst_14, %arg2 : tensor<f64>
    %53 = stablehlo.slice %16 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %54 = stablehlo.reshape %53 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %55 = stablehlo.abs %54 : tensor<3x8x8x8xf64>
    %cst_15 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %57 = stablehlo.compare GT, %55, %56, FLOAT : (tensor<3x8x8x8xf64>, tensor<3x8x8x8xf64>) -> tensor<3x8x8x8xi1>
    %58 = stablehlo.slice %16 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %59 = stablehlo.reshape %58 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %cst_16 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %60 = call @_where(%57, %59, %cst_16) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf64>, tensor<f64>) -> tensor<3x8x8x8xf64>
    %61 = stablehlo.slice %16 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %62 = stablehlo.reshape %61 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %63 = stablehlo.abs %62 : tensor<3x8x8x8xf64>
    %cst_17 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %65 = stablehlo.compare GT, %63, %64, FLOAT : (tensor<3x8x8x8xf64>, tensor<3x8x8x8xf64>) -> tensor<3x8x8x8xi1>
    %66 = stablehlo.slice %16 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %67 = stablehlo.reshape %66 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %cst_18 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %68 = call @_where(%65, %67, %cst_18) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf64>, tensor<f64>) -> tensor<3x8x8x8xf64>
    %69 = stablehlo.slice %16 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %70 = stablehlo.reshape %69 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %71 = stablehlo.abs %70 : tensor<3x8x8x8xf64>
    %cst_19 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %73 = stablehlo.compare GT, %71, %72, FLOAT : (tensor<3x8x8x8xf64>, tensor<3x8x8x8xf64>) -> tensor<3x8x8x8xi1>
    %74 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.abs %60 : tensor<3x8x8x8xf64>
    %cst_20 = stablehlo.constant dense<1.00000000000001> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %78 = stablehlo.multiply %76, %77 : tensor<3x8x8x8xf64>
    %79 = stablehlo.convert %75 : (tensor<8x8x8xf32>) -> tensor<8x8x8xf64>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %82 = stablehlo.divide %81, %78 : tensor<3x8x8x8xf64>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %83 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %84 = stablehlo.minimum %82, %83 : tensor<3x8x8x8xf64>
    %c_22 = stablehlo.constant dense<1> : tensor<i64>
    %85 = call @_where_19(%73, %84, %c_22) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf64>, tensor<i64>) -> tensor<3x8x8x8xf64>
    %86 = stablehlo.slice %16 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %87 = stablehlo.reshape %86 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %88 = stablehlo.abs %87 : tensor<3x8x8x8xf64>
    %cst_23 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %90 = stablehlo.compare GT, %88, %89, FLOAT : (tensor<3x8x8x8xf64>, tensor<3x8x8x8xf64>) -> tensor<3x8x8x8xi1>
    %91 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %93 = stablehlo.abs %68 : tensor<3x8x8x8xf64>
    %cst_24 = stablehlo.constant dense<1.00000000000001> : tensor<f64>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %95 = stablehlo.multiply %93, %94 : tensor<3x8x8x8xf64>
    %96 = stablehlo.convert %92 : (tensor<8x8x8xf32>) -> tensor<8x8x8xf64>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %99 = stablehlo.divide %98, %95 : tensor<3x8x8x8xf64>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %101 = stablehlo.minimum %99, %100 : tensor<3x8x8x8xf64>
    %c_26 = stablehlo.constant dense<1> : tensor<i64>
    %102 = call @_where_19(%90, %101, %c_26) : (tensor<3x8x8x8xi1>, tensor<3x8x8x8xf64>, tensor<i64>) -> tensor<3x8x8x8xf64>
    %103 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<3xf64>) -> tensor<3x1x1x1xf64>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xf64>) -> tensor<3x8x8x8xf64>
    %105 = stablehlo.multiply %104, %85 : tensor<3x8x8x8xf64>
    %106 = stablehlo.slice %16 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %107 = stablehlo.reshape %106 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %108 = stablehlo.multiply %105, %107 : tensor<3x8x8x8xf64>
    %109 = stablehlo.slice %16 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x3x8x8x8xf64>
    %110 = stablehlo.broadcast_in_dim %108, dims = [1, 2, 3, 4] : (tensor<3x8x8x8xf64>) -> tensor<1x3x8x8x8xf64>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<1x3x8x8x8xf64>) -> tensor<3x3x8x8x8xf64>
    %112 = stablehlo.multiply %111, %109 : tensor<3x3x8x8x8xf64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.reduce(%112 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<3x3x8x8x8xf64>, tensor<f64>) -> tensor<3x8x8x8xf64>
    %114 = stablehlo.multiply %113, %113 : tensor<3x8x8x8xf64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %115 = stablehlo.reduce(%114 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<3x8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %116 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<3xf64>) -> tensor<3x1x1x1xf64>
    %117 = stablehlo.slice %16 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x3x8x8x8xf64>
    %118 = stablehlo.multiply %117, %117 : tensor<3x3x8x8x8xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %119 = stablehlo.reduce(%118 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<3x3x8x8x8xf64>, tensor<f64>) -> tensor<3x8x8x8xf64>
    %120 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xf64>) -> tensor<3x8x8x8xf64>
    %121 = stablehlo.multiply %120, %119 : tensor<3x8x8x8xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %122 = stablehlo.reduce(%121 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<3x8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %123 = stablehlo.slice %16 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x3x8x8x8xf64>
    %124 = stablehlo.multiply %123, %123 : tensor<3x3x8x8x8xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.reduce(%124 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<3x3x8x8x8xf64>, tensor<f64>) -> tensor<3x8x8x8xf64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %126 = stablehlo.reduce(%125 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<3x8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_33 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %128 = stablehlo.compare GT, %126, %127, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_34 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %129 = call @_where_20(%128, %115, %cst_34) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_35 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %131 = stablehlo.compare GT, %126, %130, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_36 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %132 = call @_where_20(%131, %122, %cst_36) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_37 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %133 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %134 = stablehlo.compare GT, %126, %133, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %135 = stablehlo.subtract %52, %cst_38 : tensor<f64>
    %136 = stablehlo.multiply %135, %135 : tensor<f64>
    %137 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.convert %136 : (tensor<f64>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %141 = stablehlo.multiply %140, %138 : tensor<8x8x8xf32>
    %142 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<8x8x8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %145 = stablehlo.subtract %arg1, %cst_39 : tensor<f64>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %146 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %147 = stablehlo.multiply %146, %129 : tensor<8x8x8xf64>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %148 = stablehlo.subtract %52, %cst_41 : tensor<f64>
    %149 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.multiply %150, %150 : tensor<8x8x8xf32>
    %152 = stablehlo.convert %148 : (tensor<f64>) -> tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %154 = stablehlo.multiply %153, %151 : tensor<8x8x8xf32>
    %155 = stablehlo.convert %154 : (tensor<8x8x8xf32>) -> tensor<8x8x8xf64>
    %156 = stablehlo.multiply %155, %132 : tensor<8x8x8xf64>
    %157 = stablehlo.add %147, %156 : tensor<8x8x8xf64>
    %158 = stablehlo.convert %145 : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %160 = stablehlo.multiply %159, %157 : tensor<8x8x8xf64>
    %161 = stablehlo.convert %144 : (tensor<8x8x8xf32>) -> tensor<8x8x8xf64>
    %162 = stablehlo.divide %161, %160 : tensor<8x8x8xf64>
    %163 = stablehlo.sqrt %162 : tensor<8x8x8xf64>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %164 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %165 = stablehlo.minimum %163, %164 : tensor<8x8x8xf64>
    %c_43 = stablehlo.constant dense<1> : tensor<i64>
    %166 = call @_where_21(%134, %165, %c_43) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<i64>) -> tensor<8x8x8xf64>
    %167 = stablehlo.slice %16 [0:3, 0:1, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %168 = stablehlo.reshape %167 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %169 = stablehlo.multiply %168, %85 : tensor<3x8x8x8xf64>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %171 = "stablehlo.scatter"(%16, %170, %169) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<3x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %172 = stablehlo.slice %16 [0:3, 4:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x1x8x8x8xf64>
    %173 = stablehlo.reshape %172 : (tensor<3x1x8x8x8xf64>) -> tensor<3x8x8x8xf64>
    %174 = stablehlo.multiply %173, %102 : tensor<3x8x8x8xf64>
    %c_45 = stablehlo.constant dense<4> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %176 = "stablehlo.scatter"(%171, %175, %174) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<3x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %177 = stablehlo.slice %16 [0:3, 1:4, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<3x3x8x8x8xf64>
    %178 = stablehlo.broadcast_in_dim %166, dims = [2, 3, 4] : (tensor<8x8x8xf64>) -> tensor<1x1x8x8x8xf64>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x8x8xf64>) -> tensor<3x3x8x8x8xf64>
    %180 = stablehlo.multiply %177, %179 : tensor<3x3x8x8x8xf64>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %182 = "stablehlo.scatter"(%176, %181, %180) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3, 4], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<3x3x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %183 = stablehlo.slice %182 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %184 = stablehlo.reshape %183 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %185 = stablehlo.convert %arg0 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %186 = stablehlo.subtract %185, %184 : tensor<5x8x8x8xf64>
    %187 = stablehlo.slice %182 [0:1, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %188 = stablehlo.reshape %187 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %189 = stablehlo.convert %arg0 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %190 = stablehlo.add %189, %188 : tensor<5x8x8x8xf64>
    %191 = call @_roll_static(%190) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %193 = "stablehlo.scatter"(%17, %192, %191) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %195 = "stablehlo.scatter"(%18, %194, %186) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %196 = stablehlo.slice %182 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %197 = stablehlo.reshape %196 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %198 = stablehlo.convert %arg0 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %199 = stablehlo.subtract %198, %197 : tensor<5x8x8x8xf64>
    %200 = stablehlo.slice %182 [1:2, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %201 = stablehlo.reshape %200 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %202 = stablehlo.convert %arg0 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %203 = stablehlo.add %202, %201 : tensor<5x8x8x8xf64>
    %204 = call @_roll_static_22(%203) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %205 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %206 = "stablehlo.scatter"(%193, %205, %204) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %207 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %208 = "stablehlo.scatter"(%195, %207, %199) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %209 = stablehlo.slice %182 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %210 = stablehlo.reshape %209 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %211 = stablehlo.convert %arg0 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %212 = stablehlo.subtract %211, %210 : tensor<5x8x8x8xf64>
    %213 = stablehlo.slice %182 [2:3, 0:5, 0:8, 0:8, 0:8] : (tensor<3x5x8x8x8xf64>) -> tensor<1x5x8x8x8xf64>
    %214 = stablehlo.reshape %213 : (tensor<1x5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %215 = stablehlo.convert %arg0 : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf64>
    %216 = stablehlo.add %215, %214 : tensor<5x8x8x8xf64>
    %217 = call @_roll_static_23(%216) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %c_51 = stablehlo.constant dense<2> : tensor<i32>
    %218 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %219 = "stablehlo.scatter"(%206, %218, %217) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    %c_52 = stablehlo.constant dense<2> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %221 = "stablehlo.scatter"(%208, %220, %212) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<3x5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x8xf64>) -> tensor<3x5x8x8x8xf64>
    return %219, %221 : tensor<3x5x8x8x8xf64>, tensor<3x5x8x8x8xf64>
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
  func.func private @_calculate_limited_gradients_7(%arg0: tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_8(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_11(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
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
  func.func private @_stencil_add_8(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_9(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_10(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
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
  func.func private @_stencil_add_11(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_12(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_9(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
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
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add_14(%arg0, %cst, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_17(%arg0, %cst_2, %cst_3) : (tensor<5x8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<5x8x8x8xf32>
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
  func.func private @_stencil_add_14(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_15(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_16(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
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
  func.func private @_stencil_add_17(%arg0: tensor<5x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf32> {
    %0 = call @custom_roll_18(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x8x8x8xf32>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf32>
    %6 = call @custom_roll_15(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %7 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
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
  func.func private @speed_of_sound(%arg0: tensor<8x8x8xf32>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f64>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<8x8x8xf32>
    %3 = stablehlo.divide %2, %arg0 : tensor<8x8x8xf32>
    %4 = stablehlo.sqrt %3 : tensor<8x8x8xf32>
    return %4 : tensor<8x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<3x8x8x8xi1>, %arg1: tensor<3x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<3x8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x8x8x8xi1>, tensor<3x8x8x8xf64>
    return %2 : tensor<3x8x8x8xf64>
  }
  func.func private @_where_19(%arg0: tensor<3x8x8x8xi1>, %arg1: tensor<3x8x8x8xf64>, %arg2: tensor<i64>) -> tensor<3x8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x8x8x8xi1>, tensor<3x8x8x8xf64>
    return %2 : tensor<3x8x8x8xf64>
  }
  func.func private @_where_20(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_21(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<i64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 7:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:7, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x1x8x8xf64>, tensor<5x7x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @_roll_static_22(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 7:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x1x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:7, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x7x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x1x8xf64>, tensor<5x8x7x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @_roll_static_23(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 7:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x1xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:7] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x7xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x1xf64>, tensor<5x8x8x7xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @_riemann_solver(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<5x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_hll_solver(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_hll_solver(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<5x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg1 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg1 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg1 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = call @speed_of_sound_24(%1, %9, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %13 = call @speed_of_sound_24(%5, %11, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %14 = call @_euler_flux(%arg0, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %15 = call @_euler_flux(%arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %16 = stablehlo.add %3, %12 : tensor<8x8x8xf64>
    %17 = stablehlo.add %7, %13 : tensor<8x8x8xf64>
    %18 = stablehlo.maximum %16, %17 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.maximum %18, %19 : tensor<8x8x8xf64>
    %21 = stablehlo.subtract %3, %12 : tensor<8x8x8xf64>
    %22 = stablehlo.subtract %7, %13 : tensor<8x8x8xf64>
    %23 = stablehlo.minimum %21, %22 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.minimum %23, %24 : tensor<8x8x8xf64>
    %26 = call @conserved_state_from_primitive_27(%arg0, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %27 = call @conserved_state_from_primitive_27(%arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %30 = stablehlo.multiply %29, %14 : tensor<5x8x8x8xf64>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %33 = stablehlo.multiply %32, %15 : tensor<5x8x8x8xf64>
    %34 = stablehlo.subtract %30, %33 : tensor<5x8x8x8xf64>
    %35 = stablehlo.multiply %25, %20 : tensor<8x8x8xf64>
    %36 = stablehlo.subtract %27, %26 : tensor<5x8x8x8xf64>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %39 = stablehlo.multiply %38, %36 : tensor<5x8x8x8xf64>
    %40 = stablehlo.add %34, %39 : tensor<5x8x8x8xf64>
    %41 = stablehlo.subtract %20, %25 : tensor<8x8x8xf64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %44 = stablehlo.divide %40, %43 : tensor<5x8x8x8xf64>
    return %44 : tensor<5x8x8x8xf64>
  }
  func.func private @speed_of_sound_24(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<8x8x8xf64>
    %3 = stablehlo.divide %2, %arg0 : tensor<8x8x8xf64>
    %4 = stablehlo.sqrt %3 : tensor<8x8x8xf64>
    return %4 : tensor<8x8x8xf64>
  }
  func.func private @_euler_flux(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = call @get_absolute_velocity_25(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = call @total_energy_from_primitives_26(%1, %4, %3, %arg1) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %30 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.multiply %9, %1 : tensor<8x8x8xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.multiply %14, %1 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.multiply %19, %1 : tensor<8x8x8xf64>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %23 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %27 = stablehlo.multiply %26, %22 : tensor<5x8x8x8xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %30 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %29 : tensor<5x8x8x8xf64>
  }
  func.func private @get_absolute_velocity_25(%arg0: tensor<5x8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.multiply %1, %1 : tensor<8x8x8xf64>
    %3 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<8x8x8xf64>
    %6 = stablehlo.add %2, %5 : tensor<8x8x8xf64>
    %7 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<8x8x8xf64>
    %10 = stablehlo.add %6, %9 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<9.9999999999999995E-21> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.add %10, %11 : tensor<8x8x8xf64>
    %13 = stablehlo.sqrt %12 : tensor<8x8x8xf64>
    return %13 : tensor<8x8x8xf64>
  }
  func.func private @total_energy_from_primitives_26(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>, %arg3: tensor<f64>) -> tensor<8x8x8xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.divide %arg2, %2 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x8x8xf64>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<8x8x8xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<8x8x8xf64>
    %8 = stablehlo.add %3, %7 : tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @conserved_state_from_primitive_27(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = call @get_absolute_velocity_25(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = call @total_energy_from_primitives_26(%1, %2, %4, %arg1) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.multiply %1, %9 : tensor<8x8x8xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.multiply %1, %14 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.multiply %1, %19 : tensor<8x8x8xf64>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %22 : tensor<5x8x8x8xf64>
  }
  func.func private @_stencil_add_28(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @custom_roll_29(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf64>
    %6 = call @custom_roll_30(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf64>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf64>
    return %10 : tensor<5x8x8x8xf64>
  }
  func.func private @custom_roll_29(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:0, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x8x8x8xf64>, tensor<5x0x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @custom_roll_30(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 1:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:1, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<5x7x8x8xf64>, tensor<5x1x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @_riemann_solver_31(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<5x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_hll_solver_32(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_hll_solver_32(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<5x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg1 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg1 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg1 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = call @speed_of_sound_24(%1, %9, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %13 = call @speed_of_sound_24(%5, %11, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %14 = call @_euler_flux_33(%arg0, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %15 = call @_euler_flux_33(%arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %16 = stablehlo.add %3, %12 : tensor<8x8x8xf64>
    %17 = stablehlo.add %7, %13 : tensor<8x8x8xf64>
    %18 = stablehlo.maximum %16, %17 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.maximum %18, %19 : tensor<8x8x8xf64>
    %21 = stablehlo.subtract %3, %12 : tensor<8x8x8xf64>
    %22 = stablehlo.subtract %7, %13 : tensor<8x8x8xf64>
    %23 = stablehlo.minimum %21, %22 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.minimum %23, %24 : tensor<8x8x8xf64>
    %26 = call @conserved_state_from_primitive_27(%arg0, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %27 = call @conserved_state_from_primitive_27(%arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %30 = stablehlo.multiply %29, %14 : tensor<5x8x8x8xf64>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %33 = stablehlo.multiply %32, %15 : tensor<5x8x8x8xf64>
    %34 = stablehlo.subtract %30, %33 : tensor<5x8x8x8xf64>
    %35 = stablehlo.multiply %25, %20 : tensor<8x8x8xf64>
    %36 = stablehlo.subtract %27, %26 : tensor<5x8x8x8xf64>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %39 = stablehlo.multiply %38, %36 : tensor<5x8x8x8xf64>
    %40 = stablehlo.add %34, %39 : tensor<5x8x8x8xf64>
    %41 = stablehlo.subtract %20, %25 : tensor<8x8x8xf64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %44 = stablehlo.divide %40, %43 : tensor<5x8x8x8xf64>
    return %44 : tensor<5x8x8x8xf64>
  }
  func.func private @_euler_flux_33(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = call @get_absolute_velocity_25(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = call @total_energy_from_primitives_26(%1, %4, %3, %arg1) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %30 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.multiply %9, %1 : tensor<8x8x8xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.multiply %14, %1 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.multiply %19, %1 : tensor<8x8x8xf64>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %23 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %27 = stablehlo.multiply %26, %22 : tensor<5x8x8x8xf64>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %30 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %29 : tensor<5x8x8x8xf64>
  }
  func.func private @_stencil_add_34(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @custom_roll_35(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf64>
    %6 = call @custom_roll_36(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf64>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf64>
    return %10 : tensor<5x8x8x8xf64>
  }
  func.func private @custom_roll_35(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:0, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x0x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x8x8xf64>, tensor<5x8x0x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @custom_roll_36(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 1:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x7x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:1, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x1x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<5x8x7x8xf64>, tensor<5x8x1x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @_riemann_solver_37(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<5x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_hll_solver_38(%arg0, %arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_hll_solver_38(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<5x8x8x8xf64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg1 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg1 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg1 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = call @speed_of_sound_24(%1, %9, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %13 = call @speed_of_sound_24(%5, %11, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %14 = call @_euler_flux_39(%arg0, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %15 = call @_euler_flux_39(%arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %16 = stablehlo.add %3, %12 : tensor<8x8x8xf64>
    %17 = stablehlo.add %7, %13 : tensor<8x8x8xf64>
    %18 = stablehlo.maximum %16, %17 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.maximum %18, %19 : tensor<8x8x8xf64>
    %21 = stablehlo.subtract %3, %12 : tensor<8x8x8xf64>
    %22 = stablehlo.subtract %7, %13 : tensor<8x8x8xf64>
    %23 = stablehlo.minimum %21, %22 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.minimum %23, %24 : tensor<8x8x8xf64>
    %26 = call @conserved_state_from_primitive_27(%arg0, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %27 = call @conserved_state_from_primitive_27(%arg1, %arg2) : (tensor<5x8x8x8xf64>, tensor<f64>) -> tensor<5x8x8x8xf64>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %30 = stablehlo.multiply %29, %14 : tensor<5x8x8x8xf64>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %33 = stablehlo.multiply %32, %15 : tensor<5x8x8x8xf64>
    %34 = stablehlo.subtract %30, %33 : tensor<5x8x8x8xf64>
    %35 = stablehlo.multiply %25, %20 : tensor<8x8x8xf64>
    %36 = stablehlo.subtract %27, %26 : tensor<5x8x8x8xf64>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %39 = stablehlo.multiply %38, %36 : tensor<5x8x8x8xf64>
    %40 = stablehlo.add %34, %39 : tensor<5x8x8x8xf64>
    %41 = stablehlo.subtract %20, %25 : tensor<8x8x8xf64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %44 = stablehlo.divide %40, %43 : tensor<5x8x8x8xf64>
    return %44 : tensor<5x8x8x8xf64>
  }
  func.func private @_euler_flux_39(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = call @get_absolute_velocity_25(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = call @total_energy_from_primitives_26(%1, %4, %3, %arg1) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %30 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.multiply %9, %1 : tensor<8x8x8xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %13 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.multiply %14, %1 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%12, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %18 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.multiply %19, %1 : tensor<8x8x8xf64>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %23 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %27 = stablehlo.multiply %26, %22 : tensor<5x8x8x8xf64>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %30 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %30 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %29 : tensor<5x8x8x8xf64>
  }
  func.func private @_stencil_add_40(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = call @custom_roll_41(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<5x8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %5 = stablehlo.add %4, %3 : tensor<5x8x8x8xf64>
    %6 = call @custom_roll_42(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<5x8x8x8xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<5x8x8x8xf64>
    %10 = stablehlo.add %5, %9 : tensor<5x8x8x8xf64>
    return %10 : tensor<5x8x8x8xf64>
  }
  func.func private @custom_roll_41(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:0] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x0xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x8xf64>, tensor<5x8x8x0xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @custom_roll_42(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 1:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x7xf64>
    %1 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 0:1] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 3 : (tensor<5x8x8x7xf64>, tensor<5x8x8x1xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<5x8x8x8xf64>, %arg1: tensor<f64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.divide %5, %1 : tensor<8x8x8xf64>
    %7 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.divide %8, %1 : tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.divide %11, %1 : tensor<8x8x8xf64>
    %13 = stablehlo.multiply %6, %6 : tensor<8x8x8xf64>
    %14 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %15 = stablehlo.add %13, %14 : tensor<8x8x8xf64>
    %16 = stablehlo.multiply %12, %12 : tensor<8x8x8xf64>
    %17 = stablehlo.add %15, %16 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<9.9999999999999995E-21> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %19 = stablehlo.add %17, %18 : tensor<8x8x8xf64>
    %20 = stablehlo.sqrt %19 : tensor<8x8x8xf64>
    %21 = call @pressure_from_energy(%3, %1, %20, %arg1) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg0, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %25 = "stablehlo.scatter"(%23, %24, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%25, %26, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %29 : tensor<5x8x8x8xf64>
  }
  func.func private @pressure_from_energy(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>, %arg3: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    return %1 : tensor<8x8x8xf64>
  }
  func.func private @internal_energy_from_energy(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8x8x8xf64>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<8x8x8xf64>
    %4 = stablehlo.subtract %0, %3 : tensor<8x8x8xf64>
    return %4 : tensor<8x8x8xf64>
  }
  func.func private @pressure_from_internal_energy(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.multiply %2, %arg1 : tensor<8x8x8xf64>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8x8x8xf64>
    return %4 : tensor<8x8x8xf64>
  }
  func.func private @_boundary_handler_43(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_apply_axis_bcs_44(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %1 = call @_apply_axis_bcs_46(%0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    %2 = call @_apply_axis_bcs_48(%1) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %2 : tensor<5x8x8x8xf64>
  }
  func.func private @_apply_axis_bcs_44(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_periodic_boundaries_45(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_periodic_boundaries_45(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 4:6, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x2x8x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<5x2x8x8xf64>) -> tensor<5x8x8x8xf64>
    %3 = stablehlo.slice %2 [0:5, 2:4, 0:8, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x2x8x8xf64>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<5x2x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %5 : tensor<5x8x8x8xf64>
  }
  func.func private @_apply_axis_bcs_46(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_periodic_boundaries_47(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_periodic_boundaries_47(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 4:6, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x2x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x2x8xf64>) -> tensor<5x8x8x8xf64>
    %3 = stablehlo.slice %2 [0:5, 0:8, 2:4, 0:8] : (tensor<5x8x8x8xf64>) -> tensor<5x8x2x8xf64>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x2x8xf64>) -> tensor<5x8x8x8xf64>
    return %5 : tensor<5x8x8x8xf64>
  }
  func.func private @_apply_axis_bcs_48(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = call @_periodic_boundaries_49(%arg0) : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64>
    return %0 : tensor<5x8x8x8xf64>
  }
  func.func private @_periodic_boundaries_49(%arg0: tensor<5x8x8x8xf64>) -> tensor<5x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:5, 0:8, 0:8, 4:6] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x2xf64>) -> tensor<5x8x8x8xf64>
    %3 = stablehlo.slice %2 [0:5, 0:8, 0:8, 2:4] : (tensor<5x8x8x8xf64>) -> tensor<5x8x8x2xf64>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<5x8x8x8xf64>, tensor<1xi32>, tensor<5x8x8x2xf64>) -> tensor<5x8x8x8xf64>
    return %5 : tensor<5x8x8x8xf64>
  }
}
