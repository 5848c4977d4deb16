//! Short pieces of bad input, quoted in the messages of every parse error (cells, notations).

use std::fmt;

/// A short piece of bad input, for messages: at most [`Excerpt::MAX_CHARS`] characters, with
/// `…` after a longer text cut short and control characters replaced by `�`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Excerpt(String);

impl Excerpt {
    /// The most characters of input an excerpt keeps.
    pub const MAX_CHARS: usize = 24;

    /// The excerpt of `text`.
    pub fn new(text: &str) -> Excerpt {
        let mut out: String = text
            .chars()
            .take(Self::MAX_CHARS)
            .map(|c| if c.is_control() { '\u{fffd}' } else { c })
            .collect();
        if text.chars().nth(Self::MAX_CHARS).is_some() {
            out.push('…');
        }
        Excerpt(out)
    }

    /// The excerpt as text (with its ellipsis, if any).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
