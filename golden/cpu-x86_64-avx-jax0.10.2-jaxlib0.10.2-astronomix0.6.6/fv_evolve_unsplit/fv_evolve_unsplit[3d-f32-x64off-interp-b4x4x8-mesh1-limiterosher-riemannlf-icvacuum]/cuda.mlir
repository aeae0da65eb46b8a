module @jit_pallas attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8x8x8xf32>) -> (tensor<5x8x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<6.250000e-03> : tensor<f32>
    %0 = call @_boundary_handler(%arg0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %1 = call @conserved_state_from_primitive(%0, %cst_0) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %2 = stablehlo.divide %cst, %cst_1 : tensor<f32>
    %3 = call @_boundary_handler(%0) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %4 = stablehlo.custom_call @__gpu$xla.gpu.triton(%1, %3, %2, %cst_2, %cst_3, %cst_4, %cst_5) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 2 : i32, grid_z = 1 : i32, ir = "<triton kernel, 6058 lines, sha256 ed0b1c92e7193a2e>", name = "fv_evolve_axis_1_acc", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %5 = call @primitive_state_from_conserved(%4, %cst_6) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %6 = call @_boundary_handler(%5) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_10 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %7 = stablehlo.custom_call @__gpu$xla.gpu.triton(%4, %6, %2, %cst_7, %cst_8, %cst_9, %cst_10) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 2 : i32, grid_z = 1 : i32, ir = "<triton kernel, 6058 lines, sha256 c90d15cf30e5ca87>", name = "fv_evolve_axis_2_acc", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_11 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %8 = call @primitive_state_from_conserved(%7, %cst_11) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %9 = call @_boundary_handler(%8) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    %cst_12 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_15 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %10 = stablehlo.custom_call @__gpu$xla.gpu.triton(%7, %9, %2, %cst_12, %cst_13, %cst_14, %cst_15) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 2 : i32, grid_y = 2 : i32, grid_z = 1 : i32, ir = "<triton kernel, 6058 lines, sha256 5c0a5e4ee6092683>", name = "fv_evolve_axis_3_acc", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<5x8x8x8xf32>, tensor<5x8x8x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %cst_16 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %11 = call @primitive_state_from_conserved(%10, %cst_16) : (tensor<5x8x8x8xf32>, tensor<f32>) -> tensor<5x8x8x8xf32>
    %12 = call @_boundary_handler(%11) : (tensor<5x8x8x8xf32>) -> tensor<5x8x8x8xf32>
    return %12 : tensor<5x8x8x8xf32>
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
