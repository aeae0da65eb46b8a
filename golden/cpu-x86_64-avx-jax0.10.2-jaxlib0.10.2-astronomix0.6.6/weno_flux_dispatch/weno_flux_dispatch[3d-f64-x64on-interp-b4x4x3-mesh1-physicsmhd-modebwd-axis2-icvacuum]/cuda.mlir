module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x8x8xf64>) -> (tensor<8x8x8x8xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_0 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %cst_1 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_weno_flux_z_native(%arg0, %cst, %cst_0, %cst_1) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf64>
    return %0 : tensor<8x8x8x8xf64>
  }
  func.func private @_weno_flux_z_native(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.transpose %arg0, dims = [0, 3, 2, 1] : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %1 = stablehlo.slice %0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %2 = stablehlo.reshape %1 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.slice %0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.scatter"(%0, %9, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%10, %11, %2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = "stablehlo.scatter"(%12, %13, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%14, %15, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %17 = call @_weno_flux_x_native(%16, %arg1, %arg2, %arg3) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf64>
    %18 = stablehlo.transpose %17, dims = [0, 3, 2, 1] : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %19 = stablehlo.slice %18 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %20 = stablehlo.reshape %19 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.slice %18 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %22 = stablehlo.reshape %21 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.slice %18 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.slice %18 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%18, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.scatter"(%28, %29, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.scatter"(%30, %31, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_6 = stablehlo.constant dense<7> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %34 = "stablehlo.scatter"(%32, %33, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %34 : tensor<8x8x8x8xf64>
  }
  func.func private @_weno_flux_x_native(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<8x8x8x8xf64> {
    %0 = call @_mhd_flux_x(%arg0, %arg2, %arg3, %arg1) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf64>
    %1 = call @custom_roll(%0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %2 = stablehlo.negate %1 : tensor<8x8x8x8xf64>
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
    %4 = stablehlo.multiply %3, %0 : tensor<8x8x8x8xf64>
    %5 = stablehlo.add %2, %4 : tensor<8x8x8x8xf64>
    %6 = call @custom_roll_0(%0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %cst_0 = stablehlo.constant dense<7.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
    %8 = stablehlo.multiply %7, %6 : tensor<8x8x8x8xf64>
    %9 = stablehlo.add %5, %8 : tensor<8x8x8x8xf64>
    %10 = call @custom_roll_1(%0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %11 = stablehlo.subtract %9, %10 : tensor<8x8x8x8xf64>
    %cst_1 = stablehlo.constant dense<0.083333333333333329> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
    %13 = stablehlo.multiply %12, %11 : tensor<8x8x8x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %14:8 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %arg3, %iterArg_6 = %0, %iterArg_7 = %c_2, %iterArg_8 = %c, %iterArg_9 = %13) : tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<8x8x8x8xf64>, tensor<i64>, tensor<i64>, tensor<8x8x8x8xf64>
    cond {
      %c_10 = stablehlo.constant dense<7> : tensor<i64>
      %15 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15:2 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_8, %iterArg_9) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<8x8x8x8xf64>, tensor<i64>, tensor<8x8x8x8xf64>) -> (tensor<i64>, tensor<8x8x8x8xf64>)
      %c_10 = stablehlo.constant dense<1> : tensor<i64>
      %16 = stablehlo.add %iterArg_7, %c_10 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %16, %15#0, %15#1 : tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<8x8x8x8xf64>, tensor<i64>, tensor<i64>, tensor<8x8x8x8xf64>
    }
    return %14#7 : tensor<8x8x8x8xf64>
  }
  func.func private @_mhd_flux_x(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<8x8x8x8xf64> {
    %0 = call @primitive_state_from_conserved_mhd(%arg0, %arg1, %arg2, %arg3) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf64>
    %1 = stablehlo.slice %0 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %2 = stablehlo.reshape %1 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.slice %0 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.slice %0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %10 = stablehlo.reshape %9 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %11 = stablehlo.slice %0 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %12 = stablehlo.reshape %11 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %13 = stablehlo.slice %0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.slice %0 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %16 = stablehlo.reshape %15 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %17 = stablehlo.multiply %10, %10 : tensor<8x8x8xf64>
    %18 = stablehlo.multiply %12, %12 : tensor<8x8x8xf64>
    %19 = stablehlo.add %17, %18 : tensor<8x8x8xf64>
    %20 = stablehlo.multiply %14, %14 : tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %22 = stablehlo.multiply %4, %4 : tensor<8x8x8xf64>
    %23 = stablehlo.multiply %6, %6 : tensor<8x8x8xf64>
    %24 = stablehlo.add %22, %23 : tensor<8x8x8xf64>
    %25 = stablehlo.multiply %8, %8 : tensor<8x8x8xf64>
    %26 = stablehlo.add %24, %25 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %28 = stablehlo.multiply %27, %21 : tensor<8x8x8xf64>
    %29 = stablehlo.add %16, %28 : tensor<8x8x8xf64>
    %30 = stablehlo.multiply %4, %10 : tensor<8x8x8xf64>
    %31 = stablehlo.multiply %6, %12 : tensor<8x8x8xf64>
    %32 = stablehlo.add %30, %31 : tensor<8x8x8xf64>
    %33 = stablehlo.multiply %8, %14 : tensor<8x8x8xf64>
    %34 = stablehlo.add %32, %33 : tensor<8x8x8xf64>
    %35 = call @total_energy_from_primitives_mhd(%2, %26, %16, %21, %arg3) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
    %37 = stablehlo.multiply %2, %4 : tensor<8x8x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %39 = "stablehlo.scatter"(%36, %38, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %40 = stablehlo.multiply %4, %4 : tensor<8x8x8xf64>
    %41 = stablehlo.multiply %2, %40 : tensor<8x8x8xf64>
    %42 = stablehlo.add %41, %29 : tensor<8x8x8xf64>
    %43 = stablehlo.multiply %10, %10 : tensor<8x8x8xf64>
    %44 = stablehlo.subtract %42, %43 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %46 = "stablehlo.scatter"(%39, %45, %44) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %47 = stablehlo.multiply %2, %4 : tensor<8x8x8xf64>
    %48 = stablehlo.multiply %47, %6 : tensor<8x8x8xf64>
    %49 = stablehlo.multiply %10, %12 : tensor<8x8x8xf64>
    %50 = stablehlo.subtract %48, %49 : tensor<8x8x8xf64>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %52 = "stablehlo.scatter"(%46, %51, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %53 = stablehlo.multiply %2, %4 : tensor<8x8x8xf64>
    %54 = stablehlo.multiply %53, %8 : tensor<8x8x8xf64>
    %55 = stablehlo.multiply %10, %14 : tensor<8x8x8xf64>
    %56 = stablehlo.subtract %54, %55 : tensor<8x8x8xf64>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = "stablehlo.scatter"(%52, %57, %56) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %59 = stablehlo.add %35, %29 : tensor<8x8x8xf64>
    %60 = stablehlo.multiply %59, %4 : tensor<8x8x8xf64>
    %61 = stablehlo.multiply %34, %10 : tensor<8x8x8xf64>
    %62 = stablehlo.subtract %60, %61 : tensor<8x8x8xf64>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.scatter"(%58, %63, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %67 = "stablehlo.scatter"(%64, %65, %66) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %68 = stablehlo.multiply %12, %4 : tensor<8x8x8xf64>
    %69 = stablehlo.multiply %10, %6 : tensor<8x8x8xf64>
    %70 = stablehlo.subtract %68, %69 : tensor<8x8x8xf64>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %72 = "stablehlo.scatter"(%67, %71, %70) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %73 = stablehlo.multiply %14, %4 : tensor<8x8x8xf64>
    %74 = stablehlo.multiply %10, %8 : tensor<8x8x8xf64>
    %75 = stablehlo.subtract %73, %74 : tensor<8x8x8xf64>
    %c_8 = stablehlo.constant dense<7> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %77 = "stablehlo.scatter"(%72, %76, %75) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %77 : tensor<8x8x8x8xf64>
  }
  func.func private @primitive_state_from_conserved_mhd(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.divide %5, %1 : tensor<8x8x8xf64>
    %7 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.divide %8, %1 : tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.divide %11, %1 : tensor<8x8x8xf64>
    %13 = stablehlo.multiply %6, %6 : tensor<8x8x8xf64>
    %14 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %15 = stablehlo.add %13, %14 : tensor<8x8x8xf64>
    %16 = stablehlo.multiply %12, %12 : tensor<8x8x8xf64>
    %17 = stablehlo.add %15, %16 : tensor<8x8x8xf64>
    %18 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %19 = stablehlo.reshape %18 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %20 = stablehlo.multiply %19, %19 : tensor<8x8x8xf64>
    %21 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %22 = stablehlo.reshape %21 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<8x8x8xf64>
    %24 = stablehlo.add %20, %23 : tensor<8x8x8xf64>
    %25 = stablehlo.slice %arg0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<8x8x8xf64>
    %28 = stablehlo.add %24, %27 : tensor<8x8x8xf64>
    %29 = call @thermal_pressure_from_energy_mhd(%3, %1, %17, %28, %arg3) : (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = "stablehlo.scatter"(%arg0, %30, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.scatter"(%31, %32, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.scatter"(%33, %34, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.scatter"(%35, %36, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %38 = stablehlo.slice %37 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %39 = stablehlo.reshape %38 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.convert %arg1 : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %42 = stablehlo.maximum %39, %41 : tensor<8x8x8xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %44 = "stablehlo.scatter"(%37, %43, %42) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %45 = stablehlo.slice %44 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %46 = stablehlo.reshape %45 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.convert %arg2 : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.maximum %46, %48 : tensor<8x8x8xf64>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %51 = "stablehlo.scatter"(%44, %50, %49) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
      stablehlo.return %arg5 : tensor<f64>
    }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %51 : tensor<8x8x8x8xf64>
  }
  func.func private @thermal_pressure_from_energy_mhd(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>, %arg3: tensor<8x8x8xf64>, %arg4: tensor<f64>) -> tensor<8x8x8xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg4, %cst : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<8x8x8xf64>
    %3 = stablehlo.multiply %2, %arg2 : tensor<8x8x8xf64>
    %4 = stablehlo.subtract %arg0, %3 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.multiply %5, %arg3 : tensor<8x8x8xf64>
    %7 = stablehlo.subtract %4, %6 : tensor<8x8x8xf64>
    %8 = stablehlo.convert %0 : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.multiply %9, %7 : tensor<8x8x8xf64>
    return %10 : tensor<8x8x8xf64>
  }
  func.func private @total_energy_from_primitives_mhd(%arg0: tensor<8x8x8xf64>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>, %arg3: tensor<8x8x8xf64>, %arg4: tensor<f64>) -> tensor<8x8x8xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.subtract %arg4, %cst : tensor<f64>
    %1 = stablehlo.convert %0 : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.divide %arg2, %2 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x8x8xf64>
    %6 = stablehlo.multiply %5, %arg1 : tensor<8x8x8xf64>
    %7 = stablehlo.add %3, %6 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.multiply %8, %arg3 : tensor<8x8x8xf64>
    %10 = stablehlo.add %7, %9 : tensor<8x8x8xf64>
    return %10 : tensor<8x8x8xf64>
  }
  func.func private @custom_roll(%arg0: tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 7:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:8, 0:7, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x1x8x8xf64>, tensor<8x7x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %2 : tensor<8x8x8x8xf64>
  }
  func.func private @custom_roll_0(%arg0: tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 1:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:8, 0:1, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x7x8x8xf64>, tensor<8x1x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %2 : tensor<8x8x8x8xf64>
  }
  func.func private @custom_roll_1(%arg0: tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 2:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x6x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:8, 0:2, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x2x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x6x8x8xf64>, tensor<8x2x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %2 : tensor<8x8x8x8xf64>
  }
  func.func private @closed_call(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<8x8x8x8xf64>, %arg5: tensor<i64>, %arg6: tensor<8x8x8x8xf64>) -> (tensor<i64>, tensor<8x8x8x8xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg5, %c : tensor<i64>
    %1:4 = call @_eigenvalue_building_blocks(%arg0, %arg1, %arg2, %arg3) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>)
    %2 = stablehlo.convert %arg5 : (tensor<i64>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %3 = stablehlo.clamp %c_0, %2, %c_1 : tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %228 = stablehlo.subtract %1#0, %1#1 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.subtract %1#0, %1#2 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.subtract %1#0, %1#3 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      stablehlo.return %1#0 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.add %1#0, %1#3 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.add %1#0, %1#2 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.add %1#0, %1#1 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }) : (tensor<i32>) -> tensor<8x8x8xf64>
    %5 = call @_eigen_L_row(%arg0, %arg2, %arg3, %arg1, %arg5) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<8x8x8x8xf64>
    %6 = call @custom_roll_7(%arg4) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %7 = call @custom_roll(%arg4) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %8 = call @custom_roll_0(%arg4) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %9 = call @custom_roll_1(%arg4) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %10 = call @custom_roll_8(%arg4) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %11 = stablehlo.dot_general %5, %6, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.dot_general %5, %7, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %13 = stablehlo.dot_general %5, %arg4, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.dot_general %5, %8, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.dot_general %5, %9, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.dot_general %5, %10, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %17 = call @custom_roll_7(%arg0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %18 = stablehlo.dot_general %5, %17, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %19 = call @custom_roll(%arg0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %20 = stablehlo.dot_general %5, %19, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.dot_general %5, %arg0, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %22 = call @custom_roll_0(%arg0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %23 = stablehlo.dot_general %5, %22, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %24 = call @custom_roll_1(%arg0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %25 = stablehlo.dot_general %5, %24, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %26 = call @custom_roll_8(%arg0) : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %27 = stablehlo.dot_general %5, %26, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8xf64>
    %28 = stablehlo.subtract %12, %11 : tensor<8x8x8xf64>
    %29 = stablehlo.subtract %13, %12 : tensor<8x8x8xf64>
    %30 = stablehlo.subtract %14, %13 : tensor<8x8x8xf64>
    %31 = stablehlo.subtract %15, %14 : tensor<8x8x8xf64>
    %32 = stablehlo.subtract %16, %15 : tensor<8x8x8xf64>
    %33 = stablehlo.subtract %20, %18 : tensor<8x8x8xf64>
    %34 = stablehlo.subtract %21, %20 : tensor<8x8x8xf64>
    %35 = stablehlo.subtract %23, %21 : tensor<8x8x8xf64>
    %36 = stablehlo.subtract %25, %23 : tensor<8x8x8xf64>
    %37 = stablehlo.subtract %27, %25 : tensor<8x8x8xf64>
    %38 = call @custom_roll_9(%4) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %39 = call @custom_roll_10(%4) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %40 = call @custom_roll_2(%4) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %41 = call @custom_roll_11(%4) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %42 = call @custom_roll_12(%4) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %44 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %45 = stablehlo.broadcast_in_dim %4, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %46 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %47 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %48 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %49 = stablehlo.concatenate %43, %44, %45, %46, %47, %48, dim = 0 : (tensor<1x8x8x8xf64>, tensor<1x8x8x8xf64>, tensor<1x8x8x8xf64>, tensor<1x8x8x8xf64>, tensor<1x8x8x8xf64>, tensor<1x8x8x8xf64>) -> tensor<6x8x8x8xf64>
    %50 = stablehlo.abs %49 : tensor<6x8x8x8xf64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %51 = stablehlo.reduce(%50 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<6x8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %52 = stablehlo.multiply %51, %33 : tensor<8x8x8xf64>
    %53 = stablehlo.add %28, %52 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %55 = stablehlo.multiply %54, %53 : tensor<8x8x8xf64>
    %56 = stablehlo.multiply %51, %34 : tensor<8x8x8xf64>
    %57 = stablehlo.add %29, %56 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %59 = stablehlo.multiply %58, %57 : tensor<8x8x8xf64>
    %60 = stablehlo.multiply %51, %35 : tensor<8x8x8xf64>
    %61 = stablehlo.add %30, %60 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %63 = stablehlo.multiply %62, %61 : tensor<8x8x8xf64>
    %64 = stablehlo.multiply %51, %36 : tensor<8x8x8xf64>
    %65 = stablehlo.add %31, %64 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %67 = stablehlo.multiply %66, %65 : tensor<8x8x8xf64>
    %68 = stablehlo.subtract %55, %59 : tensor<8x8x8xf64>
    %69 = stablehlo.multiply %68, %68 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<1.300000e+01> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %71 = stablehlo.multiply %70, %69 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %72 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %73 = stablehlo.multiply %72, %59 : tensor<8x8x8xf64>
    %74 = stablehlo.subtract %55, %73 : tensor<8x8x8xf64>
    %75 = stablehlo.multiply %74, %74 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %77 = stablehlo.multiply %76, %75 : tensor<8x8x8xf64>
    %78 = stablehlo.add %71, %77 : tensor<8x8x8xf64>
    %79 = stablehlo.subtract %59, %63 : tensor<8x8x8xf64>
    %80 = stablehlo.multiply %79, %79 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<1.300000e+01> : tensor<f64>
    %81 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %82 = stablehlo.multiply %81, %80 : tensor<8x8x8xf64>
    %83 = stablehlo.add %59, %63 : tensor<8x8x8xf64>
    %84 = stablehlo.multiply %83, %83 : tensor<8x8x8xf64>
    %cst_10 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %86 = stablehlo.multiply %85, %84 : tensor<8x8x8xf64>
    %87 = stablehlo.add %82, %86 : tensor<8x8x8xf64>
    %88 = stablehlo.subtract %63, %67 : tensor<8x8x8xf64>
    %89 = stablehlo.multiply %88, %88 : tensor<8x8x8xf64>
    %cst_11 = stablehlo.constant dense<1.300000e+01> : tensor<f64>
    %90 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %91 = stablehlo.multiply %90, %89 : tensor<8x8x8xf64>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %92 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %93 = stablehlo.multiply %92, %63 : tensor<8x8x8xf64>
    %94 = stablehlo.subtract %93, %67 : tensor<8x8x8xf64>
    %95 = stablehlo.multiply %94, %94 : tensor<8x8x8xf64>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %97 = stablehlo.multiply %96, %95 : tensor<8x8x8xf64>
    %98 = stablehlo.add %91, %97 : tensor<8x8x8xf64>
    %cst_14 = stablehlo.constant dense<9.9999999999999995E-8> : tensor<f64>
    %99 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %100 = stablehlo.add %99, %78 : tensor<8x8x8xf64>
    %101 = stablehlo.multiply %100, %100 : tensor<8x8x8xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %103 = stablehlo.divide %102, %101 : tensor<8x8x8xf64>
    %cst_16 = stablehlo.constant dense<9.9999999999999995E-8> : tensor<f64>
    %104 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %105 = stablehlo.add %104, %87 : tensor<8x8x8xf64>
    %106 = stablehlo.multiply %105, %105 : tensor<8x8x8xf64>
    %cst_17 = stablehlo.constant dense<6.000000e+00> : tensor<f64>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %108 = stablehlo.divide %107, %106 : tensor<8x8x8xf64>
    %cst_18 = stablehlo.constant dense<9.9999999999999995E-8> : tensor<f64>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %110 = stablehlo.add %109, %98 : tensor<8x8x8xf64>
    %111 = stablehlo.multiply %110, %110 : tensor<8x8x8xf64>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %113 = stablehlo.divide %112, %111 : tensor<8x8x8xf64>
    %114 = stablehlo.add %103, %108 : tensor<8x8x8xf64>
    %115 = stablehlo.add %114, %113 : tensor<8x8x8xf64>
    %cst_20 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %116 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %117 = stablehlo.maximum %115, %116 : tensor<8x8x8xf64>
    %118 = stablehlo.divide %103, %117 : tensor<8x8x8xf64>
    %119 = stablehlo.divide %113, %117 : tensor<8x8x8xf64>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %120 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %121 = stablehlo.multiply %120, %59 : tensor<8x8x8xf64>
    %122 = stablehlo.subtract %55, %121 : tensor<8x8x8xf64>
    %123 = stablehlo.add %122, %63 : tensor<8x8x8xf64>
    %124 = stablehlo.multiply %118, %123 : tensor<8x8x8xf64>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %125 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %126 = stablehlo.divide %124, %125 : tensor<8x8x8xf64>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %128 = stablehlo.subtract %119, %127 : tensor<8x8x8xf64>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %129 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %130 = stablehlo.multiply %129, %63 : tensor<8x8x8xf64>
    %131 = stablehlo.subtract %59, %130 : tensor<8x8x8xf64>
    %132 = stablehlo.add %131, %67 : tensor<8x8x8xf64>
    %133 = stablehlo.multiply %128, %132 : tensor<8x8x8xf64>
    %cst_25 = stablehlo.constant dense<6.000000e+00> : tensor<f64>
    %134 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %135 = stablehlo.divide %133, %134 : tensor<8x8x8xf64>
    %136 = stablehlo.add %126, %135 : tensor<8x8x8xf64>
    %137 = stablehlo.multiply %51, %37 : tensor<8x8x8xf64>
    %138 = stablehlo.subtract %32, %137 : tensor<8x8x8xf64>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %139 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %140 = stablehlo.multiply %139, %138 : tensor<8x8x8xf64>
    %141 = stablehlo.multiply %51, %36 : tensor<8x8x8xf64>
    %142 = stablehlo.subtract %31, %141 : tensor<8x8x8xf64>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %144 = stablehlo.multiply %143, %142 : tensor<8x8x8xf64>
    %145 = stablehlo.multiply %51, %35 : tensor<8x8x8xf64>
    %146 = stablehlo.subtract %30, %145 : tensor<8x8x8xf64>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %147 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %148 = stablehlo.multiply %147, %146 : tensor<8x8x8xf64>
    %149 = stablehlo.multiply %51, %34 : tensor<8x8x8xf64>
    %150 = stablehlo.subtract %29, %149 : tensor<8x8x8xf64>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %151 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %152 = stablehlo.multiply %151, %150 : tensor<8x8x8xf64>
    %153 = stablehlo.subtract %140, %144 : tensor<8x8x8xf64>
    %154 = stablehlo.multiply %153, %153 : tensor<8x8x8xf64>
    %cst_30 = stablehlo.constant dense<1.300000e+01> : tensor<f64>
    %155 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %156 = stablehlo.multiply %155, %154 : tensor<8x8x8xf64>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %157 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %158 = stablehlo.multiply %157, %144 : tensor<8x8x8xf64>
    %159 = stablehlo.subtract %140, %158 : tensor<8x8x8xf64>
    %160 = stablehlo.multiply %159, %159 : tensor<8x8x8xf64>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %162 = stablehlo.multiply %161, %160 : tensor<8x8x8xf64>
    %163 = stablehlo.add %156, %162 : tensor<8x8x8xf64>
    %164 = stablehlo.subtract %144, %148 : tensor<8x8x8xf64>
    %165 = stablehlo.multiply %164, %164 : tensor<8x8x8xf64>
    %cst_33 = stablehlo.constant dense<1.300000e+01> : tensor<f64>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %167 = stablehlo.multiply %166, %165 : tensor<8x8x8xf64>
    %168 = stablehlo.add %144, %148 : tensor<8x8x8xf64>
    %169 = stablehlo.multiply %168, %168 : tensor<8x8x8xf64>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %170 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %171 = stablehlo.multiply %170, %169 : tensor<8x8x8xf64>
    %172 = stablehlo.add %167, %171 : tensor<8x8x8xf64>
    %173 = stablehlo.subtract %148, %152 : tensor<8x8x8xf64>
    %174 = stablehlo.multiply %173, %173 : tensor<8x8x8xf64>
    %cst_35 = stablehlo.constant dense<1.300000e+01> : tensor<f64>
    %175 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %176 = stablehlo.multiply %175, %174 : tensor<8x8x8xf64>
    %cst_36 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %177 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %178 = stablehlo.multiply %177, %148 : tensor<8x8x8xf64>
    %179 = stablehlo.subtract %178, %152 : tensor<8x8x8xf64>
    %180 = stablehlo.multiply %179, %179 : tensor<8x8x8xf64>
    %cst_37 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %181 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %182 = stablehlo.multiply %181, %180 : tensor<8x8x8xf64>
    %183 = stablehlo.add %176, %182 : tensor<8x8x8xf64>
    %cst_38 = stablehlo.constant dense<9.9999999999999995E-8> : tensor<f64>
    %184 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %185 = stablehlo.add %184, %163 : tensor<8x8x8xf64>
    %186 = stablehlo.multiply %185, %185 : tensor<8x8x8xf64>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %187 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %188 = stablehlo.divide %187, %186 : tensor<8x8x8xf64>
    %cst_40 = stablehlo.constant dense<9.9999999999999995E-8> : tensor<f64>
    %189 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %190 = stablehlo.add %189, %172 : tensor<8x8x8xf64>
    %191 = stablehlo.multiply %190, %190 : tensor<8x8x8xf64>
    %cst_41 = stablehlo.constant dense<6.000000e+00> : tensor<f64>
    %192 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %193 = stablehlo.divide %192, %191 : tensor<8x8x8xf64>
    %cst_42 = stablehlo.constant dense<9.9999999999999995E-8> : tensor<f64>
    %194 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %195 = stablehlo.add %194, %183 : tensor<8x8x8xf64>
    %196 = stablehlo.multiply %195, %195 : tensor<8x8x8xf64>
    %cst_43 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %197 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %198 = stablehlo.divide %197, %196 : tensor<8x8x8xf64>
    %199 = stablehlo.add %188, %193 : tensor<8x8x8xf64>
    %200 = stablehlo.add %199, %198 : tensor<8x8x8xf64>
    %cst_44 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %201 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %202 = stablehlo.maximum %200, %201 : tensor<8x8x8xf64>
    %203 = stablehlo.divide %188, %202 : tensor<8x8x8xf64>
    %204 = stablehlo.divide %198, %202 : tensor<8x8x8xf64>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %205 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %206 = stablehlo.multiply %205, %144 : tensor<8x8x8xf64>
    %207 = stablehlo.subtract %140, %206 : tensor<8x8x8xf64>
    %208 = stablehlo.add %207, %148 : tensor<8x8x8xf64>
    %209 = stablehlo.multiply %203, %208 : tensor<8x8x8xf64>
    %cst_46 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %210 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %211 = stablehlo.divide %209, %210 : tensor<8x8x8xf64>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %212 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %213 = stablehlo.subtract %204, %212 : tensor<8x8x8xf64>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %214 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %215 = stablehlo.multiply %214, %148 : tensor<8x8x8xf64>
    %216 = stablehlo.subtract %144, %215 : tensor<8x8x8xf64>
    %217 = stablehlo.add %216, %152 : tensor<8x8x8xf64>
    %218 = stablehlo.multiply %213, %217 : tensor<8x8x8xf64>
    %cst_49 = stablehlo.constant dense<6.000000e+00> : tensor<f64>
    %219 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %220 = stablehlo.divide %218, %219 : tensor<8x8x8xf64>
    %221 = stablehlo.add %211, %220 : tensor<8x8x8xf64>
    %222 = stablehlo.negate %136 : tensor<8x8x8xf64>
    %223 = stablehlo.add %222, %221 : tensor<8x8x8xf64>
    %224 = call @_eigen_R_col(%arg0, %arg2, %arg3, %arg1, %arg5) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<8x8x8x8xf64>
    %225 = stablehlo.dot_general %223, %224, batching_dims = [0, 1, 2] x [1, 2, 3], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %226 = stablehlo.transpose %225, dims = [3, 0, 1, 2] : (tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
    %227 = stablehlo.add %arg6, %226 : tensor<8x8x8x8xf64>
    return %0, %227 : tensor<i64>, tensor<8x8x8x8xf64>
  }
  func.func private @_eigenvalue_building_blocks(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.slice %arg0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %13 = stablehlo.reshape %12 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %15 = stablehlo.reshape %14 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.divide %3, %1 : tensor<8x8x8xf64>
    %17 = stablehlo.divide %5, %1 : tensor<8x8x8xf64>
    %18 = stablehlo.divide %7, %1 : tensor<8x8x8xf64>
    %19 = stablehlo.multiply %16, %16 : tensor<8x8x8xf64>
    %20 = stablehlo.multiply %17, %17 : tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %22 = stablehlo.multiply %18, %18 : tensor<8x8x8xf64>
    %23 = stablehlo.add %21, %22 : tensor<8x8x8xf64>
    %24 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %25 = stablehlo.multiply %11, %11 : tensor<8x8x8xf64>
    %26 = stablehlo.add %24, %25 : tensor<8x8x8xf64>
    %27 = stablehlo.multiply %13, %13 : tensor<8x8x8xf64>
    %28 = stablehlo.add %26, %27 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.subtract %arg1, %cst : tensor<f64>
    %30 = stablehlo.multiply %1, %23 : tensor<8x8x8xf64>
    %31 = stablehlo.add %30, %28 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<8x8x8xf64>
    %34 = stablehlo.subtract %15, %33 : tensor<8x8x8xf64>
    %35 = stablehlo.convert %29 : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %37 = stablehlo.multiply %36, %34 : tensor<8x8x8xf64>
    %38 = stablehlo.convert %arg2 : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.compare LT, %1, %39, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %41 = stablehlo.convert %arg3 : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.compare LT, %37, %42, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %44 = stablehlo.or %40, %43 : tensor<8x8x8xi1>
    %45 = stablehlo.convert %arg2 : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.maximum %1, %46 : tensor<8x8x8xf64>
    %48 = call @_where(%44, %47, %1) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.convert %arg2 : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %51 = stablehlo.compare LT, %48, %50, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %52 = stablehlo.convert %arg3 : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %54 = stablehlo.compare LT, %37, %53, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %55 = stablehlo.or %51, %54 : tensor<8x8x8xi1>
    %56 = stablehlo.convert %arg3 : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %58 = stablehlo.maximum %37, %57 : tensor<8x8x8xf64>
    %59 = call @_where(%55, %58, %37) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %60 = stablehlo.divide %59, %48 : tensor<8x8x8xf64>
    %61 = stablehlo.abs %60 : tensor<8x8x8xf64>
    %62 = stablehlo.convert %arg1 : tensor<f64>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %64 = stablehlo.multiply %63, %61 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %66 = stablehlo.maximum %65, %64 : tensor<8x8x8xf64>
    %67 = stablehlo.divide %28, %48 : tensor<8x8x8xf64>
    %68 = stablehlo.add %67, %66 : tensor<8x8x8xf64>
    %69 = stablehlo.multiply %68, %68 : tensor<8x8x8xf64>
    %70 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %71 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %72 = stablehlo.multiply %71, %70 : tensor<8x8x8xf64>
    %73 = stablehlo.divide %72, %48 : tensor<8x8x8xf64>
    %74 = stablehlo.multiply %73, %66 : tensor<8x8x8xf64>
    %75 = stablehlo.subtract %69, %74 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %77 = stablehlo.maximum %76, %75 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %78 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %79 = stablehlo.maximum %77, %78 : tensor<8x8x8xf64>
    %80 = stablehlo.sqrt %79 : tensor<8x8x8xf64>
    %81 = stablehlo.divide %28, %48 : tensor<8x8x8xf64>
    %82 = stablehlo.add %81, %66 : tensor<8x8x8xf64>
    %83 = stablehlo.add %82, %80 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %85 = stablehlo.multiply %84, %83 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %87 = stablehlo.maximum %86, %85 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %88 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %89 = stablehlo.maximum %87, %88 : tensor<8x8x8xf64>
    %90 = stablehlo.sqrt %89 : tensor<8x8x8xf64>
    %91 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %92 = stablehlo.divide %91, %48 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %93 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %94 = stablehlo.maximum %93, %92 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %96 = stablehlo.maximum %94, %95 : tensor<8x8x8xf64>
    %97 = stablehlo.sqrt %96 : tensor<8x8x8xf64>
    %98 = stablehlo.divide %28, %48 : tensor<8x8x8xf64>
    %99 = stablehlo.add %98, %66 : tensor<8x8x8xf64>
    %100 = stablehlo.subtract %99, %80 : tensor<8x8x8xf64>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %102 = stablehlo.multiply %101, %100 : tensor<8x8x8xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %104 = stablehlo.maximum %103, %102 : tensor<8x8x8xf64>
    %cst_12 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %105 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %106 = stablehlo.maximum %104, %105 : tensor<8x8x8xf64>
    %107 = stablehlo.sqrt %106 : tensor<8x8x8xf64>
    return %16, %90, %97, %107 : tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>
  }
  func.func private @_where(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %0 : tensor<8x8x8xf64>
  }
  func.func private @_eigen_L_row(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<i64>) -> tensor<8x8x8x8xf64> {
    %0:21 = call @_eigenvector_building_blocks(%arg0, %arg3, %arg1, %arg2) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<f64>)
    %1 = stablehlo.convert %arg4 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.clamp %c, %1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.convert %0#20 : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = stablehlo.multiply %6, %0#4 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#15, %0#1 : tensor<8x8x8xf64>
      %9 = stablehlo.add %7, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#17, %9 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#7, %0#2 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %0#8, %0#3 : tensor<8x8x8xf64>
      %14 = stablehlo.add %12, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %11, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %17 = stablehlo.multiply %15, %16 : tensor<8x8x8xf64>
      %18 = stablehlo.subtract %10, %17 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.scatter"(%4, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %21 = stablehlo.convert %0#19 : tensor<f64>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %23 = stablehlo.multiply %22, %0#1 : tensor<8x8x8xf64>
      %24 = stablehlo.subtract %23, %0#15 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %0#17, %24 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %27 = "stablehlo.scatter"(%20, %26, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %28 = stablehlo.convert %0#19 : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#17 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#2 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %32, %0#7 : tensor<8x8x8xf64>
      %34 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %35 = stablehlo.multiply %33, %34 : tensor<8x8x8xf64>
      %36 = stablehlo.add %31, %35 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %38 = "stablehlo.scatter"(%27, %37, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %39 = stablehlo.convert %0#19 : tensor<f64>
      %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#17 : tensor<8x8x8xf64>
      %42 = stablehlo.multiply %41, %0#3 : tensor<8x8x8xf64>
      %43 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %44 = stablehlo.multiply %43, %0#8 : tensor<8x8x8xf64>
      %45 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %46 = stablehlo.multiply %44, %45 : tensor<8x8x8xf64>
      %47 = stablehlo.add %42, %46 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %48 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %49 = "stablehlo.scatter"(%38, %48, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %50 = stablehlo.convert %0#19 : tensor<f64>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %52 = stablehlo.multiply %51, %0#17 : tensor<8x8x8xf64>
      %53 = stablehlo.multiply %52, %0#5 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %0#11, %0#18 : tensor<8x8x8xf64>
      %55 = stablehlo.multiply %54, %0#7 : tensor<8x8x8xf64>
      %56 = stablehlo.multiply %55, %0#0 : tensor<8x8x8xf64>
      %57 = stablehlo.add %53, %56 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %58 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %59 = "stablehlo.scatter"(%49, %58, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %60 = stablehlo.convert %0#19 : tensor<f64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %62 = stablehlo.multiply %61, %0#17 : tensor<8x8x8xf64>
      %63 = stablehlo.multiply %62, %0#6 : tensor<8x8x8xf64>
      %64 = stablehlo.multiply %0#11, %0#18 : tensor<8x8x8xf64>
      %65 = stablehlo.multiply %64, %0#8 : tensor<8x8x8xf64>
      %66 = stablehlo.multiply %65, %0#0 : tensor<8x8x8xf64>
      %67 = stablehlo.add %63, %66 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %69 = "stablehlo.scatter"(%59, %68, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %70 = stablehlo.negate %0#19 : tensor<f64>
      %71 = stablehlo.convert %70 : tensor<f64>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %73 = stablehlo.multiply %72, %0#17 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %75 = "stablehlo.scatter"(%69, %74, %73) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %76 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %77 = stablehlo.multiply %76, %75 : tensor<8x8x8x8xf64>
      %78 = stablehlo.broadcast_in_dim %0#13, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %80 = stablehlo.multiply %77, %79 : tensor<8x8x8x8xf64>
      %81 = stablehlo.not %0#14 : tensor<8x8x8xi1>
      %82 = stablehlo.convert %0#10 : tensor<8x8x8xf64>
      %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %85 = stablehlo.multiply %80, %84 : tensor<8x8x8x8xf64>
      %86 = func.call @_where_6(%81, %85, %80) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %86 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.multiply %0#8, %0#2 : tensor<8x8x8xf64>
      %6 = stablehlo.multiply %0#7, %0#3 : tensor<8x8x8xf64>
      %7 = stablehlo.subtract %5, %6 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.scatter"(%4, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %12 = "stablehlo.scatter"(%9, %10, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %13 = stablehlo.negate %0#8 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%12, %14, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %17 = "stablehlo.scatter"(%15, %16, %0#7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %18 = stablehlo.negate %0#8 : tensor<8x8x8xf64>
      %19 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %18, %19 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %23 = "stablehlo.scatter"(%17, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %24 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %0#7, %24 : tensor<8x8x8xf64>
      %26 = stablehlo.multiply %25, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<7> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %28 = "stablehlo.scatter"(%23, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %31 = "stablehlo.scatter"(%28, %29, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %33 = stablehlo.multiply %32, %31 : tensor<8x8x8x8xf64>
      stablehlo.return %33 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.convert %0#20 : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = stablehlo.multiply %6, %0#4 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#16, %0#1 : tensor<8x8x8xf64>
      %9 = stablehlo.add %7, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#18, %9 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#17, %0#15 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#7, %0#2 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %0#8, %0#3 : tensor<8x8x8xf64>
      %14 = stablehlo.add %12, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %11, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %17 = stablehlo.multiply %15, %16 : tensor<8x8x8xf64>
      %18 = stablehlo.add %10, %17 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.scatter"(%4, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %21 = stablehlo.convert %0#19 : tensor<f64>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %23 = stablehlo.multiply %22, %0#18 : tensor<8x8x8xf64>
      %24 = stablehlo.multiply %23, %0#1 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %26 = stablehlo.subtract %24, %25 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %28 = "stablehlo.scatter"(%20, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %29 = stablehlo.convert %0#19 : tensor<f64>
      %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#18 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %31, %0#2 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %0#17, %0#15 : tensor<8x8x8xf64>
      %34 = stablehlo.multiply %33, %0#7 : tensor<8x8x8xf64>
      %35 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %36 = stablehlo.multiply %34, %35 : tensor<8x8x8xf64>
      %37 = stablehlo.subtract %32, %36 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %39 = "stablehlo.scatter"(%28, %38, %37) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %40 = stablehlo.convert %0#19 : tensor<f64>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %42 = stablehlo.multiply %41, %0#18 : tensor<8x8x8xf64>
      %43 = stablehlo.multiply %42, %0#3 : tensor<8x8x8xf64>
      %44 = stablehlo.multiply %0#17, %0#15 : tensor<8x8x8xf64>
      %45 = stablehlo.multiply %44, %0#8 : tensor<8x8x8xf64>
      %46 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %47 = stablehlo.multiply %45, %46 : tensor<8x8x8xf64>
      %48 = stablehlo.subtract %43, %47 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %50 = "stablehlo.scatter"(%39, %49, %48) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %51 = stablehlo.convert %0#19 : tensor<f64>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %53 = stablehlo.multiply %52, %0#18 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %53, %0#5 : tensor<8x8x8xf64>
      %55 = stablehlo.multiply %0#11, %0#17 : tensor<8x8x8xf64>
      %56 = stablehlo.multiply %55, %0#7 : tensor<8x8x8xf64>
      %57 = stablehlo.multiply %56, %0#0 : tensor<8x8x8xf64>
      %58 = stablehlo.subtract %54, %57 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %59 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %60 = "stablehlo.scatter"(%50, %59, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %61 = stablehlo.convert %0#19 : tensor<f64>
      %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %63 = stablehlo.multiply %62, %0#18 : tensor<8x8x8xf64>
      %64 = stablehlo.multiply %63, %0#6 : tensor<8x8x8xf64>
      %65 = stablehlo.multiply %0#11, %0#17 : tensor<8x8x8xf64>
      %66 = stablehlo.multiply %65, %0#8 : tensor<8x8x8xf64>
      %67 = stablehlo.multiply %66, %0#0 : tensor<8x8x8xf64>
      %68 = stablehlo.subtract %64, %67 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %69 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %70 = "stablehlo.scatter"(%60, %69, %68) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %71 = stablehlo.negate %0#19 : tensor<f64>
      %72 = stablehlo.convert %71 : tensor<f64>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %74 = stablehlo.multiply %73, %0#18 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<4> : tensor<i32>
      %75 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %76 = "stablehlo.scatter"(%70, %75, %74) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %77 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %78 = stablehlo.multiply %77, %76 : tensor<8x8x8x8xf64>
      %79 = stablehlo.broadcast_in_dim %0#13, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %81 = stablehlo.multiply %78, %80 : tensor<8x8x8x8xf64>
      %82 = stablehlo.convert %0#10 : tensor<8x8x8xf64>
      %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %85 = stablehlo.multiply %81, %84 : tensor<8x8x8x8xf64>
      %86 = func.call @_where_6(%0#14, %85, %81) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %86 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.negate %0#12 : tensor<8x8x8xf64>
      %6 = stablehlo.convert %0#19 : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %8 = stablehlo.divide %5, %7 : tensor<8x8x8xf64>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %10 = stablehlo.multiply %9, %0#4 : tensor<8x8x8xf64>
      %11 = stablehlo.subtract %8, %10 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%4, %12, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%13, %14, %0#1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %17 = "stablehlo.scatter"(%15, %16, %0#2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%17, %18, %0#3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %21 = "stablehlo.scatter"(%19, %20, %0#5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_7 = stablehlo.constant dense<7> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %23 = "stablehlo.scatter"(%21, %22, %0#6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %24 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
      %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %26 = "stablehlo.scatter"(%23, %24, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.negate %0#19 : tensor<f64>
      %28 = stablehlo.convert %27 : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %30 = stablehlo.multiply %29, %26 : tensor<8x8x8x8xf64>
      %31 = stablehlo.broadcast_in_dim %0#13, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %33 = stablehlo.multiply %30, %32 : tensor<8x8x8x8xf64>
      stablehlo.return %33 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.convert %0#20 : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = stablehlo.multiply %6, %0#4 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#16, %0#1 : tensor<8x8x8xf64>
      %9 = stablehlo.subtract %7, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#18, %9 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#17, %0#15 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#7, %0#2 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %0#8, %0#3 : tensor<8x8x8xf64>
      %14 = stablehlo.add %12, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %11, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %17 = stablehlo.multiply %15, %16 : tensor<8x8x8xf64>
      %18 = stablehlo.subtract %10, %17 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.scatter"(%4, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %21 = stablehlo.convert %0#19 : tensor<f64>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %23 = stablehlo.multiply %22, %0#1 : tensor<8x8x8xf64>
      %24 = stablehlo.add %23, %0#16 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %0#18, %24 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %27 = "stablehlo.scatter"(%20, %26, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %28 = stablehlo.convert %0#19 : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#18 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#2 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %0#17, %0#15 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %32, %0#7 : tensor<8x8x8xf64>
      %34 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %35 = stablehlo.multiply %33, %34 : tensor<8x8x8xf64>
      %36 = stablehlo.add %31, %35 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %38 = "stablehlo.scatter"(%27, %37, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %39 = stablehlo.convert %0#19 : tensor<f64>
      %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#18 : tensor<8x8x8xf64>
      %42 = stablehlo.multiply %41, %0#3 : tensor<8x8x8xf64>
      %43 = stablehlo.multiply %0#17, %0#15 : tensor<8x8x8xf64>
      %44 = stablehlo.multiply %43, %0#8 : tensor<8x8x8xf64>
      %45 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %46 = stablehlo.multiply %44, %45 : tensor<8x8x8xf64>
      %47 = stablehlo.add %42, %46 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %48 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %49 = "stablehlo.scatter"(%38, %48, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %50 = stablehlo.convert %0#19 : tensor<f64>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %52 = stablehlo.multiply %51, %0#18 : tensor<8x8x8xf64>
      %53 = stablehlo.multiply %52, %0#5 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %0#11, %0#17 : tensor<8x8x8xf64>
      %55 = stablehlo.multiply %54, %0#7 : tensor<8x8x8xf64>
      %56 = stablehlo.multiply %55, %0#0 : tensor<8x8x8xf64>
      %57 = stablehlo.subtract %53, %56 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %58 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %59 = "stablehlo.scatter"(%49, %58, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %60 = stablehlo.convert %0#19 : tensor<f64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %62 = stablehlo.multiply %61, %0#18 : tensor<8x8x8xf64>
      %63 = stablehlo.multiply %62, %0#6 : tensor<8x8x8xf64>
      %64 = stablehlo.multiply %0#11, %0#17 : tensor<8x8x8xf64>
      %65 = stablehlo.multiply %64, %0#8 : tensor<8x8x8xf64>
      %66 = stablehlo.multiply %65, %0#0 : tensor<8x8x8xf64>
      %67 = stablehlo.subtract %63, %66 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %69 = "stablehlo.scatter"(%59, %68, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %70 = stablehlo.negate %0#19 : tensor<f64>
      %71 = stablehlo.convert %70 : tensor<f64>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %73 = stablehlo.multiply %72, %0#18 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %75 = "stablehlo.scatter"(%69, %74, %73) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %76 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %77 = stablehlo.multiply %76, %75 : tensor<8x8x8x8xf64>
      %78 = stablehlo.broadcast_in_dim %0#13, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %80 = stablehlo.multiply %77, %79 : tensor<8x8x8x8xf64>
      %81 = stablehlo.convert %0#10 : tensor<8x8x8xf64>
      %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %84 = stablehlo.multiply %80, %83 : tensor<8x8x8x8xf64>
      %85 = func.call @_where_6(%0#14, %84, %80) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %85 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.multiply %0#8, %0#2 : tensor<8x8x8xf64>
      %6 = stablehlo.multiply %0#7, %0#3 : tensor<8x8x8xf64>
      %7 = stablehlo.subtract %5, %6 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.scatter"(%4, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %12 = "stablehlo.scatter"(%9, %10, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %13 = stablehlo.negate %0#8 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%12, %14, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %17 = "stablehlo.scatter"(%15, %16, %0#7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %18 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %19 = stablehlo.multiply %0#8, %18 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %19, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %23 = stablehlo.negate %0#7 : tensor<8x8x8xf64>
      %24 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %23, %24 : tensor<8x8x8xf64>
      %26 = stablehlo.multiply %25, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<7> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %28 = "stablehlo.scatter"(%22, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %31 = "stablehlo.scatter"(%28, %29, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %33 = stablehlo.multiply %32, %31 : tensor<8x8x8x8xf64>
      stablehlo.return %33 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %5 = stablehlo.convert %0#20 : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = stablehlo.multiply %6, %0#4 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#15, %0#1 : tensor<8x8x8xf64>
      %9 = stablehlo.subtract %7, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#17, %9 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#7, %0#2 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %0#8, %0#3 : tensor<8x8x8xf64>
      %14 = stablehlo.add %12, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %11, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %17 = stablehlo.multiply %15, %16 : tensor<8x8x8xf64>
      %18 = stablehlo.add %10, %17 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.scatter"(%4, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %21 = stablehlo.convert %0#19 : tensor<f64>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %23 = stablehlo.multiply %22, %0#1 : tensor<8x8x8xf64>
      %24 = stablehlo.add %23, %0#15 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %0#17, %24 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %27 = "stablehlo.scatter"(%20, %26, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %28 = stablehlo.convert %0#19 : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#17 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#2 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %32, %0#7 : tensor<8x8x8xf64>
      %34 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %35 = stablehlo.multiply %33, %34 : tensor<8x8x8xf64>
      %36 = stablehlo.subtract %31, %35 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %38 = "stablehlo.scatter"(%27, %37, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %39 = stablehlo.convert %0#19 : tensor<f64>
      %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#17 : tensor<8x8x8xf64>
      %42 = stablehlo.multiply %41, %0#3 : tensor<8x8x8xf64>
      %43 = stablehlo.multiply %0#18, %0#16 : tensor<8x8x8xf64>
      %44 = stablehlo.multiply %43, %0#8 : tensor<8x8x8xf64>
      %45 = stablehlo.convert %0#9 : tensor<8x8x8xf64>
      %46 = stablehlo.multiply %44, %45 : tensor<8x8x8xf64>
      %47 = stablehlo.subtract %42, %46 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %48 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %49 = "stablehlo.scatter"(%38, %48, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %50 = stablehlo.convert %0#19 : tensor<f64>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %52 = stablehlo.multiply %51, %0#17 : tensor<8x8x8xf64>
      %53 = stablehlo.multiply %52, %0#5 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %0#11, %0#18 : tensor<8x8x8xf64>
      %55 = stablehlo.multiply %54, %0#7 : tensor<8x8x8xf64>
      %56 = stablehlo.multiply %55, %0#0 : tensor<8x8x8xf64>
      %57 = stablehlo.add %53, %56 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %58 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %59 = "stablehlo.scatter"(%49, %58, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %60 = stablehlo.convert %0#19 : tensor<f64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %62 = stablehlo.multiply %61, %0#17 : tensor<8x8x8xf64>
      %63 = stablehlo.multiply %62, %0#6 : tensor<8x8x8xf64>
      %64 = stablehlo.multiply %0#11, %0#18 : tensor<8x8x8xf64>
      %65 = stablehlo.multiply %64, %0#8 : tensor<8x8x8xf64>
      %66 = stablehlo.multiply %65, %0#0 : tensor<8x8x8xf64>
      %67 = stablehlo.add %63, %66 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %69 = "stablehlo.scatter"(%59, %68, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %70 = stablehlo.negate %0#19 : tensor<f64>
      %71 = stablehlo.convert %70 : tensor<f64>
      %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %73 = stablehlo.multiply %72, %0#17 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %75 = "stablehlo.scatter"(%69, %74, %73) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %76 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %77 = stablehlo.multiply %76, %75 : tensor<8x8x8x8xf64>
      %78 = stablehlo.broadcast_in_dim %0#13, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %80 = stablehlo.multiply %77, %79 : tensor<8x8x8x8xf64>
      %81 = stablehlo.not %0#14 : tensor<8x8x8xi1>
      %82 = stablehlo.convert %0#10 : tensor<8x8x8xf64>
      %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %85 = stablehlo.multiply %80, %84 : tensor<8x8x8x8xf64>
      %86 = func.call @_where_6(%81, %85, %80) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %86 : tensor<8x8x8x8xf64>
    }) : (tensor<i32>) -> tensor<8x8x8x8xf64>
    return %3 : tensor<8x8x8x8xf64>
  }
  func.func private @_eigenvector_building_blocks(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<f64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.slice %arg0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %13 = stablehlo.reshape %12 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %15 = stablehlo.reshape %14 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.divide %3, %1 : tensor<8x8x8xf64>
    %17 = stablehlo.divide %5, %1 : tensor<8x8x8xf64>
    %18 = stablehlo.divide %7, %1 : tensor<8x8x8xf64>
    %19 = stablehlo.multiply %16, %16 : tensor<8x8x8xf64>
    %20 = stablehlo.multiply %17, %17 : tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %22 = stablehlo.multiply %18, %18 : tensor<8x8x8xf64>
    %23 = stablehlo.add %21, %22 : tensor<8x8x8xf64>
    %24 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %25 = stablehlo.multiply %11, %11 : tensor<8x8x8xf64>
    %26 = stablehlo.add %24, %25 : tensor<8x8x8xf64>
    %27 = stablehlo.multiply %13, %13 : tensor<8x8x8xf64>
    %28 = stablehlo.add %26, %27 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.subtract %arg1, %cst : tensor<f64>
    %30 = stablehlo.multiply %1, %23 : tensor<8x8x8xf64>
    %31 = stablehlo.add %30, %28 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<8x8x8xf64>
    %34 = stablehlo.subtract %15, %33 : tensor<8x8x8xf64>
    %35 = stablehlo.convert %29 : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %37 = stablehlo.multiply %36, %34 : tensor<8x8x8xf64>
    %38 = stablehlo.convert %arg2 : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.compare LT, %1, %39, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %41 = stablehlo.convert %arg3 : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.compare LT, %37, %42, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %44 = stablehlo.or %40, %43 : tensor<8x8x8xi1>
    %45 = stablehlo.convert %arg2 : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.maximum %1, %46 : tensor<8x8x8xf64>
    %48 = call @_where(%44, %47, %1) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.convert %arg2 : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %51 = stablehlo.compare LT, %48, %50, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %52 = stablehlo.convert %arg3 : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %54 = stablehlo.compare LT, %37, %53, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %55 = stablehlo.or %51, %54 : tensor<8x8x8xi1>
    %56 = stablehlo.convert %arg3 : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %58 = stablehlo.maximum %37, %57 : tensor<8x8x8xf64>
    %59 = call @_where(%55, %58, %37) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %60 = stablehlo.convert %arg2 : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %62 = stablehlo.compare LT, %48, %61, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %63 = stablehlo.convert %arg3 : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %65 = stablehlo.compare LT, %59, %64, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %66 = stablehlo.or %62, %65 : tensor<8x8x8xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %67 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %68 = stablehlo.convert %67 : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %70 = stablehlo.divide %59, %69 : tensor<8x8x8xf64>
    %71 = stablehlo.multiply %48, %23 : tensor<8x8x8xf64>
    %72 = stablehlo.add %71, %28 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %74 = stablehlo.multiply %73, %72 : tensor<8x8x8xf64>
    %75 = stablehlo.add %70, %74 : tensor<8x8x8xf64>
    %76 = call @_where(%66, %75, %15) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %77 = stablehlo.add %76, %59 : tensor<8x8x8xf64>
    %78 = stablehlo.divide %77, %48 : tensor<8x8x8xf64>
    %79 = stablehlo.convert %arg2 : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %81 = stablehlo.maximum %48, %80 : tensor<8x8x8xf64>
    %82 = call @custom_roll_2(%81) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %83 = stablehlo.add %81, %82 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %85 = stablehlo.multiply %84, %83 : tensor<8x8x8xf64>
    %86 = stablehlo.convert %arg2 : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %88 = stablehlo.maximum %85, %87 : tensor<8x8x8xf64>
    %89 = call @custom_roll_2(%3) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %90 = stablehlo.add %3, %89 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %92 = stablehlo.multiply %91, %90 : tensor<8x8x8xf64>
    %93 = stablehlo.divide %92, %88 : tensor<8x8x8xf64>
    %94 = call @custom_roll_2(%5) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %95 = stablehlo.add %5, %94 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %97 = stablehlo.multiply %96, %95 : tensor<8x8x8xf64>
    %98 = stablehlo.divide %97, %88 : tensor<8x8x8xf64>
    %99 = call @custom_roll_2(%7) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %100 = stablehlo.add %7, %99 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %102 = stablehlo.multiply %101, %100 : tensor<8x8x8xf64>
    %103 = stablehlo.divide %102, %88 : tensor<8x8x8xf64>
    %104 = call @custom_roll_2(%9) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %105 = stablehlo.add %9, %104 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %106 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %107 = stablehlo.multiply %106, %105 : tensor<8x8x8xf64>
    %108 = call @custom_roll_2(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %109 = stablehlo.add %11, %108 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %110 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %111 = stablehlo.multiply %110, %109 : tensor<8x8x8xf64>
    %112 = call @custom_roll_2(%13) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %113 = stablehlo.add %13, %112 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %114 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %115 = stablehlo.multiply %114, %113 : tensor<8x8x8xf64>
    %116 = call @custom_roll_2(%78) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %117 = stablehlo.add %78, %116 : tensor<8x8x8xf64>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %118 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %119 = stablehlo.multiply %118, %117 : tensor<8x8x8xf64>
    %120 = stablehlo.multiply %93, %93 : tensor<8x8x8xf64>
    %121 = stablehlo.multiply %98, %98 : tensor<8x8x8xf64>
    %122 = stablehlo.add %120, %121 : tensor<8x8x8xf64>
    %123 = stablehlo.multiply %103, %103 : tensor<8x8x8xf64>
    %124 = stablehlo.add %122, %123 : tensor<8x8x8xf64>
    %125 = stablehlo.multiply %107, %107 : tensor<8x8x8xf64>
    %126 = stablehlo.multiply %111, %111 : tensor<8x8x8xf64>
    %127 = stablehlo.add %125, %126 : tensor<8x8x8xf64>
    %128 = stablehlo.multiply %115, %115 : tensor<8x8x8xf64>
    %129 = stablehlo.add %127, %128 : tensor<8x8x8xf64>
    %130 = stablehlo.divide %129, %88 : tensor<8x8x8xf64>
    %131 = stablehlo.multiply %107, %107 : tensor<8x8x8xf64>
    %132 = stablehlo.divide %131, %88 : tensor<8x8x8xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %133 = stablehlo.subtract %arg1, %cst_11 : tensor<f64>
    %134 = stablehlo.add %124, %130 : tensor<8x8x8xf64>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %136 = stablehlo.multiply %135, %134 : tensor<8x8x8xf64>
    %137 = stablehlo.subtract %119, %136 : tensor<8x8x8xf64>
    %138 = stablehlo.convert %133 : tensor<f64>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %140 = stablehlo.multiply %139, %137 : tensor<8x8x8xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %141 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %142 = stablehlo.maximum %141, %140 : tensor<8x8x8xf64>
    %cst_14 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %144 = stablehlo.maximum %142, %143 : tensor<8x8x8xf64>
    %145 = stablehlo.sqrt %144 : tensor<8x8x8xf64>
    %146 = stablehlo.add %130, %140 : tensor<8x8x8xf64>
    %147 = stablehlo.multiply %146, %146 : tensor<8x8x8xf64>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %148 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %149 = stablehlo.multiply %148, %132 : tensor<8x8x8xf64>
    %150 = stablehlo.multiply %149, %140 : tensor<8x8x8xf64>
    %151 = stablehlo.subtract %147, %150 : tensor<8x8x8xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %153 = stablehlo.maximum %152, %151 : tensor<8x8x8xf64>
    %cst_17 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %155 = stablehlo.maximum %153, %154 : tensor<8x8x8xf64>
    %156 = stablehlo.sqrt %155 : tensor<8x8x8xf64>
    %157 = stablehlo.add %130, %140 : tensor<8x8x8xf64>
    %158 = stablehlo.add %157, %156 : tensor<8x8x8xf64>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %160 = stablehlo.multiply %159, %158 : tensor<8x8x8xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %162 = stablehlo.maximum %161, %160 : tensor<8x8x8xf64>
    %cst_20 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %163 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %164 = stablehlo.maximum %162, %163 : tensor<8x8x8xf64>
    %165 = stablehlo.sqrt %164 : tensor<8x8x8xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %166 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %167 = stablehlo.maximum %166, %132 : tensor<8x8x8xf64>
    %cst_22 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %168 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %169 = stablehlo.maximum %167, %168 : tensor<8x8x8xf64>
    %170 = stablehlo.sqrt %169 : tensor<8x8x8xf64>
    %171 = stablehlo.add %130, %140 : tensor<8x8x8xf64>
    %172 = stablehlo.subtract %171, %156 : tensor<8x8x8xf64>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %173 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %174 = stablehlo.multiply %173, %172 : tensor<8x8x8xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %175 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %176 = stablehlo.maximum %175, %174 : tensor<8x8x8xf64>
    %cst_25 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %177 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %178 = stablehlo.maximum %176, %177 : tensor<8x8x8xf64>
    %179 = stablehlo.sqrt %178 : tensor<8x8x8xf64>
    %180 = stablehlo.multiply %111, %111 : tensor<8x8x8xf64>
    %181 = stablehlo.multiply %115, %115 : tensor<8x8x8xf64>
    %182 = stablehlo.add %180, %181 : tensor<8x8x8xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %183 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %184 = stablehlo.compare GE, %107, %183, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_28 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %185 = call @_where_3(%184, %cst_27, %cst_28) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_29 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %186 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %187 = stablehlo.maximum %182, %186 : tensor<8x8x8xf64>
    %cst_30 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %188 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %189 = stablehlo.compare GE, %182, %188, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %190 = stablehlo.sqrt %187 : tensor<8x8x8xf64>
    %191 = stablehlo.divide %111, %190 : tensor<8x8x8xf64>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %192 = stablehlo.sqrt %cst_31 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %193 = stablehlo.divide %cst_32, %192 : tensor<f64>
    %194 = call @_where_4(%189, %191, %193) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_33 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %195 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %196 = stablehlo.compare GE, %182, %195, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %197 = stablehlo.sqrt %187 : tensor<8x8x8xf64>
    %198 = stablehlo.divide %115, %197 : tensor<8x8x8xf64>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %199 = stablehlo.sqrt %cst_34 : tensor<f64>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %200 = stablehlo.divide %cst_35, %199 : tensor<f64>
    %201 = call @_where_4(%196, %198, %200) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %202 = stablehlo.multiply %165, %165 : tensor<8x8x8xf64>
    %203 = stablehlo.multiply %179, %179 : tensor<8x8x8xf64>
    %204 = stablehlo.subtract %202, %203 : tensor<8x8x8xf64>
    %cst_36 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %205 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %206 = stablehlo.maximum %204, %205 : tensor<8x8x8xf64>
    %cst_37 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %207 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %208 = stablehlo.compare GE, %204, %207, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %209 = stablehlo.multiply %179, %179 : tensor<8x8x8xf64>
    %210 = stablehlo.subtract %140, %209 : tensor<8x8x8xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %211 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %212 = stablehlo.maximum %211, %210 : tensor<8x8x8xf64>
    %cst_39 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %213 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %214 = stablehlo.maximum %212, %213 : tensor<8x8x8xf64>
    %215 = stablehlo.sqrt %214 : tensor<8x8x8xf64>
    %cst_40 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %216 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %217 = stablehlo.maximum %206, %216 : tensor<8x8x8xf64>
    %218 = stablehlo.sqrt %217 : tensor<8x8x8xf64>
    %219 = stablehlo.divide %215, %218 : tensor<8x8x8xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %220 = call @_where_4(%208, %219, %cst_41) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_42 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %221 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %222 = stablehlo.compare GE, %204, %221, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %223 = stablehlo.multiply %165, %165 : tensor<8x8x8xf64>
    %224 = stablehlo.subtract %223, %140 : tensor<8x8x8xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %225 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %226 = stablehlo.maximum %225, %224 : tensor<8x8x8xf64>
    %cst_44 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %227 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %228 = stablehlo.maximum %226, %227 : tensor<8x8x8xf64>
    %229 = stablehlo.sqrt %228 : tensor<8x8x8xf64>
    %cst_45 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %230 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %231 = stablehlo.maximum %206, %230 : tensor<8x8x8xf64>
    %232 = stablehlo.sqrt %231 : tensor<8x8x8xf64>
    %233 = stablehlo.divide %229, %232 : tensor<8x8x8xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %234 = call @_where_4(%222, %233, %cst_46) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_47 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %235 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %236 = stablehlo.maximum %88, %235 : tensor<8x8x8xf64>
    %237 = stablehlo.sqrt %236 : tensor<8x8x8xf64>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %238 = stablehlo.subtract %cst_48, %arg1 : tensor<f64>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %239 = stablehlo.subtract %arg1, %cst_49 : tensor<f64>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %240 = stablehlo.multiply %cst_50, %239 : tensor<f64>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %241 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %242 = stablehlo.compare GT, %140, %241, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %243 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %244 = stablehlo.divide %243, %140 : tensor<8x8x8xf64>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %245 = call @_where_4(%242, %244, %cst_53) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %246 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %247 = stablehlo.compare NE, %111, %246, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %248 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %249 = stablehlo.compare GE, %111, %248, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_57 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %250 = call @_where_3(%249, %cst_56, %cst_57) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %251 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %252 = stablehlo.compare GE, %115, %251, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_60 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %253 = call @_where_3(%252, %cst_59, %cst_60) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %254 = call @_where_5(%247, %250, %253) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %255 = stablehlo.compare GE, %145, %170, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    return %237, %93, %98, %103, %124, %111, %115, %194, %201, %185, %254, %145, %140, %245, %255, %165, %179, %220, %234, %238, %240 : tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<f64>
  }
  func.func private @custom_roll_2(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_3(%arg0: tensor<8x8x8xi1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_4(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_5(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %0 : tensor<8x8x8xf64>
  }
  func.func private @_where_6(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8x8xf64>, %arg2: tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf64>
    return %1 : tensor<8x8x8x8xf64>
  }
  func.func private @custom_roll_7(%arg0: tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 6:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x2x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:8, 0:6, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x6x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x2x8x8xf64>, tensor<8x6x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %2 : tensor<8x8x8x8xf64>
  }
  func.func private @custom_roll_8(%arg0: tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 3:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x5x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:8, 0:3, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<8x3x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x5x8x8xf64>, tensor<8x3x8x8xf64>) -> tensor<8x8x8x8xf64>
    return %2 : tensor<8x8x8x8xf64>
  }
  func.func private @custom_roll_9(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [6:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<2x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:6, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<6x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x8x8xf64>, tensor<6x8x8xf64>) -> tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @custom_roll_10(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @custom_roll_11(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [2:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<6x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:2, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<2x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<6x8x8xf64>, tensor<2x8x8xf64>) -> tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @custom_roll_12(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [3:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<5x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:3, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<3x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<5x8x8xf64>, tensor<3x8x8xf64>) -> tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_eigen_R_col(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<i64>) -> tensor<8x8x8x8xf64> {
    %0:17 = call @_eigenvector_building_blocks_13(%arg0, %arg3, %arg1, %arg2) : (tensor<8x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>)
    %1 = stablehlo.convert %arg4 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.clamp %c, %1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %7 = stablehlo.subtract %0#1, %0#12 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#14, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %11 = stablehlo.multiply %0#14, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#5 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.add %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %19 = stablehlo.multiply %0#14, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#6 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.add %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.multiply %0#9, %0#15 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %27, %0#5 : tensor<8x8x8xf64>
      %29 = stablehlo.divide %28, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%26, %30, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %32 = stablehlo.multiply %0#9, %0#15 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %32, %0#6 : tensor<8x8x8xf64>
      %34 = stablehlo.divide %33, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.scatter"(%31, %35, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %37 = stablehlo.multiply %0#12, %0#12 : tensor<8x8x8xf64>
      %38 = stablehlo.multiply %0#12, %0#1 : tensor<8x8x8xf64>
      %39 = stablehlo.subtract %37, %38 : tensor<8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#4 : tensor<8x8x8xf64>
      %42 = stablehlo.add %39, %41 : tensor<8x8x8xf64>
      %43 = stablehlo.convert %0#16 : tensor<f64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %45 = stablehlo.multiply %44, %0#10 : tensor<8x8x8xf64>
      %46 = stablehlo.subtract %42, %45 : tensor<8x8x8xf64>
      %47 = stablehlo.multiply %0#14, %46 : tensor<8x8x8xf64>
      %48 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %49 = stablehlo.multiply %0#5, %0#2 : tensor<8x8x8xf64>
      %50 = stablehlo.multiply %0#6, %0#3 : tensor<8x8x8xf64>
      %51 = stablehlo.add %49, %50 : tensor<8x8x8xf64>
      %52 = stablehlo.multiply %48, %51 : tensor<8x8x8xf64>
      %53 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %52, %53 : tensor<8x8x8xf64>
      %55 = stablehlo.add %47, %54 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %56 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %57 = "stablehlo.scatter"(%36, %56, %55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %58 = stablehlo.not %0#11 : tensor<8x8x8xi1>
      %59 = stablehlo.convert %0#8 : tensor<8x8x8xf64>
      %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %62 = stablehlo.multiply %57, %61 : tensor<8x8x8x8xf64>
      %63 = func.call @_where_6(%58, %62, %57) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %63 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %10 = "stablehlo.scatter"(%7, %8, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %11 = stablehlo.negate %0#6 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%10, %12, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%13, %14, %0#5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %16 = stablehlo.negate %0#6 : tensor<8x8x8xf64>
      %17 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %18 = stablehlo.multiply %16, %17 : tensor<8x8x8xf64>
      %19 = stablehlo.divide %18, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<6> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %21 = "stablehlo.scatter"(%15, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %22 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %0#5, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.divide %23, %0#0 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<7> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%21, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.multiply %0#5, %0#3 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %0#6, %0#2 : tensor<8x8x8xf64>
      %29 = stablehlo.subtract %27, %28 : tensor<8x8x8xf64>
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%26, %30, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %31 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %7 = stablehlo.subtract %0#1, %0#13 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#15, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %11 = stablehlo.multiply %0#15, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#5 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.subtract %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %19 = stablehlo.multiply %0#15, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#6 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.subtract %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.negate %0#9 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %27, %0#14 : tensor<8x8x8xf64>
      %29 = stablehlo.multiply %28, %0#5 : tensor<8x8x8xf64>
      %30 = stablehlo.divide %29, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %32 = "stablehlo.scatter"(%26, %31, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %33 = stablehlo.negate %0#9 : tensor<8x8x8xf64>
      %34 = stablehlo.multiply %33, %0#14 : tensor<8x8x8xf64>
      %35 = stablehlo.multiply %34, %0#6 : tensor<8x8x8xf64>
      %36 = stablehlo.divide %35, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %38 = "stablehlo.scatter"(%32, %37, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %39 = stablehlo.multiply %0#13, %0#13 : tensor<8x8x8xf64>
      %40 = stablehlo.multiply %0#13, %0#1 : tensor<8x8x8xf64>
      %41 = stablehlo.subtract %39, %40 : tensor<8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %43 = stablehlo.multiply %42, %0#4 : tensor<8x8x8xf64>
      %44 = stablehlo.add %41, %43 : tensor<8x8x8xf64>
      %45 = stablehlo.convert %0#16 : tensor<f64>
      %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %47 = stablehlo.multiply %46, %0#10 : tensor<8x8x8xf64>
      %48 = stablehlo.subtract %44, %47 : tensor<8x8x8xf64>
      %49 = stablehlo.multiply %0#15, %48 : tensor<8x8x8xf64>
      %50 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %51 = stablehlo.multiply %0#5, %0#2 : tensor<8x8x8xf64>
      %52 = stablehlo.multiply %0#6, %0#3 : tensor<8x8x8xf64>
      %53 = stablehlo.add %51, %52 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %50, %53 : tensor<8x8x8xf64>
      %55 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %56 = stablehlo.multiply %54, %55 : tensor<8x8x8xf64>
      %57 = stablehlo.subtract %49, %56 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %58 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %59 = "stablehlo.scatter"(%38, %58, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %60 = stablehlo.convert %0#8 : tensor<8x8x8xf64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %63 = stablehlo.multiply %59, %62 : tensor<8x8x8x8xf64>
      %64 = func.call @_where_6(%0#11, %63, %59) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %64 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.scatter"(%7, %8, %0#1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %11 = "stablehlo.scatter"(%9, %10, %0#2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%11, %12, %0#3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %16 = "stablehlo.scatter"(%13, %14, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_8 = stablehlo.constant dense<7> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %18 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %19 = "stablehlo.scatter"(%16, %17, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#4 : tensor<8x8x8xf64>
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %23 = "stablehlo.scatter"(%19, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %23 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %7 = stablehlo.add %0#1, %0#13 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#15, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %11 = stablehlo.multiply %0#15, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#5 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.add %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %19 = stablehlo.multiply %0#15, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#6 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.add %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.negate %0#9 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %27, %0#14 : tensor<8x8x8xf64>
      %29 = stablehlo.multiply %28, %0#5 : tensor<8x8x8xf64>
      %30 = stablehlo.divide %29, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %32 = "stablehlo.scatter"(%26, %31, %30) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %33 = stablehlo.negate %0#9 : tensor<8x8x8xf64>
      %34 = stablehlo.multiply %33, %0#14 : tensor<8x8x8xf64>
      %35 = stablehlo.multiply %34, %0#6 : tensor<8x8x8xf64>
      %36 = stablehlo.divide %35, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %38 = "stablehlo.scatter"(%32, %37, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %39 = stablehlo.multiply %0#13, %0#13 : tensor<8x8x8xf64>
      %40 = stablehlo.multiply %0#13, %0#1 : tensor<8x8x8xf64>
      %41 = stablehlo.add %39, %40 : tensor<8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %43 = stablehlo.multiply %42, %0#4 : tensor<8x8x8xf64>
      %44 = stablehlo.add %41, %43 : tensor<8x8x8xf64>
      %45 = stablehlo.convert %0#16 : tensor<f64>
      %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %47 = stablehlo.multiply %46, %0#10 : tensor<8x8x8xf64>
      %48 = stablehlo.subtract %44, %47 : tensor<8x8x8xf64>
      %49 = stablehlo.multiply %0#15, %48 : tensor<8x8x8xf64>
      %50 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %51 = stablehlo.multiply %0#5, %0#2 : tensor<8x8x8xf64>
      %52 = stablehlo.multiply %0#6, %0#3 : tensor<8x8x8xf64>
      %53 = stablehlo.add %51, %52 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %50, %53 : tensor<8x8x8xf64>
      %55 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %56 = stablehlo.multiply %54, %55 : tensor<8x8x8xf64>
      %57 = stablehlo.add %49, %56 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %58 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %59 = "stablehlo.scatter"(%38, %58, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %60 = stablehlo.convert %0#8 : tensor<8x8x8xf64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %63 = stablehlo.multiply %59, %62 : tensor<8x8x8x8xf64>
      %64 = func.call @_where_6(%0#11, %63, %59) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %64 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %10 = "stablehlo.scatter"(%7, %8, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %11 = stablehlo.negate %0#6 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%10, %12, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%13, %14, %0#5) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %16 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %17 = stablehlo.multiply %0#6, %16 : tensor<8x8x8xf64>
      %18 = stablehlo.divide %17, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<6> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.scatter"(%15, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %21 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.divide %23, %0#0 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<7> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%20, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.multiply %0#5, %0#3 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %0#6, %0#2 : tensor<8x8x8xf64>
      %29 = stablehlo.subtract %27, %28 : tensor<8x8x8xf64>
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%26, %30, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %31 : tensor<8x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %7 = stablehlo.add %0#1, %0#12 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#14, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %11 = stablehlo.multiply %0#14, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#5 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.subtract %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %19 = stablehlo.multiply %0#14, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#6 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.subtract %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %27 = stablehlo.multiply %0#9, %0#15 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %27, %0#5 : tensor<8x8x8xf64>
      %29 = stablehlo.divide %28, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
      %30 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %31 = "stablehlo.scatter"(%26, %30, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %32 = stablehlo.multiply %0#9, %0#15 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %32, %0#6 : tensor<8x8x8xf64>
      %34 = stablehlo.divide %33, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<7> : tensor<i32>
      %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.scatter"(%31, %35, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %37 = stablehlo.multiply %0#12, %0#12 : tensor<8x8x8xf64>
      %38 = stablehlo.multiply %0#12, %0#1 : tensor<8x8x8xf64>
      %39 = stablehlo.add %37, %38 : tensor<8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#4 : tensor<8x8x8xf64>
      %42 = stablehlo.add %39, %41 : tensor<8x8x8xf64>
      %43 = stablehlo.convert %0#16 : tensor<f64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %45 = stablehlo.multiply %44, %0#10 : tensor<8x8x8xf64>
      %46 = stablehlo.subtract %42, %45 : tensor<8x8x8xf64>
      %47 = stablehlo.multiply %0#14, %46 : tensor<8x8x8xf64>
      %48 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %49 = stablehlo.multiply %0#5, %0#2 : tensor<8x8x8xf64>
      %50 = stablehlo.multiply %0#6, %0#3 : tensor<8x8x8xf64>
      %51 = stablehlo.add %49, %50 : tensor<8x8x8xf64>
      %52 = stablehlo.multiply %48, %51 : tensor<8x8x8xf64>
      %53 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %54 = stablehlo.multiply %52, %53 : tensor<8x8x8xf64>
      %55 = stablehlo.subtract %47, %54 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %56 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %57 = "stablehlo.scatter"(%36, %56, %55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
        stablehlo.return %arg6 : tensor<f64>
      }) : (tensor<8x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %58 = stablehlo.not %0#11 : tensor<8x8x8xi1>
      %59 = stablehlo.convert %0#8 : tensor<8x8x8xf64>
      %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      %62 = stablehlo.multiply %57, %61 : tensor<8x8x8x8xf64>
      %63 = func.call @_where_6(%58, %62, %57) : (tensor<8x8x8xi1>, tensor<8x8x8x8xf64>, tensor<8x8x8x8xf64>) -> tensor<8x8x8x8xf64>
      stablehlo.return %63 : tensor<8x8x8x8xf64>
    }) : (tensor<i32>) -> tensor<8x8x8x8xf64>
    return %3 : tensor<8x8x8x8xf64>
  }
  func.func private @_eigenvector_building_blocks_13(%arg0: tensor<8x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.slice %arg0 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %13 = stablehlo.reshape %12 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %15 = stablehlo.reshape %14 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.divide %3, %1 : tensor<8x8x8xf64>
    %17 = stablehlo.divide %5, %1 : tensor<8x8x8xf64>
    %18 = stablehlo.divide %7, %1 : tensor<8x8x8xf64>
    %19 = stablehlo.multiply %16, %16 : tensor<8x8x8xf64>
    %20 = stablehlo.multiply %17, %17 : tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %22 = stablehlo.multiply %18, %18 : tensor<8x8x8xf64>
    %23 = stablehlo.add %21, %22 : tensor<8x8x8xf64>
    %24 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %25 = stablehlo.multiply %11, %11 : tensor<8x8x8xf64>
    %26 = stablehlo.add %24, %25 : tensor<8x8x8xf64>
    %27 = stablehlo.multiply %13, %13 : tensor<8x8x8xf64>
    %28 = stablehlo.add %26, %27 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.subtract %arg1, %cst : tensor<f64>
    %30 = stablehlo.multiply %1, %23 : tensor<8x8x8xf64>
    %31 = stablehlo.add %30, %28 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<8x8x8xf64>
    %34 = stablehlo.subtract %15, %33 : tensor<8x8x8xf64>
    %35 = stablehlo.convert %29 : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %37 = stablehlo.multiply %36, %34 : tensor<8x8x8xf64>
    %38 = stablehlo.convert %arg2 : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.compare LT, %1, %39, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %41 = stablehlo.convert %arg3 : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.compare LT, %37, %42, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %44 = stablehlo.or %40, %43 : tensor<8x8x8xi1>
    %45 = stablehlo.convert %arg2 : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.maximum %1, %46 : tensor<8x8x8xf64>
    %48 = call @_where(%44, %47, %1) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.convert %arg2 : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %51 = stablehlo.compare LT, %48, %50, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %52 = stablehlo.convert %arg3 : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %54 = stablehlo.compare LT, %37, %53, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %55 = stablehlo.or %51, %54 : tensor<8x8x8xi1>
    %56 = stablehlo.convert %arg3 : tensor<f64>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %58 = stablehlo.maximum %37, %57 : tensor<8x8x8xf64>
    %59 = call @_where(%55, %58, %37) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %60 = stablehlo.convert %arg2 : tensor<f64>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %62 = stablehlo.compare LT, %48, %61, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %63 = stablehlo.convert %arg3 : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %65 = stablehlo.compare LT, %59, %64, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %66 = stablehlo.or %62, %65 : tensor<8x8x8xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %67 = stablehlo.subtract %arg1, %cst_1 : tensor<f64>
    %68 = stablehlo.convert %67 : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %70 = stablehlo.divide %59, %69 : tensor<8x8x8xf64>
    %71 = stablehlo.multiply %48, %23 : tensor<8x8x8xf64>
    %72 = stablehlo.add %71, %28 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %74 = stablehlo.multiply %73, %72 : tensor<8x8x8xf64>
    %75 = stablehlo.add %70, %74 : tensor<8x8x8xf64>
    %76 = call @_where(%66, %75, %15) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %77 = stablehlo.add %76, %59 : tensor<8x8x8xf64>
    %78 = stablehlo.divide %77, %48 : tensor<8x8x8xf64>
    %79 = stablehlo.convert %arg2 : tensor<f64>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %81 = stablehlo.maximum %48, %80 : tensor<8x8x8xf64>
    %82 = call @custom_roll_2(%81) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %83 = stablehlo.add %81, %82 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %85 = stablehlo.multiply %84, %83 : tensor<8x8x8xf64>
    %86 = stablehlo.convert %arg2 : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %88 = stablehlo.maximum %85, %87 : tensor<8x8x8xf64>
    %89 = call @custom_roll_2(%3) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %90 = stablehlo.add %3, %89 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %92 = stablehlo.multiply %91, %90 : tensor<8x8x8xf64>
    %93 = stablehlo.divide %92, %88 : tensor<8x8x8xf64>
    %94 = call @custom_roll_2(%5) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %95 = stablehlo.add %5, %94 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %97 = stablehlo.multiply %96, %95 : tensor<8x8x8xf64>
    %98 = stablehlo.divide %97, %88 : tensor<8x8x8xf64>
    %99 = call @custom_roll_2(%7) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %100 = stablehlo.add %7, %99 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %101 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %102 = stablehlo.multiply %101, %100 : tensor<8x8x8xf64>
    %103 = stablehlo.divide %102, %88 : tensor<8x8x8xf64>
    %104 = call @custom_roll_2(%9) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %105 = stablehlo.add %9, %104 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %106 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %107 = stablehlo.multiply %106, %105 : tensor<8x8x8xf64>
    %108 = call @custom_roll_2(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %109 = stablehlo.add %11, %108 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %110 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %111 = stablehlo.multiply %110, %109 : tensor<8x8x8xf64>
    %112 = call @custom_roll_2(%13) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %113 = stablehlo.add %13, %112 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %114 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %115 = stablehlo.multiply %114, %113 : tensor<8x8x8xf64>
    %116 = call @custom_roll_2(%78) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %117 = stablehlo.add %78, %116 : tensor<8x8x8xf64>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %118 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %119 = stablehlo.multiply %118, %117 : tensor<8x8x8xf64>
    %120 = stablehlo.multiply %93, %93 : tensor<8x8x8xf64>
    %121 = stablehlo.multiply %98, %98 : tensor<8x8x8xf64>
    %122 = stablehlo.add %120, %121 : tensor<8x8x8xf64>
    %123 = stablehlo.multiply %103, %103 : tensor<8x8x8xf64>
    %124 = stablehlo.add %122, %123 : tensor<8x8x8xf64>
    %125 = stablehlo.multiply %107, %107 : tensor<8x8x8xf64>
    %126 = stablehlo.multiply %111, %111 : tensor<8x8x8xf64>
    %127 = stablehlo.add %125, %126 : tensor<8x8x8xf64>
    %128 = stablehlo.multiply %115, %115 : tensor<8x8x8xf64>
    %129 = stablehlo.add %127, %128 : tensor<8x8x8xf64>
    %130 = stablehlo.divide %129, %88 : tensor<8x8x8xf64>
    %131 = stablehlo.multiply %107, %107 : tensor<8x8x8xf64>
    %132 = stablehlo.divide %131, %88 : tensor<8x8x8xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %133 = stablehlo.subtract %arg1, %cst_11 : tensor<f64>
    %134 = stablehlo.add %124, %130 : tensor<8x8x8xf64>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %135 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %136 = stablehlo.multiply %135, %134 : tensor<8x8x8xf64>
    %137 = stablehlo.subtract %119, %136 : tensor<8x8x8xf64>
    %138 = stablehlo.convert %133 : tensor<f64>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %140 = stablehlo.multiply %139, %137 : tensor<8x8x8xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %141 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %142 = stablehlo.maximum %141, %140 : tensor<8x8x8xf64>
    %cst_14 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %144 = stablehlo.maximum %142, %143 : tensor<8x8x8xf64>
    %145 = stablehlo.sqrt %144 : tensor<8x8x8xf64>
    %146 = stablehlo.add %130, %140 : tensor<8x8x8xf64>
    %147 = stablehlo.multiply %146, %146 : tensor<8x8x8xf64>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %148 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %149 = stablehlo.multiply %148, %132 : tensor<8x8x8xf64>
    %150 = stablehlo.multiply %149, %140 : tensor<8x8x8xf64>
    %151 = stablehlo.subtract %147, %150 : tensor<8x8x8xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %153 = stablehlo.maximum %152, %151 : tensor<8x8x8xf64>
    %cst_17 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %155 = stablehlo.maximum %153, %154 : tensor<8x8x8xf64>
    %156 = stablehlo.sqrt %155 : tensor<8x8x8xf64>
    %157 = stablehlo.add %130, %140 : tensor<8x8x8xf64>
    %158 = stablehlo.add %157, %156 : tensor<8x8x8xf64>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %160 = stablehlo.multiply %159, %158 : tensor<8x8x8xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %162 = stablehlo.maximum %161, %160 : tensor<8x8x8xf64>
    %cst_20 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %163 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %164 = stablehlo.maximum %162, %163 : tensor<8x8x8xf64>
    %165 = stablehlo.sqrt %164 : tensor<8x8x8xf64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %166 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %167 = stablehlo.maximum %166, %132 : tensor<8x8x8xf64>
    %cst_22 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %168 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %169 = stablehlo.maximum %167, %168 : tensor<8x8x8xf64>
    %170 = stablehlo.sqrt %169 : tensor<8x8x8xf64>
    %171 = stablehlo.add %130, %140 : tensor<8x8x8xf64>
    %172 = stablehlo.subtract %171, %156 : tensor<8x8x8xf64>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %173 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %174 = stablehlo.multiply %173, %172 : tensor<8x8x8xf64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %175 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %176 = stablehlo.maximum %175, %174 : tensor<8x8x8xf64>
    %cst_25 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %177 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %178 = stablehlo.maximum %176, %177 : tensor<8x8x8xf64>
    %179 = stablehlo.sqrt %178 : tensor<8x8x8xf64>
    %180 = stablehlo.multiply %111, %111 : tensor<8x8x8xf64>
    %181 = stablehlo.multiply %115, %115 : tensor<8x8x8xf64>
    %182 = stablehlo.add %180, %181 : tensor<8x8x8xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %183 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %184 = stablehlo.compare GE, %107, %183, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_28 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %185 = call @_where_3(%184, %cst_27, %cst_28) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_29 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %186 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %187 = stablehlo.maximum %182, %186 : tensor<8x8x8xf64>
    %cst_30 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %188 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %189 = stablehlo.compare GE, %182, %188, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %190 = stablehlo.sqrt %187 : tensor<8x8x8xf64>
    %191 = stablehlo.divide %111, %190 : tensor<8x8x8xf64>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %192 = stablehlo.sqrt %cst_31 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %193 = stablehlo.divide %cst_32, %192 : tensor<f64>
    %194 = call @_where_4(%189, %191, %193) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_33 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %195 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %196 = stablehlo.compare GE, %182, %195, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %197 = stablehlo.sqrt %187 : tensor<8x8x8xf64>
    %198 = stablehlo.divide %115, %197 : tensor<8x8x8xf64>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %199 = stablehlo.sqrt %cst_34 : tensor<f64>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %200 = stablehlo.divide %cst_35, %199 : tensor<f64>
    %201 = call @_where_4(%196, %198, %200) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %202 = stablehlo.multiply %165, %165 : tensor<8x8x8xf64>
    %203 = stablehlo.multiply %179, %179 : tensor<8x8x8xf64>
    %204 = stablehlo.subtract %202, %203 : tensor<8x8x8xf64>
    %cst_36 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %205 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %206 = stablehlo.maximum %204, %205 : tensor<8x8x8xf64>
    %cst_37 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %207 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %208 = stablehlo.compare GE, %204, %207, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %209 = stablehlo.multiply %179, %179 : tensor<8x8x8xf64>
    %210 = stablehlo.subtract %140, %209 : tensor<8x8x8xf64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %211 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %212 = stablehlo.maximum %211, %210 : tensor<8x8x8xf64>
    %cst_39 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %213 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %214 = stablehlo.maximum %212, %213 : tensor<8x8x8xf64>
    %215 = stablehlo.sqrt %214 : tensor<8x8x8xf64>
    %cst_40 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %216 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %217 = stablehlo.maximum %206, %216 : tensor<8x8x8xf64>
    %218 = stablehlo.sqrt %217 : tensor<8x8x8xf64>
    %219 = stablehlo.divide %215, %218 : tensor<8x8x8xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %220 = call @_where_4(%208, %219, %cst_41) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_42 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %221 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %222 = stablehlo.compare GE, %204, %221, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %223 = stablehlo.multiply %165, %165 : tensor<8x8x8xf64>
    %224 = stablehlo.subtract %223, %140 : tensor<8x8x8xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %225 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %226 = stablehlo.maximum %225, %224 : tensor<8x8x8xf64>
    %cst_44 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %227 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %228 = stablehlo.maximum %226, %227 : tensor<8x8x8xf64>
    %229 = stablehlo.sqrt %228 : tensor<8x8x8xf64>
    %cst_45 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %230 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %231 = stablehlo.maximum %206, %230 : tensor<8x8x8xf64>
    %232 = stablehlo.sqrt %231 : tensor<8x8x8xf64>
    %233 = stablehlo.divide %229, %232 : tensor<8x8x8xf64>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %234 = call @_where_4(%222, %233, %cst_46) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_47 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %235 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %236 = stablehlo.maximum %88, %235 : tensor<8x8x8xf64>
    %237 = stablehlo.sqrt %236 : tensor<8x8x8xf64>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %238 = stablehlo.subtract %arg1, %cst_48 : tensor<f64>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %239 = stablehlo.subtract %arg1, %cst_49 : tensor<f64>
    %240 = stablehlo.divide %238, %239 : tensor<f64>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %241 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %242 = stablehlo.compare NE, %111, %241, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %243 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %244 = stablehlo.compare GE, %111, %243, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_53 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %245 = call @_where_3(%244, %cst_52, %cst_53) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %246 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %247 = stablehlo.compare GE, %115, %246, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_56 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %248 = call @_where_3(%247, %cst_55, %cst_56) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %249 = call @_where_5(%242, %245, %248) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %250 = stablehlo.compare GE, %145, %170, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    return %237, %93, %98, %103, %124, %194, %201, %185, %249, %145, %140, %250, %165, %179, %220, %234, %240 : tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>
  }
}
