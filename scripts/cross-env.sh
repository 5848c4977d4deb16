# Sourced by build-web.sh and build-windows.sh: the compiler that builds for the browser and
# for Windows. The rustup toolchain has no standard library for those targets; Debian's "web"
# compiler (rustc 1.96 at /usr/bin) comes with the standard library's sources, so each build
# compiles std for its target (-Z build-std, allowed on a stable compiler by RUSTC_BOOTSTRAP).

# out_dir SCRIPT ARG...: the one OUT_DIR a build script takes; otherwise the script's usage (the
# comment at its top) and status 2.
out_dir() {
    local script="$1"
    shift
    if [[ $# -ne 1 || "$1" == -* ]]; then
        sed -n '2,10p' "$script" | sed 's/^# \{0,1\}//' >&2
        return 2
    fi
    printf '%s\n' "$1"
}

# apt_need PACKAGE...: installs the Debian packages that are missing.
apt_need() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if ((${#missing[@]})); then
        echo "installing: ${missing[*]}" >&2
        [[ -n "$(ls /var/lib/apt/lists/ 2>/dev/null | grep -v lock | head -1)" && -z "${APT_UPDATED:-}" ]] \
            || apt-get update -qq
        APT_UPDATED=1
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
            || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
    fi
}

# cross_cargo TARGET ARGS...: Debian's cargo and rustc building for TARGET, with std built for
# it, into target/TARGET-std (apart from the native builds, which use the rustup toolchain).
cross_cargo() {
    local target="$1"
    shift
    RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc \
        CARGO_TARGET_DIR="${CROSS_TARGET_DIR:-target/cross}" \
        /usr/bin/cargo "$@" -Z build-std=std,panic_abort --target "$target"
}
