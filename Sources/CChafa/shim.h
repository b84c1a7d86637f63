#ifndef TACTILE_CCHAFA_SHIM_H
#define TACTILE_CCHAFA_SHIM_H

// chafa turns pixels into terminal graphics: kitty or sixel images where the terminal shows
// them, Unicode block symbols in true colour otherwise. Its cflags bring in glib's headers.
#include <chafa.h>

// g_string_free may be a macro in glib's headers; Swift calls this instead.
static inline void tactile_chafa_free_string(GString *string) { g_string_free(string, TRUE); }

#endif
