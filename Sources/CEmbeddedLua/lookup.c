#include <string.h>
#include "CEmbeddedLua.h"

const char *tactile_embedded_lua_source(tactile_embedded_lua embedded, const char *name, size_t *length) {
    for (size_t i = 0; i < embedded.count; i++) {
        if (strcmp(embedded.files[i].name, name) == 0) {
            *length = embedded.files[i].length;
            return embedded.files[i].text;
        }
    }
    return NULL;
}
