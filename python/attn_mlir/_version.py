"""The version of attn-mlir: the one place it is written (CMakeLists.txt and
pyproject.toml read it from here)."""

__version__ = "0.2.0"
