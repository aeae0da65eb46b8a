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
    %38 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.divide %3, %39 : tensor<64xf32>
    %41 = stablehlo.divide %31, %35 : tensor<64xf32>
    %42 = call @_where_2(%33, %41, %40) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %43 = stablehlo.negate %arg2 : tensor<f64>
    %44 = call @clip(%42, %43, %arg2) : (tensor<64xf32>, tensor<f64>, tensor<f64>) -> tensor<64xf32>
    %45 = stablehlo.multiply %37, %44 : tensor<64xf32>
    %46 = call @_where_2(%6, %37, %1) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = "stablehlo.scatter"(%arg0, %47, %46) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %49 = call @_where_2(%6, %45, %3) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %51 = "stablehlo.scatter"(%48, %50, %49) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %52 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x64xf32>) -> tensor<64xf32>
    %54 = stablehlo.multiply %53, %8 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %56 = call @_roll_static(%54) : (tensor<64xf32>) -> tensor<64xf32>
    %57 = stablehlo.add %55, %56 : tensor<64xf32>
    %58 = call @_roll_static_0(%54) : (tensor<64xf32>) -> tensor<64xf32>
    %59 = stablehlo.add %57, %58 : tensor<64xf32>
    %60 = call @_roll_static_1(%54) : (tensor<64xf32>) -> tensor<64xf32>
    %61 = stablehlo.add %59, %60 : tensor<64xf32>
    %62 = stablehlo.divide %61, %34 : tensor<64xf32>
    %63 = call @_where_2(%33, %62, %53) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %64 = call @_where_2(%6, %63, %53) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %66 = "stablehlo.scatter"(%51, %65, %64) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %67 = stablehlo.slice %66 [0:1, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x64xf32>) -> tensor<64xf32>
    %69 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.maximum %68, %70 : tensor<64xf32>
    %72 = stablehlo.slice %66 [1:2, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x64xf32>) -> tensor<64xf32>
    %74 = stablehlo.divide %73, %71 : tensor<64xf32>
    %75 = stablehlo.slice %66 [2:3, 0:64] : (tensor<3x64xf32>) -> tensor<1x64xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x64xf32>) -> tensor<64xf32>
    %77 = stablehlo.multiply %74, %74 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %78 = stablehlo.subtract %arg3, %cst_8 : tensor<f64>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %80 = stablehlo.multiply %79, %71 : tensor<64xf32>
    %81 = stablehlo.multiply %80, %77 : tensor<64xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<64xf32>
    %83 = stablehlo.convert %78 : (tensor<f64>) -> tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %85 = stablehlo.multiply %84, %82 : tensor<64xf32>
    %86 = stablehlo.convert %arg4 : (tensor<f64>) -> tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %88 = stablehlo.maximum %85, %87 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.subtract %arg3, %cst_10 : tensor<f64>
    %90 = stablehlo.convert %89 : (tensor<f64>) -> tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %92 = stablehlo.divide %88, %91 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.multiply %93, %71 : tensor<64xf32>
    %95 = stablehlo.multiply %94, %77 : tensor<64xf32>
    %96 = stablehlo.add %92, %95 : tensor<64xf32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %98 = "stablehlo.scatter"(%66, %97, %96) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %100 = "stablehlo.scatter"(%98, %99, %71) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<3x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<3x64xf32>
    return %100 : tensor<3x64xf32>
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
  func.func private @_where_2(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %0 : tensor<64xf32>
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
}
