module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf16>, %arg1: tensor<256x256xf16>) -> (tensor<256x256xf16> {jax.result_info = "result"}) {
    %0 = call @matmul(%arg0, %arg1) : (tensor<256x256xf16>, tensor<256x256xf16>) -> tensor<256x256xf16>
    return %0 : tensor<256x256xf16>
  }
  func.func private @matmul(%arg0: tensor<256x256xf16>, %arg1: tensor<256x256xf16>) -> tensor<256x256xf16> {
    %0 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22<mosaic kernel, 55 lines, sha256 58dabfe1fc79a848>\22, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "matmul_kernel", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<256x256xf16>, tensor<256x256xf16>) -> tensor<256x256xf16>
    return %0 : tensor<256x256xf16>
  }
}
