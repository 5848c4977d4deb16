//! Helpers shared by the integration tests: random games and the solver's value of a move (the
//! engine tests' own, from `crates/engine/tests/common/`), a big game for the NBoard engine, the
//! arena's fake engines ([`arena`]) and the window under egui_kittest ([`window`]).
#![allow(dead_code)]

pub mod arena;
#[cfg(feature = "gui")]
pub mod window;

/// The engine tests' helpers, shared rather than copied: the NBoard tests and the window's
/// analysis test play the same random games and check against the same solver values.
#[path = "../../crates/engine/tests/common/mod.rs"]
mod engine;

// As with the dead code above: each test binary uses some of the helpers, none all of them.
#[allow(unused_imports)]
pub use engine::{game_with_one_blunder, random_game, solved_value};

use othello_core::Options;

/// The GGF of a 16×16 start: far too big to search deep in any reasonable time.
pub fn big_game() -> String {
    let setup = othello_core::Setup::standard(Options {
        rows: 16,
        cols: 16,
        ..Options::default()
    });
    othello_core::notation::ggf::write(&othello_core::Record::new(setup))
}
