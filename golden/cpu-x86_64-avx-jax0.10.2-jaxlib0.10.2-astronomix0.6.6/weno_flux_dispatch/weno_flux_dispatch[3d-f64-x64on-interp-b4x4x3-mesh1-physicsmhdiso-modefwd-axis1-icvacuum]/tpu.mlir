module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x8x8x8xf64>) -> (tensor<7x8x8x8xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_weno_flux_y_native(%arg0, %cst, %cst_0) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<7x8x8x8xf64>
    return %0 : tensor<7x8x8x8xf64>
  }
  func.func private @_weno_flux_y_native(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1, 3] : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %1 = stablehlo.slice %0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %2 = stablehlo.reshape %1 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %0 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.slice %0 [4:5, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %0 [5:6, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = "stablehlo.scatter"(%0, %9, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = "stablehlo.scatter"(%10, %11, %2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = "stablehlo.scatter"(%12, %13, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%14, %15, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %17 = call @_weno_flux_x_native(%16, %arg1, %arg2) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<7x8x8x8xf64>
    %18 = stablehlo.transpose %17, dims = [0, 2, 1, 3] : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %19 = stablehlo.slice %18 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %20 = stablehlo.reshape %19 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.slice %18 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %22 = stablehlo.reshape %21 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.slice %18 [4:5, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %24 = stablehlo.reshape %23 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.slice %18 [5:6, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%18, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.scatter"(%28, %29, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.scatter"(%30, %31, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %34 = "stablehlo.scatter"(%32, %33, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %34 : tensor<7x8x8x8xf64>
  }
  func.func private @_weno_flux_x_native(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<7x8x8x8xf64> {
    %0 = call @primitive_state_from_conserved_isothermal(%arg0, %arg2) : (tensor<7x8x8x8xf64>, tensor<f64>) -> tensor<7x8x8x8xf64>
    %1 = stablehlo.slice %0 [0:1, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %2 = stablehlo.reshape %1 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %4 = stablehlo.reshape %3 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %5 = stablehlo.slice %0 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %0 [3:4, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.slice %0 [4:5, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %10 = stablehlo.reshape %9 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %11 = stablehlo.slice %0 [5:6, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %12 = stablehlo.reshape %11 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %13 = stablehlo.slice %0 [6:7, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %14 = stablehlo.reshape %13 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.multiply %10, %10 : tensor<8x8x8xf64>
    %16 = stablehlo.multiply %12, %12 : tensor<8x8x8xf64>
    %17 = stablehlo.add %15, %16 : tensor<8x8x8xf64>
    %18 = stablehlo.multiply %14, %14 : tensor<8x8x8xf64>
    %19 = stablehlo.add %17, %18 : tensor<8x8x8xf64>
    %20 = stablehlo.multiply %arg1, %arg1 : tensor<f64>
    %21 = stablehlo.convert %20 : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.multiply %22, %2 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.multiply %24, %19 : tensor<8x8x8xf64>
    %26 = stablehlo.add %23, %25 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
    %28 = stablehlo.multiply %2, %4 : tensor<8x8x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %30 = "stablehlo.scatter"(%27, %29, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %31 = stablehlo.multiply %4, %4 : tensor<8x8x8xf64>
    %32 = stablehlo.multiply %2, %31 : tensor<8x8x8xf64>
    %33 = stablehlo.add %32, %26 : tensor<8x8x8xf64>
    %34 = stablehlo.multiply %10, %10 : tensor<8x8x8xf64>
    %35 = stablehlo.subtract %33, %34 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.scatter"(%30, %36, %35) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %38 = stablehlo.multiply %2, %4 : tensor<8x8x8xf64>
    %39 = stablehlo.multiply %38, %6 : tensor<8x8x8xf64>
    %40 = stablehlo.multiply %10, %12 : tensor<8x8x8xf64>
    %41 = stablehlo.subtract %39, %40 : tensor<8x8x8xf64>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.scatter"(%37, %42, %41) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %44 = stablehlo.multiply %2, %4 : tensor<8x8x8xf64>
    %45 = stablehlo.multiply %44, %8 : tensor<8x8x8xf64>
    %46 = stablehlo.multiply %10, %14 : tensor<8x8x8xf64>
    %47 = stablehlo.subtract %45, %46 : tensor<8x8x8xf64>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %49 = "stablehlo.scatter"(%43, %48, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %52 = "stablehlo.scatter"(%49, %50, %51) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %53 = stablehlo.multiply %12, %4 : tensor<8x8x8xf64>
    %54 = stablehlo.multiply %10, %6 : tensor<8x8x8xf64>
    %55 = stablehlo.subtract %53, %54 : tensor<8x8x8xf64>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %57 = "stablehlo.scatter"(%52, %56, %55) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %58 = stablehlo.multiply %14, %4 : tensor<8x8x8xf64>
    %59 = stablehlo.multiply %10, %8 : tensor<8x8x8xf64>
    %60 = stablehlo.subtract %58, %59 : tensor<8x8x8xf64>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %62 = "stablehlo.scatter"(%57, %61, %60) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %63 = call @custom_roll(%62) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %64 = stablehlo.negate %63 : tensor<7x8x8x8xf64>
    %cst_8 = stablehlo.constant dense<7.000000e+00> : tensor<f64>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
    %66 = stablehlo.multiply %65, %62 : tensor<7x8x8x8xf64>
    %67 = stablehlo.add %64, %66 : tensor<7x8x8x8xf64>
    %68 = call @custom_roll_0(%62) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %cst_9 = stablehlo.constant dense<7.000000e+00> : tensor<f64>
    %69 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
    %70 = stablehlo.multiply %69, %68 : tensor<7x8x8x8xf64>
    %71 = stablehlo.add %67, %70 : tensor<7x8x8x8xf64>
    %72 = call @custom_roll_1(%62) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %73 = stablehlo.subtract %71, %72 : tensor<7x8x8x8xf64>
    %cst_10 = stablehlo.constant dense<0.083333333333333329> : tensor<f64>
    %74 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
    %75 = stablehlo.multiply %74, %73 : tensor<7x8x8x8xf64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %76:7 = stablehlo.while(%iterArg = %arg0, %iterArg_13 = %arg1, %iterArg_14 = %arg2, %iterArg_15 = %62, %iterArg_16 = %c_12, %iterArg_17 = %c_11, %iterArg_18 = %75) : tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<7x8x8x8xf64>, tensor<i64>, tensor<i64>, tensor<7x8x8x8xf64>
    cond {
      %c_19 = stablehlo.constant dense<6> : tensor<i64>
      %77 = stablehlo.compare LT, %iterArg_16, %c_19, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %77 : tensor<i1>
    } do {
      %77:2 = func.call @closed_call(%iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<7x8x8x8xf64>, tensor<i64>, tensor<7x8x8x8xf64>) -> (tensor<i64>, tensor<7x8x8x8xf64>)
      %c_19 = stablehlo.constant dense<1> : tensor<i64>
      %78 = stablehlo.add %iterArg_16, %c_19 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %78, %77#0, %77#1 : tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<7x8x8x8xf64>, tensor<i64>, tensor<i64>, tensor<7x8x8x8xf64>
    }
    return %76#6 : tensor<7x8x8x8xf64>
  }
  func.func private @primitive_state_from_conserved_isothermal(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.convert %arg1 : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.maximum %1, %3 : tensor<8x8x8xf64>
    %5 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %6 = stablehlo.reshape %5 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.divide %6, %4 : tensor<8x8x8xf64>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.scatter"(%arg0, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %10 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.divide %11, %4 : tensor<8x8x8xf64>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = "stablehlo.scatter"(%9, %13, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %15 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %16 = stablehlo.reshape %15 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %17 = stablehlo.divide %16, %4 : tensor<8x8x8xf64>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.scatter"(%14, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f64>, %arg3: tensor<f64>):
      stablehlo.return %arg3 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %19 : tensor<7x8x8x8xf64>
  }
  func.func private @custom_roll(%arg0: tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:7, 7:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:7, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<7x1x8x8xf64>, tensor<7x7x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %2 : tensor<7x8x8x8xf64>
  }
  func.func private @custom_roll_0(%arg0: tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:7, 1:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:1, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<7x7x8x8xf64>, tensor<7x1x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %2 : tensor<7x8x8x8xf64>
  }
  func.func private @custom_roll_1(%arg0: tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:7, 2:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x6x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:2, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x2x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<7x6x8x8xf64>, tensor<7x2x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %2 : tensor<7x8x8x8xf64>
  }
  func.func private @closed_call(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<7x8x8x8xf64>, %arg4: tensor<i64>, %arg5: tensor<7x8x8x8xf64>) -> (tensor<i64>, tensor<7x8x8x8xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg4, %c : tensor<i64>
    %1:4 = call @_eigenvalue_building_blocks(%arg0, %arg1, %arg2) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>)
    %2 = stablehlo.convert %arg4 : (tensor<i64>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
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
      %228 = stablehlo.add %1#0, %1#3 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.add %1#0, %1#2 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }, {
      %228 = stablehlo.add %1#0, %1#1 : tensor<8x8x8xf64>
      stablehlo.return %228 : tensor<8x8x8xf64>
    }) : (tensor<i32>) -> tensor<8x8x8xf64>
    %5 = call @_eigen_L_row_iso(%arg0, %arg2, %arg1, %arg4) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<7x8x8x8xf64>
    %6 = call @custom_roll_7(%arg3) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %7 = call @custom_roll(%arg3) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %8 = call @custom_roll_0(%arg3) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %9 = call @custom_roll_1(%arg3) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %10 = call @custom_roll_8(%arg3) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %11 = stablehlo.dot_general %5, %6, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.dot_general %5, %7, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %13 = stablehlo.dot_general %5, %arg3, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.dot_general %5, %8, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.dot_general %5, %9, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.dot_general %5, %10, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %17 = call @custom_roll_7(%arg0) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %18 = stablehlo.dot_general %5, %17, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %19 = call @custom_roll(%arg0) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %20 = stablehlo.dot_general %5, %19, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.dot_general %5, %arg0, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %22 = call @custom_roll_0(%arg0) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %23 = stablehlo.dot_general %5, %22, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %24 = call @custom_roll_1(%arg0) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %25 = stablehlo.dot_general %5, %24, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
    %26 = call @custom_roll_8(%arg0) : (tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %27 = stablehlo.dot_general %5, %26, batching_dims = [1, 2, 3] x [1, 2, 3], contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8xf64>
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
    %224 = call @_eigen_R_col_iso(%arg0, %arg2, %arg1, %arg4) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<7x8x8x8xf64>
    %225 = stablehlo.dot_general %223, %224, batching_dims = [0, 1, 2] x [1, 2, 3], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<8x8x8x7xf64>
    %226 = stablehlo.transpose %225, dims = [3, 0, 1, 2] : (tensor<8x8x8x7xf64>) -> tensor<7x8x8x8xf64>
    %227 = stablehlo.add %arg5, %226 : tensor<7x8x8x8xf64>
    return %0, %227 : tensor<i64>, tensor<7x8x8x8xf64>
  }
  func.func private @_eigenvalue_building_blocks(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.convert %arg2 : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.maximum %1, %11 : tensor<8x8x8xf64>
    %13 = stablehlo.divide %3, %12 : tensor<8x8x8xf64>
    %14 = stablehlo.multiply %5, %5 : tensor<8x8x8xf64>
    %15 = stablehlo.multiply %7, %7 : tensor<8x8x8xf64>
    %16 = stablehlo.add %14, %15 : tensor<8x8x8xf64>
    %17 = stablehlo.multiply %9, %9 : tensor<8x8x8xf64>
    %18 = stablehlo.add %16, %17 : tensor<8x8x8xf64>
    %19 = stablehlo.multiply %arg1, %arg1 : tensor<f64>
    %20 = stablehlo.divide %18, %12 : tensor<8x8x8xf64>
    %21 = stablehlo.multiply %5, %5 : tensor<8x8x8xf64>
    %22 = stablehlo.divide %21, %12 : tensor<8x8x8xf64>
    %23 = stablehlo.convert %19 : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.add %20, %24 : tensor<8x8x8xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %28 = stablehlo.multiply %27, %22 : tensor<8x8x8xf64>
    %29 = stablehlo.convert %19 : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %31 = stablehlo.multiply %28, %30 : tensor<8x8x8xf64>
    %32 = stablehlo.subtract %26, %31 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %34 = stablehlo.maximum %33, %32 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %36 = stablehlo.maximum %34, %35 : tensor<8x8x8xf64>
    %37 = stablehlo.sqrt %36 : tensor<8x8x8xf64>
    %38 = stablehlo.convert %19 : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.add %20, %39 : tensor<8x8x8xf64>
    %41 = stablehlo.add %40, %37 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.multiply %42, %41 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %45 = stablehlo.maximum %44, %43 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %46 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.maximum %45, %46 : tensor<8x8x8xf64>
    %48 = stablehlo.sqrt %47 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %50 = stablehlo.maximum %49, %22 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %52 = stablehlo.maximum %50, %51 : tensor<8x8x8xf64>
    %53 = stablehlo.sqrt %52 : tensor<8x8x8xf64>
    %54 = stablehlo.convert %19 : tensor<f64>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %56 = stablehlo.add %20, %55 : tensor<8x8x8xf64>
    %57 = stablehlo.subtract %56, %37 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %59 = stablehlo.multiply %58, %57 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %61 = stablehlo.maximum %60, %59 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %63 = stablehlo.maximum %61, %62 : tensor<8x8x8xf64>
    %64 = stablehlo.sqrt %63 : tensor<8x8x8xf64>
    return %13, %48, %53, %64 : tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>
  }
  func.func private @_eigen_L_row_iso(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>) -> tensor<7x8x8x8xf64> {
    %0:16 = call @_eigenvector_building_blocks(%arg0, %arg2, %arg1) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>)
    %1 = stablehlo.convert %arg3 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.clamp %c, %1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %5 = stablehlo.multiply %0#12, %0#1 : tensor<8x8x8xf64>
      %6 = stablehlo.convert %0#9 : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %8 = stablehlo.add %7, %5 : tensor<8x8x8xf64>
      %9 = stablehlo.multiply %0#14, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#4, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#5, %0#3 : tensor<8x8x8xf64>
      %13 = stablehlo.add %11, %12 : tensor<8x8x8xf64>
      %14 = stablehlo.multiply %10, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %16 = stablehlo.multiply %14, %15 : tensor<8x8x8xf64>
      %17 = stablehlo.subtract %9, %16 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%4, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %20 = stablehlo.negate %0#14 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#12 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %23 = "stablehlo.scatter"(%19, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %24 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %24, %0#4 : tensor<8x8x8xf64>
      %26 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %27 = stablehlo.multiply %25, %26 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %29 = "stablehlo.scatter"(%23, %28, %27) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %30 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#5 : tensor<8x8x8xf64>
      %32 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %31, %32 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %34 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %35 = "stablehlo.scatter"(%29, %34, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %36 = stablehlo.convert %0#8 : tensor<f64>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %38 = stablehlo.multiply %37, %0#15 : tensor<8x8x8xf64>
      %39 = stablehlo.multiply %38, %0#4 : tensor<8x8x8xf64>
      %40 = stablehlo.multiply %39, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%35, %41, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %43 = stablehlo.convert %0#8 : tensor<f64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %45 = stablehlo.multiply %44, %0#15 : tensor<8x8x8xf64>
      %46 = stablehlo.multiply %45, %0#5 : tensor<8x8x8xf64>
      %47 = stablehlo.multiply %46, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %48 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %49 = "stablehlo.scatter"(%42, %48, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %51 = stablehlo.multiply %50, %49 : tensor<7x8x8x8xf64>
      %52 = stablehlo.convert %0#10 : tensor<f64>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %54 = stablehlo.multiply %51, %53 : tensor<7x8x8x8xf64>
      %55 = stablehlo.not %0#11 : tensor<8x8x8xi1>
      %56 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %59 = stablehlo.multiply %54, %58 : tensor<7x8x8x8xf64>
      %60 = func.call @_where_6(%55, %59, %54) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %60 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %5 = stablehlo.multiply %0#5, %0#2 : tensor<8x8x8xf64>
      %6 = stablehlo.multiply %0#4, %0#3 : tensor<8x8x8xf64>
      %7 = stablehlo.subtract %5, %6 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.scatter"(%4, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %12 = "stablehlo.scatter"(%9, %10, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %13 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%12, %14, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %17 = "stablehlo.scatter"(%15, %16, %0#4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %18 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %19 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %18, %19 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %23 = "stablehlo.scatter"(%17, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %24 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %0#4, %24 : tensor<8x8x8xf64>
      %26 = stablehlo.multiply %25, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<6> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %28 = "stablehlo.scatter"(%23, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %30 = stablehlo.multiply %29, %28 : tensor<7x8x8x8xf64>
      stablehlo.return %30 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %5 = stablehlo.multiply %0#13, %0#1 : tensor<8x8x8xf64>
      %6 = stablehlo.convert %0#9 : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %8 = stablehlo.add %7, %5 : tensor<8x8x8xf64>
      %9 = stablehlo.multiply %0#15, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#4, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#5, %0#3 : tensor<8x8x8xf64>
      %13 = stablehlo.add %11, %12 : tensor<8x8x8xf64>
      %14 = stablehlo.multiply %10, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %16 = stablehlo.multiply %14, %15 : tensor<8x8x8xf64>
      %17 = stablehlo.add %9, %16 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%4, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %20 = stablehlo.negate %0#15 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#13 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %23 = "stablehlo.scatter"(%19, %22, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %24 = stablehlo.negate %0#14 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %24, %0#12 : tensor<8x8x8xf64>
      %26 = stablehlo.multiply %25, %0#4 : tensor<8x8x8xf64>
      %27 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %28 = stablehlo.multiply %26, %27 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %30 = "stablehlo.scatter"(%23, %29, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %31 = stablehlo.negate %0#14 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %31, %0#12 : tensor<8x8x8xf64>
      %33 = stablehlo.multiply %32, %0#5 : tensor<8x8x8xf64>
      %34 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %35 = stablehlo.multiply %33, %34 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %37 = "stablehlo.scatter"(%30, %36, %35) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %38 = stablehlo.negate %0#8 : tensor<f64>
      %39 = stablehlo.convert %38 : tensor<f64>
      %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#14 : tensor<8x8x8xf64>
      %42 = stablehlo.multiply %41, %0#4 : tensor<8x8x8xf64>
      %43 = stablehlo.multiply %42, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %44 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %45 = "stablehlo.scatter"(%37, %44, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %46 = stablehlo.negate %0#8 : tensor<f64>
      %47 = stablehlo.convert %46 : tensor<f64>
      %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %49 = stablehlo.multiply %48, %0#14 : tensor<8x8x8xf64>
      %50 = stablehlo.multiply %49, %0#5 : tensor<8x8x8xf64>
      %51 = stablehlo.multiply %50, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %53 = "stablehlo.scatter"(%45, %52, %51) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %55 = stablehlo.multiply %54, %53 : tensor<7x8x8x8xf64>
      %56 = stablehlo.convert %0#10 : tensor<f64>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %58 = stablehlo.multiply %55, %57 : tensor<7x8x8x8xf64>
      %59 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %62 = stablehlo.multiply %58, %61 : tensor<7x8x8x8xf64>
      %63 = func.call @_where_6(%0#11, %62, %58) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %63 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %5 = stablehlo.multiply %0#13, %0#1 : tensor<8x8x8xf64>
      %6 = stablehlo.convert %0#9 : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %8 = stablehlo.subtract %7, %5 : tensor<8x8x8xf64>
      %9 = stablehlo.multiply %0#15, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#4, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#5, %0#3 : tensor<8x8x8xf64>
      %13 = stablehlo.add %11, %12 : tensor<8x8x8xf64>
      %14 = stablehlo.multiply %10, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %16 = stablehlo.multiply %14, %15 : tensor<8x8x8xf64>
      %17 = stablehlo.subtract %9, %16 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%4, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %20 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %22 = "stablehlo.scatter"(%19, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %23 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %24 = stablehlo.multiply %23, %0#4 : tensor<8x8x8xf64>
      %25 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %26 = stablehlo.multiply %24, %25 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %28 = "stablehlo.scatter"(%22, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %29 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#5 : tensor<8x8x8xf64>
      %31 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %30, %31 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %34 = "stablehlo.scatter"(%28, %33, %32) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %35 = stablehlo.negate %0#8 : tensor<f64>
      %36 = stablehlo.convert %35 : tensor<f64>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %38 = stablehlo.multiply %37, %0#14 : tensor<8x8x8xf64>
      %39 = stablehlo.multiply %38, %0#4 : tensor<8x8x8xf64>
      %40 = stablehlo.multiply %39, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%34, %41, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %43 = stablehlo.negate %0#8 : tensor<f64>
      %44 = stablehlo.convert %43 : tensor<f64>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %46 = stablehlo.multiply %45, %0#14 : tensor<8x8x8xf64>
      %47 = stablehlo.multiply %46, %0#5 : tensor<8x8x8xf64>
      %48 = stablehlo.multiply %47, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %50 = "stablehlo.scatter"(%42, %49, %48) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %52 = stablehlo.multiply %51, %50 : tensor<7x8x8x8xf64>
      %53 = stablehlo.convert %0#10 : tensor<f64>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %55 = stablehlo.multiply %52, %54 : tensor<7x8x8x8xf64>
      %56 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %59 = stablehlo.multiply %55, %58 : tensor<7x8x8x8xf64>
      %60 = func.call @_where_6(%0#11, %59, %55) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %60 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %5 = stablehlo.multiply %0#5, %0#2 : tensor<8x8x8xf64>
      %6 = stablehlo.multiply %0#4, %0#3 : tensor<8x8x8xf64>
      %7 = stablehlo.subtract %5, %6 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = "stablehlo.scatter"(%4, %8, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %12 = "stablehlo.scatter"(%9, %10, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %13 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%12, %14, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %17 = "stablehlo.scatter"(%15, %16, %0#4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %18 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %19 = stablehlo.multiply %0#5, %18 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %19, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %22 = "stablehlo.scatter"(%17, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %23 = stablehlo.negate %0#4 : tensor<8x8x8xf64>
      %24 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %23, %24 : tensor<8x8x8xf64>
      %26 = stablehlo.multiply %25, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<6> : tensor<i32>
      %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %28 = "stablehlo.scatter"(%22, %27, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %30 = stablehlo.multiply %29, %28 : tensor<7x8x8x8xf64>
      stablehlo.return %30 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %5 = stablehlo.multiply %0#12, %0#1 : tensor<8x8x8xf64>
      %6 = stablehlo.convert %0#9 : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %8 = stablehlo.subtract %7, %5 : tensor<8x8x8xf64>
      %9 = stablehlo.multiply %0#14, %8 : tensor<8x8x8xf64>
      %10 = stablehlo.multiply %0#15, %0#13 : tensor<8x8x8xf64>
      %11 = stablehlo.multiply %0#4, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#5, %0#3 : tensor<8x8x8xf64>
      %13 = stablehlo.add %11, %12 : tensor<8x8x8xf64>
      %14 = stablehlo.multiply %10, %13 : tensor<8x8x8xf64>
      %15 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %16 = stablehlo.multiply %14, %15 : tensor<8x8x8xf64>
      %17 = stablehlo.add %9, %16 : tensor<8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %19 = "stablehlo.scatter"(%4, %18, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %20 = stablehlo.multiply %0#14, %0#12 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %22 = "stablehlo.scatter"(%19, %21, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %23 = stablehlo.negate %0#15 : tensor<8x8x8xf64>
      %24 = stablehlo.multiply %23, %0#13 : tensor<8x8x8xf64>
      %25 = stablehlo.multiply %24, %0#4 : tensor<8x8x8xf64>
      %26 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %27 = stablehlo.multiply %25, %26 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %29 = "stablehlo.scatter"(%22, %28, %27) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %30 = stablehlo.negate %0#15 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#13 : tensor<8x8x8xf64>
      %32 = stablehlo.multiply %31, %0#5 : tensor<8x8x8xf64>
      %33 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %34 = stablehlo.multiply %32, %33 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %35 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %36 = "stablehlo.scatter"(%29, %35, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %37 = stablehlo.convert %0#8 : tensor<f64>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %39 = stablehlo.multiply %38, %0#15 : tensor<8x8x8xf64>
      %40 = stablehlo.multiply %39, %0#4 : tensor<8x8x8xf64>
      %41 = stablehlo.multiply %40, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %43 = "stablehlo.scatter"(%36, %42, %41) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %44 = stablehlo.convert %0#8 : tensor<f64>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %46 = stablehlo.multiply %45, %0#15 : tensor<8x8x8xf64>
      %47 = stablehlo.multiply %46, %0#5 : tensor<8x8x8xf64>
      %48 = stablehlo.multiply %47, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %50 = "stablehlo.scatter"(%43, %49, %48) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %52 = stablehlo.multiply %51, %50 : tensor<7x8x8x8xf64>
      %53 = stablehlo.convert %0#10 : tensor<f64>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %55 = stablehlo.multiply %52, %54 : tensor<7x8x8x8xf64>
      %56 = stablehlo.not %0#11 : tensor<8x8x8xi1>
      %57 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %58 = stablehlo.broadcast_in_dim %57, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %60 = stablehlo.multiply %55, %59 : tensor<7x8x8x8xf64>
      %61 = func.call @_where_6(%56, %60, %55) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %61 : tensor<7x8x8x8xf64>
    }) : (tensor<i32>) -> tensor<7x8x8x8xf64>
    return %3 : tensor<7x8x8x8xf64>
  }
  func.func private @_eigenvector_building_blocks(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %13 = stablehlo.reshape %12 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.convert %arg2 : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.maximum %1, %15 : tensor<8x8x8xf64>
    %17 = stablehlo.convert %arg2 : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %19 = stablehlo.maximum %16, %18 : tensor<8x8x8xf64>
    %20 = call @custom_roll_2(%19) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.multiply %22, %21 : tensor<8x8x8xf64>
    %24 = stablehlo.convert %arg2 : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %26 = stablehlo.maximum %23, %25 : tensor<8x8x8xf64>
    %27 = call @custom_roll_2(%3) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %28 = stablehlo.add %3, %27 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<8x8x8xf64>
    %31 = stablehlo.divide %30, %26 : tensor<8x8x8xf64>
    %32 = call @custom_roll_2(%5) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %33 = stablehlo.add %5, %32 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %35 = stablehlo.multiply %34, %33 : tensor<8x8x8xf64>
    %36 = stablehlo.divide %35, %26 : tensor<8x8x8xf64>
    %37 = call @custom_roll_2(%7) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %38 = stablehlo.add %7, %37 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.multiply %39, %38 : tensor<8x8x8xf64>
    %41 = stablehlo.divide %40, %26 : tensor<8x8x8xf64>
    %42 = call @custom_roll_2(%9) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.add %9, %42 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %45 = stablehlo.multiply %44, %43 : tensor<8x8x8xf64>
    %46 = call @custom_roll_2(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.add %11, %46 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.multiply %48, %47 : tensor<8x8x8xf64>
    %50 = call @custom_roll_2(%13) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %51 = stablehlo.add %13, %50 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %53 = stablehlo.multiply %52, %51 : tensor<8x8x8xf64>
    %54 = stablehlo.multiply %45, %45 : tensor<8x8x8xf64>
    %55 = stablehlo.multiply %49, %49 : tensor<8x8x8xf64>
    %56 = stablehlo.add %54, %55 : tensor<8x8x8xf64>
    %57 = stablehlo.multiply %53, %53 : tensor<8x8x8xf64>
    %58 = stablehlo.add %56, %57 : tensor<8x8x8xf64>
    %59 = stablehlo.divide %58, %26 : tensor<8x8x8xf64>
    %60 = stablehlo.multiply %45, %45 : tensor<8x8x8xf64>
    %61 = stablehlo.divide %60, %26 : tensor<8x8x8xf64>
    %62 = stablehlo.multiply %arg1, %arg1 : tensor<f64>
    %63 = stablehlo.convert %62 : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %65 = stablehlo.add %59, %64 : tensor<8x8x8xf64>
    %66 = stablehlo.multiply %65, %65 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %68 = stablehlo.multiply %67, %61 : tensor<8x8x8xf64>
    %69 = stablehlo.convert %62 : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %71 = stablehlo.multiply %68, %70 : tensor<8x8x8xf64>
    %72 = stablehlo.subtract %66, %71 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %74 = stablehlo.maximum %73, %72 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %76 = stablehlo.maximum %74, %75 : tensor<8x8x8xf64>
    %77 = stablehlo.sqrt %76 : tensor<8x8x8xf64>
    %78 = stablehlo.convert %62 : tensor<f64>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %80 = stablehlo.add %59, %79 : tensor<8x8x8xf64>
    %81 = stablehlo.add %80, %77 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %83 = stablehlo.multiply %82, %81 : tensor<8x8x8xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %85 = stablehlo.maximum %84, %83 : tensor<8x8x8xf64>
    %cst_11 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %87 = stablehlo.maximum %85, %86 : tensor<8x8x8xf64>
    %88 = stablehlo.sqrt %87 : tensor<8x8x8xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %90 = stablehlo.maximum %89, %61 : tensor<8x8x8xf64>
    %cst_13 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %92 = stablehlo.maximum %90, %91 : tensor<8x8x8xf64>
    %93 = stablehlo.sqrt %92 : tensor<8x8x8xf64>
    %94 = stablehlo.convert %62 : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %96 = stablehlo.add %59, %95 : tensor<8x8x8xf64>
    %97 = stablehlo.subtract %96, %77 : tensor<8x8x8xf64>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %98 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %99 = stablehlo.multiply %98, %97 : tensor<8x8x8xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %101 = stablehlo.maximum %100, %99 : tensor<8x8x8xf64>
    %cst_16 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %103 = stablehlo.maximum %101, %102 : tensor<8x8x8xf64>
    %104 = stablehlo.sqrt %103 : tensor<8x8x8xf64>
    %105 = stablehlo.multiply %49, %49 : tensor<8x8x8xf64>
    %106 = stablehlo.multiply %53, %53 : tensor<8x8x8xf64>
    %107 = stablehlo.add %105, %106 : tensor<8x8x8xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %109 = stablehlo.compare GE, %45, %108, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %110 = call @_where(%109, %cst_18, %cst_19) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_20 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %112 = stablehlo.maximum %107, %111 : tensor<8x8x8xf64>
    %cst_21 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %113 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %114 = stablehlo.compare GE, %107, %113, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %115 = stablehlo.sqrt %112 : tensor<8x8x8xf64>
    %116 = stablehlo.divide %49, %115 : tensor<8x8x8xf64>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %117 = stablehlo.sqrt %cst_22 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %118 = stablehlo.divide %cst_23, %117 : tensor<f64>
    %119 = call @_where_3(%114, %116, %118) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_24 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %120 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %121 = stablehlo.compare GE, %107, %120, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %122 = stablehlo.sqrt %112 : tensor<8x8x8xf64>
    %123 = stablehlo.divide %53, %122 : tensor<8x8x8xf64>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %124 = stablehlo.sqrt %cst_25 : tensor<f64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %125 = stablehlo.divide %cst_26, %124 : tensor<f64>
    %126 = call @_where_3(%121, %123, %125) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %127 = stablehlo.multiply %88, %88 : tensor<8x8x8xf64>
    %128 = stablehlo.multiply %104, %104 : tensor<8x8x8xf64>
    %129 = stablehlo.subtract %127, %128 : tensor<8x8x8xf64>
    %cst_27 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %131 = stablehlo.maximum %129, %130 : tensor<8x8x8xf64>
    %cst_28 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %132 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %133 = stablehlo.compare GE, %129, %132, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %134 = stablehlo.multiply %104, %104 : tensor<8x8x8xf64>
    %135 = stablehlo.convert %62 : tensor<f64>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %137 = stablehlo.subtract %136, %134 : tensor<8x8x8xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %139 = stablehlo.maximum %138, %137 : tensor<8x8x8xf64>
    %cst_30 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %140 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %141 = stablehlo.maximum %139, %140 : tensor<8x8x8xf64>
    %142 = stablehlo.sqrt %141 : tensor<8x8x8xf64>
    %cst_31 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %144 = stablehlo.maximum %131, %143 : tensor<8x8x8xf64>
    %145 = stablehlo.sqrt %144 : tensor<8x8x8xf64>
    %146 = stablehlo.divide %142, %145 : tensor<8x8x8xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %147 = call @_where_3(%133, %146, %cst_32) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_33 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %148 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %149 = stablehlo.compare GE, %129, %148, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %150 = stablehlo.multiply %88, %88 : tensor<8x8x8xf64>
    %151 = stablehlo.convert %62 : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %153 = stablehlo.subtract %150, %152 : tensor<8x8x8xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %155 = stablehlo.maximum %154, %153 : tensor<8x8x8xf64>
    %cst_35 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %156 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %157 = stablehlo.maximum %155, %156 : tensor<8x8x8xf64>
    %158 = stablehlo.sqrt %157 : tensor<8x8x8xf64>
    %cst_36 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %160 = stablehlo.maximum %131, %159 : tensor<8x8x8xf64>
    %161 = stablehlo.sqrt %160 : tensor<8x8x8xf64>
    %162 = stablehlo.divide %158, %161 : tensor<8x8x8xf64>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %163 = call @_where_3(%149, %162, %cst_37) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_38 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %164 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %165 = stablehlo.maximum %26, %164 : tensor<8x8x8xf64>
    %166 = stablehlo.sqrt %165 : tensor<8x8x8xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %167 = stablehlo.compare GT, %62, %cst_39, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %168 = stablehlo.divide %cst_40, %62 : tensor<f64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %169 = call @_where_4(%167, %168, %cst_41) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %170 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %171 = stablehlo.compare NE, %49, %170, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %172 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %173 = stablehlo.compare GE, %49, %172, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_45 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %174 = call @_where(%173, %cst_44, %cst_45) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %175 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %176 = stablehlo.compare GE, %53, %175, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_48 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %177 = call @_where(%176, %cst_47, %cst_48) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %178 = call @_where_5(%171, %174, %177) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %179 = stablehlo.convert %arg1 : tensor<f64>
    %180 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %181 = stablehlo.compare GE, %180, %93, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    return %166, %31, %36, %41, %119, %126, %110, %178, %arg1, %62, %169, %181, %88, %104, %147, %163 : tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>
  }
  func.func private @custom_roll_2(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where(%arg0: tensor<8x8x8xi1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_3(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f64>
    return %0 : tensor<f64>
  }
  func.func private @_where_5(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %0 : tensor<8x8x8xf64>
  }
  func.func private @_where_6(%arg0: tensor<8x8x8xi1>, %arg1: tensor<7x8x8x8xf64>, %arg2: tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3] : (tensor<8x8x8xi1>) -> tensor<7x8x8x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<7x8x8x8xi1>, tensor<7x8x8x8xf64>
    return %1 : tensor<7x8x8x8xf64>
  }
  func.func private @custom_roll_7(%arg0: tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:7, 6:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x2x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:6, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x6x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<7x2x8x8xf64>, tensor<7x6x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %2 : tensor<7x8x8x8xf64>
  }
  func.func private @custom_roll_8(%arg0: tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:7, 3:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x5x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:3, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<7x3x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<7x5x8x8xf64>, tensor<7x3x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %2 : tensor<7x8x8x8xf64>
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
  func.func private @_eigen_R_col_iso(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>) -> tensor<7x8x8x8xf64> {
    %0:14 = call @_eigenvector_building_blocks_13(%arg0, %arg2, %arg1) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>)
    %1 = stablehlo.convert %arg3 : (tensor<i64>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.clamp %c, %1, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %7 = stablehlo.subtract %0#1, %0#10 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#12, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %11 = stablehlo.multiply %0#12, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#13, %0#11 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#4 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.add %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %19 = stablehlo.multiply %0#12, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#13, %0#11 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#5 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.add %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %27 = stablehlo.convert %0#8 : tensor<f64>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %29 = stablehlo.multiply %28, %0#13 : tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#4 : tensor<8x8x8xf64>
      %31 = stablehlo.divide %30, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %33 = "stablehlo.scatter"(%26, %32, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %34 = stablehlo.convert %0#8 : tensor<f64>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %36 = stablehlo.multiply %35, %0#13 : tensor<8x8x8xf64>
      %37 = stablehlo.multiply %36, %0#5 : tensor<8x8x8xf64>
      %38 = stablehlo.divide %37, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %40 = "stablehlo.scatter"(%33, %39, %38) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %41 = stablehlo.not %0#9 : tensor<8x8x8xi1>
      %42 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %45 = stablehlo.multiply %40, %44 : tensor<7x8x8x8xf64>
      %46 = func.call @_where_6(%41, %45, %40) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %46 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %10 = "stablehlo.scatter"(%7, %8, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %11 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%10, %12, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%13, %14, %0#4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %16 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %17 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %18 = stablehlo.multiply %16, %17 : tensor<8x8x8xf64>
      %19 = stablehlo.divide %18, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %21 = "stablehlo.scatter"(%15, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %22 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %0#4, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.divide %23, %0#0 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<6> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%21, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %26 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %7 = stablehlo.subtract %0#1, %0#11 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#13, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %11 = stablehlo.multiply %0#13, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#12, %0#10 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#4 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.subtract %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %19 = stablehlo.multiply %0#13, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#12, %0#10 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#5 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.subtract %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %27 = stablehlo.negate %0#8 : tensor<f64>
      %28 = stablehlo.convert %27 : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#12 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#4 : tensor<8x8x8xf64>
      %32 = stablehlo.divide %31, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %34 = "stablehlo.scatter"(%26, %33, %32) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %35 = stablehlo.negate %0#8 : tensor<f64>
      %36 = stablehlo.convert %35 : tensor<f64>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %38 = stablehlo.multiply %37, %0#12 : tensor<8x8x8xf64>
      %39 = stablehlo.multiply %38, %0#5 : tensor<8x8x8xf64>
      %40 = stablehlo.divide %39, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%34, %41, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %43 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %46 = stablehlo.multiply %42, %45 : tensor<7x8x8x8xf64>
      %47 = func.call @_where_6(%0#9, %46, %42) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %47 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %7 = stablehlo.add %0#1, %0#11 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#13, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %11 = stablehlo.multiply %0#13, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#12, %0#10 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#4 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.add %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %19 = stablehlo.multiply %0#13, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#12, %0#10 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#5 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.add %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %27 = stablehlo.negate %0#8 : tensor<f64>
      %28 = stablehlo.convert %27 : tensor<f64>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#12 : tensor<8x8x8xf64>
      %31 = stablehlo.multiply %30, %0#4 : tensor<8x8x8xf64>
      %32 = stablehlo.divide %31, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %34 = "stablehlo.scatter"(%26, %33, %32) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %35 = stablehlo.negate %0#8 : tensor<f64>
      %36 = stablehlo.convert %35 : tensor<f64>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %38 = stablehlo.multiply %37, %0#12 : tensor<8x8x8xf64>
      %39 = stablehlo.multiply %38, %0#5 : tensor<8x8x8xf64>
      %40 = stablehlo.divide %39, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %42 = "stablehlo.scatter"(%34, %41, %40) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %43 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %46 = stablehlo.multiply %42, %45 : tensor<7x8x8x8xf64>
      %47 = func.call @_where_6(%0#9, %46, %42) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %47 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %7 = "stablehlo.scatter"(%4, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %10 = "stablehlo.scatter"(%7, %8, %9) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %11 = stablehlo.negate %0#5 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %13 = "stablehlo.scatter"(%10, %12, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %15 = "stablehlo.scatter"(%13, %14, %0#4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %16 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %17 = stablehlo.multiply %0#5, %16 : tensor<8x8x8xf64>
      %18 = stablehlo.divide %17, %0#0 : tensor<8x8x8xf64>
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %20 = "stablehlo.scatter"(%15, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %21 = stablehlo.negate %0#4 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.divide %23, %0#0 : tensor<8x8x8xf64>
      %c_8 = stablehlo.constant dense<6> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%20, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %26 : tensor<7x8x8x8xf64>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<7x8x8x8xf64>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %6 = "stablehlo.scatter"(%4, %5, %0#12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %7 = stablehlo.add %0#1, %0#10 : tensor<8x8x8xf64>
      %8 = stablehlo.multiply %0#12, %7 : tensor<8x8x8xf64>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %10 = "stablehlo.scatter"(%6, %9, %8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %11 = stablehlo.multiply %0#12, %0#2 : tensor<8x8x8xf64>
      %12 = stablehlo.multiply %0#13, %0#11 : tensor<8x8x8xf64>
      %13 = stablehlo.multiply %12, %0#4 : tensor<8x8x8xf64>
      %14 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %15 = stablehlo.multiply %13, %14 : tensor<8x8x8xf64>
      %16 = stablehlo.subtract %11, %15 : tensor<8x8x8xf64>
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %18 = "stablehlo.scatter"(%10, %17, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %19 = stablehlo.multiply %0#12, %0#3 : tensor<8x8x8xf64>
      %20 = stablehlo.multiply %0#13, %0#11 : tensor<8x8x8xf64>
      %21 = stablehlo.multiply %20, %0#5 : tensor<8x8x8xf64>
      %22 = stablehlo.convert %0#6 : tensor<8x8x8xf64>
      %23 = stablehlo.multiply %21, %22 : tensor<8x8x8xf64>
      %24 = stablehlo.subtract %19, %23 : tensor<8x8x8xf64>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %26 = "stablehlo.scatter"(%18, %25, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %27 = stablehlo.convert %0#8 : tensor<f64>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %29 = stablehlo.multiply %28, %0#13 : tensor<8x8x8xf64>
      %30 = stablehlo.multiply %29, %0#4 : tensor<8x8x8xf64>
      %31 = stablehlo.divide %30, %0#0 : tensor<8x8x8xf64>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %33 = "stablehlo.scatter"(%26, %32, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %34 = stablehlo.convert %0#8 : tensor<f64>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
      %36 = stablehlo.multiply %35, %0#13 : tensor<8x8x8xf64>
      %37 = stablehlo.multiply %36, %0#5 : tensor<8x8x8xf64>
      %38 = stablehlo.divide %37, %0#0 : tensor<8x8x8xf64>
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %40 = "stablehlo.scatter"(%33, %39, %38) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg4: tensor<f64>, %arg5: tensor<f64>):
        stablehlo.return %arg5 : tensor<f64>
      }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %41 = stablehlo.not %0#9 : tensor<8x8x8xi1>
      %42 = stablehlo.convert %0#7 : tensor<8x8x8xf64>
      %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<8x8x8xf64>) -> tensor<1x8x8x8xf64>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      %45 = stablehlo.multiply %40, %44 : tensor<7x8x8x8xf64>
      %46 = func.call @_where_6(%41, %45, %40) : (tensor<8x8x8xi1>, tensor<7x8x8x8xf64>, tensor<7x8x8x8xf64>) -> tensor<7x8x8x8xf64>
      stablehlo.return %46 : tensor<7x8x8x8xf64>
    }) : (tensor<i32>) -> tensor<7x8x8x8xf64>
    return %3 : tensor<7x8x8x8xf64>
  }
  func.func private @_eigenvector_building_blocks_13(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %9 = stablehlo.reshape %8 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %10 = stablehlo.slice %arg0 [5:6, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %12 = stablehlo.slice %arg0 [6:7, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %13 = stablehlo.reshape %12 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %14 = stablehlo.convert %arg2 : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %16 = stablehlo.maximum %1, %15 : tensor<8x8x8xf64>
    %17 = stablehlo.convert %arg2 : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %19 = stablehlo.maximum %16, %18 : tensor<8x8x8xf64>
    %20 = call @custom_roll_2(%19) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.multiply %22, %21 : tensor<8x8x8xf64>
    %24 = stablehlo.convert %arg2 : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %26 = stablehlo.maximum %23, %25 : tensor<8x8x8xf64>
    %27 = call @custom_roll_2(%3) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %28 = stablehlo.add %3, %27 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %30 = stablehlo.multiply %29, %28 : tensor<8x8x8xf64>
    %31 = stablehlo.divide %30, %26 : tensor<8x8x8xf64>
    %32 = call @custom_roll_2(%5) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %33 = stablehlo.add %5, %32 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %35 = stablehlo.multiply %34, %33 : tensor<8x8x8xf64>
    %36 = stablehlo.divide %35, %26 : tensor<8x8x8xf64>
    %37 = call @custom_roll_2(%7) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %38 = stablehlo.add %7, %37 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %40 = stablehlo.multiply %39, %38 : tensor<8x8x8xf64>
    %41 = stablehlo.divide %40, %26 : tensor<8x8x8xf64>
    %42 = call @custom_roll_2(%9) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.add %9, %42 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %45 = stablehlo.multiply %44, %43 : tensor<8x8x8xf64>
    %46 = call @custom_roll_2(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.add %11, %46 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.multiply %48, %47 : tensor<8x8x8xf64>
    %50 = call @custom_roll_2(%13) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %51 = stablehlo.add %13, %50 : tensor<8x8x8xf64>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %53 = stablehlo.multiply %52, %51 : tensor<8x8x8xf64>
    %54 = stablehlo.multiply %45, %45 : tensor<8x8x8xf64>
    %55 = stablehlo.multiply %49, %49 : tensor<8x8x8xf64>
    %56 = stablehlo.add %54, %55 : tensor<8x8x8xf64>
    %57 = stablehlo.multiply %53, %53 : tensor<8x8x8xf64>
    %58 = stablehlo.add %56, %57 : tensor<8x8x8xf64>
    %59 = stablehlo.divide %58, %26 : tensor<8x8x8xf64>
    %60 = stablehlo.multiply %45, %45 : tensor<8x8x8xf64>
    %61 = stablehlo.divide %60, %26 : tensor<8x8x8xf64>
    %62 = stablehlo.multiply %arg1, %arg1 : tensor<f64>
    %63 = stablehlo.convert %62 : tensor<f64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %65 = stablehlo.add %59, %64 : tensor<8x8x8xf64>
    %66 = stablehlo.multiply %65, %65 : tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %67 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %68 = stablehlo.multiply %67, %61 : tensor<8x8x8xf64>
    %69 = stablehlo.convert %62 : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %71 = stablehlo.multiply %68, %70 : tensor<8x8x8xf64>
    %72 = stablehlo.subtract %66, %71 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %74 = stablehlo.maximum %73, %72 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %76 = stablehlo.maximum %74, %75 : tensor<8x8x8xf64>
    %77 = stablehlo.sqrt %76 : tensor<8x8x8xf64>
    %78 = stablehlo.convert %62 : tensor<f64>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %80 = stablehlo.add %59, %79 : tensor<8x8x8xf64>
    %81 = stablehlo.add %80, %77 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %82 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %83 = stablehlo.multiply %82, %81 : tensor<8x8x8xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %84 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %85 = stablehlo.maximum %84, %83 : tensor<8x8x8xf64>
    %cst_11 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %87 = stablehlo.maximum %85, %86 : tensor<8x8x8xf64>
    %88 = stablehlo.sqrt %87 : tensor<8x8x8xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %90 = stablehlo.maximum %89, %61 : tensor<8x8x8xf64>
    %cst_13 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %91 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %92 = stablehlo.maximum %90, %91 : tensor<8x8x8xf64>
    %93 = stablehlo.sqrt %92 : tensor<8x8x8xf64>
    %94 = stablehlo.convert %62 : tensor<f64>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %96 = stablehlo.add %59, %95 : tensor<8x8x8xf64>
    %97 = stablehlo.subtract %96, %77 : tensor<8x8x8xf64>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %98 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %99 = stablehlo.multiply %98, %97 : tensor<8x8x8xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %101 = stablehlo.maximum %100, %99 : tensor<8x8x8xf64>
    %cst_16 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %103 = stablehlo.maximum %101, %102 : tensor<8x8x8xf64>
    %104 = stablehlo.sqrt %103 : tensor<8x8x8xf64>
    %105 = stablehlo.multiply %49, %49 : tensor<8x8x8xf64>
    %106 = stablehlo.multiply %53, %53 : tensor<8x8x8xf64>
    %107 = stablehlo.add %105, %106 : tensor<8x8x8xf64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %109 = stablehlo.compare GE, %45, %108, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %110 = call @_where(%109, %cst_18, %cst_19) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_20 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %111 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %112 = stablehlo.maximum %107, %111 : tensor<8x8x8xf64>
    %cst_21 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %113 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %114 = stablehlo.compare GE, %107, %113, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %115 = stablehlo.sqrt %112 : tensor<8x8x8xf64>
    %116 = stablehlo.divide %49, %115 : tensor<8x8x8xf64>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %117 = stablehlo.sqrt %cst_22 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %118 = stablehlo.divide %cst_23, %117 : tensor<f64>
    %119 = call @_where_3(%114, %116, %118) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_24 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %120 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %121 = stablehlo.compare GE, %107, %120, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %122 = stablehlo.sqrt %112 : tensor<8x8x8xf64>
    %123 = stablehlo.divide %53, %122 : tensor<8x8x8xf64>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %124 = stablehlo.sqrt %cst_25 : tensor<f64>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %125 = stablehlo.divide %cst_26, %124 : tensor<f64>
    %126 = call @_where_3(%121, %123, %125) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %127 = stablehlo.multiply %88, %88 : tensor<8x8x8xf64>
    %128 = stablehlo.multiply %104, %104 : tensor<8x8x8xf64>
    %129 = stablehlo.subtract %127, %128 : tensor<8x8x8xf64>
    %cst_27 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %131 = stablehlo.maximum %129, %130 : tensor<8x8x8xf64>
    %cst_28 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %132 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %133 = stablehlo.compare GE, %129, %132, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %134 = stablehlo.multiply %104, %104 : tensor<8x8x8xf64>
    %135 = stablehlo.convert %62 : tensor<f64>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %137 = stablehlo.subtract %136, %134 : tensor<8x8x8xf64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %138 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %139 = stablehlo.maximum %138, %137 : tensor<8x8x8xf64>
    %cst_30 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %140 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %141 = stablehlo.maximum %139, %140 : tensor<8x8x8xf64>
    %142 = stablehlo.sqrt %141 : tensor<8x8x8xf64>
    %cst_31 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %143 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %144 = stablehlo.maximum %131, %143 : tensor<8x8x8xf64>
    %145 = stablehlo.sqrt %144 : tensor<8x8x8xf64>
    %146 = stablehlo.divide %142, %145 : tensor<8x8x8xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %147 = call @_where_3(%133, %146, %cst_32) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_33 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %148 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %149 = stablehlo.compare GE, %129, %148, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %150 = stablehlo.multiply %88, %88 : tensor<8x8x8xf64>
    %151 = stablehlo.convert %62 : tensor<f64>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %153 = stablehlo.subtract %150, %152 : tensor<8x8x8xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %154 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %155 = stablehlo.maximum %154, %153 : tensor<8x8x8xf64>
    %cst_35 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %156 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %157 = stablehlo.maximum %155, %156 : tensor<8x8x8xf64>
    %158 = stablehlo.sqrt %157 : tensor<8x8x8xf64>
    %cst_36 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %159 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %160 = stablehlo.maximum %131, %159 : tensor<8x8x8xf64>
    %161 = stablehlo.sqrt %160 : tensor<8x8x8xf64>
    %162 = stablehlo.divide %158, %161 : tensor<8x8x8xf64>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %163 = call @_where_3(%149, %162, %cst_37) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_38 = stablehlo.constant dense<1.000000e-30> : tensor<f64>
    %164 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %165 = stablehlo.maximum %26, %164 : tensor<8x8x8xf64>
    %166 = stablehlo.sqrt %165 : tensor<8x8x8xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %167 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %168 = stablehlo.compare NE, %49, %167, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %169 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %170 = stablehlo.compare GE, %49, %169, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_42 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %171 = call @_where(%170, %cst_41, %cst_42) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %172 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %173 = stablehlo.compare GE, %53, %172, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_45 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %174 = call @_where(%173, %cst_44, %cst_45) : (tensor<8x8x8xi1>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %175 = call @_where_5(%168, %171, %174) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %176 = stablehlo.convert %arg1 : tensor<f64>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %178 = stablehlo.compare GE, %177, %93, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    return %166, %31, %36, %41, %119, %126, %110, %175, %arg1, %178, %88, %104, %147, %163 : tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<f64>, tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>, tensor<8x8x8xf64>
  }
}
