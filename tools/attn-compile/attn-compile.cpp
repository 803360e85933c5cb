//===- attn-compile.cpp - compile attention to a GPU kernel + manifest ----===//
//
//   attn-compile IN.mlir --target=nvvm --chip=sm_90 [--emit=ptx|cubin|mlir]
//                [--tile-m=N] [--tile-n=N] [--no-raise] -o OUT
//   attn-compile IN.mlir --target=spirv [--target-env=lavapipe|nvidia|
//                generic|ATTR] [--emit=spirv|mlir] [...] -o OUT.spv
//   attn-compile IN.mlir --target=host [--cpu=native|x86-64|x86-64-v3|
//                x86-64-v4] [--emit=obj|asm|llvm|mlir] [--parallel] -o OUT.o
//
// Raises attention out of the linalg in IN, generates one kernel per
// attention op and writes it to OUT (PTX text, a cubin, a SPIR-V binary, or
// the MLIR of the kernel module), with a JSON manifest beside it (OUT.json)
// that describes how to launch it: kernel name, block (workgroup) size,
// grid rule, shared memory, the arguments (pointers, sizes, strides) or,
// for SPIR-V, the buffer bindings and the parameter buffer's words, with
// the tensors' layouts. With several attention ops, kernel i > 0 goes to
// OUT.i and OUT.i.json. For the host, the whole module is one object file
// (every public function with its C interface, `_mlir_ciface_NAME`) and
// OUT.json describes those functions.
//
//===----------------------------------------------------------------------===//

#include "attn/Compile/Compile.h"
#include "attn/Dialect/Attn/Utils/ParseSource.h"
#include "attn/Dialect/Attn/Utils/SourceCheck.h"
#include "attn/InitAll.h"
#include "attn/Version.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
namespace cl = llvm::cl;

/// attn-compile's own options: --help lists these alone (--help-hidden adds
/// the LLVM options the libraries register).
static cl::OptionCategory compileCategory("attn-compile options");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input .mlir>"),
                                      cl::Required, cl::cat(compileCategory));
static cl::opt<std::string> outputFile("o", cl::desc("Output artifact"),
                                       cl::value_desc("path"), cl::Required,
                                       cl::cat(compileCategory));
static cl::opt<std::string>
    target("target",
           cl::desc("Code generation target: nvvm, spirv or host (the CPU, "
                    "through LLVM)"),
           cl::init("nvvm"), cl::cat(compileCategory));
static cl::opt<std::string> chip("chip", cl::desc("NVIDIA chip: sm_80, sm_90, sm_90a"),
                                 cl::init("sm_90"), cl::cat(compileCategory));
static cl::opt<std::string> targetEnv(
    "target-env",
    cl::desc("Vulkan target of --target=spirv: lavapipe, nvidia, generic or "
             "a #spirv.target_env<...> attribute"),
    cl::init("lavapipe"), cl::cat(compileCategory));
static cl::opt<std::string>
    emit("emit",
         cl::desc("Artifact: ptx (default), cubin or mlir for nvvm; spirv "
                  "(default) or mlir for spirv; obj (default: an object "
                  "file), asm, llvm (LLVM IR) or mlir for host"),
         cl::init(""), cl::cat(compileCategory));
static cl::opt<std::string>
    kernel("kernel",
           cl::desc("The kernel: auto (default: mma or cooperative-matrix "
                    "where it applies), mma (nvvm: tensor cores, through "
                    "the tiling stages), wgmma (nvvm, sm_90a: steps on "
                    "wgmma), cooperative-matrix, simt or reference"),
           cl::init("auto"), cl::cat(compileCategory));
static cl::opt<int64_t> tileM("tile-m",
                              cl::desc("Query rows per workgroup (0: chosen "
                                       "from the target)"),
                              cl::init(0), cl::cat(compileCategory));
static cl::opt<int64_t> tileN("tile-n",
                              cl::desc("Keys per block (0: chosen from the "
                                       "target)"),
                              cl::init(0), cl::cat(compileCategory));
static cl::opt<int64_t> lanesPerRow(
    "lanes-per-row",
    cl::desc("spirv: subgroup lanes sharing a query row (default 1)"),
    cl::init(1), cl::cat(compileCategory));
static cl::opt<std::string>
    cpu("cpu",
        cl::desc("host: the CPU to compile for: native (default: this "
                 "machine's CPU, vector registers and caches), x86-64, "
                 "x86-64-v3 (AVX2) or x86-64-v4 (AVX-512)"),
        cl::init("native"), cl::cat(compileCategory));
static cl::opt<bool>
    parallel("parallel",
             cl::desc("host: run the workgroup tiles on OpenMP threads (the "
                      "object then needs libomp)"),
             cl::init(false), cl::cat(compileCategory));
