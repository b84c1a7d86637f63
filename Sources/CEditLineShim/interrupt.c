// SIGINT for the REPL: a flag that cancels the line being edited, and an
// armed action that interrupts running code. Only async-signal-safe work
// happens in the handler. And the character reader, which honours the flag
// and recognizes bracketed paste.
#include "CEditLineShim.h"

#include <errno.h>
#include <histedit.h>
#include <poll.h>
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

// MARK: - Reading characters, with bracketed paste

// Whether the terminal is between the start and end markers of a paste.
static int paste_active = 0;
// Bytes read while looking for a paste marker that turned out to be something
// else (an arrow key, a lone Escape), to be read again.
static unsigned char pending[16];
static int pending_count = 0;

// The paste markers after their ESC: ESC [ 2 0 0 ~ starts a paste, ESC [ 2 0 1 ~ ends it.
static const char paste_start[] = "[200~";
static const char paste_end[] = "[201~";
enum { MARKER_LENGTH = 5, MARKER_WAIT_MS = 100 };

int ceditline_pasting(void) { return paste_active; }

// Other work the reading thread does while it waits for a key (see ceditline_set_wake).
static int wake_fd = -1;
static ceditline_wake_fn wake_callback = NULL;

void ceditline_set_wake(int fd, ceditline_wake_fn callback) {
    wake_fd = fd;
    wake_callback = callback;
}

// Waits until `fd` is readable, calling the wake callback whenever the wake descriptor becomes
// readable meanwhile. Returns 0 when `fd` is readable, -1 on error or interrupt (errno set).
static int wait_for_input(EditLine *el, int fd) {
    while (wake_fd >= 0 && wake_callback) {
        struct pollfd ready[2] = { { fd, POLLIN, 0 }, { wake_fd, POLLIN, 0 } };
        int count = poll(ready, 2, -1);
        if (count < 0) return -1;
        if (ready[1].revents & POLLIN) wake_callback(el);
        if (interrupt_flag) {
            errno = EINTR;
            return -1;
        }
        if (ready[0].revents & (POLLIN | POLLHUP | POLLERR)) return 0;
    }
    return 0;
}

// Reads one byte: a pending one first, else from `fd`, waiting at most
// `wait_ms` milliseconds when that is not negative. Returns 1 for a byte, 0
// at end of input, -1 on error (errno set) and -2 when the wait ran out.
static int read_byte(int fd, unsigned char *byte, int wait_ms) {
    if (pending_count > 0) {
        *byte = pending[0];
        memmove(pending, pending + 1, (size_t)--pending_count);
        return 1;
    }
    if (wait_ms >= 0) {
        struct pollfd ready = { fd, POLLIN, 0 };
        int count = poll(&ready, 1, wait_ms);
        if (count == 0) return -2;
        if (count < 0) return -1;
    }
    ssize_t n = read(fd, byte, 1);
    return n > 0 ? 1 : (int)n;
}

// After an ESC: reads what follows as far as it matches a paste marker.
// Returns 1 for a paste's start, 2 for its end; otherwise puts back what it
// read (the ESC is then an ordinary key) and returns 0.
static int read_paste_marker(int fd) {
    unsigned char seen[MARKER_LENGTH];
    int count = 0;
    int start = 1, end = 1;
    while (count < MARKER_LENGTH && (start || end)) {
        unsigned char byte;
        if (read_byte(fd, &byte, MARKER_WAIT_MS) != 1) break;
        seen[count] = byte;
        start = start && byte == (unsigned char)paste_start[count];
        end = end && byte == (unsigned char)paste_end[count];
        count++;
    }
    if (count == MARKER_LENGTH && (start || end)) return start ? 1 : 2;
    memmove(pending + count, pending, (size_t)pending_count);
    memcpy(pending, seen, (size_t)count);
    pending_count += count;
    return 0;
}

int ceditline_read_char(EditLine *el, wchar_t *wc) {
    FILE *in = NULL;
    if (el_get(el, EL_GETFP, 0, &in) != 0 || in == NULL) return -1;
    int fd = fileno(in);
    mbstate_t state;
    memset(&state, 0, sizeof state);
    int partial = 0;  // bytes of a multibyte character read so far
    for (;;) {
        if (interrupt_flag) {
            paste_active = 0;
            errno = EINTR;
            return -1;
        }
        unsigned char byte;
        if (pending_count == 0 && wait_for_input(el, fd) < 0) {
            if (errno == EINTR && !interrupt_flag) continue;
            return -1;
        }
        int n = read_byte(fd, &byte, -1);
        if (n == 0) return 0;
        if (n < 0) {
            if (errno == EINTR) continue;  // another signal (a window resize)
            return -1;
        }
        if (byte == 0x1B && partial == 0) {
            int marker = read_paste_marker(fd);
            if (marker != 0) {
                paste_active = marker == 1;
                continue;
            }
        }
        char c = (char)byte;
        size_t used = mbrtowc(wc, &c, 1, &state);
        if (used == (size_t)-2) {  // more bytes to come
            partial++;
            continue;
        }
        partial = 0;
        if (used == (size_t)-1) {  // invalid here: start over
            memset(&state, 0, sizeof state);
            continue;
        }
        return 1;
    }
}
