module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16xf32>) -> (tensor<4x16x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.66666663> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999982E-15> : tensor<f32>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<4x16x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x16x16xf32>
    return %0 : tensor<4x16x16xf32>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %7 = stablehlo.compare LE, %1, %6, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %8 = stablehlo.not %7 : tensor<16x16xi1>
    %9 = stablehlo.convert %8 : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %10 = stablehlo.multiply %1, %9 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %12 = call @_roll_static(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %13 = stablehlo.add %11, %12 : tensor<16x16xf32>
    %14 = call @_roll_static_0(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x16xf32>
    %16 = call @_roll_static_1(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x16xf32>
    %18 = call @_roll_static_2(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x16xf32>
    %20 = call @_roll_static_3(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %21 = stablehlo.add %19, %20 : tensor<16x16xf32>
    %22 = call @_roll_static_4(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<16x16xf32>
    %24 = call @_roll_static_5(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x16xf32>
    %26 = call @_roll_static_6(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %27 = stablehlo.add %25, %26 : tensor<16x16xf32>
    %28 = call @_roll_static_7(%10) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %29 = stablehlo.add %27, %28 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %31 = call @_roll_static(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x16xf32>
    %33 = call @_roll_static_0(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x16xf32>
    %35 = call @_roll_static_1(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %36 = stablehlo.add %34, %35 : tensor<16x16xf32>
    %37 = call @_roll_static_2(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %38 = stablehlo.add %36, %37 : tensor<16x16xf32>
    %39 = call @_roll_static_3(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x16xf32>
    %41 = call @_roll_static_4(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.add %40, %41 : tensor<16x16xf32>
    %43 = call @_roll_static_5(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.add %42, %43 : tensor<16x16xf32>
    %45 = call @_roll_static_6(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %46 = stablehlo.add %44, %45 : tensor<16x16xf32>
    %47 = call @_roll_static_7(%9) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %48 = stablehlo.add %46, %47 : tensor<16x16xf32>
    %49 = stablehlo.multiply %3, %9 : tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %51 = call @_roll_static(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %52 = stablehlo.add %50, %51 : tensor<16x16xf32>
    %53 = call @_roll_static_0(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.add %52, %53 : tensor<16x16xf32>
    %55 = call @_roll_static_1(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.add %54, %55 : tensor<16x16xf32>
    %57 = call @_roll_static_2(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = stablehlo.add %56, %57 : tensor<16x16xf32>
    %59 = call @_roll_static_3(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %60 = stablehlo.add %58, %59 : tensor<16x16xf32>
    %61 = call @_roll_static_4(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %62 = stablehlo.add %60, %61 : tensor<16x16xf32>
    %63 = call @_roll_static_5(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %64 = stablehlo.add %62, %63 : tensor<16x16xf32>
    %65 = call @_roll_static_6(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %66 = stablehlo.add %64, %65 : tensor<16x16xf32>
    %67 = call @_roll_static_7(%49) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %68 = stablehlo.add %66, %67 : tensor<16x16xf32>
    %69 = stablehlo.multiply %5, %9 : tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %71 = call @_roll_static(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %72 = stablehlo.add %70, %71 : tensor<16x16xf32>
    %73 = call @_roll_static_0(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %74 = stablehlo.add %72, %73 : tensor<16x16xf32>
    %75 = call @_roll_static_1(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %76 = stablehlo.add %74, %75 : tensor<16x16xf32>
    %77 = call @_roll_static_2(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x16xf32>
    %79 = call @_roll_static_3(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %80 = stablehlo.add %78, %79 : tensor<16x16xf32>
    %81 = call @_roll_static_4(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %82 = stablehlo.add %80, %81 : tensor<16x16xf32>
    %83 = call @_roll_static_5(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %84 = stablehlo.add %82, %83 : tensor<16x16xf32>
    %85 = call @_roll_static_6(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %86 = stablehlo.add %84, %85 : tensor<16x16xf32>
    %87 = call @_roll_static_7(%69) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %88 = stablehlo.add %86, %87 : tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %90 = stablehlo.compare GT, %48, %89, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = call @_where(%90, %48, %cst_4) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = call @_where(%90, %29, %cst_5) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %93 = stablehlo.divide %29, %91 : tensor<16x16xf32>
    %94 = call @_where_8(%90, %93, %arg1) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %95 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %96 = stablehlo.divide %3, %95 : tensor<16x16xf32>
    %97 = stablehlo.divide %68, %92 : tensor<16x16xf32>
    %98 = call @_where_9(%90, %97, %96) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %99 = stablehlo.negate %arg2 : tensor<f32>
    %100 = call @clip(%98, %99, %arg2) : (tensor<16x16xf32>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %101 = stablehlo.multiply %94, %100 : tensor<16x16xf32>
    %102 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %103 = stablehlo.divide %5, %102 : tensor<16x16xf32>
    %104 = stablehlo.divide %88, %92 : tensor<16x16xf32>
    %105 = call @_where_9(%90, %104, %103) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %106 = stablehlo.negate %arg2 : tensor<f32>
    %107 = call @clip(%105, %106, %arg2) : (tensor<16x16xf32>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %108 = stablehlo.multiply %94, %107 : tensor<16x16xf32>
    %109 = call @_where_9(%7, %94, %1) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.scatter"(%arg0, %110, %109) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %112 = call @_where_9(%7, %101, %3) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.scatter"(%111, %113, %112) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %115 = call @_where_9(%7, %108, %5) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %117 = "stablehlo.scatter"(%114, %116, %115) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %118 = stablehlo.slice %arg0 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %120 = stablehlo.multiply %119, %9 : tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %122 = call @_roll_static(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %123 = stablehlo.add %121, %122 : tensor<16x16xf32>
    %124 = call @_roll_static_0(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x16xf32>
    %126 = call @_roll_static_1(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x16xf32>
    %128 = call @_roll_static_2(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %129 = stablehlo.add %127, %128 : tensor<16x16xf32>
    %130 = call @_roll_static_3(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %131 = stablehlo.add %129, %130 : tensor<16x16xf32>
    %132 = call @_roll_static_4(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x16xf32>
    %134 = call @_roll_static_5(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %135 = stablehlo.add %133, %134 : tensor<16x16xf32>
    %136 = call @_roll_static_6(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x16xf32>
    %138 = call @_roll_static_7(%120) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %139 = stablehlo.add %137, %138 : tensor<16x16xf32>
    %140 = stablehlo.divide %139, %91 : tensor<16x16xf32>
    %141 = call @_where_9(%90, %140, %119) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %142 = call @_where_9(%7, %141, %119) : (tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %144 = "stablehlo.scatter"(%117, %143, %142) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = call @nan_to_num(%144, %cst_10, %cst_11, %cst_12) : (tensor<4x16x16xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x16x16xf32>
    %146 = stablehlo.slice %145 [0:1, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %148 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %149 = stablehlo.maximum %147, %148 : tensor<16x16xf32>
    %150 = stablehlo.slice %145 [1:2, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %152 = stablehlo.divide %151, %149 : tensor<16x16xf32>
    %153 = stablehlo.slice %145 [2:3, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %155 = stablehlo.divide %154, %149 : tensor<16x16xf32>
    %156 = stablehlo.slice %145 [3:4, 0:16, 0:16] : (tensor<4x16x16xf32>) -> tensor<1x16x16xf32>
    %157 = stablehlo.reshape %156 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %158 = stablehlo.multiply %152, %152 : tensor<16x16xf32>
    %159 = stablehlo.multiply %155, %155 : tensor<16x16xf32>
    %160 = stablehlo.add %158, %159 : tensor<16x16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.subtract %arg3, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %163 = stablehlo.multiply %162, %149 : tensor<16x16xf32>
    %164 = stablehlo.multiply %163, %160 : tensor<16x16xf32>
    %165 = stablehlo.subtract %157, %164 : tensor<16x16xf32>
    %166 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<16x16xf32>
    %168 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %169 = stablehlo.maximum %167, %168 : tensor<16x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.subtract %arg3, %cst_15 : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %172 = stablehlo.divide %169, %171 : tensor<16x16xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %174 = stablehlo.multiply %173, %149 : tensor<16x16xf32>
    %175 = stablehlo.multiply %174, %160 : tensor<16x16xf32>
    %176 = stablehlo.add %172, %175 : tensor<16x16xf32>
    %c_17 = stablehlo.constant dense<3> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %178 = "stablehlo.scatter"(%145, %177, %176) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %180 = "stablehlo.scatter"(%178, %179, %149) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<4x16x16xf32>, tensor<1xi32>, tensor<16x16xf32>) -> tensor<4x16x16xf32>
    return %180 : tensor<4x16x16xf32>
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
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x16xi1>, tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_where_8(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<16x16xi1>, tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @_where_9(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %0 : tensor<16x16xf32>
  }
  func.func private @clip(%arg0: tensor<16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where_10(%0, %1, %arg0) : (tensor<4x16x16xi1>, tensor<f32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where_10(%4, %5, %2) : (tensor<4x16x16xi1>, tensor<f32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where_10(%8, %9, %6) : (tensor<4x16x16xi1>, tensor<f32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    return %10 : tensor<4x16x16xf32>
  }
  func.func private @_where_10(%arg0: tensor<4x16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x16x16xi1>, tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
}
