// Lua's pattern matching — `string.find`, `string.match`, `string.gmatch` and
// `string.gsub` — written for Tactile so that a runaway match can be stopped
// (embedding §4.6). Lua's own matcher is private to its string library and
// loops in C without returning to the VM, where no hook reaches it: a
// backtracking pattern could run for hours past any instruction budget or
// Ctrl-C. These functions count their steps and, every few thousand, charge
// them to the running budget (clua_spend_budget); once it is spent or an
// interrupt is pending they stop with the hook's own error (clua_stop_spent).
// Outside any budget and interrupt that costs a decrement per step and a call
// every few thousand.
//
// Behaviour and messages are Lua 5.4's (reference manual §6.4.1 and the four
// functions in §6.4), down to the details a script can observe: a malformed
// part of a pattern is reported only when matching reaches it, a pattern may
// contain '\0', `$` is an anchor only at the very end, a back-reference to a
// position capture never matches, and nesting past 200 quantifiers and
// captures is "pattern too complex".
//
// What a step is: one pattern item tried at one subject position (or one
// character taken by a repetition, or a balanced-string scan), and for bulk
// byte work — a plain search, comparing a back-reference, copying a
// replacement — one step per 64 bytes.
#define _GNU_SOURCE  // memmem
#include <ctype.h>
#include <string.h>
#include "internal.h"

enum {
    MAX_CAPTURES = 32,        // captures one pattern may open (LUA_MAXCAPTURES)
    MAX_NESTING = 200,        // nested attempts before "pattern too complex"
    CHARGE_INTERVAL = 4096,   // steps between two charges to the budget
    BYTES_PER_STEP = 64,      // bytes of bulk work that count as one step
};

/// The length of a capture that is still open, and of a position capture `()`.
enum { CAPTURE_OPEN = -1, CAPTURE_POSITION = -2 };

#define ESCAPE '%'

static inline int byte_at(const char *p) { return (unsigned char)*p; }

/// One capture: where it starts in the subject and its length (or a mark).
typedef struct Capture {
    const char *start;
    ptrdiff_t length;
} Capture;

/// What matching one pattern against one subject needs.
typedef struct Matcher {
    lua_State *L;
    const char *subject;       // the subject's first byte
    const char *subject_end;   // one past its last byte
    const char *pattern_end;   // one past the pattern's last byte
    int nesting_left;          // nested attempts still allowed
    int capture_count;         // captures opened so far, closed or not
    ptrdiff_t steps_left;      // steps before the next charge to the budget
    Capture captures[MAX_CAPTURES];
} Matcher;

static void start_matcher(Matcher *m, lua_State *L, const char *subject, size_t subject_length,
                          const char *pattern_end) {
    m->L = L;
    m->subject = subject;
    m->subject_end = subject + subject_length;
    m->pattern_end = pattern_end;
    m->nesting_left = MAX_NESTING;
    m->capture_count = 0;
    m->steps_left = CHARGE_INTERVAL;
}

// MARK: - Counting steps

/// Charges the steps taken since the last charge; stops the script when the
/// budget is spent or an interrupt is pending.
static __attribute__((noinline)) void charge_steps(Matcher *m) {
    long long taken = CHARGE_INTERVAL - (long long)m->steps_left;
    m->steps_left = CHARGE_INTERVAL;
    if (!clua_spend_budget(m->L, taken)) clua_stop_spent(m->L);
}

static inline void take_steps(Matcher *m, ptrdiff_t steps) {
    m->steps_left -= steps;
    if (__builtin_expect(m->steps_left < 0, 0)) charge_steps(m);
}

/// Charges what is left uncharged when a call ends, under a budget (an
/// interrupt needs no charge: the hook stops the script's next instruction).
static void settle_steps(Matcher *m) {
    if (clua_runtime(m->L)->budget_active && m->steps_left < CHARGE_INTERVAL) charge_steps(m);
}

// MARK: - Single-character classes

/// Where the single-character class at `p` ends: one past `x`, `.`, `%x` or
/// `[set]`, where a quantifier may follow.
static const char *class_end(Matcher *m, const char *p) {
    const char *end = m->pattern_end;
    switch (*p++) {
    case ESCAPE:
        if (p == end) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    case '[':
        if (p < end && *p == '^') p++;
        // The set's first character belongs to it even when it is ']'.
        for (;;) {
            if (p == end) luaL_error(m->L, "malformed pattern (missing ']')");
            if (*p++ == ESCAPE && p < end) p++;
            if (p < end && *p == ']') return p + 1;
        }
    default:
        return p;
    }
}

