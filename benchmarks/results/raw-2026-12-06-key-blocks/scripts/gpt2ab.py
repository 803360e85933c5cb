# GPT-2 step with the backward's dQ form chosen by ATOM=0/1 (cache: ATTN_MLIR_CACHE).
import os, sys, runpy
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(root, "python"))
import attn_mlir.torch as T
orig = T.backward_kernels
at = os.environ.get("ATOM") == "1"
T.backward_kernels = lambda sig, cache_dir=None: orig(sig, cache_dir, atomics=at)
sys.argv = ["gpt2_train.py"] + sys.argv[1:]
runpy.run_path(os.path.join(root, "benchmarks", "gpt2_train.py"), run_name="__main__")
