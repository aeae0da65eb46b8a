module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf64>) -> (tensor<3x64xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<7.812500e-04> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %0 = call @_evolve_gas_state_unsplit_inner(%arg0, %cst, %cst_0) : (tensor<3x64xf64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_evolve_gas_state_unsplit_inner(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x64xf64> {
    %0 = call @_boundary_handler(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %1 = call @conserved_state_from_primitive(%0, %arg2) : (tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %2 = call @_boundary_handler(%0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %3:2 = call @_reconstruct_at_interface_unsplit_single(%2) : (tensor<3x64xf64>) -> (tensor<3x64xf64>, tensor<3x64xf64>)
    %4 = call @_riemann_solver(%3#0, %3#1, %arg2) : (tensor<3x64xf64>, tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %5 = call @_stencil_add_3(%4, %cst, %cst_0) : (tensor<3x64xf64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf64>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %7 = stablehlo.multiply %6, %5 : tensor<3x64xf64>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %9 = stablehlo.multiply %7, %8 : tensor<3x64xf64>
    %10 = stablehlo.add %1, %9 : tensor<3x64xf64>
    %11 = call @primitive_state_from_conserved(%10, %arg2) : (tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %12 = call @_boundary_handler(%11) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    return %12 : tensor<3x64xf64>
  }
  func.func private @_boundary_handler(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = call @_apply_axis_bcs_1d(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_apply_axis_bcs_1d(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = call @_periodic_boundaries(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_periodic_boundaries(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:3, 60:62] : (tensor<3x64xf64>) -> tensor<3x2xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<3x2xf64>) -> tensor<3x64xf64>
    %3 = stablehlo.slice %2 [0:3, 2:4] : (tensor<3x64xf64>) -> tensor<3x2xf64>
    %c_0 = stablehlo.constant dense<62> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      stablehlo.return %arg2 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<3x2xf64>) -> tensor<3x64xf64>
    return %5 : tensor<3x64xf64>
  }
  func.func private @conserved_state_from_primitive(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = call @get_absolute_velocity(%arg0) : (tensor<3x64xf64>) -> tensor<64xf64>
    %3 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x64xf64>) -> tensor<64xf64>
    %5 = call @total_energy_from_primitives(%1, %2, %4, %arg1) : (tensor<64xf64>, tensor<64xf64>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x64xf64>) -> tensor<64xf64>
    %10 = stablehlo.multiply %1, %9 : tensor<64xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    return %12 : tensor<3x64xf64>
  }
  func.func private @get_absolute_velocity(%arg0: tensor<3x64xf64>) -> tensor<64xf64> {
    %0 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = stablehlo.abs %1 : tensor<64xf64>
    return %2 : tensor<64xf64>
  }
  func.func private @total_energy_from_primitives(%arg0: tensor<64xf64>, %arg1: tensor<64xf64>, %arg2: tensor<64xf64>, %arg3: tensor<f64>) -> tensor<64xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %3 = stablehlo.divide %arg2, %2 : tensor<64xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %5 = stablehlo.multiply %4, %arg0 : tensor<64xf64>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<64xf64>
    %7 = stablehlo.multiply %5, %6 : tensor<64xf64>
    %8 = stablehlo.add %3, %7 : tensor<64xf64>
    return %8 : tensor<64xf64>
  }
  func.func private @_reconstruct_at_interface_unsplit_single(%arg0: tensor<3x64xf64>) -> (tensor<3x64xf64>, tensor<3x64xf64>) {
    %0 = call @_calculate_limited_gradients(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<3x64xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %4 = stablehlo.divide %2, %3 : tensor<3x64xf64>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x64xf64>
    %6 = stablehlo.add %arg0, %4 : tensor<3x64xf64>
    %7 = call @_roll_static(%6) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    return %7, %5 : tensor<3x64xf64>, tensor<3x64xf64>
  }
  func.func private @_calculate_limited_gradients(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %0 = call @_stencil_add(%arg0, %cst, %cst_0) : (tensor<3x64xf64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf64>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %2 = stablehlo.divide %0, %1 : tensor<3x64xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %3 = call @_stencil_add_1(%arg0, %cst_2, %cst_3) : (tensor<3x64xf64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf64>
    %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %5 = stablehlo.divide %3, %4 : tensor<3x64xf64>
    %6 = stablehlo.abs %2 : tensor<3x64xf64>
    %cst_5 = stablehlo.constant dense<9.9999999999999993E-12> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %8 = stablehlo.compare GT, %6, %7, FLOAT : (tensor<3x64xf64>, tensor<3x64xf64>) -> tensor<3x64xi1>
    %cst_6 = stablehlo.constant dense<9.9999999999999993E-12> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %10 = stablehlo.add %2, %9 : tensor<3x64xf64>
    %11 = stablehlo.divide %5, %10 : tensor<3x64xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %13 = call @_where(%8, %11, %12) : (tensor<3x64xi1>, tensor<3x64xf64>, tensor<3x64xf64>) -> tensor<3x64xf64>
    %cst_8 = stablehlo.constant dense<1.300000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %15 = stablehlo.minimum %14, %13 : tensor<3x64xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %17 = stablehlo.maximum %16, %15 : tensor<3x64xf64>
    %18 = stablehlo.multiply %17, %2 : tensor<3x64xf64>
    return %18 : tensor<3x64xf64>
  }
  func.func private @_stencil_add(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x64xf64> {
    %0 = call @custom_roll(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<3x64xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %5 = stablehlo.add %4, %3 : tensor<3x64xf64>
    %6 = call @custom_roll_0(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<3x64xf64>
    %10 = stablehlo.add %5, %9 : tensor<3x64xf64>
    return %10 : tensor<3x64xf64>
  }
  func.func private @custom_roll(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:3, 0:64] : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %1 = stablehlo.slice %arg0 [0:3, 0:0] : (tensor<3x64xf64>) -> tensor<3x0xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x64xf64>, tensor<3x0xf64>) -> tensor<3x64xf64>
    return %2 : tensor<3x64xf64>
  }
  func.func private @custom_roll_0(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:3, 63:64] : (tensor<3x64xf64>) -> tensor<3x1xf64>
    %1 = stablehlo.slice %arg0 [0:3, 0:63] : (tensor<3x64xf64>) -> tensor<3x63xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x1xf64>, tensor<3x63xf64>) -> tensor<3x64xf64>
    return %2 : tensor<3x64xf64>
  }
  func.func private @_stencil_add_1(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x64xf64> {
    %0 = call @custom_roll_2(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<3x64xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %5 = stablehlo.add %4, %3 : tensor<3x64xf64>
    %6 = call @custom_roll(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<3x64xf64>
    %10 = stablehlo.add %5, %9 : tensor<3x64xf64>
    return %10 : tensor<3x64xf64>
  }
  func.func private @custom_roll_2(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:3, 1:64] : (tensor<3x64xf64>) -> tensor<3x63xf64>
    %1 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x64xf64>) -> tensor<3x1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x63xf64>, tensor<3x1xf64>) -> tensor<3x64xf64>
    return %2 : tensor<3x64xf64>
  }
  func.func private @_where(%arg0: tensor<3x64xi1>, %arg1: tensor<3x64xf64>, %arg2: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x64xi1>, tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_roll_static(%arg0: tensor<3x64xf64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:3, 63:64] : (tensor<3x64xf64>) -> tensor<3x1xf64>
    %1 = stablehlo.slice %arg0 [0:3, 0:63] : (tensor<3x64xf64>) -> tensor<3x63xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x1xf64>, tensor<3x63xf64>) -> tensor<3x64xf64>
    return %2 : tensor<3x64xf64>
  }
  func.func private @_riemann_solver(%arg0: tensor<3x64xf64>, %arg1: tensor<3x64xf64>, %arg2: tensor<f64>) -> tensor<3x64xf64> {
    %0 = call @_hll_solver(%arg0, %arg1, %arg2) : (tensor<3x64xf64>, tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_hll_solver(%arg0: tensor<3x64xf64>, %arg1: tensor<3x64xf64>, %arg2: tensor<f64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf64>) -> tensor<64xf64>
    %4 = stablehlo.slice %arg1 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf64>) -> tensor<64xf64>
    %6 = stablehlo.slice %arg1 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x64xf64>) -> tensor<64xf64>
    %8 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x64xf64>) -> tensor<64xf64>
    %10 = stablehlo.slice %arg1 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x64xf64>) -> tensor<64xf64>
    %12 = call @speed_of_sound(%1, %9, %arg2) : (tensor<64xf64>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %13 = call @speed_of_sound(%5, %11, %arg2) : (tensor<64xf64>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %14 = call @_euler_flux(%arg0, %arg2) : (tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %15 = call @_euler_flux(%arg1, %arg2) : (tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %16 = stablehlo.add %3, %12 : tensor<64xf64>
    %17 = stablehlo.add %7, %13 : tensor<64xf64>
    %18 = stablehlo.maximum %16, %17 : tensor<64xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %20 = stablehlo.maximum %18, %19 : tensor<64xf64>
    %21 = stablehlo.subtract %3, %12 : tensor<64xf64>
    %22 = stablehlo.subtract %7, %13 : tensor<64xf64>
    %23 = stablehlo.minimum %21, %22 : tensor<64xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %25 = stablehlo.minimum %23, %24 : tensor<64xf64>
    %26 = call @conserved_state_from_primitive(%arg0, %arg2) : (tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %27 = call @conserved_state_from_primitive(%arg1, %arg2) : (tensor<3x64xf64>, tensor<f64>) -> tensor<3x64xf64>
    %28 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<64xf64>) -> tensor<1x64xf64>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x64xf64>) -> tensor<3x64xf64>
    %30 = stablehlo.multiply %29, %14 : tensor<3x64xf64>
    %31 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xf64>) -> tensor<1x64xf64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x64xf64>) -> tensor<3x64xf64>
    %33 = stablehlo.multiply %32, %15 : tensor<3x64xf64>
    %34 = stablehlo.subtract %30, %33 : tensor<3x64xf64>
    %35 = stablehlo.multiply %25, %20 : tensor<64xf64>
    %36 = stablehlo.subtract %27, %26 : tensor<3x64xf64>
    %37 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<64xf64>) -> tensor<1x64xf64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf64>) -> tensor<3x64xf64>
    %39 = stablehlo.multiply %38, %36 : tensor<3x64xf64>
    %40 = stablehlo.add %34, %39 : tensor<3x64xf64>
    %41 = stablehlo.subtract %20, %25 : tensor<64xf64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<64xf64>) -> tensor<1x64xf64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x64xf64>) -> tensor<3x64xf64>
    %44 = stablehlo.divide %40, %43 : tensor<3x64xf64>
    return %44 : tensor<3x64xf64>
  }
  func.func private @speed_of_sound(%arg0: tensor<64xf64>, %arg1: tensor<64xf64>, %arg2: tensor<f64>) -> tensor<64xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<64xf64>
    %3 = stablehlo.divide %2, %arg0 : tensor<64xf64>
    %4 = stablehlo.sqrt %3 : tensor<64xf64>
    return %4 : tensor<64xf64>
  }
  func.func private @_euler_flux(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf64>) -> tensor<64xf64>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<3x64xf64>) -> tensor<64xf64>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<64xf64>, tensor<64xf64>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %20 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %8 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x64xf64>) -> tensor<64xf64>
    %10 = stablehlo.multiply %9, %1 : tensor<64xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %13 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x64xf64>) -> tensor<64xf64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<64xf64>) -> tensor<1x64xf64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x64xf64>) -> tensor<3x64xf64>
    %17 = stablehlo.multiply %16, %12 : tensor<3x64xf64>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.scatter"(%17, %18, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f64>
      stablehlo.return %20 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    return %19 : tensor<3x64xf64>
  }
  func.func private @_stencil_add_3(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x64xf64> {
    %0 = call @custom_roll(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %1 = stablehlo.convert %arg1 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %3 = stablehlo.multiply %2, %0 : tensor<3x64xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %5 = stablehlo.add %4, %3 : tensor<3x64xf64>
    %6 = call @custom_roll_2(%arg0) : (tensor<3x64xf64>) -> tensor<3x64xf64>
    %7 = stablehlo.convert %arg2 : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f64>) -> tensor<3x64xf64>
    %9 = stablehlo.multiply %8, %6 : tensor<3x64xf64>
    %10 = stablehlo.add %5, %9 : tensor<3x64xf64>
    return %10 : tensor<3x64xf64>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf64>) -> tensor<64xf64>
    %4 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf64>) -> tensor<64xf64>
    %6 = stablehlo.divide %5, %1 : tensor<64xf64>
    %7 = call @pressure_from_energy(%3, %1, %6, %arg1) : (tensor<64xf64>, tensor<64xf64>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.scatter"(%arg0, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = "stablehlo.scatter"(%9, %10, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    return %11 : tensor<3x64xf64>
  }
  func.func private @pressure_from_energy(%arg0: tensor<64xf64>, %arg1: tensor<64xf64>, %arg2: tensor<64xf64>, %arg3: tensor<f64>) -> tensor<64xf64> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<64xf64>, tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<64xf64>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    return %1 : tensor<64xf64>
  }
  func.func private @internal_energy_from_energy(%arg0: tensor<64xf64>, %arg1: tensor<64xf64>, %arg2: tensor<64xf64>) -> tensor<64xf64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<64xf64>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<64xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<64xf64>
    %4 = stablehlo.subtract %0, %3 : tensor<64xf64>
    return %4 : tensor<64xf64>
  }
  func.func private @pressure_from_internal_energy(%arg0: tensor<64xf64>, %arg1: tensor<64xf64>, %arg2: tensor<f64>) -> tensor<64xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %3 = stablehlo.multiply %2, %arg1 : tensor<64xf64>
    %4 = stablehlo.multiply %3, %arg0 : tensor<64xf64>
    return %4 : tensor<64xf64>
  }
}
