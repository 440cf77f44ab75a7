#!/usr/bin/env bash
# Reproduces Sources/CPCRE2/pcre2 from PCRE2's release tarball as Debian ships it (the .orig.tar.gz of
# Debian's source package, from deb.debian.org's pool; its SHA-256 is pinned below), or from a tarball
# given as the first argument (the same file from github.com/PCRE2Project/pcre2/releases).
#
# What it writes, and nothing else:
#   pcre2/src/          the library's sources (not pcre2test, pcre2grep, the POSIX wrapper, the fuzzers,
#                       dftables or the JIT test), the headers they include, pcre2.h from pcre2.h.generic
#                       with one added line that includes pcre2_prefix.h, and pcre2_chartables.c from
#                       pcre2_chartables.c.dist
#   pcre2/src/pcre2_prefix.h
#                       every global symbol renamed with the prefix patternrules_ (pcre2_compile_8 ->
#                       patternrules_pcre2_compile_8, _pcre2_ucd_records_8 -> patternrules__pcre2_…), so
#                       that a process that also loads the system's libpcre2-8 (libselinux and GLib link
#                       it) or another copy never binds one copy's calls to the other's code. The list is
#                       what `nm` finds defined in the sources compiled once here with Package.swift's
#                       configuration (JIT included), so it needs a C compiler (cc).
#   pcre2/deps/sljit/   the JIT compiler's sources (#included by pcre2_jit_compile.c, never compiled alone)
#   pcre2/LICENCE.md, pcre2/AUTHORS.md, pcre2/VERSION
#
# Then it applies scripts/vendor/pcre2-patches/*.patch in order: upstream fixes not yet in a release, each taken
# whole from PCRE2's repository (its commit and issue in the file), and listed in pcre2/VERSION.
#   0001  f483bce2 "Fix character list generator" (#841), for PCRE2 issue #833: a class of more than eight
#         code points above 0xFF, such as [\x{ff}\x{100}\x{8000}\x{8002}...\x{800e}], did not match
#         U+0100 in 10.45 to 10.47 (PCRE2's own testinput5 caught it here).
#
# The build configuration is Package.swift's: .define settings only, so the package stays a versioned
# dependency. With --check, compares the tree it would write with the committed one.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version=10.46
tarball_name="pcre2_${version}.orig.tar.gz"
sha256=8d28d7f2c3b970c3a4bf3776bcbb5adfc923183ce74bc8df1ebaad8c1985bd07
url="http://deb.debian.org/debian/pool/main/p/pcre2/$tarball_name"

check=false
tarball=""
for argument in "$@"; do
    case "$argument" in
        --check) check=true ;;
        *) tarball="$argument" ;;
    esac
done

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
if [ -z "$tarball" ]; then
    tarball="$scratch/$tarball_name"
    curl -fsSL -o "$tarball" "$url"
fi
echo "$sha256  $tarball" | sha256sum -c --quiet -
tar -xzf "$tarball" -C "$scratch"
upstream="$scratch/pcre2-$version"
out="$scratch/pcre2"
mkdir -p "$out/src" "$out/deps/sljit"

# The library's own sources: what libpcre2-8 is built from (Makefile.am's libpcre2_8_la_SOURCES).
library=(
    pcre2_auto_possess.c pcre2_chkdint.c pcre2_compile.c pcre2_compile_class.c pcre2_config.c
    pcre2_context.c pcre2_convert.c pcre2_dfa_match.c pcre2_error.c pcre2_extuni.c pcre2_find_bracket.c
    pcre2_jit_compile.c pcre2_maketables.c pcre2_match.c pcre2_match_data.c pcre2_newline.c
    pcre2_ord2utf.c pcre2_pattern_info.c pcre2_script_run.c pcre2_serialize.c pcre2_string_utils.c
    pcre2_study.c pcre2_substitute.c pcre2_substring.c pcre2_tables.c pcre2_ucd.c pcre2_valid_utf.c
    pcre2_xclass.c
)
# #included by the sources above, never compiled on their own.
included=(
    pcre2_internal.h pcre2_intmodedep.h pcre2_ucp.h pcre2_util.h pcre2_compile.h pcre2_jit_char_inc.h
    pcre2_jit_neon_inc.h pcre2_jit_simd_inc.h pcre2_jit_match.c pcre2_jit_misc.c pcre2_ucptables.c
    pcre2_printint.c
)
for file in "${library[@]}" "${included[@]}"; do cp "$upstream/src/$file" "$out/src/$file"; done
cp "$upstream/src/pcre2_chartables.c.dist" "$out/src/pcre2_chartables.c"
patches=()
for patch in "$repo"/scripts/vendor/pcre2-patches/*.patch; do
    # --no-backup-if-mismatch: a hunk applied with an offset leaves no .orig copy in the sources.
    patch --quiet --no-backup-if-mismatch -p1 -d "$out" < "$patch"
    patches+=("$(basename "$patch")")
done
if leftovers="$(find "$out" -name '*.orig' -o -name '*.rej' | grep .)"; then
    echo "vendor-pcre2: patching left files behind: $leftovers" >&2
    exit 1
fi
cp -R "$upstream/deps/sljit/sljit_src" "$out/deps/sljit/sljit_src"
cp "$upstream/LICENCE.md" "$upstream/AUTHORS.md" "$out/"

# pcre2.h, with the renaming header included before anything it declares.
awk '{ print } /^#define PCRE2_H_IDEMPOTENT_GUARD/ { print "\n/* PatternRules: every public function carries our prefix (scripts/vendor/pcre2.sh). */\n#include \"pcre2_prefix.h\"" }' \
    "$upstream/src/pcre2.h.generic" > "$out/src/pcre2.h"
