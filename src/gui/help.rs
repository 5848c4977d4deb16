//! The "How to play" and "About" windows.

use super::i18n;
use crate::gui::i18n::t;

/// Shows the rules in a window while `open` is true; the window's close button clears it.
pub fn show(ctx: &egui::Context, open: &mut bool) {
    let screen = ctx.content_rect();
    egui::Window::new(t!("help-title"))
        .id(egui::Id::unique("how to play"))
        .open(open)
        .default_width(480.0_f32.min(screen.width() - 20.0))
        .default_height(440.0_f32.min(screen.height() - 60.0))
        .max_height(screen.height() - 40.0)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (heading, paragraphs) in SECTIONS {
                    ui.strong(i18n::format(heading, None));
                    for paragraph in *paragraphs {
                        ui.label(i18n::format(paragraph, None));
                    }
                    ui.add_space(8.0);
                }
            });
        });
}

/// Shows the About box while `open` is true.
pub fn about(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new(t!("about-title"))
        .id(egui::Id::unique("about"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            for line in about_lines() {
                ui.label(line);
            }
        });
}

/// What the About box says: name, version, licence, and where the program comes from.
pub fn about_lines() -> Vec<String> {
    vec![
        format!("Othello {}", env!("CARGO_PKG_VERSION")),
        env!("CARGO_PKG_DESCRIPTION").to_owned(),
        t!("about-licence", licence = env!("CARGO_PKG_LICENSE")),
        t!("about-home"),
        t!("about-written"),
    ]
}

/// Everything the "How to play" window says, as one text (for tests and search).
pub fn text() -> String {
    let mut text = String::new();
    for (heading, paragraphs) in SECTIONS {
        text.push_str(&i18n::format(heading, None));
        text.push('\n');
        for paragraph in *paragraphs {
            text.push_str(&i18n::format(paragraph, None));
            text.push('\n');
        }
    }
    text
}

/// The sections of "How to play": the key of each heading and of its paragraphs.
const SECTIONS: &[(&str, &[&str])] = &[
    ("help-game", &["help-game-1", "help-game-2", "help-game-3"]),
    ("help-full-rules", &["help-full-rules-1"]),
    ("help-simple-rules", &["help-simple-rules-1"]),
    ("help-passing", &["help-passing-1"]),
    (
        "help-game-menu",
        &[
            "help-game-menu-1",
            "help-game-menu-4",
            "help-game-menu-2",
            "help-game-menu-3",
        ],
    ),
    (
        "help-new-game-dialog",
        &[
            "help-new-game-dialog-1",
            "help-new-game-dialog-2",
            "help-new-game-dialog-3",
            "help-new-game-dialog-4",
            "help-new-game-dialog-5",
            "help-new-game-dialog-6",
            "help-new-game-dialog-7",
            "help-new-game-dialog-8",
            "help-new-game-dialog-10",
            "help-new-game-dialog-9",
        ],
    ),
    (
        "help-computer-opponent",
        &[
            "help-computer-opponent-1",
            "help-computer-opponent-2",
            "help-computer-opponent-3",
            "help-computer-opponent-4",
            "help-computer-opponent-5",
            "help-computer-opponent-6",
        ],
    ),
    (
        "help-view-menu",
        &["help-view-menu-1", "help-view-menu-3", "help-view-menu-2"],
    ),
    ("help-analysis", &["help-analysis-1", "help-analysis-2"]),
    (
        "help-study",
        &[
            "help-study-1",
            "help-study-2",
            "help-study-3",
            "help-study-4",
        ],
    ),
    ("help-book", &["help-book-1", "help-book-2", "help-book-3"]),
    ("help-database", &["help-database-1", "help-database-2"]),
    ("help-statistics", &["help-statistics-1"]),
    ("help-clocks", &["help-clocks-1", "help-clocks-2"]),
    (
        "help-edit-position",
        &["help-edit-position-1", "help-edit-position-2"],
    ),
    (
        "help-game-files",
        &[
            "help-game-files-1",
            "help-game-files-2",
            "help-game-files-3",
            "help-game-files-4",
        ],
    ),
    (
        "help-analyze-game",
        &[
            "help-analyze-game-1",
            "help-analyze-game-2",
            "help-analyze-game-3",
            "help-analyze-game-4",
        ],
    ),
    ("help-move-list", &["help-move-list-1", "help-move-list-2"]),
    ("help-tic-tac-toe", &["help-tic-tac-toe-1"]),
    (
        "help-keys",
        &[
            "help-keys-1",
            "help-keys-2",
            "help-keys-3",
            "help-keys-4",
            "help-keys-5",
            "help-keys-6",
        ],
    ),
    ("help-help-menu", &["help-help-menu-1"]),
    (
        "help-saved-between-launches",
        &["help-saved-between-launches-1"],
    ),
];
