#include "terminal_signals.h"
#include <signal.h>
#include <string.h>

static volatile sig_atomic_t quit_signal = 0;
static volatile sig_atomic_t suspend_requested = 0;

static void on_quit(int sig) { quit_signal = sig; }
static void on_suspend(int sig) { (void)sig; suspend_requested = 1; }

static void install(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: let the blocking read return so the loop sees it
    sigaction(sig, &action, NULL);
}

void fz_install_quit_handlers(void) {
    // A parent may have started us with signals blocked; we need these delivered.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    install(SIGINT, on_quit);
    install(SIGTERM, on_quit);
    install(SIGHUP, on_quit);
}

void fz_install_signal_handlers(void) {
    fz_install_quit_handlers();
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGTSTP);
    sigaddset(&wanted, SIGCONT);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    install(SIGTSTP, on_suspend);
}

int fz_take_quit_signal(void) {
    int sig = quit_signal;
    quit_signal = 0;
    return sig;
}

int fz_take_suspend_request(void) {
    int requested = suspend_requested;
    suspend_requested = 0;
    return requested;
}

void fz_suspend_self(void) {
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
    // Execution continues here after SIGCONT.
    install(SIGTSTP, on_suspend);
}
