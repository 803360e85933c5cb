// RUN: attn-opt %s --split-input-file --attn-map-to-gpu --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --attn-map-to-gpu=chip=sm_70 2>&1 | FileCheck %s --check-prefix=CHIP

// CHIP: error: attn-map-to-gpu: unknown NVIDIA chip 'sm_70'; known chips: sm_80, sm_90, sm_90a

// A structured kernel without its workgroup loop.
gpu.module @kernels {
  // expected-error @+1 {{attn-map-to-gpu: kernel 'attention' needs exactly one workgroup loop (scf.forall), found 0}}
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}} {
    gpu.return
  }
}

// -----

// A loop that does not step through the query tiles of the grid.
gpu.module @kernels {
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "b0", size = 2 : i64}, {name = "m", size = -1 : i64}], variant = "structured"}} {
    // expected-error @+1 {{attn-map-to-gpu: the workgroup loop is not the kernel's grid: dim 1 must run from 0 in steps of 32}}
    scf.forall (%b, %m) = (0, 0) to (2, %n) step (1, 64) {
    }
    gpu.return
  }
}

// -----

// A loop over other dims than the grid's.
gpu.module @kernels {
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "b0", size = 2 : i64}, {name = "m", size = -1 : i64}], variant = "structured"}} {
    // expected-error @+1 {{attn-map-to-gpu: the scf.forall is not the workgroup loop of its kernel: expected a bufferized scf.forall in the kernel's entry block over 1 batch dims and the query tiles, got 1 dims}}
    scf.forall (%m) = (0) to (%n) step (32) {
    }
    gpu.return
  }
}

// -----

// A buffer whose size has no static bound cannot be placed.
gpu.module @kernels {
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}} {
    scf.forall (%m) = (0) to (%n) step (32) {
      // expected-error @+1 {{has no static bound (or no identity layout, or elements other than integers and floats): attn-map-to-gpu cannot place it in shared memory}}
      %t = memref.alloc(%n) : memref<?xf32>
    }
    gpu.return
  }
}

// -----

// Buffers of index elements have no size in bytes to place.
gpu.module @kernels {
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}} {
    scf.forall (%m) = (0) to (%n) step (32) {
      // expected-error @+1 {{has no static bound (or no identity layout, or elements other than integers and floats): attn-map-to-gpu cannot place it in shared memory}}
      %t = memref.alloc() : memref<4xindex>
    }
    gpu.return
  }
}

// -----

// More shared memory than a block has (227 KiB on sm_90).
gpu.module @kernels {
  // expected-error @+1 {{attn-map-to-gpu: kernel 'attention' needs 262144 bytes of shared memory (promoted tiles and the online softmax's temporaries), more than the 232448 bytes a block has on sm_90; give smaller tile-m or tile-n}}
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}} {
    scf.forall (%m) = (0) to (%n) step (32) {
      %t = memref.alloc() : memref<256x256xf32>
    }
    gpu.return
  }
}

// -----

// A buffer that leaves its scope through a yield.
gpu.module @kernels {
  gpu.func @attention(%n: index, %c: i1) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}} {
    scf.forall (%m) = (0) to (%n) step (32) {
      %r = scf.if %c -> memref<4xf32> {
        %t = memref.alloc() : memref<4xf32>
        // expected-error @+1 {{yields a buffer: attn-map-to-gpu needs buffers that stay in their scope}}
        scf.yield %t : memref<4xf32>
      } else {
        %u = memref.alloc() : memref<4xf32>
        scf.yield %u : memref<4xf32>
      }
    }
    gpu.return
  }
}

// -----


// Kernels of the other variants are left alone.
gpu.module @kernels {
  gpu.func @attention(%n: index) kernel attributes {attn.abi = {variant = "simt"}} {
    gpu.return
  }
}
