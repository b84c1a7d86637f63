// SIGINT for the REPL: a flag that cancels the line being edited, and an
// armed action that interrupts running code. Only async-signal-safe work
// happens in the handler.
#include "CEditLineShim.h"

#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t interrupt_flag = 0;
static volatile sig_atomic_t armed_interrupts = 0;
static ceditline_interrupt_fn volatile interrupt_action = NULL;
static void *volatile interrupt_context = NULL;

static void on_sigint(int sig) {
    interrupt_flag = 1;
    ceditline_interrupt_fn action = interrupt_action;
    if (!action) return;
    if (++armed_interrupts >= CEDITLINE_INTERRUPTS_TO_EXIT) {
        ceditline_restore_default_sigint();
        raise(sig);
        return;
    }
    action(interrupt_context);
}

int ceditline_install_sigint_handler(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;  // no SA_RESTART: a blocking read returns EINTR
    return sigaction(SIGINT, &sa, NULL);
}

int ceditline_restore_default_sigint(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    return sigaction(SIGINT, &sa, NULL);
}

void ceditline_set_interrupt_action(ceditline_interrupt_fn action, void *context) {
    interrupt_action = NULL;  // never a new context with the old action
    armed_interrupts = 0;
    interrupt_context = context;
    interrupt_action = action;
}

int ceditline_take_interrupt(void) {
    int raised = interrupt_flag;
    interrupt_flag = 0;
    return raised;
}

int ceditline_use_interruptible_reader(EditLine *el) {
    return el_set(el, EL_GETCFN, ceditline_read_char);
}

int ceditline_read_char(EditLine *el, wchar_t *wc) {
    FILE *in = NULL;
    if (el_get(el, EL_GETFP, 0, &in) != 0 || in == NULL) return -1;
    int fd = fileno(in);
    mbstate_t state;
    memset(&state, 0, sizeof state);
    for (;;) {
        if (interrupt_flag) {
            errno = EINTR;
            return -1;
        }
        char byte;
        ssize_t n = read(fd, &byte, 1);
        if (n == 0) return 0;
        if (n < 0) {
            if (errno == EINTR) continue;  // another signal (a window resize)
            return -1;
        }
        size_t used = mbrtowc(wc, &byte, 1, &state);
        if (used == (size_t)-2) continue;  // more bytes to come
        if (used == (size_t)-1) {          // invalid here: start over
            memset(&state, 0, sizeof state);
            continue;
        }
        return 1;
    }
}
