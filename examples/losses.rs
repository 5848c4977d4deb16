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
//! apart from what the other side gave. Each move that lost discs is listed under its game, and
//! `--write-losses FILE` writes the judged player's as OBF positions (the move played, scored
//! with its exact value for the mover, and a `#` line before each saying what it lost), to replay
//! them through an engine.

use clap::Parser;
use othello_core::notation::{ggf, obf};
use othello_core::{Game, Player, Record, Setup, Square};
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
    /// With `--moves-from`: write the judged player's moves that lost discs to this file as OBF
    /// positions.
    #[arg(long, requires = "moves_from")]
    write_losses: Option<PathBuf>,
}

/// A move that lowered its player's exact value.
struct Lost {
    /// The position before the move.
    setup: Setup,
    /// The move.
    square: Square,
    /// The position's empty cells.
    empties: u32,
    /// Whether the judged player made it.
    judged: bool,
    /// The position's exact value for the mover, and the value after the move.
    before: i32,
    after: i32,
}

impl Lost {
    /// The position before the move, with the move scored by its exact value for the mover.
    fn obf(&self) -> obf::ObfPosition {
        obf::ObfPosition {
            setup: self.setup.clone(),
            scores: vec![(self.square, self.after)],
        }
    }

    fn describe(&self) -> String {
        let square = self.square;
        let who = if self.judged {
            "the player"
        } else {
            "the other"
        };
        format!(
            "{} empty cells, {who}: {square} lost {} ({:+} -> {:+})",
            self.empties,
            self.before - self.after,
            self.before,
            self.after
        )
    }
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
        return Ok(game.final_score(Player::Black));
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
/// player who made it (`[judged, other]`), and the moves that lost discs. Exact values never
/// rise with a move, so a loss below zero (a solver in error) is refused.
fn move_losses(
    record: &Record,
    player: Player,
    from: u32,
    threads: usize,
    cancel: &AtomicBool,
) -> Result<([Given; 2], Vec<Lost>), Box<dyn std::error::Error>> {
    let mut game = Game::from_setup(&record.setup)?;
    let mut given = [Given::default(), Given::default()];
    let mut lost = Vec::new();
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
        let (setup, empties) = (game.position(), game.empties());
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
            if loss > 0 {
                let sign = if mover == Player::Black { 1 } else { -1 };
                lost.push(Lost {
                    setup,
                    square,
                    empties,
                    judged: mover == player,
                    before: sign * value,
                    after: sign * after,
                });
            }
            before = Some(after);
        }
    }
    Ok((given, lost))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let text = std::fs::read_to_string(&cli.ggf)?;
    let cancel = AtomicBool::new(false);
    let mut columns: Vec<Vec<i32>> = vec![Vec::new(); cli.at.len() + 1];
    let mut totals = [Given::default(), Given::default()];
    let mut judged_games = 0;
    let mut losses_file = String::new();
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
        let result = game.final_score(player);
        println!(
            "game {:>3}: {player:?} {values:?}, final {result:+}",
            number + 1
        );
        if let Some(from) = cli.moves_from {
            let (given, lost) = move_losses(&record, player, from, cli.threads, &cancel)?;
            println!(
                "          from {from} empty cells the player's moves lost {} discs, the other's {}",
                given[0].discs, given[1].discs
            );
            for l in &lost {
                println!("            {}", l.describe());
                if l.judged {
                    losses_file += &format!(
                        "# game {}, {}\n{}\n",
                        number + 1,
                        l.describe(),
                        obf::write(&l.obf())
                    );
                }
            }
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
    if let Some(path) = &cli.write_losses {
        std::fs::write(path, losses_file)
            .map_err(|e| format!("could not write {}: {e}", path.display()))?;
        println!("the player's losing moves written to {}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::Options;

    /// A 6×6 game whose moves are the first legal cell in reading order (a poor player on both
    /// sides): from its 12 empty cells on, what each side's moves lost accounts exactly for the
    /// fall from the position's exact value to the final result, and each listed move's loss
    /// is what it lowered its player's value by.
    #[test]
    fn the_moves_losses_account_for_the_fall_from_the_exact_value_to_the_result() {
        let options = Options {
            rows: 6,
            cols: 6,
            ..Options::default()
        };
        let mut game = Game::new(options).expect("a 6x6 board");
        while let Some(square) = game.moves().iter().next() {
            game.play(square).expect("legal");
        }
        let record = Record::from_game(&game);
        let cancel = AtomicBool::new(false);
        let mut at = Game::from_setup(&record.setup).expect("the start");
        for ply in &record.plies {
            if at.empties() <= 12 {
                break;
            }
            if let Some(square) = ply.ply.square() {
                at.play(square).expect("legal");
            }
        }
        let value = black_value(&at, 1, &cancel).expect("solved");
        let result = game.final_score(Player::Black);
        let (given, lost) =
            move_losses(&record, Player::Black, 12, 1, &cancel).expect("every move judged");
        assert_eq!(value - result, given[0].discs - given[1].discs);
        assert!(
            given[0].discs + given[1].discs > 0,
            "both sides played perfectly"
        );
        for side in [true, false] {
            let listed: i32 = lost
                .iter()
                .filter(|l| l.judged == side)
                .map(|l| l.before - l.after)
                .sum();
            assert_eq!(listed, given[usize::from(!side)].discs);
            assert_eq!(
                lost.iter().filter(|l| l.judged == side).count() as u32,
                given[usize::from(!side)].moves
            );
        }
        for l in &lost {
            // The position written is the one before the move, with the move scored as it fell.
            let replayed = obf::parse_inferred(&obf::write(&l.obf())).expect("written OBF");
            assert_eq!(replayed.setup.cells, l.setup.cells);
            assert_eq!(replayed.setup.turn, l.setup.turn);
            assert_eq!(replayed.scores, [(l.square, l.after)]);
        }
    }
}
