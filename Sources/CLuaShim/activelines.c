// The lines of a chunk that hold code — those Lua's line hook can report, as
// `debug.getinfo(f, "L")` lists them for one function — for every function of the chunk,
// nested ones included, which no API reaches: read from the chunk's bytecode as
// `lua_dump` writes it (Lua 5.4's format, ldump.c). Coverage reports list these lines
// with a count of 0 when they never ran.
// Not a speed trick: Lua's API reaches a function's lines (`lua_getinfo` with "L") only for a
// function value, and a nested function is a value only once the code around it runs, which
// this must not do (CoverageTests' `linesWithCodeReachNestedFunctions`).
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/// Marks `lineinfo` entries whose line is in `abslineinfo` instead (ldebug.h).
#define ABSLINEINFO (-0x80)

typedef struct {
    unsigned char *bytes;
    size_t length, capacity, at;
    int failed;
} Dump;

static int dump_writer(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    Dump *dump = ud;
    if (dump->length + size > dump->capacity) {
        size_t capacity = (dump->length + size) * 2;
        unsigned char *bytes = realloc(dump->bytes, capacity);
        if (bytes == NULL) return 1;
        dump->bytes = bytes;
        dump->capacity = capacity;
    }
    memcpy(dump->bytes + dump->length, p, size);
    dump->length += size;
    return 0;
}

static const unsigned char *take(Dump *d, size_t n) {
    if (d->failed || n > d->length - d->at) { d->failed = 1; return NULL; }
    const unsigned char *p = d->bytes + d->at;
    d->at += n;
    return p;
}

static unsigned char read_byte(Dump *d) {
    const unsigned char *p = take(d, 1);
    return p ? *p : 0;
}

/// A size as ldump.c writes it: 7 bits a byte, most significant first, the last byte's high bit set.
static size_t read_size(Dump *d) {
    size_t x = 0;
    for (int i = 0; i < 10 && !d->failed; i++) {
        unsigned char b = read_byte(d);
        x = (x << 7) | (b & 0x7f);
        if (b & 0x80) return x;
    }
    d->failed = 1;
    return 0;
}

static void skip_string(Dump *d) {
    size_t size = read_size(d);
    if (size > 0) take(d, size - 1);
}

/// Adds `line` to the list.
static void add_line(int **lines, int *count, int *capacity, int line) {
    if (*count == *capacity) {
        int grown = *capacity ? *capacity * 2 : 64;
        int *more = realloc(*lines, (size_t)grown * sizeof **lines);
        if (more == NULL) return;
        *lines = more;
        *capacity = grown;
    }
    (*lines)[(*count)++] = line;
}

/// Reads one function (and its nested ones), adding their lines with code.
static void read_function(Dump *d, int **lines, int *count, int *capacity, int depth) {
    if (depth > 200) { d->failed = 1; return; }
    skip_string(d);                                    // source
    int linedefined = (int)read_size(d);
    read_size(d);                                      // lastlinedefined
    read_byte(d);                                      // numparams
    int is_vararg = read_byte(d);
    read_byte(d);                                      // maxstacksize
    size_t code = read_size(d);
    take(d, code * 4);                                 // instructions
    size_t constants = read_size(d);
    for (size_t i = 0; i < constants && !d->failed; i++) {
        int tag = read_byte(d);
        if (tag == 3 || tag == 19) take(d, 8);         // integer, float
        else if (tag == 4 || tag == 20) skip_string(d); // short, long string
    }
    size_t upvalues = read_size(d);
    take(d, upvalues * 3);
    size_t protos = read_size(d);
    for (size_t i = 0; i < protos && !d->failed; i++) read_function(d, lines, count, capacity, depth + 1);
    size_t lineinfo_size = read_size(d);
    const signed char *lineinfo = (const signed char *)take(d, lineinfo_size);
    size_t absolute = read_size(d);
    size_t absolute_at = d->at;
    for (size_t i = 0; i < absolute && !d->failed; i++) { read_size(d); read_size(d); }
    size_t locals = read_size(d);
    for (size_t i = 0; i < locals && !d->failed; i++) { skip_string(d); read_size(d); read_size(d); }
    size_t names = read_size(d);
    for (size_t i = 0; i < names && !d->failed; i++) skip_string(d);
    if (d->failed || lineinfo == NULL) return;
    // As ldebug.c's collectvalidlines: a vararg function's first instruction (OP_VARARGPREP)
    // reports no line.
    int line = linedefined;
    size_t end = d->at;
    for (size_t pc = 0; pc < lineinfo_size; pc++) {
        if (lineinfo[pc] != ABSLINEINFO) {
            line += lineinfo[pc];
        } else {
            d->at = absolute_at;
            for (size_t i = 0; i < absolute; i++) {
                size_t at = read_size(d);
                int value = (int)read_size(d);
                if (at == pc) { line = value; break; }
            }
        }
        if (pc > 0 || !is_vararg) add_line(lines, count, capacity, line);
    }
    d->at = end;
}

static int compare_ints(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int clua_active_lines(const char *text, size_t length, const char *chunkname, int **lines) {
    *lines = NULL;
    lua_State *L = luaL_newstate();
    if (L == NULL) return -1;
    Dump d = { NULL, 0, 0, 0, 0 };
    int status = luaL_loadbufferx(L, text, length, chunkname, "t");
    if (status == LUA_OK) status = lua_dump(L, dump_writer, &d, 0);
    lua_close(L);
    if (status != 0 || d.bytes == NULL) { free(d.bytes); return -1; }
    // The header (ldump.c's dumpHeader: signature, version, ...), then the main function's
    // upvalue count.
    const unsigned char *header = take(&d, 4 + 1 + 1 + 6 + 3 + sizeof(lua_Integer) + sizeof(lua_Number) + 1);
    if (header == NULL || header[4] != 0x54 || header[5] != 0) d.failed = 1;
    int count = 0, capacity = 0;
    read_function(&d, lines, &count, &capacity, 0);
    free(d.bytes);
    if (d.failed) { free(*lines); *lines = NULL; return -1; }
    qsort(*lines, (size_t)count, sizeof **lines, compare_ints);
    int unique = 0;
    for (int i = 0; i < count; i++) {
        if (unique == 0 || (*lines)[unique - 1] != (*lines)[i]) (*lines)[unique++] = (*lines)[i];
    }
    return unique;
}
