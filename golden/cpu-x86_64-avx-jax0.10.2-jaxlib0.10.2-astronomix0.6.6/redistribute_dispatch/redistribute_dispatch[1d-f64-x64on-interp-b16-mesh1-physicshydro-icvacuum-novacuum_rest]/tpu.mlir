module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf64>) -> (tensor<3x64xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<3x64xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<3x64xf64>
    return %0 : tensor<3x64xf64>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<3x64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<3x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf64>) -> tensor<64xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf64>) -> tensor<64xf64>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %5 = stablehlo.compare LE, %1, %4, FLOAT : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xi1>
    %6 = stablehlo.not %5 : tensor<64xi1>
    %7 = stablehlo.convert %6 : (tensor<64xi1>) -> tensor<64xf64>
    %8 = stablehlo.multiply %1, %7 : tensor<64xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %10 = call @_roll_static(%8) : (tensor<64xf64>) -> tensor<64xf64>
    %11 = stablehlo.add %9, %10 : tensor<64xf64>
    %12 = call @_roll_static_0(%8) : (tensor<64xf64>) -> tensor<64xf64>
    %13 = stablehlo.add %11, %12 : tensor<64xf64>
    %14 = call @_roll_static_1(%8) : (tensor<64xf64>) -> tensor<64xf64>
    %15 = stablehlo.add %13, %14 : tensor<64xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %17 = call @_roll_static(%7) : (tensor<64xf64>) -> tensor<64xf64>
    %18 = stablehlo.add %16, %17 : tensor<64xf64>
    %19 = call @_roll_static_0(%7) : (tensor<64xf64>) -> tensor<64xf64>
    %20 = stablehlo.add %18, %19 : tensor<64xf64>
    %21 = call @_roll_static_1(%7) : (tensor<64xf64>) -> tensor<64xf64>
    %22 = stablehlo.add %20, %21 : tensor<64xf64>
    %23 = stablehlo.multiply %3, %7 : tensor<64xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %25 = call @_roll_static(%23) : (tensor<64xf64>) -> tensor<64xf64>
    %26 = stablehlo.add %24, %25 : tensor<64xf64>
    %27 = call @_roll_static_0(%23) : (tensor<64xf64>) -> tensor<64xf64>
    %28 = stablehlo.add %26, %27 : tensor<64xf64>
    %29 = call @_roll_static_1(%23) : (tensor<64xf64>) -> tensor<64xf64>
    %30 = stablehlo.add %28, %29 : tensor<64xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %32 = stablehlo.compare GT, %22, %31, FLOAT : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = call @_where(%32, %22, %cst_3) : (tensor<64xi1>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = call @_where(%32, %15, %cst_4) : (tensor<64xi1>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %35 = stablehlo.divide %15, %33 : tensor<64xf64>
    %36 = call @_where_2(%32, %35, %arg1) : (tensor<64xi1>, tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %38 = stablehlo.divide %3, %37 : tensor<64xf64>
    %39 = stablehlo.divide %30, %34 : tensor<64xf64>
    %40 = call @_where_3(%32, %39, %38) : (tensor<64xi1>, tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %41 = stablehlo.negate %arg2 : tensor<f64>
    %42 = call @clip(%40, %41, %arg2) : (tensor<64xf64>, tensor<f64>, tensor<f64>) -> tensor<64xf64>
    %43 = stablehlo.multiply %36, %42 : tensor<64xf64>
    %44 = call @_where_3(%5, %36, %1) : (tensor<64xi1>, tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %46 = "stablehlo.scatter"(%arg0, %45, %44) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %47 = call @_where_3(%5, %43, %3) : (tensor<64xi1>, tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %49 = "stablehlo.scatter"(%46, %48, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %50 = stablehlo.slice %arg0 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %51 = stablehlo.reshape %50 : (tensor<1x64xf64>) -> tensor<64xf64>
    %52 = stablehlo.multiply %51, %7 : tensor<64xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %54 = call @_roll_static(%52) : (tensor<64xf64>) -> tensor<64xf64>
    %55 = stablehlo.add %53, %54 : tensor<64xf64>
    %56 = call @_roll_static_0(%52) : (tensor<64xf64>) -> tensor<64xf64>
    %57 = stablehlo.add %55, %56 : tensor<64xf64>
    %58 = call @_roll_static_1(%52) : (tensor<64xf64>) -> tensor<64xf64>
    %59 = stablehlo.add %57, %58 : tensor<64xf64>
    %60 = stablehlo.divide %59, %33 : tensor<64xf64>
    %61 = call @_where_3(%32, %60, %51) : (tensor<64xi1>, tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %62 = call @_where_3(%5, %61, %51) : (tensor<64xi1>, tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.scatter"(%49, %63, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %65 = stablehlo.slice %64 [0:1, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %66 = stablehlo.reshape %65 : (tensor<1x64xf64>) -> tensor<64xf64>
    %67 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %68 = stablehlo.maximum %66, %67 : tensor<64xf64>
    %69 = stablehlo.slice %64 [1:2, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %70 = stablehlo.reshape %69 : (tensor<1x64xf64>) -> tensor<64xf64>
    %71 = stablehlo.divide %70, %68 : tensor<64xf64>
    %72 = stablehlo.slice %64 [2:3, 0:64] : (tensor<3x64xf64>) -> tensor<1x64xf64>
    %73 = stablehlo.reshape %72 : (tensor<1x64xf64>) -> tensor<64xf64>
    %74 = stablehlo.multiply %71, %71 : tensor<64xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.subtract %arg3, %cst_8 : tensor<f64>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %76 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %77 = stablehlo.multiply %76, %68 : tensor<64xf64>
    %78 = stablehlo.multiply %77, %74 : tensor<64xf64>
    %79 = stablehlo.subtract %73, %78 : tensor<64xf64>
    %80 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %81 = stablehlo.multiply %80, %79 : tensor<64xf64>
    %82 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %83 = stablehlo.maximum %81, %82 : tensor<64xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.subtract %arg3, %cst_10 : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %86 = stablehlo.divide %83, %85 : tensor<64xf64>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %87 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %88 = stablehlo.multiply %87, %68 : tensor<64xf64>
    %89 = stablehlo.multiply %88, %74 : tensor<64xf64>
    %90 = stablehlo.add %86, %89 : tensor<64xf64>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %92 = "stablehlo.scatter"(%64, %91, %90) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %94 = "stablehlo.scatter"(%92, %93, %68) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<3x64xf64>, tensor<1xi32>, tensor<64xf64>) -> tensor<3x64xf64>
    return %94 : tensor<3x64xf64>
  }
  func.func private @_roll_static(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %0 = stablehlo.slice %arg0 [1:64] : (tensor<64xf64>) -> tensor<63xf64>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<64xf64>) -> tensor<1xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<63xf64>, tensor<1xf64>) -> tensor<64xf64>
    return %2 : tensor<64xf64>
  }
  func.func private @_roll_static_0(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %0 = stablehlo.slice %arg0 [0:64] : (tensor<64xf64>) -> tensor<64xf64>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<64xf64>) -> tensor<0xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<64xf64>, tensor<0xf64>) -> tensor<64xf64>
    return %2 : tensor<64xf64>
  }
  func.func private @_roll_static_1(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %0 = stablehlo.slice %arg0 [63:64] : (tensor<64xf64>) -> tensor<1xf64>
    %1 = stablehlo.slice %arg0 [0:63] : (tensor<64xf64>) -> tensor<63xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf64>, tensor<63xf64>) -> tensor<64xf64>
    return %2 : tensor<64xf64>
  }
  func.func private @_where(%arg0: tensor<64xi1>, %arg1: tensor<64xf64>, %arg2: tensor<f64>) -> tensor<64xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64xi1>, tensor<64xf64>
    return %2 : tensor<64xf64>
  }
  func.func private @_where_2(%arg0: tensor<64xi1>, %arg1: tensor<64xf64>, %arg2: tensor<f64>) -> tensor<64xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<64xi1>, tensor<64xf64>
    return %1 : tensor<64xf64>
  }
  func.func private @_where_3(%arg0: tensor<64xi1>, %arg1: tensor<64xf64>, %arg2: tensor<64xf64>) -> tensor<64xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xf64>
    return %0 : tensor<64xf64>
  }
  func.func private @clip(%arg0: tensor<64xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<64xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %1 = stablehlo.maximum %0, %arg0 : tensor<64xf64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<64xf64>
    %3 = stablehlo.minimum %2, %1 : tensor<64xf64>
    return %3 : tensor<64xf64>
  }
}
