#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d4, d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d0)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d6)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2x3x?x64xf16>, tensor<2x2x?x64xf16>, tensor<2x2x?x64xf16>, tensor<?x?xf32>, tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>) -> (tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>), sym_name = "attention"}> ({
  ^bb0(%arg0: tensor<2x2x3x?x64xf16>, %arg1: tensor<2x2x?x64xf16>, %arg2: tensor<2x2x?x64xf16>, %arg3: tensor<?x?xf32>, %arg4: tensor<2x2x3x?x64xf16>, %arg5: tensor<2x2x3x?xf32>):
    %0 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
    %1:2 = "attn.attention"(%arg0, %arg1, %arg2, %0, %arg3, %arg4, %arg5) <{causal = #attn<causal bottom_right>, indexing_maps = [#map, #map1, #map2, #map3, #map4, #map5], operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 2, 0>}> : (tensor<2x2x3x?x64xf16>, tensor<2x2x?x64xf16>, tensor<2x2x?x64xf16>, f32, tensor<?x?xf32>, tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>) -> (tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>)
    "func.return"(%1#0, %1#1) : (tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

