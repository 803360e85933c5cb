"""`python -m attn_mlir`: the version and where the native libraries are.

    python -m attn_mlir --version
    python -m attn_mlir            # version, compiler library, Vulkan runtime
"""

import argparse
import sys

from . import __version__, capi, vulkan


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m attn_mlir",
        description="attn-mlir: exact FlashAttention-class attention compiled from MLIR")
    parser.add_argument("--version", action="version", version=f"attn-mlir {__version__}")
    parser.parse_args(argv)
    print(f"attn-mlir {__version__}")
    try:
        print(f"compiler: {capi.compiler().path} (build {capi.build_id()[:12]})")
    except capi.CompileError as error:
        print(f"compiler: not available: {error}")
    print(f"vulkan runtime: {vulkan.runtime_path() or 'not available'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
