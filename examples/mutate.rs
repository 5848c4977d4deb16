//! Runs the mutation harness of the tests for as long as it is asked to: every reader's real
//! inputs mutated with fresh seeds, batch after batch, printing the cases per reader per second
//! and every failure, and writing each failing input into a folder as a file that becomes a
//! regression test. See `--help`, and docs/hostile-input.md.

#[path = "../crates/archive/tests/common/readers.rs"]
mod archive_readers;
#[path = "../crates/core/tests/common/readers.rs"]
mod core_readers;
#[path = "../crates/engine/tests/common/readers.rs"]
mod engine_readers;
#[path = "../crates/core/tests/common/mutate.rs"]
mod mutate;

use std::path::{Path, PathBuf};
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

const HELP: &str = "\
Runs every reader's mutation harness for a while and writes each failing input to a file.

usage: cargo run --release --example mutate -- [--seconds N] [--reader NAME] [--out DIR] [--seed N]

  --seconds N    how long to run (default 60)
  --reader NAME  only the readers whose name contains NAME (ggf, transcript, obf, container,
                 wthor, archive, engine)
  --out DIR      where failing inputs are written (default mutate-failures)
  --seed N       the first seed (default: from the clock); a case is named by its seed

A failing input is written as DIR/READER-SEED.bin, with DIR/READER-SEED.txt saying how it
was made and what went wrong. To make it a regression test, copy the file into the crate's
tests/data/ (crates/core/tests/data/ for the core's readers) and give it to the reader in a
test of that crate's hostile.rs, as `texts_of_many_bad_games_are_read_in_time_in_proportion_
to_their_length` does with inline bytes; fix the reader until the test passes.

The release profile aborts on a panic: a panic hook writes the case that panicked first.";

struct Args {
    seconds: u64,
    reader: Option<String>,
    out: PathBuf,
    seed: u64,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        seconds: 60,
        reader: None,
        out: PathBuf::from("mutate-failures"),
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs() << 20),
    };
    let mut words = std::env::args().skip(1);
    while let Some(word) = words.next() {
        let mut value = || words.next().ok_or(format!("{word} needs a value"));
        match word.as_str() {
            "--seconds" => args.seconds = value()?.parse().map_err(|e| format!("{e}"))?,
            "--reader" => args.reader = Some(value()?),
            "--out" => args.out = PathBuf::from(value()?),
            "--seed" => args.seed = value()?.parse().map_err(|e| format!("{e}"))?,
            "-h" | "--help" => return Err(HELP.to_owned()),
            other => return Err(format!("unknown argument {other}\n\n{HELP}")),
        }
    }
    Ok(args)
}

/// Writes a failing case into `out`: its bytes, and how it was made and why it failed.
fn write_failure(out: &Path, reader: &str, case: &mutate::Case, what: &str) -> PathBuf {
    let stem = format!(
        "{}-{}",
        reader.replace("::", "-").replace(' ', "-"),
        case.seed
    );
    let _ = std::fs::create_dir_all(out);
    let path = out.join(format!("{stem}.bin"));
    let _ = std::fs::write(&path, &case.input);
    let note = format!("{reader} seed {}: {}\n{what}\n", case.seed, case.how);
    let _ = std::fs::write(out.join(format!("{stem}.txt")), note);
    path
}

fn main() {
    let args = match args() {
        Ok(args) => args,
        Err(text) => {
            eprintln!("{text}");
            std::process::exit(2);
        }
    };
    let readers: Vec<mutate::Reader> = core_readers::readers()
        .into_iter()
        .chain(archive_readers::readers())
        .chain(engine_readers::readers())
        .filter(|r| {
            args.reader
                .as_ref()
                .is_none_or(|want| r.name.contains(want.as_str()))
        })
        .collect();
    if readers.is_empty() {
        eprintln!("no reader's name contains that");
        std::process::exit(2);
    }
    // Where panics abort, the case that panicked is written before the end.
    let out = args.out.clone();
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        default_hook(info);
        if let Some((reader, case)) = mutate::CURRENT
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
        {
            let path = write_failure(&out, &reader, &case, &format!("panicked: {info}"));
            eprintln!(
                "{reader} seed {}: panicked; written to {}",
                case.seed,
                path.display()
            );
        }
    }));
    println!(
        "{} readers for {} s from seed {} (failing inputs into {})",
        readers.len(),
        args.seconds,
        args.seed,
        args.out.display()
    );
    let end = Instant::now() + Duration::from_secs(args.seconds);
    let mut totals = vec![(0usize, Duration::ZERO, 0usize); readers.len()];
    let mut seed = args.seed;
    const BATCH: u64 = 100;
    'run: while Instant::now() < end {
        for (reader, total) in readers.iter().zip(&mut totals) {
            let cases = mutate::cases(&reader.originals, seed, BATCH);
            let start = Instant::now();
            let outcome = mutate::run(reader.name, cases, reader.limits, Arc::clone(&reader.check));
            total.0 += outcome.cases;
            total.1 += start.elapsed();
            total.2 += outcome.failures.len();
            for failure in &outcome.failures {
                let path = write_failure(&args.out, reader.name, &failure.case, &failure.what);
                println!("FAILED {failure}\n  written to {}", path.display());
            }
            if outcome.hung {
                println!("a case never ended: stopping");
                break 'run;
            }
            if Instant::now() >= end {
                break 'run;
            }
        }
        seed += BATCH;
    }
    println!(
        "{:<22} {:>9} {:>11} {:>9}",
        "reader", "cases", "cases/s", "failures"
    );
    for (reader, (cases, time, failures)) in readers.iter().zip(&totals) {
        let rate = *cases as f64 / time.as_secs_f64().max(1e-9);
        println!("{:<22} {cases:>9} {rate:>11.0} {failures:>9}", reader.name);
    }
    println!("seeds {} to {}", args.seed, seed + BATCH - 1);
}
