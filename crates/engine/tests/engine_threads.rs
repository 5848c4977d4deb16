//! The search shared among threads: exact results equal one thread's on every geometry and
//! both rule sets, the analysis too; a cancel stops every thread at once; no helper thread
//! outlives its search.
//!
//! The tests of this file run one at a time (they count the process's search threads).

mod common;

use common::board_options as options;

use common::random_moves;
use othello_core::{Game, Options, RuleSet, WinRule};
use othello_engine::{self as engine, HELPER_NAME, Limits, Thinker, XorShift};
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

fn exact(threads: usize) -> Limits {
    Limits {
        threads,
        hash_mib: 4,
        exact_empties: u32::MAX,
        quick_single_move: false,
        ..Limits::default()
    }
}

/// The search threads of this process that are alive now (Linux names them in /proc).
#[cfg(target_os = "linux")]
fn helpers_alive() -> usize {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .filter_map(Result::ok)
        .filter(|task| {
            std::fs::read_to_string(task.path().join("comm"))
                .is_ok_and(|name| name.trim_end() == HELPER_NAME)
        })
        .count()
}

/// Whether no search thread is left, allowing for the instant a joined thread's entry takes to
/// leave /proc after the join.
#[cfg(target_os = "linux")]
fn gone() -> bool {
    within(Duration::from_millis(200), || helpers_alive() == 0)
}

/// Waits up to `limit` for `done`.
fn within(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    done()
}

#[test]
fn parallel_exact_scores_equal_one_threads_on_every_geometry() {
    let _serial = serial();
    let boards = [
        (options(8, 8, RuleSet::Full, WinRule::MostDiscs), 18, 8),
        (options(8, 8, RuleSet::Full, WinRule::FewestDiscs), 16, 4),
        (options(8, 8, RuleSet::Simple, WinRule::MostDiscs), 13, 4),
        (options(6, 6, RuleSet::Full, WinRule::MostDiscs), 20, 4),
        (options(6, 10, RuleSet::Full, WinRule::MostDiscs), 17, 4),
        (options(10, 10, RuleSet::Full, WinRule::MostDiscs), 16, 3),
        (options(4, 8, RuleSet::Full, WinRule::MostDiscs), 20, 3),
    ];
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(27);
    for (options, empties, count) in boards {
        let mut tested = 0;
        while tested < count {
            let Some(game) = random_moves(options, empties, &mut rng) else {
                continue;
            };
            tested += 1;
            let one = engine::Search::new(&game)
                .limits(exact(1))
                .cancel(&cancel)
                .run()
                .expect("a move");
            for threads in [2, 4] {
                let many = engine::Search::new(&game)
                    .limits(exact(threads))
                    .cancel(&cancel)
                    .run()
                    .expect("a move");
                assert!(one.exact && many.exact);
                assert_eq!(
                    many.score,
                    one.score,
                    "{}x{} {:?} {:?}, {threads} threads: {:?}",
                    options.rows,
                    options.cols,
                    options.rules,
                    options.win_rule,
                    game.moves_played()
                );
                // The move found scores what the position does.
                let mut after = game.clone();
                after.play(many.best).expect("a legal move");
                let reply = engine::Search::new(&after)
                    .limits(exact(1))
                    .cancel(&cancel)
                    .run();
                let value = match (reply, after.turn()) {
                    (Some(r), Some(p)) if Some(p) == game.turn() => r.score,
                    (Some(r), _) => -r.score,
                    (None, _) => common::final_for(&after, game.turn().expect("to move")),
                };
                assert_eq!(value, one.score, "{:?}", game.moves_played());
            }
        }
    }
}

