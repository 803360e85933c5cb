// The cooperative-matrix Vulkan kernel through the stages:
// convert-attn-to-gpu-vulkan makes the op on tensors over views of the
// storage buffers with a cooperative_matrix configuration, the tiling stages
// tile it with its tiles (64 x 32 here, which the sizes below are of), and
// the pass writes its code: products on 16x16x16
// subgroup matrices, the online softmax on workgroup memory.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{target-env=nvidia kernel=cooperative-matrix tile-m=64 tile-n=32},gpu.module(attn-tile-parallel{target=vulkan},attn-tile-kv{target=vulkan split-kv=never},attn-promote-to-shared-memory{target=vulkan},attn-lower-tiled-attention-to-coop-matrix,canonicalize,cse))' | FileCheck %s
// The default pipeline assembles it to SPIR-V's cooperative matrices.
// RUN: attn-opt %s --split-input-file --attn-to-spirv-pipeline="target-env=nvidia kernel=cooperative-matrix" | FileCheck %s --check-prefix=SPIRV
// Untiled, the kernel is refused with what the pass expects.
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{target-env=nvidia},gpu.module(attn-lower-tiled-attention-to-coop-matrix))' 2>&1 | FileCheck %s --check-prefix=UNTILED
// A configuration whose workgroup cannot split the tile's rows into
// 16-row groups per subgroup (96 invocations: 3 subgroups for 64 rows,
// edited in after the stages) is refused with what the pass expects.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{target-env=nvidia tile-m=64 tile-n=32},gpu.module(attn-tile-parallel{target=vulkan},attn-tile-kv{target=vulkan split-kv=never},attn-promote-to-shared-memory{target=vulkan}))' | sed 's/workgroup_size = 64,/workgroup_size = 96,/' | not attn-opt --split-input-file --pass-pipeline='builtin.module(gpu.module(attn-lower-tiled-attention-to-coop-matrix))' 2>&1 | FileCheck %s --check-prefix=WORKGROUP
// WORKGROUP: error: 'gpu.func' op expected a workgroup of at most 1024 invocations, whole subgroups of 32 that own 16-row groups of tile_m = 64, got workgroup_size = 96