/// Whether byte `c` is in the class `%letter`: a lower-case class letter
/// names the class, an upper-case one its complement, and any other
/// character stands for itself.
static int in_class(int c, int letter) {
    int member;
    switch (tolower(letter)) {
    case 'a': member = isalpha(c); break;
    case 'c': member = iscntrl(c); break;
    case 'd': member = isdigit(c); break;
    case 'g': member = isgraph(c); break;
    case 'l': member = islower(c); break;
    case 'p': member = ispunct(c); break;
    case 's': member = isspace(c); break;
    case 'u': member = isupper(c); break;
    case 'w': member = isalnum(c); break;
    case 'x': member = isxdigit(c); break;
    case 'z': member = c == 0; break;  // no longer documented, still Lua's
    default: return letter == c;
    }
    return islower(letter) ? member != 0 : member == 0;
}

/// Whether byte `c` is in the set from `open` (its '[') to `close` (its ']'):
/// classes `%x`, ranges `a-z` and single characters, all complemented after `^`.
static int in_set(int c, const char *open, const char *close) {
    const char *p = open + 1;
    int complemented = *p == '^';
    if (complemented) p++;
    for (; p < close; p++) {
        if (*p == ESCAPE) {
            p++;
            if (in_class(c, byte_at(p))) return !complemented;
        } else if (p[1] == '-' && p + 2 < close) {
            if (byte_at(p) <= c && c <= byte_at(p + 2)) return !complemented;
            p += 2;
        } else if (byte_at(p) == c) {
            return !complemented;
        }
    }
    return complemented;
}

/// Whether the subject byte at `s` (none at the end) is in the class from `p` to `class_end`.
static inline int class_matches(Matcher *m, const char *s, const char *p, const char *class_end) {
    if (s >= m->subject_end) return 0;
    int c = byte_at(s);
    switch (*p) {
    case '.': return 1;
    case ESCAPE: return in_class(c, byte_at(p + 1));
    case '[': return in_set(c, p, class_end - 1);
    default: return byte_at(p) == c;
    }
}

// MARK: - Matching

static const char *match_from(Matcher *m, const char *s, const char *p);

/// `%bxy` at `s` (`p` at `x`): a run from `x` to its balancing `y`.
static const char *match_balanced(Matcher *m, const char *s, const char *p) {
    if (p + 1 >= m->pattern_end) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subject_end || *s != p[0]) return NULL;
    char open = p[0], close = p[1];
    const char *start = s;
    int depth = 1;
    while (++s < m->subject_end) {
        if (*s == close) {
            if (--depth == 0) break;
        } else if (*s == open) {
            depth++;
        }
    }
    take_steps(m, s - start);
    return s < m->subject_end ? s + 1 : NULL;
}

/// `%n` at `s`: the text capture `n` (a digit) took, again.
static const char *match_back_reference(Matcher *m, const char *s, int digit) {
    int index = digit - '1';
    if (index < 0 || index >= m->capture_count || m->captures[index].length == CAPTURE_OPEN) {
        luaL_error(m->L, "invalid capture index %%%d", index + 1);
    }
    Capture capture = m->captures[index];
    if (capture.length == CAPTURE_POSITION) return NULL;
    size_t length = (size_t)capture.length;
    take_steps(m, (ptrdiff_t)(length / BYTES_PER_STEP));
    if ((size_t)(m->subject_end - s) < length || memcmp(capture.start, s, length) != 0) return NULL;
    return s + length;
}

/// Opens a capture at `s` (`length` CAPTURE_OPEN, or CAPTURE_POSITION for
/// `()`) and matches the rest of the pattern, from `p`.
static const char *open_capture(Matcher *m, const char *s, const char *p, ptrdiff_t length) {
    int index = m->capture_count;
    if (index >= MAX_CAPTURES) luaL_error(m->L, "too many captures");
    m->captures[index].start = s;
    m->captures[index].length = length;
    m->capture_count = index + 1;
    const char *end = match_from(m, s, p);
    if (end == NULL) m->capture_count = index;
    return end;
}

/// Closes the innermost open capture at `s` and matches the rest, from `p`.
static const char *close_capture(Matcher *m, const char *s, const char *p) {
    int index = m->capture_count - 1;
    while (index >= 0 && m->captures[index].length != CAPTURE_OPEN) index--;
    if (index < 0) luaL_error(m->L, "invalid pattern capture");
    m->captures[index].length = s - m->captures[index].start;
    const char *end = match_from(m, s, p);
    if (end == NULL) m->captures[index].length = CAPTURE_OPEN;
    return end;
}

