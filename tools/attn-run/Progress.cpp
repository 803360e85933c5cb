//===- Progress.cpp - a progress line for attn-run's long phases ----------===//

#include "Progress.h"

#include <cstdio>
#include <unistd.h>

using namespace attnrun;

/// A phase shorter than this leaves no line on a terminal.
static constexpr std::chrono::milliseconds kTerminalDelay(500);
/// How often the terminal line is redrawn.
static constexpr std::chrono::milliseconds kRedraw(250);
/// How often Lines mode prints a phase that is still running.
static constexpr std::chrono::seconds kLineInterval(5);

Progress::Mode attnrun::progressMode(int requested) {
  bool terminal = isatty(STDERR_FILENO);
  if (requested == 0)
    return Progress::Mode::Off;
  if (requested > 0)
    return terminal ? Progress::Mode::Terminal : Progress::Mode::Lines;
  return terminal ? Progress::Mode::Terminal : Progress::Mode::Off;
}

Progress *Progress::current = nullptr;

Progress::Progress(Mode mode) : mode(mode) {
  if (mode != Mode::Off)
    ticker = std::thread([this] { run(); });
  current = this;
}

Progress::~Progress() {
  end();
  current = nullptr;
  if (!ticker.joinable())
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  ticker.join();
}

std::string Progress::line() const {
  double seconds =
      std::chrono::duration<double>(Clock::now() - start).count();
  char text[64];
  std::string result = "attn-run: " + what;
  if (total > 0) {
    std::snprintf(text, sizeof(text), " %lld/%lld", done.load(), total);
    result += text;
  }
  std::snprintf(text, sizeof(text), ", %.1f s", seconds);
  return result + text;
}

void Progress::begin(const std::string &phase, long long steps) {
  end();
  if (mode == Mode::Off)
    return;
  std::lock_guard<std::mutex> lock(mutex);
  what = phase;
  total = steps;
  done = 0;
  start = lastLine = Clock::now();
  active = true;
  shown = false;
}

void Progress::end() {
  if (mode == Mode::Off)
    return;
  std::lock_guard<std::mutex> lock(mutex);
  if (!active)
    return;
  active = false;
  if (mode == Mode::Lines)
    std::fprintf(stderr, "%s, done\n", line().c_str());
  else if (shown)
    // The final state replaces the line and stays.
    std::fprintf(stderr, "\r\033[K%s\n", line().c_str());
  std::fflush(stderr);
}

void Progress::abandon() {
  std::lock_guard<std::mutex> lock(mutex);
  if (mode == Mode::Terminal && shown && active)
    std::fprintf(stderr, "\r\033[K");
  active = false;
  mode = Mode::Off;
}

void Progress::run() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!stopping) {
    wake.wait_for(lock, kRedraw);
    if (stopping || !active)
      continue;
    Clock::time_point now = Clock::now();
    if (mode == Mode::Terminal && now - start >= kTerminalDelay) {
      std::fprintf(stderr, "\r\033[K%s", line().c_str());
      shown = true;
    } else if (mode == Mode::Lines && now - lastLine >= kLineInterval) {
      std::fprintf(stderr, "%s\n", line().c_str());
      lastLine = now;
    }
    std::fflush(stderr);
  }
}
