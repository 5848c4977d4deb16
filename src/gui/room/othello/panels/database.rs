//! The game database beside the board (View → Game database): for the position on the board,
//! how many games reached it (transpositions and turned boards included), each next move with
//! its count as a bar split by how those games ended, and the games themselves, newest first,
//! a page at a time (double-click one to open it at this position); filters by player (with
//! completion), tournament and years; and, if asked, each move's count on the board.
//!
//! The answers come from [`crate::gui::database`], off the window's thread: out of the box from
//! the summary of the openings shipped with the program, after File → Import game database…
//! from the games themselves.

use super::{MenuEntry, Needs, Panel, Place, Scene};
use crate::gui::board::CellView;
use crate::gui::command::{Command, DatabaseGame, GameCommand, OthelloCommand};
use crate::gui::database::{Filter, PAGE, Service, Shown, Status};
use crate::gui::i18n::{self, t};
use crate::gui::room::othello::shown::ShownValue;
use egui::{Color32, RichText, Sense, Ui, vec2};
use othello_archive::{MoveStats, Query};

mod filters;

/// The name the panel is saved under.
pub const ID: &str = "database";

/// The database's section of the side panel.
#[derive(Default)]
pub struct DatabasePanel {
    service: Option<Service>,
    filter: Filter,
    /// The years typed, before they make a filter.
    years: (u16, u16),
    page: usize,
    /// Write each move's count on the board.
    marks: bool,
}

impl DatabasePanel {
    /// The worker, started the first time the panel is shown.
    fn service(&mut self, scene: &Scene) -> &mut Service {
        self.service.get_or_insert_with(|| {
            let egui = scene.egui.clone();
            Service::start(scene.data_dir.map(Into::into), move || {
                egui.request_repaint()
            })
        })
    }

    /// The answer about the position on the board, once it has come.
    fn current(&self, scene: &Scene) -> Option<&Shown> {
        let shown = self.service.as_ref()?.shown.as_ref()?;
        (shown.query == Some(Query::of(scene.game))).then_some(shown)
    }
}

impl Panel for DatabasePanel {
    fn id(&self) -> &'static str {
        ID
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-database",
            tip: Some("menu-show-database-tip"),
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        false
    }

    /// Nothing of the engine's: the value of each next move stands beside its games while
    /// View → Analysis runs, and no search runs for this panel alone (Analysis unchecked means
    /// no search).
    fn needs(&self) -> Needs {
        Needs::NONE
    }

    fn width(&self) -> f32 {
        300.0
    }

    fn game_changed(&mut self, _scene: &Scene) {
        self.page = 0;
    }

    fn takes(&self, command: &OthelloCommand) -> bool {
        matches!(command, OthelloCommand::ImportDatabase(_))
    }

    fn command(&mut self, command: &OthelloCommand, scene: &Scene) {
        if let OthelloCommand::ImportDatabase(picked) = command {
            self.service(scene).import(picked.clone());
        }
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        ui.heading(t!("database-heading"));
        if !is_standard(scene) {
            ui.label(RichText::new(t!("database-standard-only")).weak());
            return None;
        }
        if self.years == (0, 0) {
            self.years = (1977, 2100);
        }
        let query = Query::of(scene.game);
        let (filter, page) = (self.filter.clone(), self.page);
        let service = self.service(scene);
        service.poll();
        service.ask(query, &filter, page);
        status_line(ui, &service.status);
        let mut command = None;
        let Some(shown) = self.current(scene).cloned() else {
            ui.spinner();
            return None;
        };
        let all = shown.answer.all;
        match shown.summary {
            Some(false) => {
                ui.label(RichText::new(t!("database-summary-none")).weak());
            }
            _ => {
                ui.label(t!("database-games", games = all.games));
                if all.games > 0 {
                    ui.label(RichText::new(results(&all)).small());
                }
            }
        }
        let table = moves_table(
            ui,
            &shown.answer.moves,
            all.games,
            scene.playable,
            scene.values(),
        );
        if let Some(m) = table {
            command = Some(m);
        }
        ui.checkbox(&mut self.marks, t!("database-marks"));
        if shown.summary.is_some() {
            ui.label(RichText::new(t!("database-import-hint")).weak().small());
            return command;
        }
        self.filters(ui);
        if let Some(c) = self.games_list(ui, &shown) {
            command = Some(c);
        }
        command
    }

    fn decorate(&self, cells: &mut [CellView], scene: &Scene) {
        if !self.marks {
            return;
        }
        let Some(shown) = self.current(scene) else {
            return;
        };
        let cols = usize::from(scene.game.cols());
        for m in &shown.answer.moves {
            let Some(square) = m.square else {
                continue;
            };
            let Some(cell) =
                cells.get_mut(usize::from(square.row) * cols + usize::from(square.col))
            else {
                continue;
            };
            let text = t!("database-cell", games = m.games);
            cell.label.push_str(&format!(", {text}"));
            cell.tooltip = Some(match cell.tooltip.take() {
                Some(tip) => format!("{tip}\n{text}"),
                None => text,
            });
            if cell.value.is_none() {
                cell.value = Some(crate::gui::board::CellValue {
                    text: short_count(m.games),
                    exact: false,
                    book: false,
                    worse: 0.0,
                });
            }
        }
    }
}

