// Interruption and instruction budgets, both through one count hook that is
// armed only on demand: any active hook roughly doubles the cost of a tight
// loop. Hooks are per thread (coroutine), so the running coroutine is tracked
// by replacements of `coroutine.resume` and `coroutine.wrap`, and a request
// hooks it as well as the main thread.
//
// `lua_sethook` may be called from a signal handler (see ldebug.c), which is
// what makes `clua_request_interrupt` async-signal-safe.
#include <stdatomic.h>
#include "internal.h"

static const int interrupt_mask = LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT;
static const long long budget_step_limit = 1000;

static _Atomic(lua_State *) signal_target = NULL;

static void clua_stop(lua_State *L, clua_Runtime *rt, int reason, const char *message) {
    rt->stop_reason = reason;
    lua_pushstring(L, message);
    lua_error(L);
}

void clua_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    clua_Runtime *rt = clua_runtime(L);
    if (rt->interrupt_requested) {
        clua_stop(L, rt, CLUA_STOP_INTERRUPT, "interrupted");
    }
    if (!rt->budget_active) {
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    if (lua_gethookmask(L) != LUA_MASKCOUNT) {
        clua_set_budget(L, 1, rt->budget_remaining);
        return;
    }
    rt->budget_remaining -= lua_gethookcount(L);
    if (rt->budget_remaining <= 0) {
        // From now on fail at every instruction, so a `pcall` cannot swallow it.
        rt->budget_remaining = 0;
        lua_sethook(L, clua_hook, LUA_MASKCOUNT, 1);
        clua_stop(L, rt, CLUA_STOP_BUDGET, "instruction budget exhausted");
    }
}

void clua_request_interrupt(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    rt->interrupt_requested = 1;
    lua_State *running = rt->running;
    lua_sethook(rt->main, clua_hook, interrupt_mask, 1);
    if (running != NULL && running != rt->main) lua_sethook(running, clua_hook, interrupt_mask, 1);
}

void clua_set_signal_target(lua_State *L) {
    atomic_store(&signal_target, L);
}

void clua_set_signal_target_if(lua_State *L) {
    lua_State *expected = L;
    atomic_compare_exchange_strong(&signal_target, &expected, NULL);
}

void clua_interrupt_signal_target(void) {
    lua_State *L = atomic_load(&signal_target);
    if (L != NULL) clua_request_interrupt(L);
}

void clua_set_budget(lua_State *L, int active, long long instructions) {
    clua_Runtime *rt = clua_runtime(L);
    rt->budget_active = active;
    rt->budget_remaining = instructions;
    if (rt->interrupt_requested) return;
    if (!active) {
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    long long step = instructions < budget_step_limit ? instructions : budget_step_limit;
    lua_sethook(L, clua_hook, LUA_MASKCOUNT, step > 0 ? (int)step : 1);
}

/// Arms the hook on `co` when an interrupt or a budget is pending, since a
/// coroutine created earlier does not carry the hook of the thread resuming it.
static void clua_arm_for_thread(lua_State *co, clua_Runtime *rt) {
    if (rt->interrupt_requested) {
        lua_sethook(co, clua_hook, interrupt_mask, 1);
    } else if (rt->budget_active) {
        long long step = rt->budget_remaining < budget_step_limit ? rt->budget_remaining : budget_step_limit;
        lua_sethook(co, clua_hook, LUA_MASKCOUNT, step > 0 ? (int)step : 1);
    }
}

/// `coroutine.resume` that records the coroutine it runs. Upvalue 1 is the
/// library's own `resume`; errors in the arguments are re-raised unchanged.
static int clua_tracked_resume(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    lua_State *co = lua_tothread(L, 1);
    if (co != NULL) {
        clua_arm_for_thread(co, rt);
        rt->running = co;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    rt->running = L;
    if (rt->interrupt_requested) lua_sethook(L, clua_hook, interrupt_mask, 1);
    if (status != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

/// `coroutine.wrap` built on the tracked `resume`: like the library's, an
/// error in the coroutine propagates to the caller with the caller's position.
static const char tracked_wrap_source[] =
    "local create, resume, close = ...\n"
    "local function finish(co, ok, ...)\n"
    "  if ok then return ... end\n"
    "  local err = ...\n"
    "  close(co)\n"
    "  if type(err) == 'string' then error(err, 2) end\n"
    "  error(err, 0)\n"
    "end\n"
    "return function(f)\n"
    "  local co = create(f)\n"
    "  return function(...) return finish(co, resume(co, ...)) end\n"
    "end\n";

void clua_install_tracked_coroutines(lua_State *L) {
    lua_getglobal(L, "coroutine");
    int library = lua_gettop(L);
    lua_getfield(L, library, "resume");
    lua_pushcclosure(L, clua_tracked_resume, 1);
    lua_setfield(L, library, "resume");
    if (luaL_loadbuffer(L, tracked_wrap_source, sizeof(tracked_wrap_source) - 1, "=coroutine.wrap") != LUA_OK) {
        lua_error(L);
    }
    lua_getfield(L, library, "create");
    lua_getfield(L, library, "resume");
    lua_getfield(L, library, "close");
    lua_call(L, 3, 1);
    lua_setfield(L, library, "wrap");
    lua_pop(L, 1);
}
