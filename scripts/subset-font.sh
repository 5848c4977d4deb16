#!/bin/sh
# Regenerates assets/fonts/NotoSansJP-subset.otf, the font the window draws Japanese with: the
# Japanese face of Noto Sans CJK (SIL Open Font License 1.1, assets/fonts/OFL.txt) cut down to
# the kana, the CJK and full-width punctuation, and every character of assets/i18n/ja.ftl, so
# that the program carries a few hundred kilobytes instead of 16 MB. Run it after changing the
# Japanese catalogue (a test fails until you do).
#
#   apt-get install fonts-noto-cjk && pip install fonttools
#   scripts/subset-font.sh [PATH/TO/NotoSansCJK-Regular.ttc]
set -eu
source_font=${1:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
cd "$(dirname "$0")/.."
# Face 0 of the collection is Noto Sans CJK JP. The language's own name (日本語) is written in
# the source, not the catalogue.
pyftsubset "$source_font" \
    --font-number=0 \
    --text-file=assets/i18n/ja.ftl \
    --text="日本語" \
    --unicodes="U+3000-30FF,U+FF01-FF60" \
    --no-hinting \
    --desubroutinize \
    --output-file=assets/fonts/NotoSansJP-subset.otf
ls -l assets/fonts/NotoSansJP-subset.otf
