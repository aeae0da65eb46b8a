module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x41x41xf64>) -> (tensor<3xf64> {jax.result_info = "result[0]"}, tensor<3xf64> {jax.result_info = "result[1]"}) {
    %0:2 = call @_slogdet(%arg0) : (tensor<3x41x41xf64>) -> (tensor<3xf64>, tensor<3xf64>)
    return %0#0, %0#1 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @_slogdet(%arg0: tensor<3x41x41xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%c) ({
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }, {
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2:3 = stablehlo.custom_call @LuDecomposition(%arg0) {api_version = 2 : i32, backend_config = ""} : (tensor<3x41x41xf64>) -> (tensor<3x41x41xf64>, tensor<3x41xi32>, tensor<3x41xi32>)
      %3 = func.call @diagonal(%2#0) : (tensor<3x41x41xf64>) -> tensor<3x41xf64>
      %4 = stablehlo.iota dim = 0 : tensor<41xi32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<41xi32>) -> tensor<1x41xi32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x41xi32>) -> tensor<3x41xi32>
      %7 = stablehlo.compare NE, %2#1, %6, SIGNED : (tensor<3x41xi32>, tensor<3x41xi32>) -> tensor<3x41xi1>
      %8 = stablehlo.convert %7 : (tensor<3x41xi1>) -> tensor<3x41xi32>
      %9 = stablehlo.convert %8 : (tensor<3x41xi32>) -> tensor<3x41xi64>
      %c_0 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.reduce(%9 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<3x41xi64>, tensor<i64>) -> tensor<3xi64>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x41xf64>
      %12 = stablehlo.compare EQ, %3, %11, FLOAT : (tensor<3x41xf64>, tensor<3x41xf64>) -> tensor<3x41xi1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %13 = stablehlo.reduce(%12 init: %c_1) applies stablehlo.or across dimensions = [1] : (tensor<3x41xi1>, tensor<i1>) -> tensor<3xi1>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x41xf64>
      %15 = stablehlo.compare EQ, %3, %14, FLOAT : (tensor<3x41xf64>, tensor<3x41xf64>) -> tensor<3x41xi1>
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %16 = func.call @_where(%15, %c_3, %3) : (tensor<3x41xi1>, tensor<i64>, tensor<3x41xf64>) -> tensor<3x41xf64>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3x41xf64>
      %18 = stablehlo.compare LT, %3, %17, FLOAT : (tensor<3x41xf64>, tensor<3x41xf64>) -> tensor<3x41xi1>
      %19 = stablehlo.convert %18 : (tensor<3x41xi1>) -> tensor<3x41xi32>
      %20 = stablehlo.convert %19 : (tensor<3x41xi32>) -> tensor<3x41xi64>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %21 = stablehlo.reduce(%20 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<3x41xi64>, tensor<i64>) -> tensor<3xi64>
      %22 = stablehlo.add %10, %21 : tensor<3xi64>
      %c_6 = stablehlo.constant dense<2> : tensor<i64>
      %23 = func.call @remainder(%22, %c_6) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
      %c_7 = stablehlo.constant dense<1> : tensor<i64>
      %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %25 = stablehlo.compare EQ, %23, %24, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %cst_8 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %26 = func.call @_where_1(%25, %cst_8, %cst_9) : (tensor<3xi1>, tensor<f64>, tensor<f64>) -> tensor<3xf64>
      %27 = stablehlo.convert %26 : tensor<3xf64>
      %c_10 = stablehlo.constant dense<0> : tensor<i64>
      %28 = func.call @_where_2(%13, %c_10, %27) : (tensor<3xi1>, tensor<i64>, tensor<3xf64>) -> tensor<3xf64>
      %29 = stablehlo.abs %16 : tensor<3x41xf64>
      %30 = stablehlo.log %29 : tensor<3x41xf64>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<3x1xf64>
      %32 = stablehlo.concatenate %30, %31, dim = 1 : (tensor<3x41xf64>, tensor<3x1xf64>) -> tensor<3x42xf64>
      %33 = stablehlo.slice %32 [0:3, 0:21] : (tensor<3x42xf64>) -> tensor<3x21xf64>
      %34 = stablehlo.slice %32 [0:3, 21:42] : (tensor<3x42xf64>) -> tensor<3x21xf64>
      %35 = stablehlo.add %33, %34 : tensor<3x21xf64>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3x1xf64>
      %37 = stablehlo.concatenate %35, %36, dim = 1 : (tensor<3x21xf64>, tensor<3x1xf64>) -> tensor<3x22xf64>
      %38 = stablehlo.slice %37 [0:3, 0:11] : (tensor<3x22xf64>) -> tensor<3x11xf64>
      %39 = stablehlo.slice %37 [0:3, 11:22] : (tensor<3x22xf64>) -> tensor<3x11xf64>
      %40 = stablehlo.add %38, %39 : tensor<3x11xf64>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<3x1xf64>
      %42 = stablehlo.concatenate %40, %41, dim = 1 : (tensor<3x11xf64>, tensor<3x1xf64>) -> tensor<3x12xf64>
      %43 = stablehlo.slice %42 [0:3, 0:6] : (tensor<3x12xf64>) -> tensor<3x6xf64>
      %44 = stablehlo.slice %42 [0:3, 6:12] : (tensor<3x12xf64>) -> tensor<3x6xf64>
      %45 = stablehlo.add %43, %44 : tensor<3x6xf64>
      %46 = stablehlo.slice %45 [0:3, 0:3] : (tensor<3x6xf64>) -> tensor<3x3xf64>
      %47 = stablehlo.slice %45 [0:3, 3:6] : (tensor<3x6xf64>) -> tensor<3x3xf64>
      %48 = stablehlo.add %46, %47 : tensor<3x3xf64>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<3x1xf64>
      %50 = stablehlo.concatenate %48, %49, dim = 1 : (tensor<3x3xf64>, tensor<3x1xf64>) -> tensor<3x4xf64>
      %51 = stablehlo.slice %50 [0:3, 0:2] : (tensor<3x4xf64>) -> tensor<3x2xf64>
      %52 = stablehlo.slice %50 [0:3, 2:4] : (tensor<3x4xf64>) -> tensor<3x2xf64>
      %53 = stablehlo.add %51, %52 : tensor<3x2xf64>
      %54 = stablehlo.slice %53 [0:3, 0:1] : (tensor<3x2xf64>) -> tensor<3x1xf64>
      %55 = stablehlo.slice %53 [0:3, 1:2] : (tensor<3x2xf64>) -> tensor<3x1xf64>
      %56 = stablehlo.add %54, %55 : tensor<3x1xf64>
      %57 = stablehlo.reshape %56 : (tensor<3x1xf64>) -> tensor<3xf64>
      %cst_15 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %58 = func.call @_where_3(%13, %cst_15, %57) : (tensor<3xi1>, tensor<f64>, tensor<3xf64>) -> tensor<3xf64>
      stablehlo.return %28, %58 : tensor<3xf64>, tensor<3xf64>
    }) : (tensor<i32>) -> (tensor<3xf64>, tensor<3xf64>)
    return %1#0, %1#1 : tensor<3xf64>, tensor<3xf64>
  }
  func.func private @diagonal(%arg0: tensor<3x41x41xf64>) -> tensor<3x41xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<41xi64>
    %1 = stablehlo.iota dim = 0 : tensor<41xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<41xi64>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<41xi64>, tensor<41xi64>) -> tensor<41xi1>
    %c_0 = stablehlo.constant dense<41> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<41xi64>
    %5 = stablehlo.add %0, %4 : tensor<41xi64>
    %6 = stablehlo.select %3, %5, %0 : tensor<41xi1>, tensor<41xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<41xi64>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<41xi64>, tensor<41xi64>) -> tensor<41xi1>
    %c_2 = stablehlo.constant dense<41> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<41xi64>
    %10 = stablehlo.add %1, %9 : tensor<41xi64>
    %11 = stablehlo.select %8, %10, %1 : tensor<41xi1>, tensor<41xi64>
    %12 = stablehlo.convert %6 : (tensor<41xi64>) -> tensor<41xi32>
    %13 = stablehlo.convert %11 : (tensor<41xi64>) -> tensor<41xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<41xi32>) -> tensor<41x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<41xi32>) -> tensor<41x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<41x1xi32>, tensor<41x1xi32>) -> tensor<41x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x41x41xf64>, tensor<41x2xi32>) -> tensor<3x41xf64>
    return %17 : tensor<3x41xf64>
  }
  func.func private @_where(%arg0: tensor<3x41xi1>, %arg1: tensor<i64>, %arg2: tensor<3x41xf64>) -> tensor<3x41xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3x41xf64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x41xi1>, tensor<3x41xf64>
    return %2 : tensor<3x41xf64>
  }
  func.func private @remainder(%arg0: tensor<3xi64>, %arg1: tensor<i64>) -> tensor<3xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %14 = stablehlo.add %4, %13 : tensor<3xi64>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi64>
    return %15 : tensor<3xi64>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i64>
    return %0 : tensor<i64>
  }
  func.func private @_where_1(%arg0: tensor<3xi1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3xi1>, tensor<3xf64>
    return %2 : tensor<3xf64>
  }
  func.func private @_where_2(%arg0: tensor<3xi1>, %arg1: tensor<i64>, %arg2: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf64>
    return %2 : tensor<3xf64>
  }
  func.func private @_where_3(%arg0: tensor<3xi1>, %arg1: tensor<f64>, %arg2: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf64>
    return %2 : tensor<3xf64>
  }
}
