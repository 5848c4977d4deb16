//! The XO model itself: `Game`, its functions, the `move` operation and `play`.
//!
//! Each VDM definition has a counterpart here of the same name in snake case; the implicit VDM
//! functions `inv_T`, `pre_op` and `post_op` are public too, so tests can state them directly.

use super::board::{Player, Pos, Rules};
use thiserror::Error;

/// A broken invariant, pre- or post-condition of the model, or a move the game refuses.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum XoError {
    /// `inv_Pos`: the row or column is outside `1..=SIZE`.
    #[error("position {pos} is off the {size}×{size} board")]
    OffBoard {
        /// The position asked for.
        pos: Pos,
        /// The board's `SIZE`.
        size: u8,
    },
    /// `pre_move`: `pos not in set movesSoFar(game)`.
    #[error("position {0} is already taken")]
    Taken(Pos),
    /// `pre_move`: `moveCountLeft(game) > 0`.
    #[error("no moves left")]
    NoMovesLeft,
    /// `inv_Game`: no player is ever more than one move ahead.
    #[error("{} would be two moves ahead", .0.model_name())]
    TwoAhead(Player),
    /// `inv_Moves`: `len moves = card elems moves`.
    #[error("the move sequence repeats position {0}")]
    Repeats(Pos),
    /// `inv_Moves`: `len moves > card PLAYERS * (SIZE - 1)`.
    #[error(
        "a move sequence needs more than {min_exclusive} moves (enough to win); this one has {len}"
    )]
    TooFewMoves {
        /// The length of the sequence.
        len: usize,
        /// The length it must exceed.
        min_exclusive: u32,
    },
    /// `inv_Moves`: `len moves <= MAX`.
    #[error("a move sequence has at most {max} moves; this one has {len}")]
    TooManyMoves {
        /// The length of the sequence.
        len: usize,
        /// The model's `MAX`.
        max: u32,
    },
    /// `inv_PlayOrder`: no duplicates and every player.
    #[error("a play order must name each player exactly once")]
    BadPlayOrder,
    /// `pre_whoWon`: `isWon(g)`.
    #[error("nobody has won: whoWon needs a game that exactly one player has won")]
    NotWon,
    /// The game is won or drawn, so the session takes no more moves.
    #[error("the game is over")]
    GameOver,
    /// A post-condition failed: a defect in this module, reported rather than hidden.
    #[error("post-condition of {operation} failed: {condition}")]
    PostCondition {
        /// The VDM operation.
        operation: &'static str,
        /// The part of the post-condition that is false.
        condition: &'static str,
    },
}

/// A game: the model's `Game = map Pos to Player`, "who has moved where".
///
/// Stored as one bitboard per player (bit `(row − 1) * SIZE + (col − 1)`), with the board's
/// [`Rules`]. A `Game` always satisfies `inv_Game`: every way to build one checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    rules: Rules,
    marks: [u64; 2],
}

impl Game {
    /// The empty map `{|->}` on the board of `rules`.
    pub const fn new(rules: Rules) -> Game {
        Game {
            rules,
            marks: [0, 0],
        }
    }

    /// A game from a map of positions to players, in any order.
    ///
    /// # Errors
    /// [`XoError::OffBoard`] (`inv_Pos`), [`XoError::Taken`] (a position given twice, so not a
    /// map) or [`XoError::TwoAhead`] (`inv_Game`, checked on the whole map).
    pub fn from_map(
        rules: Rules,
        map: impl IntoIterator<Item = (Pos, Player)>,
    ) -> Result<Game, XoError> {
        let mut marks = [0u64; 2];
        for (pos, player) in map {
            check_pos(rules, pos)?;
            let bit = rules.bit(pos);
            if (marks[0] | marks[1]) & bit != 0 {
                return Err(XoError::Taken(pos));
            }
            marks[player.index()] |= bit;
        }
        let game = Game { rules, marks };
        inv_game(&game)?;
        Ok(game)
    }

    /// The board this game is played on.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The map applied to `pos`: who has moved there, if anyone (`None` off the board too).
    pub fn get(&self, pos: Pos) -> Option<Player> {
        if !self.rules.contains(pos) {
            return None;
        }
        let bit = self.rules.bit(pos);
        Player::PLAYERS
            .into_iter()
            .find(|p| self.marks[p.index()] & bit != 0)
    }

