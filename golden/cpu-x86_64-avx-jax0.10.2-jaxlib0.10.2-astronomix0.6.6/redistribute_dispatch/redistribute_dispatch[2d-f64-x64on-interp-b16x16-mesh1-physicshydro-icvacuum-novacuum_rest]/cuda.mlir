module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf64>) -> (tensor<4x16x16xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<4x16x16xf64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<4x16x16xf64>
    return %0 : tensor<4x16x16xf64>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<4x16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<4x16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %7 = stablehlo.compare LE, %1, %6, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %8 = stablehlo.not %7 : tensor<16x16xi1>
    %9 = stablehlo.convert %8 : (tensor<16x16xi1>) -> tensor<16x16xf64>
    %10 = stablehlo.multiply %1, %9 : tensor<16x16xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %12 = call @_roll_static(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %13 = stablehlo.add %11, %12 : tensor<16x16xf64>
    %14 = call @_roll_static_0(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %15 = stablehlo.add %13, %14 : tensor<16x16xf64>
    %16 = call @_roll_static_1(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %17 = stablehlo.add %15, %16 : tensor<16x16xf64>
    %18 = call @_roll_static_2(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %19 = stablehlo.add %17, %18 : tensor<16x16xf64>
    %20 = call @_roll_static_3(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %21 = stablehlo.add %19, %20 : tensor<16x16xf64>
    %22 = call @_roll_static_4(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %23 = stablehlo.add %21, %22 : tensor<16x16xf64>
    %24 = call @_roll_static_5(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %25 = stablehlo.add %23, %24 : tensor<16x16xf64>
    %26 = call @_roll_static_6(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %27 = stablehlo.add %25, %26 : tensor<16x16xf64>
    %28 = call @_roll_static_7(%10) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %29 = stablehlo.add %27, %28 : tensor<16x16xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %31 = call @_roll_static(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %32 = stablehlo.add %30, %31 : tensor<16x16xf64>
    %33 = call @_roll_static_0(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %34 = stablehlo.add %32, %33 : tensor<16x16xf64>
    %35 = call @_roll_static_1(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %36 = stablehlo.add %34, %35 : tensor<16x16xf64>
    %37 = call @_roll_static_2(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %38 = stablehlo.add %36, %37 : tensor<16x16xf64>
    %39 = call @_roll_static_3(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %40 = stablehlo.add %38, %39 : tensor<16x16xf64>
    %41 = call @_roll_static_4(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %42 = stablehlo.add %40, %41 : tensor<16x16xf64>
    %43 = call @_roll_static_5(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %44 = stablehlo.add %42, %43 : tensor<16x16xf64>
    %45 = call @_roll_static_6(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %46 = stablehlo.add %44, %45 : tensor<16x16xf64>
    %47 = call @_roll_static_7(%9) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %48 = stablehlo.add %46, %47 : tensor<16x16xf64>
    %49 = stablehlo.multiply %3, %9 : tensor<16x16xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %51 = call @_roll_static(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %52 = stablehlo.add %50, %51 : tensor<16x16xf64>
    %53 = call @_roll_static_0(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %54 = stablehlo.add %52, %53 : tensor<16x16xf64>
    %55 = call @_roll_static_1(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %56 = stablehlo.add %54, %55 : tensor<16x16xf64>
    %57 = call @_roll_static_2(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %58 = stablehlo.add %56, %57 : tensor<16x16xf64>
    %59 = call @_roll_static_3(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %60 = stablehlo.add %58, %59 : tensor<16x16xf64>
    %61 = call @_roll_static_4(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %62 = stablehlo.add %60, %61 : tensor<16x16xf64>
    %63 = call @_roll_static_5(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %64 = stablehlo.add %62, %63 : tensor<16x16xf64>
    %65 = call @_roll_static_6(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %66 = stablehlo.add %64, %65 : tensor<16x16xf64>
    %67 = call @_roll_static_7(%49) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %68 = stablehlo.add %66, %67 : tensor<16x16xf64>
    %69 = stablehlo.multiply %5, %9 : tensor<16x16xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %71 = call @_roll_static(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %72 = stablehlo.add %70, %71 : tensor<16x16xf64>
    %73 = call @_roll_static_0(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %74 = stablehlo.add %72, %73 : tensor<16x16xf64>
    %75 = call @_roll_static_1(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %76 = stablehlo.add %74, %75 : tensor<16x16xf64>
    %77 = call @_roll_static_2(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %78 = stablehlo.add %76, %77 : tensor<16x16xf64>
    %79 = call @_roll_static_3(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %80 = stablehlo.add %78, %79 : tensor<16x16xf64>
    %81 = call @_roll_static_4(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %82 = stablehlo.add %80, %81 : tensor<16x16xf64>
    %83 = call @_roll_static_5(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %84 = stablehlo.add %82, %83 : tensor<16x16xf64>
    %85 = call @_roll_static_6(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %86 = stablehlo.add %84, %85 : tensor<16x16xf64>
    %87 = call @_roll_static_7(%69) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %88 = stablehlo.add %86, %87 : tensor<16x16xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %89 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %90 = stablehlo.compare GT, %48, %89, FLOAT : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %91 = call @_where(%90, %48, %cst_4) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %92 = call @_where(%90, %29, %cst_5) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %93 = stablehlo.divide %29, %91 : tensor<16x16xf64>
    %94 = call @_where_8(%90, %93, %arg1) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<f64>) -> tensor<16x16xf64>
    %95 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %96 = stablehlo.divide %3, %95 : tensor<16x16xf64>
    %97 = stablehlo.divide %68, %92 : tensor<16x16xf64>
    %98 = call @_where_9(%90, %97, %96) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %99 = stablehlo.negate %arg2 : tensor<f64>
    %100 = call @clip(%98, %99, %arg2) : (tensor<16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<16x16xf64>
    %101 = stablehlo.multiply %94, %100 : tensor<16x16xf64>
    %102 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %103 = stablehlo.divide %5, %102 : tensor<16x16xf64>
    %104 = stablehlo.divide %88, %92 : tensor<16x16xf64>
    %105 = call @_where_9(%90, %104, %103) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %106 = stablehlo.negate %arg2 : tensor<f64>
    %107 = call @clip(%105, %106, %arg2) : (tensor<16x16xf64>, tensor<f64>, tensor<f64>) -> tensor<16x16xf64>
    %108 = stablehlo.multiply %94, %107 : tensor<16x16xf64>
    %109 = call @_where_9(%7, %94, %1) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.scatter"(%arg0, %110, %109) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %112 = call @_where_9(%7, %101, %3) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.scatter"(%111, %113, %112) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %115 = call @_where_9(%7, %108, %5) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %117 = "stablehlo.scatter"(%114, %116, %115) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %118 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %119 = stablehlo.reshape %118 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %120 = stablehlo.multiply %119, %9 : tensor<16x16xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %121 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %122 = call @_roll_static(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %123 = stablehlo.add %121, %122 : tensor<16x16xf64>
    %124 = call @_roll_static_0(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %125 = stablehlo.add %123, %124 : tensor<16x16xf64>
    %126 = call @_roll_static_1(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %127 = stablehlo.add %125, %126 : tensor<16x16xf64>
    %128 = call @_roll_static_2(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %129 = stablehlo.add %127, %128 : tensor<16x16xf64>
    %130 = call @_roll_static_3(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %131 = stablehlo.add %129, %130 : tensor<16x16xf64>
    %132 = call @_roll_static_4(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %133 = stablehlo.add %131, %132 : tensor<16x16xf64>
    %134 = call @_roll_static_5(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %135 = stablehlo.add %133, %134 : tensor<16x16xf64>
    %136 = call @_roll_static_6(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %137 = stablehlo.add %135, %136 : tensor<16x16xf64>
    %138 = call @_roll_static_7(%120) : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %139 = stablehlo.add %137, %138 : tensor<16x16xf64>
    %140 = stablehlo.divide %139, %91 : tensor<16x16xf64>
    %141 = call @_where_9(%90, %140, %119) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %142 = call @_where_9(%7, %141, %119) : (tensor<16x16xi1>, tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xf64>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %144 = "stablehlo.scatter"(%117, %143, %142) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %145 = stablehlo.slice %144 [0:1, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %146 = stablehlo.reshape %145 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %147 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %148 = stablehlo.maximum %146, %147 : tensor<16x16xf64>
    %149 = stablehlo.slice %144 [1:2, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %150 = stablehlo.reshape %149 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %151 = stablehlo.divide %150, %148 : tensor<16x16xf64>
    %152 = stablehlo.slice %144 [2:3, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %153 = stablehlo.reshape %152 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %154 = stablehlo.divide %153, %148 : tensor<16x16xf64>
    %155 = stablehlo.slice %144 [3:4, 0:16, 0:16] : (tensor<4x16x16xf64>) -> tensor<1x16x16xf64>
    %156 = stablehlo.reshape %155 : (tensor<1x16x16xf64>) -> tensor<16x16xf64>
    %157 = stablehlo.multiply %151, %151 : tensor<16x16xf64>
    %158 = stablehlo.multiply %154, %154 : tensor<16x16xf64>
    %159 = stablehlo.add %157, %158 : tensor<16x16xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %160 = stablehlo.subtract %arg3, %cst_10 : tensor<f64>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %161 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %162 = stablehlo.multiply %161, %148 : tensor<16x16xf64>
    %163 = stablehlo.multiply %162, %159 : tensor<16x16xf64>
    %164 = stablehlo.subtract %156, %163 : tensor<16x16xf64>
    %165 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %166 = stablehlo.multiply %165, %164 : tensor<16x16xf64>
    %167 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %168 = stablehlo.maximum %166, %167 : tensor<16x16xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %169 = stablehlo.subtract %arg3, %cst_12 : tensor<f64>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %171 = stablehlo.divide %168, %170 : tensor<16x16xf64>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %172 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %173 = stablehlo.multiply %172, %148 : tensor<16x16xf64>
    %174 = stablehlo.multiply %173, %159 : tensor<16x16xf64>
    %175 = stablehlo.add %171, %174 : tensor<16x16xf64>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %177 = "stablehlo.scatter"(%144, %176, %175) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %179 = "stablehlo.scatter"(%177, %178, %148) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f64>, %arg6: tensor<f64>):
      stablehlo.return %arg6 : tensor<f64>
    }) : (tensor<4x16x16xf64>, tensor<1xi32>, tensor<16x16xf64>) -> tensor<4x16x16xf64>
    return %179 : tensor<4x16x16xf64>
  }
  func.func private @_roll_static(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [1:16, 0:16] : (tensor<16x16xf64>) -> tensor<15x16xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<16x16xf64>) -> tensor<1x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<15x16xf64>, tensor<1x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 1:16] : (tensor<16x16xf64>) -> tensor<16x15xf64>
    %4 = stablehlo.slice %2 [0:16, 0:1] : (tensor<16x16xf64>) -> tensor<16x1xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x15xf64>, tensor<16x1xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_0(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [1:16, 0:16] : (tensor<16x16xf64>) -> tensor<15x16xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<16x16xf64>) -> tensor<1x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<15x16xf64>, tensor<1x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 0:16] : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %2 [0:16, 0:0] : (tensor<16x16xf64>) -> tensor<16x0xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x16xf64>, tensor<16x0xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_1(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [1:16, 0:16] : (tensor<16x16xf64>) -> tensor<15x16xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<16x16xf64>) -> tensor<1x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<15x16xf64>, tensor<1x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 15:16] : (tensor<16x16xf64>) -> tensor<16x1xf64>
    %4 = stablehlo.slice %2 [0:16, 0:15] : (tensor<16x16xf64>) -> tensor<16x15xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x1xf64>, tensor<16x15xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_2(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:16, 0:16] : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:16] : (tensor<16x16xf64>) -> tensor<0x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16x16xf64>, tensor<0x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 1:16] : (tensor<16x16xf64>) -> tensor<16x15xf64>
    %4 = stablehlo.slice %2 [0:16, 0:1] : (tensor<16x16xf64>) -> tensor<16x1xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x15xf64>, tensor<16x1xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_3(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:16, 0:16] : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:16] : (tensor<16x16xf64>) -> tensor<0x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16x16xf64>, tensor<0x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 0:16] : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %2 [0:16, 0:0] : (tensor<16x16xf64>) -> tensor<16x0xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x16xf64>, tensor<16x0xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_4(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [0:16, 0:16] : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:16] : (tensor<16x16xf64>) -> tensor<0x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<16x16xf64>, tensor<0x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 15:16] : (tensor<16x16xf64>) -> tensor<16x1xf64>
    %4 = stablehlo.slice %2 [0:16, 0:15] : (tensor<16x16xf64>) -> tensor<16x15xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x1xf64>, tensor<16x15xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_5(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [15:16, 0:16] : (tensor<16x16xf64>) -> tensor<1x16xf64>
    %1 = stablehlo.slice %arg0 [0:15, 0:16] : (tensor<16x16xf64>) -> tensor<15x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x16xf64>, tensor<15x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 1:16] : (tensor<16x16xf64>) -> tensor<16x15xf64>
    %4 = stablehlo.slice %2 [0:16, 0:1] : (tensor<16x16xf64>) -> tensor<16x1xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x15xf64>, tensor<16x1xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_6(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [15:16, 0:16] : (tensor<16x16xf64>) -> tensor<1x16xf64>
    %1 = stablehlo.slice %arg0 [0:15, 0:16] : (tensor<16x16xf64>) -> tensor<15x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x16xf64>, tensor<15x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 0:16] : (tensor<16x16xf64>) -> tensor<16x16xf64>
    %4 = stablehlo.slice %2 [0:16, 0:0] : (tensor<16x16xf64>) -> tensor<16x0xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x16xf64>, tensor<16x0xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_roll_static_7(%arg0: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.slice %arg0 [15:16, 0:16] : (tensor<16x16xf64>) -> tensor<1x16xf64>
    %1 = stablehlo.slice %arg0 [0:15, 0:16] : (tensor<16x16xf64>) -> tensor<15x16xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x16xf64>, tensor<15x16xf64>) -> tensor<16x16xf64>
    %3 = stablehlo.slice %2 [0:16, 15:16] : (tensor<16x16xf64>) -> tensor<16x1xf64>
    %4 = stablehlo.slice %2 [0:16, 0:15] : (tensor<16x16xf64>) -> tensor<16x15xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<16x1xf64>, tensor<16x15xf64>) -> tensor<16x16xf64>
    return %5 : tensor<16x16xf64>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x16xi1>, tensor<16x16xf64>
    return %2 : tensor<16x16xf64>
  }
  func.func private @_where_8(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<16x16xi1>, tensor<16x16xf64>
    return %1 : tensor<16x16xf64>
  }
  func.func private @_where_9(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf64>, %arg2: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xf64>
    return %0 : tensor<16x16xf64>
  }
  func.func private @clip(%arg0: tensor<16x16xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<16x16xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x16xf64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<16x16xf64>
    %3 = stablehlo.minimum %2, %1 : tensor<16x16xf64>
    return %3 : tensor<16x16xf64>
  }
}
