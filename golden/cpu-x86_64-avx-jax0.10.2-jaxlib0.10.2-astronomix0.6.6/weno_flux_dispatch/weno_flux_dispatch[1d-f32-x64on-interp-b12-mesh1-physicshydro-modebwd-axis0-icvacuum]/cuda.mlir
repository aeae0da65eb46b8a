module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf32>) -> (tensor<3x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_0 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_1 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_weno_flux_x_native(%arg0, %cst, %cst_0, %cst_1) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
  func.func private @_weno_flux_x_native(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<3x64xf32> {
    %0 = call @primitive_state_from_conserved(%arg0, %arg1) : (tensor<3x64xf32>, tensor<f64>) -> tensor<3x64xf32>
    %1 = call @_euler_flux(%0, %arg1) : (tensor<3x64xf32>, tensor<f64>) -> tensor<3x64xf32>
    %2 = call @custom_roll(%1) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %3 = stablehlo.negate %2 : tensor<3x64xf32>
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<3x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<3x64xf32>
    %7 = call @custom_roll_0(%1) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst_0 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<3x64xf32>
    %10 = stablehlo.add %6, %9 : tensor<3x64xf32>
    %11 = call @custom_roll_1(%1) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<3x64xf32>
    %cst_1 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<3x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %15:8 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %arg3, %iterArg_6 = %1, %iterArg_7 = %c_2, %iterArg_8 = %c, %iterArg_9 = %14) : tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3x64xf32>, tensor<i64>, tensor<i64>, tensor<3x64xf32>
    cond {
      %c_10 = stablehlo.constant dense<3> : tensor<i64>
      %16 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16:2 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_8, %iterArg_9) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3x64xf32>, tensor<i64>, tensor<3x64xf32>) -> (tensor<i64>, tensor<3x64xf32>)
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %17 = stablehlo.add %iterArg_7, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %17, %16#0, %16#1 : tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<3x64xf32>, tensor<i64>, tensor<i64>, tensor<3x64xf32>
    }
    return %15#7 : tensor<3x64xf32>
  }
  func.func private @primitive_state_from_conserved(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf32>) -> tensor<64xf32>
    %6 = stablehlo.divide %5, %1 : tensor<64xf32>
    %7 = call @pressure_from_energy(%3, %1, %6, %arg1) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
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
  func.func private @pressure_from_energy(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f64>) -> tensor<64xf32> {
    %0 = call @internal_energy_from_energy(%arg0, %arg1, %arg2) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1 = call @pressure_from_internal_energy(%0, %arg1, %arg3) : (tensor<64xf32>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
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
  func.func private @pressure_from_internal_energy(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<f64>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg2, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : (tensor<f64>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<64xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @_euler_flux(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = call @get_absolute_velocity(%arg0) : (tensor<3x64xf32>) -> tensor<64xf32>
    %5 = call @total_energy_from_primitives(%1, %4, %3, %arg1) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.scatter"(%arg0, %6, %5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %8 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x64xf32>) -> tensor<64xf32>
    %10 = stablehlo.multiply %9, %1 : tensor<64xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%7, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %13 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x64xf32>) -> tensor<64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<3x64xf32>
    %17 = stablehlo.multiply %16, %12 : tensor<3x64xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.scatter"(%17, %18, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %20 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    return %19 : tensor<3x64xf32>
  }
  func.func private @get_absolute_velocity(%arg0: tensor<3x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.abs %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @total_energy_from_primitives(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f64>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg3, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : (tensor<f64>) -> tensor<f32>
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
  func.func private @custom_roll(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 63:64] : (tensor<3x64xf32>) -> tensor<3x1xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:63] : (tensor<3x64xf32>) -> tensor<3x63xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x1xf32>, tensor<3x63xf32>) -> tensor<3x64xf32>
    return %2 : tensor<3x64xf32>
  }
  func.func private @custom_roll_0(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 1:64] : (tensor<3x64xf32>) -> tensor<3x63xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x64xf32>) -> tensor<3x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x63xf32>, tensor<3x1xf32>) -> tensor<3x64xf32>
    return %2 : tensor<3x64xf32>
  }
  func.func private @custom_roll_1(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 2:64] : (tensor<3x64xf32>) -> tensor<3x62xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:2] : (tensor<3x64xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x62xf32>, tensor<3x2xf32>) -> tensor<3x64xf32>
    return %2 : tensor<3x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<3x64xf32>, %arg5: tensor<i64>, %arg6: tensor<3x64xf32>) -> (tensor<i64>, tensor<3x64xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg5, %c : tensor<i64>
    %1:2 = call @_eigenvalue_building_blocks(%arg0, %arg1, %arg2, %arg3) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<64xf32>, tensor<64xf32>)
    %2 = stablehlo.convert %arg5 : (tensor<i64>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.clamp %c_0, %2, %c_1 : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %228 = stablehlo.subtract %1#0, %1#1 : tensor<64xf32>
      stablehlo.return %228 : tensor<64xf32>
    }, {
      stablehlo.return %1#0 : tensor<64xf32>
    }, {
      %228 = stablehlo.add %1#0, %1#1 : tensor<64xf32>
      stablehlo.return %228 : tensor<64xf32>
    }) : (tensor<i32>) -> tensor<64xf32>
    %5 = call @_eigen_L_row_hydro(%arg0, %arg2, %arg3, %arg1, %arg5) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<3x64xf32>
    %6 = call @custom_roll_4(%arg4) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %7 = call @custom_roll(%arg4) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %8 = call @custom_roll_0(%arg4) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %9 = call @custom_roll_1(%arg4) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %10 = call @custom_roll_5(%arg4) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %11 = stablehlo.dot_general %5, %6, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %12 = stablehlo.dot_general %5, %7, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %13 = stablehlo.dot_general %5, %arg4, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %14 = stablehlo.dot_general %5, %8, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %15 = stablehlo.dot_general %5, %9, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %16 = stablehlo.dot_general %5, %10, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %17 = call @custom_roll_4(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %18 = stablehlo.dot_general %5, %17, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %19 = call @custom_roll(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %20 = stablehlo.dot_general %5, %19, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %21 = stablehlo.dot_general %5, %arg0, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %22 = call @custom_roll_0(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %23 = stablehlo.dot_general %5, %22, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %24 = call @custom_roll_1(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %25 = stablehlo.dot_general %5, %24, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %26 = call @custom_roll_5(%arg0) : (tensor<3x64xf32>) -> tensor<3x64xf32>
    %27 = stablehlo.dot_general %5, %26, batching_dims = [1] x [1], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<64xf32>
    %28 = stablehlo.subtract %12, %11 : tensor<64xf32>
    %29 = stablehlo.subtract %13, %12 : tensor<64xf32>
    %30 = stablehlo.subtract %14, %13 : tensor<64xf32>
    %31 = stablehlo.subtract %15, %14 : tensor<64xf32>
    %32 = stablehlo.subtract %16, %15 : tensor<64xf32>
    %33 = stablehlo.subtract %20, %18 : tensor<64xf32>
    %34 = stablehlo.subtract %21, %20 : tensor<64xf32>
    %35 = stablehlo.subtract %23, %21 : tensor<64xf32>
    %36 = stablehlo.subtract %25, %23 : tensor<64xf32>
    %37 = stablehlo.subtract %27, %25 : tensor<64xf32>
    %38 = call @custom_roll_6(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %39 = call @custom_roll_7(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %40 = call @custom_roll_2(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %41 = call @custom_roll_8(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %42 = call @custom_roll_9(%4) : (tensor<64xf32>) -> tensor<64xf32>
    %43 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %44 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %45 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %46 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %48 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %49 = stablehlo.concatenate %43, %44, %45, %46, %47, %48, dim = 0 : (tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<6x64xf32>
    %50 = stablehlo.abs %49 : tensor<6x64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<6x64xf32>, tensor<f32>) -> tensor<64xf32>
    %52 = stablehlo.multiply %51, %33 : tensor<64xf32>
    %53 = stablehlo.add %28, %52 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<64xf32>
    %56 = stablehlo.multiply %51, %34 : tensor<64xf32>
    %57 = stablehlo.add %29, %56 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<64xf32>
    %60 = stablehlo.multiply %51, %35 : tensor<64xf32>
    %61 = stablehlo.add %30, %60 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<64xf32>
    %64 = stablehlo.multiply %51, %36 : tensor<64xf32>
    %65 = stablehlo.add %31, %64 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<64xf32>
    %68 = stablehlo.subtract %55, %59 : tensor<64xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<1.300000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %73 = stablehlo.multiply %72, %59 : tensor<64xf32>
    %74 = stablehlo.subtract %55, %73 : tensor<64xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<64xf32>
    %78 = stablehlo.add %71, %77 : tensor<64xf32>
    %79 = stablehlo.subtract %59, %63 : tensor<64xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.300000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<64xf32>
    %83 = stablehlo.add %59, %63 : tensor<64xf32>
    %84 = stablehlo.multiply %83, %83 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<64xf32>
    %87 = stablehlo.add %82, %86 : tensor<64xf32>
    %88 = stablehlo.subtract %63, %67 : tensor<64xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.300000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %93 = stablehlo.multiply %92, %63 : tensor<64xf32>
    %94 = stablehlo.subtract %93, %67 : tensor<64xf32>
    %95 = stablehlo.multiply %94, %94 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<64xf32>
    %98 = stablehlo.add %91, %97 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %100 = stablehlo.add %99, %78 : tensor<64xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.divide %102, %101 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.add %104, %87 : tensor<64xf32>
    %106 = stablehlo.multiply %105, %105 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %108 = stablehlo.divide %107, %106 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %110 = stablehlo.add %109, %98 : tensor<64xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %113 = stablehlo.divide %112, %111 : tensor<64xf32>
    %114 = stablehlo.add %103, %108 : tensor<64xf32>
    %115 = stablehlo.add %114, %113 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %117 = stablehlo.maximum %115, %116 : tensor<64xf32>
    %118 = stablehlo.divide %103, %117 : tensor<64xf32>
    %119 = stablehlo.divide %113, %117 : tensor<64xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %121 = stablehlo.multiply %120, %59 : tensor<64xf32>
    %122 = stablehlo.subtract %55, %121 : tensor<64xf32>
    %123 = stablehlo.add %122, %63 : tensor<64xf32>
    %124 = stablehlo.multiply %118, %123 : tensor<64xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %126 = stablehlo.divide %124, %125 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %128 = stablehlo.subtract %119, %127 : tensor<64xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %130 = stablehlo.multiply %129, %63 : tensor<64xf32>
    %131 = stablehlo.subtract %59, %130 : tensor<64xf32>
    %132 = stablehlo.add %131, %67 : tensor<64xf32>
    %133 = stablehlo.multiply %128, %132 : tensor<64xf32>
    %cst_25 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.divide %133, %134 : tensor<64xf32>
    %136 = stablehlo.add %126, %135 : tensor<64xf32>
    %137 = stablehlo.multiply %51, %37 : tensor<64xf32>
    %138 = stablehlo.subtract %32, %137 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<64xf32>
    %141 = stablehlo.multiply %51, %36 : tensor<64xf32>
    %142 = stablehlo.subtract %31, %141 : tensor<64xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<64xf32>
    %145 = stablehlo.multiply %51, %35 : tensor<64xf32>
    %146 = stablehlo.subtract %30, %145 : tensor<64xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<64xf32>
    %149 = stablehlo.multiply %51, %34 : tensor<64xf32>
    %150 = stablehlo.subtract %29, %149 : tensor<64xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<64xf32>
    %153 = stablehlo.subtract %140, %144 : tensor<64xf32>
    %154 = stablehlo.multiply %153, %153 : tensor<64xf32>
    %cst_30 = stablehlo.constant dense<1.300000e+01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<64xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.multiply %157, %144 : tensor<64xf32>
    %159 = stablehlo.subtract %140, %158 : tensor<64xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<64xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<64xf32>
    %163 = stablehlo.add %156, %162 : tensor<64xf32>
    %164 = stablehlo.subtract %144, %148 : tensor<64xf32>
    %165 = stablehlo.multiply %164, %164 : tensor<64xf32>
    %cst_33 = stablehlo.constant dense<1.300000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<64xf32>
    %168 = stablehlo.add %144, %148 : tensor<64xf32>
    %169 = stablehlo.multiply %168, %168 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<64xf32>
    %172 = stablehlo.add %167, %171 : tensor<64xf32>
    %173 = stablehlo.subtract %148, %152 : tensor<64xf32>
    %174 = stablehlo.multiply %173, %173 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<1.300000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %178 = stablehlo.multiply %177, %148 : tensor<64xf32>
    %179 = stablehlo.subtract %178, %152 : tensor<64xf32>
    %180 = stablehlo.multiply %179, %179 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<64xf32>
    %183 = stablehlo.add %176, %182 : tensor<64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %185 = stablehlo.add %184, %163 : tensor<64xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %188 = stablehlo.divide %187, %186 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.add %189, %172 : tensor<64xf32>
    %191 = stablehlo.multiply %190, %190 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %193 = stablehlo.divide %192, %191 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %195 = stablehlo.add %194, %183 : tensor<64xf32>
    %196 = stablehlo.multiply %195, %195 : tensor<64xf32>
    %cst_43 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %198 = stablehlo.divide %197, %196 : tensor<64xf32>
    %199 = stablehlo.add %188, %193 : tensor<64xf32>
    %200 = stablehlo.add %199, %198 : tensor<64xf32>
    %cst_44 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %202 = stablehlo.maximum %200, %201 : tensor<64xf32>
    %203 = stablehlo.divide %188, %202 : tensor<64xf32>
    %204 = stablehlo.divide %198, %202 : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %206 = stablehlo.multiply %205, %144 : tensor<64xf32>
    %207 = stablehlo.subtract %140, %206 : tensor<64xf32>
    %208 = stablehlo.add %207, %148 : tensor<64xf32>
    %209 = stablehlo.multiply %203, %208 : tensor<64xf32>
    %cst_46 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %211 = stablehlo.divide %209, %210 : tensor<64xf32>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %213 = stablehlo.subtract %204, %212 : tensor<64xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %215 = stablehlo.multiply %214, %148 : tensor<64xf32>
    %216 = stablehlo.subtract %144, %215 : tensor<64xf32>
    %217 = stablehlo.add %216, %152 : tensor<64xf32>
    %218 = stablehlo.multiply %213, %217 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %220 = stablehlo.divide %218, %219 : tensor<64xf32>
    %221 = stablehlo.add %211, %220 : tensor<64xf32>
    %222 = stablehlo.negate %136 : tensor<64xf32>
    %223 = stablehlo.add %222, %221 : tensor<64xf32>
    %224 = call @_eigen_R_col_hydro(%arg0, %arg2, %arg3, %arg1, %arg5) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<3x64xf32>
    %225 = stablehlo.dot_general %223, %224, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<3x64xf32>) -> tensor<64x3xf32>
    %226 = stablehlo.transpose %225, dims = [1, 0] : (tensor<64x3xf32>) -> tensor<3x64xf32>
    %227 = stablehlo.add %arg6, %226 : tensor<3x64xf32>
    return %0, %227 : tensor<i64>, tensor<3x64xf32>
  }
  func.func private @_eigenvalue_building_blocks(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<64xf32>, tensor<64xf32>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf32>) -> tensor<64xf32>
    %6 = stablehlo.divide %3, %1 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.divide %7, %1 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.divide %9, %1 : tensor<64xf32>
    %11 = stablehlo.multiply %6, %6 : tensor<64xf32>
    %12 = stablehlo.multiply %8, %8 : tensor<64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64xf32>
    %14 = stablehlo.multiply %10, %10 : tensor<64xf32>
    %15 = stablehlo.add %13, %14 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<64xf32>
    %19 = stablehlo.multiply %18, %15 : tensor<64xf32>
    %20 = stablehlo.subtract %5, %19 : tensor<64xf32>
    %21 = stablehlo.convert %16 : (tensor<f64>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<64xf32>
    %24 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.compare LT, %1, %25, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %27 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.compare LT, %23, %28, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %30 = stablehlo.or %26, %29 : tensor<64xi1>
    %31 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.maximum %1, %32 : tensor<64xf32>
    %34 = call @_where(%30, %33, %1) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %35 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.compare LT, %34, %36, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %38 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.compare LT, %23, %39, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %41 = stablehlo.or %37, %40 : tensor<64xi1>
    %42 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %44 = stablehlo.maximum %23, %43 : tensor<64xf32>
    %45 = call @_where(%41, %44, %23) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %46 = stablehlo.divide %45, %34 : tensor<64xf32>
    %47 = stablehlo.abs %46 : tensor<64xf32>
    %48 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %54 = stablehlo.maximum %52, %53 : tensor<64xf32>
    %55 = stablehlo.sqrt %54 : tensor<64xf32>
    return %6, %55 : tensor<64xf32>, tensor<64xf32>
  }
  func.func private @_where(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_eigen_L_row_hydro(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<i64>) -> tensor<3x64xf32> {
    %0:6 = call @_eigenvector_building_blocks(%arg0, %arg3, %arg1, %arg2) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f64>)
    %1 = stablehlo.convert %arg4 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c, %1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %5 = stablehlo.multiply %cst_1, %0#5 : tensor<f64>
      %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %8 = stablehlo.multiply %7, %0#1 : tensor<64xf32>
      %9 = stablehlo.multiply %0#0, %0#2 : tensor<64xf32>
      %10 = stablehlo.add %8, %9 : tensor<64xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %12 = "stablehlo.scatter"(%4, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %13 = stablehlo.convert %0#5 : (tensor<f64>) -> tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %15 = stablehlo.multiply %14, %0#0 : tensor<64xf32>
      %16 = stablehlo.add %15, %0#2 : tensor<64xf32>
      %17 = stablehlo.negate %16 : tensor<64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%12, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %21 = stablehlo.convert %0#5 : (tensor<f64>) -> tensor<f32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %23 = "stablehlo.scatter"(%19, %20, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %25 = stablehlo.multiply %24, %0#4 : tensor<64xf32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<3x64xf32>
      %28 = stablehlo.multiply %27, %23 : tensor<3x64xf32>
      stablehlo.return %28 : tensor<3x64xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %5 = stablehlo.multiply %cst_1, %0#5 : tensor<f64>
      %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %8 = stablehlo.multiply %7, %0#1 : tensor<64xf32>
      %9 = stablehlo.subtract %0#3, %8 : tensor<64xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %11 = "stablehlo.scatter"(%4, %10, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %12 = stablehlo.convert %0#5 : (tensor<f64>) -> tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %14 = stablehlo.multiply %13, %0#0 : tensor<64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %17 = stablehlo.negate %0#5 : tensor<f64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = stablehlo.convert %17 : (tensor<f64>) -> tensor<f32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %21 = "stablehlo.scatter"(%16, %18, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %22 = stablehlo.broadcast_in_dim %0#4, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<3x64xf32>
      %24 = stablehlo.multiply %23, %21 : tensor<3x64xf32>
      stablehlo.return %24 : tensor<3x64xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %5 = stablehlo.multiply %cst_1, %0#5 : tensor<f64>
      %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %8 = stablehlo.multiply %7, %0#1 : tensor<64xf32>
      %9 = stablehlo.multiply %0#0, %0#2 : tensor<64xf32>
      %10 = stablehlo.subtract %8, %9 : tensor<64xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %12 = "stablehlo.scatter"(%4, %11, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %13 = stablehlo.convert %0#5 : (tensor<f64>) -> tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %15 = stablehlo.multiply %14, %0#0 : tensor<64xf32>
      %16 = stablehlo.subtract %15, %0#2 : tensor<64xf32>
      %17 = stablehlo.negate %16 : tensor<64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%12, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %21 = stablehlo.convert %0#5 : (tensor<f64>) -> tensor<f32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %23 = "stablehlo.scatter"(%19, %20, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %25 = stablehlo.multiply %24, %0#4 : tensor<64xf32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<3x64xf32>
      %28 = stablehlo.multiply %27, %23 : tensor<3x64xf32>
      stablehlo.return %28 : tensor<3x64xf32>
    }) : (tensor<i32>) -> tensor<3x64xf32>
    return %3 : tensor<3x64xf32>
  }
  func.func private @_eigenvector_building_blocks(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf32>) -> tensor<64xf32>
    %6 = stablehlo.divide %3, %1 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.divide %7, %1 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.divide %9, %1 : tensor<64xf32>
    %11 = stablehlo.multiply %6, %6 : tensor<64xf32>
    %12 = stablehlo.multiply %8, %8 : tensor<64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64xf32>
    %14 = stablehlo.multiply %10, %10 : tensor<64xf32>
    %15 = stablehlo.add %13, %14 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<64xf32>
    %19 = stablehlo.multiply %18, %15 : tensor<64xf32>
    %20 = stablehlo.subtract %5, %19 : tensor<64xf32>
    %21 = stablehlo.convert %16 : (tensor<f64>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<64xf32>
    %24 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.compare LT, %1, %25, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %27 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.compare LT, %23, %28, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %30 = stablehlo.or %26, %29 : tensor<64xi1>
    %31 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.maximum %1, %32 : tensor<64xf32>
    %34 = call @_where(%30, %33, %1) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %35 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.compare LT, %34, %36, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %38 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.compare LT, %23, %39, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %41 = stablehlo.or %37, %40 : tensor<64xi1>
    %42 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %44 = stablehlo.maximum %23, %43 : tensor<64xf32>
    %45 = call @_where(%41, %44, %23) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %46 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.compare LT, %34, %47, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %49 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.compare LT, %45, %50, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %52 = stablehlo.or %48, %51 : tensor<64xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %53 = stablehlo.subtract %arg1, %cst_3 : tensor<f64>
    %54 = stablehlo.convert %53 : (tensor<f64>) -> tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %56 = stablehlo.divide %45, %55 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.multiply %57, %34 : tensor<64xf32>
    %59 = stablehlo.multiply %58, %15 : tensor<64xf32>
    %60 = stablehlo.add %56, %59 : tensor<64xf32>
    %61 = call @_where(%52, %60, %5) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %62 = stablehlo.add %61, %45 : tensor<64xf32>
    %63 = stablehlo.divide %62, %34 : tensor<64xf32>
    %64 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.maximum %34, %65 : tensor<64xf32>
    %67 = call @custom_roll_2(%66) : (tensor<64xf32>) -> tensor<64xf32>
    %68 = stablehlo.add %66, %67 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<64xf32>
    %71 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %73 = stablehlo.maximum %70, %72 : tensor<64xf32>
    %74 = call @custom_roll_2(%3) : (tensor<64xf32>) -> tensor<64xf32>
    %75 = stablehlo.add %3, %74 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<64xf32>
    %78 = stablehlo.divide %77, %73 : tensor<64xf32>
    %79 = call @custom_roll_2(%63) : (tensor<64xf32>) -> tensor<64xf32>
    %80 = stablehlo.add %63, %79 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<64xf32>
    %83 = stablehlo.multiply %78, %78 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %85 = stablehlo.add %83, %84 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %87 = stablehlo.add %85, %86 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %88 = stablehlo.subtract %arg1, %cst_10 : tensor<f64>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %90 = stablehlo.multiply %89, %87 : tensor<64xf32>
    %91 = stablehlo.subtract %82, %90 : tensor<64xf32>
    %92 = stablehlo.convert %88 : (tensor<f64>) -> tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.maximum %96, %97 : tensor<64xf32>
    %99 = stablehlo.sqrt %98 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %101 = stablehlo.compare GT, %94, %100, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.divide %102, %94 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %104 = call @_where_3(%101, %103, %cst_16) : (tensor<64xi1>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %105 = stablehlo.subtract %arg1, %cst_17 : tensor<f64>
    return %78, %87, %99, %94, %104, %105 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f64>
  }
  func.func private @custom_roll_2(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [1:64] : (tensor<64xf32>) -> tensor<63xf32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<64xf32>) -> tensor<1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<63xf32>, tensor<1xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_where_3(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<f64>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @custom_roll_4(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 62:64] : (tensor<3x64xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:62] : (tensor<3x64xf32>) -> tensor<3x62xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x2xf32>, tensor<3x62xf32>) -> tensor<3x64xf32>
    return %2 : tensor<3x64xf32>
  }
  func.func private @custom_roll_5(%arg0: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 3:64] : (tensor<3x64xf32>) -> tensor<3x61xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<3x64xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x61xf32>, tensor<3x3xf32>) -> tensor<3x64xf32>
    return %2 : tensor<3x64xf32>
  }
  func.func private @custom_roll_6(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [62:64] : (tensor<64xf32>) -> tensor<2xf32>
    %1 = stablehlo.slice %arg0 [0:62] : (tensor<64xf32>) -> tensor<62xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2xf32>, tensor<62xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @custom_roll_7(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [63:64] : (tensor<64xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<63xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @custom_roll_8(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [2:64] : (tensor<64xf32>) -> tensor<62xf32>
    %1 = stablehlo.slice %arg0 [0:2] : (tensor<64xf32>) -> tensor<2xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<62xf32>, tensor<2xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @custom_roll_9(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [3:64] : (tensor<64xf32>) -> tensor<61xf32>
    %1 = stablehlo.slice %arg0 [0:3] : (tensor<64xf32>) -> tensor<3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<61xf32>, tensor<3xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_eigen_R_col_hydro(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<i64>) -> tensor<3x64xf32> {
    %0:4 = call @_eigenvector_building_blocks_10(%arg0, %arg3, %arg1, %arg2) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
    %1 = stablehlo.convert %arg4 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c, %1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %8 = stablehlo.subtract %0#0, %0#3 : tensor<64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%7, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %11 = stablehlo.multiply %0#0, %0#3 : tensor<64xf32>
      %12 = stablehlo.subtract %0#2, %11 : tensor<64xf32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %14 = "stablehlo.scatter"(%10, %13, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      stablehlo.return %14 : tensor<3x64xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.scatter"(%7, %8, %0#0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %11 = stablehlo.multiply %10, %0#1 : tensor<64xf32>
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%9, %12, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      stablehlo.return %13 : tensor<3x64xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %8 = stablehlo.add %0#0, %0#3 : tensor<64xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%7, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      %11 = stablehlo.multiply %0#0, %0#3 : tensor<64xf32>
      %12 = stablehlo.add %0#2, %11 : tensor<64xf32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %14 = "stablehlo.scatter"(%10, %13, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        stablehlo.return %arg6 : tensor<f32>
      }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
      stablehlo.return %14 : tensor<3x64xf32>
    }) : (tensor<i32>) -> tensor<3x64xf32>
    return %3 : tensor<3x64xf32>
  }
  func.func private @_eigenvector_building_blocks_10(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x64xf32>) -> tensor<64xf32>
    %6 = stablehlo.divide %3, %1 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.divide %7, %1 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.divide %9, %1 : tensor<64xf32>
    %11 = stablehlo.multiply %6, %6 : tensor<64xf32>
    %12 = stablehlo.multiply %8, %8 : tensor<64xf32>
    %13 = stablehlo.add %11, %12 : tensor<64xf32>
    %14 = stablehlo.multiply %10, %10 : tensor<64xf32>
    %15 = stablehlo.add %13, %14 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<64xf32>
    %19 = stablehlo.multiply %18, %15 : tensor<64xf32>
    %20 = stablehlo.subtract %5, %19 : tensor<64xf32>
    %21 = stablehlo.convert %16 : (tensor<f64>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<64xf32>
    %24 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.compare LT, %1, %25, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %27 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.compare LT, %23, %28, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %30 = stablehlo.or %26, %29 : tensor<64xi1>
    %31 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.maximum %1, %32 : tensor<64xf32>
    %34 = call @_where(%30, %33, %1) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %35 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.compare LT, %34, %36, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %38 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.compare LT, %23, %39, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %41 = stablehlo.or %37, %40 : tensor<64xi1>
    %42 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %44 = stablehlo.maximum %23, %43 : tensor<64xf32>
    %45 = call @_where(%41, %44, %23) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %46 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %48 = stablehlo.compare LT, %34, %47, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %49 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.compare LT, %45, %50, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %52 = stablehlo.or %48, %51 : tensor<64xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %53 = stablehlo.subtract %arg1, %cst_3 : tensor<f64>
    %54 = stablehlo.convert %53 : (tensor<f64>) -> tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %56 = stablehlo.divide %45, %55 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.multiply %57, %34 : tensor<64xf32>
    %59 = stablehlo.multiply %58, %15 : tensor<64xf32>
    %60 = stablehlo.add %56, %59 : tensor<64xf32>
    %61 = call @_where(%52, %60, %5) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %62 = stablehlo.add %61, %45 : tensor<64xf32>
    %63 = stablehlo.divide %62, %34 : tensor<64xf32>
    %64 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.maximum %34, %65 : tensor<64xf32>
    %67 = call @custom_roll_2(%66) : (tensor<64xf32>) -> tensor<64xf32>
    %68 = stablehlo.add %66, %67 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<64xf32>
    %71 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %73 = stablehlo.maximum %70, %72 : tensor<64xf32>
    %74 = call @custom_roll_2(%3) : (tensor<64xf32>) -> tensor<64xf32>
    %75 = stablehlo.add %3, %74 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<64xf32>
    %78 = stablehlo.divide %77, %73 : tensor<64xf32>
    %79 = call @custom_roll_2(%63) : (tensor<64xf32>) -> tensor<64xf32>
    %80 = stablehlo.add %63, %79 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<64xf32>
    %83 = stablehlo.multiply %78, %78 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %85 = stablehlo.add %83, %84 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %87 = stablehlo.add %85, %86 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %88 = stablehlo.subtract %arg1, %cst_10 : tensor<f64>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %90 = stablehlo.multiply %89, %87 : tensor<64xf32>
    %91 = stablehlo.subtract %82, %90 : tensor<64xf32>
    %92 = stablehlo.convert %88 : (tensor<f64>) -> tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.maximum %96, %97 : tensor<64xf32>
    %99 = stablehlo.sqrt %98 : tensor<64xf32>
    return %78, %87, %82, %99 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
}
