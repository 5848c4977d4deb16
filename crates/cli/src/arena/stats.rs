//! The numbers of a match: one side's score, its Elo difference with a 95% interval, means and
//! medians. Pure functions on plain numbers, so each can be checked against known values.

use std::fmt;

/// The normal quantile of a two-sided 95% interval.
const Z_95: f64 = 1.96;

/// The tail probability of a one-sided 95% bound.
const ONE_SIDED_TAIL: f64 = 0.025;

/// One side's wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score `(W + D/2) / N` from 0 to 1, or `None` before any game.
    pub fn score(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(n))
    }
}

/// The Elo difference a score `p` (0 to 1) stands for: `-400 · log10(1/p − 1)`; minus infinity
/// at 0 and plus infinity at 1.
pub fn elo_from_score(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

/// An estimate of the Elo difference from a [`Tally`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Elo {
    /// No game was played.
    NoGames,
    /// A score strictly between 0 and 1: the estimate and its 95% interval (the score ± 1.96
    /// standard errors, from the per-game variance of the score, mapped through
    /// [`elo_from_score`]; a bound past 0 or 1 is infinite).
    Estimate {
        /// The score, 0 to 1.
        score: f64,
        /// The estimate.
        elo: f64,
        /// The lower end of the interval.
        low: f64,
        /// The upper end of the interval.
        high: f64,
    },
    /// Every game won: no finite estimate, only the one-sided 95% bound `p ≥ 0.025^(1/N)` (a
    /// weaker side wins all `N` games less than 2.5% of the time).
    AllWon {
        /// Games played (all won).
        games: u32,
        /// The bound on the score.
        score_at_least: f64,
        /// The same bound in Elo.
        elo_at_least: f64,
    },
    /// Every game lost: the bound `p ≤ 1 − 0.025^(1/N)`.
    AllLost {
        /// Games played (all lost).
        games: u32,
        /// The bound on the score.
        score_at_most: f64,
        /// The same bound in Elo.
        elo_at_most: f64,
    },
}

/// The Elo difference of the side whose results `tally` holds, with its 95% interval.
pub fn elo(tally: Tally) -> Elo {
    let Some(p) = tally.score() else {
        return Elo::NoGames;
    };
    let n = tally.games();
    let bound = ONE_SIDED_TAIL.powf(1.0 / f64::from(n));
    if tally.wins == n {
        return Elo::AllWon {
            games: n,
            score_at_least: bound,
            elo_at_least: elo_from_score(bound),
        };
    }
    if tally.losses == n {
        return Elo::AllLost {
            games: n,
            score_at_most: 1.0 - bound,
            elo_at_most: elo_from_score(1.0 - bound),
        };
    }
    let games = f64::from(n);
    let variance = (f64::from(tally.wins) * (1.0 - p).powi(2)
        + f64::from(tally.draws) * (0.5 - p).powi(2)
        + f64::from(tally.losses) * p.powi(2))
        / games;
    let se = (variance / games).sqrt();
    Elo::Estimate {
        score: p,
        elo: elo_from_score(p),
        low: elo_from_score((p - Z_95 * se).clamp(0.0, 1.0)),
        high: elo_from_score((p + Z_95 * se).clamp(0.0, 1.0)),
    }
}

/// An Elo figure rounded, with its sign (none for 0), `+inf`/`-inf` for the infinite ends of
/// an interval.
fn signed(x: f64) -> String {
    match x.round() {
        r if r.is_infinite() => if r > 0.0 { "+inf" } else { "-inf" }.to_owned(),
        0.0 => "0".to_owned(),
        r => format!("{r:+.0}"),
    }
}

impl fmt::Display for Elo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Elo::NoGames => f.write_str("no games played"),
            Elo::Estimate { elo, low, high, .. } => write!(
                f,
                "{} (95% interval {} to {})",
                signed(elo),
                signed(low),
                signed(high)
            ),
            Elo::AllWon {
                games,
                score_at_least,
                elo_at_least,
            } => write!(
                f,
                "all {games} games won: no estimate; 95% one-sided bound: score >= {:.1}%, \
                 Elo >= {}",
                100.0 * score_at_least,
                signed(elo_at_least)
            ),
            Elo::AllLost {
                games,
                score_at_most,
                elo_at_most,
            } => write!(
                f,
                "all {games} games lost: no estimate; 95% one-sided bound: score <= {:.1}%, \
                 Elo <= {}",
                100.0 * score_at_most,
                signed(elo_at_most)
            ),
        }
    }
}

/// The mean of `xs`, or `None` if it is empty.
pub fn mean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| xs.iter().sum::<f64>() / xs.len() as f64)
}

