// The limiting allocator (see the manual's `lua_Alloc`). The cap is enforced
// only while Lua code runs: host code called from Lua may allocate past it,
// because a refused allocation would raise through the host's frames. The
// next allocation made by Lua code then fails, after an emergency collection,
// and Lua reports "not enough memory".
//
// With host memory counted (a process running one state at a time), what the host
// allocates on a script's behalf — a label holding a 10 MB string, say — counts
// too: the process heap may grow at most by the cap since counting began. The
// heap is measured only now and then (see clua_note_host_bytes); once it is found
// past the cap, Lua's allocations fail until a new measurement (made on each such
// refusal, so a collection that frees the host's objects lets the script go on)
// finds it back under.
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include "internal.h"

/// Bytes the process heap holds now.
static size_t heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/// Measures the heap and sets `heap_over_limit`.
static void measure_heap(clua_Runtime *rt) {
    rt->host_activity = 0;
    size_t ceiling = rt->heap_base > SIZE_MAX - rt->memory_limit ? SIZE_MAX : rt->heap_base + rt->memory_limit;
    rt->heap_over_limit = heap_in_use() > ceiling;
}

void clua_count_host_memory(lua_State *L, int on) {
    clua_Runtime *rt = clua_runtime(L);
    rt->counts_host_memory = on;
    // Measuring walks the whole heap: only when counting starts (each scenario file sets it, most
    // often off, and the fuzzer makes a file's state for every sequence).
    rt->heap_base = on ? heap_in_use() : 0;
    rt->host_activity = 0;
    rt->heap_over_limit = 0;
}

void clua_recover_host_memory(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    if (!rt->counts_host_memory || !rt->heap_over_limit) return;
    lua_gc(L, LUA_GCCOLLECT);
    lua_gc(L, LUA_GCCOLLECT);
    measure_heap(rt);
}

void clua_note_host_bytes(lua_State *L, size_t bytes) {
    clua_Runtime *rt = clua_runtime(L);
    if (!rt->counts_host_memory) return;
    rt->host_activity += bytes;
    if (rt->host_activity >= CLUA_HEAP_MEASURE_INTERVAL) measure_heap(rt);
}

void *clua_allocate(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_Runtime *rt = (clua_Runtime *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        clua_pool_release(rt->pool, ptr, old);
        rt->memory_used -= old;
        return NULL;
    }
    if (nsize > old && rt->enforcing_limit && rt->memory_used - old + nsize > rt->memory_limit) {
        return NULL;
    }
    if (nsize > old && rt->enforcing_limit && rt->heap_over_limit) {
        measure_heap(rt);
        if (rt->heap_over_limit) return NULL;
    }
    void *block = clua_pool_resize(rt->pool, ptr, old, nsize);
    if (block == NULL) return NULL;
    rt->memory_used = rt->memory_used - old + nsize;
    return block;
}