grep -q '#include "pcre2_prefix.h"' "$out/src/pcre2.h"

# Every global symbol the library defines: the sources compiled once with Package.swift's configuration
# (JIT included), their defined globals read with nm.
objects="$scratch/objects"
mkdir -p "$objects"
: > "$out/src/pcre2_prefix.h"
for file in "${library[@]}" pcre2_chartables.c; do
    cc -c -O0 -w -I "$out/src" -DPCRE2_CODE_UNIT_WIDTH=8 -DPCRE2_STATIC -DPCRE2_EXPORT= -DSUPPORT_UNICODE \
        -DSUPPORT_JIT -DHAVE_MEMMOVE -DLINK_SIZE=2 -DMATCH_LIMIT=10000000 -DMATCH_LIMIT_DEPTH=10000000 \
        -DHEAP_LIMIT=20000000 -DNEWLINE_DEFAULT=2 -DPARENS_NEST_LIMIT=250 -DMAX_NAME_SIZE=128 \
        -DMAX_NAME_COUNT=10000 -DMAX_VARLOOKBEHIND=255 "$out/src/$file" -o "$objects/$file.o"
done
symbols="$(nm -g --defined-only "$objects"/*.o | awk 'NF == 3 { print $3 }' | sort -u)"
count="$(echo "$symbols" | wc -l)"
[ "$count" -gt 100 ] || { echo "vendor-pcre2: found only $count symbols" >&2; exit 1; }
if echo "$symbols" | grep -qv '^_\{0,1\}pcre2_'; then
    echo "vendor-pcre2: a global symbol outside PCRE2's names:" >&2
    echo "$symbols" | grep -v '^_\{0,1\}pcre2_' >&2
    exit 1
fi
{
    echo "/* Generated by scripts/vendor/pcre2.sh from PCRE2 $version: do not edit."
    echo "   Every global symbol of the 8-bit library (what nm finds defined in its objects) gets the prefix"
    echo "   patternrules_, so that this copy never clashes with the system's libpcre2-8 or another copy in the"
    echo "   same process. pcre2.h includes this file first, so declarations, definitions and calls agree. */"
    echo "#ifndef PATTERNRULES_PCRE2_PREFIX_H"
    echo "#define PATTERNRULES_PCRE2_PREFIX_H"
    for name in $symbols; do echo "#define $name patternrules_$name"; done
    echo "#endif"
} > "$out/src/pcre2_prefix.h"

{
    printf 'PCRE2 %s\nsource: %s\nsha256: %s\n' "$version" "$url" "$sha256"
    for patch in "${patches[@]}"; do printf 'patched: scripts/vendor/pcre2-patches/%s\n' "$patch"; done
} > "$out/VERSION"

target="$repo/Sources/CPCRE2/pcre2"
if $check; then
    if ! diff -r "$out" "$target" > "$scratch/diff"; then
        head -40 "$scratch/diff" >&2
        echo "Sources/CPCRE2/pcre2 differs from what scripts/vendor/pcre2.sh writes" >&2
        exit 1
    fi
    echo "Sources/CPCRE2/pcre2 is PCRE2 $version as scripts/vendor/pcre2.sh writes it"
else
    rm -rf "$target"
    cp -R "$out" "$target"
    echo "wrote Sources/CPCRE2/pcre2 (PCRE2 $version, $count symbols prefixed)"
fi
