// The limiting allocator (see the manual's `lua_Alloc`). The cap is enforced
// only while Lua code runs: host code called from Lua may allocate past it,
// because a refused allocation would raise through the host's frames. The
// next allocation made by Lua code then fails, after an emergency collection,
// and Lua reports "not enough memory".
#include <stdlib.h>
#include "internal.h"

void *clua_allocate(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_Runtime *rt = (clua_Runtime *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        rt->memory_used -= old;
        return NULL;
    }
    if (nsize > old && rt->enforcing_limit && rt->memory_used - old + nsize > rt->memory_limit) {
        return NULL;
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) return NULL;
    rt->memory_used = rt->memory_used - old + nsize;
    return block;
}
