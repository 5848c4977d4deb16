//! Values of the command-line programs' options that more than one program takes, parsed with a
//! message that says what is wrong (for clap's `value_parser`).

use std::time::Duration;

/// The most seconds [`seconds`] takes (about eleven and a half days).
pub const MAX_SECONDS: f64 = 1e6;

/// A number of seconds above 0 (fractions allowed), at most [`MAX_SECONDS`].
///
/// # Errors
/// A message naming the text and what is wrong with it: not a number, not above 0, or over the
/// limit.
pub fn seconds(text: &str) -> Result<Duration, String> {
    let Some(value) = text.trim().parse::<f64>().ok().filter(|s| !s.is_nan()) else {
        return Err(format!("'{text}' is not a number of seconds"));
    };
    if value <= 0.0 {
        return Err(format!("'{text}' seconds: the time must be above 0"));
    }
    if value > MAX_SECONDS {
        return Err(format!(
            "'{text}' seconds is more than the most allowed, {MAX_SECONDS:.0} (about 11.5 days)"
        ));
    }
    Ok(Duration::from_secs_f64(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_say_what_is_wrong() {
        assert_eq!(seconds(" 0.25 "), Ok(Duration::from_millis(250)));
        assert_eq!(seconds("1e6"), Ok(Duration::from_secs(1_000_000)));
        assert!(seconds("abc").unwrap_err().contains("not a number"));
        assert!(seconds("NaN").unwrap_err().contains("not a number"));
        assert!(seconds("0").unwrap_err().contains("above 0"));
        assert!(seconds("-3").unwrap_err().contains("above 0"));
        let big = seconds("1e9").unwrap_err();
        assert!(big.contains("more than the most allowed, 1000000"), "{big}");
        assert!(seconds("inf").unwrap_err().contains("more than"));
        assert!(seconds("99999999999").unwrap_err().contains("more than"));
    }
}