/// `x*` (and `x+` after its first character): as many characters of the
/// class as there are, giving them back one at a time until the rest matches.
static const char *repeat_longest(Matcher *m, const char *s, const char *p, const char *class_end) {
    ptrdiff_t count = 0;
    while (class_matches(m, s + count, p, class_end)) count++;
    take_steps(m, count);
    for (; count >= 0; count--) {
        const char *end = match_from(m, s + count, class_end + 1);
        if (end != NULL) return end;
    }
    return NULL;
}

/// `x-`: as few characters of the class as the rest of the pattern allows.
static const char *repeat_shortest(Matcher *m, const char *s, const char *p, const char *class_end) {
    for (;; s++) {
        const char *end = match_from(m, s, class_end + 1);
        if (end != NULL) return end;
        if (!class_matches(m, s, p, class_end)) return NULL;
    }
}

/// Returns from `match_from` with its result.
static inline const char *leave(Matcher *m, const char *result) {
    m->nesting_left++;
    return result;
}

/// Matches the pattern from `p` to its end against the subject from `s`;
/// returns where the match ends, or NULL. Alternatives (quantifiers,
/// captures) nest a call each; a single item continues the loop.
static const char *match_from(Matcher *m, const char *s, const char *p) {
    if (m->nesting_left-- == 0) luaL_error(m->L, "pattern too complex");
    const char *pattern_end = m->pattern_end;
    while (p != pattern_end) {
        take_steps(m, 1);
        switch (*p) {
        case '(':
            if (p + 1 < pattern_end && p[1] == ')') return leave(m, open_capture(m, s, p + 2, CAPTURE_POSITION));
            return leave(m, open_capture(m, s, p + 1, CAPTURE_OPEN));
        case ')':
            return leave(m, close_capture(m, s, p + 1));
        case '$':
            if (p + 1 == pattern_end) return leave(m, s == m->subject_end ? s : NULL);
            break;  // elsewhere a plain '$'
        case ESCAPE:
            if (p + 1 == pattern_end) break;  // class_end reports it
            switch (p[1]) {
            case 'b':
                s = match_balanced(m, s, p + 2);
                if (s == NULL) return leave(m, NULL);
                p += 4;
                continue;
            case 'f': {
                p += 2;
                if (p == pattern_end || *p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
                const char *set_end = class_end(m, p);
                int before = s == m->subject ? 0 : byte_at(s - 1);
                int here = s < m->subject_end ? byte_at(s) : 0;
                if (in_set(before, p, set_end - 1) || !in_set(here, p, set_end - 1)) return leave(m, NULL);
                p = set_end;
                continue;
            }
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                s = match_back_reference(m, s, byte_at(p + 1));
                if (s == NULL) return leave(m, NULL);
                p += 2;
                continue;
            default:
                break;  // a class such as %a or an escaped character
            }
            break;
        default:
            break;
        }
        const char *end = class_end(m, p);
        int quantifier = end < pattern_end ? *end : 0;
        if (!class_matches(m, s, p, end)) {
            if (quantifier != '*' && quantifier != '?' && quantifier != '-') return leave(m, NULL);
            p = end + 1;  // zero repetitions
            continue;
        }
        switch (quantifier) {
        case '?': {
            const char *taken = match_from(m, s + 1, end + 1);
            if (taken != NULL) return leave(m, taken);
            p = end + 1;
            continue;
        }
        case '+': return leave(m, repeat_longest(m, s + 1, p, end));
        case '*': return leave(m, repeat_longest(m, s, p, end));
        case '-': return leave(m, repeat_shortest(m, s, p, end));
        default:
            s++;
            p = end;
            continue;
        }
    }
    return leave(m, s);
}

// MARK: - Captures as values

/// Finds capture `index`, where index 0 with no captures is the whole match
/// from `s` to `e`: sets `*start` and returns its length, or CAPTURE_POSITION
/// after pushing a position capture's integer.
static ptrdiff_t capture_text(Matcher *m, int index, const char *s, const char *e, const char **start) {
    if (index >= m->capture_count) {
        if (index != 0) luaL_error(m->L, "invalid capture index %%%d", index + 1);
        *start = s;
        return e - s;
    }
    Capture capture = m->captures[index];
    if (capture.length == CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
    if (capture.length == CAPTURE_POSITION) lua_pushinteger(m->L, (capture.start - m->subject) + 1);
    *start = capture.start;
    return capture.length;
}

/// Pushes capture `index` (see capture_text): a string, or an integer for a position capture.
static void push_capture(Matcher *m, int index, const char *s, const char *e) {
    const char *start;
    ptrdiff_t length = capture_text(m, index, s, e, &start);
    if (length != CAPTURE_POSITION) lua_pushlstring(m->L, start, (size_t)length);
}

/// Pushes every capture; with none, the whole match when `s` is given
/// (match, gmatch, gsub), nothing when it is NULL (find). Returns how many.
static int push_captures(Matcher *m, const char *s, const char *e) {
    int count = m->capture_count == 0 && s != NULL ? 1 : m->capture_count;
    luaL_checkstack(m->L, count, "too many captures");
    for (int i = 0; i < count; i++) push_capture(m, i, s, e);
    return count;
}

// MARK: - find and match

/// A 1-based start position from an argument that may count from the end (as
/// Lua's `posrelatI`): may lie past the end of a subject of `length` bytes.
static size_t start_position(lua_Integer position, size_t length) {
    if (position > 0) return (size_t)position;
    if (position == 0) return 1;
    if (position < -(lua_Integer)length) return 1;
    return length + (size_t)position + 1;
}

/// Whether the pattern has any character with a meaning of its own.
static int has_specials(const char *p, size_t length) {
    for (size_t i = 0; i < length; i++) {
        switch (p[i]) {
        case '^': case '$': case '*': case '+': case '?': case '.': case '(': case '[': case '%': case '-':
            return 1;
        }
    }
    return 0;
}

/// Charges bulk byte work done outside a matcher.
static void charge_bytes(lua_State *L, size_t bytes) {
    if (clua_runtime(L)->budget_active && !clua_spend_budget(L, (long long)(1 + bytes / BYTES_PER_STEP))) {
        clua_stop_spent(L);
    }
}

/// `string.find` (`find` 1) and `string.match` (`find` 0).
static int find_or_match(lua_State *L, int find) {
    size_t subject_length, pattern_length;
    const char *subject = luaL_checklstring(L, 1, &subject_length);
    const char *pattern = luaL_checklstring(L, 2, &pattern_length);
    size_t start = start_position(luaL_optinteger(L, 3, 1), subject_length) - 1;
    if (start > subject_length) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || !has_specials(pattern, pattern_length))) {
        const char *found = memmem(subject + start, subject_length - start, pattern, pattern_length);
        charge_bytes(L, found != NULL ? (size_t)(found - subject) - start + pattern_length : subject_length - start);
        if (found == NULL) {
            luaL_pushfail(L);
            return 1;
        }
        lua_pushinteger(L, (found - subject) + 1);
        lua_pushinteger(L, (lua_Integer)((found - subject) + pattern_length));
        return 2;
    }
    int anchored = pattern_length > 0 && pattern[0] == '^';
    if (anchored) pattern++;
    Matcher m;
    start_matcher(&m, L, subject, subject_length, pattern + pattern_length - anchored);
    const char *from = subject + start;
    do {
        m.capture_count = 0;
        const char *end = match_from(&m, from, pattern);
        if (end != NULL) {
            settle_steps(&m);
            if (!find) return push_captures(&m, from, end);
            lua_pushinteger(L, (from - subject) + 1);
            lua_pushinteger(L, end - subject);
            return push_captures(&m, NULL, NULL) + 2;
        }
    } while (from++ < m.subject_end && !anchored);
    settle_steps(&m);
    luaL_pushfail(L);
    return 1;
}

