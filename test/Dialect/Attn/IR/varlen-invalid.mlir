// RUN: attn-opt %s --split-input-file --verify-diagnostics

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>

func.func @offsets_differ(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<4xi32>, %ck: tensor<3xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{'query_offsets' has 4 entries but 'key_offsets' has 3: both have one per sequence, and one more}}
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<4xi32>, tensor<3xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}

// -----

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>

func.func @offsets_2d(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<2x2xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{'query_offsets' must be 1-D (cumulative sequence lengths), got 'tensor<2x2xi32>'}}
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<2x2xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}

// -----

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>

func.func @no_entries(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<0xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{'query_offsets' must have at least one entry (0, then the end of each sequence), got none}}
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<0xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}

// -----

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>

func.func @offsets_i64(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi64>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{operand #4 must be ranked tensor of 32-bit signless integer values}}
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi64>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}

// -----

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>

// The packed dims agree across the operands that share them: the output's
// rows are the query's.
func.func @rows_differ(%q: tensor<10x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<12x8x64xf16>, %s: f32) -> tensor<12x8x64xf16> {
  // expected-error @+1 {{'output' dim 0 has size 12 but 'query' dim 0 has size 10 for iteration d1 (m)}}
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<10x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<12x8x64xf16>) -> tensor<12x8x64xf16>
  return %r : tensor<12x8x64xf16>
}

// -----

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>
#l = affine_map<(h, m, n, k1, k2) -> (h, m)>

func.func @lse_f16(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %l: tensor<8x?xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{'lse' must have element type f32, got 'f16'}}
  %r:2 = attn.varlen_attention indexing_maps = [#q, #k, #v, #o, #l]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x8x64xf16>, tensor<8x?xf16>) -> tensor<?x8x64xf16>, tensor<8x?xf16>
  return %r#0 : tensor<?x8x64xf16>
}

// -----

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>

func.func @three_maps(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{expects 4 indexing maps (query, key, value, output), got 3}}
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}
