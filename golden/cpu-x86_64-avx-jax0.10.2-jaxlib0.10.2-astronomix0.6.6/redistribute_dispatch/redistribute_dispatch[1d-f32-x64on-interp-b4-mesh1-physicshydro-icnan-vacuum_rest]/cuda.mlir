module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf32>) -> (tensor<3x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<3x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.compare LE, %1, %5, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %7 = stablehlo.not %6 : tensor<64xi1>
    %8 = stablehlo.convert %7 : (tensor<64xi1>) -> tensor<64xf32>
    %9 = stablehlo.multiply %1, %8 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = call @_roll_static(%9) : (tensor<64xf32>) -> tensor<64xf32>
    %12 = stablehlo.add %10, %11 : tensor<64xf32>
    %13 = call @_roll_static_0(%9) : (tensor<64xf32>) -> tensor<64xf32>
    %14 = stablehlo.add %12, %13 : tensor<64xf32>
    %15 = call @_roll_static_1(%9) : (tensor<64xf32>) -> tensor<64xf32>
    %16 = stablehlo.add %14, %15 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = call @_roll_static(%8) : (tensor<64xf32>) -> tensor<64xf32>
    %19 = stablehlo.add %17, %18 : tensor<64xf32>
    %20 = call @_roll_static_0(%8) : (tensor<64xf32>) -> tensor<64xf32>
    %21 = stablehlo.add %19, %20 : tensor<64xf32>
    %22 = call @_roll_static_1(%8) : (tensor<64xf32>) -> tensor<64xf32>
    %23 = stablehlo.add %21, %22 : tensor<64xf32>
    %24 = stablehlo.multiply %3, %8 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = call @_roll_static(%24) : (tensor<64xf32>) -> tensor<64xf32>
    %27 = stablehlo.add %25, %26 : tensor<64xf32>
    %28 = call @_roll_static_0(%24) : (tensor<64xf32>) -> tensor<64xf32>
    %29 = stablehlo.add %27, %28 : tensor<64xf32>
    %30 = call @_roll_static_1(%24) : (tensor<64xf32>) -> tensor<64xf32>
    %31 = stablehlo.add %29, %30 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.compare GT, %23, %32, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = call @_where(%33, %23, %cst_3) : (tensor<64xi1>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = call @_where(%33, %16, %cst_4) : (tensor<64xi1>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
    %36 = stablehlo.divide %16, %34 : tensor<64xf32>
    %37 = call @_where(%33, %36, %arg1) : (tensor<64xi1>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
    %38 = stablehlo.divide %31, %35 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = call @_where(%33, %38, %cst_5) : (tensor<64xi1>, tensor<64xf32>, tensor<f64>) -> tensor<64xf32>
    %40 = stablehlo.negate %arg2 : tensor<f64>
    %41 = call @clip(%39, %40, %arg2) : (tensor<64xf32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>
    %42 = stablehlo.multiply %37, %41 : tensor<64xf32>
    %43 = call @_where_2(%6, %37, %1) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %45 = "stablehlo.scatter"(%arg0, %44, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %46 = call @_where_2(%6, %42, %3) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = "stablehlo.scatter"(%45, %47, %46) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %49 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x64xf32>) -> tensor<64xf32>
    %51 = stablehlo.multiply %50, %8 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %53 = call @_roll_static(%51) : (tensor<64xf32>) -> tensor<64xf32>
    %54 = stablehlo.add %52, %53 : tensor<64xf32>
    %55 = call @_roll_static_0(%51) : (tensor<64xf32>) -> tensor<64xf32>
    %56 = stablehlo.add %54, %55 : tensor<64xf32>
    %57 = call @_roll_static_1(%51) : (tensor<64xf32>) -> tensor<64xf32>
    %58 = stablehlo.add %56, %57 : tensor<64xf32>
    %59 = stablehlo.divide %58, %34 : tensor<64xf32>
    %60 = call @_where_2(%33, %59, %50) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %61 = call @_where_2(%6, %60, %50) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = "stablehlo.scatter"(%48, %62, %61) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %64 = call @nan_to_num(%63, %cst_9, %cst_10, %cst_11) : (tensor<3x64xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf32>
    %65 = stablehlo.slice %64 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x64xf32>) -> tensor<64xf32>
    %67 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %69 = stablehlo.compare LT, %66, %68, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %70 = stablehlo.slice %64 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x64xf32>) -> tensor<64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = call @_where_4(%69, %cst_12, %71) : (tensor<64xi1>, tensor<f64>, tensor<64xf32>) -> tensor<64xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %74 = "stablehlo.scatter"(%64, %73, %72) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %75 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.maximum %66, %76 : tensor<64xf32>
    %78 = stablehlo.slice %74 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x64xf32>) -> tensor<64xf32>
    %80 = stablehlo.divide %79, %77 : tensor<64xf32>
    %81 = stablehlo.slice %74 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x64xf32>) -> tensor<64xf32>
    %83 = stablehlo.multiply %80, %80 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.subtract %arg3, %cst_14 : tensor<f64>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %86 = stablehlo.multiply %85, %77 : tensor<64xf32>
    %87 = stablehlo.multiply %86, %83 : tensor<64xf32>
    %88 = stablehlo.subtract %82, %87 : tensor<64xf32>
    %89 = stablehlo.convert %84 : (tensor<f64>) -> tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.multiply %90, %88 : tensor<64xf32>
    %92 = stablehlo.convert %arg4 : (tensor<f64>) -> tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.maximum %91, %93 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %95 = stablehlo.subtract %arg3, %cst_16 : tensor<f64>
    %96 = stablehlo.convert %95 : (tensor<f64>) -> tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.divide %94, %97 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %100 = stablehlo.multiply %99, %77 : tensor<64xf32>
    %101 = stablehlo.multiply %100, %83 : tensor<64xf32>
    %102 = stablehlo.add %98, %101 : tensor<64xf32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %104 = "stablehlo.scatter"(%74, %103, %102) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %106 = "stablehlo.scatter"(%104, %105, %77) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    return %106 : tensor<3x64xf32>
  }
  func.func private @_roll_static(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [1:64] : (tensor<64xf32>) -> tensor<63xf32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<64xf32>) -> tensor<1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<63xf32>, tensor<1xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [0:64] : (tensor<64xf32>) -> tensor<64xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<64xf32>) -> tensor<0xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<64xf32>, tensor<0xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.slice %arg0 [63:64] : (tensor<64xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<63xf32>) -> tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @_where(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<f64>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @clip(%arg0: tensor<64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<64xf32>
    return %5 : tensor<64xf32>
  }
  func.func private @_where_2(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<3x64xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<3x64xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<3x64xi1>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = call @_where_3(%0, %1, %arg0) : (tensor<3x64xi1>, tensor<f32>, tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<3x64xi1>
    %5 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %6 = call @_where_3(%4, %5, %2) : (tensor<3x64xi1>, tensor<f32>, tensor<3x64xf32>) -> tensor<3x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<3x64xf32>, tensor<3x64xf32>) -> tensor<3x64xi1>
    %9 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %10 = call @_where_3(%8, %9, %6) : (tensor<3x64xi1>, tensor<f32>, tensor<3x64xf32>) -> tensor<3x64xf32>
    return %10 : tensor<3x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<3x64xi1>, %arg1: tensor<f32>, %arg2: tensor<3x64xf32>) -> tensor<3x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<3x64xi1>, tensor<3x64xf32>
    return %1 : tensor<3x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<64xi1>, %arg1: tensor<f64>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
}