static int str_find(lua_State *L) { return find_or_match(L, 1); }

static int str_match(lua_State *L) { return find_or_match(L, 0); }

// MARK: - gmatch

/// What a `gmatch` iterator keeps between calls (a userdata; the subject and
/// pattern strings are its closure's other upvalues, which keep them alive).
typedef struct Iteration {
    const char *next;        // where the next search starts
    const char *last_end;    // where the last match ended (an empty match there does not count)
    const char *pattern;
    Matcher matcher;
} Iteration;

/// The iterator `gmatch` returns. Upvalues: subject, pattern, iteration.
static int gmatch_next(lua_State *L) {
    Iteration *it = lua_touserdata(L, lua_upvalueindex(3));
    Matcher *m = &it->matcher;
    m->L = L;  // the iterator may be called from any coroutine
    m->nesting_left = MAX_NESTING;
    m->steps_left = CHARGE_INTERVAL;
    for (const char *from = it->next; from <= m->subject_end; from++) {
        m->capture_count = 0;
        const char *end = match_from(m, from, it->pattern);
        if (end != NULL && end != it->last_end) {
            it->next = it->last_end = end;
            settle_steps(m);
            return push_captures(m, from, end);
        }
    }
    settle_steps(m);
    return 0;
}

/// `string.gmatch(s, pattern [, init])`. A '^' does not anchor here.
static int str_gmatch(lua_State *L) {
    size_t subject_length, pattern_length;
    const char *subject = luaL_checklstring(L, 1, &subject_length);
    const char *pattern = luaL_checklstring(L, 2, &pattern_length);
    size_t start = start_position(luaL_optinteger(L, 3, 1), subject_length) - 1;
    if (start > subject_length) start = subject_length + 1;  // past the end: finds nothing
    lua_settop(L, 2);
    Iteration *it = lua_newuserdatauv(L, sizeof(Iteration), 0);
    start_matcher(&it->matcher, L, subject, subject_length, pattern + pattern_length);
    it->next = subject + start;
    it->last_end = NULL;
    it->pattern = pattern;
    lua_pushcclosure(L, gmatch_next, 3);
    return 1;
}

