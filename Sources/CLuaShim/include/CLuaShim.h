// The C side of Tactile's Lua embedding: the per-state runtime record
// (clua_runtime.h), the trampolines Lua calls for Swift functions
// (clua_trampolines.h), the hot path of calls from Swift into Lua
// (clua_host_calls.h) — all `static inline` — and, below, C functions with
// behaviour of their own: they keep process-wide data (the signal target) or
// are installed as callbacks Lua calls by address (allocator, panic and
// warning functions, message handler, hook). They raise Lua errors only from C.
// The CLua module re-exposes Lua's own API; this target owns everything else.
#ifndef TACTILE_CLUA_SHIM_RUNTIME_H
#define TACTILE_CLUA_SHIM_RUNTIME_H

#include <stddef.h>
#include "clua_runtime.h"
#include "clua_trampolines.h"
#include "clua_host_calls.h"

/// Receives a complete warning (pieces joined) for the host context `host`;
/// `on` is 1 when warnings were on (`warn("@on")`) as it began.
typedef void (*clua_WarningFunction)(void *host, const char *message, int on);

/// Creates a state with the limiting allocator, panic and warning functions,
/// the standard libraries, interrupt-aware coroutines and a string library
/// whose pattern matching budgets and interrupts reach (string_library.c). Setup runs under a
/// protected call; on failure returns NULL and writes the reason to `error`.
struct lua_State *clua_open(size_t memory_limit, void *host, clua_WarningFunction warn,
                            char *error, size_t error_size);

/// Closes the state (running pending finalizers) and frees its runtime record.
void clua_close(struct lua_State *L);

/// Calls the function below `nargs` arguments in protected mode with a message
/// handler that appends a traceback (the resident one when host code not called
/// from Lua calls on the main thread). Returns the Lua status code; on error
/// the message (with traceback) is on top of the stack. The faster forms for
/// calls prepared by `clua_begin_call` are in the CLua module (host_calls.h).
int clua_call(struct lua_State *L, int nargs, int nresults);

/// Pushes a new sandbox: an environment table of its own for code that is not
/// trusted (see sandbox.c). Runs in protected mode; returns the Lua status
/// code, with the sandbox or the error message on top of the stack.
int clua_new_sandbox(struct lua_State *L);

/// Pushes a new host environment: an empty table reading through to the state's
/// host library, the standard library as sandboxes have it, shared by the host's
/// own trusted Lua code (see sandbox.c). Runs in protected mode; returns the Lua
/// status code, with the table or the error message on top of the stack.
int clua_new_host_environment(struct lua_State *L);

/// Pushes the C function that makes a new sandbox each time it is called, for
/// host Lua code that builds environments.
void clua_push_sandbox_maker(struct lua_State *L);

/// Pushes two C functions that read the call stack without the `debug`
/// library: `frame(level)` (kind, source, line, short source of a level, 1
/// being the caller) and `traceback(message, level)`.
void clua_push_inspection(struct lua_State *L);

/// Replaces the value on top of the stack with "source:line" of where it is
/// defined when it is a Lua function (Lua's short source, the line its
/// `function` keyword is on); with "" for a C function or any other value.
/// Raises only on a memory error.
void clua_push_definition_site(struct lua_State *L);

/// Pushes "source:line: " of the Lua code that called the running C function,
/// as `luaL_where(L, 1)` does, but past the host's own Lua code (chunk names
/// starting with the internal prefix) to the script's; "" when a C function
/// called it or there is none: where a host error is reported.
void clua_push_where(struct lua_State *L);

/// The chunk name the host gave (`@file.lua`, `=stdin`) of the code the
/// running C function is called on behalf of: the nearest Lua function on the
/// stack that is not the host's own, past C functions and coroutine resumes,
/// or for a chunk a script loaded, the code that loaded it (owner.c). NULL
/// when no such code is known. The string stays valid until Lua runs again.
const char *clua_code_owner(struct lua_State *L);

/// Sets the prefix of the chunk names of the host's own Lua code (at most 31
/// bytes; "" for none), which error positions skip.
void clua_set_internal_prefix(struct lua_State *L, const char *prefix);

/// Makes the string on top of the stack (popped) the error raised by the next
/// host function that returns to Lua code running at the current call depth or
/// an outer one — the Lua code that led to the host code running now — unless
/// an error is already deferred. Replaces nothing; `clua_clear_deferred_error`
/// forgets it.
void clua_defer_error(struct lua_State *L);

/// Forgets a deferred error.
void clua_clear_deferred_error(struct lua_State *L);

