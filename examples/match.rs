//! Plays engines and baselines against each other over many openings and prints win/draw/loss.
//!
//! ```text
//! cargo run --release --no-default-features --example match -- [OPTIONS]
//!   --a PLAYER --b PLAYER    players: random, greedy, beginner, novice, intermediate, advanced, expert
//!                            (default: expert against greedy)
//!   --ladder                 instead of --a/--b: each level against the level below it
//!   --boards 8x8,6x10,16x16  board sizes (rows x cols)
//!   --openings N             random openings per board, each played with both colours (default 10)
//!   --plies MIN-MAX          length of the random openings (default 4-6)
//!   --time MS                Expert's time per move (default 50); the other levels get the same
//!                            share of it as of their normal time (Beginner 1/15 ... Advanced 2/3)
//!   --fewest --simple        "fewest discs wins" and the Simple rules
//!   --seed N                 seed of the openings and of the levels' randomness
//!   --verbose                print every game's opening and final disc counts
//! ```
//!
//! The openings are drawn by `othello_openings::random::distinct` (random moves, no two reaching
//! the same position up to symmetry; not judged for balance), the same ones for every pairing.
//! Greedy plays the move that flips most discs (first such move in row order); random plays
//! any legal move. A line per board gives A's wins, draws and losses and A's score
//! (wins + half the draws) in percent.

use othello_core::{Game, Options, RuleSet, Square, WinRule};
use othello_openings::random;

const USAGE: &str = "\
usage: match [OPTIONS]
  --a PLAYER --b PLAYER    players: random, greedy, beginner, novice, intermediate, advanced, expert
                           (default: expert against greedy)
  --ladder                 instead of --a/--b: each level against the level below it
  --boards 8x8,6x10,16x16  board sizes (rows x cols)
  --openings N             random openings per board, each played with both colours (default 10)
  --plies MIN-MAX          length of the random openings (default 4-6)
  --time MS                Expert's time per move (default 50); the other levels get the same
                           share of it as of their normal time
  --fewest --simple        \"fewest discs wins\" and the Simple rules
  --seed N                 seed of the openings and of the levels' randomness
  --verbose                print every game's opening and final disc counts";
use othello_engine::{self as engine, Level, Limits, XorShift};
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    Random,
    Greedy,
    Engine(Level),
}

impl Player {
    fn parse(s: &str) -> Result<Player, String> {
        match s.to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            name => Level::ALL
                .into_iter()
                .find(|l| l.name().eq_ignore_ascii_case(name))
                .map(Player::Engine)
                .ok_or(format!("unknown player '{s}'")),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Greedy => "greedy",
            Player::Engine(l) => l.name(),
        }
    }

    fn choose(self, game: &Game, rng: &mut XorShift, time: Duration) -> Option<Square> {
        let moves = game.moves().to_vec();
        match self {
            Player::Random => {
                (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u64) as usize])
            }
            Player::Greedy => moves.into_iter().max_by_key(|&m| {
                // max_by_key keeps the last maximum; prefer the first in row order.
                (game.flips(m).map_or(0, |f| f.len()), std::cmp::Reverse(m))
            }),
            Player::Engine(level) => {
                let base = level.limits();
                let expert = Level::Expert.limits().time.unwrap_or(time);
                let share = |t: Duration| time.mul_f64(t.as_secs_f64() / expert.as_secs_f64());
                let limits = Limits {
                    time: Some(base.time.map_or(time, share)),
                    seed: rng.next_u64(),
                    ..base
                };
                let r = engine::Search::new(game).limits(limits).run()?;
                if !r.exact && r.depth > 0 {
                    DEPTHS.with(|d| {
                        let mut d = d.borrow_mut();
                        d.0 += u64::from(r.depth);
                        d.1 += 1;
                    });
                }
                Some(r.best)
            }
        }
    }
}

thread_local! {
    /// Sum and count of the midgame depths reached by the engine moves (for the report).
    static DEPTHS: std::cell::RefCell<(u64, u64)> = const { std::cell::RefCell::new((0, 0)) };
}

struct Config {
    boards: Vec<(u8, u8)>,
    openings: usize,
    plies: (u32, u32),
    time: Duration,
    win_rule: WinRule,
    rules: RuleSet,
    seed: u64,
    verbose: bool,
}

/// Plays one game from `opening`; returns A's final disc margin sign (+1 win, 0 draw, -1 loss).
fn play(
    options: Options,
    opening: &[Square],
    a: Player,
    a_first: bool,
    b: Player,
    config: &Config,
    rng: &mut XorShift,
) -> Result<i32, String> {
    let mut game = Game::replay(options, opening).map_err(|e| e.to_string())?;
    // The player who moves first in the whole game is `options.first`.
    let a_colour = if a_first {
        options.first
    } else {
        options.first.opponent()
    };
    while let Some(turn) = game.turn() {
        let who = if turn == a_colour { a } else { b };
        let m = who
            .choose(&game, rng, config.time)
            .ok_or("a player found no move")?;
        game.play(m)
            .map_err(|e| format!("{} played {m}: {e}", who.name()))?;
    }
    if config.verbose {
        let c = game.counts();
        let moves: Vec<String> = opening.iter().map(ToString::to_string).collect();
        println!(
            "  opening {} | {} plays {a_colour}: black {} white {}",
            moves.join(" "),
            a.name(),
            c.black,
            c.white
        );
    }
    Ok(match game.outcome() {
        Some(othello_core::Outcome::Win(p)) if p == a_colour => 1,
        Some(othello_core::Outcome::Win(_)) => -1,
        _ => 0,
    })
}