    /// The model's `movesForPlayer(g, p)` = `dom (g :> {p})`, row by row.
    #[doc(alias = "movesForPlayer")]
    pub fn moves_for_player(&self, player: Player) -> Vec<Pos> {
        self.rules.positions_of(self.marks[player.index()])
    }

    /// The model's `movesSoFar(g)` = `dom g`, row by row.
    #[doc(alias = "movesSoFar")]
    pub fn moves_so_far(&self) -> Vec<Pos> {
        self.rules.positions_of(self.occupied())
    }

    /// The model's `moveCountSoFar(g)` = `card movesSoFar(g)`.
    #[doc(alias = "moveCountSoFar")]
    pub fn move_count_so_far(&self) -> u32 {
        self.occupied().count_ones()
    }

    /// The model's `moveCountLeft(g)` = `MAX - moveCountSoFar(g)`.
    #[doc(alias = "moveCountLeft")]
    pub fn move_count_left(&self) -> u32 {
        self.rules.max_moves() - self.move_count_so_far()
    }

    /// `card movesForPlayer(g, p)`.
    pub fn move_count_for(&self, player: Player) -> u32 {
        self.marks[player.index()].count_ones()
    }

    /// The model's `hasWon(g, p)`: some winning line is a subset of `movesForPlayer(g, p)`.
    #[doc(alias = "hasWon")]
    pub fn has_won(&self, player: Player) -> bool {
        self.winning_line(player).is_some()
    }

    /// The first winning line (in the order of [`Rules::winning_lines`]) that `player` fills.
    pub fn winning_line(&self, player: Player) -> Option<Vec<Pos>> {
        let mine = self.marks[player.index()];
        self.rules
            .table()
            .all
            .iter()
            .find(|&&line| line & mine == line)
            .map(|&line| self.rules.positions_of(line))
    }

    /// The model's `isWon(g)` = `exists1 p : Player & hasWon(g, p)`.
    ///
    /// Exactly one player: a map in which both players fill a line (which `play` never builds,
    /// but a caller of [`Game::move_`] can) is not won.
    #[doc(alias = "isWon")]
    pub fn is_won(&self) -> bool {
        Player::PLAYERS
            .into_iter()
            .filter(|&p| self.has_won(p))
            .count()
            == 1
    }

    /// The model's `whoWon(g)` = `iota p : Player & hasWon(g, p)`.
    ///
    /// # Errors
    /// [`XoError::NotWon`] if `pre_whoWon` = `isWon(g)` is false.
    #[doc(alias = "whoWon")]
    pub fn who_won(&self) -> Result<Player, XoError> {
        if !self.is_won() {
            return Err(XoError::NotWon);
        }
        Player::PLAYERS
            .into_iter()
            .find(|&p| self.has_won(p))
            .ok_or(XoError::NotWon)
    }

    /// The model's `isDraw(g)` = `not isWon(g) and moveCountLeft(g) = 0`.
    #[doc(alias = "isDraw")]
    pub fn is_draw(&self) -> bool {
        !self.is_won() && self.move_count_left() == 0
    }

    /// The model's `isUnfinished(g)` = `not isWon(g) and not isDraw(g)`.
    #[doc(alias = "isUnfinished")]
    pub fn is_unfinished(&self) -> bool {
        !self.is_won() && !self.is_draw()
    }

    /// The model's operation `move(p, pos)`: `game(pos) := p`.
    ///
    /// Checks `inv_Pos`, `pre_move`, `inv_Game` on the result and `post_move`; on any error the
    /// game is unchanged. Like the model, this does not ask whether the game is already won: that
    /// is `play`'s business (and [`Match`](super::Match)'s).
    ///
    /// # Errors
    /// [`XoError::OffBoard`], [`XoError::Taken`], [`XoError::NoMovesLeft`],
    /// [`XoError::TwoAhead`], or [`XoError::PostCondition`] (a defect).
    #[doc(alias = "move")]
    pub fn move_(&mut self, player: Player, pos: Pos) -> Result<(), XoError> {
        check_pos(self.rules, pos)?;
        pre_move(self, pos)?;
        let old = *self;
        let mut new = old;
        new.marks[player.index()] |= self.rules.bit(pos);
        inv_game(&new)?;
        post_move(&old, player, pos, &new)?;
        *self = new;
        Ok(())
    }

