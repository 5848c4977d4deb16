//! Hash tables kept from one search to the next along a game, as a player keeps in mind what
//! the last move's thinking found: the previous search's tree holds the new position's subtree
//! two plies shallower, so the new search's early iterations are read from the table instead
//! of searched again, and the solver's exact values are there for the positions it solved.

use crate::limits::Evaluation;
use crate::tt::Table;
use othello_core::{Game, Options};

/// The midgame and solver tables of one game's searches (see
/// [`Search::tables`](crate::Search::tables)). Entries are keyed by the discs alone,
/// so the tables serve one board, one set of rules and one evaluation: a search of another
/// empties them first. Entries of earlier searches answer but give up their slots to the
/// current search's (see `tt`).
pub struct GameTables {
    mid: Table,
    end: Table,
    mib: usize,
    /// What the entries were searched for: the board and rules, and the evaluation.
    serves: Option<(Options, Evaluation)>,
}

impl std::fmt::Debug for GameTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameTables")
            .field("mib", &self.mib)
            .field("serves", &self.serves)
            .finish_non_exhaustive()
    }
}

impl GameTables {
    /// Two empty tables of about `mib` mebibytes each.
    pub fn new(mib: usize) -> GameTables {
        GameTables {
            mid: Table::new(mib),
            end: Table::new(mib),
            mib,
            serves: None,
        }
    }

    /// Makes the tables ready for a search of `game` with `eval`: empty if they served another
    /// board, rules or evaluation, else a new search in them.
    pub(crate) fn prepare(&mut self, game: &Game, eval: Evaluation) {
        let serves = Some((*game.options(), eval));
        if self.serves != serves {
            self.mid.clear();
            self.end.clear();
            self.serves = serves;
        } else {
            self.mid.next_search();
            self.end.next_search();
        }
    }

    /// The midgame and the solver's tables, lent to a search.
    pub(crate) fn lend(&self) -> [Option<&Table>; 2] {
        [Some(&self.mid), Some(&self.end)]
    }
}

/// A solver hash table kept from one solve to the next (see
/// [`Search::solve_table`](crate::Search::solve_table)), for the positions
/// of one board and one set of rules (its entries are keyed by the discs alone).
pub struct SolveTable(pub(crate) Table);

impl std::fmt::Debug for SolveTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SolveTable")
    }
}

impl SolveTable {
    /// A table of about `mib` mebibytes.
    pub fn new(mib: usize) -> SolveTable {
        SolveTable(Table::new(mib))
    }
}
