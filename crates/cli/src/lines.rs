//! Lines read from another process or a pipe, with a bound on what one line may hold.
//!
//! A peer that writes without a newline, or an endless line, must not exhaust memory: a line
//! longer than the limit is read to its end and dropped as it goes (never held), and reported
//! as [`Line::TooLong`] so that the reader can say what happened.

use std::io::{BufRead, BufReader, ErrorKind, Read};

/// One line of input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A line, without its `\n` (and a `\r` before it), invalid UTF-8 replaced by `�`.
    Text(String),
    /// A line longer than the limit, in bytes (its text is gone).
    TooLong(usize),
}

/// The lines of a reader, each at most `limit` bytes (the newline not counted).
pub struct Lines<R> {
    input: BufReader<R>,
    limit: usize,
    /// Within a line already reported too long: its rest is dropped before the next line.
    skipping: bool,
}

impl<R: Read> Lines<R> {
    /// The lines of `input`, each at most `limit` bytes.
    pub fn new(input: R, limit: usize) -> Self {
        Lines {
            input: BufReader::new(input),
            limit,
            skipping: false,
        }
    }

    /// The next line, or `None` at the end of the input or on a read error. The last line
    /// counts even without a newline. A line is reported [`Line::TooLong`] as soon as it
    /// passes the limit, without waiting for its end (which may never come); the rest of it is
    /// read and dropped before the next line.
    pub fn next_line(&mut self) -> Option<Line> {
        let mut line = Vec::new();
        let mut read_any = false;
        loop {
            let available = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            if available.is_empty() {
                break;
            }
            let newline = available.iter().position(|&b| b == b'\n');
            let chunk_len = newline.unwrap_or(available.len());
            let used = chunk_len + usize::from(newline.is_some());
            if self.skipping {
                self.input.consume(used);
                self.skipping = newline.is_none();
                continue;
            }
            read_any = true;
            if line.len() + chunk_len > self.limit {
                self.input.consume(used);
                self.skipping = newline.is_none();
                return Some(Line::TooLong(self.limit));
            }
            line.extend_from_slice(&available[..chunk_len]);
            self.input.consume(used);
            if newline.is_some() {
                break;
            }
        }
        if !read_any {
            return None;
        }
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        Some(Line::Text(String::from_utf8_lossy(&line).into_owned()))
    }
}

impl<R: Read> Iterator for Lines<R> {
    type Item = Line;

    fn next(&mut self) -> Option<Line> {
        self.next_line()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn lines(input: &[u8], limit: usize) -> Vec<Line> {
        Lines::new(Cursor::new(input.to_vec()), limit).collect()
    }

    fn text(s: &str) -> Line {
        Line::Text(s.to_owned())
    }

    #[test]
    fn lines_end_at_newlines_and_the_end_of_the_input() {
        assert_eq!(
            lines(b"ping 1\r\ngo\n\nlast", 100),
            [text("ping 1"), text("go"), text(""), text("last")]
        );
        assert_eq!(lines(b"", 100), []);
        assert_eq!(lines(b"\xffok\n", 100), [text("\u{fffd}ok")]);
    }

    #[test]
    fn a_line_over_the_limit_is_reported_and_the_next_one_read() {
        let mut input = vec![b'x'; 10];
        input.extend_from_slice(b"\nshort\n");
        assert_eq!(lines(&input, 9), [Line::TooLong(9), text("short")]);
        // Exactly at the limit is a line.
        assert_eq!(lines(&input, 10), [text("xxxxxxxxxx"), text("short")]);
        // An endless line at the end of the input.
        assert_eq!(lines(&[b'y'; 100], 9), [Line::TooLong(9)]);
    }

    /// A reader of `len` bytes of `x` with no newline, which it makes as it is read.
    struct Endless {
        left: usize,
    }

    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = buf.len().min(self.left);
            buf[..n].fill(b'x');
            self.left -= n;
            Ok(n)
        }
    }

    #[test]
    fn an_endless_line_is_reported_before_it_ends() {
        // 64 MiB without a newline through a 1 KiB limit: reported once the limit is passed,
        // after reading little more than the limit (the reader's buffer), then dropped.
        let mut lines = Lines::new(Endless { left: 64 << 20 }, 1024);
        assert_eq!(lines.next_line(), Some(Line::TooLong(1024)));
        assert!(lines.input.get_ref().left > (64 << 20) - 64 * 1024);
        assert_eq!(lines.next_line(), None);
        assert_eq!(lines.input.get_ref().left, 0);
    }
}
