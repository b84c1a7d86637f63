// The workbench's page: the HTML, CSS and JavaScript under `page/`, embedded in the binary when
// it is built (C23 #embed), so a copied `tactile` serves the page with no files beside it.
#ifndef TACTILE_WORKBENCH_PAGE_H
#define TACTILE_WORKBENCH_PAGE_H

#include <stddef.h>

/// One file of the page: its name as the page requests it (`workbench.js`), its media type and
/// its bytes.
typedef struct {
    const char *name;
    const char *media_type;
    const unsigned char *bytes;
    size_t length;
} tactile_workbench_asset;

/// The page's files.
typedef struct {
    const tactile_workbench_asset *assets;
    size_t count;
} tactile_workbench_files;

/// Every file of the page.
extern const tactile_workbench_files tactile_workbench_page;

#endif