static cl::opt<bool>
    pingPong("ping-pong",
             cl::desc("nvvm: the consumer warpgroups of warp-specialized "
                      "wgmma kernels take turns at the tensor cores "
                      "(measured slower: not the default)"),
             cl::init(false), cl::cat(compileCategory));
static cl::opt<bool> overlapSoftmax(
    "overlap-softmax",
    cl::desc("nvvm: each consumer warpgroup of warp-specialized wgmma "
             "kernels computes a block's softmax beside its P·V of the "
             "previous block (the default; =false: after it)"),
    cl::init(true), cl::cat(compileCategory));
static cl::opt<bool> keyMaskPerBlock(
    "key-mask-per-block",
    cl::desc("nvvm: the tensor-core kernels read a key-padding mask ([B, N]) "
             "once per key block, a lane a key, instead of per score (not "
             "the default until checked on a GPU)"),
    cl::init(false), cl::cat(compileCategory));
static cl::opt<std::string> persistent(
    "persistent",
    cl::desc("nvvm: which warp-specialized wgmma kernels have persistent "
             "workgroups (at most one a multiprocessor, each running query "
             "tiles in turn; the manifest's `persistent` tells the "
             "launcher; never with --ping-pong): off, non-causal (those "
             "without causal masking) or on (all, the default)"),
    cl::ValueOptional, cl::init("on"), cl::cat(compileCategory));
static cl::opt<bool> noRaise("no-raise",
                             cl::desc("Do not raise attention out of linalg"),
                             cl::init(false), cl::cat(compileCategory));

static cl::extrahelp outputAndExitCodes(R"(
OUTPUT:
  OUT holds the kernel and OUT.json its launch manifest (kernel i > 0 of a
  module with several attention ops: OUT.i and OUT.i.json); run them with
  attn-run OUT.json. --target=host: OUT is the whole module for the CPU
  (each public function callable from C as _mlir_ciface_NAME) and OUT.json
  lists those functions; link it into a program or a shared library
  (attn_mlir.cpu.load_library runs one from Python).

EXIT CODES:
  0  every kernel written
  1  an error: bad options, an input that does not parse or has no
     attention, a configuration the target cannot run, or a write failure;
     the message on stderr names the op, operand or option
)");

static int fail(const Twine &message) {
  llvm::errs() << "attn-compile: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  attn::registerAllAttnPasses();
  cl::HideUnrelatedOptions(compileCategory);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "attn-compile (attn-mlir) " ATTN_VERSION "\n";
  });
  cl::ParseCommandLineOptions(
      argc, argv,
      "attn-mlir kernel compiler: raises attention out of linalg and writes "
      "one GPU kernel (PTX, cubin or SPIR-V) per attention op with a JSON "
      "manifest, or the module for the host CPU\n");
  attn::CompileOptions options;
  options.target = target;
  options.chip = chip;
  options.targetEnv = targetEnv;
  options.emit = emit;
  options.kernel = kernel;
  options.tileM = tileM;
  options.tileN = tileN;
  options.lanesPerRow = lanesPerRow;
  options.raise = !noRaise;
  options.cpu = cpu;
  options.parallel = parallel;
  options.pingPong = pingPong;
  options.overlapSoftmax = overlapSoftmax;
  options.keyMaskPerBlock = keyMaskPerBlock;
  // --persistent alone: every warp-specialized kernel.
  options.persistent = persistent.empty() ? "on" : persistent.getValue();
  if (overlapSoftmax.getNumOccurrences() && target != "nvvm")
    return fail("--overlap-softmax is an option of target nvvm");
  if (persistent.getNumOccurrences() && target != "nvvm")
    return fail("--persistent is an option of target nvvm");
  if (keyMaskPerBlock.getNumOccurrences() && target != "nvvm")
    return fail("--key-mask-per-block is an option of target nvvm");
  if (llvm::Error error = attn::verifyCompileOptions(options))
    return fail(llvm::toString(std::move(error)));

  DialectRegistry registry;
  attn::registerAllAttnDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // A diagnostic names its op by location; the op itself (a whole kernel
  // module, when serialization fails) is not printed.
  context.printOpOnDiagnostic(false);

  std::string error;
  auto input = openInputFile(inputFile, &error);
  if (!input)
    return fail("cannot read '" + inputFile + "': " + error);
  // Text the parser would crash on is reported instead (SourceCheck.h).
  if (std::optional<std::string> bad =
          attn::describeParserHazard(input->getBuffer()))
    return fail(inputFile + ":" + *bad);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = attn::parseSourceChecked(sourceMgr, &context);
  if (!module)
    return fail("cannot parse '" + inputFile + "'");

  auto kernels = attn::compileAttentionKernels(*module, options);
  if (!kernels)
    return fail(inputFile + ": " + llvm::toString(kernels.takeError()));
  if (llvm::Error error = attn::writeCompiledKernels(*kernels, outputFile))
    return fail(llvm::toString(std::move(error)));
  return 0;
}
