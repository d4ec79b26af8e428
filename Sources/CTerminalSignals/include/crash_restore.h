#ifndef FLASHZILLA_CRASH_RESTORE_H
#define FLASHZILLA_CRASH_RESTORE_H
#include <stddef.h>
// A crash (a Swift trap, a stack overflow, an abort) while the full screen is on would
// leave the shell on the alternate screen, with mouse reports and no echo. These handlers
// give the terminal back first, then let the signal go on as it would have.

/// Saves standard input's terminal settings as they are now, to be put back on a crash:
/// call it before curses changes them.
void fz_crash_restore_save_settings(void);

/// Arms the handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE: on one of
/// them, `restore` (at most 1 KiB: the escape sequences that undo the full screen) is
/// written to standard output and the saved terminal settings are put back. The handlers
/// run on an alternate signal stack, so a stack overflow is handled too; each then hands
/// the signal on to the handler there was before it (the default action, which ends the
/// process as the signal would have, or Swift's backtracer).
void fz_crash_restore_arm(const char *restore, size_t length);

/// Nothing to restore any more (the terminal was given back); a crash is left as it is.
void fz_crash_restore_disarm(void);
#endif
