//! The panels under the board in a narrow window: each section a column (one that runs into
//! the next shares its column), as many columns side by side as fit, and the names of the
//! panels left out for lack of room said above them.

use super::{Panel, Scene};
use crate::gui::command::Command;
use crate::gui::i18n::t;
use egui::{RichText, Ui};

/// Draws the shown side panels under the board as columns; returns what the user asked for.
pub(super) fn show(ui: &mut Ui, shown: Vec<&mut Box<dyn Panel>>, scene: &Scene) -> Option<Command> {
    let mut columns: Vec<Column<'_>> = Vec::new();
    let mut column = Vec::new();
    for panel in shown {
        let joins = !panel.separated();
        column.push(panel);
        if !joins {
            columns.push(std::mem::take(&mut column));
        }
    }
    if !column.is_empty() {
        columns.push(column);
    }
    // The columns that fit, in the panels' order; the others are left out (still ticked in
    // the View menu) and said so above the ones shown.
    let gap = ui.spacing().item_spacing.x * 2.0 + 1.0;
    let (columns, left_out) = fitting(columns, ui.available_width(), gap);
    if !left_out.is_empty() {
        ui.label(
            RichText::new(t!("panels-no-room", panels = left_out.join(", ")))
                .weak()
                .small(),
        )
        .on_hover_text(t!("panels-no-room-tip"));
    }
    let mut command = None;
    ui.horizontal_top(|ui| {
        let count = columns.len();
        for (i, mut column) in columns.into_iter().enumerate() {
            let column_width = column.iter().map(|p| p.width()).fold(0.0, f32::max);
            ui.vertical(|ui| {
                ui.set_width(column_width.min(ui.available_width()));
                for panel in &mut column {
                    let asked = panel.show(ui, scene);
                    command = command.take().or(asked);
                }
            });
            if i + 1 < count {
                ui.separator();
            }
        }
    });
    command
}

/// A column of panels under the board (a section that runs into the next shares its column).
type Column<'p> = Vec<&'p mut Box<dyn Panel>>;

/// The columns of panels under the board that fit side by side in `available` points
/// (`gap` between two), in order; and the View menu names of the panels of those that do not.
/// The first column is always kept.
fn fitting(columns: Vec<Column<'_>>, available: f32, gap: f32) -> (Vec<Column<'_>>, Vec<String>) {
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
