#ifndef FLASHZILLA_TERMINAL_SIGNALS_H
#define FLASHZILLA_TERMINAL_SIGNALS_H
// Signal handling needs process-wide, async-signal-safe state, which Swift 6 rightly
// refuses to own; this C target keeps it to a flag the run loop polls.

/// Installs handlers for SIGINT, SIGTERM, SIGHUP (quit requests) and SIGTSTP (suspend
/// request). Handlers only record the signal; SA_RESTART is off so a blocking read returns.
void fz_install_signal_handlers(void);

/// Only the quit requests' handlers (SIGINT, SIGTERM, SIGHUP): a command that must finish
/// or undo its writes asks for them; Ctrl-Z still suspends it as usual.
void fz_install_quit_handlers(void);

/// The last quit signal received (SIGINT/SIGTERM/SIGHUP), or 0. Reading clears it.
int fz_take_quit_signal(void);

/// Whether a suspend (SIGTSTP) was requested since the last call. Reading clears it.
int fz_take_suspend_request(void);

/// Stops the process as the default SIGTSTP action would, and returns once it is
/// continued (SIGCONT), with our handler reinstalled.
void fz_suspend_self(void);
#endif
