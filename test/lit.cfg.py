# -*- Python -*-
# lit configuration of the attn-mlir regression suite.

import os
import shutil

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ATTN"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.attn_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", ".so"))
config.substitutions.append(("%mlir_lib_dir", config.llvm_lib_dir))
config.substitutions.append(("%attn_src_root", config.attn_src_root))

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "TMPDIR", "TMP", "TEMP"])

# The checker scripts run under the interpreter that runs lit (Debian's
# python3, where python3-numpy is installed).
config.substitutions.append(("%python", shutil.which("python3", path="/usr/bin") or "python3"))
config.environment["PYTHONPATH"] = os.path.join(config.attn_src_root, "python")

# %check runs one attention case through a CPU pipeline and compares it with
# the float64 reference (python/attn_mlir/check.py).
config.substitutions.append(
    ("%check",
     "%s -m attn_mlir.check --attn-opt %s --runner %s --lib-dir %s"
     % (shutil.which("python3", path="/usr/bin") or "python3",
        os.path.join(config.attn_tools_dir, "attn-opt"),
        os.path.join(config.llvm_tools_dir, "mlir-runner"),
        config.llvm_lib_dir)))

# %model-check runs an exported model function raised and unraised through
# the CPU pipeline and compares both with PyTorch's values
# (python/attn_mlir/checkmodel.py).
config.substitutions.append(
    ("%model-check",
     "%s -m attn_mlir.checkmodel --attn-opt %s --runner %s --lib-dir %s"
     % (shutil.which("python3", path="/usr/bin") or "python3",
        os.path.join(config.attn_tools_dir, "attn-opt"),
        os.path.join(config.llvm_tools_dir, "mlir-runner"),
        config.llvm_lib_dir)))

tool_dirs = [config.attn_tools_dir, config.llvm_tools_dir]
tools = ["attn-opt", "attn-compile", "attn-run", "attn-capi-test", "mlir-opt", "mlir-runner", "llvm-objdump"]
if os.path.exists(os.path.join(config.attn_tools_dir, "attn-fuzz")):
    config.available_features.add("attn-fuzz")
    tools.append("attn-fuzz")
# The shared corpus of frontend IR (beside the checkout, as in CI).
corpus = os.path.join(config.attn_src_root, "..", "shared", "corpus", "linalg-attention")
if os.path.isdir(corpus):
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", os.path.abspath(corpus)))

# A CUDA driver on this machine (CI has none): attn-run can launch.
import ctypes
try:
    ctypes.CDLL("libcuda.so.1")
    config.available_features.add("cuda-driver")
except OSError:
    pass

# In the sanitizer build only the project's code is instrumented, not
# libMLIR.so, and both allocate from the same MLIRContext's bump allocators:
# LLVM's BumpPtrAllocator poisons a new slab where instrumented code starts
# it (an attribute storage of the attn dialect) and unpoisons only what
# instrumented code allocates, so libMLIR's own allocations from that slab
# read as use-after-poison. User poisoning is off; ASan's own checks stay.
asan_options = "allow_user_poisoning=0"
config.environment["ASAN_OPTIONS"] = asan_options

# A Vulkan device (lavapipe in CI): SPIR-V kernels can run. %vulkan-env
# turns LeakSanitizer off for what the Vulkan driver keeps until exit (in the
# sanitizer build).
import subprocess
config.substitutions.append(
    ("%vulkan-env", "env ASAN_OPTIONS=" + asan_options + ":detect_leaks=0"))
try:
    devices = subprocess.run(
        [os.path.join(config.attn_tools_dir, "attn-run"), "--list-devices"],
        capture_output=True, text=True, timeout=60,
        env=dict(os.environ, ASAN_OPTIONS=asan_options + ":detect_leaks=0"))
    if devices.returncode == 0 and devices.stdout.strip():
        config.available_features.add("vulkan")
except (OSError, subprocess.TimeoutExpired):
    pass
if shutil.which("spirv-val"):
    config.available_features.add("spirv-val")

# ptxas assembles the generated PTX: the one CMake found (a CUDA toolkit, or
# PyPI's nvidia-cuda-nvcc that utils/install-deps.sh installs where there is
# none). Without it the PTX tests cannot run: say so.
ptxas = config.attn_ptxas if os.path.exists(config.attn_ptxas) else None
if not ptxas:
    lit_config.warning("ptxas not found: the tests that assemble PTX are "
                       "unsupported (utils/install-deps.sh installs it)")
else:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
# cuobjdump shows the SASS ptxas made: the CUDA toolkit's beside ptxas, else
# the one PyTorch's Triton wheel carries (build/torch-venv, which
# utils/test-all.sh makes before the lit suites).
import glob
cuobjdump_candidates = []
if ptxas:
    cuobjdump_candidates.append(os.path.join(os.path.dirname(ptxas), "cuobjdump"))
cuobjdump_candidates += sorted(glob.glob(os.path.join(
    config.attn_src_root, "build", "torch-venv", "lib", "python3*",
    "site-packages", "triton", "backends", "nvidia", "bin", "cuobjdump")))
cuobjdump = next((c for c in cuobjdump_candidates if os.access(c, os.X_OK)), None)
if ptxas and cuobjdump:
    config.available_features.add("cuobjdump")
    config.substitutions.append(("%cuobjdump", cuobjdump))
# The sanitizer build instruments the project's libraries: a consumer of
# their install would need the same flags.
if config.attn_sanitizers:
    config.available_features.add("sanitizers")
# CMake and the compilers of this build, for the install and consumer test.
config.substitutions.append(("%attn_obj_root", config.attn_obj_root))
config.substitutions.append(("%cmake", config.cmake))
# The C compiler links host objects (attn-compile --target=host) into shared
# libraries.
config.substitutions.append(("%host-cc", config.cmake_c_compiler))
config.substitutions.append(
    ("%consumer-compilers", "-DCMAKE_CXX_COMPILER=%s -DCMAKE_C_COMPILER=%s"
     % (config.cmake_cxx_compiler, config.cmake_c_compiler)))

llvm_config.add_tool_substitutions(tools, tool_dirs)
llvm_config.with_environment("PATH", config.attn_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
