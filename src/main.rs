//! The Othello window. `othello --config-dir DIR` keeps settings and the saved game in DIR.
//! Built for a browser (wasm32), it starts on the page's canvas instead.
// On Windows a window program: no console window opens beside it.
#![cfg_attr(windows, windows_subsystem = "windows")]

#[cfg(not(target_arch = "wasm32"))]
mod desktop {
    use clap::Parser;
    use std::path::PathBuf;

    /// Othello (Reversi) on any even board from 4×4 to 16×16.
    #[derive(Parser)]
    #[command(version, about)]
    pub struct Args {
        /// Keep settings.ron and game.ron in DIR instead of the platform's config directory.
        #[arg(long, value_name = "DIR")]
        pub config_dir: Option<PathBuf>,
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> eframe::Result {
    use clap::Parser;
    let args = desktop::Args::parse();
    othello::gui::platform::run(args.config_dir)
}

#[cfg(target_arch = "wasm32")]
fn main() {
    othello::gui::platform::start();
}