    /// Both bitboards, Nought's first.
    pub(crate) const fn marks(&self) -> [u64; 2] {
        self.marks
    }

    /// The cells anyone has moved to.
    pub(crate) const fn occupied(&self) -> u64 {
        self.marks[0] | self.marks[1]
    }
}

fn check_pos(rules: Rules, pos: Pos) -> Result<(), XoError> {
    if rules.contains(pos) {
        Ok(())
    } else {
        Err(XoError::OffBoard {
            pos,
            size: rules.size(),
        })
    }
}

/// The model's `inv_Game`: for all players `p1, p2`, their move counts differ by −1, 0 or 1.
///
/// # Errors
/// [`XoError::TwoAhead`] naming the player who is ahead.
#[doc(alias = "inv_Game")]
pub fn inv_game(game: &Game) -> Result<(), XoError> {
    for p in Player::PLAYERS {
        if game.move_count_for(p) > game.move_count_for(p.opponent()) + 1 {
            return Err(XoError::TwoAhead(p));
        }
    }
    Ok(())
}

/// The model's `pre_move(p, pos, game)`: `pos not in set movesSoFar(game) and moveCountLeft(game) > 0`.
///
/// # Errors
/// [`XoError::Taken`] or [`XoError::NoMovesLeft`].
///
/// On a full board every position is taken, so the second conjunct implies the first's
/// failure; it is checked first so that a full board reports "no moves left".
pub fn pre_move(game: &Game, pos: Pos) -> Result<(), XoError> {
    if game.move_count_left() == 0 {
        return Err(XoError::NoMovesLeft);
    }
    if game.get(pos).is_some() {
        return Err(XoError::Taken(pos));
    }
    Ok(())
}

/// The model's `post_move(p, pos, game~, game)`:
/// `game = game~ munion {pos |-> p} and moveCountSoFar(game) = moveCountSoFar(game~) + 1`.
///
/// # Errors
/// [`XoError::PostCondition`] naming the false conjunct.
pub fn post_move(old: &Game, player: Player, pos: Pos, new: &Game) -> Result<(), XoError> {
    let fail = |condition| XoError::PostCondition {
        operation: "move",
        condition,
    };
    // munion needs the domains to agree where they overlap: pos must not be in dom game~.
    let extended = old.rules.contains(pos)
        && old.get(pos).is_none()
        && new.rules == old.rules
        && Player::PLAYERS.into_iter().all(|p| {
            let added = if p == player { old.rules.bit(pos) } else { 0 };
            new.marks[p.index()] == old.marks[p.index()] | added
        });
    if !extended {
        return Err(fail("game = game~ munion {pos |-> p}"));
    }
    if new.move_count_so_far() != old.move_count_so_far() + 1 {
        return Err(fail("moveCountSoFar(game) = moveCountSoFar(game~) + 1"));
    }
    Ok(())
}

/// A legal move sequence: the model's `Moves = seq of Pos` with its invariant.
///
/// `inv_Moves`: every position on the board (`inv_Pos`), no position twice, more than
/// `card PLAYERS * (SIZE - 1)` moves (generalised to `k - 1` for `k` in a row; identical on the
/// model's board) and at most `MAX`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    rules: Rules,
    moves: Vec<Pos>,
}

impl Moves {
    /// Checks `inv_Moves` for `moves` on the board of `rules`.
    ///
    /// # Errors
    /// In this order: [`XoError::TooManyMoves`], then for each position in turn
    /// [`XoError::OffBoard`] or [`XoError::Repeats`] (the first repeat), then
    /// [`XoError::TooFewMoves`]. (The length is checked first because more than `MAX`
    /// positions on the board must repeat one: "too many" is the clearer message.)
    pub fn new(rules: Rules, moves: Vec<Pos>) -> Result<Moves, XoError> {
        let len = moves.len();
        if len as u64 > u64::from(rules.max_moves()) {
            return Err(XoError::TooManyMoves {
                len,
                max: rules.max_moves(),
            });
        }
        let mut seen = 0u64;
        for &pos in &moves {
            check_pos(rules, pos)?;
            let bit = rules.bit(pos);
            if seen & bit != 0 {
                return Err(XoError::Repeats(pos));
            }
            seen |= bit;
        }
        if len as u64 <= u64::from(rules.min_moves_exclusive()) {
            return Err(XoError::TooFewMoves {
                len,
                min_exclusive: rules.min_moves_exclusive(),
            });
        }
        Ok(Moves { rules, moves })
    }

