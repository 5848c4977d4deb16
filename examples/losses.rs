//! Where a match's games were lost: for each game of a GGF file (as `othello-arena --ggf`
//! writes), the exact value of the position for one player when the game reaches each of a few
//! numbers of empty cells, beside the final result. A player whose exact values at 22 empty cells
//! already match the final results lost its games in the midgame; one whose values fall between
//! the columns lost discs in the endgame.
//!
//!     cargo run --release --no-default-features --example losses -- --ggf games.ggf --player othello-rs
//!
//! Each position is solved by the engine's exact solver (on 8×8, from 22 empty cells, a second
//! or two each on 2 cores).
//!
//! With `--moves-from N`, every position from N empty cells to the end is solved too, and each
//! move's loss (how much it lowers its player's exact value; a perfect move loses nothing) is
//! counted for the player who made it: the discs each side gave away in its endgame moves,
//! apart from what the other side gave.

use clap::Parser;
use othello_core::notation::ggf;
use othello_core::{Game, Player, Record};
use othello_engine as engine;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

/// Exact values along a match's games.
#[derive(Parser)]
struct Cli {
    /// The games: a GGF file, one game a line.
    #[arg(long)]
    ggf: PathBuf,
    /// The player judged: a part of its name as the file gives it (PB / PW).
    #[arg(long)]
    player: String,
    /// The numbers of empty cells at which the positions are solved.
    #[arg(long, value_delimiter = ',', default_values_t = [22, 18, 14, 10])]
    at: Vec<u32>,
    /// Threads of the solver.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Also solve every position from this many empty cells on and count each move's loss for
    /// the player who made it.
    #[arg(long)]
    moves_from: Option<u32>,
}

/// What one side's moves gave away from [`Cli::moves_from`] empty cells on.
#[derive(Default)]
struct Given {
    /// Discs lost in all.
    discs: i32,
    /// Moves that lost anything.
    moves: u32,
    /// Moves judged.
    judged: u32,
}

impl Given {
    fn add(&mut self, loss: i32) {
        self.discs += loss;
        self.moves += u32::from(loss > 0);
        self.judged += 1;
    }
}

/// The exact value of `game` for Black.
fn black_value(game: &Game, threads: usize, cancel: &AtomicBool) -> Result<i32, String> {
    if game.is_over() {
        return Ok(engine::final_score(game, Player::Black));
    }
    let r = engine::Search::new(game)
        .exact()
        .threads(threads)
        .cancel(cancel)
        .run()
        .ok_or("the game is over")?;
    Ok(match game.turn() {
        Some(Player::White) => -r.score,
        _ => r.score,
    })
}

