//! The Othello window. `othello --config-dir DIR` keeps settings and the saved game in DIR.

use clap::Parser;
use std::path::PathBuf;

/// Othello (Reversi) on any even board from 4×4 to 16×16.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// Keep settings.ron and game.ron in DIR instead of the platform's config directory.
    #[arg(long, value_name = "DIR")]
    config_dir: Option<PathBuf>,
}

fn main() -> eframe::Result {
    let args = Args::parse();
    othello::gui::run(args.config_dir)
}
