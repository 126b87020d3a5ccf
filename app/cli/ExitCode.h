#pragma once

namespace nelumbo::ExitCode {
// The exit statuses of nelumbo-cli, documented in its --help.
inline constexpr int Ok = 0;
inline constexpr int Failure = 1;       // a runtime error: SQL error, missing file, bad source URL
inline constexpr int Usage = 2;         // the command line itself is wrong
inline constexpr int CostCap = 3;       // eval: stopped before passing --max-cost
inline constexpr int Interrupted = 130; // 128 + SIGINT, as shells report it
} // namespace nelumbo::ExitCode
