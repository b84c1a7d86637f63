// Embeds each file under page/ (C23 #embed); adding a file means adding it to `assets` below.
#include "TactileWorkbenchPage.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char index_html[] = {
#embed "page/index.html"
};
static const unsigned char workbench_css[] = {
#embed "page/workbench.css"
};
static const unsigned char workbench_js[] = {
#embed "page/workbench.js"
};
static const unsigned char canvas_js[] = {
#embed "page/canvas.js"
};
static const unsigned char panels_js[] = {
#embed "page/panels.js"
};

static const tactile_workbench_asset assets[] = {
    { "index.html", "text/html; charset=utf-8", index_html, sizeof index_html },
    { "workbench.css", "text/css; charset=utf-8", workbench_css, sizeof workbench_css },
    { "workbench.js", "text/javascript; charset=utf-8", workbench_js, sizeof workbench_js },
    { "canvas.js", "text/javascript; charset=utf-8", canvas_js, sizeof canvas_js },
    { "panels.js", "text/javascript; charset=utf-8", panels_js, sizeof panels_js },
};

const tactile_workbench_files tactile_workbench_page = { assets, sizeof assets / sizeof assets[0] };
