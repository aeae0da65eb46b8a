module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x512xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<8x8xi32> {jax.result_info = "result[1]"}) {
    %0:2 = stablehlo.custom_call @tpu_custom_call(%arg0) {backend_config = "{\22custom_call_config\22: {\22body\22: \22<mosaic kernel, 277 lines, sha256 a5df883fe7fc394c>\22, \22serialization_format\22: 1, \22needs_layout_passes\22: true, \22debug_locations\22: \22<source locations>\22}}", kernel_name = "_select_kernel", mhlo.frontend_attributes = {kernel_metadata = "{}", xla_metadata_payload = "tokamax:{\22op\22:{\22__type\22:\22tokamax._src.ops.router_topk.pallas_mosaic_tpu.PallasTpuRouterTopK\22,\22config\22:{\22block_rows\22:8},\22bypass_device_check\22:false,\22vjp\22:null},\22arguments\22:{\22k\22:8,\22return_residuals\22:false,\22scores\22:\22f32[8,512]\22}}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x512xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<8x8xi32>
  }
}
