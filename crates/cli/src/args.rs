//! Values of the command-line programs' options that more than one program takes, parsed with a
//! message that says what is wrong (for clap's `value_parser`).

use std::time::Duration;

/// A number of seconds above 0 (fractions allowed), at most a million.
///
/// # Errors
/// A message naming the text, when it is not such a number.
pub fn seconds(text: &str) -> Result<Duration, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 1e6)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| format!("'{text}' is not a number of seconds above 0"))
}
