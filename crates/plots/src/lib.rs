//! The figures of the project's documents (`docs/*.svg`), drawn from the measurements kept as
//! data in `docs/data/*.csv`, so that a figure always shows the figures the documents give.
//!
//! Each [`Figure`] names its SVG file and its data file; [`Figure::draw`] reads the data, checks
//! it, and returns the SVG as text. Nothing but the data decides the output: the same data
//! always gives the same bytes (the SVG's text is set in the viewer's sans-serif font, no font
//! file is read), which lets a test compare the checked-in SVGs with what the data draws now.
//!
//! - [`csv`]: the data files' reader;
//! - [`strength`]: the matches against Zebra, by weights and time control;
//! - [`solver`]: the exact solve of FFO #40–#49, ours beside Edax 4.6's;
//! - [`chart`]: what the figures share.

#![deny(missing_docs)]

pub mod chart;
pub mod csv;
pub mod solver;
pub mod strength;

use std::fmt;
use std::path::{Path, PathBuf};

/// What went wrong reading a data file or drawing a figure, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    /// An error that says `message`.
    pub fn new(message: impl Into<String>) -> Error {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl<E: std::error::Error + Send + Sync> From<plotters::drawing::DrawingAreaErrorKind<E>>
    for Error
{
    fn from(error: plotters::drawing::DrawingAreaErrorKind<E>) -> Error {
        Error(format!("drawing: {error}"))
    }
}

/// One figure of the documents: the SVG file it is drawn to and the data file it is drawn from.
pub struct Figure {
    /// The SVG's file name in `docs/`.
    pub file: &'static str,
    /// The data file's name in `docs/data/`.
    pub data: &'static str,
    /// Reads the data file's table, checks it, and draws the SVG.
    render: fn(&csv::Table) -> Result<String, Error>,
}

impl Figure {
    /// Reads this figure's data file from `data_dir`, checks it and draws the figure as SVG text.
    pub fn draw(&self, data_dir: &Path) -> Result<String, Error> {
        let path = data_dir.join(self.data);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
        let table = csv::Table::parse(self.data, &text)?;
        (self.render)(&table).map_err(|e| Error::new(format!("{}: {e}", self.data)))
    }
}

/// Every figure of the documents.
pub const FIGURES: [Figure; 2] = [
    Figure {
        file: "strength-zebra.svg",
        data: "zebra-matches.csv",
        render: |table| strength::draw(&strength::Match::read(table)?),
    },
    Figure {
        file: "solver-ffo.svg",
        data: "ffo-solve.csv",
        render: |table| solver::draw(&solver::Solve::read(table)?),
    },
];

/// The documents' folder, `docs/` at the top of the workspace.
pub fn docs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("the crate sits two folders below the workspace's top")
        .join("docs")
}
