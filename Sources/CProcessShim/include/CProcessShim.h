// Process control the executable needs and Swift cannot call directly (prctl is variadic).
#ifndef TACTILE_CPROCESS_SHIM_H
#define TACTILE_CPROCESS_SHIM_H

/// Asks the kernel to kill this process when its parent dies (Linux's
/// PR_SET_PDEATHSIG with SIGKILL). Returns 0 on success; -1 when it is not
/// supported or the parent has already gone (then the caller should exit).
int cprocess_die_with_parent(void);

#endif