fn run_match(a: Player, b: Player, config: &Config) -> Result<(), String> {
    let mut rng = XorShift::new(config.seed ^ 0x5eed);
    for &(rows, cols) in &config.boards {
        let options = Options {
            rows,
            cols,
            win_rule: config.win_rule,
            rules: config.rules,
            ..Options::default()
        };
        options.validate().map_err(|e| e.to_string())?;
        let start = Instant::now();
        DEPTHS.with(|d| *d.borrow_mut() = (0, 0));
        let (mut w, mut d, mut l) = (0, 0, 0);
        // The openings depend on the seed and the board only, so every pairing sees the same ones.
        let (min, max) = config.plies;
        let draw = random::distinct(options, config.openings, min..=max, config.seed, None);
        if draw.games.is_empty() {
            return Err(format!("{rows}x{cols}: no opening of {min}-{max} plies"));
        }
        if draw.games.len() < config.openings {
            eprintln!(
                "match: {rows}x{cols}: only {} distinct openings of {min}-{max} plies",
                draw.games.len()
            );
        }
        for game in &draw.games {
            let opening = game.moves_played();
            for a_first in [true, false] {
                match play(options, &opening, a, a_first, b, config, &mut rng)? {
                    1 => w += 1,
                    0 => d += 1,
                    _ => l += 1,
                }
            }
        }
        let games = f64::from(w + d + l);
        let (sum, n) = DEPTHS.with(|d| *d.borrow());
        println!(
            "{rows}x{cols} {:>12} vs {:<12} W {w:>3} D {d:>3} L {l:>3}  score {:5.1}%  ({:.0} s, mean midgame depth {:.1})",
            a.name(),
            b.name(),
            100.0 * (f64::from(w) + f64::from(d) / 2.0) / games,
            start.elapsed().as_secs_f64(),
            sum as f64 / n.max(1) as f64
        );
    }
    Ok(())
}

fn parse_args(args: &[String]) -> Result<(Vec<(Player, Player)>, Config), String> {
    let mut a = Player::Engine(Level::Expert);
    let mut b = Player::Greedy;
    let mut ladder = false;
    let mut config = Config {
        boards: vec![(8, 8), (6, 10), (16, 16)],
        openings: 10,
        plies: (4, 6),
        time: Duration::from_millis(50),
        win_rule: WinRule::MostDiscs,
        rules: RuleSet::Full,
        seed: 1,
        verbose: false,
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let value = || {
            args.get(i + 1)
                .map(String::as_str)
                .ok_or(format!("{flag} needs a value"))
        };
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: '{v}' is not a number"))
        };
        let mut takes_value = true;
        match flag {
            "--a" => a = Player::parse(value()?)?,
            "--b" => b = Player::parse(value()?)?,
            "--openings" => config.openings = number(value()?)? as usize,
            "--time" => config.time = Duration::from_millis(number(value()?)?),
            "--seed" => config.seed = number(value()?)?,
            "--plies" => {
                let v = value()?;
                let (lo, hi) = v
                    .split_once('-')
                    .ok_or(format!("--plies: write MIN-MAX, not '{v}'"))?;
                let (lo, hi) = (number(lo)? as u32, number(hi)? as u32);
                if lo > hi {
                    return Err(format!("--plies: {lo} is more than {hi}"));
                }
                config.plies = (lo, hi);
            }
            "--boards" => {
                config.boards = value()?
                    .split(',')
                    .map(|b| {
                        let (r, c) = b
                            .split_once('x')
                            .ok_or(format!("--boards: write ROWSxCOLS, not '{b}'"))?;
                        Ok((number(r)? as u8, number(c)? as u8))
                    })
                    .collect::<Result<_, String>>()?;
            }
            "--verbose" => {
                config.verbose = true;
                takes_value = false;
            }
            "--ladder" => {
                ladder = true;
                takes_value = false;
            }
            "--fewest" => {
                config.win_rule = WinRule::FewestDiscs;
                takes_value = false;
            }
            "--simple" => {
                config.rules = RuleSet::Simple;
                takes_value = false;
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
        i += if takes_value { 2 } else { 1 };
    }
    let pairs = if ladder {
        let mut pairs = vec![(Player::Engine(Level::Beginner), Player::Random)];
        pairs.extend(
            Level::ALL
                .windows(2)
                .map(|w| (Player::Engine(w[1]), Player::Engine(w[0]))),
        );
        pairs
    } else {
        vec![(a, b)]
    };
    Ok((pairs, config))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let (pairs, config) = match parse_args(&args) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("match: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (a, b) in pairs {
        if let Err(e) = run_match(a, b, &config) {
            eprintln!("match: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
