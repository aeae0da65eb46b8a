module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf32>) -> (tensor<4x16x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    return %0 : tensor<4x16x16xf32>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %8 = stablehlo.compare LE, %1, %7, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %9 = stablehlo.not %8 : tensor<16x16xi1>
    %10 = stablehlo.convert %9 : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %13 = call @_roll_static(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x16xf32>
    %15 = call @_roll_static_0(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %16 = stablehlo.add %14, %15 : tensor<16x16xf32>
    %17 = call @_roll_static_1(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x16xf32>
    %19 = call @_roll_static_2(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x16xf32>
    %21 = call @_roll_static_3(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %22 = stablehlo.add %20, %21 : tensor<16x16xf32>
    %23 = call @_roll_static_4(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %24 = stablehlo.add %22, %23 : tensor<16x16xf32>
    %25 = call @_roll_static_5(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %26 = stablehlo.add %24, %25 : tensor<16x16xf32>
    %27 = call @_roll_static_6(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x16xf32>
    %29 = call @_roll_static_7(%11) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %32 = call @_roll_static(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x16xf32>
    %34 = call @_roll_static_0(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %35 = stablehlo.add %33, %34 : tensor<16x16xf32>
    %36 = call @_roll_static_1(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %37 = stablehlo.add %35, %36 : tensor<16x16xf32>
    %38 = call @_roll_static_2(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.add %37, %38 : tensor<16x16xf32>
    %40 = call @_roll_static_3(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %41 = stablehlo.add %39, %40 : tensor<16x16xf32>
    %42 = call @_roll_static_4(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.add %41, %42 : tensor<16x16xf32>
    %44 = call @_roll_static_5(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.add %43, %44 : tensor<16x16xf32>
    %46 = call @_roll_static_6(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %47 = stablehlo.add %45, %46 : tensor<16x16xf32>
    %48 = call @_roll_static_7(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %49 = stablehlo.add %47, %48 : tensor<16x16xf32>
    %50 = stablehlo.multiply %3, %10 : tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %52 = call @_roll_static(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %53 = stablehlo.add %51, %52 : tensor<16x16xf32>
    %54 = call @_roll_static_0(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %55 = stablehlo.add %53, %54 : tensor<16x16xf32>
    %56 = call @_roll_static_1(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = stablehlo.add %55, %56 : tensor<16x16xf32>
    %58 = call @_roll_static_2(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %59 = stablehlo.add %57, %58 : tensor<16x16xf32>
    %60 = call @_roll_static_3(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %61 = stablehlo.add %59, %60 : tensor<16x16xf32>
    %62 = call @_roll_static_4(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %63 = stablehlo.add %61, %62 : tensor<16x16xf32>
    %64 = call @_roll_static_5(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %65 = stablehlo.add %63, %64 : tensor<16x16xf32>
    %66 = call @_roll_static_6(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %67 = stablehlo.add %65, %66 : tensor<16x16xf32>
    %68 = call @_roll_static_7(%50) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %69 = stablehlo.add %67, %68 : tensor<16x16xf32>
    %70 = stablehlo.multiply %5, %10 : tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %72 = call @_roll_static(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %73 = stablehlo.add %71, %72 : tensor<16x16xf32>
    %74 = call @_roll_static_0(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %75 = stablehlo.add %73, %74 : tensor<16x16xf32>
    %76 = call @_roll_static_1(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x16xf32>
    %78 = call @_roll_static_2(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x16xf32>
    %80 = call @_roll_static_3(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %81 = stablehlo.add %79, %80 : tensor<16x16xf32>
    %82 = call @_roll_static_4(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x16xf32>
    %84 = call @_roll_static_5(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %85 = stablehlo.add %83, %84 : tensor<16x16xf32>
    %86 = call @_roll_static_6(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %87 = stablehlo.add %85, %86 : tensor<16x16xf32>
    %88 = call @_roll_static_7(%70) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %89 = stablehlo.add %87, %88 : tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %91 = stablehlo.compare GT, %49, %90, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %92 = call @_where(%91, %49, %cst_4) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %93 = call @_where(%91, %30, %cst_5) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %94 = stablehlo.divide %30, %92 : tensor<16x16xf32>
    %95 = call @_where(%91, %94, %arg1) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %96 = stablehlo.divide %69, %93 : tensor<16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = call @_where(%91, %96, %cst_6) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %98 = stablehlo.negate %arg2 : tensor<f64>
    %99 = call @clip(%97, %98, %arg2) : (tensor<16x16xf32>, tensor<f64>, tensor<f64>) -> tensor<16x16xf32>
    %100 = stablehlo.multiply %95, %99 : tensor<16x16xf32>
    %101 = stablehlo.divide %89, %93 : tensor<16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %102 = call @_where(%91, %101, %cst_7) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f64>) -> tensor<16x16xf32>
    %103 = stablehlo.negate %arg2 : tensor<f64>
    %104 = call @clip(%102, %103, %arg2) : (tensor<16x16xf32>, tensor<f64>, tensor<f64>) -> tensor<16x16xf32>
    %105 = stablehlo.multiply %95, %104 : tensor<16x16xf32>
    %106 = call @_where_8(%8, %95, %1) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %108 = "stablehlo.scatter"(%arg0, %107, %106) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %109 = call @_where_8(%8, %100, %3) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.scatter"(%108, %110, %109) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %112 = call @_where_8(%8, %105, %5) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.scatter"(%111, %113, %112) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %115 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %117 = stablehlo.multiply %116, %10 : tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %119 = call @_roll_static(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %120 = stablehlo.add %118, %119 : tensor<16x16xf32>
    %121 = call @_roll_static_0(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %122 = stablehlo.add %120, %121 : tensor<16x16xf32>
    %123 = call @_roll_static_1(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %124 = stablehlo.add %122, %123 : tensor<16x16xf32>
    %125 = call @_roll_static_2(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %126 = stablehlo.add %124, %125 : tensor<16x16xf32>
    %127 = call @_roll_static_3(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x16xf32>
    %129 = call @_roll_static_4(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %130 = stablehlo.add %128, %129 : tensor<16x16xf32>
    %131 = call @_roll_static_5(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %132 = stablehlo.add %130, %131 : tensor<16x16xf32>
    %133 = call @_roll_static_6(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %134 = stablehlo.add %132, %133 : tensor<16x16xf32>
    %135 = call @_roll_static_7(%117) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %136 = stablehlo.add %134, %135 : tensor<16x16xf32>
    %137 = stablehlo.divide %136, %92 : tensor<16x16xf32>
    %138 = call @_where_8(%91, %137, %116) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %139 = call @_where_8(%8, %138, %116) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_11 = stablehlo.constant dense<3> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %141 = "stablehlo.scatter"(%114, %140, %139) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %142 = call @nan_to_num(%141, %cst_12, %cst_13, %cst_14) : (tensor<4x16x16xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf32>
    %143 = stablehlo.slice %142 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %145 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %147 = stablehlo.compare LT, %144, %146, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %148 = stablehlo.slice %142 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %150 = call @_where_10(%147, %cst_15, %149) : (tensor<16x16xi1>, tensor<f64>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %151 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %152 = "stablehlo.scatter"(%142, %151, %150) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %153 = stablehlo.slice %152 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %155 = call @_where_10(%147, %cst_17, %154) : (tensor<16x16xi1>, tensor<f64>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %157 = "stablehlo.scatter"(%152, %156, %155) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %158 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %160 = stablehlo.maximum %144, %159 : tensor<16x16xf32>
    %161 = stablehlo.slice %157 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %163 = stablehlo.divide %162, %160 : tensor<16x16xf32>
    %164 = stablehlo.slice %157 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %166 = stablehlo.divide %165, %160 : tensor<16x16xf32>
    %167 = stablehlo.slice %157 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %169 = stablehlo.multiply %163, %163 : tensor<16x16xf32>
    %170 = stablehlo.multiply %166, %166 : tensor<16x16xf32>
    %171 = stablehlo.add %169, %170 : tensor<16x16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %172 = stablehlo.subtract %arg3, %cst_19 : tensor<f64>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %174 = stablehlo.multiply %173, %160 : tensor<16x16xf32>
    %175 = stablehlo.multiply %174, %171 : tensor<16x16xf32>
    %176 = stablehlo.subtract %168, %175 : tensor<16x16xf32>
    %177 = stablehlo.convert %172 : (tensor<f64>) -> tensor<f32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<16x16xf32>
    %180 = stablehlo.convert %arg4 : (tensor<f64>) -> tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %182 = stablehlo.maximum %179, %181 : tensor<16x16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %183 = stablehlo.subtract %arg3, %cst_21 : tensor<f64>
    %184 = stablehlo.convert %183 : (tensor<f64>) -> tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %186 = stablehlo.divide %182, %185 : tensor<16x16xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %188 = stablehlo.multiply %187, %160 : tensor<16x16xf32>
    %189 = stablehlo.multiply %188, %171 : tensor<16x16xf32>
    %190 = stablehlo.add %186, %189 : tensor<16x16xf32>
    %c_23 = stablehlo.constant dense<3> : tensor<i32>
    %191 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %192 = "stablehlo.scatter"(%157, %191, %190) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %193 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %194 = "stablehlo.scatter"(%192, %193, %160) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    return %194 : tensor<4x16x16xf32>
  }
  func.func private @_roll_static(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [1:16, 0:16] : (tensor<16x16xf32>) -> tensor<15x16xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<15x16xf32>, tensor<1x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 1:16] : (tensor<16x16xf32>) -> tensor<16x15xf32>
    %4 = stablehlo.slice %2 [0:16, 0:1] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x15xf32>, tensor<16x1xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [1:16, 0:16] : (tensor<16x16xf32>) -> tensor<15x16xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<15x16xf32>, tensor<1x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 0:16] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %2 [0:16, 0:0] : (tensor<16x16xf32>) -> tensor<16x0xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x16xf32>, tensor<16x0xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [1:16, 0:16] : (tensor<16x16xf32>) -> tensor<15x16xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<15x16xf32>, tensor<1x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 15:16] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.slice %2 [0:16, 0:15] : (tensor<16x16xf32>) -> tensor<16x15xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x1xf32>, tensor<16x15xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_2(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:16] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:16] : (tensor<16x16xf32>) -> tensor<0x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16x16xf32>, tensor<0x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 1:16] : (tensor<16x16xf32>) -> tensor<16x15xf32>
    %4 = stablehlo.slice %2 [0:16, 0:1] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x15xf32>, tensor<16x1xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_3(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:16] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:16] : (tensor<16x16xf32>) -> tensor<0x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16x16xf32>, tensor<0x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 0:16] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %2 [0:16, 0:0] : (tensor<16x16xf32>) -> tensor<16x0xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x16xf32>, tensor<16x0xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_4(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:16] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:16] : (tensor<16x16xf32>) -> tensor<0x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16x16xf32>, tensor<0x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 15:16] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.slice %2 [0:16, 0:15] : (tensor<16x16xf32>) -> tensor<16x15xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x1xf32>, tensor<16x15xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_5(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [15:16, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.slice %arg0 [0:15, 0:16] : (tensor<16x16xf32>) -> tensor<15x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x16xf32>, tensor<15x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 1:16] : (tensor<16x16xf32>) -> tensor<16x15xf32>
    %4 = stablehlo.slice %2 [0:16, 0:1] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x15xf32>, tensor<16x1xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_6(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [15:16, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.slice %arg0 [0:15, 0:16] : (tensor<16x16xf32>) -> tensor<15x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x16xf32>, tensor<15x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 0:16] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %2 [0:16, 0:0] : (tensor<16x16xf32>) -> tensor<16x0xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x16xf32>, tensor<16x0xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_roll_static_7(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.slice %arg0 [15:16, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.slice %arg0 [0:15, 0:16] : (tensor<16x16xf32>) -> tensor<15x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x16xf32>, tensor<15x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.slice %2 [0:16, 15:16] : (tensor<16x16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.slice %2 [0:16, 0:15] : (tensor<16x16xf32>) -> tensor<16x15xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x1xf32>, tensor<16x15xf32>) -> tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<f64>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @clip(%arg0: tensor<16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x16xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
  func.func private @_where_8(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %0 : tensor<16x16xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xi1>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = call @_where_9(%0, %1, %arg0) : (tensor<4x16x16xi1>, tensor<f32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xi1>
    %5 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %6 = call @_where_9(%4, %5, %2) : (tensor<4x16x16xi1>, tensor<f32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xi1>
    %9 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %10 = call @_where_9(%8, %9, %6) : (tensor<4x16x16xi1>, tensor<f32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    return %10 : tensor<4x16x16xf32>
  }
  func.func private @_where_9(%arg0: tensor<4x16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x16x16xi1>, tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
  func.func private @_where_10(%arg0: tensor<16x16xi1>, %arg1: tensor<f64>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
}
