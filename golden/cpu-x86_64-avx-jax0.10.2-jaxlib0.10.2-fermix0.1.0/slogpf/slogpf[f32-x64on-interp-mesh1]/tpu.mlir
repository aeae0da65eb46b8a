module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x40x40xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_slogpf(%arg0) : (tensor<3x40x40xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    return %0#0, %0#1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_slogpf(%arg0: tensor<3x40x40xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00]]> : tensor<2x2xf32>
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x40x40xf32>) -> tensor<3x40x40xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<3x40x40xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x40x40xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<3x40x40xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %4 = "stablehlo.case"(%c) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %5:2 = "stablehlo.case"(%4) ({
      %6 = stablehlo.iota dim = 0 : tensor<40xi64>
      %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<40xi64>) -> tensor<1x40xi64>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %c_4 = stablehlo.constant dense<0> : tensor<i64>
      %10:6 = stablehlo.while(%iterArg = %7, %iterArg_5 = %c_4, %iterArg_6 = %c_3, %iterArg_7 = %3, %iterArg_8 = %8, %iterArg_9 = %9) : tensor<1x40xi64>, tensor<i64>, tensor<i64>, tensor<3x40x40xf32>, tensor<3xf32>, tensor<3xf32>
      cond {
        %c_10 = stablehlo.constant dense<20> : tensor<i64>
        %11 = stablehlo.compare LT, %iterArg_5, %c_10, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %11 : tensor<i1>
      } do {
        %11:4 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9) : (tensor<1x40xi64>, tensor<i64>, tensor<3x40x40xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<i64>, tensor<3x40x40xf32>, tensor<3xf32>, tensor<3xf32>)
        %c_10 = stablehlo.constant dense<1> : tensor<i64>
        %12 = stablehlo.add %iterArg_5, %c_10 : tensor<i64>
        stablehlo.return %iterArg, %12, %11#0, %11#1, %11#2, %11#3 : tensor<1x40xi64>, tensor<i64>, tensor<i64>, tensor<3x40x40xf32>, tensor<3xf32>, tensor<3xf32>
      }
      stablehlo.return %10#4, %10#5 : tensor<3xf32>, tensor<3xf32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
    return %5#0, %5#1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x40xi64>, %arg1: tensor<i64>, %arg2: tensor<3x40x40xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>) -> (tensor<i64>, tensor<3x40x40xf32>, tensor<3xf32>, tensor<3xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<2> : tensor<i64>
    %1 = stablehlo.multiply %c_0, %arg1 : tensor<i64>
    %2 = call @dynamic_index_in_dim(%arg2, %1) : (tensor<3x40x40xf32>, tensor<i64>) -> tensor<3x40xf32>
    %3 = stablehlo.convert %1 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<1x40xi64>
    %5 = stablehlo.compare GT, %arg0, %4, SIGNED : (tensor<1x40xi64>, tensor<1x40xi64>) -> tensor<1x40xi1>
    %6 = stablehlo.abs %2 : tensor<3x40xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst) : (tensor<1x40xi1>, tensor<3x40xf32>, tensor<f64>) -> tensor<3x40xf32>
    %8 = call @argmax(%7) : (tensor<3x40xf32>) -> tensor<3xi64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xi64>) -> tensor<3x1xi64>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x40xi64>) -> tensor<3x40xi64>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xi64>) -> tensor<3x40xi64>
    %12 = stablehlo.compare EQ, %10, %11, SIGNED : (tensor<3x40xi64>, tensor<3x40xi64>) -> tensor<3x40xi1>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %13 = stablehlo.add %1, %c_1 : tensor<i64>
    %14 = call @_where_0(%12, %13, %arg0) : (tensor<3x40xi1>, tensor<i64>, tensor<1x40xi64>) -> tensor<3x40xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %15 = stablehlo.add %1, %c_2 : tensor<i64>
    %16 = stablehlo.convert %15 : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i64>) -> tensor<1x40xi64>
    %18 = stablehlo.compare EQ, %arg0, %17, SIGNED : (tensor<1x40xi64>, tensor<1x40xi64>) -> tensor<1x40xi1>
    %19 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xi64>) -> tensor<3x1xi64>
    %20 = call @_where_1(%18, %19, %14) : (tensor<1x40xi1>, tensor<3x1xi64>, tensor<3x40xi64>) -> tensor<3x40xi64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<3x40xi64>) -> tensor<3x40x1xi64>
    %22 = call @take_along_axis(%arg2, %21) : (tensor<3x40x40xf32>, tensor<3x40x1xi64>) -> tensor<3x40x40xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<3x40xi64>) -> tensor<3x1x40xi64>
    %24 = call @take_along_axis_2(%22, %23) : (tensor<3x40x40xf32>, tensor<3x1x40xi64>) -> tensor<3x40x40xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %25 = stablehlo.add %1, %c_3 : tensor<i64>
    %26 = stablehlo.convert %25 : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %28 = stablehlo.compare NE, %8, %27, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %29 = stablehlo.negate %arg3 : tensor<3xf32>
    %30 = call @_where_3(%28, %29, %arg3) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %31 = call @dynamic_index_in_dim(%24, %1) : (tensor<3x40x40xf32>, tensor<i64>) -> tensor<3x40xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %32 = stablehlo.add %1, %c_4 : tensor<i64>
    %33 = call @dynamic_index_in_dim(%24, %32) : (tensor<3x40x40xf32>, tensor<i64>) -> tensor<3x40xf32>
    %34 = call @dynamic_index_in_dim_4(%33, %1) : (tensor<3x40xf32>, tensor<i64>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.compare EQ, %34, %35, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %38 = stablehlo.compare EQ, %34, %37, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = call @_where_5(%38, %cst_7, %34) : (tensor<3xi1>, tensor<f64>, tensor<3xf32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %41 = stablehlo.divide %40, %39 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = call @_where_5(%36, %cst_9, %41) : (tensor<3xi1>, tensor<f64>, tensor<3xf32>) -> tensor<3xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %43 = stablehlo.add %1, %c_10 : tensor<i64>
    %44 = stablehlo.convert %43 : tensor<i64>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i64>) -> tensor<1x40xi64>
    %46 = stablehlo.compare GT, %arg0, %45, SIGNED : (tensor<1x40xi64>, tensor<1x40xi64>) -> tensor<1x40xi1>
    %47 = stablehlo.convert %46 : (tensor<1x40xi1>) -> tensor<1x40xf32>
    %48 = stablehlo.negate %31 : tensor<3x40xf32>
    %49 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x40xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<3x40xf32>
    %52 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x40xf32>) -> tensor<3x40xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<3x40xf32>
    %54 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x40xf32>) -> tensor<3x40xf32>
    %55 = stablehlo.multiply %33, %54 : tensor<3x40xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<3x40xf32>) -> tensor<3x40x1xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 2] : (tensor<3x40xf32>) -> tensor<3x1x40xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<3x40x1xf32>) -> tensor<3x40x40xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<3x1x40xf32>) -> tensor<3x40x40xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<3x40x40xf32>
    %61 = stablehlo.add %24, %60 : tensor<3x40x40xf32>
    %62 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<3x40xf32>) -> tensor<3x40x1xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0, 2] : (tensor<3x40xf32>) -> tensor<3x1x40xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<3x40x1xf32>) -> tensor<3x40x40xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<3x1x40xf32>) -> tensor<3x40x40xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<3x40x40xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<3x40x40xf32>
    %68 = stablehlo.sign %34 : tensor<3xf32>
    %69 = stablehlo.multiply %30, %68 : tensor<3xf32>
    %70 = stablehlo.abs %34 : tensor<3xf32>
    %71 = stablehlo.log %70 : tensor<3xf32>
    %72 = stablehlo.add %arg4, %71 : tensor<3xf32>
    return %0, %67, %69, %72 : tensor<i64>, tensor<3x40x40xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x40x40xf32>, %arg1: tensor<i64>) -> tensor<3x40xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i64>
    %c_0 = stablehlo.constant dense<40> : tensor<i64>
    %2 = stablehlo.add %1, %c_0 : tensor<i64>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.dynamic_slice %arg0, %c_1, %c_2, %3, sizes = [3, 40, 1] : (tensor<3x40x40xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x40x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x40x1xf32>) -> tensor<3x40xf32>
    return %5 : tensor<3x40xf32>
  }
  func.func private @_where(%arg0: tensor<1x40xi1>, %arg1: tensor<3x40xf32>, %arg2: tensor<f64>) -> tensor<3x40xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x40xi1>) -> tensor<3x40xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<3x40xi1>, tensor<3x40xf32>
    return %3 : tensor<3x40xf32>
  }
  func.func private @argmax(%arg0: tensor<3x40xf32>) -> tensor<3xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<3x40xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x40xf32>, tensor<3x40xi64>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i64>
    }
    return %1#1 : tensor<3xi64>
  }
  func.func private @_where_0(%arg0: tensor<3x40xi1>, %arg1: tensor<i64>, %arg2: tensor<1x40xi64>) -> tensor<3x40xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<3x40xi64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x40xi64>) -> tensor<3x40xi64>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<3x40xi1>, tensor<3x40xi64>
    return %3 : tensor<3x40xi64>
  }
  func.func private @_where_1(%arg0: tensor<1x40xi1>, %arg1: tensor<3x1xi64>, %arg2: tensor<3x40xi64>) -> tensor<3x40xi64> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x40xi1>) -> tensor<3x40xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xi64>) -> tensor<3x40xi64>
    %2 = stablehlo.select %0, %1, %arg2 : tensor<3x40xi1>, tensor<3x40xi64>
    return %2 : tensor<3x40xi64>
  }
  func.func private @take_along_axis(%arg0: tensor<3x40x40xf32>, %arg1: tensor<3x40x1xi64>) -> tensor<3x40x40xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<3x40x1xi64>) -> tensor<3x40x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x40x1xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<3x40x1xi32>, tensor<3x40x1xi32>) -> tensor<3x40x1xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x40x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<3x40x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<3x40x1xi1>, tensor<3x40x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x40x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x40x1xi32>, tensor<3x40x1xi32>) -> tensor<3x40x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x40x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x40x1xi32>, tensor<3x40x1xi32>) -> tensor<3x40x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x40x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x40x1xi1>, tensor<i1>) -> tensor<3x40xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 40>}> : (tensor<3x40x40xf32>, tensor<3x40x1xi32>) -> tensor<3x40x40xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x40xi1>) -> tensor<3x40x40xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x40x40xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x40x40xi1>, tensor<3x40x40xf32>
    return %16 : tensor<3x40x40xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<3x40x40xf32>, %arg1: tensor<3x1x40xi64>) -> tensor<3x40x40xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<3x1x40xi64>) -> tensor<3x1x40xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1x40xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<3x1x40xi32>, tensor<3x1x40xi32>) -> tensor<3x1x40xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1x40xi32>
    %4 = stablehlo.add %0, %3 : tensor<3x1x40xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<3x1x40xi1>, tensor<3x1x40xi32>
    %6 = stablehlo.reshape %5 : (tensor<3x1x40xi32>) -> tensor<3x40x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x40x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<3x40x1xi32>, tensor<3x40x1xi32>) -> tensor<3x40x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x40x1xi32>
    %11 = stablehlo.compare LE, %6, %10, SIGNED : (tensor<3x40x1xi32>, tensor<3x40x1xi32>) -> tensor<3x40x1xi1>
    %12 = stablehlo.and %8, %11 : tensor<3x40x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x40x1xi1>, tensor<i1>) -> tensor<3x40xi1>
    %14 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 40, 1>}> : (tensor<3x40x40xf32>, tensor<3x40x1xi32>) -> tensor<3x40x40xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 2] : (tensor<3x40xi1>) -> tensor<3x40x40xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x40x40xf32>
    %17 = stablehlo.select %15, %14, %16 : tensor<3x40x40xi1>, tensor<3x40x40xf32>
    return %17 : tensor<3x40x40xf32>
  }
  func.func private @_where_3(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x40xf32>, %arg1: tensor<i64>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i64>
    %c_0 = stablehlo.constant dense<40> : tensor<i64>
    %2 = stablehlo.add %1, %c_0 : tensor<i64>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.dynamic_slice %arg0, %c_1, %3, sizes = [3, 1] : (tensor<3x40xf32>, tensor<i64>, tensor<i64>) -> tensor<3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xf32>) -> tensor<3xf32>
    return %5 : tensor<3xf32>
  }
  func.func private @_where_5(%arg0: tensor<3xi1>, %arg1: tensor<f64>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
