module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x40x40xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = call @_pf(%arg0) : (tensor<3x40x40xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_pf(%arg0: tensor<3x40x40xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00]]> : tensor<2x2xf32>
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x40x40xf32>) -> tensor<3x40x40xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<3x40x40xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x40x40xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<3x40x40xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = "stablehlo.case"(%c) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5:2 = "stablehlo.case"(%4) ({
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %12 = "stablehlo.scatter"(%8, %11, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<3x64x64xf32>, tensor<2xi32>, tensor<3x40x40xf32>) -> tensor<3x64x64xf32>
      %13 = stablehlo.iota dim = 0 : tensor<12x12xi64>
      %14 = stablehlo.iota dim = 1 : tensor<12x12xi64>
      %c_4 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<12x12xi64>
      %16 = stablehlo.add %13, %15 : tensor<12x12xi64>
      %17 = stablehlo.compare EQ, %16, %14, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
      %18 = stablehlo.convert %17 : (tensor<12x12xi1>) -> tensor<12x12xf32>
      %19 = func.call @kron(%18, %cst) : (tensor<12x12xf32>, tensor<2x2xf32>) -> tensor<24x24xf32>
      %c_5 = stablehlo.constant dense<40> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %c_6 = stablehlo.constant dense<40> : tensor<i32>
      %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
      %23 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<24x24xf32>) -> tensor<3x24x24xf32>
      %24 = "stablehlo.scatter"(%12, %22, %23) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<3x64x64xf32>, tensor<2xi32>, tensor<3x24x24xf32>) -> tensor<3x64x64xf32>
      %25:7 = stablehlo.custom_call @__gpu$xla.gpu.triton(%24) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 3 : i32, grid_y = 1 : i32, grid_z = 1 : i32, ir = "<triton kernel, 2565 lines, sha256 b2ef43d0005b0ee1>", name = "_pf_panel_fresh", num_stages = 1 : i32, num_warps = 1 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<3x64x64xf32>) -> (tensor<3x64x64xf32>, tensor<3x2xf32>, tensor<3x64xi32>, tensor<3x64xi32>, tensor<3x64xi32>, tensor<3x64x32xf32>, tensor<3x32x64xf32>)
      %26 = stablehlo.custom_call @__gpu$xla.gpu.triton(%25#0, %25#5, %25#6, %25#2, %25#3, %25#4) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 3 : i32, grid_y = 1 : i32, grid_z = 1 : i32, ir = "<triton kernel, 411 lines, sha256 f3020f92c925aac8>", name = "_pf_update_kernel", num_stages = 1 : i32, num_warps = 4 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<3x64x64xf32>, tensor<3x64x32xf32>, tensor<3x32x64xf32>, tensor<3x64xi32>, tensor<3x64xi32>, tensor<3x64xi32>) -> tensor<3x64x64xf32>
      %27:7 = stablehlo.custom_call @__gpu$xla.gpu.triton(%26, %25#2, %25#1) {backend_config = "", mhlo.backend_config = {debug = false, grid_x = 3 : i32, grid_y = 1 : i32, grid_z = 1 : i32, ir = "<triton kernel, 2652 lines, sha256 11fb6e255fe12bc8>", name = "_pf_panel_kernel", num_stages = 1 : i32, num_warps = 1 : i32}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<3x64x64xf32>, tensor<3x64xi32>, tensor<3x2xf32>) -> (tensor<3x64x64xf32>, tensor<3x2xf32>, tensor<3x64xi32>, tensor<3x64xi32>, tensor<3x64xi32>, tensor<3x64x32xf32>, tensor<3x32x64xf32>)
      %28 = stablehlo.slice %27#1 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
      %29 = stablehlo.reshape %28 : (tensor<3x1xf32>) -> tensor<3xf32>
      %30 = stablehlo.slice %27#1 [0:3, 1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
      %31 = stablehlo.reshape %30 : (tensor<3x1xf32>) -> tensor<3xf32>
      stablehlo.return %29, %31 : tensor<3xf32>, tensor<3xf32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
    %6 = stablehlo.exponential %5#1 : tensor<3xf32>
    %7 = stablehlo.multiply %5#0, %6 : tensor<3xf32>
    return %7 : tensor<3xf32>
  }
  func.func private @kron(%arg0: tensor<12x12xf32>, %arg1: tensor<2x2xf32>) -> tensor<24x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<12x12xf32>) -> tensor<12x1x12x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2x2xf32>) -> tensor<1x2x1x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<12x1x12x1xf32>) -> tensor<12x2x12x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x2x1x2xf32>) -> tensor<12x2x12x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<12x2x12x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<12x2x12x2xf32>) -> tensor<24x24xf32>
    return %5 : tensor<24x24xf32>
  }
}