// Causal top-left, f16, d = 64, with a configuration of 128 invocations
// (the default at 64 rows is 64: two row groups a subgroup, below): 4
// subgroups of 32 (16 rows each), 64 x 32 tiles; in workgroup memory one f16 array for the Q tile and then two
// buffers of K and V blocks (4096 elements each, V from element 32 * 64 of
// one) that blocks alternate between (a loop-carried index), f16 P and f32
// S; the Q tile staged once after a barrier (zeros past M), the subgroup's
// Q fragments loaded from it, a barrier; a
// causal attention takes one loop of masked steps (keys past N zeroed in
// the K and V blocks, the diagonal tested on the scores). S = Q Kᵀ with K
// read transposed; O stays in registers across the blocks, rescaled
// through the subgroup's rows of the S tile (32 columns, two matrices at a
// time) only when a row of the subgroup rises by more than 8 ln 2; subgroup
// barriers around the subgroup's own tiles. No view,
// tensor, step or workgroup loop is left.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%[[QB:[a-z0-9]+]]: memref<?xf16>
// CHECK-SAME: %[[KB:[a-z0-9]+]]: memref<?xf16> {{.*}}, %[[VB:[a-z0-9]+]]: memref<?xf16> {{.*}}, %[[OB:[a-z0-9]+]]: memref<?xf16> {{.*}}, %[[QV:[a-z0-9]+]]: memref<?xvector<4xi32>> {{.*}}, %[[KV:[a-z0-9]+]]: memref<?xvector<4xi32>> {{.*}}, %[[VV:[a-z0-9]+]]: memref<?xvector<4xi32>> {{.*}}, %{{[a-z0-9]+}}: memref<?xi32>
// CHECK: %[[TH:.+]] = arith.constant 5.54517746 : f32
// CHECK-NOT: attn.pointer_to_memref
// CHECK-NOT: bufferization
// CHECK-DAG: %[[T:.+]] = memref.alloc() : memref<8192xf16, 3>
// CHECK-DAG: %[[P:.+]] = memref.alloc() : memref<2048xf16, 3>
// CHECK-DAG: %[[S:.+]] = memref.alloc() : memref<2048xf32, 3>
// CHECK-NOT: memref.alloc
// CHECK: %[[SG:.+]] = arith.divui %thread_id_x, %c32
// CHECK: gpu.block_id  x
// CHECK: gpu.block_id  y
// CHECK: gpu.barrier
// The Q tile: straight-line code. Where Q's rows are contiguous and
// aligned (column stride 1, base and row stride multiples of 8: checked at
// run time), 4 vectors of 8 elements an invocation (chunk tid + 128 i) from
// Q's vector view, zeros past M by a mask, each word bitcast to 2 f16;
// otherwise 32 elements an invocation (tid + 128 i), their loads in batches
// of 16 before the batch's stores.
// CHECK-NOT: scf.for
// CHECK: arith.remui %{{.*}}, %c8
// CHECK: %[[QONE:.+]] = arith.cmpi eq, %{{.*}}, %c1 : index
// CHECK: %[[QOK:.+]] = arith.andi %{{.*}}, %[[QONE]] : i1
// CHECK-NEXT: scf.if %[[QOK]] {
// CHECK-NOT: memref.load %[[QB]]
// CHECK: memref.load %[[QV]]
// CHECK: spirv.CompositeConstruct
// CHECK: arith.andi %{{.*}} : vector<4xi32>
// CHECK-COUNT-3: memref.load %[[QV]]
// CHECK-NOT: memref.load %[[QV]]
// CHECK: spirv.Bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK-COUNT-32: memref.store %{{.*}}, %[[T]]
// CHECK-NOT: memref.load
// CHECK: } else {
// CHECK: memref.load %[[QB]]
// CHECK: arith.select %{{.*}} : f16
// CHECK-COUNT-15: memref.load %[[QB]]
// CHECK-NOT: memref.load %[[QB]]
// CHECK-COUNT-16: memref.store %{{.*}}, %[[T]]
// CHECK-COUNT-16: memref.load %[[QB]]
// CHECK-COUNT-16: memref.store %{{.*}}, %[[T]]
// CHECK-NOT: memref.load %[[QB]]
// CHECK: gpu.barrier
// CHECK: %[[QF:.+]] = gpu.subgroup_mma_load_matrix %[[T]][%{{.*}}] {leadDimension = 64 : index} : memref<8192xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-COUNT-3: gpu.subgroup_mma_load_matrix %[[T]]
// CHECK-NEXT: gpu.barrier
// CHECK: %[[ZERO:.+]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[BUF:.+]] = %c0) -> (f32, f32, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, index)
// CHECK: %[[KBASE:.+]] = arith.muli %[[BUF]], %c4096 : index
// CHECK: %[[VBASE:.+]] = arith.addi %[[KBASE]], %c2048 : index
// The K and V blocks alike, into the block's buffer (no barrier before:
// the other buffer is the one still read): 2 vectors each an invocation
// where aligned, otherwise 16 elements; keys past N as zeros.
// CHECK-NOT: gpu.barrier
// CHECK-NOT: scf.for
// CHECK: scf.if
// CHECK: memref.load %[[KV]]
// CHECK: spirv.CompositeConstruct
// CHECK: memref.load %[[KV]]
// CHECK-COUNT-2: memref.load %[[VV]]
// CHECK-COUNT-16: memref.store %{{.*}}, %[[T]]
// CHECK-COUNT-16: memref.store %{{.*}}, %[[T]]
// CHECK: } else {
// CHECK: memref.load %[[KB]]
// CHECK: arith.select %{{.*}} : f16
// CHECK-COUNT-15: memref.load %[[KB]]
// CHECK-COUNT-16: memref.store %{{.*}}, %[[T]]
// CHECK: memref.load %[[VB]]
// CHECK: arith.select %{{.*}} : f16
// CHECK-COUNT-15: memref.load %[[VB]]
// CHECK-COUNT-16: memref.store %{{.*}}, %[[T]]
// CHECK: gpu.barrier
// CHECK: %[[KT:.+]] = gpu.subgroup_mma_load_matrix %[[T]][%[[KBASE]]] {leadDimension = 64 : index, transpose} : memref<8192xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: gpu.subgroup_mma_compute %[[QF]], %[[KT]], %[[ZERO]]
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]][%[[SROWS:.+]]] {leadDimension = 32 : index}
// CHECK: spirv.ControlBarrier <Subgroup>, <Subgroup>, <AcquireRelease|WorkgroupMemory>
// The scores: the lane's 16 (keys part + 2 j, unrolled) scaled, masked
// (keys past N, the diagonal), their max across the row's 2 lanes.
// CHECK-NOT: scf.for
// CHECK: arith.cmpi ult
// CHECK: arith.cmpi sle
// CHECK: arith.select
// CHECK: arith.maximumf
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
// Whether any row of the subgroup rose by more than 8 ln 2 (natural units:
// P below 2^8): over all 32 lanes.
// CHECK: %[[LIMIT:.+]] = arith.addf %{{.*}}, %[[TH]] : f32
// CHECK: arith.cmpf ogt, %{{.*}}, %[[LIMIT]]
// CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32{{.*}}, %c32_i32{{.*}} : f32
// CHECK: scf.if %{{.*}} -> (f32, f32, !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: spirv.GL.Exp2
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]][%[[SROWS]]] {leadDimension = 32 : index}
// CHECK-NEXT: gpu.subgroup_mma_store_matrix
// CHECK-NEXT: spirv.ControlBarrier <Subgroup>
// CHECK: memref.store %{{.*}}, %[[S]]
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: gpu.subgroup_mma_load_matrix %[[S]][%[[SROWS]]] {leadDimension = 32 : index} : memref<2048xf32, 3> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: gpu.subgroup_mma_load_matrix
// CHECK-NEXT: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]][%[[SROWS]]]
// CHECK-COUNT-2: gpu.subgroup_mma_load_matrix %[[S]]
// CHECK: } else {
// P = exp2((s - m) log2 e) as f16 (unrolled); O += P V in registers.
// CHECK-NOT: scf.for
// CHECK: %[[D:.+]] = arith.subf
// CHECK: %[[DL:.+]] = arith.mulf %[[D]], %{{.*}} : f32
// CHECK: spirv.GL.Exp2 %[[DL]]
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK: gpu.subgroup_mma_load_matrix %[[P]][%{{.*}}] {leadDimension = 32 : index} : memref<2048xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: gpu.subgroup_mma_load_matrix %[[T]][%[[VBASE]]] {leadDimension = 64 : index} : memref<8192xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: gpu.subgroup_mma_compute
// CHECK: %[[NEXT:.+]] = arith.subi %c1, %[[BUF]] : index
// CHECK: scf.yield {{.*}}, %[[NEXT]] :
// One loop: the finalisation follows. The row sum across lanes; O through
// the S tile two matrices at a time, O / l as f16 for the rows below M.
// CHECK-NOT: scf.for {{.*}} iter_args
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]]
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]]
// CHECK-NEXT: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: scf.if
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.store %{{.*}}, %[[OB]]
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]]
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]]
// CHECK-NEXT: spirv.ControlBarrier <Subgroup>
// CHECK-NEXT: scf.if
// CHECK: memref.store %{{.*}}, %[[OB]]
// CHECK-NOT: gpu.subgroup_mma_load_matrix
// CHECK-NOT: attn.online_attention
// CHECK-NOT: scf.forall
// CHECK: gpu.return

