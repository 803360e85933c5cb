"""Plots of a sweep (benchmarks/sweep.py): TFLOP/s vs N per (dtype, d,
causal), every backend; peak extra memory vs N.

    python3 benchmarks/plot.py benchmarks/results/sweep/sweep.csv

Writes tflops.png and memory.png next to the CSV."""

import csv
import os
import sys
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

STYLE = {"attn-mlir": ("tab:red", "o"), "flash2": ("tab:blue", "s"), "cudnn": ("tab:green", "^"),
         "flex": ("tab:orange", "D"),
         "efficient": ("tab:purple", "v"), "math": ("tab:gray", "x")}


def load(path):
    with open(path) as f:
        return list(csv.DictReader(f))


def series(rows, key, value):
    out = defaultdict(list)
    for r in rows:
        out[(key(r), r["backend"])].append((int(r["N"]), float(r[value])))
    return {k: sorted(v) for k, v in out.items()}


def main(argv):
    path = argv[0]
    rows = load(path)
    directory = os.path.dirname(os.path.abspath(path))
    panels = sorted({(r["dtype"], int(r["d"]), int(r["causal"])) for r in rows})
    cols = 4
    fig, axes = plt.subplots((len(panels) + cols - 1) // cols, cols,
                             figsize=(4.2 * cols, 3.4 * ((len(panels) + cols - 1) // cols)),
                             squeeze=False)
    data = series(rows, lambda r: (r["dtype"], int(r["d"]), int(r["causal"])), "tflops")
    for ax, panel in zip(axes.flat, panels):
        for backend, (color, marker) in STYLE.items():
            points = data.get((panel, backend))
            if points:
                ax.plot(*zip(*points), color=color, marker=marker, label=backend)
        ax.set_xscale("log", base=2)
        ax.set_title(f"{panel[0]} d={panel[1]} {'causal' if panel[2] else 'full'}")
        ax.set_xlabel("N")
        ax.set_ylabel("TFLOP/s")
        ax.grid(alpha=0.3)
    for ax in list(axes.flat)[len(panels):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=8)
    fig.suptitle("Attention forward, B*N = 16k tokens, H*d = 2048")
    fig.tight_layout()
    fig.savefig(os.path.join(directory, "tflops.png"), dpi=110)

    fig, ax = plt.subplots(figsize=(6, 4))
    memory = series([r for r in rows if r["dtype"] == "bf16" and r["d"] == "128"
                     and r["causal"] == "0"], lambda r: 0, "peak_extra_mib")
    for backend, (color, marker) in STYLE.items():
        points = memory.get((0, backend))
        if points:
            ax.plot(*zip(*points), color=color, marker=marker, label=backend)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("N")
    ax.set_ylabel("peak memory beyond the inputs (MiB)")
    ax.set_title("bf16, d=128, B*N = 16k, H = 16")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(directory, "memory.png"), dpi=110)
    print(f"wrote {directory}/tflops.png and memory.png")


if __name__ == "__main__":
    main(sys.argv[1:])
