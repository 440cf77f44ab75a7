// glibc's malloc.h (mallopt and its M_* options), which the Glibc module does not import. Empty
// elsewhere: other C libraries have no mallopt.
#ifndef CMALLOC_OPTIONS_H
#define CMALLOC_OPTIONS_H

#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