// SPIRV-LABEL: spirv.module
// SPIRV: spirv.func @attention
// SPIRV: spirv.KHR.CooperativeMatrixLoad
// SPIRV: spirv.KHR.CooperativeMatrixMulAdd
// SPIRV: spirv.KHR.CooperativeMatrixStore
// SPIRV: spirv.GL.Exp2

// UNTILED: error: 'gpu.func' op expected the kernel's attention tiled into workgroups and KV loops of attn.online_attention steps (attn-tile-parallel, attn-tile-kv) first
func.func @causal(%q: tensor<2x?x64xf16>, %k: tensor<2x?x64xf16>, %v: tensor<2x?x64xf16>, %o: tensor<2x?x64xf16>) -> tensor<2x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x?x64xf16>, tensor<2x?x64xf16>, tensor<2x?x64xf16>, f32)
      outs(%o : tensor<2x?x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 28672, lazy_rescale = true, mma_shape = [16, 16, 16]>} -> tensor<2x?x64xf16>
  return %r : tensor<2x?x64xf16>
}

// -----

// Not causal, N dynamic, d = 32, f32 O and the LSE, the default workgroup:
// 2 subgroups of 32 rows, two 16-row groups each (a max, a sum and 2 O
// matrices a group in the loop state), each K and V matrix loaded once
// for both groups' products. The tiling's full blocks take the unmasked
// step (K and V staged without tests, scores without key tests), the last
// block the masked one; the LSE by one lane of each row with GLSL log2.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention
// CHECK-SAME: workgroup_size = [64, 1, 1]
// Subgroup sg's groups start at rows 32 sg and 32 sg + 16; the lane's row
// in each is lane / 2, whose scores start at 32 times it.
// CHECK: %[[SG:.+]] = arith.divui %thread_id_x, %c32 : index
// CHECK: %[[LANE:.+]] = arith.remui %thread_id_x, %c32 : index
// CHECK: %[[LROW:.+]] = arith.divui %[[LANE]], %c2 : index
// CHECK: %[[G0:.+]] = arith.muli %[[SG]], %c32 : index
// CHECK: %[[R0:.+]] = arith.addi %[[G0]], %[[LROW]] : index
// CHECK: arith.muli %[[R0]], %c32 : index
// CHECK: %[[G1:.+]] = arith.addi %[[G0]], %c16 : index
// CHECK: %[[R1:.+]] = arith.addi %[[G1]], %[[LROW]] : index
// CHECK: arith.muli %[[R1]], %c32 : index
// Each group's Q fragments from its own rows of the Q tile (d = 32).
// CHECK: %[[QO0:.+]] = arith.muli %[[SG]], %c1024 : index
// CHECK: %[[Q00:.+]] = gpu.subgroup_mma_load_matrix %{{.*}}[%[[QO0]]]
// CHECK: %[[Q01:.+]] = gpu.subgroup_mma_load_matrix
// CHECK: %[[QO1:.+]] = arith.muli %[[G1]], %c32 : index
// CHECK: %[[Q10:.+]] = gpu.subgroup_mma_load_matrix %{{.*}}[%[[QO1]]]
// CHECK: %[[Q11:.+]] = gpu.subgroup_mma_load_matrix
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, index)
// CHECK-NOT: arith.select
// CHECK: gpu.barrier
// CHECK-NOT: arith.select
// CHECK: %[[K0:.+]] = gpu.subgroup_mma_load_matrix {{.*}} transpose
// CHECK-NEXT: %[[S0:.+]] = gpu.subgroup_mma_compute %[[Q00]], %[[K0]]
// CHECK-NEXT: %[[S1:.+]] = gpu.subgroup_mma_compute %[[Q10]], %[[K0]]
// CHECK: %[[K1:.+]] = gpu.subgroup_mma_load_matrix {{.*}} transpose
// CHECK-NEXT: gpu.subgroup_mma_compute %[[Q01]], %[[K1]], %[[S0]]
// CHECK-NEXT: gpu.subgroup_mma_compute %[[Q11]], %[[K1]], %[[S1]]
// CHECK-NOT: arith.cmpi ult
// CHECK: arith.maximumf
// CHECK-NOT: arith.cmpi ult
// P of both groups, then each V matrix for both.
// CHECK: %[[P0:.+]] = gpu.subgroup_mma_load_matrix {{.*}} "AOp">
// CHECK: %[[P1:.+]] = gpu.subgroup_mma_load_matrix {{.*}} "AOp">
// CHECK: %[[P2:.+]] = gpu.subgroup_mma_load_matrix {{.*}} "AOp">
// CHECK: %[[P3:.+]] = gpu.subgroup_mma_load_matrix {{.*}} "AOp">
// CHECK: %[[V0:.+]] = gpu.subgroup_mma_load_matrix {{.*}} "BOp">
// CHECK-NEXT: gpu.subgroup_mma_compute %[[P0]], %[[V0]]
// CHECK-NEXT: gpu.subgroup_mma_compute %[[P2]], %[[V0]]
// CHECK: scf.yield
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, index)
// CHECK: arith.select %{{.*}} : f16
// CHECK: arith.select %{{.*}} : f16
// CHECK: gpu.barrier
// CHECK: gpu.subgroup_mma_compute
// CHECK: arith.cmpi ult
// CHECK: arith.select
// CHECK: arith.maximumf
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: memref.store %{{.*}} : memref<?xf32>
// CHECK: arith.cmpi eq
// CHECK: scf.if
// CHECK: spirv.GL.Log2
// CHECK: memref.store %{{.*}} : memref<?xf32>
// The second row group's O and LSE.
// CHECK: scf.if
// CHECK: memref.store %{{.*}} : memref<?xf32>
// CHECK: scf.if
// CHECK: spirv.GL.Log2
// CHECK: memref.store %{{.*}} : memref<?xf32>
// CHECK: gpu.return

