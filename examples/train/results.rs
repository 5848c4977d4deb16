//! Positions of real games labelled by the games' own scores instead of searches: a WTHOR
//! game's theoretical score is the result of perfect play from the position its players reached
//! at the file's depth of empty cells. Where the file computed none it is the game's result,
//! perfect play only where a program that solved its endings played the game out (the
//! Logistello book's games, not PlayOK's), so such a file is read only when it is named alone.
//! A position before that depth is labelled by the mean score of every game reaching it.

use super::Cli;
use super::wthor::{sample, snapshot};
use othello_archive::Database;
use othello_archive::symmetry::Key;
use othello_core::{Game, Options, Player, Square};
use othello_engine::learn::fit::Sample;
use othello_engine::learn::game_features;
use std::collections::HashMap;
use std::path::Path;

/// A game's moves and its theoretical disc difference for Black.
type Scored<'a> = (&'a [Square], i32);

/// The games of `database` whose scores hold before `min_empties` empty cells (their file's
/// depth of perfect play is below it; with `results`, also a depth of 0: the games' results),
/// each with its theoretical disc difference for Black, and how many games were left out.
fn scored_games(database: &Database, min_empties: u32, results: bool) -> (Vec<Scored<'_>>, usize) {
    let mut skipped = 0;
    let mut games = Vec::new();
    for g in &database.games {
        if u32::from(g.depth) >= min_empties || (g.depth == 0 && !results) {
            skipped += 1;
            continue;
        }
        let black = 2 * i32::from(g.record.theoretical) - 64;
        games.push((g.record.moves.as_slice(), black));
    }
    (games, skipped)
}

