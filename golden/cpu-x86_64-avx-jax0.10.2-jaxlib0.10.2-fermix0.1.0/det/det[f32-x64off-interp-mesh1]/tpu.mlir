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
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.reduce(%10 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<3x41xi32>, tensor<i32>) -> tensor<3xi32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
      %13 = stablehlo.compare EQ, %5, %12, FLOAT : (tensor<3x41xf32>, tensor<3x41xf32>) -> tensor<3x41xi1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %14 = stablehlo.reduce(%13 init: %c_1) applies stablehlo.or across dimensions = [1] : (tensor<3x41xi1>, tensor<i1>) -> tensor<3xi1>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
      %16 = stablehlo.compare EQ, %5, %15, FLOAT : (tensor<3x41xf32>, tensor<3x41xf32>) -> tensor<3x41xi1>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %17 = func.call @_where(%16, %c_3, %5) : (tensor<3x41xi1>, tensor<i32>, tensor<3x41xf32>) -> tensor<3x41xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
      %19 = stablehlo.compare LT, %5, %18, FLOAT : (tensor<3x41xf32>, tensor<3x41xf32>) -> tensor<3x41xi1>
      %20 = stablehlo.convert %19 : (tensor<3x41xi1>) -> tensor<3x41xi32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.reduce(%20 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<3x41xi32>, tensor<i32>) -> tensor<3xi32>
      %22 = stablehlo.add %11, %21 : tensor<3xi32>
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %23 = func.call @remainder(%22, %c_6) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %25 = stablehlo.compare EQ, %23, %24, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %cst_8 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %26 = func.call @_where_1(%25, %cst_8, %cst_9) : (tensor<3xi1>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %27 = stablehlo.convert %26 : tensor<3xf32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %28 = func.call @_where_2(%14, %c_10, %27) : (tensor<3xi1>, tensor<i32>, tensor<3xf32>) -> tensor<3xf32>
      %29 = stablehlo.abs %17 : tensor<3x41xf32>
      %30 = stablehlo.log %29 : tensor<3x41xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %32 = stablehlo.concatenate %30, %31, dim = 1 : (tensor<3x41xf32>, tensor<3x1xf32>) -> tensor<3x42xf32>
      %33 = stablehlo.slice %32 [0:3, 0:21] : (tensor<3x42xf32>) -> tensor<3x21xf32>
      %34 = stablehlo.slice %32 [0:3, 21:42] : (tensor<3x42xf32>) -> tensor<3x21xf32>
      %35 = stablehlo.add %33, %34 : tensor<3x21xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %37 = stablehlo.concatenate %35, %36, dim = 1 : (tensor<3x21xf32>, tensor<3x1xf32>) -> tensor<3x22xf32>
      %38 = stablehlo.slice %37 [0:3, 0:11] : (tensor<3x22xf32>) -> tensor<3x11xf32>
      %39 = stablehlo.slice %37 [0:3, 11:22] : (tensor<3x22xf32>) -> tensor<3x11xf32>
      %40 = stablehlo.add %38, %39 : tensor<3x11xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %42 = stablehlo.concatenate %40, %41, dim = 1 : (tensor<3x11xf32>, tensor<3x1xf32>) -> tensor<3x12xf32>
      %43 = stablehlo.slice %42 [0:3, 0:6] : (tensor<3x12xf32>) -> tensor<3x6xf32>
      %44 = stablehlo.slice %42 [0:3, 6:12] : (tensor<3x12xf32>) -> tensor<3x6xf32>
      %45 = stablehlo.add %43, %44 : tensor<3x6xf32>
      %46 = stablehlo.slice %45 [0:3, 0:3] : (tensor<3x6xf32>) -> tensor<3x3xf32>
      %47 = stablehlo.slice %45 [0:3, 3:6] : (tensor<3x6xf32>) -> tensor<3x3xf32>
      %48 = stablehlo.add %46, %47 : tensor<3x3xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
      %50 = stablehlo.concatenate %48, %49, dim = 1 : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
      %51 = stablehlo.slice %50 [0:3, 0:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
      %52 = stablehlo.slice %50 [0:3, 2:4] : (tensor<3x4xf32>) -> tensor<3x2xf32>
      %53 = stablehlo.add %51, %52 : tensor<3x2xf32>
      %54 = stablehlo.slice %53 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
      %55 = stablehlo.slice %53 [0:3, 1:2] : (tensor<3x2xf32>) -> tensor<3x1xf32>
      %56 = stablehlo.add %54, %55 : tensor<3x1xf32>
      %57 = stablehlo.reshape %56 : (tensor<3x1xf32>) -> tensor<3xf32>
      %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %58 = func.call @_where_3(%14, %cst_15, %57) : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %28, %58 : tensor<3xf32>, tensor<3xf32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
    %2 = stablehlo.exponential %1#1 : tensor<3xf32>
    %3 = stablehlo.multiply %1#0, %2 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @diagonal(%arg0: tensor<3x41x41xf32>) -> tensor<3x41xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<41xi32>
    %1 = stablehlo.iota dim = 0 : tensor<41xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<41xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<41xi32>, tensor<41xi32>) -> tensor<41xi1>
    %c_0 = stablehlo.constant dense<41> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<41xi32>
    %5 = stablehlo.add %0, %4 : tensor<41xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<41xi1>, tensor<41xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<41xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<41xi32>, tensor<41xi32>) -> tensor<41xi1>
    %c_2 = stablehlo.constant dense<41> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<41xi32>
    %10 = stablehlo.add %1, %9 : tensor<41xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<41xi1>, tensor<41xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<41xi32>) -> tensor<41x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<41xi32>) -> tensor<41x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<41x1xi32>, tensor<41x1xi32>) -> tensor<41x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x41x41xf32>, tensor<41x2xi32>) -> tensor<3x41xf32>
    return %15 : tensor<3x41xf32>
  }
  func.func private @_where(%arg0: tensor<3x41xi1>, %arg1: tensor<i32>, %arg2: tensor<3x41xf32>) -> tensor<3x41xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x41xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x41xi1>, tensor<3x41xf32>
    return %2 : tensor<3x41xf32>
  }
  func.func private @remainder(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<3xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_2(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_3(%arg0: tensor<3xi1>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
