module @jit_pallas attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf32>) -> (tensor<3x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<7.812500e-04> : tensor<f32>
    %0 = call @_boundary_handler(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst_0 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %1 = call @conserved_state_from_primitive(%0, %cst_0) : (tensor<3x64xf32>, tensor<f32>) -> tensor<3x64xf32>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %2 = stablehlo.divide %cst, %cst_1 : tensor<f32>
    %3 = call @_boundary_handler(%0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst_2 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %4 = stablehlo.custom_call @__gpu$xla.gpu.triton(%1, %3, %2, %cst_2, %cst_3, %cst_4, %cst_5) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 16 : i32, grid_y = 1 : i32, grid_z = 1 : i32, ir = "<triton kernel, 3006 lines, sha256 24699360e4801535>", name = "fv_evolve_axis_1_acc", num_stages = 3 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<3x64xf32>, tensor<3x64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x64xf32>
    %cst_6 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %5 = call @primitive_state_from_conserved(%4, %cst_6) : (tensor<3x64xf32>, tensor<f32>) -> tensor<3x64xf32>
    %6 = call @_boundary_handler(%5) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    return %6 : tensor<3x64xf32>
  }
  func.func private @_boundary_handler(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = call @_apply_axis_bcs_1d(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
  func.func private @_apply_axis_bcs_1d(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = call @_periodic_boundaries(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
  func.func private @_periodic_boundaries(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 60:62] : (tensor<3x64xf32>) -> tensor<3x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = "stablehlo.scatter"(%arg0, %1, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<3x2xf32>) -> tensor<3x64xf32>
    %3 = stablehlo.slice %2 [0:3, 2:4] : (tensor<3x64xf32>) -> tensor<3x2xf32>
    %c_0 = stablehlo.constant dense<62> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = "stablehlo.scatter"(%2, %4, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<3x2xf32>) -> tensor<3x64xf32>
    return %5 : tensor<3x64xf32>
  }
  func.func private @conserved_state_from_primitive(%arg0: tensor<3x64xf32>, %arg1: tensor<f32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = call @get_absolute_velocity(%arg0) : (tensor<3x64xf32>) -> tensor<64xf32>
    %3 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x64xf32>) -> tensor<64xf32>
    %5 = call @total_energy_from_primitives(%1, %2, %4, %arg1) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x64xf32>) -> tensor<64xf32>
    %10 = stablehlo.multiply %1, %9 : tensor<64xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    return %12 : tensor<3x64xf32>
  }
  func.func private @get_absolute_velocity(%arg0: tensor<3x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.abs %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @total_energy_from_primitives(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.divide %arg2, %2 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<64xf32>
    %6 = stablehlo.multiply %arg1, %arg1 : tensor<64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<64xf32>
    %8 = stablehlo.add %3, %7 : tensor<64xf32>
    return %8 : tensor<64xf32>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<3x64xf32>, %arg1: tensor<f32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf32>) -> tensor<64xf32>
    %6 = stablehlo.divide %5, %1 : tensor<64xf32>
    %7 = call @pressure_from_energy(%3, %1, %6, %arg1) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.scatter"(%arg0, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = "stablehlo.scatter"(%9, %10, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    return %11 : tensor<3x64xf32>
  }
  func.func private @pressure_from_energy(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f32>) -> tensor<64xf32> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<64xf32>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @internal_energy_from_energy(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<64xf32>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @pressure_from_internal_energy(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<64xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
}
