//! Draws every figure of the documents: `cargo run -p othello-plots [OUT_DIR]` reads
//! `docs/data/*.csv` and writes `docs/*.svg` (or the SVGs into OUT_DIR).

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() > 1 || args.first().is_some_and(|a| a.starts_with('-')) {
        eprintln!("usage: othello-plots [OUT_DIR]   (default: the workspace's docs/)");
        return ExitCode::from(2);
    }
    let docs = othello_plots::docs_dir();
    let out = args
        .first()
        .map(PathBuf::from)
        .unwrap_or_else(|| docs.clone());
    for figure in &othello_plots::FIGURES {
        let written = figure.draw(&docs.join("data")).and_then(|svg| {
            let path = out.join(figure.file);
            std::fs::write(&path, svg)
                .map(|()| path)
                .map_err(|e| othello_plots::Error::new(format!("{}: {e}", out.display())))
        });
        match written {
            Ok(path) => println!("{}", path.display()),
            Err(error) => {
                eprintln!("othello-plots: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
