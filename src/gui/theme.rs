//! Colours of the board and discs, chosen from egui's light or dark visuals so the board fits
//! the rest of the window.

use egui::{Color32, Visuals};

/// Colours for the board canvas and the status swatches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    /// Cell background.
    pub felt: Color32,
    /// Grid lines and the board's frame.
    pub grid: Color32,
    /// A legal cell under the mouse.
    pub hover: Color32,
    /// The marker drawn on legal cells when hints are on.
    pub hint: Color32,
    /// A highlighted cell (e.g. the last move).
    pub highlight: Color32,
    /// Black discs.
    pub black: Color32,
    /// White discs.
    pub white: Color32,
    /// The outline of every disc, so the colours differ by more than their fill.
    pub disc_outline: Color32,
    /// Marks (letters) drawn in cells by games other than Othello: X, and any other letter.
    pub mark: Color32,
    /// The second player's mark (O).
    pub mark_o: Color32,
    /// Coordinates along the edges.
    pub coordinates: Color32,
    /// The keyboard cursor's outline.
    pub cursor: Color32,
    /// The width of a disc's outline, as a fraction of the cell.
    pub outline: f32,
    /// The value of the best move.
    pub good: Color32,
    /// The value of a move far worse than the best.
    pub bad: Color32,
}

impl Theme {
    /// The high-contrast board: pure black and white discs with thick bright outlines, bright
    /// markers on a dark board.
    pub fn high_contrast() -> Self {
        Theme {
            felt: Color32::from_rgb(0x00, 0x40, 0x20),
            grid: Color32::from_rgb(0xc8, 0xc8, 0xc8),
            hover: Color32::from_rgb(0x00, 0x70, 0x38),
            hint: Color32::from_rgb(0xff, 0xff, 0x00),
            highlight: Color32::from_rgb(0xff, 0x50, 0x50),
            black: Color32::BLACK,
            white: Color32::WHITE,
            disc_outline: Color32::from_rgb(0xff, 0xc0, 0x00),
            mark: Color32::WHITE,
            mark_o: Color32::WHITE,
            coordinates: Color32::WHITE,
            cursor: Color32::from_rgb(0x00, 0xe0, 0xff),
            outline: 0.05,
            good: Color32::from_rgb(0x00, 0xff, 0xff),
            bad: Color32::from_rgb(0xff, 0x60, 0x60),
        }
    }

    /// egui's dark visuals with white text and stronger outlines.
    pub fn high_contrast_visuals() -> Visuals {
        let mut visuals = Visuals::dark();
        visuals.override_text_color = Some(Color32::WHITE);
        visuals.panel_fill = Color32::BLACK;
        visuals.window_fill = Color32::BLACK;
        visuals.warn_fg_color = Color32::from_rgb(0xff, 0xd0, 0x00);
        for widget in [
            &mut visuals.widgets.noninteractive,
            &mut visuals.widgets.inactive,
            &mut visuals.widgets.hovered,
            &mut visuals.widgets.active,
        ] {
            widget.bg_stroke = egui::Stroke::new(1.5, Color32::WHITE);
            widget.fg_stroke.color = Color32::WHITE;
        }
        visuals
    }

    /// The theme for the given egui visuals.
    pub fn for_visuals(visuals: &Visuals) -> Self {
        if visuals.override_text_color == Some(Color32::WHITE)
            && visuals.panel_fill == Color32::BLACK
        {
            Theme::high_contrast()
        } else if visuals.dark_mode {
            Theme {
                felt: Color32::from_rgb(0x1f, 0x6b, 0x45),
                grid: Color32::from_rgb(0x0c, 0x33, 0x20),
                hover: Color32::from_rgb(0x2f, 0x8a, 0x5c),
                hint: Color32::from_rgba_unmultiplied(0xf0, 0xe0, 0x80, 0xd0),
                highlight: Color32::from_rgb(0xd9, 0x6c, 0x2a),
                black: Color32::from_rgb(0x14, 0x14, 0x14),
                white: Color32::from_rgb(0xf2, 0xf2, 0xee),
                disc_outline: Color32::from_rgb(0x8a, 0x8a, 0x8a),
                mark: Color32::from_rgb(0xf2, 0xf2, 0xee),
                mark_o: Color32::from_rgb(0xf2, 0xf2, 0xee),
                coordinates: visuals.text_color(),
                cursor: Color32::from_rgb(0x5c, 0xc8, 0xff),
                outline: 0.025,
                good: Color32::from_rgb(0xa0, 0xff, 0x70),
                bad: Color32::from_rgb(0xff, 0x70, 0x70),
            }
        } else {
            Theme {
                felt: Color32::from_rgb(0x2e, 0x8b, 0x57),
                grid: Color32::from_rgb(0x14, 0x4d, 0x2e),
                hover: Color32::from_rgb(0x4c, 0xab, 0x76),
                hint: Color32::from_rgba_unmultiplied(0x10, 0x30, 0x20, 0x90),
                highlight: Color32::from_rgb(0xe0, 0x7a, 0x1f),
                black: Color32::from_rgb(0x12, 0x12, 0x12),
                white: Color32::from_rgb(0xfa, 0xfa, 0xf5),
                disc_outline: Color32::from_rgb(0x40, 0x40, 0x40),
                mark: Color32::from_rgb(0x10, 0x10, 0x10),
                mark_o: Color32::from_rgb(0x10, 0x10, 0x10),
                coordinates: visuals.text_color(),
                cursor: Color32::from_rgb(0x10, 0x4e, 0xc8),
                outline: 0.025,
                good: Color32::from_rgb(0xa0, 0xff, 0x70),
                bad: Color32::from_rgb(0xff, 0x70, 0x70),
            }
        }
    }

