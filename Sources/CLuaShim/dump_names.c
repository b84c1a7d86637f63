// Leaner binary chunks of the host's own Lua (see "A session that starts cheaply" in
// docs/performance.md): a dumped function without the names of its local variables. Loading
// a binary chunk interns every string in it again, and local variables' names are about half
// of them; only debugging reads them (`debug.getlocal`, and "local 'x'" in messages about the
// host's own code). Line information, upvalue names (so messages still say "global 'x'" and
// "upvalue 'x'") and everything the code runs with are kept.
//
// The walk follows Lua 5.4's dump format (ldump.c): the header, the main function's upvalue
// count, then each function — source, lines defined, parameters, code, constants, upvalues,
// nested functions, debug information (line info, absolute line info, local variables,
// upvalue names). Sizes and counts are written most significant group first, 7 bits a byte,
// the last byte marked with 0x80. A chunk not in that format is left as it is.
// What it buys, measured (callgrind, stripped release build, `tactile-bench session --files 40`
// less `--files 10`, per file): 0.95 M instructions per empty scenario file with the lean
// chunks, 1.06 M with the whole dump kept (+12 %).
#include <string.h>
#include "internal.h"

/// Constant tags of the dump format (lobject.h's variants).
enum {
    TAG_NIL = 0, TAG_FALSE = 1, TAG_TRUE = 1 | (1 << 4),
    TAG_INTEGER = 3, TAG_FLOAT = 3 | (1 << 4),
    TAG_SHORT_STRING = 4, TAG_LONG_STRING = 4 | (1 << 4),
};

/// The header: signature, version, format, LUAC_DATA, three sizes, LUAC_INT, LUAC_NUM; then
/// the main function's upvalue count.
#define HEADER_LENGTH (4 + 1 + 1 + 6 + 3 + sizeof(lua_Integer) + sizeof(lua_Number) + 1)

typedef struct {
    const unsigned char *bytes;
    size_t read;     // offset of the next byte to read
    size_t length;
    unsigned char *out;
    size_t written;  // bytes written to `out` (never more than read)
    int ok;
} Rewrite;

static size_t read_size(Rewrite *r) {
    size_t value = 0;
    unsigned char byte;
    do {
        if (r->read >= r->length) {
            r->ok = 0;
            return 0;
        }
        byte = r->bytes[r->read++];
        value = (value << 7) | (byte & 0x7f);
    } while ((byte & 0x80) == 0);
    return value;
}

static void skip(Rewrite *r, size_t count) {
    if (count > r->length - r->read) {
        r->ok = 0;
        r->read = r->length;
    } else {
        r->read += count;
    }
}

static void skip_string(Rewrite *r) {
    size_t size = read_size(r);
    if (size > 0) skip(r, size - 1);
}

/// Keeps what was read since `from`.
static void keep(Rewrite *r, size_t from) {
    size_t count = r->read - from;
    memcpy(r->out + r->written, r->bytes + from, count);
    r->written += count;
}

/// Writes a count of zero.
static void write_zero(Rewrite *r) {
    r->out[r->written++] = 0x80;
}

static void rewrite_function(Rewrite *r, int depth) {
    if (depth > 200) {
        r->ok = 0;
        return;
    }
    size_t from = r->read;
    skip_string(r);                // source
    read_size(r);                  // line defined
    read_size(r);                  // last line defined
    skip(r, 3);                    // parameters, vararg, stack size
    skip(r, read_size(r) * 4);     // code
    size_t constants = read_size(r);
    for (size_t i = 0; i < constants && r->ok; i++) {
        unsigned char tag = r->read < r->length ? r->bytes[r->read] : 0xff;
        skip(r, 1);
        switch (tag) {
        case TAG_NIL: case TAG_FALSE: case TAG_TRUE: break;
        case TAG_INTEGER: skip(r, sizeof(lua_Integer)); break;
        case TAG_FLOAT: skip(r, sizeof(lua_Number)); break;
        case TAG_SHORT_STRING: case TAG_LONG_STRING: skip_string(r); break;
        default: r->ok = 0;
        }
    }
    skip(r, read_size(r) * 3);     // upvalues
    size_t functions = read_size(r);
    keep(r, from);
    for (size_t i = 0; i < functions && r->ok; i++) rewrite_function(r, depth + 1);
    from = r->read;
    skip(r, read_size(r));         // line info
    size_t absolute = read_size(r);
    for (size_t i = 0; i < 2 * absolute && r->ok; i++) read_size(r);
    keep(r, from);
    size_t locals = read_size(r);  // dropped
    for (size_t i = 0; i < locals && r->ok; i++) {
        skip_string(r);
        read_size(r);
        read_size(r);
    }
    write_zero(r);
    from = r->read;
    size_t names = read_size(r);   // upvalue names, kept
    for (size_t i = 0; i < names && r->ok; i++) skip_string(r);
    keep(r, from);
}

size_t clua_drop_local_names(const char *bytes, size_t length, char *out) {
    if (length < HEADER_LENGTH || memcmp(bytes, LUA_SIGNATURE, 4) != 0
        || (unsigned char)bytes[4] != LUA_VERSION_NUM / 100 * 16 + LUA_VERSION_NUM % 100) {
        return 0;
    }
    Rewrite r = { (const unsigned char *)bytes, 0, length, (unsigned char *)out, 0, 1 };
    r.read = HEADER_LENGTH;
    keep(&r, 0);
    rewrite_function(&r, 0);
    return r.ok && r.read == length ? r.written : 0;
}