/// Every position with at least `min_empties` empty cells of `games`, taken once up to the
/// board's symmetries in the first game reaching it and labelled, for the side to move, by the
/// mean score of every game reaching it: one list a game.
fn label_by_results(games: &[Scored<'_>], min_empties: u32) -> Vec<Vec<Sample>> {
    // Each class of positions: the first game and ply reaching it, the labels' sum and count.
    let mut classes: HashMap<u64, (usize, usize, f64, u32)> = HashMap::new();
    for (g, &(moves, black)) in games.iter().enumerate() {
        replay(moves, |game, ply| {
            if game.empties() < min_empties {
                return false;
            }
            let turn = game.turn().expect("replay stops at the end");
            let label = if turn == Player::Black { black } else { -black };
            let class = classes
                .entry(Key::of(&snapshot(game, turn)).0.0)
                .or_insert((g, ply, 0.0, 0));
            class.2 += f64::from(label);
            class.3 += 1;
            true
        });
    }
    let mut firsts: Vec<Vec<(usize, f32)>> = vec![Vec::new(); games.len()];
    for (g, ply, sum, n) in classes.into_values() {
        firsts[g].push((ply, (sum / f64::from(n)) as f32));
    }
    games
        .iter()
        .zip(firsts)
        .map(|(&(moves, _), mut plies)| {
            plies.sort_unstable_by_key(|p| p.0);
            let mut samples = Vec::with_capacity(plies.len());
            let mut next = plies.into_iter().peekable();
            replay(moves, |game, ply| {
                if let Some(&(p, label)) = next.peek()
                    && p == ply
                {
                    let features = game_features(game).expect("not over");
                    samples.push(Sample { features, label });
                    next.next();
                }
                next.peek().is_some()
            });
            samples
        })
        .collect()
}

/// Replays `moves` from the standard start, showing `visit` each position with a player to
/// move and its ply until it answers false, the game ends or a move does not play.
fn replay(moves: &[Square], mut visit: impl FnMut(&Game, usize) -> bool) {
    let mut game = Game::new(Options::default()).expect("the standard board");
    for ply in 0..=moves.len() {
        if game.turn().is_none() || !visit(&game, ply) {
            return;
        }
        match moves.get(ply) {
            Some(&m) if game.play(m).is_ok() => {}
            _ => return,
        }
    }
}

/// The positions of `cli.wthor_games` games sampled (by `cli.seed`) from the database at
/// `path` whose scores hold before `min_empties` empty cells, labelled by those scores (see the
/// module's documentation; a file named alone gives its results where it computed no scores):
/// one list a game, in the order sampled. The program stops with a message when no game
/// qualifies.
pub(crate) fn result_games(cli: &Cli, path: &Path, min_empties: u32) -> Vec<Vec<Sample>> {
    let database = Database::open(&[path]);
    let damaged = database.reports.iter().filter(|r| !r.is_warning()).count();
    let (mut games, skipped) = scored_games(&database, min_empties, path.is_file());
    println!(
        "  {}: {} games in {} files ({damaged} problems reported); {skipped} left out (scores \
         perfect only from {min_empties} empty cells or fewer, or results, read only from a file \
         named alone)",
        path.display(),
        database.games.len(),
        database.files.len()
    );
    if games.is_empty() {
        eprintln!(
            "train: {}: no game with scores that hold before {min_empties} empty cells",
            path.display()
        );
        std::process::exit(2);
    }
    let count = sample(&mut games, cli.wthor_games, cli.seed);
    games.truncate(count);
    let labelled = label_by_results(&games, min_empties);
    println!(
        "  {count} games sampled (seed {}): {} positions of {min_empties} or more empty cells, \
         each the first of its class under the board's symmetries, labelled by the mean \
         theoretical score of the games reaching it",
        cli.seed,
        labelled.iter().map(Vec::len).sum::<usize>()
    );
    labelled
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::wthor::{self, Header, WthorGame};

    fn squares(moves: &str) -> Vec<Square> {
        moves
            .as_bytes()
            .chunks(2)
            .map(|m| std::str::from_utf8(m).unwrap().parse().expect("a cell"))
            .collect()
    }

    /// Two games sharing their first moves: the shared positions are taken once, in the first
    /// game, with the mean of the two scores, each for the side to move there; the positions
    /// after the games part are labelled by their own game's score; none has fewer empty cells
    /// than asked.
    #[test]
    fn shared_positions_are_labelled_by_the_mean_score_for_the_side_to_move() {
        // f5 d6 c3 is shared, then the games part (d3, f4): Black +10 and Black −20.
        let (a, b) = (squares("f5d6c3d3c4"), squares("f5d6c3f4e6"));
        let games: Vec<Scored<'_>> = vec![(&a, 10), (&b, -20)];
        let samples = label_by_results(&games, 56);
        let labels: Vec<Vec<(u32, f32)>> = samples
            .iter()
            .map(|g| g.iter().map(|s| (s.features.empties, s.label)).collect())
            .collect();
        // The start (Black to move) −5, after f5 (White) +5, after d6 (Black) −5, after c3
        // (White) +5; then each game's own position after its fourth move (Black to move):
        // +10 and −20. The fifth moves' positions have 55 empty cells: left out.
        assert_eq!(
            labels,
            vec![
                vec![(60, -5.0), (59, 5.0), (58, -5.0), (57, 5.0), (56, 10.0)],
                vec![(56, -20.0)]
            ]
        );
    }

    /// A file whose theoretical scores are perfect only from the depth asked or fewer cells
    /// gives no positions; one that computed none gives its results only when asked to.
    #[test]
    fn files_whose_scores_hold_only_later_are_left_out() {
        let dir = std::env::temp_dir().join(format!("train-results-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let game = |theoretical| WthorGame {
            tournament: 0,
            black: 0,
            white: 0,
            black_discs: theoretical,
            theoretical,
            moves: squares("f5d6c3d3c4"),
        };
        std::fs::write(
            dir.join("DEEP.wtb"),
            wthor::write_games(&Header::games(2024, 24), &[game(40)]),
        )
        .unwrap();
        std::fs::write(
            dir.join("PLAYED.wtb"),
            wthor::write_games(&Header::games(1999, 0), &[game(20)]),
        )
        .unwrap();
        let database = Database::open(&[&dir]);
        assert_eq!(database.games.len(), 2);
        let (games, skipped) = scored_games(&database, 24, true);
        assert_eq!(skipped, 1);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].1, 2 * 20 - 64);
        let (games, skipped) = scored_games(&database, 25, true);
        assert_eq!((games.len(), skipped), (2, 0));
        let (games, skipped) = scored_games(&database, 25, false);
        assert_eq!((games.len(), skipped), (1, 1));
        assert_eq!(games[0].1, 2 * 40 - 64);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