impl DatabasePanel {
    /// The games of the page, a row of two lines each, newest first; returns the game to open.
    fn games_list(&mut self, ui: &mut Ui, shown: &Shown) -> Option<Command> {
        let total = shown.answer.all.games as usize;
        if total == 0 {
            return None;
        }
        let first = shown.page * PAGE;
        let last = (first + shown.rows.len()).min(total);
        let mut command = None;
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(t!(
                    "database-page",
                    first = first + 1,
                    last = last,
                    total = total
                ))
                .strong(),
            );
            if ui
                .add_enabled(self.page > 0, egui::Button::new("<").small())
                .on_hover_text(t!("database-newer"))
                .clicked()
            {
                self.page -= 1;
            }
            if ui
                .add_enabled(last < total, egui::Button::new(">").small())
                .on_hover_text(t!("database-older"))
                .clicked()
            {
                self.page += 1;
            }
        });
        egui::ScrollArea::vertical()
            .id_salt("database games")
            .max_height(220.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for row in &shown.rows {
                    let discs = row.black_discs;
                    let text = format!(
                        "{}  {}\n{} {}–{} {}",
                        row.year,
                        row.tournament,
                        row.black,
                        discs,
                        64u8.saturating_sub(discs),
                        row.white
                    );
                    let response = ui
                        .add(egui::Button::new(RichText::new(text).small()).frame(false))
                        .on_hover_text(t!("database-open-tip"));
                    // A double click opens it; so does Enter or Space on the row (the keyboard's
                    // click), as a screen reader's user reaches it.
                    let by_keyboard =
                        response.clicked() && !response.clicked_by(egui::PointerButton::Primary);
                    if response.double_clicked() || by_keyboard {
                        let game = DatabaseGame {
                            moves: row.moves.clone(),
                            at: row.at,
                            black: row.black.clone(),
                            white: row.white.clone(),
                            tournament: row.tournament.clone(),
                            year: row.year,
                            black_discs: row.black_discs,
                        };
                        command = Some(Command::Game(GameCommand::Othello(
                            OthelloCommand::OpenGame(Box::new(game)),
                        )));
                    }
                }
            });
        command
    }
}

/// Whether the game on the board is on the standard 8×8 start (the database's games all are).
fn is_standard(scene: &Scene) -> bool {
    let options = *scene.game.options();
    options == othello_core::Options::default()
        && scene.game.setup() == othello_core::Setup::standard(options)
}

