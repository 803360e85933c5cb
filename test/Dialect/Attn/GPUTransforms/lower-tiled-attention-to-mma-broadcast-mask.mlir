// RUN: attn-opt %S/../../../Tools/Inputs/fuzz-regressions/mask-broadcast-over-keys.mlir --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}),canonicalize,cse)' | FileCheck %s

// A mask broadcast along the keys (its map (m, b0): one value per query row
// and batch element, the same for every key) once crashed the lowering,
// which took the mask's key stride for granted. A dim a tensor does not have
// has stride 0: the mask element of a score is read at the mask's batch
// offset plus the (clamped) row times the row stride.
// CHECK-LABEL: gpu.func @attention
// CHECK-SAME: %[[MASK:arg3]]: !llvm.ptr<1>
// CHECK: tensors = [{{.*}}{dims = ["m", "b0"], element_type = "f32", name = "mask"
// CHECK: %[[PTR:.*]] = llvm.getelementptr %[[MASK]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.load %[[PTR]] : !llvm.ptr<1> -> f32
// CHECK: nvvm.mma.sync
