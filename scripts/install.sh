#!/usr/bin/env bash
# Installs Othello for the current user like any desktop program: the binary (cargo install),
# the menu entry, the icon and the AppStream metadata under ~/.local (or --prefix DIR).
#
#   scripts/install.sh               # build and install
#   scripts/install.sh --uninstall   # remove everything it installed
#   scripts/install.sh --prefix DIR  # another prefix (DIR/bin, DIR/share/...)
#   scripts/install.sh --no-build    # the desktop files only (the binary is installed already)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
uninstall=false
build=true
while (($#)); do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --uninstall) uninstall=true; shift ;;
        --no-build) build=false; shift ;;
        -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

share="$prefix/share"
files=(
    "$share/applications/othello.desktop"
    "$share/icons/hicolor/256x256/apps/othello.png"
    "$share/icons/hicolor/scalable/apps/othello.svg"
    "$share/metainfo/othello.metainfo.xml"
)

refresh_caches() {
    # Menus and icon themes pick up changes by themselves on most desktops; these make it
    # immediate where the tools exist.
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
}

if $uninstall; then
    for file in "${files[@]}"; do
        rm -f "$file"
    done
    if [[ -x "$prefix/bin/othello" ]]; then
        cargo uninstall --root "$prefix" othello >/dev/null 2>&1 || rm -f "$prefix/bin/othello"
    fi
    refresh_caches
    echo "Othello removed from $prefix"
    exit 0
fi

if $build; then
    cargo install --locked --path . --root "$prefix" --bin othello
fi
install -Dm644 assets/othello.desktop "$share/applications/othello.desktop"
install -Dm644 assets/othello.png "$share/icons/hicolor/256x256/apps/othello.png"
install -Dm644 assets/othello.svg "$share/icons/hicolor/scalable/apps/othello.svg"
install -Dm644 assets/othello.metainfo.xml "$share/metainfo/othello.metainfo.xml"
refresh_caches
echo "Othello installed in $prefix: run 'othello', or find it in the Games menu."
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Note: $prefix/bin is not on your PATH; the menu entry needs it there." ;;
esac
