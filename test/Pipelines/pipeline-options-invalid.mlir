// The pipelines' options are checked where they are parsed, for the pass
// registry and the C API alike: tiles of 2^40 (once truncated to 0 and
// accepted), negative tiles, stages and KV splits out of range, a binary
// format gpu-module-to-binary only reports (once exit status 0), lanes per
// row out of range.
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-llvm-pipeline{tile-n=1099511627776})' 2>&1 | FileCheck %s --check-prefix=LLVM-TILE
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{tile-n=1099511627776})' 2>&1 | FileCheck %s --check-prefix=NVVM-TILE
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-spirv-pipeline{tile-m=-1})' 2>&1 | FileCheck %s --check-prefix=SPIRV-TILE
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-llvm-pipeline{promote=true stages=4294967298})' 2>&1 | FileCheck %s --check-prefix=STAGES
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-llvm-pipeline{split-kv=always kv-splits=-3})' 2>&1 | FileCheck %s --check-prefix=SPLITS
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{format=elf})' 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-spirv-pipeline{lanes-per-row=4294967296})' 2>&1 | FileCheck %s --check-prefix=LANES

// LLVM-TILE: error: bad options for attn-to-llvm-pipeline: tile-n must be from 0 (from the target) to 65536, got 1099511627776
// NVVM-TILE: error: bad options for attn-to-nvvm-pipeline: tile-n must be from 0 (from the target) to 65536, got 1099511627776
// SPIRV-TILE: error: bad options for attn-to-spirv-pipeline: tile-m must be from 0 (from the target) to 65536, got -1
// STAGES: error: bad options for attn-to-llvm-pipeline: stages must be 0 (from the target), 1 or 2, got 4294967298
// SPLITS: error: bad options for attn-to-llvm-pipeline: kv-splits must be from 0 (chosen) to 65536, got -3
// FORMAT: error: bad options for attn-to-nvvm-pipeline: format must be isa (PTX) or bin (cubin), got 'elf'
// LANES: error: bad options for attn-to-spirv-pipeline: lanes-per-row must be from 1 to 128, got 4294967296

func.func @f(%a: f32) -> f32 {
  return %a : f32
}
