// The C side of Tactile's line editor, part two: the SIGINT handler and the
// character reader that honours it and follows bracketed paste. They share
// process-wide data (the interrupt flag, the armed action, the paste state),
// so they are compiled once here rather than as `static inline` functions in
// the CEditLine header.
#ifndef TACTILE_CEDITLINE_SHIM_RUNTIME_H
#define TACTILE_CEDITLINE_SHIM_RUNTIME_H

#include <wchar.h>

typedef struct editline EditLine;

/// What the SIGINT handler calls besides raising the flag while code runs
/// (for instance LuaKit's async-signal-safe interrupt request).
typedef void (*ceditline_interrupt_fn)(void *context);

/// How many Ctrl-C presses while the same code runs end the program: the
/// escape from code an interrupt request cannot reach (a long call into C).
enum { CEDITLINE_INTERRUPTS_TO_EXIT = 3 };

/// Installs the SIGINT handler without SA_RESTART, so a blocking `read`
/// (inside `el_gets` or anywhere else) returns with EINTR. Returns 0 on success.
int ceditline_install_sigint_handler(void);

/// Gives SIGINT its default action back (the process ends). Returns 0 on success.
int ceditline_restore_default_sigint(void);

/// Arms (`action` non-NULL) or disarms what SIGINT calls besides the flag.
/// Arm only while code that should be interrupted runs. The
/// `CEDITLINE_INTERRUPTS_TO_EXIT`th SIGINT while armed ends the process with
/// SIGINT's default action.
void ceditline_set_interrupt_action(ceditline_interrupt_fn action, void *context);

/// Returns whether SIGINT arrived since the last call, and lowers the flag.
int ceditline_take_interrupt(void);

/// Makes `el` read characters with `ceditline_read_char`. Returns 0 on success.
int ceditline_use_interruptible_reader(EditLine *el);

/// libedit's character reader, except that a SIGINT that arrived while
/// libedit was busy (completing, redrawing) rather than waiting in `read`
/// also ends `el_gets` with EINTR. Decodes the locale's multibyte encoding.
/// Takes the terminal's bracketed-paste markers (ESC [200~ and ESC [201~)
/// out of the input and notes whether a paste is under way.
/// Returns 1 for a character, 0 at end of input, -1 on error or interrupt.
int ceditline_read_char(EditLine *el, wchar_t *wc);

/// What the character reader calls when `ceditline_set_wake`'s descriptor becomes readable
/// while it waits for a key: other work for the same thread (a workbench's page).
typedef void (*ceditline_wake_fn)(EditLine *el);

/// While waiting for a key, also waits for `fd` to become readable and then calls `callback`
/// with the editor, and goes on waiting. `fd` -1 stops it. The callback runs on the thread
/// reading, inside `el_gets`.
void ceditline_set_wake(int fd, ceditline_wake_fn callback);

/// Whether the characters being read come from a paste (between the
/// terminal's bracketed-paste markers): then Tab is text, not completion.
int ceditline_pasting(void);

#endif