#[test]
fn parallel_analysis_gives_every_move_its_exact_value() {
    let _serial = serial();
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(5);
    let mut tested = 0;
    while tested < 4 {
        let Some(game) = random_moves(Options::default(), 16, &mut rng) else {
            continue;
        };
        tested += 1;
        let values = |threads| {
            let limits = Limits {
                exact_empties: 16,
                ..exact(threads)
            };
            let analysis = engine::Analysis::request(&game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("an analysis");
            assert!(analysis.exact);
            let mut moves: Vec<_> = analysis.moves.iter().map(|m| (m.square, m.value)).collect();
            moves.sort();
            moves
        };
        assert_eq!(values(3), values(1), "{:?}", game.moves_played());
    }
}

/// A position whose exact solve takes far longer than the tests wait.
fn long_solve() -> (Game, Limits) {
    let mut rng = XorShift::new(3);
    let game = loop {
        if let Some(game) = random_moves(Options::default(), 36, &mut rng) {
            break game;
        }
    };
    (game, exact(4))
}

#[cfg(target_os = "linux")]
#[test]
fn a_cancel_stops_every_thread_and_none_outlives_its_search() {
    let _serial = serial();
    let (game, limits) = long_solve();
    assert_eq!(helpers_alive(), 0, "no search runs yet");

    // Cancelled once every thread is deep in the tree: the result comes soon (a thread checks
    // the flag every couple of thousand nodes), and the helpers are gone by then.
    let mut thinker = Thinker::start(&game, limits);
    assert!(
        within(Duration::from_secs(10), || helpers_alive() == 3),
        "three helpers search beside the main thread"
    );
    std::thread::sleep(Duration::from_millis(1500));
    thinker.cancel();
    assert!(
        within(Duration::from_secs(1), || thinker.is_finished()),
        "the search stops soon after a cancel"
    );
    assert!(gone(), "no helper outlives the search");
    assert!(
        thinker.try_result().is_some(),
        "a cancelled search still answers"
    );

    // Dropped: the drop returns soon, and the helpers are gone by then.
    let thinker = Thinker::start(&game, limits);
    assert!(within(Duration::from_secs(10), || helpers_alive() == 3));
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        drop(thinker);
        let _ = done.send(gone());
    });
    let gone = finished
        .recv_timeout(Duration::from_secs(5))
        .expect("dropping a search returns soon");
    assert!(gone, "no helper outlives a dropped search");
}

#[test]
fn a_time_limit_stops_every_thread() {
    let _serial = serial();
    let (game, limits) = long_solve();
    let limits = Limits {
        time: Some(Duration::from_millis(300)),
        ..limits
    };
    let r = engine::Search::new(&game)
        .limits(limits)
        .run()
        .expect("a move");
    assert!(game.is_legal(r.best));
    assert!(!r.exact, "36 empty cells are not solved in 0.3 s");
    #[cfg(target_os = "linux")]
    assert!(gone());
}

/// A solver table kept from one solve to the next (as the book builder keeps it): every score
/// is a fresh solve's, along a game's line (where the solves share most of their trees) and
/// back up it again (where the table holds every answer already).
#[test]
fn a_table_kept_across_solves_gives_fresh_solves_scores() {
    let _serial = serial();
    let boards = [
        (options(8, 8, RuleSet::Full, WinRule::MostDiscs), 18),
        (options(8, 8, RuleSet::Full, WinRule::FewestDiscs), 16),
        (options(6, 6, RuleSet::Full, WinRule::MostDiscs), 20),
        (options(6, 10, RuleSet::Full, WinRule::MostDiscs), 17),
    ];
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(31);
    for (options, empties) in boards {
        let game = loop {
            if let Some(g) = random_moves(options, empties, &mut rng) {
                break g;
            }
        };
        let table = engine::SolveTable::new(4);
        let mut line = vec![game.clone()];
        let mut at = game.clone();
        while line.len() < 6 {
            let Some(&m) = at.moves().to_vec().first() else {
                break;
            };
            at.play(m).expect("a legal move");
            if at.is_over() {
                break;
            }
            line.push(at.clone());
        }
        let fresh: Vec<i32> = line
            .iter()
            .map(|g| {
                engine::Search::new(g)
                    .limits(exact(1))
                    .cancel(&cancel)
                    .run()
                    .expect("solved")
                    .score
            })
            .collect();
        for threads in [1, 2] {
            for (g, want) in line.iter().zip(&fresh).chain(line.iter().zip(&fresh).rev()) {
                let kept = engine::Search::new(g)
                    .exact()
                    .threads(threads)
                    .solve_table(&table)
                    .cancel(&cancel)
                    .run()
                    .expect("solved");
                assert!(kept.exact);
                assert_eq!(
                    kept.score,
                    *want,
                    "{}x{} {:?}: {:?}",
                    options.rows,
                    options.cols,
                    options.win_rule,
                    g.moves_played()
                );
            }
        }
    }
}
