// The C side of Tactile's line editor, part one: libedit's variadic
// `el_set`/`el_get` and `history()` behind fixed signatures, and C globals
// Swift 6 cannot touch safely (`stdin`, `errno`). Everything here is
// stateless `static inline`; the SIGINT handler and its flag keep process-wide
// data, so they live in the `CEditLineShim` C target (a static in this header
// would exist once per Swift file that uses it).
#ifndef TACTILE_CEDITLINE_SHIM_H
#define TACTILE_CEDITLINE_SHIM_H

#include <histedit.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// MARK: - C globals

static inline FILE *ceditline_stdin(void) { return stdin; }
static inline FILE *ceditline_stdout(void) { return stdout; }
static inline FILE *ceditline_stderr(void) { return stderr; }
static inline int ceditline_errno(void) { return errno; }
static inline int ceditline_eintr(void) { return EINTR; }

/// The width of the terminal on `fd` in columns, or 0 when it is no terminal.
static inline int ceditline_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 0;
}

/// Takes the character encoding from the environment, or UTF-8 when the
/// environment's is not (the C or POSIX locale, or no LANG at all: ASCII).
/// libedit drops every character its locale cannot encode, so this must run
/// before `el_init`.
static inline void ceditline_adopt_locale(void) {
    setlocale(LC_CTYPE, "");
    if (strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return;
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
}

/// Asks the terminal to mark pasted text (`on`), or to stop marking it.
static inline void ceditline_bracketed_paste(FILE *out, int on) {
    fputs(on ? "\033[?2004h" : "\033[?2004l", out);
    fflush(out);
}

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
/// Puts the terminal in libedit's raw mode now. `el_gets` would do it only
/// after drawing the prompt, and a Ctrl-D typed in between is lost to the
/// terminal's cooked-mode end-of-file handling.
static inline int ceditline_prepare_terminal(EditLine *el) {
    return el_set(el, EL_PREP_TERM, 1);
}
static inline int ceditline_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
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

#endif
