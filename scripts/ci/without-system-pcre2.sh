#!/usr/bin/env bash
# Runs a command on a machine that looks as if it had no system PCRE2 for building: Debian's pcre2.h and
# libpcre2-8.pc are hidden (unshare -m, /dev/null bound over each) for the command alone, without
# uninstalling anything. CI builds the default graph this way, to prove it needs no system library.
# Where that cannot be done (not root, no unshare), it says so and runs the command as it is.
set -euo pipefail
hidden=()
for file in /usr/include/pcre2.h /usr/lib/*/pkgconfig/libpcre2-8.pc /usr/lib/pkgconfig/libpcre2-8.pc \
    /usr/share/pkgconfig/libpcre2-8.pc; do
    [ -e "$file" ] && hidden+=("$file")
done
if [ ${#hidden[@]} -eq 0 ]; then
    echo "without-system-pcre2: no system PCRE2 header or pkg-config file here"
    exec "$@"
fi
if [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null 2>&1; then
    echo "without-system-pcre2: cannot hide ${hidden[*]} (needs root and unshare): running as it is" >&2
    exec "$@"
fi
echo "without-system-pcre2: hiding ${hidden[*]}"
mounts=""
for file in "${hidden[@]}"; do mounts+="mount --bind /dev/null '$file' && "; done
exec unshare -m bash -c "${mounts}! pkg-config --exists libpcre2-8 2>/dev/null && exec \"\$@\"" bash "$@"
