#include "crash_restore.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])

static char restore_bytes[1024];
static size_t restore_length = 0;
static struct termios saved_termios;
static int termios_saved = 0;
static volatile sig_atomic_t armed = 0;
static int installed = 0;
static struct sigaction previous[FATAL_SIGNAL_COUNT];

static void on_fatal(int sig) {
    // Only async-signal-safe calls: write, tcsetattr, sigaction, raise.
    if (armed) {
        armed = 0;
        size_t done = 0;
        while (done < restore_length) {
            ssize_t n = write(STDOUT_FILENO, restore_bytes + done, restore_length - done);
            if (n <= 0) break;
            done += (size_t)n;
        }
        if (termios_saved) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
    }
    for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) {
        if (fatal_signals[i] == sig) sigaction(sig, &previous[i], NULL);
    }
    // Delivered once this handler returns (the signal is blocked until then); a fault
    // would also recur as the instruction runs again, now under the previous handler.
    raise(sig);
}

/// An alternate stack for this thread, unless one is there already (Swift's backtracer
/// may have set one up): a stack overflow leaves no room on the thread's own stack.
static void ensure_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_sp != NULL) return;
    size_t size = SIGSTKSZ < 65536 ? 65536 : SIGSTKSZ;
    void *memory = malloc(size);
    if (memory == NULL) return;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = memory;
    stack.ss_size = size;
    if (sigaltstack(&stack, NULL) != 0) free(memory);
}

void fz_crash_restore_save_settings(void) {
    armed = 0;
    termios_saved = tcgetattr(STDIN_FILENO, &saved_termios) == 0;
}

void fz_crash_restore_arm(const char *restore, size_t length) {
    armed = 0;
    restore_length = length < sizeof restore_bytes ? length : sizeof restore_bytes;
    memcpy(restore_bytes, restore, restore_length);
    if (!installed) {
        ensure_alternate_stack();
        for (size_t i = 0; i < FATAL_SIGNAL_COUNT; i++) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_handler = on_fatal;
            sigemptyset(&action.sa_mask);
            action.sa_flags = SA_ONSTACK;
            sigaction(fatal_signals[i], &action, &previous[i]);
        }
        installed = 1;
    }
    armed = 1;
}

void fz_crash_restore_disarm(void) { armed = 0; }