/// The worker's status, in a line (or a progress bar while it reads).
fn status_line(ui: &mut Ui, status: &Status) {
    match status {
        Status::Idle | Status::Summary => {
            ui.label(RichText::new(t!("database-openings-only")).weak().small());
        }
        Status::Reading(done, total) => {
            let bar = egui::ProgressBar::new(*done as f32 / (*total).max(1) as f32).text(t!(
                "database-reading",
                done = *done,
                total = *total
            ));
            ui.add(bar);
        }
        Status::Indexing => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("database-indexing"));
            });
        }
        Status::Importing => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!("database-importing"));
            });
        }
        Status::Ready {
            games,
            problems,
            import,
        } => {
            let text = t!("database-ready", games = *games);
            let label = ui.label(RichText::new(text).weak().small());
            if !problems.is_empty() {
                label.on_hover_text(problems.join("\n"));
            }
            // Files of the import that could not be read, where the player sees them.
            if let Some(import) = import.as_ref().filter(|i| !i.unreadable.is_empty()) {
                let warn = ui.visuals().warn_fg_color;
                ui.colored_label(
                    warn,
                    t!(
                        "database-import-unreadable",
                        bad = import.unreadable.len(),
                        files = import.files
                    ),
                );
                for (name, why) in &import.unreadable {
                    let text = RichText::new(format!("{name}: {why}")).small().color(warn);
                    ui.add(egui::Label::new(text).wrap());
                }
            }
        }
        Status::Failed(why) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                t!("database-failed", why = why.as_str()),
            );
        }
    }
}

/// Black's, the draws' and White's shares and Black's mean score, in words.
fn results(m: &MoveStats) -> String {
    let share = |n: u32| i18n::decimal(100.0 * f64::from(n) / f64::from(m.games.max(1)), false);
    t!(
        "database-results",
        black = share(m.black_wins),
        draws = share(m.draws),
        white = share(m.white_wins),
        score = i18n::decimal(m.black_score(), false)
    )
}

/// A count in at most four characters: 987, 1.2k, 34k.
fn short_count(n: u32) -> String {
    match n {
        0..1000 => n.to_string(),
        1000..10_000 => format!("{:.1}k", f64::from(n) / 1000.0),
        _ => format!("{}k", n / 1000),
    }
}

/// The next moves, most played first: a button that plays the move, a bar as long as its share
/// split by how its games ended, and its count. Returns the move clicked.
/// The width of a next move's bar of results (the panel's width holds the move, the bar, the
/// games and the engine's value).
const BAR_WIDTH: f32 = 64.0;

fn moves_table(
    ui: &mut Ui,
    moves: &[MoveStats],
    games: u32,
    playable: bool,
    values: &[ShownValue],
) -> Option<Command> {
    let mut command = None;
    let most = moves.iter().map(|m| m.games).max().unwrap_or(1).max(1);
    egui::Grid::new("database moves")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for m in moves {
                let Some(square) = m.square else {
                    continue;
                };
                let button = ui
                    .add_enabled(playable, egui::Button::new(square.to_string()))
                    .on_hover_text(results(m));
                if button.clicked() {
                    command = Some(Command::Game(GameCommand::Play(square)));
                }
                let width = BAR_WIDTH * m.games as f32 / most as f32;
                let (rect, response) =
                    ui.allocate_exact_size(vec2(BAR_WIDTH, 12.0), Sense::hover());
                let bar = egui::Rect::from_min_size(rect.min, vec2(width.max(2.0), rect.height()));
                let painter = ui.painter_at(rect);
                let total = m.games.max(1) as f32;
                let mut x = bar.left();
                for (count, colour) in [
                    (m.black_wins, Color32::from_gray(20)),
                    (m.draws, Color32::from_gray(140)),
                    (m.white_wins, Color32::from_gray(235)),
                ] {
                    let w = bar.width() * count as f32 / total;
                    let part =
                        egui::Rect::from_min_size(egui::pos2(x, bar.top()), vec2(w, bar.height()));
                    painter.rect_filled(part, 0.0, colour);
                    x += w;
                }
                painter.rect_stroke(
                    bar,
                    0.0,
                    ui.visuals().widgets.noninteractive.fg_stroke,
                    egui::StrokeKind::Inside,
                );
                response.on_hover_text(results(m));
                let share = 100.0 * f64::from(m.games) / f64::from(games.max(1));
                ui.label(format!("{} ({}%)", m.games, i18n::decimal(share, false)));
                // The engine's value of the move, for the side to move, once the analysis
                // has one.
                match values.iter().find(|v| v.square == square) {
                    Some(value) => {
                        ui.label(RichText::new(&value.cell.text).monospace())
                            .on_hover_text(&value.line);
                    }
                    None => {
                        ui.label(RichText::new("·").weak())
                            .on_hover_text(t!("database-value-none"));
                    }
                }
                ui.end_row();
            }
        });
    command
}
