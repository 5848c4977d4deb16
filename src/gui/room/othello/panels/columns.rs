//! The panels under the board in a narrow window: which columns fit side by side, and the
//! names of the panels left out for lack of room.

use super::Panel;

/// A column of panels under the board (a section that runs into the next shares its column).
pub(super) type Column<'p> = Vec<&'p mut Box<dyn Panel>>;

/// The columns of panels under the board that fit side by side in `available` points
/// (`gap` between two), in order; and the View menu names of the panels of those that do not.
/// The first column is always kept.
pub(super) fn fitting(
    columns: Vec<Column<'_>>,
    available: f32,
    gap: f32,
) -> (Vec<Column<'_>>, Vec<String>) {
    let mut kept = Vec::new();
    let mut left_out = Vec::new();
    let mut used = 0.0;
    for column in columns {
        let width = column.iter().map(|p| p.width()).fold(0.0, f32::max);
        let needed = if kept.is_empty() {
            width
        } else {
            used + gap + width
        };
        if kept.is_empty() || needed <= available + 0.5 {
            used = needed;
            kept.push(column);
        } else {
            left_out.extend(
                column
                    .iter()
                    .filter_map(|p| p.menu())
                    .map(|m| format!("“{}”", crate::gui::i18n::format(m.name, None))),
            );
        }
    }
    (kept, left_out)
}
