//! The search's live output beside the board (View → Search output), as engine programs show
//! it: which search runs (the computer's move, a hint, the analysis), its depth and whether it
//! is selective or exact, the nodes, the speed, the time, its best move's value and the line
//! it expects. The analysis says all of it; the computer's and the hint's searches say their
//! depth and time while they run.

use super::{MenuEntry, Panel, Place, Scene};
use crate::gui::command::Command;
use crate::gui::i18n::{self, t};
use crate::gui::room::othello::shown::speed_text;
use crate::gui::room::othello::work;
use egui::{RichText, Ui};

/// The width the line of play needs.
const WIDTH: f32 = 220.0;

/// The search's live output.
pub struct Live;

impl Panel for Live {
    fn id(&self) -> &'static str {
        "live"
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-live",
            tip: Some("menu-show-live-tip"),
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        false
    }

    fn width(&self) -> f32 {
        WIDTH
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        ui.heading(t!("live-heading"));
        let Some(live) = &scene.work.live else {
            ui.label(RichText::new(t!("live-idle")).weak());
            return None;
        };
        if live.running {
            // The time runs on between the search's reports: draw it again now and then.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(250));
        }
        for (name, value) in rows(live) {
            ui.horizontal(|ui| {
                ui.label(RichText::new(name).weak());
                ui.label(value);
            });
        }
        if !live.pv.is_empty() {
            let line: Vec<String> = live.pv.iter().map(ToString::to_string).collect();
            ui.label(RichText::new(t!("live-line")).weak());
            ui.add(egui::Label::new(RichText::new(line.join(" ")).monospace()).wrap());
        }
        None
    }
}

/// The output's rows: what searches, its state, depth, value, nodes, speed and time.
fn rows(live: &work::Live) -> Vec<(String, String)> {
    let state = if live.running {
        t!("live-running")
    } else {
        t!("live-done")
    };
    let depth = match (live.exact, live.selective) {
        (true, _) => t!("live-depth-exact", depth = live.depth),
        (false, true) => t!("live-depth-selective", depth = live.depth),
        (false, false) => t!("live-depth-full", depth = live.depth),
    };
    let mut rows = vec![
        (t!("live-search"), format!("{} · {state}", live.who)),
        (t!("live-depth"), depth),
    ];
    if let Some(value) = live.value {
        let text = if live.exact {
            format!("{:+}", value / 100)
        } else {
            i18n::decimal(f64::from(value) / 100.0, true)
        };
        rows.push((t!("live-value"), text));
    }
    if let Some(nodes) = live.nodes {
        rows.push((t!("live-nodes"), nodes_text(nodes)));
        rows.push((t!("live-speed"), speed_text(nodes, live.reported)));
    }
    rows.push((
        t!("live-time"),
        t!(
            "live-seconds",
            seconds = i18n::decimal(live.elapsed.as_secs_f64(), false)
        ),
    ));
    rows
}

/// A node count in words: "12,345" below a million, "3.4 M" above.
fn nodes_text(nodes: u64) -> String {
    if nodes >= 1_000_000 {
        format!("{} M", i18n::decimal(nodes as f64 / 1e6, false))
    } else {
        nodes.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_speed_is_the_last_reports_while_the_time_runs_on() {
        let live = work::Live {
            running: true,
            nodes: Some(3_000_000),
            elapsed: Duration::from_secs(10),
            reported: Duration::from_secs(1),
            ..work::Live::default()
        };
        let rows = rows(&live);
        let row = |name: &str| {
            rows.iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap()
        };
        assert_eq!(row("Speed"), "3.0 M nodes/s");
        assert_eq!(row("Time"), "10.0 s");
    }
}
