// RUN: attn-opt %s --split-input-file --verify-diagnostics

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @wrong_number_of_maps(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{expects 4 indexing maps (query, key, value, output), got 3}}
  %0 = attn.attention indexing_maps = [#q, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @rank_vs_map(%q: tensor<2x8x16xf32>, %k: tensor<2x1x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'key' has rank 4 but its indexing map has 3 results}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x1x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1) -> (b, n, k1)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @map_dim_count(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{indexing map of 'value' must have 5 dims and no symbols, like the query map}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m + n, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @not_projected_permutation(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{indexing map of 'query' must be a projected permutation}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(m, n, k1, k2) -> (m, k1)>
#k = affine_map<(m, n, k1, k2) -> (n, k1)>
#v = affine_map<(m, n, k1, k2) -> (n, k2)>
#o = affine_map<(m, n, k1, k2) -> (m, k2)>

func.func @too_few_loops(%q: tensor<8x16xf32>, %k: tensor<12x16xf32>, %v: tensor<12x16xf32>, %s: f32, %o: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{expects an iteration space of at least 4 dims (batch dims..., m, n, k1, k2), got 3}}
  %0 = attn.attention indexing_maps = [affine_map<(m, n, k1) -> (m, k1)>, affine_map<(m, n, k1) -> (n, k1)>, affine_map<(m, n, k1) -> (n, k1)>, affine_map<(m, n, k1) -> (m, k1)>] ins(%q, %k, %v, %s : tensor<8x16xf32>, tensor<12x16xf32>, tensor<12x16xf32>, f32) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @query_indexes_k2(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'query' may not index iteration d4 (k2)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @key_without_head_dim(%q: tensor<2x8x16xf32>, %k: tensor<2x12xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'key' must index iteration d3 (k1)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (m, k2)>

func.func @output_misses_batch(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{'output' must index iteration d0 (batch)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @head_dim_mismatch(%q: tensor<2x8x16xf32>, %k: tensor<2x12x32xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'key' dim 2 has size 32 but 'query' dim 2 has size 16 for iteration d3 (k1)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x32xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @key_value_length_mismatch(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x10x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'value' dim 1 has size 10 but 'key' dim 1 has size 12 for iteration d2 (n)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x10x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>

func.func @heads_not_multiple(%q: tensor<2x7x8x16xf32>, %k: tensor<2x2x12x16xf32>, %v: tensor<2x2x12x16xf32>, %s: f32, %o: tensor<2x7x8x16xf32>) -> tensor<2x7x8x16xf32> {
  // expected-error @+1 {{'key' dim 1 has size 2 but 'query' dim 1 has size 7 for iteration d1 (batch): 7 query heads is not a multiple of 2 key/value heads}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x7x8x16xf32>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>, f32) outs(%o : tensor<2x7x8x16xf32>) -> tensor<2x7x8x16xf32>
  return %0 : tensor<2x7x8x16xf32>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>

func.func @grouped_heads_need_group_dim(%q: tensor<2x8x8x16xf32>, %k: tensor<2x2x12x16xf32>, %v: tensor<2x2x12x16xf32>, %s: f32, %o: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
  // expected-error @+1 {{for grouped-query attention split the query heads into (kv heads, group) dims and omit the group dim from the key/value maps}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x8x16xf32>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>, f32) outs(%o : tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
  return %0 : tensor<2x8x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @element_types_differ(%q: tensor<2x8x16xf16>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'key' element type 'f32' differs from the 'query' element type 'f16'}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf16>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @value_element_type_differs(%q: tensor<2x8x16xbf16>, %k: tensor<2x12x16xbf16>, %v: tensor<2x12x16xf16>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'value' element type 'f16' differs from the 'query' element type 'bf16'}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xbf16>, tensor<2x12x16xbf16>, tensor<2x12x16xf16>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @unsupported_element_type(%q: tensor<2x8x16xf64>, %k: tensor<2x12x16xf64>, %v: tensor<2x12x16xf64>, %s: f32, %o: tensor<2x8x16xf64>) -> tensor<2x8x16xf64> {
  // expected-error @+1 {{operand #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float values}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf64>, tensor<2x12x16xf64>, tensor<2x12x16xf64>, f32) outs(%o : tensor<2x8x16xf64>) -> tensor<2x8x16xf64>
  return %0 : tensor<2x8x16xf64>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#mask = affine_map<(b, m, n, k1, k2) -> (m, n)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @mask_does_not_broadcast(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %mask: tensor<8x11xi1>, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'mask' dim 1 has size 11 but 'key' dim 1 has size 12 for iteration d2 (n)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #mask, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) mask(%mask : tensor<8x11xi1>) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#mask = affine_map<(b, m, n, k1, k2) -> (m, k1)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @mask_indexes_head_dim(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %mask: tensor<8x16xf32>, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'mask' may not index iteration d3 (k1)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #mask, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) mask(%mask : tensor<8x16xf32>) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#mask = affine_map<(b, m, n, k1, k2) -> (m, n)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @mask_element_type(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %mask: tensor<8x12xi8>, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{operand #4 must be ranked tensor of 1-bit signless integer or 16-bit float or bfloat16 type or 32-bit float values}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #mask, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) mask(%mask : tensor<8x12xi8>) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @output_shape_disagrees(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x9x16xf32>) -> tensor<2x9x16xf32> {
  // expected-error @+1 {{'output' dim 1 has size 9 but 'query' dim 1 has size 8 for iteration d1 (m)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x9x16xf32>) -> tensor<2x9x16xf32>
  return %0 : tensor<2x9x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @value_head_dim_vs_output(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x8xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'output' dim 2 has size 16 but 'value' dim 2 has size 8 for iteration d4 (k2)}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x8xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#lse = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @lse_not_f32(%q: tensor<2x8x16xf16>, %k: tensor<2x12x16xf16>, %v: tensor<2x12x16xf16>, %s: f32, %o: tensor<2x8x16xf16>, %l: tensor<2x8xf16>) -> (tensor<2x8x16xf16>, tensor<2x8xf16>) {
  // expected-error @+1 {{'lse' must have element type f32, got 'f16'}}
  %0:2 = attn.attention indexing_maps = [#q, #k, #v, #o, #lse] ins(%q, %k, %v, %s : tensor<2x8x16xf16>, tensor<2x12x16xf16>, tensor<2x12x16xf16>, f32) outs(%o, %l : tensor<2x8x16xf16>, tensor<2x8xf16>) -> tensor<2x8x16xf16>, tensor<2x8xf16>
  return %0#0, %0#1 : tensor<2x8x16xf16>, tensor<2x8xf16>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#lse = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @lse_indexes_k2(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %l: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>) {
  // expected-error @+1 {{'lse' may not index iteration d4 (k2)}}
  %0:2 = attn.attention indexing_maps = [#q, #k, #v, #o, #lse] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o, %l : tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>, tensor<2x8x16xf32>
  return %0#0, %0#1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @three_outs(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) {
  // expected-error @+1 {{expects one or two outs (the output and optionally the log-sum-exp), got 3}}
  %0:3 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o, %o, %o : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>
  return %0#0, %0#1, %0#2 : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @result_type_mismatch(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf16> {
  // expected-error @+1 {{result #0 type 'tensor<2x8x16xf16>' does not match its outs operand type 'tensor<2x8x16xf32>'}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf16>
  return %0 : tensor<2x8x16xf16>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @offset_without_causal(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %off: index) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{'causal_offset' requires the 'causal' attribute}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] causal_offset(%off) ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @unknown_alignment(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{expected 'top_left' or 'bottom_right', got 'center'}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] causal(center) ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#acc = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#row = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @online_two_outs(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %acc: tensor<2x8x16xf32>, %max: tensor<2x8xf32>) -> (tensor<2x8x16xf32>, tensor<2x8xf32>) {
  // expected-error @+1 {{expects three outs and results (acc, max, sum), got 2 outs and 2 results}}
  %0:2 = attn.online_attention indexing_maps = [#q, #k, #v, #acc, #row] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%acc, %max : tensor<2x8x16xf32>, tensor<2x8xf32>) -> tensor<2x8x16xf32>, tensor<2x8xf32>
  return %0#0, %0#1 : tensor<2x8x16xf32>, tensor<2x8xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#acc = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#row = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @online_state_rows_mismatch(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %acc: tensor<2x8x16xf32>, %max: tensor<2x8xf32>, %sum: tensor<2x9xf32>) -> (tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x9xf32>) {
  // expected-error @+1 {{'sum' dim 1 has size 9 but 'query' dim 1 has size 8 for iteration d1 (m)}}
  %0:3 = attn.online_attention indexing_maps = [#q, #k, #v, #acc, #row, #row] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) outs(%acc, %max, %sum : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x9xf32>) -> tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x9xf32>
  return %0#0, %0#1, %0#2 : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x9xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#acc = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#row = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @online_acc_not_f32(%q: tensor<2x8x16xf16>, %k: tensor<2x12x16xf16>, %v: tensor<2x12x16xf16>, %s: f32, %acc: tensor<2x8x16xf16>, %max: tensor<2x8xf32>, %sum: tensor<2x8xf32>) -> (tensor<2x8x16xf16>, tensor<2x8xf32>, tensor<2x8xf32>) {
  // expected-error @+1 {{operand #4 must be variadic of ranked tensor of 32-bit float values}}
  %0:3 = attn.online_attention indexing_maps = [#q, #k, #v, #acc, #row, #row] ins(%q, %k, %v, %s : tensor<2x8x16xf16>, tensor<2x12x16xf16>, tensor<2x12x16xf16>, f32) outs(%acc, %max, %sum : tensor<2x8x16xf16>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8x16xf16>, tensor<2x8xf32>, tensor<2x8xf32>
  return %0#0, %0#1, %0#2 : tensor<2x8x16xf16>, tensor<2x8xf32>, tensor<2x8xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>

func.func @scale_not_f32(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f16, %o: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @+1 {{operand #3 must be 32-bit float, but got 'f16'}}
  %0 = attn.attention indexing_maps = [#q, #k, #v, #o] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f16) outs(%o : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// expected-error @+1 {{tile_m and tile_n must be positive, got 0 and 64}}
#c0 = #attn.kernel_config<kind = simt, tile_m = 0, tile_n = 64, workgroup_size = 128>

// -----

// expected-error @+1 {{workgroup_size and lanes_per_row must be positive, got 128 and 0}}
#c1 = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 64, workgroup_size = 128, lanes_per_row = 0>

// -----

// expected-error @+1 {{kv_stages must be 1 or 2, got 3}}
#c2 = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, kv_stages = 3, mma_shape = [16, 8, 16]>

// -----

// expected-error @+1 {{mma_shape must be given for mma_sync, wgmma and cooperative_matrix kernels and only for them}}
#c3 = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128>

// -----

// expected-error @+1 {{mma_shape must be empty or three positive sizes [M, N, K]}}
#c4 = #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 32, workgroup_size = 128, mma_shape = [16, 16]>

// -----

// Two blocks in flight need copies that complete in the background.
// expected-error @+1 {{kv_stages = 2 needs asynchronous copies (copy = async or tma): a synchronous copy is complete before the next block is computed}}
#c5 = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, kv_stages = 2, mma_shape = [16, 8, 16]>

// -----

// TMA writes the 128-byte swizzle of the wgmma kernels' tiles only.
// expected-error @+1 {{copy = tma applies to wgmma kernels only: their tiles are in the 128-byte swizzle TMA writes}}
#c5 = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, kv_stages = 2, copy = tma, mma_shape = [16, 8, 16]>

// -----

// expected-error @+1 {{lazy_rescale applies to mma_sync, wgmma and cooperative_matrix kernels only}}
#c6 = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, lazy_rescale = true>

// -----

// expected-error @+1 {{q_in_registers applies to mma_sync kernels only}}
#c5 = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, q_in_registers = true>

// -----

// expected-error @+1 {{shared_memory_bytes must not be negative, got -1}}
#c6 = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = -1>

// -----

func.func @pointer_to_memref_not_a_pointer(%p: i64, %n: i64) {
  // expected-error @+1 {{operand #0 (pointer) must be an !llvm.ptr or a 1-D storage buffer memref, got 'i64'}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : i64 -> memref<?xf32>
  return
}

// -----

func.func @pointer_to_memref_buffer_storage_type(%p: memref<?xbf16>, %n: i64) {
  // expected-error @+1 {{operand #0 (a storage buffer) must be a 1-D memref of 'i16' for a result of element type 'bf16', got 'memref<?xbf16>'}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : memref<?xbf16> -> memref<?xbf16, strided<[?]>>
  return
}

// -----

func.func @pointer_to_memref_buffer_rank(%p: memref<?x?xf32>, %n: i64) {
  // expected-error @+1 {{operand #0 (a storage buffer) must be a 1-D memref of 'f32' for a result of element type 'f32', got 'memref<?x?xf32>'}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : memref<?x?xf32> -> memref<?xf32, strided<[?]>>
  return
}

// -----

func.func @pointer_to_memref_buffer_space(%p: memref<?xi8>, %n: i64) {
  // expected-error @+1 {{result memory space 3 : i64 is not the storage buffer's default}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : memref<?xi8> -> memref<?xi1, strided<[?]>, 3>
  return
}

// -----

func.func @pointer_to_memref_rank(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{has 1 sizes and 1 strides for a memref of rank 2; expected one of each per dim}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : !llvm.ptr -> memref<?x?xf32>
  return
}

// -----

func.func @pointer_to_memref_sizes_strides(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{has 2 sizes and 1 strides for a memref of rank 2; expected one of each per dim}}
  %0 = attn.pointer_to_memref %p sizes(%n, %n) strides(%n) : !llvm.ptr -> memref<?x?xf32>
  return
}

// -----

func.func @pointer_to_memref_offset(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{result type 'memref<?xf32, strided<[1], offset: 4>>' must have a strided layout with offset 0}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : !llvm.ptr -> memref<?xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @pointer_to_memref_space(%p: !llvm.ptr<1>, %n: i64) {
  // expected-error @+1 {{result memory space 3 is not the pointer's address space 1}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : !llvm.ptr<1> -> memref<?xf32, 3>
  return
}

// -----

func.func @pointer_to_memref_default_space(%p: !llvm.ptr<1>, %n: i64) {
  // expected-error @+1 {{result type has the default memory space but the pointer is in address space 1}}
  %0 = attn.pointer_to_memref %p sizes(%n) strides(%n) : !llvm.ptr<1> -> memref<?xf32>
  return
}