// MARK: - gsub

/// Appends the replacement string (argument 3) for a match from `s` to `e`:
/// `%0` is the match, `%1`–`%9` captures, `%%` a percent sign.
static void add_expanded(Matcher *m, luaL_Buffer *b, const char *s, const char *e) {
    size_t left;
    const char *text = lua_tolstring(m->L, 3, &left);
    take_steps(m, (ptrdiff_t)(left / BYTES_PER_STEP));
    const char *escape;
    while ((escape = memchr(text, ESCAPE, left)) != NULL) {
        luaL_addlstring(b, text, (size_t)(escape - text));
        int code = escape + 1 < text + left ? byte_at(escape + 1) : 0;
        if (code == ESCAPE) {
            luaL_addchar(b, ESCAPE);
        } else if (code == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit(code)) {
            const char *start;
            ptrdiff_t length = capture_text(m, code - '1', s, e, &start);
            if (length == CAPTURE_POSITION) {
                luaL_addvalue(b);  // the position's digits
            } else {
                luaL_addlstring(b, start, (size_t)length);
            }
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", ESCAPE);
        }
        left -= (size_t)(escape + 2 - text);
        text = escape + 2;
    }
    luaL_addlstring(b, text, left);
}

/// Appends the replacement for a match from `s` to `e`, of replacement type
/// `type`. Returns 1 when it changed the subject: a function or table giving
/// false or nil keeps the match as it was.
static int add_replacement(Matcher *m, luaL_Buffer *b, const char *s, const char *e, int type) {
    lua_State *L = m->L;
    if (type == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int count = push_captures(m, s, e);
        lua_call(L, count, 1);
    } else if (type == LUA_TTABLE) {
        push_capture(m, 0, s, e);
        lua_gettable(L, 3);
    } else {
        add_expanded(m, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    take_steps(m, (ptrdiff_t)(lua_rawlen(L, -1) / BYTES_PER_STEP));
    luaL_addvalue(b);
    return 1;
}

/// `string.gsub(s, pattern, repl [, n])`.
static int str_gsub(lua_State *L) {
    size_t subject_length, pattern_length;
    const char *subject = luaL_checklstring(L, 1, &subject_length);
    const char *pattern = luaL_checklstring(L, 2, &pattern_length);
    int type = lua_type(L, 3);
    lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)subject_length + 1);
    luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION || type == LUA_TTABLE,
                     3, "string/function/table");
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    int anchored = pattern_length > 0 && pattern[0] == '^';
    if (anchored) pattern++;
    Matcher m;
    start_matcher(&m, L, subject, subject_length, pattern + pattern_length - anchored);
    const char *s = subject;
    const char *last_end = NULL;
    lua_Integer count = 0;
    int changed = 0;
    while (count < most) {
        m.capture_count = 0;
        const char *end = match_from(&m, s, pattern);
        if (end != NULL && end != last_end) {
            count++;
            changed |= add_replacement(&m, &b, s, end, type);
            s = last_end = end;
        } else if (s < m.subject_end) {
            luaL_addchar(&b, *s++);
        } else {
            break;
        }
        if (anchored) break;
    }
    settle_steps(&m);
    if (changed) {
        luaL_addlstring(&b, s, (size_t)(m.subject_end - s));
        luaL_pushresult(&b);
    } else {
        lua_pushvalue(L, 1);  // the subject itself, not a copy
    }
    lua_pushinteger(L, count);
    return 2;
}

// MARK: - Installing

void clua_install_pattern_matching(lua_State *L) {
    static const luaL_Reg functions[] = {
        { "find", str_find },
        { "match", str_match },
        { "gmatch", str_gmatch },
        { "gsub", str_gsub },
        { NULL, NULL },
    };
    lua_getglobal(L, "string");
    luaL_setfuncs(L, functions, 0);
    lua_pop(L, 1);
}
