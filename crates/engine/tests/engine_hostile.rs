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
    let (_turn, reader) = mutate::turn_of(readers::readers(), name);
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

/// What the harness found: a weights file whose board claimed 255 phases made room for all
/// their weights (58 MB for a 6×6 board) before finding the bytes did not hold them. A board
/// that claims them and holds no bytes is now refused within the harness's bound.
#[test]
fn a_board_claiming_255_phases_without_their_bytes_takes_no_room_for_them() {
    let _turn = mutate::serial();
    let mut file = readers::weights();
    // The first board: after the header, the count and list of shapes, and the board count.
    let shapes = u32::from_le_bytes(file[12..16].try_into().unwrap()) as usize;
    let board = 16 + shapes + 4;
    file[board + 2] = 255;
    // Its data's length: nothing.
    file[board + 5..board + 9].copy_from_slice(&0u32.to_le_bytes());
    let file = readers::resealed(&file);
    let growth = mutate::peak_growth(|| {
        let error = othello_engine::learn::model::WeightSet::from_bytes(&file).unwrap_err();
        assert!(error.to_string().contains("decode to 0 numbers"), "{error}");
    });
    let allowed = mutate::Limits::default().per_input_byte * file.len() + (1 << 20);
    assert!(
        growth < allowed,
        "{growth} bytes at once for a file of {}",
        file.len()
    );
}

/// A board of one phase has nothing to interpolate between: a file that says so, its one
/// phase's weights all there, is refused naming the board, not read into a model the
/// evaluation would index past.
#[test]
fn a_board_of_one_phase_is_refused() {
    let _turn = mutate::serial();
    let mut set = othello_engine::learn::model::WeightSet::embedded()
        .expect("the shipped weights")
        .clone();
    let per_phase = othello_engine::learn::patterns::weights_per_phase() as usize;
    let board = &mut set.boards[0];
    board.phases = 1;
    board.weights.truncate(per_phase);
    let error = othello_engine::learn::model::WeightSet::from_bytes(&set.to_bytes()).unwrap_err();
    assert!(error.to_string().contains("1 phases"), "{error}");
}
