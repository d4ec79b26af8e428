#ifndef FLASHZILLA_CZSTD_SHIM_H
#define FLASHZILLA_CZSTD_SHIM_H
// The system libzstd (libzstd-dev): Anki's current package layout compresses its
// collection, its media list and each media file with zstd.
#include <zstd.h>
#endif
