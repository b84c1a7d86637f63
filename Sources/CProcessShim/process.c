#include "CProcessShim.h"

#include <signal.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

int cprocess_die_with_parent(void) {
#if defined(__linux__)
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have died before the request took effect.
    return getppid() == parent ? 0 : -1;
#else
    return -1;
#endif
}
