module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x8x8x8xf64>) -> (tensor<7x8x8x8xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e+01> : tensor<f64>
    %0 = call @_redistribute_positivity(%arg0, %cst, %cst_0) : (tensor<7x8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<7x8x8x8xf64>
    return %0 : tensor<7x8x8x8xf64>
  }
  func.func private @_redistribute_positivity(%arg0: tensor<7x8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<7x8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.slice %arg0 [1:2, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %3 = stablehlo.reshape %2 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %arg0 [2:3, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %arg0 [3:4, 0:8, 0:8, 0:8] : (tensor<7x8x8x8xf64>) -> tensor<1x8x8x8xf64>
    %7 = stablehlo.reshape %6 : (tensor<1x8x8x8xf64>) -> tensor<8x8x8xf64>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %9 = stablehlo.compare LE, %1, %8, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %10 = stablehlo.not %9 : tensor<8x8x8xi1>
    %11 = stablehlo.convert %10 : (tensor<8x8x8xi1>) -> tensor<8x8x8xf64>
    %12 = stablehlo.multiply %1, %11 : tensor<8x8x8xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %14 = call @_roll_static(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %15 = stablehlo.add %13, %14 : tensor<8x8x8xf64>
    %16 = call @_roll_static_0(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %17 = stablehlo.add %15, %16 : tensor<8x8x8xf64>
    %18 = call @_roll_static_1(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %19 = stablehlo.add %17, %18 : tensor<8x8x8xf64>
    %20 = call @_roll_static_2(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %21 = stablehlo.add %19, %20 : tensor<8x8x8xf64>
    %22 = call @_roll_static_3(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %23 = stablehlo.add %21, %22 : tensor<8x8x8xf64>
    %24 = call @_roll_static_4(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %25 = stablehlo.add %23, %24 : tensor<8x8x8xf64>
    %26 = call @_roll_static_5(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %27 = stablehlo.add %25, %26 : tensor<8x8x8xf64>
    %28 = call @_roll_static_6(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %29 = stablehlo.add %27, %28 : tensor<8x8x8xf64>
    %30 = call @_roll_static_7(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %31 = stablehlo.add %29, %30 : tensor<8x8x8xf64>
    %32 = call @_roll_static_8(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %33 = stablehlo.add %31, %32 : tensor<8x8x8xf64>
    %34 = call @_roll_static_9(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %35 = stablehlo.add %33, %34 : tensor<8x8x8xf64>
    %36 = call @_roll_static_10(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %37 = stablehlo.add %35, %36 : tensor<8x8x8xf64>
    %38 = call @_roll_static_11(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %39 = stablehlo.add %37, %38 : tensor<8x8x8xf64>
    %40 = call @_roll_static_12(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %41 = stablehlo.add %39, %40 : tensor<8x8x8xf64>
    %42 = call @_roll_static_13(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %43 = stablehlo.add %41, %42 : tensor<8x8x8xf64>
    %44 = call @_roll_static_14(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %45 = stablehlo.add %43, %44 : tensor<8x8x8xf64>
    %46 = call @_roll_static_15(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %47 = stablehlo.add %45, %46 : tensor<8x8x8xf64>
    %48 = call @_roll_static_16(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %49 = stablehlo.add %47, %48 : tensor<8x8x8xf64>
    %50 = call @_roll_static_17(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %51 = stablehlo.add %49, %50 : tensor<8x8x8xf64>
    %52 = call @_roll_static_18(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %53 = stablehlo.add %51, %52 : tensor<8x8x8xf64>
    %54 = call @_roll_static_19(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %55 = stablehlo.add %53, %54 : tensor<8x8x8xf64>
    %56 = call @_roll_static_20(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %57 = stablehlo.add %55, %56 : tensor<8x8x8xf64>
    %58 = call @_roll_static_21(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %59 = stablehlo.add %57, %58 : tensor<8x8x8xf64>
    %60 = call @_roll_static_22(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %61 = stablehlo.add %59, %60 : tensor<8x8x8xf64>
    %62 = call @_roll_static_23(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %63 = stablehlo.add %61, %62 : tensor<8x8x8xf64>
    %64 = call @_roll_static_24(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %65 = stablehlo.add %63, %64 : tensor<8x8x8xf64>
    %66 = call @_roll_static_25(%12) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %67 = stablehlo.add %65, %66 : tensor<8x8x8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %69 = call @_roll_static(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %70 = stablehlo.add %68, %69 : tensor<8x8x8xf64>
    %71 = call @_roll_static_0(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %72 = stablehlo.add %70, %71 : tensor<8x8x8xf64>
    %73 = call @_roll_static_1(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %74 = stablehlo.add %72, %73 : tensor<8x8x8xf64>
    %75 = call @_roll_static_2(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %76 = stablehlo.add %74, %75 : tensor<8x8x8xf64>
    %77 = call @_roll_static_3(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %78 = stablehlo.add %76, %77 : tensor<8x8x8xf64>
    %79 = call @_roll_static_4(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %80 = stablehlo.add %78, %79 : tensor<8x8x8xf64>
    %81 = call @_roll_static_5(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %82 = stablehlo.add %80, %81 : tensor<8x8x8xf64>
    %83 = call @_roll_static_6(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %84 = stablehlo.add %82, %83 : tensor<8x8x8xf64>
    %85 = call @_roll_static_7(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %86 = stablehlo.add %84, %85 : tensor<8x8x8xf64>
    %87 = call @_roll_static_8(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %88 = stablehlo.add %86, %87 : tensor<8x8x8xf64>
    %89 = call @_roll_static_9(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %90 = stablehlo.add %88, %89 : tensor<8x8x8xf64>
    %91 = call @_roll_static_10(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %92 = stablehlo.add %90, %91 : tensor<8x8x8xf64>
    %93 = call @_roll_static_11(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %94 = stablehlo.add %92, %93 : tensor<8x8x8xf64>
    %95 = call @_roll_static_12(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %96 = stablehlo.add %94, %95 : tensor<8x8x8xf64>
    %97 = call @_roll_static_13(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %98 = stablehlo.add %96, %97 : tensor<8x8x8xf64>
    %99 = call @_roll_static_14(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %100 = stablehlo.add %98, %99 : tensor<8x8x8xf64>
    %101 = call @_roll_static_15(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %102 = stablehlo.add %100, %101 : tensor<8x8x8xf64>
    %103 = call @_roll_static_16(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %104 = stablehlo.add %102, %103 : tensor<8x8x8xf64>
    %105 = call @_roll_static_17(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %106 = stablehlo.add %104, %105 : tensor<8x8x8xf64>
    %107 = call @_roll_static_18(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %108 = stablehlo.add %106, %107 : tensor<8x8x8xf64>
    %109 = call @_roll_static_19(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %110 = stablehlo.add %108, %109 : tensor<8x8x8xf64>
    %111 = call @_roll_static_20(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %112 = stablehlo.add %110, %111 : tensor<8x8x8xf64>
    %113 = call @_roll_static_21(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %114 = stablehlo.add %112, %113 : tensor<8x8x8xf64>
    %115 = call @_roll_static_22(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %116 = stablehlo.add %114, %115 : tensor<8x8x8xf64>
    %117 = call @_roll_static_23(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %118 = stablehlo.add %116, %117 : tensor<8x8x8xf64>
    %119 = call @_roll_static_24(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %120 = stablehlo.add %118, %119 : tensor<8x8x8xf64>
    %121 = call @_roll_static_25(%11) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %122 = stablehlo.add %120, %121 : tensor<8x8x8xf64>
    %123 = stablehlo.multiply %3, %11 : tensor<8x8x8xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %124 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %125 = call @_roll_static(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %126 = stablehlo.add %124, %125 : tensor<8x8x8xf64>
    %127 = call @_roll_static_0(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %128 = stablehlo.add %126, %127 : tensor<8x8x8xf64>
    %129 = call @_roll_static_1(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %130 = stablehlo.add %128, %129 : tensor<8x8x8xf64>
    %131 = call @_roll_static_2(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %132 = stablehlo.add %130, %131 : tensor<8x8x8xf64>
    %133 = call @_roll_static_3(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %134 = stablehlo.add %132, %133 : tensor<8x8x8xf64>
    %135 = call @_roll_static_4(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %136 = stablehlo.add %134, %135 : tensor<8x8x8xf64>
    %137 = call @_roll_static_5(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %138 = stablehlo.add %136, %137 : tensor<8x8x8xf64>
    %139 = call @_roll_static_6(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %140 = stablehlo.add %138, %139 : tensor<8x8x8xf64>
    %141 = call @_roll_static_7(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %142 = stablehlo.add %140, %141 : tensor<8x8x8xf64>
    %143 = call @_roll_static_8(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %144 = stablehlo.add %142, %143 : tensor<8x8x8xf64>
    %145 = call @_roll_static_9(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %146 = stablehlo.add %144, %145 : tensor<8x8x8xf64>
    %147 = call @_roll_static_10(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %148 = stablehlo.add %146, %147 : tensor<8x8x8xf64>
    %149 = call @_roll_static_11(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %150 = stablehlo.add %148, %149 : tensor<8x8x8xf64>
    %151 = call @_roll_static_12(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %152 = stablehlo.add %150, %151 : tensor<8x8x8xf64>
    %153 = call @_roll_static_13(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %154 = stablehlo.add %152, %153 : tensor<8x8x8xf64>
    %155 = call @_roll_static_14(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %156 = stablehlo.add %154, %155 : tensor<8x8x8xf64>
    %157 = call @_roll_static_15(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %158 = stablehlo.add %156, %157 : tensor<8x8x8xf64>
    %159 = call @_roll_static_16(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %160 = stablehlo.add %158, %159 : tensor<8x8x8xf64>
    %161 = call @_roll_static_17(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %162 = stablehlo.add %160, %161 : tensor<8x8x8xf64>
    %163 = call @_roll_static_18(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %164 = stablehlo.add %162, %163 : tensor<8x8x8xf64>
    %165 = call @_roll_static_19(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %166 = stablehlo.add %164, %165 : tensor<8x8x8xf64>
    %167 = call @_roll_static_20(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %168 = stablehlo.add %166, %167 : tensor<8x8x8xf64>
    %169 = call @_roll_static_21(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %170 = stablehlo.add %168, %169 : tensor<8x8x8xf64>
    %171 = call @_roll_static_22(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %172 = stablehlo.add %170, %171 : tensor<8x8x8xf64>
    %173 = call @_roll_static_23(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %174 = stablehlo.add %172, %173 : tensor<8x8x8xf64>
    %175 = call @_roll_static_24(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %176 = stablehlo.add %174, %175 : tensor<8x8x8xf64>
    %177 = call @_roll_static_25(%123) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %178 = stablehlo.add %176, %177 : tensor<8x8x8xf64>
    %179 = stablehlo.multiply %5, %11 : tensor<8x8x8xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %180 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %181 = call @_roll_static(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %182 = stablehlo.add %180, %181 : tensor<8x8x8xf64>
    %183 = call @_roll_static_0(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %184 = stablehlo.add %182, %183 : tensor<8x8x8xf64>
    %185 = call @_roll_static_1(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %186 = stablehlo.add %184, %185 : tensor<8x8x8xf64>
    %187 = call @_roll_static_2(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %188 = stablehlo.add %186, %187 : tensor<8x8x8xf64>
    %189 = call @_roll_static_3(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %190 = stablehlo.add %188, %189 : tensor<8x8x8xf64>
    %191 = call @_roll_static_4(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %192 = stablehlo.add %190, %191 : tensor<8x8x8xf64>
    %193 = call @_roll_static_5(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %194 = stablehlo.add %192, %193 : tensor<8x8x8xf64>
    %195 = call @_roll_static_6(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %196 = stablehlo.add %194, %195 : tensor<8x8x8xf64>
    %197 = call @_roll_static_7(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %198 = stablehlo.add %196, %197 : tensor<8x8x8xf64>
    %199 = call @_roll_static_8(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %200 = stablehlo.add %198, %199 : tensor<8x8x8xf64>
    %201 = call @_roll_static_9(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %202 = stablehlo.add %200, %201 : tensor<8x8x8xf64>
    %203 = call @_roll_static_10(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %204 = stablehlo.add %202, %203 : tensor<8x8x8xf64>
    %205 = call @_roll_static_11(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %206 = stablehlo.add %204, %205 : tensor<8x8x8xf64>
    %207 = call @_roll_static_12(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %208 = stablehlo.add %206, %207 : tensor<8x8x8xf64>
    %209 = call @_roll_static_13(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %210 = stablehlo.add %208, %209 : tensor<8x8x8xf64>
    %211 = call @_roll_static_14(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %212 = stablehlo.add %210, %211 : tensor<8x8x8xf64>
    %213 = call @_roll_static_15(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %214 = stablehlo.add %212, %213 : tensor<8x8x8xf64>
    %215 = call @_roll_static_16(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %216 = stablehlo.add %214, %215 : tensor<8x8x8xf64>
    %217 = call @_roll_static_17(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %218 = stablehlo.add %216, %217 : tensor<8x8x8xf64>
    %219 = call @_roll_static_18(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %220 = stablehlo.add %218, %219 : tensor<8x8x8xf64>
    %221 = call @_roll_static_19(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %222 = stablehlo.add %220, %221 : tensor<8x8x8xf64>
    %223 = call @_roll_static_20(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %224 = stablehlo.add %222, %223 : tensor<8x8x8xf64>
    %225 = call @_roll_static_21(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %226 = stablehlo.add %224, %225 : tensor<8x8x8xf64>
    %227 = call @_roll_static_22(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %228 = stablehlo.add %226, %227 : tensor<8x8x8xf64>
    %229 = call @_roll_static_23(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %230 = stablehlo.add %228, %229 : tensor<8x8x8xf64>
    %231 = call @_roll_static_24(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %232 = stablehlo.add %230, %231 : tensor<8x8x8xf64>
    %233 = call @_roll_static_25(%179) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %234 = stablehlo.add %232, %233 : tensor<8x8x8xf64>
    %235 = stablehlo.multiply %7, %11 : tensor<8x8x8xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %236 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %237 = call @_roll_static(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %238 = stablehlo.add %236, %237 : tensor<8x8x8xf64>
    %239 = call @_roll_static_0(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %240 = stablehlo.add %238, %239 : tensor<8x8x8xf64>
    %241 = call @_roll_static_1(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %242 = stablehlo.add %240, %241 : tensor<8x8x8xf64>
    %243 = call @_roll_static_2(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %244 = stablehlo.add %242, %243 : tensor<8x8x8xf64>
    %245 = call @_roll_static_3(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %246 = stablehlo.add %244, %245 : tensor<8x8x8xf64>
    %247 = call @_roll_static_4(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %248 = stablehlo.add %246, %247 : tensor<8x8x8xf64>
    %249 = call @_roll_static_5(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %250 = stablehlo.add %248, %249 : tensor<8x8x8xf64>
    %251 = call @_roll_static_6(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %252 = stablehlo.add %250, %251 : tensor<8x8x8xf64>
    %253 = call @_roll_static_7(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %254 = stablehlo.add %252, %253 : tensor<8x8x8xf64>
    %255 = call @_roll_static_8(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %256 = stablehlo.add %254, %255 : tensor<8x8x8xf64>
    %257 = call @_roll_static_9(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %258 = stablehlo.add %256, %257 : tensor<8x8x8xf64>
    %259 = call @_roll_static_10(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %260 = stablehlo.add %258, %259 : tensor<8x8x8xf64>
    %261 = call @_roll_static_11(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %262 = stablehlo.add %260, %261 : tensor<8x8x8xf64>
    %263 = call @_roll_static_12(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %264 = stablehlo.add %262, %263 : tensor<8x8x8xf64>
    %265 = call @_roll_static_13(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %266 = stablehlo.add %264, %265 : tensor<8x8x8xf64>
    %267 = call @_roll_static_14(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %268 = stablehlo.add %266, %267 : tensor<8x8x8xf64>
    %269 = call @_roll_static_15(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %270 = stablehlo.add %268, %269 : tensor<8x8x8xf64>
    %271 = call @_roll_static_16(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %272 = stablehlo.add %270, %271 : tensor<8x8x8xf64>
    %273 = call @_roll_static_17(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %274 = stablehlo.add %272, %273 : tensor<8x8x8xf64>
    %275 = call @_roll_static_18(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %276 = stablehlo.add %274, %275 : tensor<8x8x8xf64>
    %277 = call @_roll_static_19(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %278 = stablehlo.add %276, %277 : tensor<8x8x8xf64>
    %279 = call @_roll_static_20(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %280 = stablehlo.add %278, %279 : tensor<8x8x8xf64>
    %281 = call @_roll_static_21(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %282 = stablehlo.add %280, %281 : tensor<8x8x8xf64>
    %283 = call @_roll_static_22(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %284 = stablehlo.add %282, %283 : tensor<8x8x8xf64>
    %285 = call @_roll_static_23(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %286 = stablehlo.add %284, %285 : tensor<8x8x8xf64>
    %287 = call @_roll_static_24(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %288 = stablehlo.add %286, %287 : tensor<8x8x8xf64>
    %289 = call @_roll_static_25(%235) : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %290 = stablehlo.add %288, %289 : tensor<8x8x8xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %291 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %292 = stablehlo.compare GT, %122, %291, FLOAT : (tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %293 = call @_where(%292, %122, %cst_5) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %294 = call @_where(%292, %67, %cst_6) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %295 = stablehlo.divide %67, %293 : tensor<8x8x8xf64>
    %296 = call @_where_26(%292, %295, %arg1) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %297 = stablehlo.divide %178, %294 : tensor<8x8x8xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %298 = call @_where(%292, %297, %cst_7) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %299 = stablehlo.negate %arg2 : tensor<f64>
    %300 = call @clip(%298, %299, %arg2) : (tensor<8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %301 = stablehlo.multiply %296, %300 : tensor<8x8x8xf64>
    %302 = stablehlo.divide %234, %294 : tensor<8x8x8xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %303 = call @_where(%292, %302, %cst_8) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %304 = stablehlo.negate %arg2 : tensor<f64>
    %305 = call @clip(%303, %304, %arg2) : (tensor<8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %306 = stablehlo.multiply %296, %305 : tensor<8x8x8xf64>
    %307 = stablehlo.divide %290, %294 : tensor<8x8x8xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %308 = call @_where(%292, %307, %cst_9) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<f64>) -> tensor<8x8x8xf64>
    %309 = stablehlo.negate %arg2 : tensor<f64>
    %310 = call @clip(%308, %309, %arg2) : (tensor<8x8x8xf64>, tensor<f64>, tensor<f64>) -> tensor<8x8x8xf64>
    %311 = stablehlo.multiply %296, %310 : tensor<8x8x8xf64>
    %312 = call @_where_27(%9, %296, %1) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %313 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %314 = "stablehlo.scatter"(%arg0, %313, %312) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %315 = call @_where_27(%9, %301, %3) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %316 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %317 = "stablehlo.scatter"(%314, %316, %315) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %318 = call @_where_27(%9, %306, %5) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %319 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %320 = "stablehlo.scatter"(%317, %319, %318) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    %321 = call @_where_27(%9, %311, %7) : (tensor<8x8x8xi1>, tensor<8x8x8xf64>, tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %322 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %323 = "stablehlo.scatter"(%320, %322, %321) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      stablehlo.return %arg4 : tensor<f64>
    }) : (tensor<7x8x8x8xf64>, tensor<1xi32>, tensor<8x8x8xf64>) -> tensor<7x8x8x8xf64>
    return %323 : tensor<7x8x8x8xf64>
  }
  func.func private @_roll_static(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_0(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_1(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_2(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_3(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_4(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_5(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_6(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_7(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [1:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:1, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7x8x8xf64>, tensor<1x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_8(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_9(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_10(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_11(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_12(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_13(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_14(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_15(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_16(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:0, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<0x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<8x8x8xf64>, tensor<0x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_17(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_18(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_19(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 1:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:1, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x7x8xf64>, tensor<8x1x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_20(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_21(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_22(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:0, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x0x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x8x8xf64>, tensor<8x0x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_23(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 1:8] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:1] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x7xf64>, tensor<8x8x1xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_24(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x8x8xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:0] : (tensor<8x8x8xf64>) -> tensor<8x8x0xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x8xf64>, tensor<8x8x0xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_roll_static_25(%arg0: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.slice %arg0 [7:8, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<1x8x8xf64>
    %1 = stablehlo.slice %arg0 [0:7, 0:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<7x8x8xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8x8xf64>, tensor<7x8x8xf64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.slice %2 [0:8, 7:8, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x1x8xf64>
    %4 = stablehlo.slice %2 [0:8, 0:7, 0:8] : (tensor<8x8x8xf64>) -> tensor<8x7x8xf64>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x1x8xf64>, tensor<8x7x8xf64>) -> tensor<8x8x8xf64>
    %6 = stablehlo.slice %5 [0:8, 0:8, 7:8] : (tensor<8x8x8xf64>) -> tensor<8x8x1xf64>
    %7 = stablehlo.slice %5 [0:8, 0:8, 0:7] : (tensor<8x8x8xf64>) -> tensor<8x8x7xf64>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<8x8x1xf64>, tensor<8x8x7xf64>) -> tensor<8x8x8xf64>
    return %8 : tensor<8x8x8xf64>
  }
  func.func private @_where(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.convert %arg2 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %2 : tensor<8x8x8xf64>
  }
  func.func private @_where_26(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %1 : tensor<8x8x8xf64>
  }
  func.func private @clip(%arg0: tensor<8x8x8xf64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %1 = stablehlo.maximum %0, %arg0 : tensor<8x8x8xf64>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<8x8x8xf64>
    %3 = stablehlo.minimum %2, %1 : tensor<8x8x8xf64>
    return %3 : tensor<8x8x8xf64>
  }
  func.func private @_where_27(%arg0: tensor<8x8x8xi1>, %arg1: tensor<8x8x8xf64>, %arg2: tensor<8x8x8xf64>) -> tensor<8x8x8xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8x8xi1>, tensor<8x8x8xf64>
    return %0 : tensor<8x8x8xf64>
  }
}
