#!/usr/bin/env bash
# Everything the GPU machine is needed for, in one call with a time limit per
# step, each step's output written to OUT as it finishes (a step that runs
# out of time keeps what it printed):
#   here:    benchmarks/device_run.sh prepare
#            (compiles the sweep's cubins and reference kernels into
#            .device/nvvm, the Vulkan kernels into .device/vk and the GPU
#            tests' (python/tests/gpu_cases.py: test_torch_gpu.py's,
#            test_torch_gpu_backward.py's, test_torch_gpu_varlen.py's) and
#            the sweep's kernels into the cache .device/pycache)
#   there:   benchmarks/device_run.sh run OUT [STEP ...]
#            (carry .device, .gl, build/bin/attn-run and
#            build/lib/libAttnVulkanRunner.so; .gl holds the .deb files of
#            the Vulkan loader and glvnd, which NVIDIA's Vulkan driver needs:
#            `benchmarks/device_run.sh fetch-gl` here downloads them).
#            Steps and their limits:
#            pytest-gpu 240 s, nvvm-sweep 540 s, nvvm-other-dims 480 s
#            (d = 32, 96, 160, 192, 224), sdpa-sweep-bf16 and
#            sdpa-sweep-f16 540 s each (the standard sweep next to FA2,
#            cuDNN and FlexAttention, one element type each: OUT/sweep-bf16,
#            OUT/sweep-f16), sdpa-other-dims 300 s (d = 32 and 96 next to
#            SDPA), vulkan 240 s; all by default. Not by default:
#            sdpa-baselines 300 s (SDPA's memory-efficient and math backends
#            beside ours, bf16, N = 1k and 4k), sdpa-pair 300 s (the
#            standard sweep next to FA2 and cuDNN only, written to
#            OUT/sweep-pair-<time>, so that two runs in one call keep both),
#            long-sequence 120 s (N = 64k, f16 and bf16 d = 128 causal, timed,
#            with a sampled float64 check; needs
#            .device/nvvm from nvvm_sweep.sh prepare), models
#            240 s (benchmarks/models_sweep.py: model shapes next to FA2 and
#            cuDNN, written to OUT/models), backward 240 s
#            (benchmarks/backward_sweep.py: the gradients next to FA2 and cuDNN,
#            OUT/backward), gpt2 200 s (benchmarks/gpt2_train.py: a GPT-2-small
#            training step with each backend, OUT/gpt2), padding-mask 420 s
#            (benchmarks/padding_mask.sh: a [B, N] key mask's float64 checks
#            and speed, read per block and per score, next to PyTorch's
#            kernels; needs .device/pad). A device call runs at most 600 s, so
#            split them: `run OUT nvvm-sweep`, `run OUT sdpa-sweep-bf16`,
#            `run OUT sdpa-sweep-f16`,
#            `run OUT pytest-gpu vulkan` (each step ends well within its
#            limit on an H200: the whole set took about 15 minutes).
set -uo pipefail
mode=${1:?fetch-gl, prepare or run}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "$mode" = fetch-gl ]; then
  set -e
  mkdir -p .gl /tmp/attn-gl-lists/partial
  o="-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/attn-gl-lists"
  apt-get $o update > /dev/null
  (cd .gl && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 \
    libglx0 libgles2)
  ls .gl
  exit 0
fi
if [ "$mode" = prepare ]; then
  set -e
  bash benchmarks/nvvm_sweep.sh prepare .device/nvvm
  ATTN_SWEEP_HEAD_DIMS="32 96 160 192 224" bash benchmarks/nvvm_sweep.sh prepare .device/nvvm-other
  bash benchmarks/vulkan_vs_nvvm.sh prepare .device/vk
  bash benchmarks/padding_mask.sh prepare .device/pad
  export ATTN_MLIR_LIBRARY=$root/build/lib/libAttnCAPI.so ATTN_MLIR_CACHE=$root/.device/pycache
  /usr/bin/python3 python/tests/gpu_cases.py
  /usr/bin/python3 benchmarks/sweep.py --precompile
  /usr/bin/python3 benchmarks/sweep.py --precompile --head-dims 32,96
  /usr/bin/python3 benchmarks/models_sweep.py --precompile
  /usr/bin/python3 benchmarks/backward_sweep.py --precompile
  /usr/bin/python3 benchmarks/gpt2_train.py --precompile
  /usr/bin/python3 benchmarks/padding_mask_torch.py --precompile
  exit 0
fi
out=${2:?output directory}
shift 2
steps=${*:-pytest-gpu nvvm-sweep nvvm-other-dims sdpa-sweep-bf16 sdpa-sweep-f16 sdpa-other-dims vulkan}
mkdir -p "$out"
export LD_LIBRARY_PATH=$root/build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
step() { # NAME SECONDS COMMAND...
  local name=$1 limit=$2; shift 2
  case " $steps " in *" $name "*) ;; *) return 0 ;; esac
  echo "== $name (limit ${limit} s)"
  timeout "$limit" "$@" > "$out/$name.txt" 2>&1
  echo "exit $? ($name)" >> "$out/$name.txt"
  tail -3 "$out/$name.txt"
}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/gpu.txt" 2>&1
step pytest-gpu 240 bash -c "cd python && ATTN_MLIR_CACHE=$root/.device/pycache \
  python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch_gpu.py \
  tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py"
step nvvm-sweep 540 bash benchmarks/nvvm_sweep.sh run .device/nvvm 1024 4096 16384
step nvvm-other-dims 480 env ATTN_SWEEP_HEAD_DIMS="32 96 160 192 224" \
  bash benchmarks/nvvm_sweep.sh run .device/nvvm-other 1024 4096 16384
# The standard comparison (ours, FA2, cuDNN, FlexAttention), one element
# type a step: all backends and both types at once (SDPA's math backend is
# the slowest by far) did not fit a device call (540 s ran out half way).
step sdpa-sweep-bf16 540 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/sweep.py --dtypes bf16 --backends attn-mlir,flash2,cudnn,flex \
  --out "$out/sweep-bf16"
step sdpa-sweep-f16 540 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/sweep.py --dtypes f16 --backends attn-mlir,flash2,cudnn,flex \
  --out "$out/sweep-f16"
step sdpa-baselines 300 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/sweep.py --dtypes bf16 --lengths 1024,4096 \
  --backends attn-mlir,efficient,math --out "$out/sweep-baselines"
step sdpa-other-dims 300 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/sweep.py --head-dims 32,96 --lengths 1024,4096,16384 \
  --backends attn-mlir,flash2,cudnn --out "$out/sweep-other-dims"
step sdpa-pair 300 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/sweep.py --backends attn-mlir,flash2,cudnn \
  --out "$out/sweep-pair-$(date +%H%M%S)"
step long-sequence 120 bash -c "for k in b_f16_d128_causal b_bf16_d128_causal; do \
  build/bin/attn-run .device/nvvm/\$k.cubin.json --check --iters=2 \
  --shape=b0=1,b1=1,m=65536,n=65536 | tail -3; done"
step models 240 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/models_sweep.py --out "$out/models"
step backward 240 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/backward_sweep.py --out "$out/backward"
step gpt2 200 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  python3 benchmarks/gpt2_train.py --out "$out/gpt2"
step padding-mask 420 env ATTN_MLIR_CACHE="$root/.device/pycache" \
  bash benchmarks/padding_mask.sh run .device/pad 1024 4096
step vulkan 240 bash -c "for f in .gl/*.deb; do dpkg -x \$f /; done; ldconfig; \
  bash benchmarks/vulkan_vs_nvvm.sh run .device/vk"
