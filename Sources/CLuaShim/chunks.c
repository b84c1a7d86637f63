// Binary chunks of the host's own Lua: `lua_dump` of a compiled function into
// memory, so the host compiles its trusted chunks once per process and loads
// their bytecode in every later state.
#include <stdlib.h>
#include <string.h>
#include "internal.h"

typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
} DumpBuffer;

/// lua_Writer appending to a DumpBuffer; nonzero (stop) when memory runs out.
static int append_to_buffer(lua_State *L, const void *piece, size_t size, void *ud) {
    (void)L;
    DumpBuffer *buffer = (DumpBuffer *)ud;
    if (buffer->length + size > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + size) capacity *= 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 1;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, piece, size);
    buffer->length += size;
    return 0;
}

/// The chunk without its local variables' names when that chunk loads, else NULL.
static char *without_local_names(lua_State *L, const DumpBuffer *buffer, size_t *length) {
    char *lean = malloc(buffer->length);
    if (lean == NULL) return NULL;
    *length = clua_drop_local_names(buffer->bytes, buffer->length, lean);
    int loads = *length > 0 && luaL_loadbufferx(L, lean, *length, "=check", "b") == LUA_OK;
    if (*length > 0) lua_pop(L, 1);  // the function, or the error
    if (loads) return lean;
    free(lean);
    return NULL;
}

char *clua_dump_function(lua_State *L, size_t *length) {
    DumpBuffer buffer = { NULL, 0, 0 };
    // Not stripped: the host's frames keep their lines in messages and tracebacks.
    if (lua_dump(L, append_to_buffer, &buffer, 0) != 0) {
        free(buffer.bytes);
        return NULL;
    }
    char *lean = without_local_names(L, &buffer, length);
    if (lean != NULL) {
        free(buffer.bytes);
        return lean;
    }
    *length = buffer.length;
    return buffer.bytes;
}