/// Each move's loss from `from` empty cells to the end of `record`'s game, counted for the
/// player who made it (`[judged, other]`). Exact values never rise with a move, so a loss
/// below zero (a solver in error) is refused.
fn move_losses(
    record: &Record,
    player: Player,
    from: u32,
    threads: usize,
    cancel: &AtomicBool,
) -> Result<[Given; 2], Box<dyn std::error::Error>> {
    let mut game = Game::from_setup(&record.setup)?;
    let mut given = [Given::default(), Given::default()];
    let mut before: Option<i32> = None;
    for ply in &record.plies {
        let Some(square) = ply.ply.square() else {
            continue;
        };
        if game.is_over() {
            break;
        }
        let mover = game.turn();
        if before.is_none() && game.empties() <= from {
            before = Some(black_value(&game, threads, cancel)?);
        }
        game.play(square)?;
        if let (Some(value), Some(mover)) = (before, mover) {
            let after = black_value(&game, threads, cancel)?;
            let loss = if mover == Player::Black {
                value - after
            } else {
                after - value
            };
            // No move can do better than its position's exact value.
            if loss < 0 {
                return Err(format!("a move raised its player's exact value by {}", -loss).into());
            }
            given[usize::from(mover != player)].add(loss);
            before = Some(after);
        }
    }
    Ok(given)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let text = std::fs::read_to_string(&cli.ggf)?;
    let cancel = AtomicBool::new(false);
    let mut columns: Vec<Vec<i32>> = vec![Vec::new(); cli.at.len() + 1];
    let mut totals = [Given::default(), Given::default()];
    let mut judged_games = 0;
    println!(
        "player, then exact value for it at {:?} empty cells, final",
        cli.at
    );
    for (number, record) in ggf::parse_all(&text).enumerate() {
        let record = record.map_err(|e| format!("game {}: {e}", number + 1))?;
        let plays = |p: Player| {
            record.players[p]
                .as_deref()
                .is_some_and(|name| name.contains(&cli.player))
        };
        let player = match (plays(Player::Black), plays(Player::White)) {
            (true, false) => Player::Black,
            (false, true) => Player::White,
            (found, _) => {
                let which = if found {
                    "both players"
                } else {
                    "neither player"
                };
                let game = number + 1;
                return Err(
                    format!("game {game}: \"{}\" is in the name of {which}", cli.player).into(),
                );
            }
        };
        let mut game = Game::from_setup(&record.setup)?;
        let mut values = Vec::new();
        let mut plies = record.plies.iter();
        for &empties in &cli.at {
            // Play on to the first position with at most `empties` empty cells.
            while game.empties() > empties && !game.is_over() {
                let Some(ply) = plies.next() else { break };
                if let Some(square) = ply.ply.square() {
                    game.play(square)?;
                }
            }
            if game.is_over() || game.empties() > empties {
                break;
            }
            let r = engine::Search::new(&game)
                .exact()
                .threads(cli.threads)
                .cancel(&cancel)
                .run()
                .ok_or("the game is over")?;
            values.push(if game.turn() == Some(player) {
                r.score
            } else {
                -r.score
            });
        }
        for ply in plies {
            if let Some(square) = ply.ply.square() {
                game.play(square)?;
            }
        }
        let result = engine::final_score(&game, player);
        println!(
            "game {:>3}: {player:?} {values:?}, final {result:+}",
            number + 1
        );
        if let Some(from) = cli.moves_from {
            let given = move_losses(&record, player, from, cli.threads, &cancel)?;
            println!(
                "          from {from} empty cells the player's moves lost {} discs, the other's {}",
                given[0].discs, given[1].discs
            );
            for (total, g) in totals.iter_mut().zip(given) {
                total.discs += g.discs;
                total.moves += g.moves;
                total.judged += g.judged;
            }
            judged_games += 1;
        }
        // Only games that reach every column count in the means.
        if values.len() == cli.at.len() {
            for (column, v) in columns.iter_mut().zip(values.iter().chain([&result])) {
                column.push(*v);
            }
        }
    }
    let games = columns[0].len();
    let means: Vec<String> = columns
        .iter()
        .map(|c| {
            format!(
                "{:+.2}",
                c.iter().sum::<i32>() as f64 / c.len().max(1) as f64
            )
        })
        .collect();
    println!(
        "mean over the {games} games that reach {} empty cells: {} at {:?}, final {}",
        cli.at.last().copied().unwrap_or(0),
        means[..cli.at.len()].join(" "),
        cli.at,
        means[cli.at.len()]
    );
    if let Some(from) = cli.moves_from {
        for (who, total) in ["the player", "the other"].iter().zip(&totals) {
            println!(
                "from {from} empty cells, {who}'s moves lost {} discs over {judged_games} games \
                 ({:.2} a game): {} of its {} moves lost discs",
                total.discs,
                f64::from(total.discs) / f64::from(judged_games.max(1)),
                total.moves,
                total.judged
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::Options;

    /// One of the shortest games: Black takes every disc in nine moves, 51 cells left empty.
    #[test]
    fn a_game_ended_with_empty_cells_gives_them_to_the_winner() {
        let mut game = Game::new(Options::default()).expect("the standard board");
        for m in ["e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5"] {
            game.play(m.parse().expect("a cell")).expect("legal");
        }
        assert!(game.is_over());
        assert_eq!(game.counts()[Player::Black], 13);
        assert_eq!(engine::final_score(&game, Player::Black), 64);
        assert_eq!(engine::final_score(&game, Player::White), -64);
    }
}
