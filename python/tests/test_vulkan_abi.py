"""The Vulkan runner's C structures as the package declares them (ctypes):
the library reports the sizes it was built with, and a runner whose
structures differ (another version) is refused before any run, instead of
reading and writing past them."""

import ctypes
import types

import pytest

from attn_mlir import vulkan

PATH = vulkan.runtime_path()
needs_runner = pytest.mark.skipif(PATH is None, reason="no libAttnVulkanRunner.so")


@needs_runner
def test_sizes_of_the_built_runner_match():
    lib = ctypes.CDLL(PATH)
    vulkan._check_struct_sizes(lib, PATH)


def _fake_runner(sizes):
    size_p = ctypes.POINTER(ctypes.c_size_t)

    def report(buffer, launch, result):
        buffer[0], launch[0], result[0] = sizes

    function = ctypes.CFUNCTYPE(None, size_p, size_p, size_p)(report)
    return types.SimpleNamespace(attnVulkanStructSizes=function)


def test_a_runner_with_other_structures_is_refused():
    ours = [ctypes.sizeof(t) for t in (vulkan._Buffer, vulkan._Launch, vulkan._Result)]
    vulkan._check_struct_sizes(_fake_runner(ours), "same.so")
    older = ours[:2] + [ours[2] - 2048]   # a result without the statistics
    with pytest.raises(vulkan.VulkanError, match=r"other\.so was built with other structures"):
        vulkan._check_struct_sizes(_fake_runner(older), "other.so")


def test_a_runner_without_sizes_is_refused():
    with pytest.raises(vulkan.VulkanError, match="older than this package"):
        vulkan._check_struct_sizes(types.SimpleNamespace(), "old.so")
