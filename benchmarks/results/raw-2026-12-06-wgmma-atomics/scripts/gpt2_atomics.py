# benchmarks/gpt2_train.py with attn_mlir.torch's backward in the atomic form.
import os, runpy, sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
import attn_mlir.torch as T
orig = T.backward_kernels
T.backward_kernels = lambda sig, cache_dir=None: orig(sig, cache_dir, atomics=True)
script = os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks", "gpt2_train.py")
sys.argv = [script] + sys.argv[1:]
runpy.run_path(script, run_name="__main__")