    /// The board the sequence was checked against.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The positions, in order.
    pub fn as_slice(&self) -> &[Pos] {
        &self.moves
    }
}

/// The order of play: the model's `PlayOrder = seq1 of Player` with its invariant.
///
/// `inv_PlayOrder`: `len order = card elems order and elems order = PLAYERS` — each player exactly
/// once. The head moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayOrder([Player; 2]);

impl PlayOrder {
    /// Checks `inv_PlayOrder`.
    ///
    /// # Errors
    /// [`XoError::BadPlayOrder`] if a player is missing or named twice.
    pub fn new(order: &[Player]) -> Result<PlayOrder, XoError> {
        match *order {
            [a, b] if a != b => Ok(PlayOrder([a, b])),
            _ => Err(XoError::BadPlayOrder),
        }
    }

    /// The order in which `first` moves first.
    pub const fn starting_with(first: Player) -> PlayOrder {
        PlayOrder([first, first.opponent()])
    }

    /// `hd order`: who moves first.
    pub const fn first(self) -> Player {
        self.0[0]
    }

    /// The players in order.
    pub const fn players(self) -> [Player; 2] {
        self.0
    }
}

/// The result of the model's `play`: `Player | <DRAW> | <UNFINISHED>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayResult {
    /// `whoWon(game)`.
    Won(Player),
    /// `<DRAW>`.
    Draw,
    /// `<UNFINISHED>`.
    Unfinished,
}

/// What [`play`] leaves behind: its result and the model's state `Sigma.game`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// `RESULT`.
    pub result: PlayResult,
    /// The final game.
    pub game: Game,
    /// How many moves of the sequence were played before `play` returned; the rest were
    /// ignored, as in the model (its `return` leaves the loop).
    pub used: usize,
}

/// The model's operation `play(playorder, moves)`.
///
/// Starts from the empty game, plays `moves` in turn (the head of the order moves, then goes to
/// the back), and returns as soon as the game is won or drawn. **Later moves are ignored**, exactly
/// as the model's `return` leaves the `for` loop: they are not played and not checked beyond
/// `inv_Moves` (which [`Moves`] already guarantees for the whole sequence). [`Played::used`]
/// says how many were played. Each move goes through the checked [`Game::move_`], and
/// `post_play` is checked at the end.
///
/// # Errors
/// Any error of [`Game::move_`] (impossible for a valid [`Moves`], but checked), or
/// [`XoError::PostCondition`].
pub fn play(order: PlayOrder, moves: &Moves) -> Result<Played, XoError> {
    let mut game = Game::new(moves.rules());
    let mut order = order.players();
    for (i, &pos) in moves.as_slice().iter().enumerate() {
        let player = order[0];
        game.move_(player, pos)?;
        let result = if game.is_won() {
            Some(PlayResult::Won(game.who_won()?))
        } else if game.is_draw() {
            Some(PlayResult::Draw)
        } else {
            order.rotate_left(1);
            None
        };
        if let Some(result) = result {
            post_play(result, &game)?;
            return Ok(Played {
                result,
                game,
                used: i + 1,
            });
        }
    }
    post_play(PlayResult::Unfinished, &game)?;
    Ok(Played {
        result: PlayResult::Unfinished,
        game,
        used: moves.as_slice().len(),
    })
}

/// The model's `post_play`: `<DRAW>` ⇒ `isDraw(game)`, `<UNFINISHED>` ⇒ `isUnfinished(game)`,
/// otherwise `RESULT = whoWon(game)`.
///
/// # Errors
/// [`XoError::PostCondition`] if the result does not describe the game.
pub fn post_play(result: PlayResult, game: &Game) -> Result<(), XoError> {
    let holds = match result {
        PlayResult::Draw => game.is_draw(),
        PlayResult::Unfinished => game.is_unfinished(),
        PlayResult::Won(p) => game.who_won() == Ok(p),
    };
    if holds {
        Ok(())
    } else {
        Err(XoError::PostCondition {
            operation: "play",
            condition: match result {
                PlayResult::Draw => "RESULT = <DRAW> => isDraw(game)",
                PlayResult::Unfinished => "RESULT = <UNFINISHED> => isUnfinished(game)",
                PlayResult::Won(_) => "RESULT = whoWon(game)",
            },
        })
    }
}
