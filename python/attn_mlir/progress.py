"""A progress line on stderr for long runs (the CPU JIT at large N, a
software Vulkan device).

On a terminal, a run longer than half a second gets a line redrawn in place
(`attn_mlir: running on the CPU, 12.5 s`) that stays when the run ends.
Asked for (`progress=True`) where stderr is a file or a pipe, the line is
printed when the run ends and every few seconds while it runs. The default
(`progress=None`) is on a terminal only; `ATTN_MLIR_PROGRESS=0` or `1`
overrides it for the process.
"""

import contextlib
import os
import sys
import threading
import time

# A run shorter than this leaves no line on a terminal.
TERMINAL_DELAY = 0.5
REDRAW = 0.25
# How often a run still going is printed to a file or a pipe.
LINE_INTERVAL = 5.0


def enabled(progress=None) -> bool:
    """Whether a run shows progress: `progress` when given, else
    $ATTN_MLIR_PROGRESS, else whether stderr is a terminal."""
    if progress is not None:
        return bool(progress)
    setting = os.environ.get("ATTN_MLIR_PROGRESS")
    if setting in ("0", "1"):
        return setting == "1"
    return _is_terminal()


def _is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


@contextlib.contextmanager
def running(what: str, progress=None):
    """Shows `what` with its elapsed time while the body runs (the body's
    native call releases the GIL, so the line keeps moving)."""
    if not enabled(progress):
        yield
        return
    terminal = _is_terminal()
    start = time.monotonic()
    stop = threading.Event()
    shown = [False]

    def line():
        return f"attn_mlir: {what}, {time.monotonic() - start:.1f} s"

    def tick():
        last = start
        while not stop.wait(REDRAW):
            now = time.monotonic()
            if terminal and now - start >= TERMINAL_DELAY:
                sys.stderr.write("\r\033[K" + line())
                sys.stderr.flush()
                shown[0] = True
            elif not terminal and now - last >= LINE_INTERVAL:
                sys.stderr.write(line() + "\n")
                sys.stderr.flush()
                last = now

    ticker = threading.Thread(target=tick, daemon=True)
    ticker.start()
    try:
        yield
    finally:
        stop.set()
        ticker.join()
        if terminal and shown[0]:
            sys.stderr.write("\r\033[K" + line() + "\n")
        elif not terminal:
            sys.stderr.write(line() + ", done\n")
        sys.stderr.flush()
