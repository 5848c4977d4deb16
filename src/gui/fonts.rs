//! Fonts for the languages egui's own fonts do not cover.
//!
//! egui ships Latin, Greek and Cyrillic fonts. Japanese needs a CJK font, and a whole one
//! weighs 16 MB; `assets/fonts/NotoSansJP-subset.otf` holds only the kana, the punctuation and
//! the kanji the Japanese catalogue uses (made by `scripts/subset-font.sh` from Noto Sans CJK
//! JP, under the SIL Open Font License beside it). It is a fallback: Latin text keeps egui's
//! fonts, and a test checks that every character of every catalogue can be drawn.

/// The Japanese subset, compiled in.
pub const JAPANESE: &[u8] = include_bytes!("../../assets/fonts/NotoSansJP-subset.otf");

/// Hands the fallback fonts to egui (proportional and monospace text alike). They take effect
/// at once if no text has been laid out yet in this pass.
pub fn install(ctx: &egui::Context) {
    use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .into_iter()
        .map(|family| InsertFontFamily {
            family,
            priority: FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(FontInsert::new(
        "noto-sans-jp-subset",
        egui::FontData::from_static(JAPANESE),
        families,
    ));
}
