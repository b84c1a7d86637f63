// The C side of Tactile's line editor: libedit's variadic `el_set`/`el_get`
// and `history()` behind fixed signatures, C globals Swift 6 cannot touch
// safely (`stdin`, `errno`), and the SIGINT handler.
//
// Everything here is `static inline`, so each Swift module that imports this
// header gets its own copy of the statics below. Only the `tactile` module
// uses them, which keeps the interrupt flag single.
#ifndef TACTILE_CEDITLINE_SHIM_H
#define TACTILE_CEDITLINE_SHIM_H

#include <histedit.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// MARK: - C globals

static inline FILE *ceditline_stdin(void) { return stdin; }
static inline FILE *ceditline_stdout(void) { return stdout; }
static inline FILE *ceditline_stderr(void) { return stderr; }
static inline int ceditline_errno(void) { return errno; }
static inline int ceditline_eintr(void) { return EINTR; }

/// Takes the character encoding from the environment. libedit drops every
/// non-ASCII character unless this ran before `el_init`.
static inline void ceditline_adopt_locale(void) { setlocale(LC_CTYPE, ""); }

// MARK: - el_set / el_get

typedef char *(*ceditline_prompt_fn)(EditLine *);
typedef unsigned char (*ceditline_command_fn)(EditLine *, int);

static inline int ceditline_set_prompt(EditLine *el, ceditline_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}
static inline int ceditline_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int ceditline_set_signal_handling(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int ceditline_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int ceditline_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *ceditline_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
/// Adds a named editor command implemented by `fn`.
static inline int ceditline_add_command(EditLine *el, const char *name, const char *help,
                                        ceditline_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
/// Binds `key` (in `bind` notation, e.g. "^I", "^R") to the command `name`.
static inline int ceditline_bind(EditLine *el, const char *key, const char *name) {
    return el_set(el, EL_BIND, key, name, NULL);
}

// MARK: - history()

static inline int ceditline_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int ceditline_history_set_unique(History *h, int on) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, on);
}
static inline int ceditline_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int ceditline_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

// MARK: - SIGINT

/// What the SIGINT handler calls besides raising the flag (for instance
/// LuaKit's async-signal-safe interrupt request for the running state).
typedef void (*ceditline_interrupt_fn)(void *context);

static inline volatile sig_atomic_t *ceditline_interrupt_flag(void) {
    static volatile sig_atomic_t flag = 0;
    return &flag;
}
static inline ceditline_interrupt_fn *ceditline_interrupt_action_slot(void) {
    static ceditline_interrupt_fn action = NULL;
    return &action;
}
static inline void **ceditline_interrupt_context_slot(void) {
    static void *context = NULL;
    return &context;
}

static inline void ceditline_on_sigint(int sig) {
    (void)sig;
    *ceditline_interrupt_flag() = 1;
    ceditline_interrupt_fn action = *ceditline_interrupt_action_slot();
    if (action) action(*ceditline_interrupt_context_slot());
}

/// Installs the SIGINT handler without SA_RESTART, so a blocking `read`
/// (inside `el_gets` or anywhere else) returns with EINTR.
static inline int ceditline_install_sigint_handler(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = ceditline_on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    return sigaction(SIGINT, &sa, NULL);
}

/// Gives SIGINT its default action back (the process ends).
static inline int ceditline_restore_default_sigint(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    return sigaction(SIGINT, &sa, NULL);
}

/// Arms (`action` non-NULL) or disarms what SIGINT calls besides the flag.
/// Arm only while code that should be interrupted runs.
static inline void ceditline_set_interrupt_action(ceditline_interrupt_fn action, void *context) {
    *ceditline_interrupt_action_slot() = NULL;
    *ceditline_interrupt_context_slot() = context;
    *ceditline_interrupt_action_slot() = action;
}

/// Returns whether SIGINT arrived since the last call, and lowers the flag.
static inline int ceditline_take_interrupt(void) {
    int raised = *ceditline_interrupt_flag();
    *ceditline_interrupt_flag() = 0;
    return raised;
}

#endif
