module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xbf16>, %arg1: tensor<2x64x128xbf16>, %arg2: tensor<2xi32>) -> (tensor<128x128xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @mosaic_gpu_v2(%arg2, %arg0, %arg1) {backend_config = "", mhlo.backend_config = {kernel_hash = "<per module>", module = "<mosaic gpu kernel, 2052 lines, sha256 eb8b6b5637c8826b>", use_custom_barrier = false, uses_xla_collective_metadata = false}, operand_layouts = [dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2xi32>, tensor<128x64xbf16>, tensor<2x64x128xbf16>) -> tensor<128x128xbf16>
    return %0 : tensor<128x128xbf16>
  }
}
