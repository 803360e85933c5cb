#!/usr/bin/env bash
# Installs what attn-mlir needs on Debian 12 (bookworm), as root, only when
# something is missing: LLVM/MLIR 22 (bookworm-security), the build tools,
# python3-numpy for the lit suite's checker, python3-pytest for the Python
# package's tests, and for the SPIR-V target the Vulkan headers and loader,
# Mesa's lavapipe (a software Vulkan device the tests run on) and spirv-val;
# where there is no CUDA toolkit, ptxas (and libdevice) from PyPI's
# nvidia-cuda-nvcc wheel in a virtual environment in build/cuda-tools, where
# CMake finds it.
set -euo pipefail

packages=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  cmake ninja-build ccache g++ python3 python3-numpy python3-pytest python3-venv
  clang-22 libclang-rt-22-dev libomp-22-dev
  libvulkan-dev libvulkan1 mesa-vulkan-drivers spirv-tools vulkan-tools
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# ptxas: assembles cubins and checks the generated PTX in the tests. Debian's
# archive has no CUDA toolkit; PyPI's nvidia-cuda-nvcc-cu12 ships ptxas and
# libdevice in a toolkit's layout.
cd "$(dirname "$0")/.."
if ! command -v ptxas >/dev/null && [ ! -x /usr/local/cuda/bin/ptxas ] &&
   ! compgen -G "build/cuda-tools/lib/python3*/site-packages/nvidia/cuda_nvcc/bin/ptxas" >/dev/null; then
  echo "installing ptxas from PyPI (nvidia-cuda-nvcc-cu12) in build/cuda-tools"
  mkdir -p build
  /usr/bin/python3 -m venv build/cuda-tools
  build/cuda-tools/bin/python -m pip install -q --disable-pip-version-check \
    "nvidia-cuda-nvcc-cu12>=12.4,<13"
fi
