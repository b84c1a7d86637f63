// The record of per-state runtime data Tactile's embedding keeps, and how
// host frames change it.
//
// The rule this part of the embedding exists for: Lua raises errors with
// longjmp, and a longjmp across Swift frames is undefined behaviour (skipped
// deinits, leaked retains). So Swift never calls a raising Lua API. A Swift
// function exposed to Lua is called by a trampoline (clua_trampolines.h); it
// reports failure by leaving the error object on the stack and returning
// `CLUA_RAISE`, and the trampoline raises the error after the Swift frame has
// returned. The trampolines and the hot path of calls from the host
// (clua_host_calls.h) are `static inline`, compiled into the Swift code using them.
#ifndef TACTILE_CLUA_RUNTIME_H
#define TACTILE_CLUA_RUNTIME_H

#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <signal.h>
#include <stddef.h>

// MARK: - Per-state runtime record

/// Why the hook stopped the running chunk, if it did.
enum {
    CLUA_STOP_NONE = 0,
    CLUA_STOP_INTERRUPT = 1,
    CLUA_STOP_BUDGET = 2,
};

/// Line counts collected by the hook while coverage is on (coverage.c).
typedef struct clua_Coverage clua_Coverage;

/// The region a state's small blocks come from (pool.c).
typedef struct clua_Pool clua_Pool;

/// Whether the host still uses a bound object (given its retained address).
typedef int (*clua_ObjectPredicate)(void *host, void *object);
/// Releases the host's object a userdata retained.
typedef void (*clua_ObjectRelease)(void *object);

/// A coroutine being resumed and the thread resuming it, kept on the C stack
/// while the resume lasts (a list, innermost first).
typedef struct clua_ResumeLink {
    lua_State *coroutine;
    lua_State *resumer;
    struct clua_ResumeLink *outer;
} clua_ResumeLink;

/// Data LuaKit keeps per `lua_State`. It is the allocator's user data, and
/// its address sits in every thread's extra space (threads copy the main
/// thread's), so any thread finds it with one load.
typedef struct clua_Runtime {
    lua_State *main;               // the main thread
    lua_State *running;            // the thread running Lua code now (tracked by resume)
    lua_State *current;            // the thread that called the host function running now
    clua_ResumeLink *resumes;      // the coroutines being resumed by tracked resumes, innermost first
    size_t memory_used;            // bytes currently allocated by this state
    size_t memory_limit;           // the cap enforced while Lua code runs
    clua_Pool *pool;               // where the state's small blocks come from, or NULL (then malloc)
    int enforcing_limit;           // 1 while Lua code runs, 0 while host (Swift) code runs
    int call_depth;                // nesting of protected calls made by the host
    int handler_slot;              // stack index of the resident message handler usable
                                   // by the host code running now; 0 when there is none
    volatile sig_atomic_t interrupt_requested;
    int stop_reason;               // CLUA_STOP_* of the last stopped chunk
    int budget_active;             // 1 inside an instruction budget
    long long budget_remaining;    // instructions left in the budget
    clua_Coverage *coverage;       // line counts while coverage is on, else NULL
    int counts_host_memory;        // 1 when the process heap's growth counts against the cap too
    size_t heap_base;              // the process heap in use when host memory began to count
    size_t host_activity;          // bytes handed to the host since the heap was last measured
    int heap_over_limit;           // 1 when the last measurement found the heap past base + cap
    clua_ObjectPredicate object_in_use;  // keeps bound objects' Lua side while true (keepalive.c)
    clua_ObjectRelease release_object;   // releases a bound object when its userdata goes
    int identity_reference;        // registry reference of the object identity table, or LUA_NOREF
    int deferred_error;            // registry reference of an error to raise in Lua, or LUA_NOREF
    int deferred_depth;            // raised by the first host function returning at this call depth or less
    char internal_prefix[32];      // chunk names of the host's own Lua code start with this
    size_t internal_prefix_length; // 0: every chunk is the script's
    void *host;                    // the host's per-state context (unretained)
    void (*warn)(void *host, const char *message, int on);  // receives complete warnings
    char *warn_buffer;             // a warning being assembled from pieces
    size_t warn_length;
    int warnings_on;               // 1 after warn("@on"), 0 (the start) after warn("@off")
    int warn_continuing;           // 1 while the pieces of a warning are arriving
    int warn_began_on;             // warnings_on when the warning being assembled began
} clua_Runtime;

static inline clua_Runtime *clua_runtime(lua_State *L) {
    return *(clua_Runtime **)lua_getextraspace(L);
}

/// Sets the hook of `thread` to what the runtime asks for now: every event
/// while an interrupt is pending, else a count hook for a budget and a line
/// hook for coverage (one hook function with both masks), or none (interrupt.c).
void clua_arm(lua_State *thread, clua_Runtime *rt);

/// The runtime whose Lua code called the host code running on this thread now,
/// or NULL (interrupt.c): what `clua_host_work_may_go_on` charges.
extern _Thread_local clua_Runtime *clua_host_runtime;

/// What a host frame changes in the runtime record and restores on return.
typedef struct clua_HostFrame {
    lua_State *caller;
    int enforcing_limit;
    int handler_slot;
    clua_Runtime *thread_runtime;
} clua_HostFrame;

/// Enters host code called from Lua on thread `L`: the memory cap is lifted
/// (an allocation failure would raise through the host's frames), `L` becomes
/// the current thread, and no resident message handler is reachable from the
/// host's stack frame.
static inline clua_HostFrame clua_enter_host(clua_Runtime *rt, lua_State *L) {
    clua_HostFrame frame = { rt->current, rt->enforcing_limit, rt->handler_slot, clua_host_runtime };
    rt->enforcing_limit = 0;
    rt->current = L;
    rt->handler_slot = 0;
    clua_host_runtime = rt;
    return frame;
}

/// Leaves host code entered with `clua_enter_host`.
static inline void clua_leave_host(clua_Runtime *rt, clua_HostFrame frame) {
    rt->current = frame.caller;
    rt->enforcing_limit = frame.enforcing_limit;
    rt->handler_slot = frame.handler_slot;
    clua_host_runtime = frame.thread_runtime;
}

/// After a host function returned: when the host deferred an error to this depth (see
/// `clua_defer_error`), pushes it and returns 1 (the trampoline then raises it).
static inline int clua_take_deferred_error(lua_State *L, clua_Runtime *rt) {
    if (rt->deferred_error == LUA_NOREF || rt->call_depth > rt->deferred_depth) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->deferred_error);
    luaL_unref(L, LUA_REGISTRYINDEX, rt->deferred_error);
    rt->deferred_error = LUA_NOREF;
    return 1;
}

#endif