// SPIRV-LABEL: spirv.module
// SPIRV: spirv.KHR.CooperativeMatrixMulAdd
// SPIRV: spirv.GL.Log2

// UNTILED: error: 'gpu.func' op expected the kernel's attention tiled
func.func @full(%q: tensor<?x32xf16>, %k: tensor<?x32xf16>, %v: tensor<?x32xf16>, %o: tensor<?x32xf32>, %l: tensor<?xf32>) -> (tensor<?x32xf32>, tensor<?xf32>) {
  %s = arith.constant 0.25 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>,
      affine_map<(m, n, k1, k2) -> (m)>]
      ins(%q, %k, %v, %s : tensor<?x32xf16>, tensor<?x32xf16>, tensor<?x32xf16>, f32)
      outs(%o, %l : tensor<?x32xf32>, tensor<?xf32>) -> tensor<?x32xf32>, tensor<?xf32>
  return %r#0, %r#1 : tensor<?x32xf32>, tensor<?xf32>
}

// -----

// A boolean mask (stored as bytes, broadcast over the batch): every block
// masked, the mask's byte read for the row's key and compared with 0.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%{{[a-z0-9]+}}: memref<?xf16>{{.*}}, %{{[a-z0-9]+}}: memref<?xf16>{{.*}}, %{{[a-z0-9]+}}: memref<?xf16>{{.*}}, %[[M:[a-z0-9]+]]: memref<?xi8>
// CHECK: scf.for {{.*}} iter_args
// CHECK: arith.cmpi ult
// CHECK: memref.load %[[M]][%{{.*}}] : memref<?xi8>
// CHECK: arith.cmpi ne, %{{.*}}, %c0_i8 : i8
// CHECK: arith.select
// CHECK: arith.maximumf
// CHECK-NOT: scf.for {{.*}} iter_args({{.*}}) -> (f32, f32, !gpu.mma_matrix
// CHECK: gpu.return

