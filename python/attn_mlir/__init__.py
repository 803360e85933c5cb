"""attn-mlir: exact FlashAttention-class attention compiled from MLIR.

- `attn_mlir.compile(mlir_text, target="nvvm", chip=...)`: kernels with
  their launch manifests, through the C API (libAttnCAPI.so);
  `attn_mlir.KernelCache`: the same, cached on disk.
- `attn_mlir.compile(mlir_text, target="spirv", target_env=...)`: Vulkan
  kernels, run on numpy arrays through `attn_mlir.vulkan` (the project's
  Vulkan runtime, libAttnVulkanRunner.so).
- `attn_mlir.torch.attention(q, k, v, ...)`: SDPA semantics on PyTorch CUDA
  tensors (imports torch; not imported here).
- `attn_mlir.varlen`: packed variable-length sequences and a paged KV cache
  on numpy arrays (the host JIT).
- `attn_mlir.reference`: the float64 reference; `attn_mlir.check`: the CPU
  numerics harness of the lit suite.
"""

from ._version import __version__
from .capi import CompileError
from .compiler import Kernel, KernelCache, compile

__all__ = ["CompileError", "Kernel", "KernelCache", "__version__", "compile"]