    /// The colour of `mark`: O in its own colour, every other letter in [`Theme::mark`].
    pub fn mark_colour(&self, mark: char) -> Color32 {
        if mark.eq_ignore_ascii_case(&'o') {
            self.mark_o
        } else {
            self.mark
        }
    }

    /// This theme for a game on paper (tic-tac-toe): a light sheet ruled in blue-grey, X in
    /// red and O in blue; in high contrast, a black sheet with white lines and bright inks.
    pub fn paper(self) -> Self {
        if self == Theme::high_contrast() {
            return Theme {
                felt: Color32::BLACK,
                grid: Color32::WHITE,
                hover: Color32::from_gray(0x30),
                mark: Color32::from_rgb(0xff, 0x60, 0x60),
                mark_o: Color32::from_rgb(0x40, 0xd0, 0xff),
                highlight: Color32::from_rgb(0xff, 0xd0, 0x00),
                ..self
            };
        }
        Theme {
            felt: Color32::from_rgb(0xf6, 0xf1, 0xe3),
            grid: Color32::from_rgb(0x7a, 0x8f, 0xa8),
            hover: Color32::from_rgb(0xe6, 0xdf, 0xc8),
            mark: Color32::from_rgb(0xc0, 0x26, 0x26),
            mark_o: Color32::from_rgb(0x15, 0x5c, 0xb8),
            highlight: Color32::from_rgb(0xf0, 0xb0, 0x30),
            cursor: Color32::from_rgb(0x10, 0x4e, 0xc8),
            ..self
        }
    }

    /// The colour of a move's value `worse` (0 = the best move, 1 = far worse) than the best.
    pub fn value_colour(&self, worse: f32) -> Color32 {
        let t = worse.clamp(0.0, 1.0);
        let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Color32::from_rgb(
            mix(self.good.r(), self.bad.r()),
            mix(self.good.g(), self.bad.g()),
            mix(self.good.b(), self.bad.b()),
        )
    }

    /// The backing under a move's value, so that it reads on any felt.
    pub fn value_backing(&self) -> Color32 {
        if self.outline >= 0.05 {
            Color32::BLACK
        } else {
            Color32::from_black_alpha(150)
        }
    }

    /// The fill of a disc of `player`.
    pub fn disc(&self, player: othello_core::Player) -> Color32 {
        match player {
            othello_core::Player::Black => self.black,
            othello_core::Player::White => self.white,
        }
    }
}

/// The size of the window's small text, in points: the smallest text a player needs to read.
pub const SMALL_TEXT: f32 = 11.0;

/// Hands the chosen theme to egui: light, dark or the system's (`preference`), the dark one
/// replaced by the high-contrast visuals when `high_contrast` (egui's own otherwise).
pub fn apply(ctx: &egui::Context, preference: egui::ThemePreference, high_contrast: bool) {
    let dark = if high_contrast {
        Theme::high_contrast_visuals()
    } else {
        Visuals::dark()
    };
    ctx.set_visuals_of(egui::Theme::Dark, dark);
    // egui's small text (9 points) is too small for what a player reads in it: the level
    // descriptions, the review's totals, the graph's scale.
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(
            egui::TextStyle::Small,
            egui::FontId::proportional(SMALL_TEXT),
        );
    });
    ctx.set_theme(preference);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_has_its_own_sheet_and_two_inks_in_every_theme() {
        for theme in [
            Theme::for_visuals(&Visuals::light()),
            Theme::for_visuals(&Visuals::dark()),
            Theme::high_contrast(),
        ] {
            let paper = theme.paper();
            assert_ne!(paper.felt, theme.felt);
            assert_ne!(paper.mark_colour('X'), paper.mark_colour('O'));
            for mark in ['X', 'O'] {
                assert_ne!(paper.mark_colour(mark), paper.felt);
            }
        }
    }
}
