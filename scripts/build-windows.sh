#!/usr/bin/env bash
# Builds Othello for 64-bit Windows on a Debian machine: the window program and the
# command-line programs, with the README, in OUT_DIR and as OUT_DIR.zip.
#
#   scripts/build-windows.sh OUT_DIR
#
# othello.exe is a window program (no console window opens with it); othello-console.exe,
# othello-engine.exe, othello-arena.exe and othello-archive.exe are console programs. They
# need only what Windows 10 and later have, and an OpenGL driver. Settings and the saved game
# go to %APPDATA%\othello\config, the imported game database to %APPDATA%\othello\data.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cross-env.sh
out="$(out_dir "$0" "$@")" || exit 2

apt_need rustc-web cargo-web rust-web-src gcc-mingw-w64-x86-64
target=x86_64-pc-windows-gnu
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
cross_cargo "$target" build --locked --profile "${PROFILE:-release}" --package othello --bins

built="${CROSS_TARGET_DIR:-target/cross}/$target/${PROFILE:-release}"
mkdir -p "$out"
for program in othello othello-console othello-engine othello-arena othello-archive; do
    x86_64-w64-mingw32-strip -o "$out/$program.exe" "$built/$program.exe"
done
cp README.md "$out/README.md"
cp assets/copyright "$out/COPYRIGHT.txt"
rm -f "$out.zip"
(cd "$(dirname "$out")" && python3 -m zipfile -c "$(basename "$out").zip" "$(basename "$out")")
echo "Windows build: $out ($(du -sk "$out" | cut -f1) KB), $out.zip ($(du -k "$out.zip" | cut -f1) KB)"
