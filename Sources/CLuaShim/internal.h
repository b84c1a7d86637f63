// Declarations shared by the CLuaShim source files (not part of its interface).
#ifndef TACTILE_CLUA_SHIM_INTERNAL_H
#define TACTILE_CLUA_SHIM_INTERNAL_H

#include "shim.h"
#include "CLuaShim.h"

/// The hook behind interrupts and instruction budgets.
void clua_hook(lua_State *L, lua_Debug *ar);

/// Counts the line of a line event in the coverage (called by the hook; never raises).
void clua_coverage_record(lua_State *L, lua_Debug *ar);

/// Frees the line counts of a closed state.
void clua_coverage_free(clua_Coverage *coverage);

/// Replaces `coroutine.resume` and `coroutine.wrap` with versions that track
/// the running coroutine, so an interrupt or a budget reaches it.
/// Expects the global table `coroutine` to be loaded.
void clua_install_tracked_coroutines(lua_State *L);

/// Raises the error the hook would for host work in C that
/// `clua_spend_budget` refused: "interrupted" when an interrupt is pending,
/// else "instruction budget exhausted", with the hook's stop reason, and arms
/// the hook on `L` so that a `pcall` cannot swallow it. Does not return.
int clua_stop_spent(lua_State *L);

/// Replaces the `string` library (the global, `package.loaded.string` and the
/// strings' metatable) with Lua's own compiled so that a budget or an interrupt
/// can stop a match (string_library.c). Expects the libraries loaded.
void clua_install_string_library(lua_State *L);

/// Keeps a copy of the standard library as it is now, the source every
/// sandbox is made from. Expects the libraries, tracked coroutines and
/// the string library installed.
void clua_snapshot_standard_library(lua_State *L);

/// Records that the chunk `name` (a plain name: '@' and '=' names are the
/// host's) is loaded by the code calling the running C function (owner.c).
void clua_record_loaded_chunk(lua_State *L, const char *name);

/// Replaces the global `load` (trusted code's) with one that records the
/// chunks it loads (owner.c). Expects the snapshot of the library made.
void clua_install_recording_load(lua_State *L);

/// Resumes `co` with `narg` arguments from `L`'s stack, recording it as the
/// running coroutine (so an interrupt or a budget reaches it). Returns the
/// number of results moved to `L`, or -1 with the error on `L`'s stack (as
/// `auxresume` in Lua's coroutine library) (interrupt.c).
int clua_resume_tracked(lua_State *L, lua_State *co, int narg);

/// Pushes a sandbox's `setmetatable`, whose tables' finalizers an interrupt or a
/// budget can stop (finalizers.c), made from the snapshot at `pristine`.
void clua_push_sandbox_setmetatable(lua_State *L, int pristine);

/// Clears the signal target if it is `L` (called before `L` is closed).
void clua_set_signal_target_if(lua_State *L);

/// A region for a new state's small blocks, or NULL when memory ran out (the
/// state then allocates every block with malloc).
clua_Pool *clua_pool_new(void);

/// Frees the region and every block still in it (after the state closed).
void clua_pool_free(clua_Pool *pool);

/// From now on (the state is closing) blocks freed into the region are left
/// there: the region goes as a whole.
void clua_pool_close(clua_Pool *pool);

/// A block of `new_size` (> 0) bytes holding the first bytes of `block` (NULL:
/// none) of `old_size` bytes, which it replaces; NULL when memory ran out.
void *clua_pool_resize(clua_Pool *pool, void *block, size_t old_size, size_t new_size);

/// Frees `block` (NULL: nothing) of `size` bytes.
void clua_pool_release(clua_Pool *pool, void *block, size_t size);

/// Writes to `out` (room for `length` bytes) the binary chunk `bytes` without its
/// local variables' names (dump_names.c); returns its length, or 0 when `bytes`
/// is not a chunk of this Lua's dump format.
size_t clua_drop_local_names(const char *bytes, size_t length, char *out);

#endif
