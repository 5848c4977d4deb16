#!/usr/bin/env bash
# Builds Othello for the browser into OUT_DIR: index.html, worker.js, othello.js and othello_bg.wasm, a
# static folder that any web server serves as it is (no special headers).
#
#   scripts/build-web.sh OUT_DIR
#   python3 -m http.server 8000 --directory OUT_DIR    # then open http://localhost:8000
#
# It installs what it needs on a Debian machine: Debian's compiler for the browser with the
# standard library's sources, and wasm-bindgen's command at the version in Cargo.lock (built
# once from crates.io into ~/.cache/othello-web-tools).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cross-env.sh
out="$(out_dir "$0" "$@")" || exit 2

apt_need rustc-web cargo-web rust-web-src lld

# wasm-bindgen's command must be the version the program is built with.
version="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
tools="${OTHELLO_WEB_TOOLS:-$HOME/.cache/othello-web-tools}"
bindgen="$tools/bin/wasm-bindgen"
if [[ "$("$bindgen" --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
    echo "building wasm-bindgen $version (once)" >&2
    src="$(mktemp -d)"
    mkdir -p "$src/fetch/src"
    printf '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\nwasm-bindgen-cli = "=%s"\n' \
        "$version" >"$src/fetch/Cargo.toml"
    echo 'fn main() {}' >"$src/fetch/src/main.rs"
    (cd "$src/fetch" && cargo fetch -q)
    crate="$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/wasm-bindgen-cli-"$version" | head -1)"
    cp -r "$crate" "$src/cli"
    # Its lock names a webpki-roots release the registry no longer serves; the one before it
    # builds the same command.
    (cd "$src/cli" && { cargo update -q -p webpki-roots --precise 1.0.10 2>/dev/null || true; } \
        && cargo install -q --path . --locked --root "$tools")
    rm -rf "$src"
fi

target=wasm32-unknown-unknown
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
# WebAssembly's 128-bit SIMD (every current browser has it): the engine's nodes a second in a
# worker went from 0.33 to 0.46 of native with it (docs/platforms.md).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:--C target-feature=+simd128}"
cross_cargo "$target" build --locked --profile "${PROFILE:-release}" --bin othello

mkdir -p "$out"
"$bindgen" --target web --no-typescript --out-dir "$out" \
    "${CROSS_TARGET_DIR:-target/cross}/$target/${PROFILE:-release}/othello.wasm"
cp assets/web/index.html assets/web/worker.js "$out/"
cp assets/othello.png "$out/othello.png"
wasm="$out/othello_bg.wasm"
echo "Web build: $out, othello_bg.wasm $(($(stat -c %s "$wasm") / 1024)) KB, $(($(gzip -9 -c "$wasm" | wc -c) / 1024)) KB gzipped"
