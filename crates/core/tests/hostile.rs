//! Every reader of the core under hostile bytes: from real inputs (GGF games and archives,
//! transcripts, OBF lines, a binary container, WTHOR files), every cut of the shortest and
//! thousands of seeded mutations each, with no panic, no case slower than the harness's bound,
//! memory within a multiple of the input (counted by this binary's allocator), and errors that
//! say where. The harness is `common/mutate.rs`; the readers and their inputs are
//! `common/readers.rs`, which `examples/mutate.rs` runs for as long as it is asked to.

#[path = "common/mutate.rs"]
mod mutate;
#[path = "common/readers.rs"]
mod readers;

#[global_allocator]
static ALLOCATOR: mutate::Counting = mutate::Counting;

/// Mutated cases per reader (on top of the cuts).
const CASES: u64 = 3000;

/// The reader of that name, once this test's turn has come: the tests of this binary take
/// turns, so that no other test's allocations land in a case's measured memory.
fn reader(name: &str) -> (std::sync::MutexGuard<'static, ()>, mutate::Reader) {
    mutate::turn_of(readers::readers(), name)
}

#[test]
fn ggf_games_read_or_say_where() {
    let (_turn, reader) = reader("ggf::parse");
    reader.test(CASES);
}

#[test]
fn ggf_archives_read_game_by_game_as_they_are_located() {
    let (_turn, reader) = reader("ggf::parse_all");
    reader.test(CASES);
}

#[test]
fn a_game_is_spliced_into_any_archive_or_refused() {
    let (_turn, reader) = reader("ggf::splice");
    reader.test(CASES);
}

#[test]
fn transcripts_read_or_say_where() {
    let (_turn, reader) = reader("transcript::parse");
    reader.test(CASES);
}

#[test]
fn obf_lines_read_or_say_where() {
    let (_turn, reader) = reader("obf::parse");
    reader.test(CASES);
}

#[test]
fn the_container_refuses_any_damage_naming_the_file() {
    let (_turn, reader) = reader("container");
    reader.test(CASES);
}

#[test]
fn wthor_game_files_count_every_game() {
    let (_turn, reader) = reader("wthor::read_games");
    reader.test(CASES);
}

#[test]
fn wthor_names_files_read_or_are_refused() {
    let (_turn, reader) = reader("wthor::read_names");
    reader.test(CASES);
}

#[test]
fn every_reader_is_tried_here() {
    let names: Vec<&str> = readers::readers().iter().map(|r| r.name).collect();
    assert_eq!(
        names,
        [
            "ggf::parse",
            "ggf::parse_all",
            "ggf::splice",
            "transcript::parse",
            "obf::parse",
            "container",
            "wthor::read_games",
            "wthor::read_names"
        ]
    );
}

/// What the harness found: a text of thousands of games that do not read took time in
/// proportion to its length times its games (each error placed by counting lines from the
/// start, each quote looking for the end of a word to the end of the text, each unclosed
/// value scanned again by every game in it). A 1 MiB file of them took minutes; these take
/// milliseconds, and the harness's bound is seconds.
#[test]
fn texts_of_many_bad_games_are_read_in_time_in_proportion_to_their_length() {
    let (_turn, archives) = reader("ggf::parse_all");
    let inputs = [
        "(;".repeat(200_000),
        "(;B[".repeat(100_000),
        "3".repeat(70_000) + &"(;".repeat(20_000),
        "\n(;PB[\\".repeat(50_000),
    ];
    let cases = inputs
        .into_iter()
        .enumerate()
        .map(|(seed, text)| mutate::Case {
            seed: seed as u64,
            how: "many bad games".to_owned(),
            input: text.into_bytes(),
        })
        .collect();
    mutate::check(archives.name, cases, archives.limits, archives.check);
}
