//! What the command-line programs run (`othello-console`, `othello-engine`, `othello-arena` in
//! the application's `src/bin`), as libraries over any reader and writer, so that the tests can
//! drive them without a process:
//!
//! - [`console`]: the line protocol of the ICS 32 project, byte for byte;
//! - [`nboard`]: the engine's side of the NBoard protocol;
//! - [`arena`]: matches between engines that speak NBoard, refereed by the rules core;
//! - [`args`]: option values the programs share;
//! - [`lines`]: lines read from a pipe, bounded in memory.
pub mod arena;
pub mod args;
pub mod console;
pub mod lines;
pub mod nboard;
