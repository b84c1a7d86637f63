// Interruption, instruction budgets and line coverage, all through one hook
// (Lua allows one per thread) that is armed only on demand: any active hook
// roughly doubles the cost of a tight loop. Only count and interrupt events
// raise; a line event only counts its line. Hooks are per thread (coroutine),
// so the running coroutine is tracked by replacements of `coroutine.resume`
// and `coroutine.wrap`, and a request hooks it as well as the main thread.
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

/// The mask of the hook when no interrupt is pending.
static int normal_mask(clua_Runtime *rt) {
    return (rt->budget_active ? LUA_MASKCOUNT : 0) | (rt->coverage != NULL ? LUA_MASKLINE : 0);
}

void clua_arm(lua_State *thread, clua_Runtime *rt) {
    if (rt->interrupt_requested) {
        lua_sethook(thread, clua_hook, interrupt_mask, 1);
        return;
    }
    int mask = normal_mask(rt);
    if (mask == 0) {
        lua_sethook(thread, NULL, 0, 0);
        return;
    }
    long long step = rt->budget_remaining < budget_step_limit ? rt->budget_remaining : budget_step_limit;
    lua_sethook(thread, clua_hook, mask, (mask & LUA_MASKCOUNT) ? (step > 0 ? (int)step : 1) : 0);
}

/// Fails at every instruction from now on (and still counts lines), so a `pcall`
/// cannot swallow a spent budget.
static void fail_every_instruction(lua_State *L, clua_Runtime *rt) {
    lua_sethook(L, clua_hook, LUA_MASKCOUNT | (rt->coverage != NULL ? LUA_MASKLINE : 0), 1);
}

void clua_hook(lua_State *L, lua_Debug *ar) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->interrupt_requested) {
        clua_stop(L, rt, CLUA_STOP_INTERRUPT, "interrupted");
    }
    if (ar->event == LUA_HOOKLINE) clua_coverage_record(L, ar);
    // Left from an interrupt, or from a budget that ended: back to the normal hook.
    if ((lua_gethookmask(L) & ~LUA_MASKLINE) != (normal_mask(rt) & ~LUA_MASKLINE)) {
        clua_arm(L, rt);
        return;
    }
    if (ar->event != LUA_HOOKCOUNT) return;
    rt->budget_remaining -= lua_gethookcount(L);
    if (rt->budget_remaining <= 0) {
        rt->budget_remaining = 0;
        fail_every_instruction(L, rt);
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
    clua_arm(L, rt);
}

int clua_spend_budget(lua_State *L, long long instructions) {
    clua_Runtime *rt = clua_runtime(L);
    if (rt->interrupt_requested) return 0;
    if (!rt->budget_active) return 1;
    rt->budget_remaining -= instructions;
    if (rt->budget_remaining > 0) return 1;
    // The next instruction the script runs raises the budget error (see clua_hook).
    rt->budget_remaining = 0;
    fail_every_instruction(rt->current, rt);
    if (rt->running != NULL && rt->running != rt->current) fail_every_instruction(rt->running, rt);
    return 0;
}

_Thread_local clua_Runtime *clua_host_runtime = NULL;

int clua_host_work_may_go_on(long long instructions) {
    clua_Runtime *rt = clua_host_runtime;
    if (rt == NULL || rt->current == NULL) return 1;
    return clua_spend_budget(rt->current, instructions);
}

int clua_stop_spent(lua_State *L) {
    clua_Runtime *rt = clua_runtime(L);
    // From now on fail at every instruction, as the hook does, so a `pcall`
    // cannot swallow the error. No call hook: it would fire as the message
    // handler is called, and raise there again.
    fail_every_instruction(L, rt);
    if (rt->interrupt_requested) clua_stop(L, rt, CLUA_STOP_INTERRUPT, "interrupted");
    clua_stop(L, rt, CLUA_STOP_BUDGET, "instruction budget exhausted");
    return 0;
}

/// Arms the hook on `co` when an interrupt or a budget is pending, since a
/// coroutine created earlier does not carry the hook of the thread resuming it.
static void clua_arm_for_thread(lua_State *co, clua_Runtime *rt) {
    if (rt->interrupt_requested || normal_mask(rt) != 0) clua_arm(co, rt);
}

int clua_resume_tracked(lua_State *L, lua_State *co, int narg) {
    clua_Runtime *rt = clua_runtime(L);
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, narg);
    clua_arm_for_thread(co, rt);
    lua_State *outer = rt->running;
    rt->running = co;
    clua_ResumeLink link = { co, L, rt->resumes };
    rt->resumes = &link;
    int nres;
    int status = lua_resume(co, L, narg, &nres);
    rt->resumes = link.outer;
    rt->running = outer;
    if (rt->interrupt_requested) lua_sethook(L, clua_hook, interrupt_mask, 1);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

/// `coroutine.resume`, recording the coroutine it runs so that an interrupt
/// or a budget reaches it; otherwise Lua's own, messages included.
static int clua_coroutine_resume(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    lua_State *co = lua_tothread(L, 1);
    int r = clua_resume_tracked(L, co, lua_gettop(L) - 1);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

/// The function `coroutine.wrap` returns (upvalue: the coroutine). An error
/// in the coroutine closes it and propagates with the caller's position.
static int clua_wrapped_call(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = clua_resume_tracked(L, co, lua_gettop(L));
    if (r >= 0) return r;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD) {
        status = lua_resetthread(co);
        lua_xmove(co, L, 1);
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/// `coroutine.wrap`, built on the tracked resume.
static int clua_coroutine_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, clua_wrapped_call, 1);
    return 1;
}

void clua_install_tracked_coroutines(lua_State *L) {
    lua_getglobal(L, "coroutine");
    lua_pushcfunction(L, clua_coroutine_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, clua_coroutine_wrap);
    lua_setfield(L, -2, "wrap");
    lua_pop(L, 1);
}
