// Line coverage: how often each line of each file ran, counted by the same hook as
// interrupts and budgets (interrupt.c), which Lua allows one of per thread. Only chunks
// loaded from files (sources starting with '@') are counted: not the host's own Lua, not
// text a script loads. The counts live outside Lua's allocator, so collecting them neither
// allocates in the script's state nor can raise.
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/// The counts of one file: `counts[line]` for the lines seen so far.
typedef struct {
    char *source;                  // the chunk name without its '@'
    unsigned long long *counts;
    int capacity;                  // entries of `counts`: one past the highest line seen
} CoverageFile;

/// Every file's counts.
struct clua_Coverage {
    CoverageFile *files;
    int count, capacity;
    int last;                      // the file of the previous line event, or -1
};

void clua_coverage_start(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->coverage != NULL) return;
    rt->coverage = calloc(1, sizeof(struct clua_Coverage));
    if (rt->coverage == NULL) return;
    rt->coverage->last = -1;
    clua_arm(rt->main, rt);
}

void clua_coverage_free(clua_Coverage *coverage) {
    if (coverage == NULL) return;
    for (int i = 0; i < coverage->count; i++) {
        free(coverage->files[i].source);
        free(coverage->files[i].counts);
    }
    free(coverage->files);
    free(coverage);
}

/// The file named `source` (without '@'), added when new; NULL when out of memory.
static CoverageFile *coverage_file(clua_Coverage *coverage, const char *source) {
    if (coverage->last >= 0 && strcmp(coverage->files[coverage->last].source, source) == 0) {
        return &coverage->files[coverage->last];
    }
    for (int i = 0; i < coverage->count; i++) {
        if (strcmp(coverage->files[i].source, source) == 0) {
            coverage->last = i;
            return &coverage->files[i];
        }
    }
    if (coverage->count == coverage->capacity) {
        int capacity = coverage->capacity ? coverage->capacity * 2 : 8;
        CoverageFile *files = realloc(coverage->files, (size_t)capacity * sizeof *files);
        if (files == NULL) return NULL;
        coverage->files = files;
        coverage->capacity = capacity;
    }
    char *copy = strdup(source);
    if (copy == NULL) return NULL;
    coverage->files[coverage->count] = (CoverageFile){ copy, NULL, 0 };
    coverage->last = coverage->count++;
    return &coverage->files[coverage->last];
}

void clua_coverage_record(lua_State *L, lua_Debug *ar) {
    clua_Coverage *coverage = clua_runtime(L)->coverage;
    if (coverage == NULL || ar->currentline <= 0 || !lua_getinfo(L, "S", ar) || ar->source[0] != '@') return;
    CoverageFile *file = coverage_file(coverage, ar->source + 1);
    if (file == NULL) return;
    int line = ar->currentline;
    if (line >= file->capacity) {
        int capacity = line + 1 > file->capacity * 2 ? line + 1 : file->capacity * 2;
        unsigned long long *counts = realloc(file->counts, (size_t)capacity * sizeof *counts);
        if (counts == NULL) return;
        memset(counts + file->capacity, 0, (size_t)(capacity - file->capacity) * sizeof *counts);
        file->counts = counts;
        file->capacity = capacity;
    }
    file->counts[line]++;
}

int clua_coverage_file_count(lua_State *L) {
    clua_Coverage *coverage = clua_runtime(L)->coverage;
    return coverage ? coverage->count : 0;
}

const char *clua_coverage_file(lua_State *L, int index, const unsigned long long **counts, int *lines) {
    clua_Coverage *coverage = clua_runtime(L)->coverage;
    if (coverage == NULL || index < 0 || index >= coverage->count) return NULL;
    *counts = coverage->files[index].counts;
    *lines = coverage->files[index].capacity;
    return coverage->files[index].source;
}
