#ifndef TACTILE_CCAIRO_SHIM_H
#define TACTILE_CCAIRO_SHIM_H

// cairo draws pixels and reads and writes PNG; Pango, through pangocairo, lays out and draws
// text; the fontconfig parts of Pango let Tactile give Pango a private font configuration that
// holds only the bundled DejaVu fonts, so text never depends on the fonts of the environment.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// PANGO_SCALE is a macro Swift does not import as a typed constant.
static inline int tactile_pango_scale(void) { return PANGO_SCALE; }

#endif