/// The Lua function on top of the stack (left there) as a binary chunk with its
/// debug information but its local variables' names (dump_names.c), in memory
/// from `malloc` that the caller frees, its size in `length`; NULL when memory
/// ran out. Raises nothing. Only for the host's own trusted chunks: a binary
/// chunk is loaded without checks.
char *clua_dump_function(struct lua_State *L, size_t *length);

/// Converts the value at `idx` with Lua's `tostring` (honouring `__tostring`
/// and `__name`) in protected mode. Pushes the string, or the error message;
/// returns the Lua status code.
int clua_tostring_protected(struct lua_State *L, int idx);

/// Asks the state to stop the chunk it is running with the error "interrupted":
/// hooks the main thread and the running coroutine. Async-signal-safe.
void clua_request_interrupt(struct lua_State *L);

/// Makes `L` (or nobody, when NULL) the state `clua_interrupt_signal_target`
/// interrupts.
void clua_set_signal_target(struct lua_State *L);

/// Requests an interrupt of the signal target, if any. Async-signal-safe: call
/// it from a SIGINT handler.
void clua_interrupt_signal_target(void);

/// Charges `instructions` to the running budget for work the host does on a
/// script's behalf. Returns 1 when the work may go on, 0 when the budget is
/// spent (the script's next instruction then raises the budget error) or an
/// interrupt is pending. With no budget and no interrupt, always 1.
int clua_spend_budget(struct lua_State *L, long long instructions);

/// `clua_spend_budget` for the Lua code whose call into the host is running on
/// this thread now, wherever in the host it is asked (deep in drawing, say);
/// 1 when no Lua code called the host here.
int clua_host_work_may_go_on(long long instructions);

/// The memory block of a userdata retaining a Swift object: the object, and
/// whether its finalizer already ran once and put off the release.
typedef struct clua_ObjectSlot {
    void *object;
    int release_put_off;
} clua_ObjectSlot;

/// The `__gc` of bound objects' userdata: releases the object — unless its
/// userdata carries a user value table and the host still uses the object,
/// in which case the userdata is kept until it does not, or the release was
/// not yet put off once (see keepalive.c).
int clua_object_gc(struct lua_State *L);

/// The object retained by the value at `index` when it is a bound object's
/// userdata (its metatable's `__gc` is `clua_object_gc`); NULL for any other
/// value, and for a userdata whose object was released. Never raises.
void *clua_bound_object(struct lua_State *L, int index);

/// Installs the host's answer to "is this object still in use" and the
/// release of bound objects (the first time, starts the per-cycle sweep).
void clua_keep_objects_in_use(struct lua_State *L, clua_ObjectPredicate in_use, clua_ObjectRelease release);

/// Pushes a C function returning the user value table of the userdata it is
/// given, made on first use.
void clua_push_uservalue_function(struct lua_State *L);

/// How many bytes handed to the host pass between two measurements of the heap.
#define CLUA_HEAP_MEASURE_INTERVAL ((size_t)1 << 20)

/// Starts (on = 1) or stops counting the process heap's growth from now on
/// against the memory cap, besides Lua's own allocations. For a process that
/// runs one state at a time: the heap is the whole process's.
void clua_count_host_memory(struct lua_State *L, int on);

/// When counting host memory found the heap past the cap: runs two full
/// collections, finalizers included (Lua's emergency collections skip them, and
/// they are what release the host's objects; the first only puts a release off,
/// see keepalive.c), and measures again.
void clua_recover_host_memory(struct lua_State *L);

/// Notes that the host keeps `bytes` on a script's behalf (a string it took);
/// measures the heap every CLUA_HEAP_MEASURE_INTERVAL bytes when counting.
void clua_note_host_bytes(struct lua_State *L, size_t bytes);

/// Starts (active = 1, with `instructions` to spend) or ends an instruction
/// budget; arms or removes the count hook on the calling thread.
void clua_set_budget(struct lua_State *L, int active, long long instructions);

/// Starts counting how often each line of each file-loaded chunk runs, on
/// every thread of the state, until it closes (coverage.c).
void clua_coverage_start(struct lua_State *L);

/// The number of files with counted lines.
int clua_coverage_file_count(struct lua_State *L);

/// File `index`'s name (its chunk name without '@'), with its counts:
/// `(*counts)[line]` for lines below `*lines` (entries 0 and lines never run
/// are 0). NULL for an index out of range. Valid until the next Lua call.
const char *clua_coverage_file(struct lua_State *L, int index, const unsigned long long **counts, int *lines);

/// The lines holding code of every function of the chunk `text` (as Lua's
/// line hook can report them), sorted, in `*lines` (to be freed with `free`);
/// returns their number, or -1 when the text does not compile. Uses a
/// state of its own.
int clua_active_lines(const char *text, size_t length, const char *chunkname, int **lines);

#endif
