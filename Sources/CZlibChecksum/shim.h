#ifndef FLASHZILLA_CZLIB_CHECKSUM_SHIM_H
#define FLASHZILLA_CZLIB_CHECKSUM_SHIM_H
// The system zlib (zlib1g-dev), for its CRC-32: ZIPFoundation checks a zip entry with a
// table in Swift on Linux (it looks for a module named `zlib`), a fifth of a large
// package's unzip.
#include <zlib.h>
#endif