// SPIRV-LABEL: spirv.module
// SPIRV: spirv.KHR.CooperativeMatrixMulAdd

// UNTILED: error: 'gpu.func' op expected the kernel's attention tiled
func.func @masked(%q: tensor<4x?x64xf16>, %k: tensor<4x?x64xf16>, %v: tensor<4x?x64xf16>, %mask: tensor<?x?xi1>, %o: tensor<4x?x64xf16>) -> tensor<4x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<4x?x64xf16>, tensor<4x?x64xf16>, tensor<4x?x64xf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o : tensor<4x?x64xf16>) -> tensor<4x?x64xf16>
  return %r : tensor<4x?x64xf16>
}

// -----

// bf16 (SPV_KHR_bfloat16's cooperative matrices): the gpu dialect's
// subgroup matrices have no bf16, so the kernel's matrices are f16 ones
// holding bf16 patterns: the staged K and V words copied as they are, P
// rounded to nearest even into bf16's pattern; the function is marked for
// attn-spirv-bf16-matrices, which reads its A and B matrices as bf16 in
// SPIR-V.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%{{[a-z0-9]+}}: memref<?xi16>
// CHECK-SAME: attn.bf16_matrices
// CHECK: scf.for {{.*}} iter_args
// CHECK: arith.addi %{{.*}}, %c32767_i32 : i32
// CHECK: arith.trunci %{{.*}} : i32 to i16
// CHECK: arith.bitcast %{{.*}} : i16 to f16
// CHECK: gpu.subgroup_mma_compute
// CHECK: gpu.return

// SPIRV-LABEL: spirv.module
// SPIRV-SAME: BFloat16TypeKHR, BFloat16CooperativeMatrixKHR
// SPIRV-SAME: SPV_KHR_bfloat16
// SPIRV-NOT: coopmatrix<16x16xf16
// SPIRV: spirv.KHR.CooperativeMatrixMulAdd {{.*}} : !spirv.coopmatrix<16x16xbf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xbf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
func.func @bf16(%q: tensor<2x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %o: tensor<2x?x64xbf16>) -> tensor<2x?x64xbf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>] causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      outs(%o : tensor<2x?x64xbf16>) -> tensor<2x?x64xbf16>
  return %r : tensor<2x?x64xbf16>
}
