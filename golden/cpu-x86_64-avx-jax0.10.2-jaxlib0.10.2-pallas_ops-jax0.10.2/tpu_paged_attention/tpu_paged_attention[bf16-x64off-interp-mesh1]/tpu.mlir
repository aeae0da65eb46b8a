module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x128xbf16>, %arg1: tensor<2x8x16x128xbf16>, %arg2: tensor<2x8x16x128xbf16>) -> (tensor<2x16x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[64, 40]> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi32>
    %0 = call @paged_attention(%arg0, %arg1, %arg2, %c, %c_0) : (tensor<2x16x128xbf16>, tensor<2x8x16x128xbf16>, tensor<2x8x16x128xbf16>, tensor<2xi32>, tensor<2x4xi32>) -> tensor<2x16x128xbf16>
    return %0 : tensor<2x16x128xbf16>
  }
  func.func private @paged_attention(%arg0: tensor<2x16x128xbf16>, %arg1: tensor<2x8x16x128xbf16>, %arg2: tensor<2x8x16x128xbf16>, %arg3: tensor<2xi32>, %arg4: tensor<2x4xi32>) -> tensor<2x16x128xbf16> {
    %0 = stablehlo.reshape %arg4 : (tensor<2x4xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3:3 = stablehlo.custom_call @tpu_custom_call(%arg3, %0, %1, %2, %arg0, %arg1, %arg2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22<mosaic kernel, 1287 lines, sha256 1ce342ea2beda9f1>\22, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "paged_flash_attention_kernel_inline_seq_dim", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi32>, tensor<8xi32>, tensor<1xi32>, tensor<1xi32>, tensor<2x16x128xbf16>, tensor<2x8x16x128xbf16>, tensor<2x8x16x128xbf16>) -> (tensor<2x16x128xbf16>, tensor<2x16x1xf32>, tensor<2x16x1xf32>)
    return %3#0 : tensor<2x16x128xbf16>
  }
}
