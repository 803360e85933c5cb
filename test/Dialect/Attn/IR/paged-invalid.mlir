// RUN: attn-opt %s --split-input-file --verify-diagnostics

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#kb = affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

func.func @cache_indexes_sequence(%q: tensor<?x1x8x64xf16>, %k: tensor<?x?x16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'key' may not index iteration d0 (the sequence): a cache's pages are shared by the sequences, through the block table}}
  %r = attn.paged_attention indexing_maps = [#q, #kb, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x?x16x8x64xf16>, tensor<?x16x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

// The cache has one dim more than its map: the page.
func.func @cache_without_pages(%q: tensor<?x1x8x64xf16>, %k: tensor<16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'key' has rank 3 but its indexing map has 3 results (and 1 leading dim before them)}}
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<16x8x64xf16>, tensor<?x16x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

// Sizes agree across the leading page dim: the head count is the cache's
// dim 2.
func.func @heads_differ(%q: tensor<?x1x8x64xf16>, %k: tensor<?x16x4x64xf16>,
    %v: tensor<?x16x4x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'key' dim 2 has size 4 but 'query' dim 2 has size 8 for iteration d1 (batch)}}
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x16x4x64xf16>, tensor<?x16x4x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

func.func @table_rows(%q: tensor<4x1x8x64xf16>, %k: tensor<?x16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<3x?xi32>, %n: tensor<?xi32>,
    %o: tensor<4x1x8x64xf16>, %s: f32) -> tensor<4x1x8x64xf16> {
  // expected-error @+1 {{'block_table' has 3 sequences (dim 0) but 'query' has 4 (dim 0, iteration d0)}}
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<4x1x8x64xf16>, tensor<?x16x8x64xf16>, tensor<?x16x8x64xf16>, f32)
      pages(%t, %n : tensor<3x?xi32>, tensor<?xi32>)
      outs(%o : tensor<4x1x8x64xf16>) -> tensor<4x1x8x64xf16>
  return %r : tensor<4x1x8x64xf16>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

func.func @table_1d(%q: tensor<?x1x8x64xf16>, %k: tensor<?x16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'block_table' must be 2-D (sequences, pages of each), got 'tensor<?xi32>'}}
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x16x8x64xf16>, tensor<?x16x8x64xf16>, f32)
      pages(%t, %n : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

// d0 is the sequence: the query must index it.
func.func @query_without_sequence(%q: tensor<1x8x64xf16>, %k: tensor<?x16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'query' must index iteration d0 (the sequence)}}
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<1x8x64xf16>, tensor<?x16x8x64xf16>, tensor<?x16x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

func.func @empty_pages(%q: tensor<?x1x8x64xf16>, %k: tensor<?x0x8x64xf16>,
    %v: tensor<?x0x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'key' has pages of 0 keys (dim 1); a page holds at least one}}
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x0x8x64xf16>, tensor<?x0x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}
