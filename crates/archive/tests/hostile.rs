//! The archive's readers under hostile bytes: a `.zip` file of WTHOR files, a folder's game
//! file, the index and the summary files, mutated by the harness (`../../core/tests/common/mutate.rs`) and read from disk, with
//! no panic, no case slower than the harness's bound, memory within a multiple of the input
//! (counted by this binary's allocator), every report naming its file, and the good file of a
//! folder read whole beside a bad one.

#[path = "../../core/tests/common/mutate.rs"]
mod mutate;
#[path = "common/readers.rs"]
mod readers;

#[global_allocator]
static ALLOCATOR: mutate::Counting = mutate::Counting;

/// Mutated cases per reader (each writes a file and reads it back).
const CASES: u64 = 1500;

fn run(name: &str) {
    let (_turn, reader) = mutate::turn_of(readers::readers(), name);
    reader.test(CASES);
}

#[test]
fn a_mutated_zip_file_reads_or_is_reported_by_name() {
    run("archive::zip");
}

#[test]
fn a_mutated_game_file_is_reported_and_the_good_one_beside_it_read() {
    run("archive::folder");
}

#[test]
fn a_mutated_index_file_reads_or_is_refused() {
    run("archive::index");
}

#[test]
fn a_mutated_summary_file_reads_or_is_refused() {
    run("archive::summary");
}
