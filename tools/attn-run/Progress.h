//===- Progress.h - a progress line for attn-run's long phases --*- C++ -*-===//
//
// attn-run's phases (the kernel's launches, the reference kernel, the host
// float64 check) can take minutes on large problems or on a software Vulkan
// device. On a terminal, a phase running longer than half a second gets a
// line on stderr, redrawn in place (`attn-run: checking rows 1024/4096,
// 12.5 s`), and left behind when the phase ends. Written to a file or a
// pipe (--progress), a phase prints its line when it ends and every few
// seconds while it runs.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUN_PROGRESS_H
#define ATTN_TOOLS_ATTN_RUN_PROGRESS_H

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace attnrun {

class Progress {
public:
  enum class Mode {
    /// Nothing is printed.
    Off,
    /// Redrawn in place (stderr is a terminal).
    Terminal,
    /// Whole lines (stderr is a file or a pipe).
    Lines,
  };

  explicit Progress(Mode mode);
  ~Progress();
  Progress(const Progress &) = delete;
  Progress &operator=(const Progress &) = delete;

  /// Starts phase `what` of `total` steps (0: the phase is not counted, its
  /// line shows the time alone). Ends the phase before it, if any.
  void begin(const std::string &what, long long total = 0);
  /// `steps` more steps of the phase done; safe from any thread.
  void advance(long long steps = 1) { done += steps; }
  /// Ends the phase: its line is completed (if it was shown) or printed
  /// (Lines mode).
  void end();
  /// Clears the line and prints nothing more (before an error message).
  void abandon();

  /// The progress of the run, for die() to abandon; null when none.
  static Progress *current;

private:
  using Clock = std::chrono::steady_clock;
  /// The phase's line: `attn-run: WHAT[ DONE/TOTAL], T s`.
  std::string line() const;
  void run();

  Mode mode;
  std::mutex mutex;
  std::condition_variable wake;
  std::thread ticker;
  bool stopping = false;
  bool active = false;
  /// Whether the current phase's line is on the terminal.
  bool shown = false;
  std::string what;
  long long total = 0;
  std::atomic<long long> done{0};
  Clock::time_point start, lastLine;
};

/// The mode of a run: `requested` is true for --progress, false for
/// --no-progress, unset for the default (on a terminal only).
Progress::Mode progressMode(int requested);

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_PROGRESS_H
