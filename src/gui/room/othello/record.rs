//! The game as a record for files and the clipboard: the moves with the engine's value of each
//! where one is known, the players (who sat at each side), the date, the time control and the
//! result (a loss on time as such).

use super::OthelloRoom;
use crate::gui::settings::Settings;
use othello_core::{Ending, GameResult};
use othello_core::{Player, Ply, Record, Square};

impl OthelloRoom {
    /// The game as a record, with what the window knows about it.
    pub fn record(&self, settings: &Settings) -> Record {
        // While a variation is explored, the main line is what a file keeps, whole.
        let main = self.view.main_line.clone().map(|mut main| {
            while main.redo().is_some() {}
            main
        });
        let game = main.as_ref().unwrap_or(&self.game);
        let mut record = Record::from_game(game);
        for p in Player::BOTH {
            record.players[p] = Some(settings.seat(p).describe());
        }
        record.date = Some(today());
        if let Some(clock) = &self.clock {
            record.time = Some(format!("{}:00", clock.minutes));
            if let Some(loser) = clock.flagged {
                // A loss on time loses every cell of the board, as GGS counts it.
                let cells = f64::from(game.rows()) * f64::from(game.cols());
                let margin = if loser == Player::Black {
                    -cells
                } else {
                    cells
                };
                record.result = Some(GameResult {
                    black_margin: margin,
                    ending: Ending::Timeout,
                });
            }
        }
        // Each move's value for its mover: the value of the position it led to, as the
        // analysis or the computer's search found it.
        let moves: Vec<Square> = game.moves_played();
        let values = self.view.evaluations.along(game, &moves);
        let mut count = 0;
        for ply in &mut record.plies {
            if let Ply::Move { player, .. } = ply.ply {
                count += 1;
                if let Some(value) = values.get(count).copied().flatten() {
                    let black = f64::from(value.black) / 100.0;
                    ply.eval = Some(if player == Player::Black {
                        black
                    } else {
                        -black
                    });
                }
            }
        }
        record
    }
}

/// Today's date (UTC) as GGF writes dates: `2026.11.27`.
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    let (y, m, d) = civil(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The calendar date `days` after 1970-01-01 (the proleptic Gregorian calendar).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::civil;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil(0), (1970, 1, 1));
        assert_eq!(civil(59), (1970, 3, 1));
        assert_eq!(civil(11_016), (2000, 2, 29));
        assert_eq!(civil(20_784), (2026, 11, 27));
    }
}
