// PCRE2 (8-bit code units), the release inside the package (Sources/CPCRE2/pcre2, written by
// scripts/vendor/pcre2.sh), made importable by Swift. Its public functions carry the patternrules_ prefix
// (pcre2_prefix.h), so they never bind to another copy of PCRE2 in the process.
#ifndef CPCRE2_H
#define CPCRE2_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include "../pcre2/src/pcre2.h"
// Outside include/, so that no module owns it and CPCRE2System includes it as text too.
#include "../wrappers/cpcre2_wrappers.h"

#endif // CPCRE2_H