/// The median of `xs` (the mean of the two middle values for an even count), or `None` if it
/// is empty.
pub fn median(xs: &[f64]) -> Option<f64> {
    let mut sorted = xs.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn score_counts_a_draw_as_half() {
        assert_eq!(tally(0, 0, 0).score(), None);
        assert_eq!(tally(3, 2, 5).score(), Some(0.4));
        assert_eq!(tally(1, 1, 0).score(), Some(0.75));
    }

    #[test]
    fn elo_of_known_scores() {
        assert!(close(elo_from_score(0.5), 0.0));
        // 10^(1/4) : 1 odds, a quarter of 400 points.
        let p = 10f64.powf(0.25) / (1.0 + 10f64.powf(0.25));
        assert!(close(elo_from_score(p), 100.0));
        assert!(close(elo_from_score(1.0 - p), -100.0));
        assert_eq!(elo_from_score(1.0), f64::INFINITY);
        assert_eq!(elo_from_score(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn interval_from_the_per_game_variance() {
        // p = 0.7, variance (60·0.09 + 20·0.04 + 20·0.49)/100 = 0.16, se = 0.04,
        // interval p in 0.7 ± 0.0784.
        let Elo::Estimate {
            score,
            elo: middle,
            low,
            high,
        } = elo(tally(60, 20, 20))
        else {
            panic!("expected an estimate");
        };
        assert!(close(score, 0.7));
        assert!(close(middle, 147.190_714_117_837_76), "{middle}");
        assert!(close(low, 86.223_951_225_241_02), "{low}");
        assert!(close(high, 218.253_228_481_561_3), "{high}");
        let shown = elo(tally(60, 20, 20)).to_string();
        assert_eq!(shown, "+147 (95% interval +86 to +218)");

        // p = 0.4, se = 0.137840481…: below even, and an asymmetric interval.
        let Elo::Estimate {
            elo: middle,
            low,
            high,
            ..
        } = elo(tally(3, 2, 5))
        else {
            panic!("expected an estimate");
        };
        assert!(close(middle, -70.436_503_622_272_5), "{middle}");
        assert!(close(low, -330.487_553_460_733_24), "{low}");
        assert!(close(high, 123.155_852_944_767_12), "{high}");
    }

    #[test]
    fn interval_past_the_ends_is_infinite() {
        // 2 wins, 1 loss: p = 2/3, se = 0.272: the upper end passes 1.
        let Elo::Estimate { low, high, .. } = elo(tally(2, 0, 1)) else {
            panic!("expected an estimate");
        };
        assert!(low.is_finite() && low < 0.0);
        assert_eq!(high, f64::INFINITY);
        assert!(elo(tally(2, 0, 1)).to_string().ends_with("to +inf)"));
        // An even score shows no sign.
        assert_eq!(
            elo(tally(2, 0, 2)).to_string(),
            "0 (95% interval -798 to +798)"
        );
    }

    #[test]
    fn all_won_or_lost_gives_a_one_sided_bound() {
        // 0.025^(1/4) = 0.397635…, −72.1 Elo; 0.025^(1/10) = 0.691503…, +140.2 Elo.
        assert_eq!(
            elo(tally(4, 0, 0)),
            Elo::AllWon {
                games: 4,
                score_at_least: 0.025f64.powf(0.25),
                elo_at_least: elo_from_score(0.025f64.powf(0.25)),
            }
        );
        let Elo::AllWon { elo_at_least, .. } = elo(tally(10, 0, 0)) else {
            panic!("expected all won");
        };
        assert!(
            close(elo_at_least, 140.217_161_607_593_06),
            "{elo_at_least}"
        );
        let Elo::AllLost {
            score_at_most,
            elo_at_most,
            ..
        } = elo(tally(0, 0, 10))
        else {
            panic!("expected all lost");
        };
        assert!(close(score_at_most, 0.308_497_107_818_760_83));
        assert!(close(elo_at_most, -140.217_161_607_593_06), "{elo_at_most}");
        assert_eq!(
            elo(tally(10, 0, 0)).to_string(),
            "all 10 games won: no estimate; 95% one-sided bound: score >= 69.2%, Elo >= +140"
        );
        // Draws are not wins: a finite estimate.
        assert!(matches!(elo(tally(9, 1, 0)), Elo::Estimate { .. }));
        assert_eq!(elo(Tally::default()), Elo::NoGames);
    }

    #[test]
    fn mean_and_median() {
        assert_eq!(mean(&[]), None);
        assert_eq!(median(&[]), None);
        assert_eq!(mean(&[1.0, 2.0, 6.0]), Some(3.0));
        assert_eq!(median(&[6.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
    }
}
