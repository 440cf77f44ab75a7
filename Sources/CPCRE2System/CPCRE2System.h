// The system's PCRE2 (Debian's libpcre2-dev, Homebrew's pcre2), found through pkg-config libpcre2-8:
// what the SystemPCRE2 trait builds on, for users who want their distribution's security updates.
#ifndef CPCRE2SYSTEM_H
#define CPCRE2SYSTEM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include "../CPCRE2/wrappers/cpcre2_wrappers.h"

#endif // CPCRE2SYSTEM_H
