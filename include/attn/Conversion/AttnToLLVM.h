//===- AttnToLLVM.h - attn ops that lower straight to LLVM ------*- C++ -*-===//
//
// attn.pointer_to_memref becomes the memref descriptor of the LLVM
// lowering. The patterns reach every conversion to LLVM through the attn
// dialect's ConvertToLLVMPatternInterface (convert-to-llvm,
// convert-gpu-to-nvvm), registered by registerConvertAttnToLLVMInterface.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOLLVM_H
#define ATTN_CONVERSION_ATTNTOLLVM_H

namespace mlir {
class DialectRegistry;
class LLVMTypeConverter;
class RewritePatternSet;

namespace attn {

/// Adds the lowering of attn.pointer_to_memref to `patterns`.
void populateAttnToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns);

/// Attaches the attn dialect's ConvertToLLVMPatternInterface (the patterns
/// above) in `registry`.
void registerConvertAttnToLLVMInterface(DialectRegistry &registry);

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNTOLLVM_H
