//! The engine's file readers under hostile bytes: small weights, book, ProbCut and training
//! positions files made from the shipped ones, mutated by the harness
//! (`../../core/tests/common/mutate.rs`) and resealed so that their fields are read, with no
//! panic, no case slower than the harness's bound and memory within a multiple of the input
//! (counted by this binary's allocator).

#[path = "../../core/tests/common/mutate.rs"]
mod mutate;
#[path = "common/readers.rs"]
mod readers;

#[global_allocator]
static ALLOCATOR: mutate::Counting = mutate::Counting;

/// Mutated cases per reader.
const CASES: u64 = 2000;

fn run(name: &str) {
    let _turn = mutate::serial();
    let reader = readers::readers()
        .into_iter()
        .find(|r| r.name == name)
        .expect("a reader of that name");
    reader.test(CASES);
}

#[test]
fn a_mutated_weights_file_reads_or_is_refused() {
    run("engine::weights");
}

#[test]
fn a_mutated_book_reads_or_is_refused() {
    run("engine::book");
}

#[test]
fn mutated_probcut_parameters_read_or_are_refused() {
    run("engine::probcut");
}

#[test]
fn a_mutated_positions_file_reads_or_is_refused() {
    run("engine::samples");
}
