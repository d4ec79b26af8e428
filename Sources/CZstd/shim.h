#ifndef FLASHZILLA_CZSTD_SHIM_H
#define FLASHZILLA_CZSTD_SHIM_H
// No pkgConfig in the manifest (as for ncurses): the header is in the default include path.
#include <zstd.h>
#endif
