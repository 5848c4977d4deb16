//! How much CPU one frame of the window costs: the app's `ui` on a 16×16 board with the
//! legal-move markers on, plus tessellation, on a plain egui context (no GPU).
//!
//! `cargo run --release --example gui_frame [FRAMES] [--analysis | --all-panels]` prints the
//! median and the 10th and 90th percentiles. With `--analysis`, View → Analysis is on: the
//! frames are measured once values are on the board, while the analysis thread goes on
//! deepening beside them. With `--all-panels`, every panel is open (the values on the board,
//! the best lines with every legal move listed, the book, the database, the move list, the
//! graph under the board): the graph is first filled by stepping back twenty moves with the
//! analysis at depth 8 and forward again, then the frames are measured with the analysis of the
//! last position on the board. The mouse moves over the board every frame, so hover highlighting is included.
//! On a busy machine the 90th percentile shows the scheduler (steps of its 4 ms tick), not the
//! app; the median and the 10th percentile are the figures to compare.

use othello::gui::{App, Panels, SearchLevel, Settings, Store, Study};
use othello_core::{Game, Options};
use std::time::{Duration, Instant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let all = args.iter().any(|a| a == "--all-panels");
    let analysis = all || args.iter().any(|a| a == "--analysis");
    let frames: usize = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map(|n| n.parse())
        .transpose()?
        .unwrap_or(500);
    let dir = tempfile::tempdir()?;
    let store = Store::new(dir.path());
    let options = Options {
        rows: 16,
        cols: 16,
        ..Options::default()
    };
    let mut panels = Panels::default().with("analysis", analysis);
    let mut study = Study::default();
    if all {
        for panel in ["lines", "book", "database", "moves", "graph"] {
            panels.set(panel, true);
        }
        study = Study {
            analysis: SearchLevel::Depth(8),
            lines: 0,
            ..study
        };
    }
    store.save_settings(&Settings {
        options,
        show_legal: true,
        panels,
        study,
        ..Settings::default()
    })?;
    // A game some way in, so there are many discs and many legal moves.
    let mut game = Game::new(options)?;
    for _ in 0..60 {
        let Some(square) = game.moves().iter().nth(game.moves().len() / 2) else {
            break;
        };
        game.play(square)?;
    }
    store.save_game(&game)?;
    let mut app = App::new(store);

    let ctx = egui::Context::default();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 760.0));
    let frame = |app: &mut App, events: Vec<egui::Event>| {
        let input = egui::RawInput {
            screen_rect: Some(screen),
            events,
            ..Default::default()
        };
        let _ = ctx.run_ui(input, |ui| app.ui(ui));
    };
    let key = |key: egui::Key| {
        vec![egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }]
    };
    // Frames until the analysis of the position on the board is done (with --all-panels) or
    // has values.
    let settle = |app: &mut App| -> Result<(), Box<dyn std::error::Error>> {
        let started = Instant::now();
        let done = |app: &App| {
            app.othello()
                .analysis()
                .is_some_and(|a| !all || a.depth >= 8 || a.exact)
        };
        while !done(app) {
            frame(app, Vec::new());
            std::thread::sleep(Duration::from_millis(10));
            if started.elapsed() > Duration::from_secs(60) {
                return Err("no analysis values after 60 s".into());
            }
        }
        frame(app, Vec::new());
        Ok(())
    };
    if all {
        settle(&mut app)?;
        for _ in 0..20 {
            frame(&mut app, key(egui::Key::ArrowLeft));
            settle(&mut app)?;
        }
        frame(&mut app, key(egui::Key::End));
    }
    if analysis {
        settle(&mut app)?;
    }
    let mut ui_times = Vec::with_capacity(frames);
    let mut total_times = Vec::with_capacity(frames);
    for frame in 0..frames + 20 {
        let x = 150.0 + (frame % 600) as f32;
        let input = egui::RawInput {
            screen_rect: Some(screen),
            events: vec![egui::Event::PointerMoved(egui::pos2(x, 300.0))],
            ..Default::default()
        };
        let start = Instant::now();
        let mut output = ctx.run_ui(input, |ui| app.ui(ui));
        let ran = start.elapsed();
        let meshes = ctx.tessellate(output.shapes, output.pixels_per_point);
        let total = start.elapsed();
        std::hint::black_box(meshes);
        // No renderer here: the font atlas updates are simply dropped.
        output.textures_delta.clear();
        if frame >= 20 {
            ui_times.push(ran);
            total_times.push(total);
        }
    }
    let what = if all {
        "16×16 board, every panel open, the graph of 21 positions"
    } else if analysis {
        "16×16 board with hints and analysis values"
    } else {
        "16×16 board with hints"
    };
    report("ui", &mut ui_times, what);
    report("ui + tessellate", &mut total_times, what);
    Ok(())
}

fn report(what: &str, times: &mut [Duration], board: &str) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{what:>16}: median {:>7.1} µs   p10 {:>7.1} µs   p90 {:>7.1} µs   ({} frames, {board})",
        us(at(0.5)),
        us(at(0.1)),
        us(at(0.9)),
        times.len()
    );
}
