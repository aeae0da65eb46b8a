module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x41x41xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = call @_det(%arg0) : (tensor<3x41x41xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_det(%arg0: tensor<3x41x41xf32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.case"(%c) ({
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }, {
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_0 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %4:3 = stablehlo.custom_call @LuDecomposition(%arg0) {api_version = 2 : i32, backend_config = ""} : (tensor<3x41x41xf32>) -> (tensor<3x41x41xf32>, tensor<3x41xi32>, tensor<3x41xi32>)
      %5 = func.call @diagonal(%4#0) : (tensor<3x41x41xf32>) -> tensor<3x41xf32>
      %6 = stablehlo.iota dim = 0 : tensor<41xi32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<41xi32>) -> tensor<1x41xi32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x41xi32>) -> tensor<3x41xi32>
      %9 = stablehlo.compare NE, %4#1, %8, SIGNED : (tensor<3x41xi32>, tensor<3x41xi32>) -> tensor<3x41xi1>
      %10 = stablehlo.convert %9 : (tensor<3x41xi1>) -> tensor<3x41xi32>
      %11 = stablehlo.convert %10 : (tensor<3x41xi32>) -> tensor<3x41xi64>
      %c_0 = stablehlo.constant dense<0> : tensor<i64>
      %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<3x41xi64>, tensor<i64>) -> tensor<3xi64>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
      %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<3x41xf32>, tensor<3x41xf32>) -> tensor<3x41xi1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %15 = stablehlo.reduce(%14 init: %c_1) applies stablehlo.or across dimensions = [1] : (tensor<3x41xi1>, tensor<i1>) -> tensor<3xi1>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
      %17 = stablehlo.compare EQ, %5, %16, FLOAT : (tensor<3x41xf32>, tensor<3x41xf32>) -> tensor<3x41xi1>
      %c_3 = stablehlo.constant dense<1> : tensor<i64>
      %18 = func.call @_where(%17, %c_3, %5) : (tensor<3x41xi1>, tensor<i64>, tensor<3x41xf32>) -> tensor<3x41xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
      %20 = stablehlo.compare LT, %5, %19, FLOAT : (tensor<3x41xf32>, tensor<3x41xf32>) -> tensor<3x41xi1>
      %21 = stablehlo.convert %20 : (tensor<3x41xi1>) -> tensor<3x41xi32>
      %22 = stablehlo.convert %21 : (tensor<3x41xi32>) -> tensor<3x41xi64>
      %c_5 = stablehlo.constant dense<0> : tensor<i64>
      %23 = stablehlo.reduce(%22 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<3x41xi64>, tensor<i64>) -> tensor<3xi64>
      %24 = stablehlo.add %12, %23 : tensor<3xi64>
      %c_6 = stablehlo.constant dense<2> : tensor<i64>
      %25 = func.call @remainder(%24, %c_6) : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
      %c_7 = stablehlo.constant dense<1> : tensor<i64>
      %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %27 = stablehlo.compare EQ, %25, %26, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %cst_8 = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %28 = func.call @_where_1(%27, %cst_8, %cst_9) : (tensor<3xi1>, tensor<f64>, tensor<f64>) -> tensor<3xf64>
      %29 = stablehlo.convert %28 : (tensor<3xf64>) -> tensor<3xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i64>
      %30 = func.call @_where_2(%15, %c_10, %29) : (tensor<3xi1>, tensor<i64>, tensor<3xf32>) -> tensor<3xf32>
      %31 = stablehlo.abs %18 : tensor<3x41xf32>
      %32 = stablehlo.log %31 : tensor<3x41xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %34 = stablehlo.concatenate %32, %33, dim = 1 : (tensor<3x41xf32>, tensor<3x1xf32>) -> tensor<3x42xf32>
      %35 = stablehlo.slice %34 [0:3, 0:21] : (tensor<3x42xf32>) -> tensor<3x21xf32>
      %36 = stablehlo.slice %34 [0:3, 21:42] : (tensor<3x42xf32>) -> tensor<3x21xf32>
      %37 = stablehlo.add %35, %36 : tensor<3x21xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %39 = stablehlo.concatenate %37, %38, dim = 1 : (tensor<3x21xf32>, tensor<3x1xf32>) -> tensor<3x22xf32>
      %40 = stablehlo.slice %39 [0:3, 0:11] : (tensor<3x22xf32>) -> tensor<3x11xf32>
      %41 = stablehlo.slice %39 [0:3, 11:22] : (tensor<3x22xf32>) -> tensor<3x11xf32>
      %42 = stablehlo.add %40, %41 : tensor<3x11xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %44 = stablehlo.concatenate %42, %43, dim = 1 : (tensor<3x11xf32>, tensor<3x1xf32>) -> tensor<3x12xf32>
      %45 = stablehlo.slice %44 [0:3, 0:6] : (tensor<3x12xf32>) -> tensor<3x6xf32>
      %46 = stablehlo.slice %44 [0:3, 6:12] : (tensor<3x12xf32>) -> tensor<3x6xf32>
      %47 = stablehlo.add %45, %46 : tensor<3x6xf32>
      %48 = stablehlo.slice %47 [0:3, 0:3] : (tensor<3x6xf32>) -> tensor<3x3xf32>
      %49 = stablehlo.slice %47 [0:3, 3:6] : (tensor<3x6xf32>) -> tensor<3x3xf32>
      %50 = stablehlo.add %48, %49 : tensor<3x3xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %52 = stablehlo.concatenate %50, %51, dim = 1 : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
      %53 = stablehlo.slice %52 [0:3, 0:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
      %54 = stablehlo.slice %52 [0:3, 2:4] : (tensor<3x4xf32>) -> tensor<3x2xf32>
      %55 = stablehlo.add %53, %54 : tensor<3x2xf32>
      %56 = stablehlo.slice %55 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
      %57 = stablehlo.slice %55 [0:3, 1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
      %58 = stablehlo.add %56, %57 : tensor<3x1xf32>
      %59 = stablehlo.reshape %58 : (tensor<3x1xf32>) -> tensor<3xf32>
      %cst_15 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
      %60 = func.call @_where_3(%15, %cst_15, %59) : (tensor<3xi1>, tensor<f64>, tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %30, %60 : tensor<3xf32>, tensor<3xf32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
    %2 = stablehlo.exponential %1#1 : tensor<3xf32>
    %3 = stablehlo.multiply %1#0, %2 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @diagonal(%arg0: tensor<3x41x41xf32>) -> tensor<3x41xf32> {
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
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x41x41xf32>, tensor<41x2xi32>) -> tensor<3x41xf32>
    return %17 : tensor<3x41xf32>
  }
  func.func private @_where(%arg0: tensor<3x41xi1>, %arg1: tensor<i64>, %arg2: tensor<3x41xf32>) -> tensor<3x41xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x41xi1>, tensor<3x41xf32>
    return %2 : tensor<3x41xf32>
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
  func.func private @_where_2(%arg0: tensor<3xi1>, %arg1: tensor<i64>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_3(%arg0: tensor<3xi1>, %arg1: tensor<f64>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
