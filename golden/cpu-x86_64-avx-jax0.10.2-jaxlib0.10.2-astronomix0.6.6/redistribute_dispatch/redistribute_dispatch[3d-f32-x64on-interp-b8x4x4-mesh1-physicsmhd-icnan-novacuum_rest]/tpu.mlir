module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x8x8xf32>) -> (tensor<8x8x8x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %cst_1 = stablehlo.constant dense<1.6666666666666667> : tensor<f64>
    %cst_2 = stablehlo.constant dense<9.9999999999999999E-15> : tensor<f64>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<8x8x8x8xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf32>
    return %0 : tensor<8x8x8x8xf32>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<8x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>, %arg4: tensor<f64>) -> tensor<8x8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %8 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.compare LE, %1, %9, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %11 = stablehlo.not %10 : tensor<8x8x8xi1>
    %12 = stablehlo.convert %11 : (tensor<8x8x8xi1>) -> tensor<8x8x8xf32>
    %13 = stablehlo.multiply %1, %12 : tensor<8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %15 = call @_roll_static(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x8x8xf32>
    %17 = call @_roll_static_0(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x8x8xf32>
    %19 = call @_roll_static_1(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.add %18, %19 : tensor<8x8x8xf32>
    %21 = call @_roll_static_2(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x8x8xf32>
    %23 = call @_roll_static_3(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x8x8xf32>
    %25 = call @_roll_static_4(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x8x8xf32>
    %27 = call @_roll_static_5(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x8x8xf32>
    %29 = call @_roll_static_6(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x8x8xf32>
    %31 = call @_roll_static_7(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x8x8xf32>
    %33 = call @_roll_static_8(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x8x8xf32>
    %35 = call @_roll_static_9(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x8x8xf32>
    %37 = call @_roll_static_10(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<8x8x8xf32>
    %39 = call @_roll_static_11(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x8x8xf32>
    %41 = call @_roll_static_12(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %42 = stablehlo.add %40, %41 : tensor<8x8x8xf32>
    %43 = call @_roll_static_13(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %44 = stablehlo.add %42, %43 : tensor<8x8x8xf32>
    %45 = call @_roll_static_14(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %46 = stablehlo.add %44, %45 : tensor<8x8x8xf32>
    %47 = call @_roll_static_15(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.add %46, %47 : tensor<8x8x8xf32>
    %49 = call @_roll_static_16(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %50 = stablehlo.add %48, %49 : tensor<8x8x8xf32>
    %51 = call @_roll_static_17(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x8x8xf32>
    %53 = call @_roll_static_18(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = stablehlo.add %52, %53 : tensor<8x8x8xf32>
    %55 = call @_roll_static_19(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.add %54, %55 : tensor<8x8x8xf32>
    %57 = call @_roll_static_20(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.add %56, %57 : tensor<8x8x8xf32>
    %59 = call @_roll_static_21(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.add %58, %59 : tensor<8x8x8xf32>
    %61 = call @_roll_static_22(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.add %60, %61 : tensor<8x8x8xf32>
    %63 = call @_roll_static_23(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %64 = stablehlo.add %62, %63 : tensor<8x8x8xf32>
    %65 = call @_roll_static_24(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %66 = stablehlo.add %64, %65 : tensor<8x8x8xf32>
    %67 = call @_roll_static_25(%13) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %68 = stablehlo.add %66, %67 : tensor<8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %70 = call @_roll_static(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.add %69, %70 : tensor<8x8x8xf32>
    %72 = call @_roll_static_0(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %73 = stablehlo.add %71, %72 : tensor<8x8x8xf32>
    %74 = call @_roll_static_1(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x8x8xf32>
    %76 = call @_roll_static_2(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %77 = stablehlo.add %75, %76 : tensor<8x8x8xf32>
    %78 = call @_roll_static_3(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %79 = stablehlo.add %77, %78 : tensor<8x8x8xf32>
    %80 = call @_roll_static_4(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.add %79, %80 : tensor<8x8x8xf32>
    %82 = call @_roll_static_5(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.add %81, %82 : tensor<8x8x8xf32>
    %84 = call @_roll_static_6(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x8x8xf32>
    %86 = call @_roll_static_7(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x8x8xf32>
    %88 = call @_roll_static_8(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x8x8xf32>
    %90 = call @_roll_static_9(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = stablehlo.add %89, %90 : tensor<8x8x8xf32>
    %92 = call @_roll_static_10(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %93 = stablehlo.add %91, %92 : tensor<8x8x8xf32>
    %94 = call @_roll_static_11(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %95 = stablehlo.add %93, %94 : tensor<8x8x8xf32>
    %96 = call @_roll_static_12(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %97 = stablehlo.add %95, %96 : tensor<8x8x8xf32>
    %98 = call @_roll_static_13(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %99 = stablehlo.add %97, %98 : tensor<8x8x8xf32>
    %100 = call @_roll_static_14(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.add %99, %100 : tensor<8x8x8xf32>
    %102 = call @_roll_static_15(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x8x8xf32>
    %104 = call @_roll_static_16(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.add %103, %104 : tensor<8x8x8xf32>
    %106 = call @_roll_static_17(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.add %105, %106 : tensor<8x8x8xf32>
    %108 = call @_roll_static_18(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.add %107, %108 : tensor<8x8x8xf32>
    %110 = call @_roll_static_19(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %111 = stablehlo.add %109, %110 : tensor<8x8x8xf32>
    %112 = call @_roll_static_20(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.add %111, %112 : tensor<8x8x8xf32>
    %114 = call @_roll_static_21(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %115 = stablehlo.add %113, %114 : tensor<8x8x8xf32>
    %116 = call @_roll_static_22(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %117 = stablehlo.add %115, %116 : tensor<8x8x8xf32>
    %118 = call @_roll_static_23(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x8x8xf32>
    %120 = call @_roll_static_24(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.add %119, %120 : tensor<8x8x8xf32>
    %122 = call @_roll_static_25(%12) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.add %121, %122 : tensor<8x8x8xf32>
    %124 = stablehlo.multiply %3, %12 : tensor<8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %126 = call @_roll_static(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.add %125, %126 : tensor<8x8x8xf32>
    %128 = call @_roll_static_0(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.add %127, %128 : tensor<8x8x8xf32>
    %130 = call @_roll_static_1(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.add %129, %130 : tensor<8x8x8xf32>
    %132 = call @_roll_static_2(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x8x8xf32>
    %134 = call @_roll_static_3(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %135 = stablehlo.add %133, %134 : tensor<8x8x8xf32>
    %136 = call @_roll_static_4(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.add %135, %136 : tensor<8x8x8xf32>
    %138 = call @_roll_static_5(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.add %137, %138 : tensor<8x8x8xf32>
    %140 = call @_roll_static_6(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x8x8xf32>
    %142 = call @_roll_static_7(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %143 = stablehlo.add %141, %142 : tensor<8x8x8xf32>
    %144 = call @_roll_static_8(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %145 = stablehlo.add %143, %144 : tensor<8x8x8xf32>
    %146 = call @_roll_static_9(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.add %145, %146 : tensor<8x8x8xf32>
    %148 = call @_roll_static_10(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %149 = stablehlo.add %147, %148 : tensor<8x8x8xf32>
    %150 = call @_roll_static_11(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.add %149, %150 : tensor<8x8x8xf32>
    %152 = call @_roll_static_12(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %153 = stablehlo.add %151, %152 : tensor<8x8x8xf32>
    %154 = call @_roll_static_13(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.add %153, %154 : tensor<8x8x8xf32>
    %156 = call @_roll_static_14(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.add %155, %156 : tensor<8x8x8xf32>
    %158 = call @_roll_static_15(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %159 = stablehlo.add %157, %158 : tensor<8x8x8xf32>
    %160 = call @_roll_static_16(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %161 = stablehlo.add %159, %160 : tensor<8x8x8xf32>
    %162 = call @_roll_static_17(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x8x8xf32>
    %164 = call @_roll_static_18(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %165 = stablehlo.add %163, %164 : tensor<8x8x8xf32>
    %166 = call @_roll_static_19(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %167 = stablehlo.add %165, %166 : tensor<8x8x8xf32>
    %168 = call @_roll_static_20(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %169 = stablehlo.add %167, %168 : tensor<8x8x8xf32>
    %170 = call @_roll_static_21(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %171 = stablehlo.add %169, %170 : tensor<8x8x8xf32>
    %172 = call @_roll_static_22(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %173 = stablehlo.add %171, %172 : tensor<8x8x8xf32>
    %174 = call @_roll_static_23(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %175 = stablehlo.add %173, %174 : tensor<8x8x8xf32>
    %176 = call @_roll_static_24(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %177 = stablehlo.add %175, %176 : tensor<8x8x8xf32>
    %178 = call @_roll_static_25(%124) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %179 = stablehlo.add %177, %178 : tensor<8x8x8xf32>
    %180 = stablehlo.multiply %5, %12 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %182 = call @_roll_static(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %183 = stablehlo.add %181, %182 : tensor<8x8x8xf32>
    %184 = call @_roll_static_0(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x8x8xf32>
    %186 = call @_roll_static_1(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %187 = stablehlo.add %185, %186 : tensor<8x8x8xf32>
    %188 = call @_roll_static_2(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %189 = stablehlo.add %187, %188 : tensor<8x8x8xf32>
    %190 = call @_roll_static_3(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %191 = stablehlo.add %189, %190 : tensor<8x8x8xf32>
    %192 = call @_roll_static_4(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.add %191, %192 : tensor<8x8x8xf32>
    %194 = call @_roll_static_5(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %195 = stablehlo.add %193, %194 : tensor<8x8x8xf32>
    %196 = call @_roll_static_6(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %197 = stablehlo.add %195, %196 : tensor<8x8x8xf32>
    %198 = call @_roll_static_7(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.add %197, %198 : tensor<8x8x8xf32>
    %200 = call @_roll_static_8(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.add %199, %200 : tensor<8x8x8xf32>
    %202 = call @_roll_static_9(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %203 = stablehlo.add %201, %202 : tensor<8x8x8xf32>
    %204 = call @_roll_static_10(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %205 = stablehlo.add %203, %204 : tensor<8x8x8xf32>
    %206 = call @_roll_static_11(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %207 = stablehlo.add %205, %206 : tensor<8x8x8xf32>
    %208 = call @_roll_static_12(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %209 = stablehlo.add %207, %208 : tensor<8x8x8xf32>
    %210 = call @_roll_static_13(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.add %209, %210 : tensor<8x8x8xf32>
    %212 = call @_roll_static_14(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %213 = stablehlo.add %211, %212 : tensor<8x8x8xf32>
    %214 = call @_roll_static_15(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %215 = stablehlo.add %213, %214 : tensor<8x8x8xf32>
    %216 = call @_roll_static_16(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.add %215, %216 : tensor<8x8x8xf32>
    %218 = call @_roll_static_17(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %219 = stablehlo.add %217, %218 : tensor<8x8x8xf32>
    %220 = call @_roll_static_18(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %221 = stablehlo.add %219, %220 : tensor<8x8x8xf32>
    %222 = call @_roll_static_19(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.add %221, %222 : tensor<8x8x8xf32>
    %224 = call @_roll_static_20(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %225 = stablehlo.add %223, %224 : tensor<8x8x8xf32>
    %226 = call @_roll_static_21(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x8x8xf32>
    %228 = call @_roll_static_22(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.add %227, %228 : tensor<8x8x8xf32>
    %230 = call @_roll_static_23(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %231 = stablehlo.add %229, %230 : tensor<8x8x8xf32>
    %232 = call @_roll_static_24(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.add %231, %232 : tensor<8x8x8xf32>
    %234 = call @_roll_static_25(%180) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %235 = stablehlo.add %233, %234 : tensor<8x8x8xf32>
    %236 = stablehlo.multiply %7, %12 : tensor<8x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %238 = call @_roll_static(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %239 = stablehlo.add %237, %238 : tensor<8x8x8xf32>
    %240 = call @_roll_static_0(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = stablehlo.add %239, %240 : tensor<8x8x8xf32>
    %242 = call @_roll_static_1(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.add %241, %242 : tensor<8x8x8xf32>
    %244 = call @_roll_static_2(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.add %243, %244 : tensor<8x8x8xf32>
    %246 = call @_roll_static_3(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %247 = stablehlo.add %245, %246 : tensor<8x8x8xf32>
    %248 = call @_roll_static_4(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.add %247, %248 : tensor<8x8x8xf32>
    %250 = call @_roll_static_5(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %251 = stablehlo.add %249, %250 : tensor<8x8x8xf32>
    %252 = call @_roll_static_6(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.add %251, %252 : tensor<8x8x8xf32>
    %254 = call @_roll_static_7(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %255 = stablehlo.add %253, %254 : tensor<8x8x8xf32>
    %256 = call @_roll_static_8(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.add %255, %256 : tensor<8x8x8xf32>
    %258 = call @_roll_static_9(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.add %257, %258 : tensor<8x8x8xf32>
    %260 = call @_roll_static_10(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %261 = stablehlo.add %259, %260 : tensor<8x8x8xf32>
    %262 = call @_roll_static_11(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.add %261, %262 : tensor<8x8x8xf32>
    %264 = call @_roll_static_12(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %265 = stablehlo.add %263, %264 : tensor<8x8x8xf32>
    %266 = call @_roll_static_13(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.add %265, %266 : tensor<8x8x8xf32>
    %268 = call @_roll_static_14(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %269 = stablehlo.add %267, %268 : tensor<8x8x8xf32>
    %270 = call @_roll_static_15(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %271 = stablehlo.add %269, %270 : tensor<8x8x8xf32>
    %272 = call @_roll_static_16(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %273 = stablehlo.add %271, %272 : tensor<8x8x8xf32>
    %274 = call @_roll_static_17(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %275 = stablehlo.add %273, %274 : tensor<8x8x8xf32>
    %276 = call @_roll_static_18(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.add %275, %276 : tensor<8x8x8xf32>
    %278 = call @_roll_static_19(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %279 = stablehlo.add %277, %278 : tensor<8x8x8xf32>
    %280 = call @_roll_static_20(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %281 = stablehlo.add %279, %280 : tensor<8x8x8xf32>
    %282 = call @_roll_static_21(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %283 = stablehlo.add %281, %282 : tensor<8x8x8xf32>
    %284 = call @_roll_static_22(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %285 = stablehlo.add %283, %284 : tensor<8x8x8xf32>
    %286 = call @_roll_static_23(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %287 = stablehlo.add %285, %286 : tensor<8x8x8xf32>
    %288 = call @_roll_static_24(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %289 = stablehlo.add %287, %288 : tensor<8x8x8xf32>
    %290 = call @_roll_static_25(%236) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %291 = stablehlo.add %289, %290 : tensor<8x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %293 = stablehlo.compare GT, %123, %292, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %294 = call @_where(%293, %123, %cst_5) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %295 = call @_where(%293, %68, %cst_6) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %296 = stablehlo.divide %68, %294 : tensor<8x8x8xf32>
    %297 = call @_where(%293, %296, %arg1) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<f64>) -> tensor<8x8x8xf32>
    %298 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %300 = stablehlo.divide %3, %299 : tensor<8x8x8xf32>
    %301 = stablehlo.divide %179, %295 : tensor<8x8x8xf32>
    %302 = call @_where_26(%293, %301, %300) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %303 = stablehlo.negate %arg2 : tensor<f64>
    %304 = call @clip(%302, %303, %arg2) : (tensor<8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf32>
    %305 = stablehlo.multiply %297, %304 : tensor<8x8x8xf32>
    %306 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %308 = stablehlo.divide %5, %307 : tensor<8x8x8xf32>
    %309 = stablehlo.divide %235, %295 : tensor<8x8x8xf32>
    %310 = call @_where_26(%293, %309, %308) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %311 = stablehlo.negate %arg2 : tensor<f64>
    %312 = call @clip(%310, %311, %arg2) : (tensor<8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf32>
    %313 = stablehlo.multiply %297, %312 : tensor<8x8x8xf32>
    %314 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %316 = stablehlo.divide %7, %315 : tensor<8x8x8xf32>
    %317 = stablehlo.divide %291, %295 : tensor<8x8x8xf32>
    %318 = call @_where_26(%293, %317, %316) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %319 = stablehlo.negate %arg2 : tensor<f64>
    %320 = call @clip(%318, %319, %arg2) : (tensor<8x8x8xf32>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf32>
    %321 = stablehlo.multiply %297, %320 : tensor<8x8x8xf32>
    %322 = call @_where_26(%10, %297, %1) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %323 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %324 = "stablehlo.scatter"(%arg0, %323, %322) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %325 = call @_where_26(%10, %305, %3) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %326 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %327 = "stablehlo.scatter"(%324, %326, %325) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %328 = call @_where_26(%10, %313, %5) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %329 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %330 = "stablehlo.scatter"(%327, %329, %328) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %331 = call @_where_26(%10, %321, %7) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %332 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %333 = "stablehlo.scatter"(%330, %332, %331) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %334 = stablehlo.slice %arg0 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %336 = stablehlo.multiply %335, %12 : tensor<8x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %338 = call @_roll_static(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %339 = stablehlo.add %337, %338 : tensor<8x8x8xf32>
    %340 = call @_roll_static_0(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %341 = stablehlo.add %339, %340 : tensor<8x8x8xf32>
    %342 = call @_roll_static_1(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.add %341, %342 : tensor<8x8x8xf32>
    %344 = call @_roll_static_2(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %345 = stablehlo.add %343, %344 : tensor<8x8x8xf32>
    %346 = call @_roll_static_3(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %347 = stablehlo.add %345, %346 : tensor<8x8x8xf32>
    %348 = call @_roll_static_4(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %349 = stablehlo.add %347, %348 : tensor<8x8x8xf32>
    %350 = call @_roll_static_5(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %351 = stablehlo.add %349, %350 : tensor<8x8x8xf32>
    %352 = call @_roll_static_6(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %353 = stablehlo.add %351, %352 : tensor<8x8x8xf32>
    %354 = call @_roll_static_7(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %355 = stablehlo.add %353, %354 : tensor<8x8x8xf32>
    %356 = call @_roll_static_8(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %357 = stablehlo.add %355, %356 : tensor<8x8x8xf32>
    %358 = call @_roll_static_9(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.add %357, %358 : tensor<8x8x8xf32>
    %360 = call @_roll_static_10(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %361 = stablehlo.add %359, %360 : tensor<8x8x8xf32>
    %362 = call @_roll_static_11(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %363 = stablehlo.add %361, %362 : tensor<8x8x8xf32>
    %364 = call @_roll_static_12(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %365 = stablehlo.add %363, %364 : tensor<8x8x8xf32>
    %366 = call @_roll_static_13(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %367 = stablehlo.add %365, %366 : tensor<8x8x8xf32>
    %368 = call @_roll_static_14(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %369 = stablehlo.add %367, %368 : tensor<8x8x8xf32>
    %370 = call @_roll_static_15(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %371 = stablehlo.add %369, %370 : tensor<8x8x8xf32>
    %372 = call @_roll_static_16(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %373 = stablehlo.add %371, %372 : tensor<8x8x8xf32>
    %374 = call @_roll_static_17(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %375 = stablehlo.add %373, %374 : tensor<8x8x8xf32>
    %376 = call @_roll_static_18(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %377 = stablehlo.add %375, %376 : tensor<8x8x8xf32>
    %378 = call @_roll_static_19(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %379 = stablehlo.add %377, %378 : tensor<8x8x8xf32>
    %380 = call @_roll_static_20(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %381 = stablehlo.add %379, %380 : tensor<8x8x8xf32>
    %382 = call @_roll_static_21(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %383 = stablehlo.add %381, %382 : tensor<8x8x8xf32>
    %384 = call @_roll_static_22(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %385 = stablehlo.add %383, %384 : tensor<8x8x8xf32>
    %386 = call @_roll_static_23(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %387 = stablehlo.add %385, %386 : tensor<8x8x8xf32>
    %388 = call @_roll_static_24(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %389 = stablehlo.add %387, %388 : tensor<8x8x8xf32>
    %390 = call @_roll_static_25(%336) : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %391 = stablehlo.add %389, %390 : tensor<8x8x8xf32>
    %392 = stablehlo.divide %391, %294 : tensor<8x8x8xf32>
    %393 = call @_where_26(%293, %392, %335) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %394 = call @_where_26(%10, %393, %335) : (tensor<8x8x8xi1>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %c_11 = stablehlo.constant dense<4> : tensor<i32>
    %395 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %396 = "stablehlo.scatter"(%333, %395, %394) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %397 = call @nan_to_num(%396, %cst_12, %cst_13, %cst_14) : (tensor<8x8x8x8xf32>, tensor<f64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8x8xf32>
    %398 = stablehlo.slice %397 [0:1, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %400 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.maximum %399, %401 : tensor<8x8x8xf32>
    %403 = stablehlo.slice %397 [1:2, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %405 = stablehlo.divide %404, %402 : tensor<8x8x8xf32>
    %406 = stablehlo.slice %397 [2:3, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %408 = stablehlo.divide %407, %402 : tensor<8x8x8xf32>
    %409 = stablehlo.slice %397 [3:4, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.divide %410, %402 : tensor<8x8x8xf32>
    %412 = stablehlo.slice %397 [4:5, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %414 = stablehlo.slice %397 [5:6, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.slice %397 [6:7, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %418 = stablehlo.slice %397 [7:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.multiply %415, %415 : tensor<8x8x8xf32>
    %421 = stablehlo.multiply %417, %417 : tensor<8x8x8xf32>
    %422 = stablehlo.add %420, %421 : tensor<8x8x8xf32>
    %423 = stablehlo.multiply %419, %419 : tensor<8x8x8xf32>
    %424 = stablehlo.add %422, %423 : tensor<8x8x8xf32>
    %425 = stablehlo.multiply %405, %405 : tensor<8x8x8xf32>
    %426 = stablehlo.multiply %408, %408 : tensor<8x8x8xf32>
    %427 = stablehlo.add %425, %426 : tensor<8x8x8xf32>
    %428 = stablehlo.multiply %411, %411 : tensor<8x8x8xf32>
    %429 = stablehlo.add %427, %428 : tensor<8x8x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %430 = stablehlo.subtract %arg3, %cst_15 : tensor<f64>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %432 = stablehlo.multiply %431, %402 : tensor<8x8x8xf32>
    %433 = stablehlo.multiply %432, %429 : tensor<8x8x8xf32>
    %434 = stablehlo.subtract %413, %433 : tensor<8x8x8xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %436 = stablehlo.multiply %435, %424 : tensor<8x8x8xf32>
    %437 = stablehlo.subtract %434, %436 : tensor<8x8x8xf32>
    %438 = stablehlo.convert %430 : (tensor<f64>) -> tensor<f32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %440 = stablehlo.multiply %439, %437 : tensor<8x8x8xf32>
    %441 = stablehlo.convert %arg4 : (tensor<f64>) -> tensor<f32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %443 = stablehlo.maximum %440, %442 : tensor<8x8x8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %444 = stablehlo.subtract %arg3, %cst_18 : tensor<f64>
    %445 = stablehlo.convert %444 : (tensor<f64>) -> tensor<f32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %447 = stablehlo.divide %443, %446 : tensor<8x8x8xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %449 = stablehlo.multiply %448, %402 : tensor<8x8x8xf32>
    %450 = stablehlo.multiply %449, %429 : tensor<8x8x8xf32>
    %451 = stablehlo.add %447, %450 : tensor<8x8x8xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %453 = stablehlo.multiply %452, %424 : tensor<8x8x8xf32>
    %454 = stablehlo.add %451, %453 : tensor<8x8x8xf32>
    %c_21 = stablehlo.constant dense<4> : tensor<i32>
    %455 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %456 = "stablehlo.scatter"(%397, %455, %454) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %457 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %458 = "stablehlo.scatter"(%456, %457, %402) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<1xi32>, tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    return %458 : tensor<8x8x8x8xf32>
  }
  func.func private @_roll_static(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_2(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_3(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_4(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_5(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_6(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_7(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf32>, tensor<1x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_8(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_9(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_10(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_11(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_12(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_13(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_14(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_15(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_16(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<0x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf32>, tensor<0x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_17(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_18(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_19(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf32>, tensor<8x1x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_20(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_21(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_22(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x0x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf32>, tensor<8x0x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_23(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf32>, tensor<8x8x1xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_24(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf32>) -> tensor<8x8x0xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x0xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_roll_static_25(%arg0: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<7x8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf32>, tensor<7x8x8xf32>) -> tensor<8x8x8xf32>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x1x8xf32>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf32>) -> tensor<8x7x8xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf32>, tensor<8x7x8xf32>) -> tensor<8x8x8xf32>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf32>) -> tensor<8x8x1xf32>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf32>) -> tensor<8x8x7xf32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x7xf32>) -> tensor<8x8x8xf32>
    return %8 : tensor<8x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<f64>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    return %2 : tensor<8x8x8xf32>
  }
  func.func private @_where_26(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf32>, %arg2: tensor<8x8x8xf32>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    return %0 : tensor<8x8x8xf32>
  }
  func.func private @clip(%arg0: tensor<8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<8x8x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x8x8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x8x8xf32>
    return %5 : tensor<8x8x8xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<8x8x8x8xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<f64>) -> tensor<8x8x8x8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %1 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %2 = call @_where_27(%0, %1, %arg0) : (tensor<8x8x8x8xi1>, tensor<f32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %5 = stablehlo.convert %arg3 : (tensor<f64>) -> tensor<f32>
    %6 = call @_where_27(%4, %5, %2) : (tensor<8x8x8x8xi1>, tensor<f32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %9 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %10 = call @_where_27(%8, %9, %6) : (tensor<8x8x8x8xi1>, tensor<f32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    return %10 : tensor<8x8x8x8xf32>
  }
  func.func private @_where_27(%arg0: tensor<8x8x8x8xi1>, %arg1: tensor<f32>, %arg2: tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    return %1 : tensor<8x8x8x8xf32>
  }
}
