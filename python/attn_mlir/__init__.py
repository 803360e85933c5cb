"""attn-mlir: exact FlashAttention-class attention compiled from MLIR.

The package holds the numerical reference (`attn_mlir.reference`) and the
CPU test harness (`attn_mlir.check`) that runs compiled attention programs
through the project's LLVM pipeline and compares them with the reference.
"""
