//! The documents' figures: every data file in `docs/data` reads and checks, every figure is
//! shown in the documents, and every checked-in SVG in `docs/` is what
//! `cargo run -p othello-plots` draws from the data now, so that data changed without the
//! figures redrawn fails here.

use othello_plots::csv::Table;
use othello_plots::solver::Solve;
use othello_plots::strength::{self, Match};
use othello_plots::{FIGURES, docs_dir};
use std::fs;

fn table(name: &str) -> Table {
    let path = docs_dir().join("data").join(name);
    Table::parse(name, &fs::read_to_string(&path).unwrap()).unwrap()
}

#[test]
fn every_data_file_reads_and_draws_a_figure() {
    let mut files: Vec<String> = fs::read_dir(docs_dir().join("data"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    for name in &files {
        assert!(name.ends_with(".csv"), "docs/data/{name} is not a CSV file");
        table(name);
    }
    let mut drawn: Vec<String> = FIGURES.iter().map(|f| f.data.to_string()).collect();
    drawn.sort();
    assert_eq!(
        files, drawn,
        "every data file draws a figure, and every figure's data is there"
    );
}

#[test]
fn the_zebra_matches_check_and_use_every_weights_and_control() {
    let matches = Match::read(&table("zebra-matches.csv")).unwrap();
    assert_eq!(matches.len(), 58);
    for weights in 0..strength::WEIGHTS.len() {
        assert!(
            matches.iter().any(|m| m.weights == weights),
            "{:?}",
            strength::WEIGHTS[weights]
        );
    }
    for control in 0..strength::CONTROLS.len() {
        assert!(
            matches.iter().any(|m| m.control == control),
            "{:?}",
            strength::CONTROLS[control]
        );
    }
}

#[test]
fn a_match_whose_figures_disagree_is_refused_with_its_row() {
    let header =
        "row,weights,control,seeds,games,wins,draws,losses,score_pct,elo,elo_low,elo_high,match";
    let check =
        |line: &str| Match::read(&Table::parse("t", &format!("{header}\n{line}\n")).unwrap());
    assert!(check("7,r3,depth8,1,40,13,3,24,36.2,-98,-220,4,x").is_ok());
    for bad in [
        "7,r3,depth8,1,40,13,3,23,36.2,-98,-220,4,x", // the games do not add up
        "7,r3,depth8,1,40,13,3,24,63.2,-98,-220,4,x", // the score is not the games'
        "7,r3,depth8,1,40,13,3,24,36.2,+98,-220,4,x", // nor is the Elo
        "7,r3,depth8,1,40,13,3,24,36.2,-98,-90,4,x",  // the interval misses the Elo
        "7,r4,depth8,1,40,13,3,24,36.2,-98,-220,4,x", // weights the figure does not know
        "7,r3,depth9,1,40,13,3,24,36.2,-98,-220,4,x", // nor this control
    ] {
        let error = check(bad).unwrap_err().to_string();
        assert!(error.starts_with("row 7: "), "{bad}: {error}");
    }
}

#[test]
fn the_ffo_solves_add_up_to_the_documented_totals() {
    let data = table("ffo-solve.csv");
    let solves = Solve::read(&data).unwrap();
    let sum = |time: fn(&Solve) -> f64| solves.iter().map(time).sum::<f64>();
    for (what, total, documented) in [
        ("ours", sum(|s| s.ours), 170.2),
        ("Edax", sum(|s| s.edax), 192.9),
        ("ours, trained ordering", sum(|s| s.trained), 96.9),
    ] {
        assert!(
            (total - documented).abs() < 0.05,
            "{what}: {total} s where the documents say {documented} s"
        );
    }
    for (column, documented) in [("ours_nodes_m", 5730.0), ("edax_nodes_m", 6750.0)] {
        let nodes: f64 = data
            .rows
            .iter()
            .map(|row| data.number(row, column).unwrap())
            .sum();
        assert!(
            (nodes - documented).abs() <= 5.0,
            "{column}: {nodes} M where the documents say {documented} M"
        );
    }
    assert_eq!(
        solves.iter().map(|s| s.score).collect::<Vec<_>>(),
        [38, 0, 6, -12, -14, 6, -8, 4, 28, 16]
    );
}

#[test]
fn the_checked_in_figures_are_what_the_data_draws() {
    let data = docs_dir().join("data");
    for figure in &FIGURES {
        let drawn = figure.draw(&data).unwrap();
        assert_eq!(
            drawn,
            figure.draw(&data).unwrap(),
            "{} drew differently twice",
            figure.file
        );
        let kept = fs::read_to_string(docs_dir().join(figure.file)).unwrap_or_default();
        assert!(
            kept == drawn,
            "docs/{} is not what docs/data/{} draws now: run `cargo run -p othello-plots`",
            figure.file,
            figure.data
        );
    }
}

#[test]
fn every_figure_is_shown_in_the_documents() {
    let documents: String = fs::read_dir(docs_dir())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .map(|path| fs::read_to_string(path).unwrap())
        .collect();
    for figure in &FIGURES {
        assert!(
            documents.contains(&format!("]({})", figure.file)),
            "no document shows {}",
            figure.file
        );
    }
}
